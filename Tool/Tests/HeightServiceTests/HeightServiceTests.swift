import CassowaryWorkloads
import Foundation
import Testing

/// The real `autolayout serve` on a loopback port, spoken to over HTTP: its answers against the
/// command line's on the same rows, concurrent clients, its limits, registration, metrics and
/// the drain on SIGTERM.
@Suite(.serialized) struct HeightServiceTests {
    /// Every bundled rows file: the service's body equals `autolayout heights`' output byte for
    /// byte, at two widths, for the rows as JSON Lines and (for files whose every line is an
    /// object) as one JSON array; and again with frames.
    @Test func answersExactlyWhatTheCommandLineAnswers() throws {
        let server = try ServerProcess(["--log-level", "warning"])
        defer { #expect(server.stop() == 0) }
        for (template, rowsFile) in bundledRowsFiles {
            let registered = try register(template, on: server)
            let rows = try [UInt8](Data(contentsOf: ServerProcess.root.appendingPathComponent(rowsFile)))
            let cli = try runTool(["heights", "--allow-row-errors", template, rowsFile, "--width", "375", "--width", "414", "--scale", "3"])
            #expect(cli.status == 0, "\(cli.errors)")
            let reply = try server.client.post("/v1/templates/\(registered)/heights?width=375&width=414&scale=3", rows)
            #expect(reply.status == 200, "\(rowsFile): \(reply.text.prefix(300))")
            #expect(firstDifference(reply.body, cli.output) == nil, "\(rowsFile): the service's answer differs from the command line's")
            let lines = String(decoding: rows, as: UTF8.self).split(separator: "\n").filter { !$0.allSatisfy(\.isWhitespace) }
            if lines.allSatisfy({ (try? JSONSerialization.jsonObject(with: Data($0.utf8))) is [String: Any] }) {
                let array = "[\n" + lines.joined(separator: ",\n") + "\n]\n"
                let arrayReply = try server.client.post("/v1/templates/\(registered)/heights?width=375&width=414&scale=3",
                                                        Array(array.utf8), contentType: "application/json")
                #expect(arrayReply.status == 200)
                #expect(firstDifference(arrayReply.body, cli.output) == nil, "\(rowsFile) as a JSON array")
            }
        }
        let framed = try runTool(["heights", "--allow-row-errors", "Datasets/templates/chat-bubble.json", "Datasets/templates/chat-bubble-rows.jsonl",
                                  "--width", "320", "--scale", "2", "--frames", "--separator", "--format", "csv"])
        let id = try register("Datasets/templates/chat-bubble.json", on: server)
        let rows = try [UInt8](Data(contentsOf: ServerProcess.root.appendingPathComponent("Datasets/templates/chat-bubble-rows.jsonl")))
        let reply = try server.client.post("/v1/templates/\(id)/heights?width=320&scale=2&frames=1&separator=1&format=csv", rows)
        #expect(reply.status == 200)
        #expect(reply.headers["content-type"] == "text/csv")
        #expect(firstDifference(reply.body, framed.output) == nil, "frames, separator and CSV")
    }

    /// Eight clients at once, each with its own random run of rows and widths: each gets the
    /// command line's answer for its own rows, whatever the others send.
    @Test func concurrentClientsGetTheirOwnAnswers() async throws {
        let server = try ServerProcess(["--log-level", "warning", "--template", "chat=Datasets/templates/chat-bubble.json"])
        defer { #expect(server.stop() == 0) }
        let rowsFile = "Datasets/templates/chat-bubble-rows.jsonl"
        let lines = try String(contentsOf: ServerProcess.root.appendingPathComponent(rowsFile), encoding: .utf8)
            .split(separator: "\n").map(String.init)
        let widthSets: [[Int]] = [[375], [320, 414]]
        var expected: [[Int]: [String]] = [:]
        for widths in widthSets {
            let cli = try runTool(["heights", "--allow-row-errors", "Datasets/templates/chat-bubble.json", rowsFile, "--scale", "3"] + widths.flatMap { ["--width", "\($0)"] })
            expected[widths] = String(decoding: cli.output, as: UTF8.self).split(separator: "\n").map(String.init)
        }
        let seed = UInt64.random(in: 0...UInt64.max)
        var random = SeededGenerator(seed: seed)
        let requests: [(range: Range<Int>, widths: [Int])] = (0..<24).map { _ in
            let start = Int.random(in: 0..<lines.count, using: &random)
            let count = Int.random(in: 1...min(60, lines.count - start), using: &random)
            return (start..<start + count, widthSets.randomElement(using: &random) ?? [375])
        }
        let port = server.port
        try await withThrowingTaskGroup(of: (Int, LoopbackHTTP.Reply).self) { group in
            for (index, request) in requests.enumerated() {
                group.addTask {
                    let body = request.range.map { lines[$0] }.joined(separator: "\n") + "\n"
                    let query = request.widths.map { "width=\($0)" }.joined(separator: "&")
                    return (index, try LoopbackHTTP(port: port).post("/v1/templates/chat/heights?\(query)&scale=3", body))
                }
            }
            for try await (index, reply) in group {
                let request = requests[index]
                let perRow = request.widths.count
                let want = expected[request.widths]?[(request.range.lowerBound * perRow)..<(request.range.upperBound * perRow)]
                    .joined(separator: "\n")
                #expect(reply.status == 200, "seed \(seed), request \(index)")
                #expect(reply.text == (want ?? "") + "\n", "seed \(seed), request \(index): rows \(request.range) at \(request.widths)")
            }
        }
    }

    /// Each limit answers with its status and a message naming it; the server keeps serving.
    @Test func limitsAnswerAndNeverCrash() throws {
        let server = try ServerProcess(["--log-level", "warning", "--template", "feed=Datasets/feed/feed-cell.json",
                                        "--max-body-bytes", "20000", "--max-rows", "40", "--max-templates", "2"])
        defer { #expect(server.stop() == 0) }
        let client = server.client
        let feedRows = try String(contentsOf: ServerProcess.root.appendingPathComponent("Datasets/feed/rows.jsonl"), encoding: .utf8)
            .split(separator: "\n").map(String.init)

        let unknown = try client.post("/v1/templates/nope/heights?width=375", "{\"id\": 1}\n")
        #expect(unknown.status == 404)
        #expect((unknown.json?["error"] as? String)?.contains("nope") == true)

        let tooBig = try client.post("/v1/templates/feed/heights?width=375", [UInt8](repeating: 0x20, count: 30_000))
        #expect(tooBig.status == 413)
        #expect((tooBig.json?["error"] as? String)?.contains("20000 bytes") == true)

        let tooMany = try client.post("/v1/templates/feed/heights?width=375", feedRows.prefix(41).joined(separator: "\n"))
        #expect(tooMany.status == 413)
        #expect((tooMany.json?["error"] as? String)?.contains("41 rows") == true)

        let broken = try client.post("/v1/templates/feed/heights?width=375", Array("[\n{\"id\": 1},\n{\"id\": \"2}\n]".utf8),
                                     contentType: "application/json")
        #expect(broken.status == 400)
        #expect(broken.json?["line"] as? Int == 3, "\(broken.text)")

        let badQuery = try client.post("/v1/templates/feed/heights?widht=375", "{\"id\": 1}\n")
        #expect(badQuery.status == 400)
        #expect((badQuery.json?["error"] as? String)?.contains("widht") == true)
        for query in ["width=-1", "width=abc", "width=nan", "width=375&scale=inf", "width=375&frames=maybe", "width=375&format=xml", ""] {
            let reply = try client.post("/v1/templates/feed/heights?\(query)", "{\"id\": 1}\n")
            #expect(reply.status == 400, "?\(query)")
        }

        // A width past the text grid's integers wraps nothing (it once trapped the process).
        #expect(try client.post("/v1/templates/feed/heights?width=1e16&scale=3", feedRows[0] + "\n").status == 200)

        // A bad row is that row's error, in place, as on the command line.
        let mixed = try client.post("/v1/templates/feed/heights?width=375&scale=3", "\(feedRows[0])\nnot json\n\(feedRows[1])\n")
        #expect(mixed.status == 200)
        let results = mixed.text.split(separator: "\n")
        #expect(results.count == 3)
        #expect(results[1].contains("\"error\"") && results[1].contains("line 2"))

        let badDocument = try client.post("/v1/templates?name=bad", "{\"views\": [{\"id\": \"a\", \"kind\": \"label\", \"font\": {\"size\": \"big\"}}]}")
        #expect(badDocument.status == 400)
        #expect((badDocument.json?["error"] as? String)?.contains("views[0].font.size") == true)
        let badXML = try client.post("/v1/templates", "<?xml version=\"1.0\"?>\n<document>\n<objects><tableViewCell id=\"a\"></objects>")
        #expect(badXML.status == 400)
        #expect(badXML.json?["line"] != nil, "\(badXML.text)")

        #expect(try register("Datasets/templates/badge-row.json", on: server).count == 64)
        let full = try client.post("/v1/templates", try String(contentsOf: ServerProcess.root.appendingPathComponent("Datasets/templates/settings-row.json"), encoding: .utf8))
        #expect(full.status == 507)

        // Garbage on the socket, then a good request: the server still answers.
        _ = try? client.send(Array("NOT HTTP AT ALL\r\n\r\n".utf8))
        let health = try client.get("/healthz")
        #expect(health.status == 200)
        #expect(health.json?["templates"] as? Int == 2)
    }

    /// A request past its deadline gets 503 naming every row it did not reach, by line and id.
    @Test func theDeadlineNamesTheRowsNotDone() throws {
        let server = try ServerProcess(["--log-level", "warning", "--template", "feed=Datasets/feed/feed-cell.json", "--deadline-ms", "1"])
        defer { #expect(server.stop() == 0) }
        let rows = try String(contentsOf: ServerProcess.root.appendingPathComponent("Datasets/feed/rows.jsonl"), encoding: .utf8)
            .split(separator: "\n").prefix(2_000).joined(separator: "\n")
        let reply = try server.client.post("/v1/templates/feed/heights?width=375&width=414", rows)
        #expect(reply.status == 503)
        let notDone = try #require(reply.json?["rowsNotDone"] as? [[String: Any]])
        #expect(!notDone.isEmpty && notDone.count <= 2_000)
        #expect(notDone.last?["line"] as? Int == 2_000)
        #expect((reply.json?["error"] as? String)?.contains("of 2000 rows") == true)
    }

    /// Registering the same bytes twice gives the same id (200 the second time); names and ids
    /// both reach the template; the list shows its resolved fonts; an Interface Builder cell
    /// registers with its object.
    @Test func registrationNamesTemplatesByTheirContent() throws {
        let server = try ServerProcess(["--log-level", "warning"])
        defer { #expect(server.stop() == 0) }
        let document = try String(contentsOf: ServerProcess.root.appendingPathComponent("Datasets/templates/chat-bubble.json"), encoding: .utf8)
        let first = try server.client.post("/v1/templates?name=chat", document)
        #expect(first.status == 201)
        let id = try #require(first.json?["id"] as? String)
        #expect(id.count == 64 && id.allSatisfy(\.isHexDigit))
        let again = try server.client.post("/v1/templates", document)
        #expect(again.status == 200)
        #expect(again.json?["id"] as? String == id)
        let changed = try server.client.post("/v1/templates", document.replacingOccurrences(of: "\"views\"", with: " \"views\""))
        #expect(changed.json?["id"] as? String != id, "other bytes, another id")

        let xib = try String(contentsOf: ServerProcess.root.appendingPathComponent("Datasets/xib-more/files/232.xib"), encoding: .utf8)
        let cell = try server.client.post("/v1/templates?name=ib-cell", xib)
        #expect(cell.status == 201, "\(cell.text)")

        let list = try server.client.get("/v1/templates")
        let templates = try #require(list.json?["templates"] as? [[String: Any]])
        #expect(templates.count == 3)
        let chat = try #require(templates.first { $0["id"] as? String == id })
        #expect(chat["names"] as? [String] == ["chat"])
        let fonts = try #require(chat["fonts"] as? [[String: Any]])
        #expect(!fonts.isEmpty && fonts.allSatisfy { ($0["face"] as? String)?.hasPrefix("/") == true })

        let row = "{\"id\": 1, \"message\": \"hello there\"}\n"
        let byName = try server.client.post("/v1/templates/chat/heights?width=375", row)
        let byID = try server.client.post("/v1/templates/\(id)/heights?width=375", row)
        #expect(byName.status == 200)
        #expect(byName.body == byID.body)
    }

    /// /metrics counts requests by route and status, rows and engine cache use.
    @Test func metricsCountRequestsRowsAndCacheUse() throws {
        let server = try ServerProcess(["--template", "badge=Datasets/templates/badge-row.json"])
        defer { #expect(server.stop() == 0) }
        let rows = try [UInt8](Data(contentsOf: ServerProcess.root.appendingPathComponent("Datasets/templates/badge-row-rows.jsonl")))
        for _ in 0..<3 { #expect(try server.client.post("/v1/templates/badge/heights?width=375", rows).status == 200) }
        #expect(try server.client.post("/v1/templates/none/heights?width=375", rows).status == 404)
        let metrics = try server.client.get("/metrics")
        #expect(metrics.status == 200)
        let text = metrics.text
        #expect(text.contains(#"autolayout_requests_total{route="/v1/templates/{id}/heights",status="200"} 3"#), "\(text)")
        #expect(text.contains(#"autolayout_requests_total{route="/v1/templates/{id}/heights",status="404"} 1"#))
        #expect(text.contains("autolayout_rows_total 9"))
        #expect(text.contains("autolayout_engine_cache_hits_total 2"))
        #expect(text.contains("autolayout_engine_cache_misses_total 1"))
        #expect(text.contains("autolayout_request_duration_seconds_bucket"))
        // The badge rows' short texts repeat across the three requests: measured once, then found.
        #expect(text.contains(#"autolayout_text_measurements_total{cache="hit"}"#), "\(text)")
        #expect(text.contains(#"autolayout_text_measurements_total{cache="miss"}"#))
        #expect(server.stop() == 0)
        #expect(server.standardError.contains("POST /v1/templates/badge/heights 200 rows=3"), "the access log")
    }

    /// Issue 32, item 7: a named template is replaced with PUT (the name moves; the old one
    /// keeps its id) and removed with DELETE (404 after); `100 Continue` comes at once; a body
    /// declared over the limit is answered 413 before any of it is sent (the client sends only
    /// the head, then waits).
    @Test func namedTemplatesAreReplacedAndDeletedAndBigBodiesRefusedAtOnce() throws {
        let server = try ServerProcess(["--log-level", "warning", "--max-body-bytes", "20000"])
        defer { #expect(server.stop() == 0) }
        let client = server.client
        let feed = try Array(Data(contentsOf: ServerProcess.root.appendingPathComponent("Datasets/feed/feed-cell.json")))
        let chat = try Array(Data(contentsOf: ServerProcess.root.appendingPathComponent("Datasets/templates/chat-bubble.json")))
        let first = try client.request("PUT", "/v1/templates/cell", feed)
        #expect(first.status == 201, "\(first.text)")
        let feedID = try #require(first.json?["id"] as? String)
        let row = #"{"id": 1}"# + "\n"
        let before = try client.post("/v1/templates/cell/heights?width=375&scale=3", row)
        #expect(before.status == 200)
        let replaced = try client.request("PUT", "/v1/templates/cell", chat)
        #expect(replaced.status == 201, "\(replaced.text)")
        let chatID = try #require(replaced.json?["id"] as? String)
        #expect(chatID != feedID)
        // The name answers with the new template; the old one is still there by its id.
        let after = try client.post("/v1/templates/cell/heights?width=375&scale=3", row)
        let byNewID = try client.post("/v1/templates/\(chatID)/heights?width=375&scale=3", row)
        let byOldID = try client.post("/v1/templates/\(feedID)/heights?width=375&scale=3", row)
        #expect(after.status == 200 && after.body == byNewID.body && after.body != before.body)
        #expect(byOldID.body == before.body)
        #expect(try client.request("DELETE", "/v1/templates/cell").status == 200)
        #expect(try client.post("/v1/templates/cell/heights?width=375", row).status == 404)
        #expect(try client.post("/v1/templates/\(chatID)/heights?width=375", row).status == 404)
        #expect(try client.request("DELETE", "/v1/templates/cell").status == 404)
        // `Expect: 100-continue` is answered as soon as the head is in (curl waits 1 s otherwise).
        let rows = Array(String(repeating: #"{"id": 1}"# + "\n", count: 50).utf8)
        let asked = try client.sendExpectingContinue(head: Array(("POST /v1/templates/\(feedID)/heights?width=375 HTTP/1.1\r\n"
            + "Host: 127.0.0.1\r\nExpect: 100-continue\r\nContent-Length: \(rows.count)\r\nConnection: close\r\n\r\n").utf8), body: rows)
        #expect(asked.sawContinue && asked.reply.status == 200, "\(asked.reply.text.prefix(200))")
        let head = "POST /v1/templates/\(feedID)/heights?width=375 HTTP/1.1\r\nHost: 127.0.0.1\r\n"
            + "Content-Length: 100000000\r\nConnection: close\r\n\r\n"
        let early = try LoopbackHTTP(port: server.port).send(Array(head.utf8) + Array(repeating: 0x20, count: 100), pausingAfter: .max) {}
        #expect(early.status == 413 && early.text.contains("100000000 bytes"), "\(early.text)")
    }

    /// Issue 32, item 7: a client that trickles its request a byte at a time (slowloris) is
    /// closed after the idle timeout, not held forever; and a client that stalls halfway through
    /// its body cannot hold a shutdown: after SIGTERM the server waits the grace period, then
    /// exits 0.
    @Test func slowClientsAreClosedAndCannotHoldAShutdown() throws {
        let server = try ServerProcess(["--log-level", "warning", "--template", "feed=Datasets/feed/feed-cell.json",
                                        "--idle-timeout", "1", "--shutdown-grace", "2"])
        let head = Array("POST /v1/templates/feed/heights?width=375 HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-ndjson\r\n".utf8)
        let closedAfter = try LoopbackHTTP(port: server.port).trickle(head, every: 0.25)
        // 1 s of idle timeout; the trickle would take 23 s.
        #expect((closedAfter ?? .infinity) < 5, "a slowloris client was held \(closedAfter.map { "\($0) s" } ?? "to the end")")
        // The idle timeout would close a stalled body too: this server's is long, its grace short.
        let patient = try ServerProcess(["--log-level", "warning", "--template", "feed=Datasets/feed/feed-cell.json",
                                         "--idle-timeout", "60", "--shutdown-grace", "1"])
        let body = Array(String(repeating: #"{"id": 1}"# + "\n", count: 100).utf8)
        let stalled = try LoopbackHTTP(port: patient.port).stall(after: Array(("POST /v1/templates/feed/heights?width=375 HTTP/1.1\r\n"
            + "Host: 127.0.0.1\r\nContent-Length: \(body.count)\r\n\r\n").utf8) + body.prefix(50))
        defer { close(stalled) }
        Thread.sleep(forTimeInterval: 0.3)
        let start = Date()
        #expect(patient.stop() == 0)
        #expect(Date().timeIntervalSince(start) < 8, "the shutdown waited \(Date().timeIntervalSince(start)) s for a stalled client")
        #expect(server.stop() == 0)
    }

    /// SIGTERM while a request is in flight: that request still gets its whole answer, the
    /// server exits 0, and then nothing listens on its port. The request is in flight by
    /// construction: SIGTERM is sent when its head and half its body have been there for 200 ms
    /// (a connection whose request the server has not started is idle, and closing idle
    /// connections is what a drain does), and the rest of the body follows after it.
    @Test func sigtermDrainsRequestsInFlight() async throws {
        let server = try ServerProcess(["--log-level", "warning", "--template", "feed=Datasets/feed/feed-cell.json"])
        let port = server.port
        let rows = try String(contentsOf: ServerProcess.root.appendingPathComponent("Datasets/feed/rows.jsonl"), encoding: .utf8)
            .split(separator: "\n").prefix(3_000).joined(separator: "\n")
        let body = Array(rows.utf8)
        let head = Array(("POST /v1/templates/feed/heights?width=375&width=414&scale=3 HTTP/1.1\r\nHost: 127.0.0.1\r\n"
            + "Content-Type: application/x-ndjson\r\nContent-Length: \(body.count)\r\nConnection: close\r\n\r\n").utf8)
        let reply = try LoopbackHTTP(port: port).send(head + body, pausingAfter: head.count + body.count / 2) {
            Thread.sleep(forTimeInterval: 0.2)
            server.terminate()
            Thread.sleep(forTimeInterval: 0.3)
        }
        #expect(reply.status == 200)
        #expect(reply.text.split(separator: "\n").count == 6_000)
        #expect(server.stop() == 0)
        #expect(!LoopbackHTTP(port: port).isListening())
    }

    /// One warm engine per option set: requests at one width that differ only in scale, frames
    /// or separator, sent one after another to the same server, each get the command line's
    /// answer for their own options (a cache key that forgot one would answer with another's).
    @Test func everyOptionReachesItsOwnEngine() throws {
        let server = try ServerProcess(["--log-level", "warning", "--template", "chat=Datasets/templates/chat-bubble.json"])
        defer { #expect(server.stop() == 0) }
        let rowsFile = "Datasets/templates/chat-bubble-rows.jsonl"
        let rows = try [UInt8](Data(contentsOf: ServerProcess.root.appendingPathComponent(rowsFile)))
        for scale in [2, 3] {
            for frames in [false, true] {
                for separator in [false, true] {
                    var arguments = ["heights", "--allow-row-errors", "Datasets/templates/chat-bubble.json", rowsFile, "--width", "375", "--scale", "\(scale)"]
                    if frames { arguments.append("--frames") }
                    if separator { arguments.append("--separator") }
                    let cli = try runTool(arguments)
                    let query = "width=375&scale=\(scale)&frames=\(frames ? 1 : 0)&separator=\(separator ? 1 : 0)"
                    let reply = try server.client.post("/v1/templates/chat/heights?\(query)", rows)
                    #expect(reply.status == 200)
                    #expect(firstDifference(reply.body, cli.output) == nil, "?\(query)")
                }
            }
        }
    }

    /// Registers a template file and returns its id.
    private func register(_ path: String, on server: ServerProcess) throws -> String {
        let bytes = try [UInt8](Data(contentsOf: ServerProcess.root.appendingPathComponent(path)))
        let reply = try server.client.post("/v1/templates", bytes, contentType: "application/octet-stream")
        guard [200, 201].contains(reply.status), let id = reply.json?["id"] as? String else {
            throw LoopbackHTTP.Failure(description: "\(path) did not register: \(reply.status) \(reply.text)")
        }
        return id
    }
}

/// Where two answers part, as the first differing line of each (nil when they are equal): a
/// whole-body comparison of megabytes would make the test library diff them element by element.
func firstDifference(_ got: [UInt8], _ want: [UInt8]) -> String? {
    guard got != want else { return nil }
    let gotLines = got.split(separator: 0x0A, omittingEmptySubsequences: false)
    let wantLines = want.split(separator: 0x0A, omittingEmptySubsequences: false)
    for index in 0..<max(gotLines.count, wantLines.count) {
        let a = index < gotLines.count ? String(decoding: gotLines[index], as: UTF8.self) : "<none>"
        let b = index < wantLines.count ? String(decoding: wantLines[index], as: UTF8.self) : "<none>"
        if a != b { return "line \(index + 1): got \(a.prefix(300)), want \(b.prefix(300))" }
    }
    return "same lines, other bytes"
}
