import Foundation

/// Turns a parsed Visual Format line and its options into (inactive) constraints.
///
/// What each piece makes (`start`/`end` are leading/trailing in H, left/right with
/// `directionLeftToRight`, top/bottom in V; `size` is width in H, height in V):
/// - `|-[a]`: `a.start == superview.startMargin`; `[a]-|`: `superview.endMargin == a.end`
///   (standard spacing to the superview edge is its margin).
/// - `|-n-[a]`: `a.start == superview.start + n`; `[a]-n-|`: `superview.end == a.end + n`;
///   `|[a]`, `[a]|`: the same with 0.
/// - `[a]-[b]`: `b.start == a.end + 8`; `[a]-n-[b]`: `b.start == a.end + n`; `[a][b]`: + 0;
///   a predicate's relation and priority carry over (`-(>=20@750)-`: `b.start >= a.end + 20 @750`).
/// - `[a(p)]`: `a.size REL p`; `[a(==b)]`: `a.size == b.size`.
/// - `directionRightToLeft` lays the line out from the right: the items of each spacing swap
///   sides so constants stay positive (`[a]-8-[b]`: `a.left == b.right + 8`; `|-[a]`:
///   `superview.rightMargin == a.right`).
/// - `spacingBaselineToBaseline` (V): between views, `b.firstBaseline == a.lastBaseline + n`;
///   the bars still use top and bottom.
/// - `alignAll...`: for each consecutive pair `(a, b)`, `b.attr == a.attr` (the later view is
///   related to the earlier one, as in every spacing constraint).
///
/// Order of the result (Apple does not document one; this is ours, and tests pin it): walking
/// the format from left to right, the leading bar's spacing, then per view its size predicates
/// followed by the spacing to the next view (or the trailing bar), then every alignment
/// constraint, pair by pair.
struct VisualFormatConstraintBuilder {
    let line: VisualFormatLine
    let options: LayoutConstraint.FormatOptions

    /// The edges and size the line uses.
    private struct Attributes {
        var start: LayoutAttribute
        var end: LayoutAttribute
        var startMargin: LayoutAttribute
        var endMargin: LayoutAttribute
        /// Where a spacing between two views is measured: the earlier view's edge and the later
        /// view's edge.
        var siblingEnd: LayoutAttribute
        var siblingStart: LayoutAttribute
        var size: LayoutAttribute
        /// Right-to-left: the earlier item is on the right.
        var reversed: Bool
    }

    /// Checks the options against the line's axis. The caret of these errors points at the
    /// start of the format, where the orientation is (or would be) written.
    static func validate(_ options: LayoutConstraint.FormatOptions, axis: LayoutAxis,
                         format: String) throws(VisualFormatError) {
        func failure(_ message: String) -> VisualFormatError {
            VisualFormatError(message: message, format: format, position: 0)
        }
        for attribute in options.alignmentAttributes where attribute.axis == axis {
            throw failure(axis == .horizontal ? VisualFormatMessage.horizontalAlignmentInHorizontalLayout
                                              : VisualFormatMessage.verticalAlignmentInVerticalLayout)
        }
        if options.intersection(.directionMask) == .directionMask {
            throw failure(VisualFormatMessage.conflictingDirections)
        }
        if axis == .horizontal, options.contains(.spacingBaselineToBaseline) {
            throw failure(VisualFormatMessage.baselineSpacingInHorizontalLayout)
        }
    }

