import ArgumentParser
import Foundation
import TextMeasurement

/// The font options every measuring command shares: `--font FAMILY=FILE[,FILE...]` (repeatable)
/// and `--content-size-category NAME`, made into one `TextMeasurer`.
struct FontOptions: ParsableArguments {
    @Option(name: .customLong("font"),
            help: ArgumentHelp("Register a font family from font files, each face by its own weight (OS/2 weight class); repeat for several families. \"system=...\" replaces the SF stand-in.",
                               valueName: "FAMILY=FILE[,FILE...]"))
    var fonts: [String] = []

    @Option(name: .customLong("content-size-category"),
            help: ArgumentHelp("The user's text size, by UIKit's name (extraSmall ... extraExtraExtraLarge, accessibilityMedium ... accessibilityExtraExtraExtraLarge); text styles are sized by it.",
                               valueName: "NAME"))
    var contentSizeCategory: String = ContentSizeCategory.default.rawValue

    func validate() throws {
        do {
            _ = try ContentSizeCategory.named(contentSizeCategory)
        } catch {
            throw ValidationError("--content-size-category: \(error)")
        }
        for entry in fonts { _ = try Self.parse(entry) }
    }

    /// The measurer: the built-in families plus every `--font`, at the category.
    func measurer(mode: MeasurementMode = .fast) throws -> TextMeasurer {
        let registry = FontRegistry()
        for entry in fonts {
            let (family, files) = try Self.parse(entry)
            do {
                try registry.register(family: family, files: files.map { FontFile(path: $0) })
            } catch {
                throw ValidationError("--font \(entry): \(error)")
            }
        }
        let category: ContentSizeCategory
        do {
            category = try ContentSizeCategory.named(contentSizeCategory)
        } catch {
            throw ValidationError("--content-size-category: \(error)")
        }
        return TextMeasurer(mode: mode, fonts: registry, contentSizeCategory: category)
    }

    /// `FAMILY=FILE[,FILE...]`, split.
    static func parse(_ entry: String) throws -> (family: String, files: [String]) {
        guard let equals = entry.firstIndex(of: "=") else {
            throw ValidationError("--font \(entry): expected FAMILY=FILE[,FILE...]")
        }
        let family = String(entry[..<equals]).trimmingCharacters(in: .whitespaces)
        let files = entry[entry.index(after: equals)...].split(separator: ",").map { String($0) }.filter { !$0.isEmpty }
        guard !family.isEmpty, !files.isEmpty else {
            throw ValidationError("--font \(entry): expected a family name and at least one file (FAMILY=FILE[,FILE...])")
        }
        return (family, files)
    }
}
