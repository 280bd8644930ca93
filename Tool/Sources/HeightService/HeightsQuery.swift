import BatchLayout
import Hummingbird

/// The query of a heights request,
/// `?width=375&width=414&scale=3&frames=1&separator=1&format=csv&allow_conflicts=1`, read
/// strictly: an unknown parameter or a value that is not a number is a 400 naming it, so a typo
/// never silently changes the answer.
struct HeightsQuery: Sendable {
    var widths: [Double] = []
    var scale: Double?
    var frames = false
    var separator = false
    var format = ResultFormat.jsonl
    /// Size the rows even when the template's own required constraints conflict at these widths
    /// (`heights --allow-conflicts`): by default such a request is a 422 naming them.
    var allowConflicts = false

    static let parameters = ["width", "scale", "frames", "separator", "format", "allow_conflicts"]

    init(_ parameters: some Sequence<(key: Substring, value: Substring)>) throws(ServiceError) {
        for (key, value) in parameters {
            switch key {
            case "width": widths.append(try Self.number(value, "width", minimum: 0))
            case "scale": scale = try Self.number(value, "scale", minimum: 0)
            case "frames": frames = try Self.flag(value, "frames")
            case "separator": separator = try Self.flag(value, "separator")
            case "allow_conflicts": allowConflicts = try Self.flag(value, "allow_conflicts")
            case "format":
                guard let known = ResultFormat(rawValue: String(value)) else {
                    throw ServiceError(.badRequest, "query parameter format: expected jsonl or csv, got \"\(value)\"")
                }
                format = known
            default:
                throw ServiceError(.badRequest, "unknown query parameter \"\(key)\" (known: \(Self.parameters.joined(separator: ", ")))")
            }
        }
    }

    private static func number(_ text: Substring, _ name: String, minimum: Double) throws(ServiceError) -> Double {
        guard let value = Double(text), value.isFinite, value >= minimum else {
            throw ServiceError(.badRequest, "query parameter \(name): expected a finite number >= \(Int(minimum)), got \"\(text)\"")
        }
        return value
    }

    private static func flag(_ text: Substring, _ name: String) throws(ServiceError) -> Bool {
        switch text {
        case "", "1", "true": return true
        case "0", "false": return false
        default: throw ServiceError(.badRequest, "query parameter \(name): expected 1, 0, true or false, got \"\(text)\"")
        }
    }
}
