/// A polyhedral cone `{t in R^dimension : a·t >= 0 for every a in inequalities, c·t == 0 for
/// every c in equalities}`, and the linear functions that vanish on all of it.
///
/// Why this suffices for `OptimalFace`: a linear function `f` vanishes on a convex cone exactly
/// when it vanishes on the cone's linear span, and the span of a polyhedral cone is the null
/// space of its equalities together with its *implicit* equalities (the inequalities that hold
/// with equality at every point of the cone). So `f` vanishes on the cone exactly when `f` is a
/// linear combination of those rows (`RowSpace`).
struct PolyhedralCone {
    let dimension: Int
    var inequalities: [[Double]] = []
    var equalities: [[Double]] = []

    init(dimension: Int) {
        self.dimension = dimension
    }

    /// The span's orthogonal complement: the rows every function vanishing on the cone is a
    /// combination of. Nil if the small LP behind it failed (callers then assume the worst).
    func vanishingFunctions() -> RowSpace? {
        guard let implicit = implicitEqualities() else { return nil }
        var space = RowSpace(dimension: dimension)
        for row in equalities { space.add(row) }
        for index in implicit { space.add(inequalities[index]) }
        return space
    }

    /// The indices of the inequalities that hold with equality on the whole cone.
    ///
    /// One LP: maximise `sum s_i` subject to `a_i·t >= s_i`, `0 <= s_i <= 1` and the equalities.
    /// For every inequality that is not implicit some point of the cone makes it positive; a
    /// sum of such points, scaled, makes all of them at least 1 at once (cone points keep every
    /// inequality `>= 0`), so the optimum sets `s_i = 1` for each of them, and `s_i = 0` is forced
    /// for the implicit ones. Hence at the optimum each `s_i` is 0 or 1, and 0 exactly for the
    /// implicit equalities. `t = 0, s = 0` is feasible, so the LP always has a solution.
    func implicitEqualities() -> [Int]? {
        guard !inequalities.isEmpty else { return [] }
        let t = (0..<dimension).map { Variable("t\($0)") }
        let s = inequalities.indices.map { Variable("s\($0)") }
        func expression(_ row: [Double], minus slack: Variable? = nil) -> Expression {
            var terms: [Term] = []
            for (k, coefficient) in row.enumerated() where coefficient != 0 { terms.append(Term(t[k], coefficient)) }
            if let slack { terms.append(Term(slack, -1)) }
            return Expression(terms)
        }
        var solver = Solver()
        do {
            for row in equalities { try solver.addConstraint(Constraint(expression(row), .equal)) }
            for (i, row) in inequalities.enumerated() {
                try solver.addConstraint(Constraint(expression(row, minus: s[i]), .greaterThanOrEqual))
                try solver.addConstraint(s[i] >= 0)
                try solver.addConstraint(s[i] <= 1)
                try solver.addConstraint((s[i] == 1).withPriority(Self.objectivePriority))
            }
        } catch {
            return nil
        }
        solver.updateVariables()
        return s.indices.filter { solver.value(of: s[$0]) < 0.5 }
    }

    /// Any optional priority: the LP has one objective level.
    private static let objectivePriority = Priority(1)
}
