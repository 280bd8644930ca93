import Foundation

/// Where the test suites that run the built `autolayout` find it and the repository: the tool
/// is a dependency of those test targets, so `swift build --build-tests` puts it beside the test
/// bundle.
public enum BuiltTool {
    /// The `autolayout` executable next to the running test bundle.
    public static func url() throws -> URL {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent("autolayout")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory.deleteLastPathComponent()
        }
        throw CocoaError(.fileNoSuchFile)
    }

    /// The repository's root (the tests run the tool from there, on its `Datasets/`): this file
    /// is Tool/Tests/ToolSupport/BuiltTool.swift.
    public static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
}
