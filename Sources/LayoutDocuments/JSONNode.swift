import AutoLayout
import Foundation
import Interchange

/// A JSON value with the path it was found at, for documents whose errors must name the place
/// (`views[3].font.size: expected a number`).
struct JSONNode {
    let value: JSONValue
    let path: String

    static func parse(_ data: Data, source: String) throws(DocumentError) -> JSONNode {
        do throws(JSONSyntaxError) {
            return JSONNode(value: try JSONParser.parse(data), path: "")
        } catch {
            throw DocumentError(path: source, message: "not valid JSON: \(error)")
        }
    }

    func child(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    /// The members of an object whose keys must all be in `keys`.
    /// (Rows' fonts come through here: the keys are sorted, to name the first unknown one, only
    /// when there is one.)
    func object(allowing keys: Set<String>) throws(DocumentError) -> [String: JSONNode] {
        let members = try self.members()
        if members.contains(where: { !keys.contains($0.key) }),
           let unknown = members.map(\.key).sorted().first(where: { !keys.contains($0) }) {
            let allowed = keys.sorted()
            throw DocumentError(path: child(unknown), message: "unknown key" + NameSuggestion.hint(for: unknown, among: allowed)
                                + " (the keys here are \(allowed.joined(separator: ", ")))")
        }
        var fields = [String: JSONNode](minimumCapacity: members.count)
        for member in members { fields[member.key] = member.node }
        return fields
    }

    /// The members of an object, in document order.
    func members() throws(DocumentError) -> [(key: String, node: JSONNode)] {
        guard case .object(let object) = value else { throw error("expected an object") }
        return object.members.map { ($0.key, JSONNode(value: $0.value, path: child($0.key))) }
    }

    func array() throws(DocumentError) -> [JSONNode] {
        try items().enumerated().map { JSONNode(value: $1, path: Self.itemPath(path, $0)) }
    }

    /// The values of an array, without a node per item.
    private func items() throws(DocumentError) -> [JSONValue] {
        guard case .array(let list) = value else { throw error("expected an array") }
        return list
    }

    private static func itemPath(_ path: String, _ index: Int) -> String { "\(path)[\(index)]" }

    func string() throws(DocumentError) -> String {
        guard case .string(let text) = value else { throw error("expected a string") }
        return text
    }

    func number() throws(DocumentError) -> Double {
        if let number = Self.finiteNumber(value) { return number }
        guard case .number = value else { throw error("expected a number") }
        throw error("expected a finite number")
    }

    /// What `number()` accepts: a finite number.
    private static func finiteNumber(_ value: JSONValue) -> Double? {
        guard case .number(let number) = value, number.isFinite else { return nil }
        return number
    }

    func bool() throws(DocumentError) -> Bool {
        guard case .bool(let flag) = value else { throw error("expected true or false") }
        return flag
    }

    /// `[a, b, ...]` of exactly `count` numbers.
    func numbers(count: Int) throws(DocumentError) -> [Double] {
        let list = try items()
        guard list.count == count else { throw error("expected an array of \(count) numbers") }
        var result: [Double] = []
        result.reserveCapacity(count)
        for (index, item) in list.enumerated() {
            // An item's node (and its path) is made only to say what is wrong with it: rows give
            // an image size or two each, a million rows a job.
            if let number = Self.finiteNumber(item) {
                result.append(number)
            } else {
                result.append(try JSONNode(value: item, path: Self.itemPath(path, index)).number())
            }
        }
        return result
    }

    var isNull: Bool { value == .null }

    func error(_ message: String) -> DocumentError { DocumentError(path: path, message: message) }
}
