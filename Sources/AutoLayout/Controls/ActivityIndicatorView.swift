import Foundation

/// UIKit's `UIActivityIndicatorView`: 20 x 20 points in the medium styles, 37 x 37 in the large
/// ones (about 35 and 14 indicators of the fixture documents, Xcode 8 to 16). With
/// `hidesWhenStopped` (the default) it is hidden until `startAnimating()`, so a stopped indicator
/// in a stack view takes no space, as in UIKit.
open class ActivityIndicatorView: View {
    /// UIKit's `UIActivityIndicatorView.Style` (the three older names included).
    public enum Style: Int, Hashable, Sendable {
        case medium = 100, large = 101, whiteLarge = 0, white = 1, gray = 2

        package var side: CGFloat { self == .large || self == .whiteLarge ? 37 : 20 }
    }

    public var style: Style { didSet { if oldValue.side != style.side { invalidateIntrinsicContentSize() } } }
    public var color: Color?
    public private(set) var isAnimating = false
    public var hidesWhenStopped = true {
        didSet { if !isAnimating { isHidden = hidesWhenStopped } }
    }

    public init(style: Style) {
        self.style = style
        super.init(frame: CGRect(x: 0, y: 0, width: style.side, height: style.side))
        isHidden = true
    }

    public convenience override init(frame: CGRect) {
        self.init(style: .medium)
        self.frame = frame
    }

    public required init?(coder: NSCoder) {
        style = .medium
        super.init(coder: coder)
        isHidden = true
    }

    public func startAnimating() {
        isAnimating = true
        isHidden = false
    }

    public func stopAnimating() {
        isAnimating = false
        if hidesWhenStopped { isHidden = true }
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: style.side, height: style.side) }

    open override var typeNameForDescriptions: String { "UIActivityIndicatorView" }
}
