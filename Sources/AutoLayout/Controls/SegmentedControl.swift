import Foundation
import TextMeasurement

/// UIKit's `UISegmentedControl`, of a fixed height by iOS release (`drawnSize(iOSVersion:)`,
/// with its evidence; Interface Builder stores its frame a point taller, below its alignment
/// rectangle: `InterfaceBuilderControlMetrics`) and as wide as its segments with a divider
/// between two (`dividerWidth(iOSVersion:)`): each its title in `titleFont`, rounded up to
/// whole points, plus `titlePadding(iOSVersion:)`, every one as wide as the widest unless
/// `apportionsSegmentWidthsByContent`, or the width `setWidth(_:forSegmentAt:)` gave it.
open class SegmentedControl: Control {
    public private(set) var titles: [String?] {
        didSet {
            segmentWidths = titles.indices.map { segmentWidths.indices.contains($0) ? segmentWidths[$0] : 0 }
            invalidateIntrinsicContentSize()
        }
    }
    /// Widths set with `setWidth(_:forSegmentAt:)`, one per segment; 0 sizes the segment by its title.
    private var segmentWidths: [CGFloat] = []
    /// The measurement of each title, kept with its inputs (`TextContent`).
    private var titleContents: [TextContent] = []
    public var selectedSegmentIndex = -1
    public var apportionsSegmentWidthsByContent = false {
        didSet { if oldValue != apportionsSegmentWidthsByContent { invalidateIntrinsicContentSize() } }
    }
    public var selectedSegmentTintColor: Color?

    /// UIKit's `UISegmentedControl.noSegment`.
    public static let noSegment = -1

    public init(items: [Any]?) {
        titles = (items ?? []).map { $0 as? String }
        segmentWidths = titles.map { _ in 0 }
        super.init(frame: .zero)
        useFixedSizePriorities()
    }

    public convenience override init(frame: CGRect) {
        self.init(items: nil)
        self.frame = frame
    }

    public required init?(coder: NSCoder) {
        titles = []
        super.init(coder: coder)
        useFixedSizePriorities()
    }

    public var numberOfSegments: Int { titles.count }

    public func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        titles.insert(title, at: min(max(segment, 0), titles.count))
    }

    public func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard titles.indices.contains(segment) else { return }
        titles[segment] = title
    }

    public func titleForSegment(at segment: Int) -> String? {
        titles.indices.contains(segment) ? titles[segment] : nil
    }

    public func removeAllSegments() { titles.removeAll() }

    /// UIKit's `setWidth(_:forSegmentAt:)`: 0 (the default) sizes the segment by its title.
    public func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard segmentWidths.indices.contains(segment), segmentWidths[segment] != max(0, width) else { return }
        segmentWidths[segment] = max(0, width)
        invalidateIntrinsicContentSize()
    }

    /// UIKit's `widthForSegment(at:)`: the width set for the segment, 0 when its title sizes it.
    public func widthForSegment(at segment: Int) -> CGFloat {
        segmentWidths.indices.contains(segment) ? segmentWidths[segment] : 0
    }

    /// UIKit's title font of a segment when no title attributes are set: the 13-point system font.
    public static let titleFont = FontDescriptor.systemFont(ofSize: 13)

    /// The room a segment gives its title (rounded up to whole points) beyond the title's width:
    /// 19 points from iOS 13, 14 before. Interface Builder stores controls whose width is their
    /// own (`python3 Scripts/ib/segmented_widths.py --evidence`: no width constraint, one
    /// horizontal pin) at whole-point segments of the widest title plus 19 and 1-point dividers
    /// under the iOS 13 to 26 SDKs (8 controls of 6 apps, every one exact: SkeletonView `310`,
    /// Mixin, and four SeSAC students' apps storing "First" / "Second" 131 wide, 65 + 1 + 65)
    /// and plus 14 under iOS 12 and Xcode 6 (23rd-iOS-Seminar, iOS-Apps); so do the controls
    /// `compare` finds sized by their titles in stacks or centred (INaturalistIOS `288`,
    /// nRF-Mesh `338`, UIKit-Storyboard from iOS 13, mage-ios and UIKit-Practice before it: 5
    /// more apps, each within a point), and apportioned controls store each title plus 19 (GoMap
    /// `248`, UIKit-Storyboard). One app against: iOS-Tutorials-2022's control saved by Xcode
    /// 11's first beta (tools 14810.11, which the importer draws as iOS 13) has the 14 of iOS 12.
    package static func titlePadding(iOSVersion version: Int) -> CGFloat {
        version >= 13 ? 19 : 14
    }

    /// The line between two segments, which the control's width includes before iOS 26:
    /// segments stored with set widths of 100 + 100 are 201 wide (CollectionViewPagingLayout
    /// `208`, Xcode 13), 61 + 61 are 123 (openhab `360`, Xcode 15), and titled ones measure the
    /// same way (`titlePadding(iOSVersion:)`). Xcode 26 stores none: Mixin's five segments of
    /// 57 points are 285 wide, GoMap `248`'s apportioned 66 + 35 are 101 (2 apps, none against;
    /// the fewest of these rules' evidence, kept because a 1-point divider contradicts both).
    package static func dividerWidth(iOSVersion version: Int) -> CGFloat {
        version >= 26 ? 0 : 1
    }

    /// The alignment rectangle's height, which constraints place: 31 points from iOS 13, 28
    /// before. Interface Builder stores the frame a point taller (32 for 13 of the 15 controls
    /// of Xcode 11 to 16 documents, 8 apps; 29 before), and a control whose height a constraint
    /// sets to c is stored c + 1 tall (4 apps: `Scripts/ib/control_sizes.py`); authors who pin
    /// the height of an iOS 13 control write 31 (2 apps). The width, which follows the titles
    /// (`intrinsicContentSize`), is none here. The kind table (`ViewKind`) reads it here.
    package static func drawnSize(iOSVersion version: Int) -> CGSize {
        CGSize(width: View.noIntrinsicMetric, height: version >= 13 ? 31 : 28)
    }

    open override var intrinsicContentSize: CGSize {
        let drawn = Self.drawnSize(iOSVersion: iOSVersion)
        guard !titles.isEmpty else { return drawn }
        if titleContents.count != titles.count {
            titleContents = titles.map { _ in TextContent(font: Self.titleFont, numberOfLines: 1) }
        }
        let padding = Self.titlePadding(iOSVersion: iOSVersion)
        var byTitle: [CGFloat] = []
        for index in titles.indices {
            titleContents[index].text = titles[index] ?? ""
            let title = titles[index].map { _ in titleContents[index].measure(in: self, maxWidth: nil)?.width ?? 0 } ?? 0
            // A thousandth of a point absorbs the measurement's noise, so a whole width stays whole.
            byTitle.append((CGFloat(title) - 0.001).rounded(.up) + padding)
        }
        let widest = zip(byTitle, segmentWidths).filter { $0.1 == 0 }.map(\.0).max() ?? 0
        let dividers = CGFloat(titles.count - 1) * Self.dividerWidth(iOSVersion: iOSVersion)
        let width = zip(byTitle, segmentWidths).reduce(dividers) { total, segment in
            total + (segment.1 > 0 ? segment.1 : apportionsSegmentWidthsByContent ? segment.0 : widest)
        }
        return CGSize(width: width, height: drawn.height)
    }

    open override var typeNameForDescriptions: String { "UISegmentedControl" }
}
