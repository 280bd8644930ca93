import AutoLayout
import Foundation
import TextMeasurement

/// UIKit's `UIFontDescriptor`: a font described by attributes (family, size, weight, text
/// style, symbolic traits, system design), from which `UIFont(descriptor:size:)` makes a font.
///
/// Only what the text measurer measures reaches the font: family, size, weight and text style
/// (`font`). Bold is a weight (`.traitBold` is `.bold`, and a font of a weight whose nearest face
/// is the bold one reports `.traitBold`: `FontWeight.prefersBoldFace`); the monospaced design and
/// `.traitMonoSpace` are the monospaced system font's family. Italic, condensed, expanded and the
/// rounded and serif designs are recorded on the descriptor but not measured (the stand-in faces
/// have no such variants; UIKit's italic and rounded system faces are about as wide as the
/// upright default ones), and a `UIFont` made from the descriptor does not keep them.
public struct FontAttributeDescriptor: Hashable, Sendable {
    /// The font as the measurer takes it.
    public private(set) var font: FontDescriptor
    /// Traits recorded but not measured (italic, condensed, ...): never `.traitBold` (the weight).
    private var recordedTraits: SymbolicTraits
    /// The system design asked for (`.default` unless `withDesign(_:)` chose one).
    public private(set) var design: SystemDesign

    init(font: FontDescriptor, recordedTraits: SymbolicTraits = [], design: SystemDesign = .default) {
        self.font = font
        self.recordedTraits = recordedTraits.subtracting(.traitBold)
        self.design = design
    }

    /// UIKit's `init(name:size:)`: the font named `name` (a PostScript or family name), as
    /// `UIFont(name:size:)` reads it; an empty name is the system font.
    public init(name: String, size: Double) {
        self.init(font: FontDescriptor(name: name, size: size) ?? FontDescriptor.systemFont(ofSize: size))
    }

    /// UIKit's `init(fontAttributes:)`: the system font at the default size, with `attributes`.
    public init(fontAttributes attributes: [AttributeName: Any]) {
        self = FontAttributeDescriptor(font: FontDescriptor(size: FontDescriptor.labelFontSize)).addingAttributes(attributes)
    }

    /// UIKit's `preferredFontDescriptor(withTextStyle:)`.
    public static func preferredFontDescriptor(withTextStyle style: FontDescriptor.TextStyle) -> FontAttributeDescriptor {
        FontAttributeDescriptor(font: FontDescriptor.preferredFont(forTextStyle: style))
    }

    /// UIKit's `preferredFontDescriptor(withTextStyle:compatibleWith:)`: as for
    /// `UIFont.preferredFont(forTextStyle:compatibleWith:)`, the measurer of the tree that shows
    /// the font applies the category.
    public static func preferredFontDescriptor(withTextStyle style: FontDescriptor.TextStyle,
                                               compatibleWith traitCollection: TraitCollection?) -> FontAttributeDescriptor {
        preferredFontDescriptor(withTextStyle: style)
    }

    /// UIKit's `pointSize`.
    public var pointSize: Double { font.size }

    /// UIKit's `symbolicTraits`: the recorded traits, with `.traitBold` when the weight's
    /// nearest face is the bold one and `.traitMonoSpace` for the monospaced family.
    public var symbolicTraits: SymbolicTraits {
        var traits = recordedTraits
        if font.weight.prefersBoldFace { traits.insert(.traitBold) }
        if font.family == Self.monospacedFamily { traits.insert(.traitMonoSpace) }
        return traits
    }

    /// UIKit's `withSymbolicTraits(_:)`: the traits replace the descriptor's, as in UIKit (code
    /// that adds a trait passes `symbolicTraits.union(...)`). With `.traitBold` a weight lighter
    /// than semibold becomes bold; without it a bold weight becomes regular. Never nil here
    /// (UIKit's is nil when no face has the traits).
    public func withSymbolicTraits(_ traits: SymbolicTraits) -> FontAttributeDescriptor? {
        var result = self
        if traits.contains(.traitBold) != font.weight.prefersBoldFace {
            result.font.weight = traits.contains(.traitBold) ? .bold : .regular
        }
        if traits.contains(.traitMonoSpace), font.family != Self.monospacedFamily {
            result.font.family = Self.monospacedFamily
        }
        result.recordedTraits = traits.subtracting([.traitBold, .traitMonoSpace])
        return result
    }

    /// UIKit's `withDesign(_:)`: `.monospaced` is the monospaced system font's family; the
    /// others are recorded (see the type's comment). Never nil here.
    public func withDesign(_ design: SystemDesign) -> FontAttributeDescriptor? {
        var result = self
        result.design = design
        if design == .monospaced { result.font.family = Self.monospacedFamily }
        return result
    }

