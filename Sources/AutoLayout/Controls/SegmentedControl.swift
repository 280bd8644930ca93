import Foundation
import TextMeasurement

/// UIKit's `UISegmentedControl`, of a fixed height by iOS release (`drawnSize(iOSVersion:)`,
/// with its evidence; Interface Builder stores its frame a point taller, below its alignment
/// rectangle: `InterfaceBuilderControlMetrics`) and as wide as its segments: each is its title
/// in `titleFont` plus `titlePadding(iOSVersion:)`, every one as wide as the widest unless
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

    /// The room a segment gives its title beyond the title's width: 20 points from iOS 13, 15
    /// before. Interface Builder stores controls whose width is their own (no width constraint,
    /// not pinned on both sides; `python3 Scripts/ib/segmented_widths.py --evidence`) at the
    /// segment count times the widest title plus 20 under the iOS 13 to 26 SDKs (10 controls of
    /// 9 apps, 13-point titles measured by the text model: SkeletonView `310`, INaturalistIOS
    /// `288`, nRF-Mesh `338`, Mixin, and five SeSAC students' apps storing "First" / "Second" 131
    /// wide), and plus 15 under iOS 10 to 12 (6 controls of 5 apps: 23rd-iOS-Seminar,
    /// iOS-Tutorials-2022, mage-ios, UIKit-Practice, iOS-Apps); apportioned controls store the
    /// sum of their titles plus 20 a segment (GoMap `248`, UIKit-Storyboard). One against:
    /// mage-ios's Xcode 11 control of four segments is stored 345, 23 points wider.
    package static func titlePadding(iOSVersion version: Int) -> CGFloat {
        version >= 13 ? 20 : 15
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
            byTitle.append(CGFloat(title) + padding)
        }
        let widest = zip(byTitle, segmentWidths).filter { $0.1 == 0 }.map(\.0).max() ?? 0
        let width = zip(byTitle, segmentWidths).reduce(CGFloat(0)) { total, segment in
            total + (segment.1 > 0 ? segment.1 : apportionsSegmentWidthsByContent ? segment.0 : widest)
        }
        return CGSize(width: width, height: drawn.height)
    }

    open override var typeNameForDescriptions: String { "UISegmentedControl" }
}
