import Foundation

/// `autolayout ARGUMENTS` run to the end: its standard output's bytes and its exit status (the
/// reference a server's answer must equal).
func runTool(_ arguments: [String]) throws -> (status: Int32, output: [UInt8], errors: String) {
    let process = Process()
    process.executableURL = try ServerProcess.tool()
    process.arguments = arguments
    process.currentDirectoryURL = ServerProcess.root
    let output = Pipe(), errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let out = output.fileHandleForReading.readDataToEndOfFile()
    let err = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, Array(out), String(decoding: err, as: UTF8.self))
}

/// The bundled templates with every rows file made for them (Datasets/*/README.md).
let bundledRowsFiles: [(template: String, rows: String)] = [
    ("Datasets/feed/feed-cell.json", "Datasets/feed/rows.jsonl"),
    ("Datasets/feed/feed-cell.json", "Datasets/feed/rows-with-errors.jsonl"),
    ("Datasets/templates/chat-bubble.json", "Datasets/templates/chat-bubble-rows.jsonl"),
    ("Datasets/templates/chat-bubble.json", "Datasets/templates/chat-bubble-rows-10k.jsonl"),
    ("Datasets/templates/badge-row.json", "Datasets/templates/badge-row-rows.jsonl"),
    ("Datasets/templates/settings-row.json", "Datasets/templates/settings-row-rows.jsonl"),
    ("Datasets/xib-more/files/232.xib", "Datasets/samples/ib-cell-rows.jsonl"),
]
