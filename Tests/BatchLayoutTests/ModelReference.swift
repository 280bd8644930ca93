@_spi(BatchLayout) import AutoLayout
import BatchLayout
import Foundation
import TextMeasurement

/// The model's own answer for a row, worked out independently of the batch engine: the row's
/// JSON read by Foundation, its values turned into document keys by the Rows rules, the
/// document built, and `systemLayoutSizeFitting` on its root as a self-sizing cell.
struct ModelReference {
    let document: LayoutDocument
    let measurer: any TextMeasuring

    /// Row `line` as document overrides.
    func overrides(_ line: String) throws -> [(viewID: String, properties: [String: Any])] {
        guard let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else { throw ReferenceError.notAnObject(line) }
        return object.keys.sorted().filter { $0 != "id" }.map { id -> (viewID: String, properties: [String: Any]) in
            switch object[id] {
            case let text as String: return (id, ["text": text])
            case let size as [Any]: return (id, [document.kind(ofView: id) == "image" ? "image" : "intrinsicSize": size])
            case let properties as [String: Any]: return (id, properties)
            default: return (id, [:])
            }
        }
    }

    /// The fitted height (snapped at `scale`; 0 leaves it as solved), without the separator.
    func height(_ line: String, width: Double, scale: Double) throws -> Double {
        let layout = try document.applying(overrides: try overrides(line), path: "row").makeLayout()
        layout.root.textMeasurer = measurer
        layout.root.contentScaleFactor = CGFloat(scale)
        let size = layout.root.systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                                       verticalFittingPriority: .fittingSizeLevel)
        return Double(size.height)
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
        return (Double(fitted.size.height), frames)
    }
}
