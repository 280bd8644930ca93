import AutoLayout
import BatchLayout
import Foundation
import Hummingbird
import ServiceLifecycle
import Interchange
import Logging
import NIOCore
import TemplateDiagnostics

/// `autolayout serve`: cell heights over HTTP, with templates kept warm between requests
/// (README, "Heights as a service"; the API in `openapi.yaml` beside this file).
///
/// A heights request answers exactly what `autolayout heights` answers for the same rows and
/// options (`HeightsAnswer`), and refuses what it refuses: a template whose own required
/// constraints conflict at the request's widths is a 422 naming them (`RequiredConflicts`,
/// checked once per warm engine) unless `allow_conflicts`. Compiled variants and text
/// measurements persist in the warm engines of `EngineCache`. Every limit answers with a status
/// (`HeightServiceLimits`), and SIGTERM or SIGINT drains the requests in flight before `run`
/// returns (for at most `HeightServiceLimits.shutdownGraceSeconds`).
public struct HeightServer: Sendable {
    public let configuration: HeightServiceConfiguration
    private let registry: TemplateRegistry
    private let engines: EngineCache
    private let metrics = ServiceMetrics()
    private let logger: Logger

    public init(configuration: HeightServiceConfiguration, logger: Logger) {
        self.configuration = configuration
        self.logger = logger
        registry = TemplateRegistry(measurer: configuration.measurer, device: configuration.device,
                                    maximumTemplates: configuration.limits.maximumTemplates)
        engines = EngineCache(capacity: configuration.limits.maximumEngines,
                              maximumVariants: configuration.limits.maximumVariantsPerEngine, measurer: configuration.measurer,
                              device: configuration.device)
    }

    /// Registers a template from a file before the service starts (`--template NAME=FILE`).
    /// Returns its id.
    @discardableResult
    public func registerTemplate(named name: String, file path: String, object: String? = nil) throws -> String {
        let bytes: [UInt8]
        do {
            bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        } catch {
            throw TemplateFileError(description: "\(path): cannot read it (\(error.localizedDescription))")
        }
        do {
            return try registry.register(bytes, source: path, object: object, name: name).0.id
        } catch {
            throw TemplateFileError(description: "--template \(name)=\(path): \(error.message)")
        }
    }

    /// Serves until SIGTERM or SIGINT, then lets the requests in flight finish and returns.
    /// `onListening` gets the address once the socket is bound (the port chosen, for port 0).
    public func run(onListening: @escaping @Sendable (_ host: String, _ port: Int) async -> Void = { _, _ in }) async throws {
        let router = Router(context: BasicRequestContext.self)
        router.add(middleware: AccessLog(metrics: metrics, logger: logger))
        addRoutes(to: router)
        let host = configuration.host
        let limits = configuration.limits
        let app = Application(
            router: router,
            server: .http1(configuration: .init(additionalChannelHandlers: [ContinueHandler(maximumBodyBytes: limits.maximumBodyBytes)],
                                                idleTimeout: .seconds(Int64(limits.idleTimeoutSeconds)))),
            configuration: ApplicationConfiguration(address: .hostname(host, port: configuration.port)),
            onServerRunning: { channel in await onListening(host, channel.localAddress?.port ?? 0) },
            logger: logger
        )
        var group = ServiceGroupConfiguration(services: [app], gracefulShutdownSignals: [.sigterm, .sigint], logger: logger)
        group.maximumGracefulShutdownDuration = .seconds(limits.shutdownGraceSeconds)
        try await ServiceGroup(configuration: group).run()
    }

    // MARK: - Routes

    private func addRoutes(to router: Router<BasicRequestContext>) {
        router.get("/healthz") { _, _ in
            Responses.json(.object(JSONObject([(key: "status", value: .string("ok")),
                                                  (key: "templates", value: .number(Double(registry.count)))])))
        }
        router.get("/metrics") { _, _ in
            Responses.bytes(metrics.exposition(templates: registry.count, engines: engines),
                              contentType: "text/plain; version=0.0.4; charset=utf-8")
        }
        router.get("/v1/templates") { _, _ in
            Responses.json(.object(JSONObject([(key: "templates", value: .array(registry.all.map(\.summary)))])))
        }
        router.post("/v1/templates") { request, _ in
            await answering { () async throws(ServiceError) in try await register(request) }
        }
        // One parameter name per path segment (the router's rule): for PUT it is the name.
        router.put("/v1/templates/:template") { request, context in
            await answering { () async throws(ServiceError) in try await register(request, as: context.parameters.get("template") ?? "") }
        }
        router.delete("/v1/templates/:template") { _, context in
            await answering { () async throws(ServiceError) in try delete(context.parameters.get("template") ?? "") }
        }
        router.post("/v1/templates/:template/heights") { request, context in
            await answering { () async throws(ServiceError) in
                try await heights(request, template: context.parameters.get("template") ?? "")
            }
        }
    }

