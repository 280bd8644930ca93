import Foundation

/// UIKit's `UIProgressView`: a bar 2 points tall up to iOS 13 and 4 points from iOS 14 (the
/// fixture documents: 5 bars of Xcode 7 to 11 are 2 tall, 7 of Xcode 12 to 16 are 4), with no
/// intrinsic width.
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

    open override var intrinsicContentSize: CGSize {
        CGSize(width: View.noIntrinsicMetric, height: traitDevice.iOSVersion >= 14 ? 4 : 2)
    }

    open override var typeNameForDescriptions: String { "UIProgressView" }
}
