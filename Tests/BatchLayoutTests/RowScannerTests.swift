@testable import BatchLayout
@testable import Interchange
import AutoLayout
import CassowaryWorkloads
import Foundation
import LayoutDocuments
import Testing

/// The row scanner (`RowReader.scan`) against the JSON tree reader it stands in for, on seeded
/// random lines, good and bad: whenever the scanner reads a line, the tree reader must read the
/// very same row; whatever the scanner gives up on, `read(line:)` must answer as the tree reader
/// does (so every message still comes from the tree reader); and the lines written the way
/// rows files write them must take the fast path (it must not quietly fall back on them).
@Suite struct RowScannerTests {
    static let document = """
        {"views": [{"id": "cell"},
          {"id": "stack", "parent": "cell", "kind": "stack", "axis": "vertical", "spacing": 4},
          {"id": "title", "parent": "stack", "kind": "label", "text": "Title", "lines": 1},
          {"id": "body", "parent": "stack", "kind": "label", "text": "Body", "lines": 0},
          {"id": "photo", "parent": "stack", "kind": "image"},
          {"id": "shown", "parent": "stack", "kind": "image", "image": [10, 10], "hidden": true},
          {"id": "badge", "parent": "cell", "intrinsicSize": [20, 20]},
          {"id": "toggle", "parent": "cell", "kind": "switch"}],
         "constraints": ["H:|-[stack]-[badge]-|", "V:|-[stack]-|", "badge.top == stack.top", "toggle.top == badge.bottom",
                         {"id": "gap", "constraint": "toggle.leading == badge.leading + 2"}]}
        """

    static func reader() throws -> RowReader {
        try BatchTemplate(document: try LayoutDocument(data: Data(document.utf8))).reader
    }

    /// Members a well-formed row may have, as a rows file writes them (no escapes in keys).
    static func goodMember(_ random: inout SeededGenerator) -> (key: String, text: String) {
        let texts = ["", "Hi", "A longer text, with \\\"quotes\\\" and a \\n newline", "布局约束", "caf\\u00e9 \\ud83d\\ude00",
                     "emoji 😀 and Ünïcödé"]
        func text() -> String { "\"" + (texts.randomElement(using: &random) ?? "") + "\"" }
        func number() -> String { ["0", "1", "2", "12.5", "-3", "1e1", "300"].randomElement(using: &random) ?? "1" }
        switch Int.random(in: 0..<13, using: &random) {
        case 0: return ("title", text())
        case 1: return ("body", text())
        case 2: return ("body", "{\"text\": \(text()), \"lines\": \(Int.random(in: 0...4, using: &random))}")
        case 3: return ("title", "{\"font\": {\"size\": \(Int.random(in: 9...30, using: &random))}, \"hidden\": \(Bool.random(using: &random))}")
        case 4: return ("photo", "{\"hidden\": \(Bool.random(using: &random))}")
        case 5: return ("photo", "[\(number()), \(number())]")
        case 6: return ("shown", "{\"hidden\": \(Bool.random(using: &random)), \"image\": [\(number()), \(number())]}")
        case 7: return ("badge", "[\(number()), \(number())]")
        case 8: return ("badge", "{\"intrinsicSize\": [-1, \(number())], \"hugging\": [250, 251]}")
        case 9: return ("gap", "{\"constant\": \(number()), \"active\": \(Bool.random(using: &random))}")
        case 10: return ("body", "null")
        case 11: return ("toggle", "{\"hidden\": true}")
        default: return ("title", "{}")
        }
    }

