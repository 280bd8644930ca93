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
    ///
    /// Everything is indexed by tableau symbol (arrays, no hashing past one lookup per term):
    /// a variant's compilation finds its parts, and a dictionary per constraint had made this a
    /// fifth of a compilation.
    public func independentParts(outputs: [Variable]) -> IndependentParts {
        let records = constraintSymbolList
        let symbolCount = tableauForAnalysis.symbolCount
        let variables = ConstraintVariables(records.map(\.constraint), symbolOf: externalSymbol(of:))
        var fixing = [Bool](repeating: false, count: records.count)
        let fixed = Self.fixedVariables(records.map(\.constraint), variables, symbolCount: symbolCount, fixing: &fixing)
        var components = UnionFind(count: symbolCount)
        for k in records.indices {
            var first: Symbol?
            for symbol in variables[k] where !fixed[Int(symbol)] {
                if let first { components.merge(Int(first), Int(symbol)) } else { first = symbol }
            }
        }
        // Parts numbered from 1 in the order of their first constraint: the same system gives the
        // same numbering.
        var partOfRoot = [Int32](repeating: -1, count: symbolCount)
        var count: Int32 = 1
        func part(ofConstraint k: Int) -> Int32 {
            if fixing[k] { return 0 }
            guard let free = variables[k].first(where: { !fixed[Int($0)] }) else {
                count += 1
                return count - 1
            }
            let root = components.root(of: Int(free))
            if partOfRoot[root] < 0 {
                partOfRoot[root] = count
                count += 1
            }
            return partOfRoot[root]
        }
        var partOfSymbol = [Int32](repeating: -1, count: symbolCount)
        for (k, record) in records.enumerated() {
            let part = part(ofConstraint: k)
            partOfSymbol[Int(record.symbols.marker)] = part
            if let other = record.symbols.other { partOfSymbol[Int(other)] = part }
            for symbol in variables[k] { partOfSymbol[Int(symbol)] = fixed[Int(symbol)] ? 0 : part }
        }
        let outputParts = outputs.map { variable in
            externalSymbol(of: variable).map { Int(partOfSymbol[Int($0)]) } ?? -1
        }
        return IndependentParts(partOfSymbol: partOfSymbol, count: Int(count), outputParts: outputParts)
    }

    /// Which variables every solution fixes (by symbol), marking in `fixing` the equalities that
    /// fix them: pass after pass over the required equalities in order, one with exactly one
    /// variable not yet fixed fixes it.
    private static func fixedVariables(_ constraints: [Constraint], _ variables: ConstraintVariables, symbolCount: Int,
                                       fixing: inout [Bool]) -> [Bool] {
        var fixed = [Bool](repeating: false, count: symbolCount)
        let equalities = constraints.indices.filter { constraints[$0].relation == .equal && constraints[$0].priority.isRequired }
        var changed = true
        while changed {
            changed = false
            for k in equalities where !fixing[k] {
                var open: Symbol?
                var openCount = 0
                for symbol in variables[k] where !fixed[Int(symbol)] {
                    open = symbol
                    openCount += 1
                }
                if openCount == 1, let open {
                    fixed[Int(open)] = true
                    fixing[k] = true
                    changed = true
                }
            }
        }
        return fixed
    }
}

/// Each constraint's variables as tableau symbols, in the order of their first term; a variable
/// written twice counts once, and not at all when its coefficients cancel (it is then in no
/// row of the constraint). Flat storage: one array of symbols and one of offsets.
private struct ConstraintVariables {
    private var symbols: [Symbol] = []
    private var starts: [Int] = [0]

    init(_ constraints: [Constraint], symbolOf: (Variable) -> Symbol?) {
        var summed: [(symbol: Symbol, coefficient: Double)] = []
        for constraint in constraints {
            summed.removeAll(keepingCapacity: true)
            for term in constraint.expression.terms {
                guard let symbol = symbolOf(term.variable) else { continue }
                if let i = summed.firstIndex(where: { $0.symbol == symbol }) {
                    summed[i].coefficient += term.coefficient
                } else {
                    summed.append((symbol, term.coefficient))
                }
            }
            for entry in summed where entry.coefficient != 0 { symbols.append(entry.symbol) }
            starts.append(symbols.count)
        }
    }

    subscript(constraint: Int) -> ArraySlice<Symbol> {
        symbols[starts[constraint]..<starts[constraint + 1]]
    }
}

/// Disjoint sets over 0..<n with path halving.
private struct UnionFind {
    private var parent: [Int]

    init(count: Int) {
        parent = Array(0..<count)
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
