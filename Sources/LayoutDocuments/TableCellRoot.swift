import AutoLayout
import Foundation
import Interchange

/// A document whose root is a table cell's content view (`"tableCell": {"device": "retina6_1",
/// "ios": 15}`): its layout margins are not part of the document but the table's, decided when
/// the cell is sized, from the width it is sized at and the device it is sized for
/// (`Device.tableCellContentMargins`, the one rule the model's `TableViewCell` follows too). So
/// an Interface Builder cell saved at 375 points gets 20-point side margins when sized 414 wide
/// on the 6.1-inch iPhone, as the model gives the same cell built in code, instead of the 16 of
/// the width it was saved at.
///
/// `device` is the one the document was made for (an Interface Builder document's, else the
/// default device): what sizing uses when it names none. `besideAccessory` (`"besideAccessory":
/// true`): the cell shows an accessory, so the content view keeps its own margin on the trailing
/// side, as the same cell built in code or imported does (the same rule). A root that states
/// `layoutMargins` keeps them (a cell whose code set its own).
public struct TableCellRoot: Sendable, Hashable {
    public var device: Device
    /// Whether the content view ends at its cell's accessory.
    public var besideAccessory: Bool

    public init(device: Device = .default, besideAccessory: Bool = false) {
        self.device = device
        self.besideAccessory = besideAccessory
    }

    static let keys: Set<String> = ["device", "ios", "besideAccessory"]

    init(_ node: JSONNode) throws(DocumentError) {
        let fields = try node.object(allowing: Self.keys)
        let ios = try fields["ios"].map { node throws(DocumentError) in
            let value = try node.number()
            // 0: a document older than any release the device table knows (Xcode before 5).
            guard value == value.rounded(), (0...30).contains(value) else { throw node.error("expected an iOS release from 0 to 30") }
            return Int(value)
        } ?? Device.defaultIOSVersion
        let id = try fields["device"].map { node throws(DocumentError) in try node.string() } ?? Device.default.id
        guard let device = Device.named(id, iOSVersion: ios) else {
            throw DocumentError(path: node.child("device"), message: "unknown device \"\(id)\"" + NameSuggestion.hint(for: id, among: Device.knownIDs))
        }
        self.device = device
        besideAccessory = try fields["besideAccessory"].map { node throws(DocumentError) in try node.bool() } ?? false
    }

    /// The document's `tableCell` value (`besideAccessory` only when true, so that documents of
    /// cells without an accessory read as they did before the key existed).
    var jsonValue: JSONValue {
        var fields: [(String, JSONValue)] = [("device", .string(device.id)), ("ios", .number(Double(device.iOSVersion)))]
        if besideAccessory { fields.append(("besideAccessory", .bool(true))) }
        return .object(JSONObject(fields))
    }

    /// The content view's margins when its cell is `width` points wide on `device` (else on the
    /// document's own device).
    public func margins(width: CGFloat, device sizing: Device?) -> EdgeInsets {
        (sizing ?? device).tableCellContentMargins(forWidth: width, besideAccessory: besideAccessory)
    }
}

extension LayoutDocument {
    /// The root's layout margins decided at sizing time: a table cell's content view's at
    /// `width` on `device` (`TableCellRoot`); nil when the document states them or is no cell.
    public func sizedRootMargins(width: CGFloat, device: Device?) -> EdgeInsets? {
        guard let tableCell, let root = views.first, root.layoutMargins == nil else { return nil }
        return tableCell.margins(width: width, device: device)
    }

    /// The document as sized `width` wide on `device`: a table cell's root with the margins
    /// the table gives it there (`sizedRootMargins`), stated; any other document as it is.
    /// What every engine lays out, so that none keeps margins of another width or device.
    public func sized(width: CGFloat, device: Device?) -> LayoutDocument {
        guard let margins = sizedRootMargins(width: width, device: device) else { return self }
        var sized = self
        sized.views[0].layoutMargins = margins
        sized.views[0].raw["layoutMargins"] = DocumentValue.insets(margins)
        return sized
    }
}
