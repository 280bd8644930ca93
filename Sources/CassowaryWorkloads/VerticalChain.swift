import Cassowary

/// The chain workload of docs/benchmarks.md (The feed-cell workload): n views stacked vertically in a 375 pt
/// wide root sized like `systemLayoutSizeFitting` (width required, height pulled to 0 at 50).
/// Each view: leading and trailing on the root's 8 pt margins, top = previous bottom + 8 (the
/// first on the top margin), height a 250/750 hugging/compression pair on a text height of
/// 18 x (1 + i mod 5); the root's bottom margin follows the last view.
public struct VerticalChain: Sendable {
    public let root = ViewBox("root")
    public let views: [ViewBox]
    public let constraints: [Constraint]

    public init(count: Int) {
        views = (0..<count).map { ViewBox("view\($0)") }
        var c: [Constraint] = [root.left == 0, root.top == 0, root.width == 375,
                               (root.height == 0).withPriority(.fittingSizeLevel)]
        var previousBottom: Expression = root.top + 0
        for (i, view) in views.enumerated() {
            c += [view.left == root.left + 8, view.right == root.right - 8, view.top == previousBottom + 8]
            c += ViewBox.intrinsic(view.height, Expression(constant: VerticalChain.textHeight(i)), hugging: .defaultLow, compression: .defaultHigh)
            previousBottom = view.bottom
        }
        c.append(root.bottom == previousBottom + 8)
        constraints = c
    }

    public static func textHeight(_ i: Int) -> Double { 18 * Double(1 + i % 5) }

    /// The root height the chain must produce.
    public var expectedHeight: Double {
        (0..<views.count).reduce(8) { $0 + VerticalChain.textHeight($1) + 8 }
    }

    /// Builds and solves the chain, returning the root's height.
    public func solve() throws(SolverError) -> Double {
        var solver = Solver()
        try solver.addConstraints(constraints)
        solver.updateVariables()
        return solver.value(of: root.height)
    }
}
