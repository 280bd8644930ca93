import CassowaryWorkloads
import Foundation
import Testing
import TextMeasurement
@testable import AutoLayout

/// Random trees with random legal constraints: after layout, every active required constraint
/// that was not reported as broken holds in the written frames, checked by an evaluation that
/// does not use the engine's formulation (absolute rectangles from the frames).
@Suite struct RandomLayoutTests {
    static let positions: [LayoutAttribute] = [.left, .right, .top, .bottom, .leading, .trailing, .centerX, .centerY,
                                               .leadingMargin, .trailingMargin, .topMargin, .bottomMargin,
                                               .centerXWithinMargins, .centerYWithinMargins]

    @Test(arguments: 0..<150)
    func requiredConstraintsHoldInTheFrames(seed: Int) {
        var random = SeededGenerator(seed: UInt64(seed) &+ 0x5eed)
        let root = makeRoot(width: CGFloat(Int.random(in: 200...400, using: &random)), height: 300)
        root.semanticContentAttribute = Bool.random(using: &random) ? .forceRightToLeft : .unspecified
        var views = [root]
        for index in 0..<Int.random(in: 2...7, using: &random) {
            let parent = views.randomElement(using: &random) ?? root
            let view: View = Bool.random(using: &random)
                ? Label(text: String(repeating: "w", count: Int.random(in: 0...12, using: &random)), font: .systemFont(ofSize: 10))
                : View()
            views.append(makeView(view, "v\(index)", in: parent))
        }
        let log = DiagnosticsLog(root)
        var active: [LayoutConstraint] = []
        for _ in 0..<Int.random(in: 4...16, using: &random) {
            let constraint = randomConstraint(among: views, using: &random)
            constraint.isActive = true
            if constraint.isActive { active.append(constraint) }
        }
        root.layoutIfNeeded()
        let broken = Set(log.messages.compactMap { message -> String? in
            if case let .unsatisfiableConstraints(_, broken) = message { broken } else { nil }
        })
        for constraint in active where constraint.priority.isRequired && !broken.contains(constraint.description) {
            let (lhs, rhs) = sides(of: constraint)
            let tolerance = 1e-6 * max(1, abs(lhs), abs(rhs))
            switch constraint.relation {
            case .equal: #expect(abs(lhs - rhs) <= tolerance, "\(constraint)")
            case .lessThanOrEqual: #expect(lhs <= rhs + tolerance, "\(constraint)")
            case .greaterThanOrEqual: #expect(lhs >= rhs - tolerance, "\(constraint)")
            }
        }
        for view in views { #expect(view.frame.width >= -1e-9 && view.frame.height >= -1e-9) }
    }

    private func randomConstraint(among views: [View], using random: inout SeededGenerator) -> LayoutConstraint {
        let first = views.dropFirst().randomElement(using: &random) ?? views[0]
        let relation: LayoutRelation = [.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &random) ?? .equal
        let constant = CGFloat(Int.random(in: -20...80, using: &random))
        let made: LayoutConstraint
        if Int.random(in: 0..<3, using: &random) == 0 {
            let attribute: LayoutAttribute = Bool.random(using: &random) ? .width : .height
            let other = views.randomElement(using: &random) ?? first
            let multiplier: CGFloat = [0.5, 1, 1, 2].randomElement(using: &random) ?? 1
            made = Bool.random(using: &random)
                ? LayoutConstraint(item: first, attribute: attribute, relatedBy: relation, toItem: nil,
                                   attribute: .notAnAttribute, multiplier: 1, constant: abs(constant))
                : LayoutConstraint(item: first, attribute: attribute, relatedBy: relation, toItem: other,
                                   attribute: Bool.random(using: &random) ? .width : .height, multiplier: multiplier, constant: constant)
        } else {
            let attribute = Self.positions.randomElement(using: &random) ?? .left
            let partners = Self.positions.filter {
                $0.axis == attribute.axis && !($0.isDirectional && attribute.isAbsoluteHorizontal)
                    && !($0.isAbsoluteHorizontal && attribute.isDirectional)
            }
            let other = views.randomElement(using: &random) ?? first
            let multiplier: CGFloat = [1, 1, 1, 0.5].randomElement(using: &random) ?? 1
            made = LayoutConstraint(item: first, attribute: attribute, relatedBy: relation, toItem: other,
                                    attribute: partners.randomElement(using: &random) ?? attribute,
                                    multiplier: multiplier, constant: constant)
        }
        if Int.random(in: 0..<4, using: &random) == 0 {
            made.priority = LayoutPriority(Float([250, 500, 750, 999].randomElement(using: &random) ?? 250))
        }
        return made
    }

    /// Both sides of a constraint from the frames, in its closest common ancestor's coordinates.
    private func sides(of constraint: LayoutConstraint) -> (Double, Double) {
        guard let first = constraint.firstItem as? View, let ancestor = try? constraint.commonAncestor() else { return (0, 0) }
        let rightToLeft = ancestor.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let mirror = rightToLeft && (constraint.firstAttribute.isDirectional || constraint.secondAttribute.isDirectional)
        // Plain numbers, not CGRect: a margin box can have a negative size, which CGRect's
        // minY/maxY would silently normalise.
        func value(_ view: View, _ attribute: LayoutAttribute) -> Double {
            let absolute = absoluteOrigin(of: view), base = absoluteOrigin(of: ancestor)
            var (x, y) = view === ancestor ? (0.0, 0.0) : (absolute.x - base.x, absolute.y - base.y)
            var (width, height) = (Double(view.frame.size.width), Double(view.frame.size.height))
            if attribute.isMargin {
                let margins = view.effectiveLayoutMargins
                x += margins.left
                y += margins.top
                width -= margins.left + margins.right
                height -= margins.top + margins.bottom
            }
            let horizontal: Double
            switch attribute.withoutMargin {
            case .width: return width
            case .height: return height
            case .top: return y
            case .bottom: return y + height
            case .centerY: return y + height / 2
            case .left: horizontal = x
            case .right: horizontal = x + width
            case .centerX: horizontal = x + width / 2
            case .leading: horizontal = rightToLeft ? x + width : x
            case .trailing: horizontal = rightToLeft ? x : x + width
            default: return .nan
            }
            return mirror ? Double(ancestor.frame.size.width) - horizontal : horizontal
        }
        let lhs = value(first, constraint.firstAttribute)
        guard let second = constraint.secondItem as? View else { return (lhs, constraint.constant) }
        return (lhs, constraint.multiplier * value(second, constraint.secondAttribute) + constraint.constant)
    }

    private func absoluteOrigin(of view: View) -> (x: Double, y: Double) {
        var origin = (x: Double(view.frame.origin.x), y: Double(view.frame.origin.y))
        var parent = view.superview
        while let step = parent {
            origin.x += step.frame.origin.x
            origin.y += step.frame.origin.y
            parent = step.superview
        }
        return origin
    }
}
