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

    /// No intrinsic width; a track 30 points tall through iOS 16 (19 sliders of 9 documents,
    /// 4 apps, stored 31 with the frame's point below; and Xcode 14.3's 31 in 3 more apps:
    /// moonkey48, daeyunkwon, slaveshin), 33 under iOS 17 and 18 and 34 from iOS 26. Interface
    /// Builder stores plain sliders whose height is their own 34 tall from Xcode 15 (3 apps:
    /// entourage's Xcode 15 cell; nRF-Mesh's Xcode 16 cells, whose views pinned below a slider
    /// follow a 33-point rectangle and the frame's point below it, and its Xcode 26 cells;
    /// Mixin's Xcode 26 view), and from iOS 26 the frame is the rectangle
    /// (`InterfaceBuilderControlMetrics`). Against: passforios stores 34 under Xcode 14.3
    /// (tools 21507; 1 app). Designable subclasses (entourage's `MJCustomSlider`, 31) draw
    /// their own track. The kind table (`ViewKind`) reads it here.
    package static func drawnSize(iOSVersion version: Int) -> CGSize {
        CGSize(width: View.noIntrinsicMetric, height: trackHeight(iOSVersion: version))
    }

    /// The height of the rectangle constraints place, by release (`drawnSize`).
    static func trackHeight(iOSVersion version: Int) -> CGFloat {
        if version >= 26 { return 34 }
        return version >= 17 ? 33 : 30
    }

    open override var intrinsicContentSize: CGSize { Self.drawnSize(iOSVersion: iOSVersion) }

    open override var typeNameForDescriptions: String { "UISlider" }
}
