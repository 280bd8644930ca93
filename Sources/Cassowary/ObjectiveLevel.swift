/// The objective of one optional priority value: the sum of the errors of that priority's
/// constraints, each with weight 1, written over nonbasic symbols.
///
/// Levels are strict: the tableau minimises the highest level first and never raises it to lower
/// a lower one, which is Apple's rule that `x == 24 @500` gives way entirely to `x >= 30 @525`.
struct ObjectiveLevel: Sendable {
    let priority: Float
    var row = Row()
    /// Constraints (and edits) with errors in this level; the level goes when it reaches 0.
    var users = 0
}

extension Tableau {
    /// Index of the level for `priority`, creating it in order (highest first) if needed.
    mutating func levelIndex(for priority: Float) -> Int {
        var low = 0, high = levels.count
        while low < high {
            let mid = (low + high) / 2
            if levels[mid].priority > priority { low = mid + 1 } else { high = mid }
        }
        if low == levels.count || levels[low].priority != priority {
            levels.insert(ObjectiveLevel(priority: priority, row: makeRow(capacity: 32)), at: low)
        }
        return low
    }

    /// Adds `coefficient * error` to its level, substituting the error's row if it is basic.
    mutating func addToObjective(_ error: Symbol, _ coefficient: Double, level: Int) {
        var target = Row()
        swap(&target, &levels[level].row)
        if state(error) == .restrictedBasic {
            merge(into: &target, row(error), times: coefficient, owner: nil)
            markForPricing(row(error))
        } else {
            target.add(error, coefficient)
            markForPricing(error)
        }
        swap(&target, &levels[level].row)
    }

    /// Drops a level nobody uses any more. Its row is zero up to rounding by then.
    mutating func releaseLevel(_ level: Int) {
        levels[level].users -= 1
        if levels[level].users == 0 {
            var row = levels.remove(at: level).row
            markForPricing(row)  // their costs at this level are gone: a lower level may now lead
            row.cells.removeAll(keepingCapacity: true)
            spareRows.append(row)
        }
    }
}
