import CassowaryWorkloads
import Foundation
import Testing
@testable import HeightService

/// The template id's digest against Python's hashlib on every length from 0 to 300 bytes and a
/// few long inputs (Datasets/service/sha256-vectors.jsonl), fed whole and in random pieces.
@Suite struct SHA256Tests {
    struct Vector: Decodable, Sendable, CustomTestStringConvertible {
        let hex: String
        let sha256: String
        var testDescription: String { "\(hex.count / 2) bytes" }
        var bytes: [UInt8] {
            var result: [UInt8] = []
            var index = hex.startIndex
            while index < hex.endIndex {
                let next = hex.index(index, offsetBy: 2)
                result.append(UInt8(hex[index..<next], radix: 16) ?? 0)
                index = next
            }
            return result
        }
    }

    static let vectors: [Vector] = {
        let url = ServerProcess.root.appendingPathComponent("Datasets/service/sha256-vectors.jsonl")
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").compactMap { try? JSONDecoder().decode(Vector.self, from: Data($0.utf8)) }
    }()

    @Test func theReferenceFileIsWhole() {
        #expect(Self.vectors.count == 305)
    }

    @Test(arguments: vectors)
    func digestMatchesHashlib(_ vector: Vector) {
        let bytes = vector.bytes
        #expect(SHA256.hex(of: bytes) == vector.sha256)
        var random = SeededGenerator(seed: UInt64(bytes.count))
        var hasher = SHA256()
        var start = 0
        while start < bytes.count {
            let end = min(bytes.count, start + Int.random(in: 1...130, using: &random))
            hasher.update(bytes[start..<end])
            start = end
        }
        #expect(hasher.hexDigest() == vector.sha256, "fed in pieces")
    }
}