    /// The handler's response, or its error's.
    private func answering(_ handler: () async throws(ServiceError) -> Response) async -> Response {
        do {
            return try await handler()
        } catch {
            return error.response()
        }
    }

    /// `POST /v1/templates[?name=&object=]`, or `PUT /v1/templates/{name}[?object=]` (`replacing`
    /// name: the name moves to the new template, which a `POST` refuses with 409).
    private func register(_ request: Request, as putName: String? = nil) async throws(ServiceError) -> Response {
        var name = putName
        var object: String?
        for (key, value) in request.uri.queryParameters {
            switch key {
            case "name" where putName == nil: name = String(value)
            case "object": object = String(value)
            default:
                throw ServiceError(.badRequest, "unknown query parameter \"\(key)\" (known: \(putName == nil ? "name, " : "")object)")
            }
        }
        let body = try await collectBody(of: request)
        let (template, isNew) = try registry.register(body, source: name ?? "the request's template", object: object, name: name,
                                                      replacing: putName != nil)
        return Responses.json(status: isNew ? .created : .ok, template.summary)
    }

    /// `DELETE /v1/templates/{id|name}`: the template, its names and its warm engines go.
    private func delete(_ idOrName: String) throws(ServiceError) -> Response {
        guard let id = registry.remove(idOrName) else {
            throw ServiceError(.notFound, "no template \"\(idOrName)\" (GET /v1/templates lists them)")
        }
        engines.drop(templateID: id)
        return Responses.json(.object(JSONObject([(key: "deleted", value: .string(id))])))
    }

    private func heights(_ request: Request, template idOrName: String) async throws(ServiceError) -> Response {
        let start = ContinuousClock.now
        guard let template = registry.template(idOrName) else {
            throw ServiceError(.notFound, "no template \"\(idOrName)\" (GET /v1/templates lists them)")
        }
        let query = try HeightsQuery(request.uri.queryParameters)
        let device = configuration.device
        let widths = SizingDefaults.widths(query.widths, device: device)
        guard !widths.isEmpty else { throw ServiceError(.badRequest, "give at least one width (?width=375)") }
        let key = EngineCache.Key(templateID: template.id, widths: widths,
                                  scale: SizingDefaults.scale(query.scale, device: device, documentScale: template.documentScale.map { CGFloat($0) }),
                                  separator: query.separator, frames: query.frames)
        let rows = try HeightsAnswer.rows(of: try await collectBody(of: request), contentType: request.headers[.contentType])
        let limit = configuration.limits.maximumRowsPerRequest
        guard rows.count <= limit else {
            throw ServiceError(.contentTooLarge, "the body has \(rows.count) rows, over the limit of \(limit) per request (--max-rows)")
        }
        let engine: BatchLayoutEngine
        do {
            let (found, outcome) = try engines.engine(for: key, template: template)
            metrics.recordEngineLookup(outcome)
            engine = found.engine
            // A template whose own required constraints conflict breaks one on every row: refuse
            // the request once, naming them, as `autolayout heights` refuses the job, rather than
            // answer every row with the conflict as a warning.
            if !query.allowConflicts,
               let refusal = found.conflicts.refusal(check: "autolayout check on the template's file",
                                                     allowing: "add allow_conflicts=true to the query") {
                throw ServiceError(.unprocessableContent, refusal)
            }
        } catch let error as ServiceError {
            throw error
        } catch {
            throw ServiceError(.badRequest, "\(error)")
        }
        let answer = HeightsAnswer(job: BatchJob(engine: engine, format: query.format), limits: configuration.limits)
        let outcome = try await answer.answer(rows, startedAt: start)
        engines.trim(key)
        metrics.recordRows(outcome.rows, errors: outcome.errors)
        metrics.recordMeasurements(engine.takeMeasurementCounts())
        var response = Responses.bytes(outcome.bytes, contentType: query.format == .csv ? "text/csv" : "application/x-ndjson")
        response.headers[AccessLog<BasicRequestContext>.rowsHeader] = String(outcome.rows)
        return response
    }

    /// The whole body, or 413 past the limit.
    private func collectBody(of request: Request) async throws(ServiceError) -> [UInt8] {
        let limit = configuration.limits.maximumBodyBytes
        // A declared length over the limit is answered before any of the body is read.
        if let declared = request.headers[.contentLength].flatMap({ Int($0) }), declared > limit {
            throw ServiceError(.contentTooLarge, "the body is \(declared) bytes, over the limit of \(limit) bytes (--max-body-bytes)")
        }
        do {
            let buffer = try await request.body.collect(upTo: limit)
            return Array(buffer.readableBytesView)
        } catch is NIOTooManyBytesError {
            throw ServiceError(.contentTooLarge, "the body is over the limit of \(limit) bytes (--max-body-bytes)")
        } catch {
            throw ServiceError(.badRequest, "the body could not be read: \(error)")
        }
    }
}

/// A template named at start-up that cannot be registered.
public struct TemplateFileError: Error, CustomStringConvertible {
    public let description: String
}
