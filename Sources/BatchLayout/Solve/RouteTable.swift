/// Where rows went that a region did not hold (`BlockSolver`'s routes): by that region and the
/// set of its rows a row violated (`Region.violatedRows`), the region that last held such a row.
///
/// Open addressing with linear probing over a power-of-two table, keyed by both words whole,
/// with a multiplicative hash: a `Dictionary` of these keys spent most of each lookup in
/// `Hasher`'s SipHash, on keys no input chooses freely (a mask the solver computed). A lookup
/// is a hint, never an answer, so the table stops learning once it holds `maximumCount` routes
/// rather than grow without bound (a route that is missing costs a product, no result).
///
/// Invariant: every key is in the probe run that starts at its hash, with no empty slot before
/// it; slots are never emptied, so a lookup that meets an empty slot has missed. Generic over
/// the target only so that `RouteTableTests` can compare it with a `Dictionary` on any objects.
struct RouteTable<Target: AnyObject> {
    /// By slot: the bit pattern of the region's identity, 0 for an empty slot (no object lives
    /// at address 0).
    private var regions: [UInt] = []
    private var masks: [UInt64] = []
    private var targets: [Target?] = []
    private var count = 0
    /// log2 of the capacity.
    private var shift = 0

    static var maximumCount: Int { 4_096 }

    /// The region that held the last row that violated `violated` of `region`, if one did.
    func target(from region: ObjectIdentifier, violated: UInt64) -> Target? {
        guard count > 0 else { return nil }
        let found = probe(UInt(bitPattern: region), violated)
        return found.isKey ? targets[found.slot] : nil
    }

    /// Notes that a row that violated `violated` of `region` lies in `target`. A full table
    /// still moves a known route to its new target.
    mutating func route(from region: ObjectIdentifier, violated: UInt64, to target: Target) {
        let key = UInt(bitPattern: region)
        if regions.isEmpty || (count + 1) * 2 > regions.count {
            guard count < Self.maximumCount else {
                let found = probe(key, violated)
                if found.isKey { targets[found.slot] = target }
                return
            }
            grow()
        }
        insert(key, violated, target)
    }

    private mutating func insert(_ key: UInt, _ violated: UInt64, _ target: Target) {
        let found = probe(key, violated)
        targets[found.slot] = target
        guard !found.isKey else { return }
        regions[found.slot] = key
        masks[found.slot] = violated
        count += 1
    }

    /// The key's slot, or the empty slot that ends its probe run.
    private func probe(_ key: UInt, _ violated: UInt64) -> (slot: Int, isKey: Bool) {
        let mixed = (UInt64(key) &* 0x9E37_79B9_7F4A_7C15 ^ violated) &* 0xBF58_476D_1CE4_E5B9
        var slot = Int(truncatingIfNeeded: mixed >> UInt64(64 - shift))
        while regions[slot] != 0 {
            if regions[slot] == key, masks[slot] == violated { return (slot, true) }
            slot = (slot + 1) & (regions.count - 1)
        }
        return (slot, false)
    }

    private mutating func grow() {
        let old = (regions: regions, masks: masks, targets: targets)
        shift = max(6, shift + 1)
        regions = [UInt](repeating: 0, count: 1 << shift)
        masks = [UInt64](repeating: 0, count: 1 << shift)
        targets = [Target?](repeating: nil, count: 1 << shift)
        count = 0
        for slot in old.regions.indices where old.regions[slot] != 0 {
            if let target = old.targets[slot] { insert(old.regions[slot], old.masks[slot], target) }
        }
    }
}