    /// A line from good members, then now and then broken in one of the ways files break.
    static func line(_ random: inout SeededGenerator) -> (text: String, isGood: Bool) {
        var members: [(key: String, text: String)] = []
        let ids = ["1", "42", "\"row-7\"", "\"r\\u00e9\"", "null", "3.5"]
        if Int.random(in: 0..<10, using: &random) > 0 { members.append(("id", ids.randomElement(using: &random) ?? "1")) }
        var used: Set<String> = []
        for _ in 0..<Int.random(in: 0...6, using: &random) {
            let member = goodMember(&random)
            if used.insert(member.key).inserted { members.append(member) }
        }
        members.shuffle(using: &random)
        let space = [" ", "", "\t", "  "]
        func joined(_ members: [(key: String, text: String)]) -> String {
            let gap = space.randomElement(using: &random) ?? ""
            return "{" + members.map { "\"\($0.key)\":\(gap)\($0.text)" }.joined(separator: ",\(gap)") + "}"
        }
        guard Int.random(in: 0..<3, using: &random) == 0 else { return (joined(members), true) }
        var broken = members
        switch Int.random(in: 0..<14, using: &random) {
        case 0: broken.append(broken.first ?? ("id", "1"))                                   // duplicate key
        case 1: broken.append(("tilte", "\"x\""))                                            // unknown view
        case 2: broken.append(("body", "{\"text\": \"a\", \"text\": \"b\"}"))                // duplicate inner key
        case 3: broken.append(("body", "{\"colour\": 1}"))                                   // unknown key
        case 4: broken.append(("photo", "{\"hidden\": 1}"))                                  // a value the variant refuses
        case 5: broken.append(("body", "{\"lines\": \"two\"}"))                               // wrong type
        case 6: broken.append(("photo", "\"a text\""))                                       // text on an image
        case 7: return (joined(broken) + " x", false)                                        // trailing data
        case 8: return (String(joined(broken).dropLast()), false)                            // truncated
        case 9: return (joined(broken).replacingOccurrences(of: "}", with: ",}"), false)    // trailing comma
        case 10: broken.append(("gap", "{\"priority\": 0}"))                                 // bad priority
        case 11: broken.append(("ti\\u0074le", "\"x\""))                                     // escaped key
        case 12: return (["[1]", "3", "", "   ", "{", "{\"id\": 1,}", "nul"].randomElement(using: &random) ?? "", false)
        default: broken.append(("body", "{\"text\": \"\\ud800\"}"))                          // lone surrogate
        }
        return (joined(broken), false)
    }

    static func same(_ a: Result<BatchRow, RowError>, _ b: Result<BatchRow, RowError>) -> Bool {
        switch (a, b) {
        case (.success(let x), .success(let y)): same(x, y)
        case (.failure(let x), .failure(let y)): x == y
        default: false
        }
    }

    static func same(_ a: BatchRow, _ b: BatchRow) -> Bool {
        a.id == b.id && a.lineNumber == b.lineNumber && a.variantKey == b.variantKey && a.constants == b.constants
            && a.content.map(\.viewIndex) == b.content.map(\.viewIndex) && a.content.map(\.value) == b.content.map(\.value)
    }

    @Test(arguments: [1, 2, 3, SeededGenerator.runSeed])
    func scannerReadsWhatTheTreeReads(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        let reader = try Self.reader()
        var fastGood = 0, good = 0
        for number in 1...3_000 {
            let (text, isGood) = Self.line(&random)
            Array(text.utf8).withUnsafeBytes { line in
                let tree = reader.readThroughTree(line: line, lineNumber: number)
                let scanned = reader.scan(line, lineNumber: number)
                if let scanned {
                    #expect(Self.same(.success(scanned), tree), "seed \(seed) (OPENAUTOLAYOUT_SEED=\(seed)): \(text)")
                }
                #expect(Self.same(reader.read(line: line, lineNumber: number), tree), "seed \(seed): \(text)")
                if isGood, case .success = tree {
                    good += 1
                    if scanned != nil { fastGood += 1 }
                }
            }
        }
        // Every good line takes the fast path, whatever its escapes, numbers or white space.
        #expect(fastGood == good && good > 1_000, "seed \(seed): \(fastGood) of \(good) good lines scanned")
    }

    /// Invalid UTF-8 and control characters, which the generator above never writes.
    @Test func scannerGivesUpOnBytesTheTreeRefuses() throws {
        let reader = try Self.reader()
        let lines: [[UInt8]] = [
            Array(#"{"title": ""#.utf8) + [0xC3, 0x28] + Array(#""}"#.utf8),
            Array(#"{"title": ""#.utf8) + [0xED, 0xA0, 0x80] + Array(#""}"#.utf8),
            Array(#"{"title": "a"#.utf8) + [0x0A] + Array(#""}"#.utf8),
            Array(#"{"id": 01}"#.utf8),
            Array(#"{"id": 1e999}"#.utf8),
            Array(String(repeating: "[", count: 600).utf8),
        ]
        for bytes in lines {
            bytes.withUnsafeBytes { line in
                #expect(reader.scan(line, lineNumber: 1) == nil)
                #expect(Self.same(reader.read(line: line, lineNumber: 1), reader.readThroughTree(line: line, lineNumber: 1)))
            }
        }
    }
}
