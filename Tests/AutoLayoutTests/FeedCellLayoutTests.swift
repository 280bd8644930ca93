import AutoLayoutWorkloads
import Cassowary
import CassowaryWorkloads
import Foundation
import Testing
@testable import AutoLayout

/// The feed cell built with the model gives the workload's closed-form height, before and
/// after its content and constants change (the benchmark's two paths).
@Suite struct FeedCellLayoutTests {
    @Test func fittedHeightsMatchTheClosedForm() {
        for inputs in FeedCellInputs.random(count: 200, seed: 7) {
            let cell = FeedCellLayout(inputs)
            #expect(abs(cell.fittedHeight(width: inputs.width) - inputs.expectedHeight) < 1e-9, "\(inputs)")
        }
    }

    @Test func contentAndConstantChangesReuseTheEngine() {
        let rows = FeedCellInputs.random(count: 50, seed: 9).filter { !$0.hasPhoto }
        let cell = FeedCellLayout(rows[0])
        _ = cell.fittedHeight(width: rows[0].width)
        let engine = cell.contentView.engine
        for row in rows {
            cell.setContent(row)
            #expect(abs(cell.fittedHeight(width: row.width) - row.expectedHeight) < 1e-9)
        }
        cell.avatarTop?.constant = 13
        cell.contentView.frame.size = CGSize(width: 375, height: 200)
        cell.contentView.layoutIfNeeded()
        #expect(cell.avatar.frame.minY == 13)
        #expect(cell.contentView.engine === engine)
    }

    @Test func theRawSolverGivesTheSameHeightFromTheEnginesConstraints() throws {
        let inputs = FeedCellInputs.random(count: 1, seed: 3)[0]
        let cell = FeedCellLayout(inputs)
        var solver = Solver()
        try solver.addConstraints(cell.contentView.solverConstraintsForFitting())
        let size = cell.contentView.sizeVariables
        try solver.addConstraint(Constraint(Cassowary.Expression([Term(size.width)], constant: -inputs.width), .equal))
        try solver.addConstraint(Constraint(Cassowary.Expression([Term(size.height)], constant: 0), .equal, priority: .fittingSizeLevel))
        solver.updateVariables()
        #expect(abs(solver.value(of: size.height) - inputs.expectedHeight) < 1e-9)
    }
}
