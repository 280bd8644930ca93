import AutoLayout
import Foundation
import Interchange
import LayoutDocuments

/// The fast path of `RowReader.read(line:lineNumber:)`: a row read member by member straight
/// from its bytes (`JSONMemberReader`), each member handed to the same rules as the JSON tree's
/// (`add(_:forView:)`, `add(property:)`), without building the line's tree and then taking it
/// apart again.
///
/// Invariant: `scan` returns exactly the row the tree reader returns for the line, or nil. It
/// gives up (nil) at anything but a row that reads well: a syntax error, a duplicate key, a key
/// no view or constraint has, a value a rule refuses, a template with more than 64 views and
/// constraints. The tree reader then reads the line again and says what is wrong and where, so
/// every message comes from one place. (`RowScannerTests` checks the invariant on random rows,
/// good and bad.)
extension RowReader {
    /// Depth of the row object itself, as `JSONParser` counts it.
    private static let rowDepth = 1

    /// The row of `line` as `scan(_:lineNumber:into:)` reads it, nil where it gives up.
    func scan(_ line: UnsafeRawBufferPointer, lineNumber: Int?) -> BatchRow? {
        var batch = RowBatch()
        guard scan(line, lineNumber: lineNumber, into: &batch) else { return nil }
        return try? batch.row(at: 0).get()
    }

    /// Appends the row of `line` to `batch` and returns true, or appends nothing and returns
    /// false (see the type's invariant). A bare string for a view's text goes to the batch as
    /// its bytes in the line: the row's longest part never becomes a `String`.
    func scan(_ line: UnsafeRawBufferPointer, lineNumber: Int?, into batch: inout RowBatch) -> Bool {
        guard namesAreUnique, names.names.count < 63 else { return false }
        var reader = JSONMemberReader(line)
        var row = RowParts()
        var id = JSONValue.null
        // One bit per view or constraint met, and one for "id": a second one is a duplicate key.
        var seen: UInt64 = 0
        let idBit: UInt64 = 1 << 63
        do {
            guard try reader.enterObject(depth: Self.rowDepth) else { return finish(&reader, row, id: id, lineNumber, into: &batch) }
            var first = true
            while let key = try reader.nextKeyBytes(first: first) {
                first = false
                if Self.isID(key) {
                    guard seen & idBit == 0 else { return giveUp(&batch) }
                    seen |= idBit
                    id = try reader.value(depth: Self.rowDepth)
                    continue
                }
                guard let ordinal = names.ordinal(of: key), seen & (1 << ordinal) == 0 else { return giveUp(&batch) }
                seen |= 1 << ordinal
                if ordinal >= views.count {
                    let value = try reader.value(depth: Self.rowDepth)
                    if value != .null { try addConstraint(value, id: names.names[ordinal], to: &row, line: lineNumber) }
                } else if reader.valueIsObject {
                    guard try scanProperties(of: views[ordinal], index: ordinal, from: &reader, to: &row, pendingIn: &batch,
                                             line: lineNumber) else {
                        return giveUp(&batch)
                    }
                } else if reader.valueIsString, views[ordinal].takesText {
                    // `add(_:toView:)`'s rule for a string, on the bytes: a text over the limit
                    // is left to the tree reader, which says so.
                    let fits = try reader.withStringValue { text in
                        guard text.count <= Self.maximumTextBytes else { return false }
                        batch.appendPendingText(text, forView: ordinal)
                        return true
                    }
                    guard fits else { return giveUp(&batch) }
                } else {
                    let value = try reader.value(depth: Self.rowDepth)
                    if value != .null { try add(value, toView: ordinal, to: &row, line: lineNumber) }
                }
            }
        } catch {
            return giveUp(&batch)
        }
        return finish(&reader, row, id: id, lineNumber, into: &batch)
    }

    private func giveUp(_ batch: inout RowBatch) -> Bool {
        batch.discardPendingRow()
        return false
    }

    private static func isID(_ key: JSONMemberReader.Key) -> Bool {
        switch key {
        case .plain(let bytes): bytes.count == 2 && bytes[0] == UInt8(ascii: "i") && bytes[1] == UInt8(ascii: "d")
        case .decoded(let text): text == "id"
        }
    }

    private func finish(_ reader: inout JSONMemberReader, _ row: RowParts, id: JSONValue, _ lineNumber: Int?,
                        into batch: inout RowBatch) -> Bool {
        do { try reader.finish() } catch { return giveUp(&batch) }
        row.finish(id: id, lineNumber: lineNumber, views: views, into: &batch)
        return true
    }

    /// The keys a view may have, by a bit each, to find one given twice (64 at most: a key
    /// beyond them is left to the tree reader).
    private static let propertyNames = NameIndex(Array(LayoutDocument.viewKeys.sorted().prefix(64)))

    /// A view's object, key by key; false when a key comes twice (the tree reader says so).
    private func scanProperties(of view: TemplateView, index: Int, from reader: inout JSONMemberReader, to row: inout RowParts,
                                pendingIn batch: inout RowBatch, line: Int?) throws -> Bool {
        let depth = Self.rowDepth + 1
        var parts = ViewParts()
        var seen: UInt64 = 0
        if try reader.enterObject(depth: depth) {
            var first = true
            while let key = try reader.nextKeyBytes(first: first) {
                first = false
                // A key no view has is refused by the rules anyway; the tree reader names it.
                guard let bit = Self.propertyNames.ordinal(of: key), seen & (1 << bit) == 0 else { return false }
                seen |= 1 << bit
                let value = try reader.value(depth: depth)
                if value != .null { try add(property: Self.propertyNames.names[bit], value, of: view, to: &parts, line: line) }
            }
        }
        row.add(parts, of: view, index: index, pendingIn: &batch)
        return true
    }
}
