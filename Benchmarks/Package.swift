// swift-tools-version: 6.1
// The benchmark suite lives in its own package so that `swift build` / `swift test` of the main
// package never pay for package-benchmark's release build (see Benchmarks/README.md).
import PackageDescription

let package = Package(
    name: "OpenAutoLayoutBenchmarks",
    dependencies: [
        .package(path: ".."),
        // package-benchmark, renamed ordo-one/benchmark upstream (the old URL still resolves, but its
        // plugin then prints a rename warning). MallocInterposer gives the malloc-count metrics.
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "SolverBenchmarks",
            dependencies: [
                .product(name: "Cassowary", package: "main"),
                .product(name: "CassowaryWorkloads", package: "main"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/SolverBenchmarks",
            plugins: [
                .plugin(name: "BenchmarkPlugin", package: "benchmark"),
            ]
        ),
        .executableTarget(
            name: "ModelBenchmarks",
            dependencies: [
                .product(name: "AutoLayout", package: "main"),
                .product(name: "AutoLayoutWorkloads", package: "main"),
                .product(name: "Cassowary", package: "main"),
                .product(name: "CassowaryWorkloads", package: "main"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/ModelBenchmarks",
            plugins: [
                .plugin(name: "BenchmarkPlugin", package: "benchmark"),
            ]
        ),
        .executableTarget(
            name: "TextBenchmarks",
            dependencies: [
                .product(name: "TextMeasurement", package: "main"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/TextBenchmarks",
            plugins: [
                .plugin(name: "BenchmarkPlugin", package: "benchmark"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
