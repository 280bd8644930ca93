import AutoLayout
import Cassowary
import Foundation
import LayoutDocuments
import Synchronization

/// One structure of a template, compiled once (docs/batch.md, How it works: variants, parameters, regions): its
/// system solved at a first width, the quantities a row varies (the target width, then the
/// intrinsic sizes and baseline offsets of the views whose content varies or which are
/// measured again at their solved width, then the constants of the named constraints rows
/// move), and the optimal bases met so far.
///
/// Invariant: a row's layout is this system with only the parameter constraints' constants
/// moved, as `recipe` computes them from the row's quantities; so any basis that is feasible
/// for a row is optimal for it, and `regions` (append-only) only ever grows.
package final class CompiledVariant: Sendable {
    package let slots: [ContentSlot]
    /// Slot of each view of the document, by view index.
    let slotOfView: [Int?]
    /// The quantity column of each named constraint whose constant is a parameter here (its
    /// index among the template's named constraints), ascending by constraint: a row's
    /// constant for it goes there, else the column keeps the constant the variant was built with.
    let constantColumns: [(constraint: Int, column: Int)]
    package let recipe: ParameterRecipe
    let outputs: OutputLayout
    /// The system solved at its first width: where the dual simplex starts for a row outside
    /// every known region (a copy per repair; regions keep no solver of their own). Nil when
    /// the model lays the variant out.
    package let solver: Solver?
    /// The solver variables behind `outputs`, for snapshots of new regions.
    package let outputVariables: [Variable]
    /// Every constraint of the system in the order the model added them, for solvers that
    /// build it afresh per row (`autolayout bench`).
    package let constraints: [Constraint]
    /// The variant's rows are laid out by the model itself: its constraints conflict (the model
    /// reported and broke some) and the conflicts may differ from row to row.
    let needsModel: Bool
    /// The variant's rows need the model because rows move the constants of conflicting
    /// constraints (`FixedConflicts.Analysis.followConstants`): rows with their constants in
    /// their structure meet fixed conflicts (`BatchTemplate.keyWithConstantsInStructure`).
    let conflictsFollowConstants: Bool
    /// Conflicts every row of the variant meets alike, with the warnings they give each row
    /// (`FixedConflicts`); nil when the variant has none, or its rows are left to the model.
    let conflicts: FixedConflicts?
    /// Document indices of the views whose content shapes the constraints' multipliers
    /// (`View.intrinsicSizeShapesConstraints`): a row that sets one of them has a structure of
    /// its own, and the model lays it out.
    let shapingViews: Set<Int>
    private let knownRegions: Mutex<KnownRegions>
    /// The known regions' pieces by independent part, for rows whose combination of the parts'
    /// bases no known region has; nil when the system is one part.
    let pieces: RegionPieces?
    /// Rows that fell outside every known region and were repaired by the dual simplex.
    let repairs = Atomic<Int>(0)

    /// Beyond this many regions a repaired row is solved but its basis is not kept: a template
    /// that keeps meeting new bases gains nothing from remembering them all.
    static let regionLimit = 256
    /// Nor beyond this many matrix entries in all (8 MiB): a region of a cell of 35 labels is
    /// about half a MiB, and its variants' 256 regions each had made a job of 1.6 GB (a row
    /// whose region is not kept reads its outputs from the pieces, `RegionPieces`).
    static let regionEntryLimit = 1 << 20

    package var quantityCount: Int { recipe.quantityCount }

    init(slots: [ContentSlot], slotOfView: [Int?], constantColumns: [(constraint: Int, column: Int)], recipe: ParameterRecipe, outputs: OutputLayout, solver: Solver?,
         outputVariables: [Variable], constraints: [Constraint], needsModel: Bool, conflictsFollowConstants: Bool, conflicts: FixedConflicts?,
         shapingViews: Set<Int>,
         firstRegion: Region?, pieces: RegionPieces?) {
        self.solver = solver
        self.outputVariables = outputVariables
        self.constraints = constraints
        self.slots = slots
        self.slotOfView = slotOfView
        self.constantColumns = constantColumns
        self.recipe = recipe
        self.outputs = outputs
        self.needsModel = needsModel
        self.conflictsFollowConstants = conflictsFollowConstants
        self.conflicts = conflicts
        self.shapingViews = shapingViews
        var known = KnownRegions()
        if let firstRegion { known.keepIfRoom(firstRegion) }
        knownRegions = Mutex(known)
        self.pieces = pieces
        if let firstRegion { pieces?.add(firstRegion) }
    }

    var regions: [Region] { knownRegions.withLock { $0.list } }

    /// Whether a new region with this many matrix entries would be kept (`regionLimit`,
    /// `regionEntryLimit`).
    func wouldKeep(entries: Int) -> Bool {
        knownRegions.withLock { $0.wouldKeep(entries: entries) }
    }

    /// The known region of a basis, if any.
    func knownRegion(basis: [Int32]) -> Region? {
        knownRegions.withLock { $0.region(basis: basis) }
    }

    /// Adds a region unless one with the same basis is known, and files its pieces unless it
    /// was put together from known ones (`filingPieces` false: its split gives those again);
    /// returns the region to use.
    func register(_ region: Region, filingPieces: Bool = true) -> Region {
        let (made, isNew) = knownRegions.withLock { known -> (Region, Bool) in
            if let found = known.region(basis: region.basis) { return (found, false) }
            known.keepIfRoom(region)
            return (region, true)
        }
        if isNew, filingPieces { pieces?.add(made) }
        return made
    }
}

