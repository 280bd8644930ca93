// swift-tools-version: 6.1
// The `autolayout` command-line tool and the height service (`autolayout serve`): a package of
// their own, so that the libraries in the package above (`import UIKit`, `AutoLayout`,
// `BatchLayout`...) depend on nothing, and a project that uses them never fetches or builds
// the HTTP stack. Built and tested by the README's commands (`Scripts/setup.sh`,
// `Scripts/test.sh`).
import PackageDescription

let package = Package(
    name: "OpenAutoLayoutTool",
    products: [
        .executable(name: "autolayout", targets: ["autolayout"]),
    ],
    dependencies: [
        // Named, so the products below resolve whatever folder the clone is in; with its default
        // traits (the batch kernels on OpenBLAS).
        .package(name: "OpenAutoLayout", path: ".."),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // The height service only.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/swift-server/swift-prometheus", from: "2.4.1"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
    ],
    targets: [
        // What the tool and the service both check a template for before sizing rows with it
        // (its required constraints' conflicts) and how they word a constraint: one
        // implementation, so `heights` and the service refuse the same templates alike.
        .target(
            name: "TemplateDiagnostics",
            dependencies: [
                .product(name: "AutoLayout", package: "OpenAutoLayout"),
                .product(name: "LayoutDocuments", package: "OpenAutoLayout"),
                .product(name: "Interchange", package: "OpenAutoLayout"),
                .product(name: "TextMeasurement", package: "OpenAutoLayout"),
            ]
        ),
        // Heights over HTTP with warm templates.
        .target(
            name: "HeightService",
            dependencies: [
                "TemplateDiagnostics",
                .product(name: "AutoLayout", package: "OpenAutoLayout"),
                .product(name: "LayoutDocuments", package: "OpenAutoLayout"),
                .product(name: "InterfaceBuilder", package: "OpenAutoLayout"),
                .product(name: "BatchLayout", package: "OpenAutoLayout"),
                .product(name: "Interchange", package: "OpenAutoLayout"),
                .product(name: "TextMeasurement", package: "OpenAutoLayout"),
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
                "HeightService",
                "TemplateDiagnostics",
                .product(name: "AutoLayout", package: "OpenAutoLayout"),
                .product(name: "LayoutDocuments", package: "OpenAutoLayout"),
                .product(name: "InterfaceBuilder", package: "OpenAutoLayout"),
                .product(name: "BatchLayout", package: "OpenAutoLayout"),
                .product(name: "BatchWorkloads", package: "OpenAutoLayout"),
                .product(name: "BatchBench", package: "OpenAutoLayout"),
                .product(name: "Cassowary", package: "OpenAutoLayout"),
                .product(name: "CassowaryWorkloads", package: "OpenAutoLayout"),
                .product(name: "Interchange", package: "OpenAutoLayout"),
                .product(name: "TextMeasurement", package: "OpenAutoLayout"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Finds the built tool and the repository for the suites that run `autolayout`.
        .target(name: "ToolSupport", path: "Tests/ToolSupport"),
        .testTarget(name: "CommandLineTests", dependencies: [
            "autolayout", "ToolSupport",
            // The cells built in code that `heights` and `solve` size for a device (DeviceSizingCommandTests).
            .product(name: "TableCellWorkloads", package: "OpenAutoLayout"), .product(name: "CassowaryWorkloads", package: "OpenAutoLayout"),
            .product(name: "AutoLayout", package: "OpenAutoLayout"), .product(name: "LayoutDocuments", package: "OpenAutoLayout"),
            .product(name: "TextMeasurement", package: "OpenAutoLayout"),
        ]),
        .testTarget(
            name: "HeightServiceTests",
            dependencies: ["autolayout", "HeightService", "ToolSupport", .product(name: "CassowaryWorkloads", package: "OpenAutoLayout"),
                           // The cells built in code that the service's leg of one cell, one height sends.
                           .product(name: "TableCellWorkloads", package: "OpenAutoLayout"),
                           .product(name: "AutoLayout", package: "OpenAutoLayout"),
                           .product(name: "LayoutDocuments", package: "OpenAutoLayout"),
                           .product(name: "TextMeasurement", package: "OpenAutoLayout")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
