/// A binary min-heap: the smallest element first. Used for the definitions an expansion still
/// has to substitute (highest rank first) and for the symbols awaiting pricing (lowest id
/// first, Bland's rule).
struct MinHeap<Element: Comparable & Sendable>: Sendable {
    private var elements: [Element] = []

    var min: Element? { elements.first }

    mutating func removeAll() { elements.removeAll(keepingCapacity: true) }

    mutating func insert(_ element: Element) {
        elements.append(element)
        var child = elements.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard elements[child] < elements[parent] else { break }
            elements.swapAt(child, parent)
            child = parent
        }
    }

    mutating func popMin() -> Element? {
        guard let top = elements.first else { return nil }
        let last = elements.removeLast()
        if elements.isEmpty { return top }
        elements[0] = last
        var parent = 0
        while true {
            let left = 2 * parent + 1, right = left + 1
            var smallest = parent
            if left < elements.count, elements[left] < elements[smallest] { smallest = left }
            if right < elements.count, elements[right] < elements[smallest] { smallest = right }
            if smallest == parent { break }
            elements.swapAt(parent, smallest)
            parent = smallest
        }
        return top
    }
}

/// A definition waiting in an expansion, ordered so that the highest rank comes out first
/// (ties: the higher symbol), the order in which substitution is complete.
struct PendingDefinition: Comparable, Sendable {
    let rank: Int
    let symbol: Symbol

    static func < (a: PendingDefinition, b: PendingDefinition) -> Bool {
        a.rank != b.rank ? a.rank > b.rank : a.symbol > b.symbol
    }
}
