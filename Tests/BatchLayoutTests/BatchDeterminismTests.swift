import AutoLayout
@testable import BatchLayout
import Foundation
import Testing
import TextMeasurement

/// Results must not depend on how the work was cut up: threads, block sizes and the kernel
/// (docs/batch.md, How it works: threads).
@Suite struct BatchDeterminismTests {
    static let measurer = TextMeasurer(mode: .fast)

    func feedRows(_ count: Int) throws -> (BatchTemplate, [Result<BatchRow, RowError>]) {
        let template = try BatchTemplate(contentsOf: DatasetFiles.url("feed/feed-cell.json"))
        let lines = try DatasetFiles.lines("feed/rows.jsonl").prefix(count)
        return (template, lines.enumerated().map { template.readRow($1, lineNumber: $0 + 1) })
    }

    func heights(_ template: BatchTemplate, _ rows: [Result<BatchRow, RowError>], scale: Double, threads: Int, blockSize: Int,
                 kernel: DenseKernelChoice) throws -> [Double?] {
        let options = BatchOptions(widths: [320, 414], scale: scale, threads: threads, kernel: kernel, textMeasurer: Self.measurer,
                                   blockSize: blockSize)
        return try BatchLayoutEngine(template: template, options: options).layout(rows).map(\.height)
    }

    @Test func threadsAndBlocksDoNotChangeAnyHeight() throws {
        let (template, rows) = try feedRows(600)
        let reference = try heights(template, rows, scale: 3, threads: 1, blockSize: 256, kernel: .automatic)
        #expect(reference.allSatisfy { $0 != nil })
        for (threads, blockSize) in [(2, 256), (4, 7), (3, 1)] {
            let other = try heights(template, rows, scale: 3, threads: threads, blockSize: blockSize, kernel: .automatic)
            #expect(other == reference, "threads \(threads), block size \(blockSize)")
        }
    }

    /// The plain-Swift kernel adds in another order than OpenBLAS: identical after pixel
    /// rounding, within 1e-9 before.
    @Test func swiftKernelMatchesBLAS() throws {
        let (template, rows) = try feedRows(300)
        #expect(try heights(template, rows, scale: 3, threads: 2, blockSize: 64, kernel: .swift)
            == heights(template, rows, scale: 3, threads: 2, blockSize: 64, kernel: .blas))
        let swift = try heights(template, rows, scale: 0, threads: 2, blockSize: 64, kernel: .swift)
        let blas = try heights(template, rows, scale: 0, threads: 2, blockSize: 64, kernel: .blas)
        for (a, b) in zip(swift, blas) {
            let a = try #require(a), b = try #require(b)
            #expect(abs(a - b) <= 1e-9)
        }
    }

    /// Frames come from the same solve as the height: the root's frame is the fitted cell.
    @Test func framesMatchTheHeight() throws {
        let (template, rows) = try feedRows(50)
        let options = BatchOptions(widths: [375], scale: 3, includesFrames: true, textMeasurer: Self.measurer)
        for result in try BatchLayoutEngine(template: template, options: options).layout(rows) {
            let frames = try #require(result.frames)
            #expect(frames.map(\.id) == template.framedViewIDs)
            let cell = try #require(frames.first { $0.id == "cell" })
            #expect(cell.frame.width == 375)
            #expect(Double(cell.frame.height) == result.height)
        }
    }
}

@Suite struct BatchStreamingTests {
    /// Streaming in small chunks gives the same results, in the same order, as one call.
    @Test func chunksGiveTheSameResults() throws {
        let template = try BatchTemplate(contentsOf: DatasetFiles.url("feed/feed-cell.json"))
        let rows = try DatasetFiles.lines("feed/rows.jsonl").prefix(100).enumerated().map { template.readRow($1, lineNumber: $0 + 1) }
        let engine = try BatchLayoutEngine(template: template, options: BatchOptions(widths: [320, 375], textMeasurer: BatchDeterminismTests.measurer))
        var streamed: [RowResult] = []
        var chunks = 0
        engine.layout(rows, chunkSize: 7) { results in
            chunks += 1
            streamed += results
        }
        #expect(chunks == 15)
        let whole = engine.layout(rows)
        #expect(streamed.map(\.height) == whole.map(\.height))
        #expect(streamed.map(\.id) == whole.map(\.id))
    }
}
