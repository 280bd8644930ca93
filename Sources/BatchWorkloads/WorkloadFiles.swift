import Foundation

extension CellWorkload {
    /// Writes `<name>.json` (the template) and `<name>-rows.jsonl` (`rows` rows) into `directory`,
    /// making it if needed, so that `autolayout heights` can be timed on them like any template;
    /// returns the two paths.
    @discardableResult
    public func write(to directory: URL, rows: Int) throws -> (document: URL, rows: URL) {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let documentURL = directory.appendingPathComponent("\(name).json")
        let rowsURL = directory.appendingPathComponent("\(name)-rows.jsonl")
        try Data(documentText.utf8).write(to: documentURL)
        guard FileManager.default.createFile(atPath: rowsURL.path, contents: nil) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: rowsURL.path])
        }
        let handle = try FileHandle(forWritingTo: rowsURL)
        defer { try? handle.close() }
        try writeRows(count: rows) { try handle.write(contentsOf: $0) }
        return (documentURL, rowsURL)
    }
}
