import Testing
import UIKit

// `UIFontDescriptor` as cells use it: a bold or italic text style, a rounded or monospaced design,
// a weight through `addingAttributes`. Expected sizes are Apple's Dynamic Type table (Human
// Interface Guidelines, "Typography", iOS: Body 17 pt at Large, 33 pt at AX2 = accessibilityLarge;
// Headline 17 pt semibold) and UIKit's documented rules (`UIFont(descriptor:size:)`: "specify 0.0
// to keep the point size of the descriptor"; `withSymbolicTraits(_:)` replaces the traits).
struct FontDescriptorTests {
    @Test func boldBodyKeepsItsTextStyleAndSize() throws {
        let body = UIFont.preferredFont(forTextStyle: .body)
        let descriptor = try #require(body.fontDescriptor.withSymbolicTraits(.traitBold))
        let bold = UIFont(descriptor: descriptor, size: 0)
        #expect(bold.pointSize == 17)
        #expect(bold.weight == .bold)
        #expect(bold.textStyle == .body)
        #expect(bold.sized(for: .accessibilityLarge).pointSize == 33)
        #expect(descriptor.symbolicTraits.contains(.traitBold))
    }

    @Test func aSizeOtherThanZeroIsFixed() throws {
        let descriptor = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body)
        #expect(descriptor.pointSize == 17)
        let font = UIFont(descriptor: descriptor, size: 20)
        #expect(font.pointSize == 20)
        #expect(font.sized(for: .accessibilityLarge).pointSize == 20)
    }

    /// Headline is semibold (Apple's table), so its descriptor reports bold; traits replace, so
    /// italic alone drops the bold and code keeps it with `union`.
    @Test func traitsReplaceAsInUIKit() throws {
        let headline = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .headline)
        #expect(headline.symbolicTraits.contains(.traitBold))
        let italicOnly = try #require(headline.withSymbolicTraits(.traitItalic))
        #expect(italicOnly.symbolicTraits == .traitItalic)
        #expect(UIFont(descriptor: italicOnly, size: 0).weight == .regular)
        let boldItalic = try #require(headline.withSymbolicTraits(headline.symbolicTraits.union(.traitItalic)))
        #expect(boldItalic.symbolicTraits.contains([.traitBold, .traitItalic]))
        #expect(UIFont(descriptor: boldItalic, size: 0).weight == .semibold)
        let condensed = try #require(UIFontDescriptor(name: "Helvetica", size: 12).withSymbolicTraits(.traitCondensed))
        #expect(condensed.symbolicTraits == .traitCondensed)
    }

    @Test func weightThroughTraitsAttribute() {
        let descriptor = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .subheadline)
            .addingAttributes([.traits: [UIFontDescriptor.TraitKey.weight: UIFont.Weight.semibold]])
        let font = UIFont(descriptor: descriptor, size: 0)
        #expect(font.weight == .semibold)
        #expect(font.pointSize == 15)  // Apple's table: Subheadline 15 pt at Large
        #expect(font.textStyle == .subheadline)
        let symbolic = UIFontDescriptor(fontAttributes: [.family: "Helvetica Neue", .size: 13])
            .addingAttributes([.traits: [UIFontDescriptor.TraitKey.symbolic: UIFontDescriptor.SymbolicTraits.traitBold.rawValue]])
        #expect(UIFont(descriptor: symbolic, size: 0) == UIFont(name: "HelveticaNeue-Bold", size: 13))
    }

    @Test func designs() throws {
        let body = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body)
        let mono = try #require(body.withDesign(.monospaced))
        #expect(UIFont(descriptor: mono, size: 0).familyName == UIFont.monospacedSystemFont(ofSize: 17, weight: .regular).familyName)
        #expect(mono.symbolicTraits.contains(.traitMonoSpace))
        let rounded = try #require(body.withDesign(.rounded))
        #expect(rounded.design == .rounded)
        #expect(UIFont(descriptor: rounded, size: 0) == UIFont.preferredFont(forTextStyle: .body))
    }

    /// A label in a bold body made through the descriptor measures as the bold system font of
    /// body's size: the descriptor adds no font rule of its own.
    @Test func labelMeasuresLikeTheBoldSystemFont() throws {
        let text = "A descriptor-made bold label"
        let descriptorLabel = UILabel()
        descriptorLabel.text = text
        descriptorLabel.font = UIFont(descriptor: try #require(UIFontDescriptor(name: "", size: 17).withSymbolicTraits(.traitBold)), size: 0)
        let systemLabel = UILabel()
        systemLabel.text = text
        systemLabel.font = UIFont.systemFont(ofSize: 17, weight: .bold)
        let regularLabel = UILabel()
        regularLabel.text = text
        regularLabel.font = UIFont.systemFont(ofSize: 17)
        #expect(descriptorLabel.intrinsicContentSize == systemLabel.intrinsicContentSize)
        #expect(descriptorLabel.intrinsicContentSize.width > regularLabel.intrinsicContentSize.width)
    }
}
