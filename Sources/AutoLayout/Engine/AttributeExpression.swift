import Cassowary
import Foundation

/// Builds the linear expression of `item.attribute` in the coordinate space of an ancestor view
/// (SEMANTICS §1).
///
/// Coordinates: an item's `minX`/`minY` are in its parent's bounds coordinates. Going one level
/// up adds the parent's origin and subtracts its bounds origin, so `item.left` in ancestor `A`
/// is `item.minX + sum(v.minX - v.bounds.x)` over the views strictly between the item and `A`.
/// `A`'s own left is its `bounds.origin.x` (0 unless scrolled) and its width is its width
/// unknown: this is what makes `child.centerX == superview.trailing * 1/3` mean a third of the
/// superview's width.
///
/// Right-to-left: a constraint that uses leading or trailing is written in coordinates mirrored
/// about the ancestor (`x' = 2 * A.bounds.x + A.width - x`), so leading is the right edge and
/// a positive constant moves towards the trailing (left) side, multipliers included. With a
/// multiplier of 1 the mirror's terms cancel and cost nothing.
///
/// Scroll views (SEMANTICS §10): in a scroll view's own coordinate space (the constraint's
/// common ancestor is the scroll view, so the other item is the scroll view, one of its guides
/// or inside it) the scroll view's edges are its content area's edges: `scroll.bottom` there
/// is `contentLayoutGuide.bottom`, which is how content constraints define `contentSize`. Its
/// width, height, centres, margins and baselines stay the frame's. Seen from above (a common
/// ancestor higher up) every attribute is the frame's.
struct AttributeExpression {
    var terms: [Term] = []
    var constant: Double = 0
    /// The text baselines the expression reads, whose offsets are part of `constant`.
    var baselineUses: [BaselineUse] = []
    let ancestor: View
    let mirrored: Bool

    init(ancestor: View, mirrored: Bool, capacity: Int = 6) {
        self.ancestor = ancestor
        self.mirrored = mirrored
        terms.reserveCapacity(capacity)
    }

    /// Adds `scale * item.attribute`.
    mutating func add(_ item: ResolvedItem, _ attribute: LayoutAttribute, times scale: Double) {
        guard scale != 0 else { return }
        if case .view(let view) = item, view === ancestor, attribute.isScrollableEdge,
           let scroll = view as? ScrollView {
            return add(.contentGuide(scroll.contentLayoutGuide, owner: scroll), attribute, times: scale)
        }
        let plain = attribute.withoutMargin
        let insets = self.insets(of: item, marginAttribute: attribute.isMargin)
        switch plain {
        case .width:
            addSize(item, .horizontal, scale)
            constant -= scale * Double(insets.left + insets.right)
        case .height:
            addSize(item, .vertical, scale)
            constant -= scale * Double(insets.top + insets.bottom)
        case .firstBaseline, .lastBaseline:
            let model = baselineModel(of: item, first: plain == .firstBaseline)
            addOrigin(item, .vertical, scale)
            addSize(item, .vertical, scale * model.heightFraction)
            constant += scale * model.offset
            if case .view(let view) = item, view is TextSizingView {
                baselineUses.append(BaselineUse(view: view, first: plain == .firstBaseline, coefficient: scale))
            }
        case .top, .bottom, .centerY:
            let fraction = plain == .top ? 0 : plain == .bottom ? 1 : 0.5
            addEdge(item, .vertical, fraction: fraction, leadingInset: insets.top, trailingInset: insets.bottom, scale)
        default:
            let fraction = horizontalFraction(plain)
            if mirrored {
                // x' = 2 * A.bounds.x + A.width - x
                constant += scale * 2 * Double(ancestor.bounds.origin.x)
                addTerm(ancestor.variables.width, scale)
                addEdge(item, .horizontal, fraction: fraction, leadingInset: insets.left, trailingInset: insets.right, -scale)
            } else {
                addEdge(item, .horizontal, fraction: fraction, leadingInset: insets.left, trailingInset: insets.right, scale)
            }
        }
    }

    /// Where along the width a horizontal location sits: 0 at the left edge, 1 at the right.
    private func horizontalFraction(_ attribute: LayoutAttribute) -> Double {
        let rightToLeft = mirrored || ancestor.effectiveUserInterfaceLayoutDirection == .rightToLeft
        switch attribute {
        case .left: return 0
        case .right: return 1
        case .centerX: return 0.5
        case .leading: return rightToLeft ? 1 : 0
        case .trailing: return rightToLeft ? 0 : 1
        default: return 0
        }
    }

