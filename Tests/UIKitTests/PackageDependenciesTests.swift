import Foundation
import Testing

/// `import UIKit` costs a project nothing beyond these libraries (issue 32, item 8): the
/// libraries' package lists no dependency, so SwiftPM fetches and builds nothing else for a
/// project that uses them; the tool and the height service, with SwiftNIO and the rest, are
/// the package in Tool/, which depends on this one and never the other way round.
@Suite struct PackageDependenciesTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func manifest(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func theLibrariesDependOnNoPackage() throws {
        let manifest = try Self.manifest("Package.swift")
        #expect(!manifest.contains(".package("), "Package.swift lists a dependency: every project that imports UIKit would fetch it")
        #expect(!manifest.contains("executableTarget"), "the tool belongs to Tool/Package.swift")
    }

    @Test func theToolPackageUsesTheLibrariesFromThisClone() throws {
        let manifest = try Self.manifest("Tool/Package.swift")
        #expect(manifest.contains(#".package(name: "OpenAutoLayout", path: "..")"#))
        #expect(manifest.contains("hummingbird"))
    }
}
