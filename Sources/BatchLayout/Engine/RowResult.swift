import Foundation
import Interchange
import TextMeasurement

/// The result of one row at one width: the height UITableView would give the row (and, on
/// request, every view's frame), or why the row has none.
public struct RowResult: Sendable {
    /// The row's `"id"`, echoed (`null` when it had none or could not be read).
    public var id: JSONValue
    /// The line number, for a line that was not a JSON object (so it has no id).
    public var line: Int?
    public var width: Double
    /// The text size of this result, when the job asked for several (`BatchOptions.contentSizeCategories`).
    public var category: ContentSizeCategory?
    public var height: Double?
    /// Every view's frame relative to its parent, in document order, snapped to the pixel grid.
    public var frames: [ViewFrame]?
    public var error: String?
    /// What layout reported about the row at this width (nil when nothing: most rows).
    public var warnings: [RowWarning]?

    public init(id: JSONValue, line: Int? = nil, width: Double, height: Double? = nil, frames: [ViewFrame]? = nil,
                error: String? = nil, warnings: [RowWarning]? = nil) {
        self.id = id
        self.line = line
        self.width = width
        self.height = height
        self.frames = frames
        self.error = error
        self.warnings = warnings
    }
}

/// A view's frame in a result.
public struct ViewFrame: Sendable, Hashable {
    public var id: String
    public var frame: CGRect

    public init(id: String, frame: CGRect) {
        self.id = id
        self.frame = frame
    }
}