    /// `origin + leadingInset + fraction * (size - leadingInset - trailingInset)`.
    private mutating func addEdge(_ item: ResolvedItem, _ axis: LayoutAxis, fraction: Double,
                                  leadingInset: CGFloat, trailingInset: CGFloat, _ scale: Double) {
        addOrigin(item, axis, scale)
        addSize(item, axis, scale * fraction)
        constant += scale * (Double(leadingInset) - fraction * Double(leadingInset + trailingInset))
    }

    private mutating func addOrigin(_ item: ResolvedItem, _ axis: LayoutAxis, _ scale: Double) {
        switch item {
        case .view(let view):
            if view === ancestor {
                constant += scale * Double(axis == .horizontal ? view.bounds.origin.x : view.bounds.origin.y)
            } else {
                addTerm(view.variables.origin(axis), scale)
                addOffset(from: view.superview, axis, scale)
            }
        case .userGuide(let guide, let owner):
            addTerm(guide.variables.origin(axis), scale)
            addOffset(from: owner, axis, scale)
        case .insetGuide(_, let owner):
            addOrigin(.view(owner), axis, scale)
        case .contentGuide(_, let owner):
            // The content origin is 0 in the owner's bounds coordinates.
            addOffset(from: owner, axis, scale)
        }
    }

    /// The origin of `view`'s bounds coordinates in the ancestor's.
    private mutating func addOffset(from view: View?, _ axis: LayoutAxis, _ scale: Double) {
        var current = view
        while let step = current, step !== ancestor {
            addTerm(step.variables.origin(axis), scale)
            constant -= scale * Double(axis == .horizontal ? step.bounds.origin.x : step.bounds.origin.y)
            current = step.superview
        }
    }

    private mutating func addSize(_ item: ResolvedItem, _ axis: LayoutAxis, _ scale: Double) {
        guard scale != 0 else { return }
        switch item {
        case .view(let view), .insetGuide(_, let view):
            addTerm(view.variables.size(axis), scale)
        case .userGuide(let guide, _), .contentGuide(let guide, _):
            addTerm(guide.variables.size(axis), scale)
        }
    }

    /// How far the attribute's box is inset from the item's own box: an inset guide by its
    /// insets, a view's margin attributes by its margins.
    private func insets(of item: ResolvedItem, marginAttribute: Bool) -> EdgeInsets {
        switch item {
        case .insetGuide(let guide, _): guide.insets
        case .view(let view) where marginAttribute: view.effectiveLayoutMargins
        default: .zero
        }
    }

    private func baselineModel(of item: ResolvedItem, first: Bool) -> BaselineModel {
        guard case .view(let view) = item else { return .bottom }
        return view.baselineModel(first: first)
    }

    private mutating func addTerm(_ variable: Variable, _ coefficient: Double) {
        if let index = terms.firstIndex(where: { $0.variable === variable }) {
            terms[index].coefficient += coefficient
        } else {
            terms.append(Term(variable, coefficient))
        }
    }

    /// The expression, dropping terms that cancelled (the mirror's, with multiplier 1).
    var expression: Cassowary.Expression {
        let kept = terms.contains { $0.coefficient == 0 } ? terms.filter { $0.coefficient != 0 } : terms
        return Cassowary.Expression(kept, constant: constant)
    }
}

extension LayoutAttribute {
    /// The plain edges, which on a scroll view seen from inside mean the content's edges.
    fileprivate var isScrollableEdge: Bool {
        switch self {
        case .left, .right, .top, .bottom, .leading, .trailing: true
        default: false
        }
    }
}

/// A text view's baseline in a constraint: `coefficient * offset` is part of its constant.
package struct BaselineUse {
    package let view: View
    package let first: Bool
    package let coefficient: Double
}

/// Where a view's baseline sits: `top + heightFraction * height + offset`.
///
/// Views without text have their baselines at the bottom. Labels and buttons centre their text
/// vertically, so their baselines move with half the height; text views start their text at
/// the top inset.
struct BaselineModel: Equatable {
    var heightFraction: Double
    var offset: Double

    static let bottom = BaselineModel(heightFraction: 1, offset: 0)
}
