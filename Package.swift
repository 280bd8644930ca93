// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "OpenAutoLayout",
    products: [
        .library(name: "Cassowary", targets: ["Cassowary"]),
        .library(name: "CassowaryWorkloads", targets: ["CassowaryWorkloads"]),
        .executable(name: "autolayout", targets: ["autolayout"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        .target(name: "Cassowary"),
        .systemLibrary(
            name: "CBLAS",
            pkgConfig: "openblas",
            providers: [.apt(["libopenblas-dev"])]
        ),
        .target(name: "CassowaryWorkloads", dependencies: ["Cassowary"]),
        .executableTarget(
            name: "autolayout",
            dependencies: [
                "Cassowary",
                "CassowaryWorkloads",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary", "CassowaryWorkloads"]),
        .testTarget(name: "CBLASTests", dependencies: ["CBLAS"]),
    ],
    swiftLanguageModes: [.v6]
)
