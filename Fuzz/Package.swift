// swift-tools-version: 6.1
// Coverage-guided fuzz targets (libFuzzer, with AddressSanitizer) for the readers of untrusted
// input: rows, layout documents, the Visual Format Language and Interface Builder files. A package
// of its own, like Benchmarks/, because its executables have no `main` (libFuzzer supplies it)
// and only link with `-sanitize=fuzzer`: `Scripts/fuzz.sh TARGET SECONDS` builds and runs them.
import PackageDescription

let package = Package(
    name: "OpenAutoLayoutFuzz",
    dependencies: [
        // Named, so the products below resolve whatever folder the clone is in.
        .package(name: "OpenAutoLayout", path: ".."),
    ],
    targets: [
        .executableTarget(
            name: "FuzzRows",
            dependencies: [
                .product(name: "AutoLayout", package: "OpenAutoLayout"),
                .product(name: "LayoutDocuments", package: "OpenAutoLayout"),
                .product(name: "BatchLayout", package: "OpenAutoLayout"),
                .product(name: "TextMeasurement", package: "OpenAutoLayout"),
            ]
        ),
        .executableTarget(
            name: "FuzzDocument",
            dependencies: [.product(name: "AutoLayout", package: "OpenAutoLayout"), .product(name: "LayoutDocuments", package: "OpenAutoLayout")]
        ),
        .executableTarget(name: "FuzzVisualFormat", dependencies: [.product(name: "AutoLayout", package: "OpenAutoLayout")]),
        .executableTarget(
            name: "FuzzInterfaceBuilder",
            dependencies: [.product(name: "AutoLayout", package: "OpenAutoLayout"), .product(name: "InterfaceBuilder", package: "OpenAutoLayout")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
