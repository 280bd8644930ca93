import BatchLayout
import Foundation
import LayoutDocuments
import TextMeasurement

/// The template the rows are read against: the bundled feed cell, laid out with real fonts. Made
/// once per process (libFuzzer calls the entry millions of times); `OPENAUTOLAYOUT_FUZZ_TEMPLATE`
/// names another layout document.
private let engine: BatchLayoutEngine? = {
    let path = ProcessInfo.processInfo.environment["OPENAUTOLAYOUT_FUZZ_TEMPLATE"] ?? "Datasets/feed/feed-cell.json"
    guard let document = try? LayoutDocument(contentsOf: URL(fileURLWithPath: path)),
          let template = try? BatchTemplate(document: document) else {
        FileHandle.standardError.write(Data("FuzzRows: cannot read the template \(path) (run from the repository's root)\n".utf8))
        return nil
    }
    let options = BatchOptions(widths: [320, 414], scale: 3, threads: 1, textMeasurer: TextMeasurer(mode: .fast))
    return try? BatchLayoutEngine(template: template, options: options)
}()

/// libFuzzer's entry: the input is a rows file (JSON Lines). Every line must read as a row or as
/// that row's error, and the rows that read are laid out: one result per row and width, a bad row
/// never taking another with it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRows(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard let engine else { return 0 }
    let buffer = UnsafeRawBufferPointer(start: data, count: size)
    var rows: [Result<BatchRow, RowError>] = []
    var start = 0
    var lineNumber = 1
    while start < size {
        let end = buffer[start...].firstIndex(of: UInt8(ascii: "\n")) ?? size
        rows.append(engine.template.readRow(line: UnsafeRawBufferPointer(rebasing: buffer[start..<end]), lineNumber: lineNumber))
        start = end + 1
        lineNumber += 1
    }
    let results = engine.layout(rows)
    precondition(results.count == rows.count * 2, "a row was lost or duplicated")
    return 0
}
