import Foundation

/// A rectangle in a view's coordinate space that constraints can use like a view, without being
/// drawn: UIKit's `UILayoutGuide`.
///
/// User guides (`View.addLayoutGuide`) have four unknowns of their own. The layout-margins
/// guide, the safe-area guide and the readable-content guide are the owner's bounds inset by
/// `layoutMargins`, `safeAreaInsets` or the readable insets: constants, so they cost no unknowns.
public final class LayoutGuide: LayoutItem, CustomStringConvertible {
    enum Kind {
        case user, layoutMargins, safeArea, readableContent
    }

    let kind: Kind
    let variables: ItemVariables
    public internal(set) weak var owningView: View?
    /// A name for descriptions (`'UIViewSafeAreaLayoutGuide'` for the safe-area guide).
    public var identifier: String
    /// The guide's rectangle in its owning view's coordinates, written by layout.
    public internal(set) var layoutFrame: CGRect = .zero

    public init() {
        kind = .user
        identifier = ""
        variables = ItemVariables()
    }

    init(kind: Kind, owner: View) {
        self.kind = kind
        owningView = owner
        identifier = switch kind {
        case .safeArea: "UIViewSafeAreaLayoutGuide"
        case .readableContent: "UIViewReadableContentGuide"
        default: "UIViewLayoutMarginsGuide"
        }
        variables = ItemVariables()
    }

    /// The insets of an inset guide from its owner's bounds.
    var insets: EdgeInsets {
        guard let owner = owningView else { return .zero }
        switch kind {
        case .user: return .zero
        case .safeArea: return owner.safeAreaInsets
        case .layoutMargins: return owner.effectiveLayoutMargins
        case .readableContent: return ReadableWidth.insets(of: owner)
        }
    }

    public var description: String { itemDescription(self) }
}