/// Where each result sits among a region's outputs.
package struct OutputLayout: Sendable {
    package static let height = 0
    static let width = 1
    /// Per view of the document in order (guides excluded): the index of its four frame
    /// outputs (minX, minY, width, height), when frames were asked for.
    let frames: [(viewID: String, first: Int)]
    let count: Int
}

extension CompiledVariant {
    /// Compiles the built layout of a variant at `width`: `contentViews` are the document
    /// indices of the views whose content rows may set (`TemplateView.takesContent`), the same
    /// for every variant of a template, so which views a row fills never makes a variant.
    /// `constants` are the named constraints (of `layout`) whose constants rows move, with
    /// their indices among the template's named constraints: each active one gets a column.
    /// `fixedConflicts` is asked, only when the layout logged a conflict, whether every row
    /// meets the same ones (`FixedConflicts.analyse` on another layout of the variant).
    static func compile(_ layout: DocumentLayout, documentViewIDs: [String], contentViews: Set<Int>,
                        constants: [(index: Int, constraint: LayoutConstraint)] = [], width: Double,
                        includesFrames: Bool, fixedConflicts: () -> FixedConflicts.Analysis = { .vary }) throws(DocumentError) -> CompiledVariant {
        guard let system = layout.root.fittingSystem(width: CGFloat(width)) else {
            throw DocumentError(path: "views[0]", message: "the root view cannot be fitted")
        }
        var builder = VariantBuilder(system: system)
        for (index, id) in documentViewIDs.enumerated() {
            guard let view = layout.items[id] as? View else { continue }
            let twoPass = system.twoPassViews.contains { $0 === view }
            guard contentViews.contains(index) || twoPass else { continue }
            builder.addSlot(view, index: index, twoPass: twoPass)
        }
        let constantColumns = constants.compactMap { builder.addConstant(of: $0.constraint, index: $0.index) }
        var frames: [(viewID: String, first: Int)] = []
        if includesFrames {
            for id in layout.viewIDs {
                guard let view = layout.items[id] as? View else { continue }
                frames.append((id, builder.addFrameOutputs(of: view)))
            }
        }
        let recipe = builder.recipe()
        let outputs = OutputLayout(frames: frames, count: builder.outputs.count)
        var slotOfView = [Int?](repeating: nil, count: documentViewIDs.count)
        for (slot, content) in builder.slots.enumerated() { slotOfView[content.viewIndex] = slot }
        // Conflicting required constraints: the kernels solve them as the engine holds them only
        // when every row meets the same ones; else the model lays each row out.
        let analysis = layout.log.isEmpty ? nil : fixedConflicts()
        let conflicts: FixedConflicts?
        if case .fixed(let fixed)? = analysis { conflicts = fixed } else { conflicts = nil }
        let needsModel = !layout.log.isEmpty && conflicts == nil
        let conflictsFollowConstants: Bool
        if case .followConstants? = analysis { conflictsFollowConstants = true } else { conflictsFollowConstants = false }
        // Content that shapes multipliers (a proportional stack's views): a row that sets it has
        // a structure of its own.
        let shapingViews = Set(builder.slots.map(\.viewIndex).filter { index in
            (layout.items[documentViewIDs[index]] as? View)?.intrinsicSizeShapesConstraints ?? false
        })
        var firstRegion: Region?
        let pieces = needsModel ? nil : RegionPieces(system.solver.independentParts(outputs: builder.outputs))
        if !needsModel {
            do {
                let sensitivity = try system.solver.sensitivity(toConstantsOf: recipe.constraints, outputs: builder.outputs)
                firstRegion = Region(solver: system.solver, sensitivity: sensitivity, recipe: recipe, snapshot: recipe.baseQuantities,
                                     outputs: builder.outputs, parts: pieces?.parts)
            } catch {
                throw DocumentError(path: "constraints", message: "the compiled system is inconsistent: \(error)")
            }
        }
        return CompiledVariant(slots: builder.slots, slotOfView: slotOfView, constantColumns: constantColumns, recipe: recipe, outputs: outputs,
                               solver: firstRegion == nil ? nil : system.solver, outputVariables: builder.outputs, constraints: system.constraints, needsModel: needsModel,
                               conflictsFollowConstants: conflictsFollowConstants, conflicts: conflicts, shapingViews: shapingViews, firstRegion: firstRegion, pieces: pieces)
    }
}

