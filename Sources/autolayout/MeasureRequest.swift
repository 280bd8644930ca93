import Foundation
import TextMeasurement

/// One input line of `autolayout measure`, parsed, and the JSON answer to it.
struct MeasureRequest {
    var text: String
    var font: FontDescriptor
    var width: Double?
    var lines: Int
    var scale: Double

    private struct BadRequest: Error {
        var message: String
    }

    /// The output line for one input line (never throws: failures become error lines).
    static func answer(_ line: Substring, lineNumber: Int, measurer: TextMeasurer, detail: Bool) -> String {
        guard case .object(let object)? = try? JSONDecoder().decode(JSONValue.self, from: Data(line.utf8)) else {
            return "{\"id\":null,\"line\":\(lineNumber),\"error\":\(JSONText.string("line \(lineNumber) is not a JSON object"))}"
        }
        let id = JSONText.value(object["id"])
        do {
            let request = try MeasureRequest(object)
            let (metrics, truncated) = try measurer.measureReportingTruncation(
                request.text, font: request.font, maxWidth: request.width, numberOfLines: request.lines, scale: request.scale)
            var fields = [
                "\"id\":\(id)",
                "\"lines\":\(metrics.lines.count)",
                "\"lineWidths\":[\(metrics.lines.map { JSONText.number($0.width) }.joined(separator: ","))]",
                "\"width\":\(JSONText.number(metrics.width))",
                "\"height\":\(JSONText.number(metrics.height))",
                "\"firstBaseline\":\(JSONText.number(metrics.firstBaseline))",
                "\"lastBaseline\":\(JSONText.number(metrics.lastBaseline))",
            ]
            if detail {
                fields.append("\"ranges\":[\(metrics.lines.map { "[\($0.range.lowerBound),\($0.range.upperBound)]" }.joined(separator: ","))]")
                fields.append("\"truncated\":\(truncated)")
            }
            return "{" + fields.joined(separator: ",") + "}"
        } catch let error as BadRequest {
            return "{\"id\":\(id),\"error\":\(JSONText.string(error.message))}"
        } catch {
            return "{\"id\":\(id),\"error\":\(JSONText.string(String(describing: error)))}"
        }
    }

    private init(_ object: [String: JSONValue]) throws {
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
    }
}

/// Minimal JSON text for the output lines (numbers in Swift's shortest round-trip form).
enum JSONText {
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }

    static func string(_ value: String) -> String {
        var result = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// An echoed id: strings and numbers as given, anything else as null.
    static func value(_ value: JSONValue?) -> String {
        switch value {
        case .string(let text)?: string(text)
        case .number(let number)?: self.number(number)
        default: "null"
        }
    }
}

/// A parsed JSON value (JSONDecoder tells booleans from numbers, which JSONSerialization on
/// Linux does not).
enum JSONValue: Decodable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }
}
