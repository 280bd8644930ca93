import Foundation

/// UIKit's `UISegmentedControl`, of a fixed height by iOS release (`drawnSize(iOSVersion:)`,
/// with its evidence; Interface Builder stores the iOS 7 to 12 control's frames 29 tall). Its width follows its titles in UIKit; that width is not modelled
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

    /// 32 points tall from iOS 13 (13 of the 15 controls of Xcode 11 to 16 documents), 28
    /// before; its width follows its titles in UIKit, which is not modelled. The kind table
    /// (`ViewKind`) reads it here.
    package static func drawnSize(iOSVersion version: Int) -> CGSize {
        CGSize(width: View.noIntrinsicMetric, height: version >= 13 ? 32 : 28)
    }

    open override var intrinsicContentSize: CGSize { Self.drawnSize(iOSVersion: iOSVersion) }

    open override var typeNameForDescriptions: String { "UISegmentedControl" }
}
