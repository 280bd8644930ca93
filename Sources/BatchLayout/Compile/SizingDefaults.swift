import AutoLayout
import Foundation

/// What a job sizes a template at when the request does not say: the device's screen width and
/// pixel grid, else the document's own `scale`, else 0 (no rounding). The one rule the
/// command-line tool (`heights`, `solve`, `check`) and the height service share.
public enum SizingDefaults {
    /// The widths asked for, else the device's screen width (none without a device).
    public static func widths(_ asked: [Double], device: Device?) -> [Double] {
        asked.isEmpty ? device.map { [Double($0.screenSize.width)] } ?? [] : asked
    }

    /// The scale asked for, else the device's, else the document's, else 0.
    public static func scale(_ asked: Double?, device: Device?, documentScale: CGFloat?) -> Double {
        asked ?? device.map { Double($0.scale) } ?? documentScale.map(Double.init) ?? 0
    }
}
