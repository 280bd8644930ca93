/// For every symbol, the basic symbols whose rows hold a term in it (`Tableau` invariant 5).
///
/// Columns are short linked lists in one shared node pool, so a tableau of hundreds of symbols
/// costs two arrays instead of an array per symbol. Order within a column is whatever the edits
/// left, the same for the same calls.
struct ColumnIndex: Sendable {
    private struct Node: Sendable {
        var owner: Symbol
        var next: Int32
    }

    private var heads: [Int32] = []
    private var nodes: [Node] = []
    private var freeList: Int32 = -1

    mutating func reserveCapacity(symbols: Int) {
        heads.reserveCapacity(symbols)
        nodes.reserveCapacity(symbols * 2)
    }

    mutating func appendSymbol() { heads.append(-1) }

    /// Forgets every column, keeping the storage.
    mutating func removeAll() {
        heads.removeAll(keepingCapacity: true)
        nodes.removeAll(keepingCapacity: true)
        freeList = -1
    }

    func isEmpty(_ s: Symbol) -> Bool { heads[Int(s)] < 0 }

    mutating func insert(_ owner: Symbol, into s: Symbol) {
        let node: Int32
        if freeList >= 0 {
            node = freeList
            freeList = nodes[Int(node)].next
            nodes[Int(node)] = Node(owner: owner, next: heads[Int(s)])
        } else {
            node = Int32(nodes.count)
            nodes.append(Node(owner: owner, next: heads[Int(s)]))
        }
        heads[Int(s)] = node
    }

    mutating func remove(_ owner: Symbol, from s: Symbol) {
        var previous: Int32 = -1
        var node = heads[Int(s)]
        while node >= 0 {
            let next = nodes[Int(node)].next
            if nodes[Int(node)].owner == owner {
                if previous < 0 { heads[Int(s)] = next } else { nodes[Int(previous)].next = next }
                nodes[Int(node)].next = freeList
                freeList = node
                return
            }
            previous = node
            node = next
        }
    }

    /// Appends the owners listed for `s` to `list` (a caller's reusable buffer).
    func appendOwners(of s: Symbol, to list: inout [Symbol]) {
        var node = heads[Int(s)]
        while node >= 0 {
            list.append(nodes[Int(node)].owner)
            node = nodes[Int(node)].next
        }
    }

    @inline(__always)
    func forEachOwner(of s: Symbol, _ body: (Symbol) -> Void) {
        var node = heads[Int(s)]
        while node >= 0 {
            body(nodes[Int(node)].owner)
            node = nodes[Int(node)].next
        }
    }

    /// Empties `s`'s column, returning its nodes to the pool.
    mutating func removeAll(_ s: Symbol) {
        var node = heads[Int(s)]
        while node >= 0 {
            let next = nodes[Int(node)].next
            nodes[Int(node)].next = freeList
            freeList = node
            node = next
        }
        heads[Int(s)] = -1
    }

    func owners(of s: Symbol) -> [Symbol] {
        var list: [Symbol] = []
        appendOwners(of: s, to: &list)
        return list
    }

    func count(of owner: Symbol, in s: Symbol) -> Int {
        owners(of: s).filter { $0 == owner }.count
    }

    var symbolCount: Int { heads.count }
}
