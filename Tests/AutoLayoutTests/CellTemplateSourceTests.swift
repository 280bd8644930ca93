import AutoLayout
import Foundation
import InterfaceBuilder
import Testing

/// One rule for what a template is (`CellTemplateSource`), whatever reads it: the kind comes
/// from the bytes (XML after white space and a byte order mark is Interface Builder's, anything
/// else a layout document), never from a name.
@Suite struct CellTemplateSourceTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func theKindComesFromTheBytes() {
        #expect(CellTemplateSource.isInterfaceBuilder(Array("<?xml version=\"1.0\"?><document/>".utf8)))
        #expect(CellTemplateSource.isInterfaceBuilder([0xEF, 0xBB, 0xBF, 0x0A, 0x20] + Array("<document/>".utf8)))
        #expect(!CellTemplateSource.isInterfaceBuilder(Array(" {\"views\": []}".utf8)))
        #expect(!CellTemplateSource.isInterfaceBuilder([UInt8]()))
    }

    @Test func bothKindsLoadAndSayWhatIsWrong() throws {
        let xib = try Data(contentsOf: Self.root.appendingPathComponent("Datasets/xib/files/072.xib"))
        let cell = try CellTemplateSource.load(xib, name: "072.xib", object: nil, device: nil)
        #expect(cell.document.viewIDs.contains("priceLabel"))
        let json = try Data(contentsOf: Self.root.appendingPathComponent("Datasets/feed/feed-cell.json"))
        // Named as if it were Interface Builder's: read as the layout document it is.
        let feed = try CellTemplateSource.load(json, name: "feed.xib", object: nil, device: nil)
        #expect(!feed.document.viewIDs.isEmpty && feed.warnings.isEmpty)
        #expect(throws: CellTemplateError.self) { try CellTemplateSource.load(json, name: "feed.json", object: "cell", device: nil) }
        do {
            _ = try CellTemplateSource.load(Data("<document>".utf8), name: "broken.xib", object: nil, device: nil)
            Issue.record("a broken XML document loaded")
        } catch {
            #expect(error.description.hasPrefix("broken.xib"), "\(error.description)")
        }
        do {
            _ = try CellTemplateSource.load(contentsOf: Self.root.appendingPathComponent("Datasets"), object: nil, device: nil)
            Issue.record("a folder loaded")
        } catch {
            #expect(error.description.contains("it is a folder"), "\(error.description)")
        }
    }
}
