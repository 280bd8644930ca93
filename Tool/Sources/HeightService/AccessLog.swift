import Foundation
import HTTPTypes
import Hummingbird
import Logging

/// Logs one line per request (method, path, status, rows, milliseconds) through swift-log, and
/// records the request in the metrics under its route, not its raw path (one series per route,
/// however many template ids clients use).
struct AccessLog<Context: RequestContext>: RouterMiddleware {
    let metrics: ServiceMetrics
    let logger: Logger

    /// Heights responses carry their row count in this header, for the log and for clients.
    static var rowsHeader: HTTPField.Name { HTTPField.Name("X-Autolayout-Rows")! }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let start = ContinuousClock.now
        do {
            let response = try await next(request, context)
            record(request, status: response.status.code, rows: response.headers[Self.rowsHeader], since: start)
            return response
        } catch {
            record(request, status: (error as? any HTTPResponseError)?.status.code ?? 500, rows: nil, since: start)
            throw error
        }
    }

    private func record(_ request: Request, status: Int, rows: String?, since start: ContinuousClock.Instant) {
        let duration = ContinuousClock.now - start
        metrics.recordRequest(route: Self.route(of: request), status: status, duration: duration)
        let milliseconds = Double(duration.components.seconds) * 1e3 + Double(duration.components.attoseconds) / 1e15
        logger.info("\(request.method) \(request.uri.path) \(status)\(rows.map { " rows=\($0)" } ?? "") \(String(format: "%.2f", milliseconds)) ms")
    }

    /// The route a path took, as the metrics name it.
    static func route(of request: Request) -> String {
        let path = request.uri.path
        switch path {
        case "/healthz", "/metrics", "/v1/templates": return path
        default:
            if path.hasPrefix("/v1/templates/") && path.hasSuffix("/heights") { return "/v1/templates/{id}/heights" }
            return "other"
        }
    }
}
