import Foundation

/// UIKit's `UISlider`: a track of a fixed height with no intrinsic width (`ViewKind.slider`; see
/// `InterfaceBuilderControlMetrics` for the frame Interface Builder stores around it).
open class Slider: Control {
    public var value: Float = 0
    public var minimumValue: Float = 0
    public var maximumValue: Float = 1
    public var isContinuous = true
    public var minimumTrackTintColor: Color?
    public var maximumTrackTintColor: Color?

    public func setValue(_ value: Float, animated: Bool) { self.value = value }

    open override var intrinsicContentSize: CGSize { ViewKind.slider.fixedSize(iOSVersion: iOSVersion) }

    open override var typeNameForDescriptions: String { "UISlider" }
}
