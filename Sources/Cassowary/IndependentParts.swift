/// The parts of a solver's system that are solved apart: which part each tableau symbol belongs
/// to.
///
/// Part 0 holds the **fixed** variables, those every solution gives the same value: a required
/// equality whose variables are all fixed but one fixes that one too (the root's left edge
/// `== 0`, its width `== W`, then its right edge), and so on until nothing changes; with them go
/// the equalities that fixed them. Parts 1... are the connected components of the other
/// constraints, linked by the variables they share that are not fixed (two labels side by side
/// share the gap between them; two labels that only meet the root's fixed edges share nothing),
/// and each other constraint on fixed variables alone is a part of its own (a label pinned to
/// both edges of the root has a fixed width: its hugging and compression resistance, each
/// satisfied or not by the row's text, decide nothing else).
///
/// Invariant (why a part can be solved apart): every constraint's variables lie in one part and
/// part 0 (whose variables the fixing equalities alone determine), and each priority level's objective is a sum over constraints, so the optimal
/// solutions are the product of each part's own optimal solutions; in any basis the tableau is
/// block triangular (a part's rows name its own symbols and part 0's, and part 0's only its
/// own), so a part's rows' values, and its variables', depend on its own constraints' constants
/// and part 0's only, and a union of bases that are each optimal for their part is optimal.
public struct IndependentParts: Sendable {
    /// Part of each symbol by symbol id; -1 for symbols of no constraint or variable.
    private let partOfSymbol: [Int32]
    /// Number of parts, part 0 (the fixed variables) included even when empty.
    public let count: Int
    /// Part of each output variable asked for, in their order; -1 for a variable the solver does
    /// not know.
    public let outputParts: [Int]

    /// The part of a tableau symbol (a `BasisSensitivity` basis or row symbol); -1 for one the
    /// system had not made when the parts were found.
    public func part(ofSymbol symbol: Int32) -> Int {
        Int(symbol) < partOfSymbol.count && symbol >= 0 ? Int(partOfSymbol[Int(symbol)]) : -1
    }

    init(partOfSymbol: [Int32], count: Int, outputParts: [Int]) {
        self.partOfSymbol = partOfSymbol
        self.count = count
        self.outputParts = outputParts
    }
}

extension Solver {
    /// The independent parts of the current system, with the part of each of `outputs`.
    public func independentParts(outputs: [Variable]) -> IndependentParts {
        let records = constraintSymbolList
        // Each constraint's variables with their summed coefficients (a variable written twice
        // whose terms cancel is not in the constraint).
        let variablesOf: [[ObjectIdentifier]] = records.map { record in
            var sums: [ObjectIdentifier: Double] = [:]
            for term in record.constraint.expression.terms { sums[ObjectIdentifier(term.variable), default: 0] += term.coefficient }
            return sums.filter { $0.value != 0 }.map(\.key)
        }
        let (fixed, fixing) = Self.fixedVariables(records.map(\.constraint), variablesOf)
        var components = UnionFind()
        var slotOfVariable: [ObjectIdentifier: Int] = [:]
        func slot(_ variable: ObjectIdentifier) -> Int {
            if let known = slotOfVariable[variable] { return known }
            let made = components.add()
            slotOfVariable[variable] = made
            return made
        }
        for variables in variablesOf {
            let free = variables.filter { !fixed.contains($0) }
            guard let first = free.first else { continue }
            for other in free.dropFirst() { components.merge(slot(first), slot(other)) }
            _ = slot(first)
        }
        // Parts numbered from 1 in the order of their first constraint: the same system gives the
        // same numbering.
        var partOfRoot: [Int: Int32] = [:]
        var count: Int32 = 1
        func part(ofConstraint k: Int) -> Int32 {
            if fixing.contains(k) { return 0 }
            guard let free = variablesOf[k].first(where: { !fixed.contains($0) }), let index = slotOfVariable[free] else {
                count += 1
                return count - 1
            }
            let root = components.root(of: index)
            if let known = partOfRoot[root] { return known }
            partOfRoot[root] = count
            count += 1
            return count - 1
        }
        var partOfSymbol = [Int32](repeating: -1, count: tableauForAnalysis.symbolCount)
        func assign(_ symbol: Symbol, _ part: Int32) {
            if Int(symbol) < partOfSymbol.count { partOfSymbol[Int(symbol)] = part }
        }
        for (k, (record, variables)) in zip(records, variablesOf).enumerated() {
            let part = part(ofConstraint: k)
            assign(record.symbols.marker, part)
            if let other = record.symbols.other { assign(other, part) }
            for variable in variables {
                if let symbol = externalSymbol(ofIdentifier: variable) { assign(symbol, fixed.contains(variable) ? 0 : part) }
            }
        }
        let outputParts = outputs.map { variable in
            externalSymbol(of: variable).map { Int(partOfSymbol[Int($0)]) } ?? -1
        }
        return IndependentParts(partOfSymbol: partOfSymbol, count: Int(count), outputParts: outputParts)
    }

    /// The variables every solution fixes, and the equalities that fix them: repeatedly, a
    /// required equality with exactly one variable not yet fixed fixes it.
    private static func fixedVariables(_ constraints: [Constraint],
                                       _ variablesOf: [[ObjectIdentifier]]) -> (variables: Set<ObjectIdentifier>, fixing: Set<Int>) {
        var fixed = Set<ObjectIdentifier>()
        var fixing = Set<Int>()
        let equalities = constraints.indices.filter { constraints[$0].relation == .equal && constraints[$0].priority.isRequired }
        var changed = true
        while changed {
            changed = false
            for k in equalities where !fixing.contains(k) {
                let open = variablesOf[k].filter { !fixed.contains($0) }
                if open.count == 1 {
                    fixed.insert(open[0])
                    fixing.insert(k)
                    changed = true
                }
            }
        }
        return (fixed, fixing)
    }
}

/// Disjoint sets over 0..<n with path halving.
private struct UnionFind {
    private var parent: [Int] = []

    mutating func add() -> Int {
        parent.append(parent.count)
        return parent.count - 1
    }

    mutating func root(of index: Int) -> Int {
        var index = index
        while parent[index] != index {
            parent[index] = parent[parent[index]]
            index = parent[index]
        }
        return index
    }

    mutating func merge(_ a: Int, _ b: Int) {
        let (ra, rb) = (root(of: a), root(of: b))
        if ra != rb { parent[max(ra, rb)] = min(ra, rb) }
    }
}
