import Cassowary

/// Something constraints can be made between: a `View` or a `LayoutGuide` (UIKit accepts both
/// as `Any` in `NSLayoutConstraint`'s initialiser).
public protocol LayoutItem: AnyObject {}

/// The anchors views and guides share (views add their baselines).
extension LayoutItem {
    public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .leading) }
    public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .trailing) }
    public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .left) }
    public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .right) }
    public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .centerX) }
    public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .top) }
    public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .bottom) }
    public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .centerY) }
    public var widthAnchor: LayoutDimension { LayoutDimension(self, .width) }
    public var heightAnchor: LayoutDimension { LayoutDimension(self, .height) }
}

/// The four unknowns of an item (SEMANTICS §1): its origin in its parent's coordinate space
/// and its size. A view's parent is its superview; a user guide's is the view that owns it.
final class ItemVariables {
    let minX: Variable
    let minY: Variable
    let width: Variable
    let height: Variable

    init() {
        minX = Variable("minX")
        minY = Variable("minY")
        width = Variable("width")
        height = Variable("height")
    }

    var all: [Variable] { [minX, minY, width, height] }

    func origin(_ axis: LayoutAxis) -> Variable { axis == .horizontal ? minX : minY }
    func size(_ axis: LayoutAxis) -> Variable { axis == .horizontal ? width : height }
}

/// An item resolved to what the engine needs: the view whose coordinate space it lives in and
/// how its box is formed.
enum ResolvedItem {
    case view(View)
    /// A guide with four unknowns of its own, placed in its owner's bounds coordinates.
    case userGuide(LayoutGuide, owner: View)
    /// A guide that is its owner's bounds inset by constants (margins, safe area, and a scroll
    /// view's `frameLayoutGuide`, the bounds inset by nothing).
    case insetGuide(LayoutGuide, owner: View)
    /// A scroll view's `contentLayoutGuide`: its origin is the owner's bounds origin (0, 0 of
    /// the content) and only its size is unknown (SEMANTICS §10).
    case contentGuide(LayoutGuide, owner: View)

    init?(_ item: AnyObject?) {
        if let view = item as? View {
            self = .view(view)
        } else if let guide = item as? LayoutGuide, let owner = guide.owningView {
            if guide.kind != .user {
                self = .insetGuide(guide, owner: owner)
            } else if let scroll = owner as? ScrollView {
                // A scroll view's two guides are user guides with a fixed meaning.
                if scroll.isContentGuide(guide) {
                    self = .contentGuide(guide, owner: owner)
                } else if scroll.isFrameGuide(guide) {
                    self = .insetGuide(guide, owner: owner)
                } else {
                    self = .userGuide(guide, owner: owner)
                }
            } else {
                self = .userGuide(guide, owner: owner)
            }
        } else {
            return nil
        }
    }

    /// The view that stands for this item in the view tree (a guide counts as its owner when
    /// looking for common ancestors).
    var hierarchyView: View {
        switch self {
        case .view(let view): view
        case .userGuide(_, let owner), .insetGuide(_, let owner), .contentGuide(_, let owner): owner
        }
    }

    var object: AnyObject {
        switch self {
        case .view(let view): view
        case .userGuide(let guide, _), .insetGuide(let guide, _), .contentGuide(let guide, _): guide
        }
    }
}
