import AutoLayout
import Foundation
import Interchange
import InterfaceBuilder

/// `compare --json`: what the text output says, as JSON lines a script can read (Scripts/ib/
/// evaluate.py): per file every compared view and the file's totals, then the overall totals.
enum CompareJSON {
    /// `{"file", "flagged", "warnings", "totals", "views": [{"id", "name", "element", "root", "rootKind",
    /// "line", "textDependent", "class", "stored", "ours", "difference", "matches", "note"?}]}`;
    /// frames are `[x, y, w, h]` relative to the parent, `difference` the largest edge difference.
    static func file(_ comparison: InterfaceBuilderComparison, tally: CompareTally, tolerance: CGFloat) -> JSONValue {
        let views = comparison.entries.map { entry -> JSONValue in
            var members: [(key: String, value: JSONValue)] = [
                ("id", .string(entry.id)), ("name", .string(entry.name)), ("element", .string(entry.tag)), ("root", .string(entry.rootID)),
                ("rootKind", .string(entry.rootKind.rawValue)), ("line", .number(Double(entry.line))),
                ("textDependent", .bool(entry.isTextDependent)), ("class", .string(entry.frameClass.rawValue)),
                ("stored", rect(entry.stored)), ("ours", rect(entry.solved)), ("difference", number(entry.error)),
                ("matches", .bool(entry.frameClass != .stale && entry.matches(tolerance: tolerance))),
            ]
            if let note = entry.note { members.append(("note", .string(note))) }
            return .object(JSONObject(members))
        }
        return .object(JSONObject([
            ("file", .string(comparison.file)), ("flagged", .number(Double(comparison.flagged))),
            ("warnings", .array(comparison.warnings.map { .string($0) })), ("totals", tally.json), ("views", .array(views)),
        ]))
    }

    /// `{"overall": {"files", "loaded", "warnings", "totals", "kinds": {kind: totals}}}`.
    static func overall(files: Int, loaded: Int, total: CompareTally, byKind: [InterfaceBuilderRoot.Kind: CompareTally],
                        warnings: Int) -> JSONValue {
        let kinds = InterfaceBuilderRoot.Kind.allCases.compactMap { kind -> (key: String, value: JSONValue)? in
            guard let tally = byKind[kind], tally.views > 0 else { return nil }
            return (kind.rawValue, tally.json)
        }
        return .object(JSONObject([("overall", .object(JSONObject([
            ("files", .number(Double(files))), ("loaded", .number(Double(loaded))), ("warnings", .number(Double(warnings))),
            ("totals", total.json), ("kinds", .object(JSONObject(kinds))),
        ])))]))
    }

    private static func number(_ value: CGFloat) -> JSONValue { .number((Double(value) * 1000).rounded() / 1000) }

    private static func rect(_ rect: CGRect) -> JSONValue {
        .array([number(rect.minX), number(rect.minY), number(rect.width), number(rect.height)])
    }
}
