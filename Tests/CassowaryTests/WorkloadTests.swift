@testable import Cassowary
import CassowaryWorkloads
import Testing

/// The shared benchmark systems must give their closed-form answers, so a benchmark can never
/// time a wrong solver.
@Suite struct WorkloadTests {
    static let inputs = FeedCellInputs.random(count: 400, seed: 7)

    @Test func feedCellHasTheDocumentedConstraintCounts() {
        let sample = FeedCellInputs(width: 375, textHeight: 36, hasPhoto: true, nameWidth: 80, timeWidth: 30, handleWidth: 90)
        #expect(FeedCell(inputs: sample).constraints.count == 66)
        var withoutPhoto = sample
        withoutPhoto.hasPhoto = false
        #expect(FeedCell(inputs: withoutPhoto).constraints.count == 62)
    }

    @Test func freshSolverGivesTheClosedFormHeight() throws {
        for input in Self.inputs {
            let height = try FeedCell.solveFresh(input)
            #expect(abs(height - input.expectedHeight) < 1e-9, "\(input)")
        }
    }

    @Test(arguments: [false, true])
    func reusedFreshSolverGivesTheClosedFormHeight(reusesStorage: Bool) throws {
        var sizer = FeedCellFreshSolver(reusesStorage: reusesStorage)
        for input in Self.inputs {
            let height = try sizer.height(for: input)
            #expect(abs(height - input.expectedHeight) < 1e-9, "\(input)")
        }
    }

    @Test(arguments: [false, true])
    func templateSolverGivesTheClosedFormHeight(editsLabelWidths: Bool) throws {
        var templates = [
            try FeedCellTemplateSolver(hasPhoto: false, editsLabelWidths: editsLabelWidths),
            try FeedCellTemplateSolver(hasPhoto: true, editsLabelWidths: editsLabelWidths),
        ]
        for input in Self.inputs {
            let k = input.hasPhoto ? 1 : 0
            let height = try templates[k].height(for: input)
            #expect(abs(height - input.expectedHeight) < 1e-9, "\(input)")
        }
    }

    @Test func templateLabelsGiveWayByPriority() throws {
        // The name label (hugging and compression 250) absorbs the width; time (750) keeps its own.
        var template = try FeedCellTemplateSolver(hasPhoto: false, editsLabelWidths: true)
        let input = FeedCellInputs(width: 375, textHeight: 18, hasPhoto: false, nameWidth: 250, timeWidth: 40, handleWidth: 100)
        _ = try template.height(for: input)
        // name.left = 60, time.right = 375 - 44 = 331, time.width = 40, so name.width = 331 - 40 - 8 - 60.
        #expect(abs(template.value(of: template.cell.views.time.width) - 40) < 1e-9)
        #expect(abs(template.value(of: template.cell.views.name.width) - 223) < 1e-9)
        // Narrow text: the name hugs it (both at 250, tie broken by order) and time keeps 40.
        let narrow = FeedCellInputs(width: 375, textHeight: 18, hasPhoto: false, nameWidth: 100, timeWidth: 40, handleWidth: 100)
        _ = try template.height(for: narrow)
        #expect(abs(template.value(of: template.cell.views.time.width) - 40) < 1e-9)
    }

    @Test(arguments: [1, 10, 200, 1000])
    func verticalChainStacksItsViews(count: Int) throws {
        let chain = VerticalChain(count: count)
        var solver = Solver()
        try solver.addConstraints(chain.constraints)
        solver.updateVariables()
        #expect(abs(solver.value(of: chain.root.height) - chain.expectedHeight) < 1e-6)
        var expectedTop = 8.0
        for (i, view) in chain.views.enumerated() {
            #expect(abs(solver.value(of: view.top) - expectedTop) < 1e-6)
            #expect(abs(solver.value(of: view.width) - 359) < 1e-9)
            expectedTop += VerticalChain.textHeight(i) + 8
        }
        if count <= 200 { #expect(solver.tableauProblems().isEmpty) }
    }
}
