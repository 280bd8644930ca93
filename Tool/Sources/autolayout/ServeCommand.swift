import ArgumentParser
import Foundation
import HeightService
import Logging

/// `autolayout serve`: the height service (README, "Heights as a service").
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve cell heights over HTTP, with templates kept warm between requests.",
        discussion: """
            POST /v1/templates registers a template (a layout document or an Interface Builder \
            document, ?object=ID for its cell); POST /v1/templates/{id or name}/heights?width=375 \
            takes rows (JSON Lines or a JSON array) and answers exactly what `autolayout heights` \
            answers for them. GET /v1/templates, /healthz and /metrics (Prometheus). Prints \
            "autolayout serve: listening on http://HOST:PORT" once listening; SIGTERM lets the \
            requests in flight finish and exits 0. The API: Tool/Sources/HeightService/openapi.yaml.
            """
    )

    @Option(help: "The address to listen on.")
    var host = "127.0.0.1"

    @Option(help: "The port to listen on (0: any free port, printed once listening).")
    var port = 8080

    @Option(name: .customLong("template"),
            help: ArgumentHelp("Register a template at start-up under NAME; #OBJECT picks the cell of an Interface Builder document. Repeatable.",
                               valueName: "NAME=FILE[#OBJECT]"))
    var templates: [String] = []

    @Option(name: .customLong("max-body-bytes"), help: "Refuse larger request bodies with 413.")
    var maximumBodyBytes = HeightServiceLimits().maximumBodyBytes

    @Option(name: .customLong("max-rows"), help: "Refuse heights requests with more rows with 413.")
    var maximumRows = HeightServiceLimits().maximumRowsPerRequest

    @Option(name: .customLong("deadline-ms"), help: "Answer 503, naming the rows not done, when a heights request takes longer.")
    var deadlineMilliseconds = HeightServiceLimits().deadlineMilliseconds

    @Option(name: .customLong("max-templates"), help: "Refuse registering more templates with 507.")
    var maximumTemplates = HeightServiceLimits().maximumTemplates

    @Option(name: .customLong("max-engines"), help: "Warm engines kept (one per template, widths, scale, separator and frames); the least recently used goes first.")
    var maximumEngines = HeightServiceLimits().maximumEngines

    @Option(name: .customLong("idle-timeout"), help: "Close a connection that sends no whole request head or body part for this many seconds (idle keep-alive connections, clients that trickle a request).")
    var idleTimeoutSeconds = HeightServiceLimits().idleTimeoutSeconds

    @Option(name: .customLong("shutdown-grace"), help: "After SIGTERM, let requests in flight finish for at most this many seconds, then close what is left and exit.")
    var shutdownGraceSeconds = HeightServiceLimits().shutdownGraceSeconds

    @Option(name: .customLong("log-level"), help: "trace, debug, info (one access-log line per request), notice, warning, error or critical.")
    var logLevel = "info"

    @OptionGroup var fontOptions: FontOptions
    @OptionGroup var deviceOptions: DeviceOptions

    func validate() throws {
        guard (0...65_535).contains(port) else { throw ValidationError("--port must be from 0 to 65535") }
        for (name, value) in [("--max-body-bytes", maximumBodyBytes), ("--max-rows", maximumRows), ("--deadline-ms", deadlineMilliseconds),
                              ("--max-templates", maximumTemplates), ("--max-engines", maximumEngines),
                              ("--idle-timeout", idleTimeoutSeconds), ("--shutdown-grace", shutdownGraceSeconds)] where value < 1 {
            throw ValidationError("\(name) must be at least 1")
        }
        guard Logger.Level(rawValue: logLevel) != nil else { throw ValidationError("--log-level: unknown level \"\(logLevel)\"") }
        for entry in templates { _ = try Self.parseTemplate(entry) }
    }

    func run() async throws {
        var limits = HeightServiceLimits()
        limits.maximumBodyBytes = maximumBodyBytes
        limits.maximumRowsPerRequest = maximumRows
        limits.deadlineMilliseconds = deadlineMilliseconds
        limits.maximumTemplates = maximumTemplates
        limits.maximumEngines = maximumEngines
        limits.idleTimeoutSeconds = idleTimeoutSeconds
        limits.shutdownGraceSeconds = shutdownGraceSeconds
        var logger = Logger(label: "autolayout.serve") { ServiceLogHandler(label: $0) }
        logger.logLevel = Logger.Level(rawValue: logLevel) ?? .info
        let server = HeightServer(
            configuration: HeightServiceConfiguration(host: host, port: port, measurer: try fontOptions.measurer(),
                                                      device: try deviceOptions.device(), limits: limits),
            logger: logger)
        for entry in templates {
            let (name, file, object) = try Self.parseTemplate(entry)
            do {
                let id = try server.registerTemplate(named: name, file: file, object: object)
                logger.info("template \(name) = \(id)")
            } catch {
                FileHandle.standardError.write(Data("autolayout serve: \(error)\n".utf8))
                throw ExitCode(1)
            }
        }
        try await server.run { host, port in
            FileHandle.standardOutput.write(Data("autolayout serve: listening on http://\(host):\(port)\n".utf8))
        }
    }

    /// `NAME=FILE[#OBJECT]`, split.
    static func parseTemplate(_ entry: String) throws -> (name: String, file: String, object: String?) {
        guard let equals = entry.firstIndex(of: "="), equals != entry.startIndex else {
            throw ValidationError("--template \(entry): expected NAME=FILE[#OBJECT]")
        }
        let name = String(entry[..<equals])
        var file = String(entry[entry.index(after: equals)...])
        var object: String?
        if let hash = file.lastIndex(of: "#") {
            object = String(file[file.index(after: hash)...])
            file = String(file[..<hash])
        }
        guard !file.isEmpty, object?.isEmpty != true else { throw ValidationError("--template \(entry): expected NAME=FILE[#OBJECT]") }
        return (name, file, object)
    }
}
