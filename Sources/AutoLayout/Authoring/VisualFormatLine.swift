import Foundation

/// A Visual Format string after parsing, with every name already resolved: the views of one
/// line of layout, the connections between them and the optional superview bars at each end.
/// `VisualFormatConstraintBuilder` turns it into constraints.
struct VisualFormatLine {
    /// `H:` (the default) or `V:`.
    var axis: LayoutAxis
    /// `|` and its connection before the first view.
    var leadingBar: VisualFormatBar?
    /// At least one view.
    var views: [VisualFormatView]
    /// `connections[i]` joins `views[i]` and `views[i + 1]`.
    var connections: [VisualFormatConnection]
    /// The connection and `|` after the last view.
    var trailingBar: VisualFormatBar?
}

/// A view of the format: `[name(predicates)]`.
struct VisualFormatView {
    let name: String
    let view: View
    /// The view's size along the format's axis (width in H, height in V).
    let predicates: [VisualFormatPredicate]
}

/// `(<relation>)? <object> (@<priority>)?`.
struct VisualFormatPredicate {
    enum Object {
        case constant(CGFloat)
        /// Only in a view's size predicate: the same size of another view.
        case view(View)
    }

    let relation: LayoutRelation
    let object: Object
    let priority: LayoutPriority
}

/// What stands between two neighbours of the format.
enum VisualFormatConnection {
    /// Nothing (`[a][b]`, `|[a]`): the edges touch.
    case flush
    /// `-` alone: 8 between siblings, the superview's margin at a bar.
    case standard
    /// `-20-`, `-pad-`, `-(>=20,<=40@750)-`: predicates whose objects are constants.
    case predicates([VisualFormatPredicate])
}

/// A superview bar `|` with its connection to the neighbouring view.
struct VisualFormatBar {
    let connection: VisualFormatConnection
    /// The related view's superview.
    let superview: View
}
