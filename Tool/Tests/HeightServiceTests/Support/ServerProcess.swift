import Foundation
import Synchronization
import ToolSupport

/// The built `autolayout serve`, started on a free loopback port for one test and stopped by
/// SIGTERM at its end (`stop()` returns its exit status).
final class ServerProcess {
    let port: Int
    private let process: Process
    private let errors: Pipe
    /// What the server wrote to standard error (its access log), gathered as it comes.
    private let log = Gathered()

    private final class Gathered: Sendable {
        let bytes = Mutex<[UInt8]>([])
    }

    static let root = BuiltTool.repositoryRoot

    static func tool() throws -> URL { try BuiltTool.url() }

    /// Starts `autolayout serve --port 0 ARGUMENTS` and waits for its "listening on" line.
    init(_ arguments: [String]) throws {
        let process = Process()
        process.executableURL = try Self.tool()
        process.arguments = ["serve", "--port", "0"] + arguments
        process.currentDirectoryURL = Self.root
        let output = Pipe()
        errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        self.process = process
        let log = self.log
        errors.fileHandleForReading.readabilityHandler = { handle in
            let data = handle.availableData
            log.bytes.withLock { $0 += data }
        }
        var line: [UInt8] = []
        let reader = output.fileHandleForReading
        while !line.contains(0x0A) {
            let data = reader.availableData
            if data.isEmpty { break }
            line += data
        }
        let text = String(decoding: line, as: UTF8.self)
        guard let range = text.range(of: "listening on http://127.0.0.1:"),
              let port = Int(text[range.upperBound...].prefix { $0.isNumber }) else {
            process.terminate()
            process.waitUntilExit()
            throw LoopbackHTTP.Failure(description: "the server did not start: \(text) \(String(decoding: log.bytes.withLock { $0 }, as: UTF8.self))")
        }
        self.port = port
    }

    var client: LoopbackHTTP { LoopbackHTTP(port: port) }

    var standardError: String { String(decoding: log.bytes.withLock { $0 }, as: UTF8.self) }

    /// Sends SIGTERM (without waiting).
    func terminate() {
        kill(process.processIdentifier, SIGTERM)
    }

    /// SIGTERM, then the exit status once it has exited.
    @discardableResult
    func stop() -> Int32 {
        if process.isRunning { terminate() }
        process.waitUntilExit()
        errors.fileHandleForReading.readabilityHandler = nil
        return process.terminationStatus
    }

    deinit {
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
    }
}
