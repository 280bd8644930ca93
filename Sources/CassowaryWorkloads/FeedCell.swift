import Cassowary

/// One feed cell's per-row numbers (docs/benchmarks.md, The feed-cell workload).
public struct FeedCellInputs: Sendable, Hashable {
    public var width: Double
    public var textHeight: Double
    public var hasPhoto: Bool
    public var nameWidth: Double
    public var timeWidth: Double
    public var handleWidth: Double

    public init(width: Double, textHeight: Double, hasPhoto: Bool, nameWidth: Double, timeWidth: Double, handleWidth: Double) {
        self.width = width
        self.textHeight = textHeight
        self.hasPhoto = hasPhoto
        self.nameWidth = nameWidth
        self.timeWidth = timeWidth
        self.handleWidth = handleWidth
    }

    /// The closed form of the cell height: `108 + textH`, plus `8 + 0.5625 * (W - 72)` with the photo.
    public var expectedHeight: Double {
        108 + textHeight + (hasPhoto ? 8 + 0.5625 * (width - 72) : 0)
    }

    /// The workload's distribution: W in {320, 375, 414}, textH = 18 x (1...10 lines), photo in
    /// 35% of cells, label widths uniform in their ranges.
    public static func random(count: Int, seed: UInt64 = 0xFEED) -> [FeedCellInputs] {
        var generator = SeededGenerator(seed: seed)
        return (0..<count).map { _ in
            FeedCellInputs(
                width: [320, 375, 414].randomElement(using: &generator) ?? 375,
                textHeight: 18 * Double(Int.random(in: 1...10, using: &generator)),
                hasPhoto: Double.random(in: 0..<1, using: &generator) < 0.35,
                nameWidth: Double.random(in: 40...260, using: &generator),
                timeWidth: Double.random(in: 22...48, using: &generator),
                handleWidth: Double.random(in: 40...200, using: &generator)
            )
        }
    }
}

/// The standard benchmark cell of docs/benchmarks.md (The feed-cell workload), as raw solver constraints:
/// 66 constraints with the photo, 62 without. The per-row numbers (W, textH, label widths) enter
/// either as constants (`init(inputs:)`, a fresh system per cell) or as variables that the caller
/// drives with edit variables (`init(hasPhoto:)`, one solver per template).
public struct FeedCell: Sendable {
    public let views: FeedCellViews
    public let constraints: [Constraint]

    public var contentView: ViewBox { views.contentView }

    /// Variables standing for the per-row numbers, when built as a template.
    public let widthInput = Variable("W")
    public let textHeightInput = Variable("textH")
    public let nameWidthInput = Variable("nameW")
    public let timeWidthInput = Variable("timeW")
    public let handleWidthInput = Variable("handleW")

    /// The system for one cell with its numbers as constants. Pass the `views` of an earlier
    /// cell to reuse its variables, as a dequeued table cell reuses its views.
    public init(inputs: FeedCellInputs, views: FeedCellViews = FeedCellViews()) {
        self.views = views
        constraints = FeedCell.build(
            contentView: views.contentView, views: views, hasPhoto: inputs.hasPhoto,
            width: Expression(constant: inputs.width), textHeight: Expression(constant: inputs.textHeight),
            nameWidth: Expression(constant: inputs.nameWidth), timeWidth: Expression(constant: inputs.timeWidth),
            handleWidth: Expression(constant: inputs.handleWidth))
    }

    /// The template for one variant, its numbers as the `...Input` variables.
    public init(hasPhoto: Bool) {
        views = FeedCellViews()
        let placeholders = (widthInput, textHeightInput, nameWidthInput, timeWidthInput, handleWidthInput)
        constraints = FeedCell.build(
            contentView: views.contentView, views: views, hasPhoto: hasPhoto,
            width: Expression(placeholders.0), textHeight: Expression(placeholders.1),
            nameWidth: Expression(placeholders.2), timeWidth: Expression(placeholders.3),
            handleWidth: Expression(placeholders.4))
    }

