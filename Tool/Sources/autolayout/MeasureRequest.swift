import Foundation
import InterfaceBuilder
import Interchange
import TextMeasurement

/// One input line of `autolayout measure`, parsed, and the JSON answer to it.
struct MeasureRequest {
    var text: String
    var font: FontDescriptor
    var width: Double?
    var lines: Int
    var scale: Double
    /// `"toolsVersion"`: the text styles are sized as the canvas of the Xcode that wrote a
    /// document of that tools version draws them (`InterfaceBuilderCanvasTextSize`), unless the
    /// command was given a category (`--content-size-category`); the system font is that Xcode's
    /// (`InterfaceBuilderSystemFontRelease`).
    var canvasCategory: ContentSizeCategory?

    private struct BadRequest: Error {
        var message: String
    }

    /// The output line for one input line (never throws: failures become error lines).
    static func answer(_ line: Substring, lineNumber: Int, measurer: TextMeasurer, detail: Bool) -> String {
        guard case .object(let object)? = try? JSONParser.parse(String(line)) else {
            return JSONValue.object(JSONObject([("id", .null), ("line", .number(Double(lineNumber))),
                                                ("error", .string("line \(lineNumber) is not a JSON object"))])).serialized()
        }
        let id = echoed(object["id"])
        do {
            let request = try MeasureRequest(object)
            let measurer = request.canvasCategory.flatMap { category in
                measurer.contentSizeCategory == .default ? measurer.with(contentSizeCategory: category) : nil
            } ?? measurer
            let (metrics, truncated) = try measurer.measureReportingTruncation(
                request.text, font: request.font, maxWidth: request.width, numberOfLines: request.lines, scale: request.scale)
            var fields: [(key: String, value: JSONValue)] = [
                ("id", id),
                ("lines", .number(Double(metrics.lines.count))),
                ("lineWidths", .array(metrics.lines.map { .number($0.width) })),
                ("width", .number(metrics.width)),
                ("height", .number(metrics.height)),
                ("firstBaseline", .number(metrics.firstBaseline)),
                ("lastBaseline", .number(metrics.lastBaseline)),
            ]
            if detail {
                fields.append(("ranges", .array(metrics.lines.map {
                    .array([.number(Double($0.range.lowerBound)), .number(Double($0.range.upperBound))])
                })))
                fields.append(("truncated", .bool(truncated)))
            }
            return JSONValue.object(JSONObject(fields)).serialized()
        } catch let error as BadRequest {
            return JSONValue.object(JSONObject([("id", id), ("error", .string(error.message))])).serialized()
        } catch {
            return JSONValue.object(JSONObject([("id", id), ("error", .string(String(describing: error)))])).serialized()
        }
    }

    /// An echoed id: strings and numbers as given, anything else as null.
    private static func echoed(_ value: JSONValue?) -> JSONValue {
        switch value {
        case .string?, .number?: value ?? .null
        default: .null
        }
    }

    private init(_ object: JSONObject) throws {
        guard case .string(let text)? = object["text"] else { throw BadRequest(message: "\"text\" must be a string") }
        self.text = text
        var font = FontDescriptor(size: 17)
        if let fontObject = object["font"], fontObject != .null {
            guard case .object(let fields) = fontObject else { throw BadRequest(message: "\"font\" must be an object") }
            if let family = fields["family"] {
                guard case .string(let family) = family else { throw BadRequest(message: "font \"family\" must be a string") }
                font.family = family
            }
            if let size = fields["size"] {
                guard case .number(let size) = size else { throw BadRequest(message: "font \"size\" must be a number") }
                font.size = size
            }
            if let style = fields["textStyle"] {
                guard case .string(let name) = style, let parsed = FontDescriptor.TextStyle(rawValue: name) else {
                    throw BadRequest(message: "font \"textStyle\" must be one of \(FontDescriptor.TextStyle.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                guard fields["size"] == nil, fields["family"] == nil else {
                    throw BadRequest(message: "a font \"textStyle\" sets the family and size: give it without \"family\" and \"size\"")
                }
                font = FontDescriptor(textStyle: parsed)
            }
            if let weight = fields["weight"] {
                guard case .string(let name) = weight, let parsed = FontWeight(rawValue: name) else {
                    throw BadRequest(message: "font \"weight\" must be one of \(FontWeight.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                font.weight = parsed
            }
        }
        self.font = font
        if let width = object["width"], width != .null {
            guard case .number(let value) = width else { throw BadRequest(message: "\"width\" must be a number or null") }
            self.width = value
        } else {
            width = nil
        }
        if let lines = object["lines"] {
            guard case .number(let value) = lines, let count = Int(exactly: value) else {
                throw BadRequest(message: "\"lines\" must be a whole number")
            }
            self.lines = count
        } else {
            lines = 1
        }
        if let scale = object["scale"] {
            guard case .number(let value) = scale else { throw BadRequest(message: "\"scale\" must be a number") }
            self.scale = value
        } else {
            scale = 0
        }
        let tools: Double?
        switch object["toolsVersion"] {
        case nil, .null?:
            tools = nil
        case .string(let version)?:
            guard let stated = Double(version.split(separator: ".").first ?? "") else {
                throw BadRequest(message: "\"toolsVersion\" must be a document's tools version, as \"20037\"")
            }
            tools = stated
        case .number(let stated)?:
            tools = stated
        default:
            throw BadRequest(message: "\"toolsVersion\" must be a document's tools version, as \"20037\"")
        }
        canvasCategory = tools.map(InterfaceBuilderCanvasTextSize.contentSizeCategory(ofTools:))
        if let tools {
            self.font = InterfaceBuilderSystemFontRelease.font(font, drawnWith: InterfaceBuilderSystemFontRelease.release(ofTools: tools))
        }
    }
}
