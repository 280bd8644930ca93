import Foundation

/// UIKit's `UISegmentedControl`, of a fixed height by iOS release (`drawnSize(iOSVersion:)`,
/// with its evidence; Interface Builder stores its frame a point taller, below its alignment
/// rectangle: `InterfaceBuilderControlMetrics`). Its width follows its titles in UIKit; that width is not modelled
/// here, so pin its edges or give it a width, as 21 of the 24 fixture controls are.
open class SegmentedControl: Control {
    public private(set) var titles: [String?]
    public var selectedSegmentIndex = -1
    public var apportionsSegmentWidthsByContent = false
    public var selectedSegmentTintColor: Color?

    /// UIKit's `UISegmentedControl.noSegment`.
    public static let noSegment = -1

    public init(items: [Any]?) {
        titles = (items ?? []).map { $0 as? String }
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

    /// The alignment rectangle's height, which constraints place: 31 points from iOS 13, 28
    /// before. Interface Builder stores the frame a point taller (32 for 13 of the 15 controls
    /// of Xcode 11 to 16 documents, 8 apps; 29 before), and a control whose height a constraint
    /// sets to c is stored c + 1 tall (4 apps: `Scripts/ib/control_sizes.py`); authors who pin
    /// the height of an iOS 13 control write 31 (2 apps). Its width follows its titles in
    /// UIKit, which is not modelled. The kind table (`ViewKind`) reads it here.
    package static func drawnSize(iOSVersion version: Int) -> CGSize {
        CGSize(width: View.noIntrinsicMetric, height: version >= 13 ? 31 : 28)
    }

    open override var intrinsicContentSize: CGSize { Self.drawnSize(iOSVersion: iOSVersion) }

    open override var typeNameForDescriptions: String { "UISegmentedControl" }
}
