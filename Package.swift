// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "OpenAutoLayout",
    products: [
        .library(name: "Interchange", targets: ["Interchange"]),
        .library(name: "Cassowary", targets: ["Cassowary"]),
        .library(name: "CassowaryWorkloads", targets: ["CassowaryWorkloads"]),
        .library(name: "TextMeasurement", targets: ["TextMeasurement"]),
        .library(name: "AutoLayout", targets: ["AutoLayout"]),
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "AutoLayoutWorkloads", targets: ["AutoLayoutWorkloads"]),
        .library(name: "BatchLayout", targets: ["BatchLayout"]),
        .executable(name: "autolayout", targets: ["autolayout"]),
    ],
    traits: [
        .trait(name: "OpenBLAS", description: "The batch engine's dense kernels call OpenBLAS (cblas_dgemm); without it they run in plain Swift with SIMD."),
        .default(enabledTraits: ["OpenBLAS"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // The height service (`autolayout serve`) only: the libraries never link SwiftNIO.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/swift-server/swift-prometheus", from: "2.4.1"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
    ],
    targets: [
        .target(name: "Interchange"),
        .target(name: "Cassowary", dependencies: ["Interchange"]),
        .systemLibrary(
            name: "CBLAS",
            pkgConfig: "openblas",
            providers: [.apt(["libopenblas-dev"])]
        ),
        .target(name: "CassowaryWorkloads", dependencies: ["Cassowary"]),
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"])]),
        .target(name: "CLineBreaking", linkerSettings: [.linkedLibrary("icuuc")]),
        .target(name: "TextMeasurement", dependencies: ["CFreeType", "CHarfBuzz", "CLineBreaking"], exclude: ["README.md"]),
        .target(name: "AutoLayout", dependencies: ["Cassowary", "Interchange", "TextMeasurement"]),
        .target(name: "UIKit", dependencies: ["AutoLayout", "TextMeasurement", "_Testing_UIKit"]),
        .target(name: "_Testing_UIKit"),
        .target(name: "AutoLayoutWorkloads", dependencies: ["AutoLayout", "CassowaryWorkloads"]),
        .target(
            name: "BatchLayout",
            dependencies: [
                "AutoLayout",
                "Cassowary",
                "Interchange",
                "TextMeasurement",
                .target(name: "CBLAS", condition: .when(traits: ["OpenBLAS"])),
            ]
        ),
        // Seeded generated cell templates and rows (issue 24): `bench --generated` and the tests.
        .target(name: "BatchWorkloads", dependencies: ["Interchange", "CassowaryWorkloads"]),
        // Heights over HTTP with warm templates (issue 26): its own target, so that AutoLayout,
        // BatchLayout and the rest build without SwiftNIO.
        .target(
            name: "HeightService",
            dependencies: [
                "AutoLayout",
                "BatchLayout",
                "Interchange",
                "TextMeasurement",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Prometheus", package: "swift-prometheus"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "NIOCore", package: "swift-nio"),
            ],
            exclude: ["openapi.yaml"]
        ),
        .executableTarget(
            name: "autolayout",
            dependencies: [
                "AutoLayout",
                "BatchLayout",
                "BatchWorkloads",
                "HeightService",
                "Cassowary",
                "CassowaryWorkloads",
                "Interchange",
                "TextMeasurement",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary", "CassowaryWorkloads"]),
        .testTarget(name: "CBLASTests", dependencies: ["CBLAS"]),
        .testTarget(name: "AutoLayoutTests", dependencies: ["AutoLayout", "AutoLayoutWorkloads", "Cassowary", "TextMeasurement", "CassowaryWorkloads"]),
        .testTarget(name: "TextMeasurementTests", dependencies: ["TextMeasurement", "CassowaryWorkloads"]),
        .testTarget(name: "BatchLayoutTests", dependencies: ["BatchLayout", "BatchWorkloads", "AutoLayout", "Cassowary", "CassowaryWorkloads", "Interchange", "TextMeasurement"]),
        // Finds the built tool and the repository for the suites that run `autolayout`.
        .target(name: "ToolSupport", path: "Tests/ToolSupport"),
        .testTarget(name: "CommandLineTests", dependencies: ["autolayout", "ToolSupport"]),
        .testTarget(name: "HeightServiceTests", dependencies: ["autolayout", "HeightService", "CassowaryWorkloads", "ToolSupport"]),
        .testTarget(name: "UIKitTests", dependencies: ["UIKit", "CassowaryWorkloads"]),
        .testTarget(name: "UIKitCorpusTests", dependencies: ["UIKit", "CassowaryWorkloads"]),
    ],
    swiftLanguageModes: [.v6]
)
