import Foundation

/// Insets by leading and trailing rather than left and right: UIKit's
/// `NSDirectionalEdgeInsets`, resolved to `EdgeInsets` by a layout direction.
public struct DirectionalEdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    public static let zero = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

    init(_ insets: EdgeInsets, direction: UserInterfaceLayoutDirection) {
        let rightToLeft = direction == .rightToLeft
        self.init(top: insets.top, leading: rightToLeft ? insets.right : insets.left,
                  bottom: insets.bottom, trailing: rightToLeft ? insets.left : insets.right)
    }

    func edgeInsets(direction: UserInterfaceLayoutDirection) -> EdgeInsets {
        let rightToLeft = direction == .rightToLeft
        return EdgeInsets(top: top, left: rightToLeft ? trailing : leading, bottom: bottom, right: rightToLeft ? leading : trailing)
    }
}
