import Foundation

/// A JSON value with the path it was found at, for documents whose errors must name the place
/// (`views[3].font.size: expected a number`).
struct JSONNode {
    let value: Any
    let path: String

    static func parse(_ data: Data, source: String) throws(DocumentError) -> JSONNode {
        do {
            return JSONNode(value: try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]), path: "")
        } catch {
            throw DocumentError(path: source, message: "not valid JSON: \(error.localizedDescription)")
        }
    }

    func child(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    func object(allowing keys: Set<String>) throws(DocumentError) -> [String: JSONNode] {
        guard let dictionary = value as? [String: Any] else { throw error("expected an object") }
        if let unknown = dictionary.keys.sorted().first(where: { !keys.contains($0) }) {
            throw DocumentError(path: child(unknown), message: "unknown key")
        }
        return dictionary.reduce(into: [:]) { $0[$1.key] = JSONNode(value: $1.value, path: child($1.key)) }
    }

    func array() throws(DocumentError) -> [JSONNode] {
        guard let list = value as? [Any] else { throw error("expected an array") }
        return list.enumerated().map { JSONNode(value: $1, path: "\(path)[\($0)]") }
    }

    func string() throws(DocumentError) -> String {
        guard let text = value as? String else { throw error("expected a string") }
        return text
    }

    func number() throws(DocumentError) -> Double {
        guard !isBoolean, let double = (value as? NSNumber)?.doubleValue ?? (value as? Double) ?? (value as? Int).map(Double.init) else {
            throw error("expected a number")
        }
        guard double.isFinite else { throw error("expected a finite number") }
        return double
    }

    func bool() throws(DocumentError) -> Bool {
        guard isBoolean, let flag = value as? Bool else { throw error("expected true or false") }
        return flag
    }

    /// JSON's true and false, told apart from the numbers 1 and 0 (Foundation may hand both
    /// out as NSNumber).
    private var isBoolean: Bool {
        if let number = value as? NSNumber { return String(cString: number.objCType) == "c" || type(of: value) == Bool.self }
        return value is Bool
    }

    /// `[a, b, ...]` of exactly `count` numbers.
    func numbers(count: Int) throws(DocumentError) -> [Double] {
        let items = try array()
        guard items.count == count else { throw error("expected an array of \(count) numbers") }
        var result: [Double] = []
        for item in items { result.append(try item.number()) }
        return result
    }

    var isNull: Bool { value is NSNull }

    func error(_ message: String) -> DocumentError { DocumentError(path: path, message: message) }
}
