import Foundation
import Testing
@testable import TextMeasurement

/// Apple's Dynamic Type table as the data file gives it (`Datasets/fonts/dynamic-type.json`),
/// read independently of the generated Swift table.
struct DynamicTypeData: Decodable, Sendable {
    struct Style: Decodable, Sendable {
        var weight: String
        var sizes: [Double]
        var lineHeights: [Double]
    }

    var categories: [String]
    var styles: [String: Style]

    static let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Datasets/fonts/dynamic-type.json").standardizedFileURL

    static let shared: DynamicTypeData? = (try? Data(contentsOf: file)).flatMap { try? JSONDecoder().decode(DynamicTypeData.self, from: $0) }

    func size(_ style: FontDescriptor.TextStyle, _ category: ContentSizeCategory) -> Double? {
        guard let column = categories.firstIndex(of: category.rawValue) else { return nil }
        return styles[style.rawValue]?.sizes[column]
    }

    func lineHeight(_ style: FontDescriptor.TextStyle, _ category: ContentSizeCategory) -> Double? {
        guard let column = categories.firstIndex(of: category.rawValue) else { return nil }
        return styles[style.rawValue]?.lineHeights[column]
    }
}

struct DynamicTypeTests {
    /// One registry for every category: faces load once.
    static let base = TextMeasurer(mode: .fast)
    static let measurers = Dictionary(uniqueKeysWithValues: ContentSizeCategory.allCases.map {
        ($0, base.with(contentSizeCategory: $0))
    })

    /// `Scripts/fonts/generate_dynamic_type.py` writes the Swift table from the data file; this
    /// fails when the file changed and the script was not run.
    @Test func swiftTableMatchesTheDataFile() throws {
        let data = try #require(DynamicTypeData.shared, "cannot read \(DynamicTypeData.file.path)")
        #expect(data.categories == ContentSizeCategory.allCases.map(\.rawValue))
        #expect(DynamicTypeTable.columns == ContentSizeCategory.allCases)
        #expect(Set(data.styles.keys) == Set(FontDescriptor.TextStyle.allCases.map(\.rawValue)))
        for style in FontDescriptor.TextStyle.allCases {
            let row = try #require(data.styles[style.rawValue])
            #expect(DynamicTypeTable.weight(style).rawValue == row.weight, "\(style)")
            #expect(ContentSizeCategory.allCases.map { DynamicTypeTable.size(style, $0) } == row.sizes, "\(style)")
            #expect(ContentSizeCategory.allCases.map { DynamicTypeTable.lineHeight(style, $0) } == row.lineHeights, "\(style)")
        }
    }

    /// The figures the issue quotes from Apple's table, as a fixed point the data file must keep.
    @Test func bodyFollowsApplesTable() {
        #expect(ContentSizeCategory.allCases.map { DynamicTypeTable.size(.body, $0) }
                == [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
        #expect(DynamicTypeTable.lineHeight(.body, .large) == 22)
        #expect(DynamicTypeTable.weight(.headline) == .semibold)
        #expect(FontDescriptor.preferredFont(forTextStyle: .body) == FontDescriptor(textStyle: .body))
        #expect(FontDescriptor(textStyle: .title1).size == 28)
    }

    /// Every style at every category: a label in the style measures exactly as the system font
    /// at the table's size and the style's weight (one line), and its lines are the table's
    /// line height apart, less nothing: first baseline to last is (n - 1) line heights when the
    /// table's line is taller than the font's own.
    @Test(arguments: FontDescriptor.TextStyle.allCases, ContentSizeCategory.allCases)
    func styleGetsUIKitsSize(style: FontDescriptor.TextStyle, category: ContentSizeCategory) throws {
        let data = try #require(DynamicTypeData.shared)
        let size = try #require(data.size(style, category))
        let lineHeight = try #require(data.lineHeight(style, category))
        let measurer = try #require(Self.measurers[category])
        let styled = FontDescriptor(textStyle: style)
        #expect(styled.sized(for: category).size == size)
        let plain = FontDescriptor(size: size, weight: style == .headline ? .semibold : .regular)
        let oneLine = try measurer.measure("Dynamic Type", font: styled, maxWidth: nil, numberOfLines: 1, scale: 0)
        #expect(oneLine == (try measurer.measure("Dynamic Type", font: plain, maxWidth: nil, numberOfLines: 1, scale: 0)))

        let three = try measurer.measure("one\ntwo\nthree", font: styled, maxWidth: nil, numberOfLines: 0, scale: 0)
        let natural = LineHeightRule.lineHeight(SystemFontModel.lineMetrics, size: size)
        let spacing = max(lineHeight, natural)
        #expect(abs(three.lastBaseline - three.firstBaseline - 2 * spacing) < 1e-9)
        #expect(abs(three.height - (2 * spacing + natural)) < 1e-9)
    }

    /// A font of a fixed size ignores the category, as in UIKit; a text style made bold stays
    /// bold at every category.
    @Test func fixedFontsDoNotScale() throws {
        let fixed = FontDescriptor(size: 17)
        #expect(fixed.sized(for: .accessibilityExtraExtraExtraLarge) == fixed)
        var bold = FontDescriptor(textStyle: .body)
        bold.weight = .bold
        #expect(bold.sized(for: .extraLarge).weight == .bold)
        #expect(bold.sized(for: .extraLarge).size == 19)
    }

    @Test func categoryNamesAreUIKits() throws {
        #expect(try ContentSizeCategory.named("accessibilityMedium") == .accessibilityMedium)
        #expect(throws: TextMeasurementError.self) { try ContentSizeCategory.named("xLarge") }
        #expect(FontDescriptor.TextStyle(interfaceBuilderName: "UICTFontTextStyleTitle0") == .largeTitle)
        #expect(FontDescriptor.TextStyle(interfaceBuilderName: "UICTFontTextStyleSubhead") == .subheadline)
    }
}
