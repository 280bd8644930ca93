import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A plain HTTP/1.1 client over a loopback socket, written for these tests so that they speak
/// to the server exactly as any client would (and can send what a library would refuse to).
struct LoopbackHTTP {
    let port: Int

    struct Reply {
        var status: Int
        var headers: [String: String]
        var body: [UInt8]
        var text: String { String(decoding: body, as: UTF8.self) }
        var json: [String: Any]? { (try? JSONSerialization.jsonObject(with: Data(body))) as? [String: Any] }
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    func get(_ path: String) throws -> Reply {
        try send(Array("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n".utf8))
    }

    func post(_ path: String, _ body: [UInt8], contentType: String = "application/x-ndjson") throws -> Reply {
        let head = "POST \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: \(contentType)\r\nContent-Length: \(body.count)\r\nConnection: close\r\n\r\n"
        return try send(Array(head.utf8) + body)
    }

    func post(_ path: String, _ body: String) throws -> Reply {
        try post(path, Array(body.utf8))
    }

    /// Any method, with an optional body.
    func request(_ method: String, _ path: String, _ body: [UInt8] = []) throws -> Reply {
        let head = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: \(body.count)\r\nConnection: close\r\n\r\n"
        return try send(Array(head.utf8) + body)
    }

    /// Sends raw request bytes and reads the reply until the server closes the connection.
    func send(_ request: [UInt8]) throws -> Reply {
        try send(request, pausingAfter: request.count) {}
    }

    /// Sends the first `split` bytes of a request, runs `pause` (the request is then in flight:
    /// the server cannot have answered what it has not all received), sends the rest and reads
    /// the reply.
    func send(_ request: [UInt8], pausingAfter split: Int, _ pause: () throws -> Void) throws -> Reply {
        let socket = try connect()
        defer { close(socket) }
        var sent = 0
        var paused = false
        while sent < request.count {
            if sent >= split, !paused {
                try pause()
                paused = true
            }
            let end = paused ? request.count : min(split, request.count)
            let count = request[sent..<end].withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            // The server may answer (413) and close before reading a large body: read its reply.
            if count <= 0 { break }
            sent += count
        }
        if !paused { try pause() }
        shutdown(socket, Int32(SHUT_WR))
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            if count <= 0 { break }
            received += buffer[0..<count]
        }
        return try Self.parse(received)
    }

    /// Sends `bytes` one at a time, `interval` seconds apart, as a slow client (slowloris) does;
    /// returns the seconds after which the server closed the connection, nil if it never did.
    func trickle(_ bytes: [UInt8], every interval: Double) throws -> Double? {
        let socket = try connect()
        defer { close(socket) }
        let start = Date()
        var buffer = [UInt8](repeating: 0, count: 4096)
        for byte in bytes {
            let sent = withUnsafeBytes(of: byte) { Glibc.send(socket, $0.baseAddress, 1, Int32(MSG_NOSIGNAL)) }
            if sent <= 0 { return Date().timeIntervalSince(start) }
            Thread.sleep(forTimeInterval: interval)
            let received = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT)) }
            if received == 0 { return Date().timeIntervalSince(start) }
        }
        return nil
    }

    /// Opens a connection and sends `bytes`, then leaves it open (a client that stalls); the
    /// caller closes the returned socket.
    func stall(after bytes: [UInt8]) throws -> Int32 {
        let socket = try connect()
        _ = bytes.withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        return socket
    }

    /// Sends `head` (with `Expect: 100-continue`), waits up to `wait` seconds for the interim
    /// `100 Continue`, then sends `body` whatever came, and reads the final reply.
    func sendExpectingContinue(head: [UInt8], body: [UInt8], wait: Double = 0.5) throws -> (sawContinue: Bool, reply: Reply) {
        let socket = try connect()
        defer { close(socket) }
        _ = head.withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        var descriptor = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
        var early: [UInt8] = []
        if poll(&descriptor, 1, Int32(wait * 1000)) > 0 {
            var buffer = [UInt8](repeating: 0, count: 4096)
            let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            if count > 0 { early = Array(buffer[0..<count]) }
        }
        let interim = Array("HTTP/1.1 100 Continue\r\n\r\n".utf8)
        let sawContinue = early.starts(with: Array("HTTP/1.1 100".utf8))
        var sent = 0
        while sent < body.count {
            let count = body[sent...].withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if count <= 0 { break }
            sent += count
        }
        shutdown(socket, Int32(SHUT_WR))
        var received = sawContinue ? Array(early.dropFirst(interim.count)) : early
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            if count <= 0 { break }
            received += buffer[0..<count]
        }
        return (sawContinue, try Self.parse(received))
    }

    /// Whether anything accepts connections on the port.
    func isListening() -> Bool {
        guard let socket = try? connect() else { return false }
        close(socket)
        return true
    }

    private func connect() throws -> Int32 {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw Failure(description: "socket: errno \(errno)") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var timeout = timeval(tv_sec: 120, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard result == 0 else {
            close(socket)
            throw Failure(description: "connect to port \(port): errno \(errno)")
        }
        return socket
    }

    /// Status line, headers (names lower-cased) and body, de-chunked when the reply is chunked.
    static func parse(_ bytes: [UInt8]) throws -> Reply {
        let separator: [UInt8] = Array("\r\n\r\n".utf8)
        guard bytes.count >= 4, let end = (0...(bytes.count - 4)).first(where: { Array(bytes[$0..<$0 + 4]) == separator }) else {
            throw Failure(description: "no complete reply head in \(bytes.count) bytes: \(String(decoding: bytes.prefix(200), as: UTF8.self))")
        }
        let head = String(decoding: bytes[..<end], as: UTF8.self).components(separatedBy: "\r\n")
        let statusParts = head[0].split(separator: " ")
        guard statusParts.count >= 2, let status = Int(statusParts[1]) else { throw Failure(description: "bad status line \(head[0])") }
        var headers: [String: String] = [:]
        for line in head.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        var body = Array(bytes[(end + 4)...])
        if headers["transfer-encoding"]?.lowercased() == "chunked" { body = try dechunk(body) }
        if let length = headers["content-length"].flatMap(Int.init), body.count != length {
            throw Failure(description: "content-length \(length) but \(body.count) body bytes")
        }
        return Reply(status: status, headers: headers, body: body)
    }

    private static func dechunk(_ bytes: [UInt8]) throws -> [UInt8] {
        var result: [UInt8] = []
        var index = 0
        while index + 1 < bytes.count {
            guard let lineEnd = (index..<bytes.count - 1).first(where: { bytes[$0] == 0x0D && bytes[$0 + 1] == 0x0A }),
                  let size = Int(String(decoding: bytes[index..<lineEnd], as: UTF8.self).split(separator: ";").first ?? "", radix: 16),
                  lineEnd + 2 + size <= bytes.count else {
                throw Failure(description: "bad chunk at byte \(index)")
            }
            if size == 0 { return result }
            result += bytes[(lineEnd + 2)..<(lineEnd + 2 + size)]
            index = lineEnd + 2 + size + 2
        }
        return result
    }
}