    /// UIKit's `withSize(_:)`.
    public func withSize(_ newPointSize: Double) -> FontAttributeDescriptor {
        var result = self
        result.font = font.withSize(newPointSize)
        return result
    }

    /// UIKit's `addingAttributes(_:)`: `.family`, `.name`, `.size`, `.textStyle` and `.traits`
    /// (its `.weight`, a `UIFont.Weight`, and `.symbolic`, `SymbolicTraits` or their raw value)
    /// change the font; other attributes (features, matrix, ...) do not change a measurement.
    public func addingAttributes(_ attributes: [AttributeName: Any]) -> FontAttributeDescriptor {
        var result = self
        if let style = attributes[.textStyle] as? FontDescriptor.TextStyle {
            result.font = FontDescriptor.preferredFont(forTextStyle: style)
        }
        if let name = attributes[.name] as? String, let named = FontDescriptor(name: name, size: result.font.size) {
            result.font.family = named.family
            result.font.weight = named.weight
        }
        if let family = attributes[.family] as? String { result.font.family = family }
        if let size = Self.number(attributes[.size]), size > 0 { result.font = result.font.withSize(size) }
        if let traits = attributes[.traits] as? [TraitKey: Any] {
            if let symbolic = traits[.symbolic] as? SymbolicTraits ?? (traits[.symbolic] as? UInt32).map(SymbolicTraits.init(rawValue:)),
               let withTraits = result.withSymbolicTraits(symbolic) {
                result = withTraits
            }
            if let weight = traits[.weight] as? FontWeight { result.font.weight = weight }
        }
        return result
    }

    /// UIKit's `fontAttributes`: what the descriptor says, under UIKit's keys.
    public var fontAttributes: [AttributeName: Any] {
        var attributes: [AttributeName: Any] = [
            .family: font.family, .size: font.size,
            .traits: [TraitKey.weight: font.weight, TraitKey.symbolic: symbolicTraits.rawValue] as [TraitKey: Any],
        ]
        if let style = font.textStyle { attributes[.textStyle] = style }
        return attributes
    }

    /// UIKit's `object(forKey:)`.
    public func object(forKey attribute: AttributeName) -> Any? { fontAttributes[attribute] }

    /// The family `monospacedSystemFont(ofSize:weight:)` uses: that function is the one home of it.
    private static var monospacedFamily: String { FontDescriptor.monospacedSystemFont(ofSize: 0, weight: .regular).family }

    private static func number(_ value: Any?) -> Double? {
        switch value {
        case let value as Double: value
        case let value as CGFloat: Double(value)
        case let value as Int: Double(value)
        default: nil
        }
    }

    /// UIKit's `UIFontDescriptor.SymbolicTraits`, with UIKit's (Core Text's) raw values.
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }

    /// UIKit's `UIFontDescriptor.SystemDesign`.
    public enum SystemDesign: String, Hashable, Sendable {
        case `default`, rounded, serif, monospaced
    }

    /// UIKit's `UIFontDescriptor.AttributeName`.
    public struct AttributeName: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
        public static let name = AttributeName(rawValue: "NSFontNameAttribute")
        public static let face = AttributeName(rawValue: "NSFontFaceAttribute")
        public static let size = AttributeName(rawValue: "NSFontSizeAttribute")
        public static let traits = AttributeName(rawValue: "NSCTFontTraitsAttribute")
        public static let textStyle = AttributeName(rawValue: "NSCTFontUIUsageAttribute")
        public static let featureSettings = AttributeName(rawValue: "NSCTFontFeatureSettingsAttribute")
        public static let fixedAdvance = AttributeName(rawValue: "NSCTFontFixedAdvanceAttribute")
    }

    /// UIKit's `UIFontDescriptor.TraitKey`.
    public struct TraitKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let symbolic = TraitKey(rawValue: "NSCTFontSymbolicTrait")
        public static let weight = TraitKey(rawValue: "NSCTFontWeightTrait")
        public static let width = TraitKey(rawValue: "NSCTFontProportionTrait")
        public static let slant = TraitKey(rawValue: "NSCTFontSlantTrait")
    }
}

extension FontDescriptor {
    /// UIKit's `UIFont.fontDescriptor`. Made from the font, it knows what the font knows: not
    /// italics or a design (see `FontAttributeDescriptor`).
    public var fontDescriptor: FontAttributeDescriptor { FontAttributeDescriptor(font: self) }

    /// UIKit's `UIFont(descriptor:size:)`: `size` 0 keeps the descriptor's size (a text style's
    /// font then still follows the content size category); another size makes a font of that
    /// fixed size.
    public init(descriptor: FontAttributeDescriptor, size pointSize: Double) {
        self = descriptor.font
        if pointSize > 0 {
            size = pointSize
            textStyle = nil
        }
    }
}
