import AutoLayout
@testable import BatchLayout
import Foundation
import Testing
import TextMeasurement

@Suite struct SmokeTests {
    @Test func sampleRowsMatchTheModel() throws {
        let document = try LayoutDocument(contentsOf: DatasetFiles.url("samples/post-cell.json"))
        let template = try BatchTemplate(document: document)
        let measurer = TextMeasurer(mode: .fast)
        let lines = [
            #"{"id": 1, "name": "Grace Hopper", "body": "Short."}"#,
            #"{"id": 2, "name": "A", "body": "A much longer body text that has to wrap over several lines at the narrow widths we try here, and then some more words."}"#,
            #"{"id": 3, "time": "12 minutes ago", "name": "Someone with a rather long display name indeed", "body": "分析机编织代数图案，就像提花织机编织花叶一样。"}"#,
        ]
        let rows = lines.enumerated().map { template.readRow($1, lineNumber: $0 + 1) }
        for scale in [0.0, 3.0] {
            let engine = try BatchLayoutEngine(template: template, options: BatchOptions(widths: [320, 375, 414], scale: scale, textMeasurer: measurer))
            let results = engine.layout(rows)
            let reference = ModelReference(document: document, measurer: measurer)
            for (r, line) in lines.enumerated() {
                for (w, width) in [320.0, 375, 414].enumerated() {
                    let result = results[r * 3 + w]
                    let expected = try reference.height(line, width: width, scale: scale)
                    #expect(result.error == nil, "\(result.error ?? "")")
                    let got = try #require(result.height)
                    #expect(abs(got - expected) <= 1e-9, "row \(r) width \(width) scale \(scale): \(got) vs \(expected)")
                }
            }
            print(engine.planSummary)
        }
    }
}