/// Collects a variant's slots, quantity columns, parameter constraints and outputs.
private struct VariantBuilder {
    let system: FittingSystem
    var slots: [ContentSlot] = []
    var outputs: [Variable]
    var baseQuantities: [Double]
    var constraints: [Constraint] = []
    var terms: [[(column: Int, coefficient: Double)]] = []
    var baseConstants: [Double] = []

    init(system: FittingSystem) {
        self.system = system
        outputs = [system.rootHeight, system.rootWidth]
        // Column 0 is the target width: its constraint's constant is -width.
        baseQuantities = [-(system.solver.constant(of: system.targetWidth) ?? 0)]
        addParameter(system.targetWidth, [(0, -1)])
    }

    mutating func addSlot(_ view: View, index: Int, twoPass: Bool) {
        let content: ContentSlot.Content
        switch view.contentSizing {
        case .text(let sizing): content = .text(sizing, text: view.templateText)
        case .fixed(let size): content = .fixed(size)
        case .none: return
        }
        let record = system.contents.first { $0.view === view }
        let widthColumn = record.flatMap { $0.width.isEmpty ? nil : addColumn(Double($0.size.width)) }
        let heightColumn = record.flatMap { $0.height.isEmpty ? nil : addColumn(Double($0.size.height)) }
        for constraint in record?.width ?? [] { addParameter(constraint, [(widthColumn ?? 0, -1)]) }
        for constraint in record?.height ?? [] { addParameter(constraint, [(heightColumn ?? 0, -1)]) }
        let first = baselineColumn(of: view, first: true)
        let last = baselineColumn(of: view, first: false)
        let solvedWidth: Int? = twoPass ? outputs.count : nil
        if twoPass { outputs.append(view.frameVariables.width) }
        slots.append(ContentSlot(viewIndex: index, content: content, widthColumn: widthColumn, heightColumn: heightColumn,
                                 firstBaselineColumn: first, lastBaselineColumn: last, solvedWidthOutput: solvedWidth))
    }

    /// A column for the constant of `named` (the template's named constraint `index`) when it
    /// is active: its constraint becomes a parameter, or gains a term when it already is one
    /// (it reads a baseline). The solver's constant is `base - constant` (`FittingSystem.installed`),
    /// whatever the multiplier: only the constant moves, so it is affine in the column.
    mutating func addConstant(of named: LayoutConstraint, index: Int) -> (constraint: Int, column: Int)? {
        guard let installed = system.installed(named) else { return nil }
        let column = addColumn(Double(named.constant))
        if let k = constraints.firstIndex(where: { $0 === installed }) {
            terms[k].append((column, -1))
        } else {
            addParameter(installed, [(column, -1)])
        }
        return (index, column)
    }

    private mutating func addColumn(_ value: Double) -> Int {
        baseQuantities.append(value)
        return baseQuantities.count - 1
    }

    private mutating func addParameter(_ constraint: Constraint, _ recipe: [(column: Int, coefficient: Double)]) {
        constraints.append(constraint)
        terms.append(recipe)
        baseConstants.append(system.solver.constant(of: constraint) ?? 0)
    }

    /// A column for one of the view's baseline offsets, if constraints read it; those
    /// constraints become parameters (or gain a term when they already are).
    private mutating func baselineColumn(of view: View, first: Bool) -> Int? {
        var column: Int?
        for reader in system.baselines {
            for (use, installed) in reader.uses where use.view === view && use.first == first {
                let index = column ?? addColumn(installed)
                column = index
                if let k = constraints.firstIndex(where: { $0 === reader.constraint }) {
                    terms[k].append((index, use.coefficient))
                } else {
                    addParameter(reader.constraint, [(index, use.coefficient)])
                }
            }
        }
        return column
    }

    mutating func addFrameOutputs(of view: View) -> Int {
        let first = outputs.count
        let variables = view.frameVariables
        outputs += [variables.minX, variables.minY, variables.width, variables.height]
        return first
    }

    func recipe() -> ParameterRecipe {
        ParameterRecipe(constraints: constraints, terms: terms, baseConstants: baseConstants, baseQuantities: baseQuantities)
    }
}

extension View {
    /// The text a label, button or text view was built with.
    var templateText: String {
        switch self {
        case let label as Label: label.text ?? ""
        case let button as Button: button.title(for: .normal) ?? ""
        case let textView as TextView: textView.text
        default: ""
        }
    }
}
