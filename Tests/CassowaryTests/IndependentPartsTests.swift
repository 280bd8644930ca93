@testable import Cassowary
import Testing

/// `IndependentParts` on seeded random systems: three unrelated small systems (`RandomSystem`)
/// tied to one fixed variable, in one solver. The parts must never join variables of two
/// systems, the fixed variable must be in part 0, and in the optimal tableau (also after the
/// dual simplex moves constants) every restricted row must name symbols of its own part and
/// part 0 only, part 0's rows part 0's only: the block-triangular shape the batch engine's
/// pieces rely on; and moving a nonbasic symbol of a part moves no basic symbol (definitions
/// included) of another, and the optimal face splits into the parts' faces.
@Suite struct IndependentPartsTests {
    @Test func partsAreBlocksOfTheTableau() throws {
        var joined = 0
        for seed in 0..<400 {
            let systems = (0..<3).map { RandomSystem(seed: seed * 3 + $0) }
            let fixed = Variable("f")
            var solver = Solver()
            var ties: [Constraint] = [fixed == Double(seed % 7)]
            for system in systems {
                ties.append(Constraint(Expression([Term(system.variables[0]), Term(fixed, -1)], constant: -2), .greaterThanOrEqual))
            }
            for constraint in ties + systems.flatMap(\.accepted) { try? solver.addConstraint(constraint) }
            let parts = solver.independentParts(outputs: [fixed] + systems.flatMap(\.variables))
            #expect(parts.outputParts[0] == 0, "seed \(seed): the fixed variable is in part \(parts.outputParts[0])")
            var systemOfPart: [Int: Int] = [:]
            for (index, system) in systems.enumerated() {
                for variable in system.variables {
                    guard let symbol = solver.externalSymbol(of: variable) else { continue }
                    let part = parts.part(ofSymbol: symbol)
                    guard part > 0 else { continue }
                    if let other = systemOfPart[part], other != index {
                        Issue.record("seed \(seed): part \(part) joins systems \(other) and \(index)")
                    }
                    systemOfPart[part] = index
                }
            }
            joined += Set(systemOfPart.values).count > 1 ? 1 : 0
            checkBlocks(solver, parts, seed: seed)
            // The optimal face is the product of the parts' faces (for the variables of some
            // constraint: one met only in refused constraints is known to the solver, in no part).
            let placed = systems.flatMap(\.variables).filter { variable in
                solver.externalSymbol(of: variable).map { parts.part(ofSymbol: $0) >= 0 } ?? false
            }
            let face = solver.optimalFace(affecting: placed)
            #expect(face.split(intoParts: parts.count, partOf: parts.part(ofSymbol:)) != nil, "seed \(seed): the face is not split by part")
            // Other constants for a required constraint: the dual simplex pivots, the blocks stay.
            for constraint in systems.flatMap(\.accepted) where constraint.priority.isRequired {
                var moved = solver
                if (try? moved.setConstant(constraint.expression.constant + 3, of: constraint)) != nil {
                    checkBlocks(moved, parts, seed: seed)
                }
            }
        }
        #expect(joined > 200, "only \(joined) seeds had parts of more than one system")
    }

    private func checkBlocks(_ solver: Solver, _ parts: IndependentParts, seed: Int) {
        let tableau = solver.tableauForAnalysis
        // Restricted rows are in nonbasic symbols only; definitions (basic user variables) may
        // name other definitions, which is their lazy form, not their dependence.
        for basic in tableau.basicSymbols where tableau.state(basic) == .restrictedBasic {
            let own = parts.part(ofSymbol: basic)
            #expect(own >= 0, "seed \(seed): basic symbol \(basic) has no part")
            for symbol in tableau.rows[Int(basic)].symbols {
                let part = parts.part(ofSymbol: symbol)
                guard part != own, part != 0 else { continue }
                Issue.record("seed \(seed): the row of \(basic) (part \(own)) names \(symbol) of part \(part)")
                return
            }
        }
        // Expanded, definitions too: moving a nonbasic symbol of part p > 0 moves no basic
        // symbol of another part (beyond rounding: a definition's lazy form can leave a
        // structural zero at 4e-16).
        let order = tableau.definitionsInRankOrder()
        let basics = tableau.basicSymbols
        for symbol in 0..<Int32(tableau.symbolCount) where tableau.state(symbol) == .nonbasic && parts.part(ofSymbol: symbol) > 0 {
            let moving = parts.part(ofSymbol: symbol)
            let change = tableau.changes(movingNonbasic: symbol, order: order)
            for basic in basics where parts.part(ofSymbol: basic) != moving && abs(change[Int(basic)]) > 1e-12 {
                Issue.record("seed \(seed): moving \(symbol) (part \(moving)) moves \(basic) of part \(parts.part(ofSymbol: basic))")
                return
            }
        }
    }
}
