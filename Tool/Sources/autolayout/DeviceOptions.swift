import ArgumentParser
import AutoLayout

/// `--device` and `--ios`, shared by the commands that lay out for a phone: the device gives the
/// default width (its screen's) and pixel grid, and Interface Builder cells are converted by the
/// importer's rules for it (a table cell's margins, control sizes) instead of their document's.
struct DeviceOptions: ParsableArguments {
    @Option(name: .customLong("device"),
            help: "Lay out for this device, by Xcode's id (retina6_12 is the 6.1-inch iPhone 15; see the README for the list). Default: the document's device; for code, retina6_12 under iOS 17.")
    var deviceID: String?

    @Option(name: .customLong("ios"), help: "The iOS release the --device runs.")
    var iOSVersion: Int = 17

    func validate() throws {
        _ = try device()
    }

    /// The device asked for, or nil without `--device`.
    func device() throws -> Device? {
        guard let deviceID else { return nil }
        guard (7...30).contains(iOSVersion) else { throw ValidationError("--ios must be an iOS release from 7 to 30") }
        guard let device = Device.named(deviceID, iOSVersion: iOSVersion) else {
            throw ValidationError("unknown device \"\(deviceID)\" (one of \(Device.knownIDs.joined(separator: ", ")))")
        }
        return device
    }
}