    func build() -> [LayoutConstraint] {
        let attributes = self.attributes
        var result: [LayoutConstraint] = []
        let first = line.views[0].view
        let last = line.views[line.views.count - 1].view

        if let bar = line.leadingBar {
            let standardEdge = bar.connection.isStandard ? attributes.startMargin : attributes.start
            result += spacing(bar.connection, from: (bar.superview, standardEdge), to: (first, attributes.start),
                              reversed: attributes.reversed)
        }
        for (position, element) in line.views.enumerated() {
            result += element.predicates.map { sizeConstraint(element.view, $0, attributes.size) }
            if position < line.connections.count {
                let next = line.views[position + 1].view
                result += spacing(line.connections[position], from: (element.view, attributes.siblingEnd),
                                  to: (next, attributes.siblingStart), reversed: attributes.reversed)
            }
        }
        if let bar = line.trailingBar {
            let standardEdge = bar.connection.isStandard ? attributes.endMargin : attributes.end
            result += spacing(bar.connection, from: (last, attributes.end), to: (bar.superview, standardEdge),
                              reversed: attributes.reversed)
        }
        for pair in zip(line.views, line.views.dropFirst()) {
            for attribute in options.alignmentAttributes {
                result.append(LayoutConstraint(first: pair.1.view, attribute, .equal, second: pair.0.view, attribute,
                                               multiplier: 1, constant: 0))
            }
        }
        return result
    }

    private var attributes: Attributes {
        if line.axis == .vertical {
            let baselines = options.contains(.spacingBaselineToBaseline)
            return Attributes(start: .top, end: .bottom, startMargin: .topMargin, endMargin: .bottomMargin,
                              siblingEnd: baselines ? .lastBaseline : .bottom,
                              siblingStart: baselines ? .firstBaseline : .top, size: .height, reversed: false)
        }
        switch options.intersection(.directionMask) {
        case .directionLeftToRight:
            return Attributes(start: .left, end: .right, startMargin: .leftMargin, endMargin: .rightMargin,
                              siblingEnd: .right, siblingStart: .left, size: .width, reversed: false)
        case .directionRightToLeft:
            return Attributes(start: .right, end: .left, startMargin: .rightMargin, endMargin: .leftMargin,
                              siblingEnd: .left, siblingStart: .right, size: .width, reversed: true)
        default:
            return Attributes(start: .leading, end: .trailing, startMargin: .leadingMargin, endMargin: .trailingMargin,
                              siblingEnd: .trailing, siblingStart: .leading, size: .width, reversed: false)
        }
    }

    /// The constraints of one connection between the edge `earlier` (the side the format reads
    /// first) and the edge `later`: `later REL earlier + constant`, or with the items swapped
    /// when the line runs right to left, so that a positive constant is always a gap.
    private func spacing(_ connection: VisualFormatConnection, from earlier: (View, LayoutAttribute),
                         to later: (View, LayoutAttribute), reversed: Bool) -> [LayoutConstraint] {
        let (first, second) = reversed ? (earlier, later) : (later, earlier)
        func make(_ relation: LayoutRelation, _ constant: CGFloat, _ priority: LayoutPriority) -> LayoutConstraint {
            let constraint = LayoutConstraint(first: first.0, first.1, relation, second: second.0, second.1,
                                              multiplier: 1, constant: constant)
            constraint.priority = priority
            return constraint
        }
        switch connection {
        case .flush:
            return [make(.equal, 0, .required)]
        case .standard:
            // To a superview the margin attribute carries the spacing; between siblings it is 8.
            let toSuperview = first.1.isMargin || second.1.isMargin
            return [make(.equal, toSuperview ? 0 : standardSpacing, .required)]
        case .predicates(let predicates):
            return predicates.map { predicate in
                guard case .constant(let constant) = predicate.object else {
                    // The parser only makes constants for spacings; a view here would be a bug
                    // in the parser, and a zero spacing is the harmless reading.
                    return make(predicate.relation, 0, predicate.priority)
                }
                return make(predicate.relation, constant, predicate.priority)
            }
        }
    }

    private func sizeConstraint(_ view: View, _ predicate: VisualFormatPredicate, _ size: LayoutAttribute) -> LayoutConstraint {
        let constraint: LayoutConstraint
        switch predicate.object {
        case .constant(let constant):
            constraint = LayoutConstraint(first: view, size, predicate.relation, second: nil, .notAnAttribute,
                                          multiplier: 1, constant: constant)
        case .view(let other):
            constraint = LayoutConstraint(first: view, size, predicate.relation, second: other, size,
                                          multiplier: 1, constant: 0)
        }
        constraint.priority = predicate.priority
        return constraint
    }
}

extension VisualFormatConnection {
    fileprivate var isStandard: Bool {
        if case .standard = self { return true }
        return false
    }
}
