// swift-tools-version: 6.1
import CompilerPluginSupport
import PackageDescription

let package = Package(
    name: "OpenAutoLayout",
    products: [
        .library(name: "Interchange", targets: ["Interchange"]),
        .library(name: "Cassowary", targets: ["Cassowary"]),
        .library(name: "CassowaryWorkloads", targets: ["CassowaryWorkloads"]),
        .library(name: "TextMeasurement", targets: ["TextMeasurement"]),
        .library(name: "AutoLayout", targets: ["AutoLayout"]),
        .library(name: "LayoutDocuments", targets: ["LayoutDocuments"]),
        .library(name: "InterfaceBuilder", targets: ["InterfaceBuilder"]),
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "AutoLayoutWorkloads", targets: ["AutoLayoutWorkloads"]),
        .library(name: "TableCellWorkloads", targets: ["TableCellWorkloads"]),
        .library(name: "BatchLayout", targets: ["BatchLayout"]),
        .library(name: "BatchWorkloads", targets: ["BatchWorkloads"]),
        .library(name: "BatchBench", targets: ["BatchBench"]),
    ],
    traits: [
        .trait(name: "OpenBLAS", description: "The batch engine's dense kernels call OpenBLAS (cblas_dgemm); without it they run in plain Swift with SIMD."),
        .default(enabledTraits: ["OpenBLAS"]),
    ],
    // None: a package that depends on these libraries (`import UIKit`, say) fetches and builds
    // nothing else. The command-line tool and the height service, with their dependencies
    // (swift-argument-parser, Hummingbird and SwiftNIO...), are the package in Tool/.
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
        // Cache prefetch, which Swift cannot ask for: the batch engine's block loops.
        .target(name: "CMemoryHints"),
        .target(name: "TextMeasurement", dependencies: ["CFreeType", "CHarfBuzz", "CLineBreaking"], exclude: ["README.md"]),
        .target(name: "AutoLayout", dependencies: ["Cassowary", "Interchange", "TextMeasurement"]),
        // The layout document (JSON) read into views and written from them; the one table of
        // view kinds (ViewKind).
        .target(name: "LayoutDocuments", dependencies: ["AutoLayout", "Interchange", "TextMeasurement"]),
        // Interface Builder documents (.xib, .storyboard) into views and layout documents: the only
        // target that uses Foundation's XML parser (FoundationXML, libxml2).
        .target(name: "InterfaceBuilder", dependencies: ["AutoLayout", "LayoutDocuments", "TextMeasurement"]),
        // UIKit's names for the model's types and what of UIKit is not the layout model (tables
        // and collection views as sizing harnesses, font descriptors, drawing stand-ins); it
        // re-exports the model, documents, importer and text: `import UIKit`.
        .target(name: "UIKit", dependencies: ["AutoLayout", "LayoutDocuments", "InterfaceBuilder", "TextMeasurement", "_Testing_UIKit", "simd", "PreviewMacros"]),
        // The compiler plugin of `#Preview` (it expands to nothing: there is no canvas). It speaks
        // the plugin protocol itself, so it needs no swift-syntax and the libraries no package.
        .macro(name: "PreviewMacros"),
        // Apple's `simd` module as Swift code sees it (its vector names are the standard
        // library's SIMD types), so that view files that `import simd` build with UIKit.
        .target(name: "simd"),
        .target(name: "_Testing_UIKit"),
        .target(name: "AutoLayoutWorkloads", dependencies: ["AutoLayout", "CassowaryWorkloads"]),
        // Seeded random table cells with every view kind, and the Interface Builder document of a
        // cell built in code: the one-cell, one-height tests of this package and of Tool/.
        .target(name: "TableCellWorkloads", dependencies: ["AutoLayout", "LayoutDocuments", "CassowaryWorkloads", "TextMeasurement"]),
        .target(
            name: "BatchLayout",
            dependencies: [
                "AutoLayout",
                "LayoutDocuments",
                "InterfaceBuilder",
                "Cassowary",
                "Interchange",
                "TextMeasurement",
                "CMemoryHints",
                .target(name: "CBLAS", condition: .when(traits: ["OpenBLAS"])),
            ]
        ),
        // Seeded generated cell templates and rows (issue 24): `bench --generated` and the tests.
        .target(name: "BatchWorkloads", dependencies: ["Interchange", "CassowaryWorkloads"]),
        // `autolayout bench`: the batch against the per-row solvers and stage by stage, out of
        // the engine's library (it reaches the engine's internals through `package` access).
        .target(name: "BatchBench", dependencies: ["BatchLayout", "AutoLayout", "Cassowary", "Interchange", "TextMeasurement"]),
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary", "CassowaryWorkloads"]),
        .testTarget(name: "CBLASTests", dependencies: ["CBLAS"]),
        .testTarget(name: "AutoLayoutTests", dependencies: ["AutoLayout", "LayoutDocuments", "InterfaceBuilder", "AutoLayoutWorkloads", "Cassowary", "TextMeasurement", "CassowaryWorkloads"]),
        .testTarget(name: "TextMeasurementTests", dependencies: ["TextMeasurement", "CassowaryWorkloads"]),
        .testTarget(name: "BatchLayoutTests", dependencies: ["BatchLayout", "BatchBench", "BatchWorkloads", "TableCellWorkloads", "AutoLayout", "LayoutDocuments", "InterfaceBuilder", "Cassowary", "CassowaryWorkloads", "Interchange", "TextMeasurement"]),
        .testTarget(name: "UIKitTests", dependencies: ["UIKit", "CassowaryWorkloads"]),
        .testTarget(name: "UIKitCorpusTests", dependencies: ["UIKit", "CassowaryWorkloads"]),
    ],
    swiftLanguageModes: [.v6]
)
