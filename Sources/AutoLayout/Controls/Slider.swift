import Foundation

/// UIKit's `UISlider`: a track of a fixed height with no intrinsic width (`drawnSize`; see
/// `InterfaceBuilderControlMetrics` for the frame Interface Builder stores around it).
open class Slider: Control {
    public var value: Float = 0
    public var minimumValue: Float = 0
    public var maximumValue: Float = 1
    public var isContinuous = true
    public var minimumTrackTintColor: Color?
    public var maximumTrackTintColor: Color?

    public func setValue(_ value: Float, animated: Bool) { self.value = value }

    /// A 30-point track with no intrinsic width, whatever the release (19 sliders of 9
    /// documents, 4 apps). The kind table (`ViewKind`) reads it here.
    package static func drawnSize(iOSVersion _: Int) -> CGSize {
        CGSize(width: View.noIntrinsicMetric, height: 30)
    }

    open override var intrinsicContentSize: CGSize { Self.drawnSize(iOSVersion: iOSVersion) }

    open override var typeNameForDescriptions: String { "UISlider" }
}
