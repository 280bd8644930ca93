import Foundation

/// UIKit's `UIProgressView`: a bar of a fixed height by iOS release and no intrinsic width
/// (`drawnSize(iOSVersion:)`).
open class ProgressView: View {
    /// UIKit's `UIProgressView.Style`.
    public enum Style: Int, Hashable, Sendable {
        case `default` = 0, bar
    }

    public var progressViewStyle: Style
    public var progress: Float = 0
    public var progressTintColor: Color?
    public var trackTintColor: Color?

    public init(progressViewStyle style: Style) {
        progressViewStyle = style
        super.init(frame: .zero)
    }

    public convenience override init(frame: CGRect) {
        self.init(progressViewStyle: .default)
        self.frame = frame
    }

    public required init?(coder: NSCoder) {
        progressViewStyle = .default
        super.init(coder: coder)
    }

    public func setProgress(_ progress: Float, animated: Bool) { self.progress = progress }

    /// A bar 2 points tall up to iOS 13, 4 from iOS 14 (5 bars of Xcode 7 to 11 documents are
    /// 2 tall, 7 of Xcode 12 to 16 are 4), with no intrinsic width. The kind table (`ViewKind`)
    /// reads it here.
    package static func drawnSize(iOSVersion version: Int) -> CGSize {
        CGSize(width: View.noIntrinsicMetric, height: version >= 14 ? 4 : 2)
    }

    open override var intrinsicContentSize: CGSize { Self.drawnSize(iOSVersion: traitDevice.iOSVersion) }

    open override var typeNameForDescriptions: String { "UIProgressView" }
}
