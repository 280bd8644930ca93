import AutoLayout
import Foundation
import LayoutDocuments

/// Standard controls as UIKit draws them, where a control's frame is not the rectangle its
/// constraints place (its alignment rectangle); their sizes by iOS release are the kind table's (`ViewKind`).
///
/// Constraints act on alignment rectangles (`UIView.alignmentRectInsets`, Apple's "Auto Layout
/// Guide: Alignment Rect"); Interface Builder stores frames. A switch's frame overhangs the
/// box its constraints place by 2 points on the trailing side (`Switch.alignmentSize`, with
/// its evidence: a switch pinned by its leading edge starts on it, one pinned by its trailing
/// edge ends 2 points past it, and stack views end 2 points before their last switch's frame). A slider's frame is
/// 2 points wider on each side and 1 point taller below than the 30-point box its constraints
/// place (19 sliders of 9 documents, 4 apps, stored 31 tall) through iOS 18; from iOS 26
/// (Xcode 26) its frame is the box its constraints place: sliders pinned by both sides are
/// stored exactly between them (nRF-Mesh `332`, 4 sliders pinned to the content view's
/// leading margin at x = 20; OsmAnd `369`, one pinned to both edges of its 419-point
/// container at x = 0, 419 wide), and `332`'s separators pinned 8 points below a slider's
/// bottom sit 8 points below its stored frame (2 apps, 5 sliders). The rectangle's height by
/// release (33 under iOS 17 and 18, so frames 34 tall from Xcode 15) is the model's
/// (`Slider.drawnSize`). A segmented control's frame is 1 point taller
/// below its alignment rectangle, in every release: height constraints of 28 (Xcode 11, edx)
/// and 31 (Xcode 26, green_ios and nRF-Mesh) are stored 29 and 32 tall, a control pinned to
/// both edges of a 44-point cell is stored 45 tall (Delta), and unconstrained iOS 13 controls
/// 32 tall over a 31-point intrinsic height (13 controls, 8 apps; `Scripts/ib/control_sizes.py`).
enum InterfaceBuilderControlMetrics {
    /// Insets from a control's frame to its alignment rectangle (negative: the frame is
    /// larger); nil for controls whose frame is their alignment rectangle.
    static func alignmentRectInsets(ofTag tag: String, iOSVersion: Int) -> EdgeInsets? {
        switch tag {
        case "switch": EdgeInsets(top: 0, left: 0, bottom: 0, right: Switch.trailingOverhang)
        case "slider" where iOSVersion >= 26: EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
        case "slider": EdgeInsets(top: 0, left: 2, bottom: 1, right: 2)
        case "segmentedControl": EdgeInsets(top: 0, left: 0, bottom: 1, right: 0)
        default: nil
        }
    }

    /// The alignment rectangle of a control stored with `frame`.
    static func alignmentRect(forFrame frame: CGRect, insets: EdgeInsets) -> CGRect {
        CGRect(x: frame.minX + insets.left, y: frame.minY + insets.top,
               width: frame.width - insets.left - insets.right, height: frame.height - insets.top - insets.bottom)
    }

    /// The frame of a control whose alignment rectangle is `rect`.
    static func frame(forAlignmentRect rect: CGRect, insets: EdgeInsets) -> CGRect {
        CGRect(x: rect.minX - insets.left, y: rect.minY - insets.top,
               width: rect.width + insets.left + insets.right, height: rect.height + insets.top + insets.bottom)
    }
}
