import AutoLayout
import BatchLayout
import Foundation
import Interchange
import LayoutDocuments
import TextMeasurement

/// The model's own answer for a row, worked out independently of the batch engine: the row's
/// JSON read by Foundation, its values turned into document keys by the Rows rules, the
/// document built, and `systemLayoutSizeFitting` on its root as a self-sizing cell.
struct ModelReference {
    let document: LayoutDocument
    let measurer: any TextMeasuring

    /// Row `line` as document overrides.
    func overrides(_ line: String) throws -> [(viewID: String, properties: JSONObject)] {
        guard let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else { throw ReferenceError.notAnObject(line) }
        return try object.keys.sorted().filter { $0 != "id" }.map { id throws -> (viewID: String, properties: JSONObject) in
            switch object[id] {
            case let text as String: return (id, JSONObject([("text", .string(text))]))
            case let size as [Any]:
                return (id, JSONObject([(document.kind(ofView: id) == .image ? "image" : "intrinsicSize", try Self.value(size))]))
            case let properties as [String: Any]: return (id, JSONObject(try properties.keys.sorted().map { ($0, try Self.value(properties[$0] as Any)) }))
            default: return (id, JSONObject())
            }
        }
    }

    /// A value Foundation read, as the package's JSON value (documents take no other).
    static func value(_ value: Any) throws -> JSONValue {
        // Foundation hands out every JSON number and boolean as an NSNumber; booleans are the
        // ones of type "c" (any Swift cast to Bool or Int would accept both).
        switch value {
        case is NSNull: return .null
        case let text as String: return .string(text)
        case let number as NSNumber: return String(cString: number.objCType) == "c" ? .bool(number.boolValue) : .number(number.doubleValue)
        case let items as [Any]: return .array(try items.map { try Self.value($0) })
        case let members as [String: Any]: return .object(JSONObject(try members.keys.sorted().map { ($0, try Self.value(members[$0] as Any)) }))
        default: throw ReferenceError.notAnObject("\(value)")
        }
    }

    /// The fitted height (snapped at `scale`; 0 leaves it as solved), without the separator; 44
    /// for a content view that collapses to zero.
    func height(_ line: String, width: Double, scale: Double) throws -> Double {
        let layout = try document.applying(overrides: try overrides(line), path: "row").makeLayout()
        layout.root.textMeasurer = measurer
        layout.root.contentScaleFactor = CGFloat(scale)
        let size = layout.root.systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                                       verticalFittingPriority: .fittingSizeLevel)
        return Self.rowHeight(Double(size.height))
    }
}

/// Where the repository's datasets are, from this file.
enum DatasetFiles {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Datasets")

    static func url(_ path: String) -> URL { root.appendingPathComponent(path) }

    static func lines(_ path: String) throws -> [String] {
        try String(contentsOf: url(path), encoding: .utf8).split(separator: "\n").map(String.init)
    }
}

enum ReferenceError: Error {
    case notAnObject(String)
}

extension ModelReference {
    /// The model's fitted height and every view's frame in that same fitting solve (snapped at
    /// `scale`), in document order: what a batch result with `--frames` holds.
    func fitting(_ line: String, width: Double, scale: Double) throws -> (height: Double, frames: [(id: String, frame: CGRect)]) {
        let layout = try document.applying(overrides: try overrides(line), path: "row").makeLayout()
        layout.root.textMeasurer = measurer
        layout.root.contentScaleFactor = CGFloat(scale)
        let fitted = layout.root.systemLayoutFramesFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                                           verticalFittingPriority: .fittingSizeLevel)
        let frames = layout.viewIDs.compactMap { id -> (id: String, frame: CGRect)? in
            guard let view = layout.items[id] as? View, let frame = fitted.frames.first(where: { $0.view === view })?.frame else { return nil }
            return (id, frame)
        }
        return (Self.rowHeight(Double(fitted.size.height)), frames)
    }

    /// UITableView's row for a fitted content height: a content view that collapses to zero gets
    /// the standard height, 44 (UIKit's "ambiguously suggest a height of zero" fallback).
    static func rowHeight(_ fitted: Double) -> Double { abs(fitted) < 1e-6 ? 44 : fitted }
}
