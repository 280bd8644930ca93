/// A variant's regions kept so far, in the order they were met, found by basis, with the
/// matrix entries they hold in all (what `CompiledVariant.regionLimit` and `regionEntryLimit`
/// bound).
///
/// A row that pieces place (`RegionPieces`) looks its basis up, and a variant may keep 256
/// regions: a scan comparing bases, and a sum over every region's matrix for each row, had
/// been most of such a row's cost.
struct KnownRegions {
    private(set) var list: [Region] = []
    private var byBasis: [[Int32]: Region] = [:]
    private var entries = 0

    func region(basis: [Int32]) -> Region? {
        byBasis[basis]
    }

    /// Whether a new region with `newEntries` matrix entries would be kept.
    func wouldKeep(entries newEntries: Int) -> Bool {
        list.count < CompiledVariant.regionLimit && entries + newEntries <= CompiledVariant.regionEntryLimit
    }

    /// Keeps `region` (whose basis no kept region has) if `wouldKeep` allows.
    mutating func keepIfRoom(_ region: Region) {
        guard wouldKeep(entries: region.matrix.count) else { return }
        list.append(region)
        byBasis[region.basis] = region
        entries += region.matrix.count
    }
}