    private static func build(
        contentView cell: ViewBox, views: FeedCellViews, hasPhoto: Bool, width: Expression, textHeight: Expression,
        nameWidth: Expression, timeWidth: Expression, handleWidth: Expression
    ) -> [Constraint] {
        let (avatar, more, name, time) = (views.avatar, views.more, views.name, views.time)
        let (handle, body, photo, like) = (views.handle, views.body, views.photo, views.like)
        let (comment, share, separator) = (views.comment, views.share, views.separator)
        let low = Priority.defaultLow, high = Priority.defaultHigh

        var c: [Constraint] = [
            cell.left == 0, cell.top == 0, cell.width == width,
            (cell.height == 0).withPriority(.fittingSizeLevel),
        ]
        c += avatar.size(40, 40) + [avatar.left == 12, avatar.top == 12, cell.bottom >= avatar.bottom + 12]
        c += more.size(24, 24) + [more.right == cell.right - 12, more.top == cell.top + 12]
        c += [name.left == avatar.right + 8, name.top == cell.top + 12]
        c += ViewBox.intrinsic(name.width, nameWidth, hugging: low, compression: low)
        c += ViewBox.intrinsic(name.height, 20.0, hugging: low, compression: high)
        c += [time.left == name.right + 8, time.right == more.left - 8, time.bottom == name.bottom]
        c += ViewBox.intrinsic(time.width, timeWidth, hugging: high, compression: high)
        c += ViewBox.intrinsic(time.height, 16.0, hugging: low, compression: high)
        c += [handle.left == name.left, handle.top == name.bottom + 2, handle.right <= cell.right - 12]
        c += ViewBox.intrinsic(handle.width, handleWidth, hugging: low, compression: high)
        c += ViewBox.intrinsic(handle.height, 16.0, hugging: low, compression: high)
        c += [body.left == name.left, body.right == cell.right - 12, body.top == handle.bottom + 6]
        c += ViewBox.intrinsic(body.height, textHeight, hugging: low, compression: high)
        var above = body
        if hasPhoto {
            c += [photo.left == body.left, photo.right == body.right, photo.top == body.bottom + 8,
                  photo.height == 0.5625 * photo.width]
            above = photo
        }
        for button in [like, comment, share] {
            c += ViewBox.intrinsic(button.width, 56.0, hugging: low, compression: high)
            c += ViewBox.intrinsic(button.height, 32.0, hugging: low, compression: high)
        }
        c += [
            like.left == body.left, share.right == cell.right - 12,
            comment.left - like.right == share.left - comment.right, comment.left - like.right >= 8,
            comment.top == like.top, share.top == like.top, like.top == above.bottom + 8,
            cell.bottom == like.bottom + 12,
        ]
        c += [separator.left == name.left, separator.right == cell.right, separator.height == 0.5,
              separator.bottom == cell.bottom]
        return c
    }

    /// Everything new for one cell (views, constraints, solver): build, solve, read the height.
    public static func solveFresh(_ inputs: FeedCellInputs) throws(SolverError) -> Double {
        var sizer = FeedCellFreshSolver(reusesStorage: false)
        return try sizer.height(for: inputs)
    }
}

/// A fresh constraint system per cell, as `systemLayoutSizeFitting` builds one: the cell's
/// constraints are made for the row's numbers and solved from an empty solver. The views (the
/// variables) are made once, like a dequeued cell's; with `reusesStorage` the empty solver keeps
/// the previous cell's storage (`Solver.removeAll(keepingCapacity:)`), as a bulk worker would.
public struct FeedCellFreshSolver: Sendable {
    public let views = FeedCellViews()
    public let reusesStorage: Bool
    private var solver = Solver()

    public init(reusesStorage: Bool) {
        self.reusesStorage = reusesStorage
    }

    public mutating func height(for inputs: FeedCellInputs) throws(SolverError) -> Double {
        let cell = FeedCell(inputs: inputs, views: views)
        solver.removeAll(keepingCapacity: reusesStorage)
        try solver.addConstraints(cell.constraints)
        solver.updateVariables()
        return solver.value(of: views.contentView.height)
    }
}

/// The feed cell's views: four solver variables each.
public struct FeedCellViews: Sendable {
    public init() {}

    public let contentView = ViewBox("contentView")
    public let avatar = ViewBox("avatar"), more = ViewBox("more"), name = ViewBox("name")
    public let time = ViewBox("time"), handle = ViewBox("handle"), body = ViewBox("body")
    public let photo = ViewBox("photo"), like = ViewBox("like"), comment = ViewBox("comment")
    public let share = ViewBox("share"), separator = ViewBox("separator")
}

/// One solver per template variant, the per-row numbers as edit variables (priority 999, above
/// every priority of the cell): each cell is a few `suggestValue` calls and `updateVariables()`.
public struct FeedCellTemplateSolver: Sendable {
    public let cell: FeedCell
    public let editsLabelWidths: Bool
    private var solver = Solver()

    public init(hasPhoto: Bool, editsLabelWidths: Bool) throws(SolverError) {
        cell = FeedCell(hasPhoto: hasPhoto)
        self.editsLabelWidths = editsLabelWidths
        try solver.addConstraints(cell.constraints)
        for v in editedVariables { try solver.addEditVariable(v, priority: 999) }
        if !editsLabelWidths {
            // Fixed label widths: the middle of each range, as required constraints.
            try solver.addConstraints([cell.nameWidthInput == 150, cell.timeWidthInput == 35, cell.handleWidthInput == 120])
        }
    }

    private var editedVariables: [Variable] {
        [cell.widthInput, cell.textHeightInput]
            + (editsLabelWidths ? [cell.nameWidthInput, cell.timeWidthInput, cell.handleWidthInput] : [])
    }

    public mutating func height(for inputs: FeedCellInputs) throws(SolverError) -> Double {
        if editsLabelWidths {
            try solver.suggestValues([
                cell.widthInput: inputs.width, cell.textHeightInput: inputs.textHeight,
                cell.nameWidthInput: inputs.nameWidth, cell.timeWidthInput: inputs.timeWidth,
                cell.handleWidthInput: inputs.handleWidth,
            ])
        } else {
            try solver.suggestValues([cell.widthInput: inputs.width, cell.textHeightInput: inputs.textHeight])
        }
        solver.updateVariables()
        return solver.value(of: cell.contentView.height)
    }

    public func value(of variable: Variable) -> Double { solver.value(of: variable) }
}
