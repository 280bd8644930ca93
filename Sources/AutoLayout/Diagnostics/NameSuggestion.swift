/// "Did you mean ...?" for a name someone got wrong (a key, a view, a kind, a font family):
/// the known name fewest edits away, when it is close enough to be the one meant (at most a
/// third of the name's letters, and at most 3). Layout documents, rows and the command line's
/// `check` all suggest with this one rule.
public enum NameSuggestion {
    /// The known name closest to `name`, or nil when none is close enough. Case is ignored.
    public static func closest(to name: String, among known: [String]) -> String? {
        let limit = min(3, max(1, name.count / 3))
        let scored = known.map { ($0, editDistance(name.lowercased(), $0.lowercased())) }.filter { $0.1 <= limit }
        return scored.min { $0.1 < $1.1 || ($0.1 == $1.1 && $0.0 < $1.0) }?.0
    }

    /// Edit distance: insertions, deletions, substitutions and swaps of two neighbouring
    /// characters (`lable` is one edit from `label`), each counted once.
    public static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }

    /// `; did you mean "title"?`, or nothing.
    public static func hint(for name: String, among known: [String]) -> String {
        closest(to: name, among: known).map { "; did you mean \"\($0)\"?" } ?? ""
    }
}
