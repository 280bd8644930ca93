// swift-tools-version: 6.1
// The benchmark suite lives in its own package so that `swift build` / `swift test` of the main
// package never pay for package-benchmark's release build (see Benchmarks/README.md).
import PackageDescription

let package = Package(
    name: "OpenAutoLayoutBenchmarks",
    dependencies: [
        // Named so that the products below find it whatever the clone's folder is called: a
        // path dependency's identity is its folder name (`main`, `wt-24`, `OpenAutoLayout`...), and
        // SwiftPM matches `package:` against the name given here too.
        .package(name: "OpenAutoLayout", path: ".."),
        // package-benchmark, renamed ordo-one/benchmark upstream (the old URL still resolves, but its
        // plugin then prints a rename warning). MallocInterposer gives the malloc-count metrics.
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "SolverBenchmarks",
            dependencies: [
                .product(name: "Cassowary", package: "OpenAutoLayout"),
                .product(name: "CassowaryWorkloads", package: "OpenAutoLayout"),
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
                .product(name: "AutoLayout", package: "OpenAutoLayout"),
                .product(name: "AutoLayoutWorkloads", package: "OpenAutoLayout"),
                .product(name: "Cassowary", package: "OpenAutoLayout"),
                .product(name: "CassowaryWorkloads", package: "OpenAutoLayout"),
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
                .product(name: "TextMeasurement", package: "OpenAutoLayout"),
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
