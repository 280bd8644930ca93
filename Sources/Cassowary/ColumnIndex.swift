/// For every symbol, the basic symbols whose rows hold a term in it (`Tableau` invariant 5).
///
/// Columns are short linked lists in one shared node pool, so a tableau of hundreds of symbols
/// costs a few arrays instead of an array per symbol. A node names a row by a row id that stays
/// with the row when a pivot hands it from the leaving symbol to the entering one
/// (`transferRow`), so a pivot edits two columns instead of re-listing the whole row. Order
/// within a column is whatever the edits left, the same for the same calls.
struct ColumnIndex: Sendable {
    private struct Node: Sendable {
        var row: Int32
        var next: Int32
    }

    private var heads: [Int32] = []
    private var nodes: [Node] = []
    private var freeNodes: Int32 = -1
    /// Row id -> the basic symbol owning that row; symbol -> its row id (-1 when nonbasic).
    private var ownerOfRow: [Symbol] = []
    private var rowOfOwner: [Int32] = []
    private var freeRows: [Int32] = []

    mutating func reserveCapacity(symbols: Int) {
        heads.reserveCapacity(symbols)
        rowOfOwner.reserveCapacity(symbols)
        nodes.reserveCapacity(symbols * 2)
        ownerOfRow.reserveCapacity(symbols / 2)
    }

    mutating func appendSymbol() {
        heads.append(-1)
        rowOfOwner.append(-1)
    }

    /// Forgets every column, keeping the storage.
    mutating func removeAll() {
        heads.removeAll(keepingCapacity: true)
        nodes.removeAll(keepingCapacity: true)
        freeNodes = -1
        ownerOfRow.removeAll(keepingCapacity: true)
        rowOfOwner.removeAll(keepingCapacity: true)
        freeRows.removeAll(keepingCapacity: true)
    }

    func isEmpty(_ s: Symbol) -> Bool { heads[Int(s)] < 0 }

    private mutating func rowID(of owner: Symbol) -> Int32 {
        let existing = rowOfOwner[Int(owner)]
        if existing >= 0 { return existing }
        let id: Int32
        if let reused = freeRows.popLast() {
            id = reused
            ownerOfRow[Int(id)] = owner
        } else {
            id = Int32(ownerOfRow.count)
            ownerOfRow.append(owner)
        }
        rowOfOwner[Int(owner)] = id
        return id
    }

    /// The row of `leaving` now belongs to `entering` (a pivot); its column entries stay.
    mutating func transferRow(from leaving: Symbol, to entering: Symbol) {
        let id = rowOfOwner[Int(leaving)]
        guard id >= 0 else { return }
        rowOfOwner[Int(leaving)] = -1
        rowOfOwner[Int(entering)] = id
        ownerOfRow[Int(id)] = entering
    }

    /// Forgets `owner`'s row id once none of its row's terms are listed any more.
    mutating func releaseRow(of owner: Symbol) {
        let id = rowOfOwner[Int(owner)]
        guard id >= 0 else { return }
        rowOfOwner[Int(owner)] = -1
        freeRows.append(id)
    }

    mutating func insert(_ owner: Symbol, into s: Symbol) {
        let row = rowID(of: owner)
        let node: Int32
        if freeNodes >= 0 {
            node = freeNodes
            freeNodes = nodes[Int(node)].next
            nodes[Int(node)] = Node(row: row, next: heads[Int(s)])
        } else {
            node = Int32(nodes.count)
            nodes.append(Node(row: row, next: heads[Int(s)]))
        }
        heads[Int(s)] = node
    }

    mutating func remove(_ owner: Symbol, from s: Symbol) {
        let row = rowOfOwner[Int(owner)]
        guard row >= 0 else { return }
        var previous: Int32 = -1
        var node = heads[Int(s)]
        while node >= 0 {
            let next = nodes[Int(node)].next
            if nodes[Int(node)].row == row {
                if previous < 0 { heads[Int(s)] = next } else { nodes[Int(previous)].next = next }
                nodes[Int(node)].next = freeNodes
                freeNodes = node
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
            list.append(ownerOfRow[Int(nodes[Int(node)].row)])
            node = nodes[Int(node)].next
        }
    }

    @inline(__always)
    func forEachOwner(of s: Symbol, _ body: (Symbol) -> Void) {
        var node = heads[Int(s)]
        while node >= 0 {
            body(ownerOfRow[Int(nodes[Int(node)].row)])
            node = nodes[Int(node)].next
        }
    }

    /// Empties `s`'s column, returning its nodes to the pool.
    mutating func removeAll(_ s: Symbol) {
        var node = heads[Int(s)]
        while node >= 0 {
            let next = nodes[Int(node)].next
            nodes[Int(node)].next = freeNodes
            freeNodes = node
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
}
