import HTTPTypes
import Hummingbird
import Interchange

/// A request the service cannot answer as asked: its HTTP status and a JSON body
/// `{"error": "...", ...}` that says why, naming the place (a line, a parameter, a limit).
struct ServiceError: Error, Sendable {
    let status: HTTPResponse.Status
    let message: String
    /// More members of the body after "error" (the line, the rows not done, ...).
    var details: [(key: String, value: JSONValue)] = []

    init(_ status: HTTPResponse.Status, _ message: String, details: [(key: String, value: JSONValue)] = []) {
        self.status = status
        self.message = message
        self.details = details
    }

    var body: JSONValue {
        .object(JSONObject([(key: "error", value: .string(message))] + details))
    }

    func response() -> Response {
        Responses.json(status: status, body)
    }
}

/// The service's responses: a body made whole, with its type and length.
enum Responses {
    /// One JSON value and a newline.
    static func json(status: HTTPResponse.Status = .ok, _ value: JSONValue) -> Response {
        var text: [UInt8] = []
        value.append(to: &text)
        text.append(UInt8(ascii: "\n"))
        return bytes(status: status, text, contentType: "application/json")
    }

    static func bytes(status: HTTPResponse.Status = .ok, _ bytes: [UInt8], contentType: String) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = contentType
        headers[.contentLength] = String(bytes.count)
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)))
    }
}

extension HTTPResponse.Status {
    /// 507: the service holds as many templates as it may (RFC 4918 §11.5).
    static let insufficientStorage = HTTPResponse.Status(code: 507, reasonPhrase: "Insufficient Storage")
}
