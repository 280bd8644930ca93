import Foundation

/// UIKit's `UIProgressView`: a bar of a fixed height by iOS release and no intrinsic width
/// (`ViewKind.progress`, with its evidence).
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

    open override var intrinsicContentSize: CGSize { ViewKind.progress.fixedSize(iOSVersion: traitDevice.iOSVersion) }

    open override var typeNameForDescriptions: String { "UIProgressView" }
}
