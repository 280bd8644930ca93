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
            help: ArgumentHelp("The user's text size, by UIKit's name (extraSmall ... extraExtraExtraLarge, accessibilityMedium ... accessibilityExtraExtraExtraLarge; default large); text styles are sized by it. `heights` takes several (repeat it, or \"all\") and names each result's category.",
                               valueName: "NAME"))
    var contentSizeCategoryNames: [String] = []

    func validate() throws {
        _ = try categories()
        for entry in fonts { _ = try Self.parse(entry) }
    }

    /// The categories asked for, in order, each once (`all`: every category, smallest first);
    /// empty when none was given.
    func categories() throws -> [ContentSizeCategory] {
        var categories: [ContentSizeCategory] = []
        for name in contentSizeCategoryNames {
            let named: [ContentSizeCategory]
            do {
                named = name == "all" ? ContentSizeCategory.allCases : [try ContentSizeCategory.named(name)]
            } catch {
                throw ValidationError("--content-size-category: \(error), or all")
            }
            categories += named.filter { !categories.contains($0) }
        }
        return categories
    }

    /// The measurer: the built-in families plus every `--font`, at the category asked for (the
    /// default when none). A command that sizes at one category refuses several; `heights`
    /// (`allowingSeveralCategories`) measures at the first here and at each in its job.
    func measurer(mode: MeasurementMode = .fast, allowingSeveralCategories: Bool = false) throws -> TextMeasurer {
        let categories = try categories()
        guard categories.count <= 1 || allowingSeveralCategories else {
            throw ValidationError("--content-size-category: this command sizes at one category; `autolayout heights` takes several")
        }
        let registry = FontRegistry()
        for entry in fonts {
            let (family, files) = try Self.parse(entry)
            do {
                try registry.register(family: family, files: files.map { FontFile(path: $0) })
            } catch {
                throw ValidationError("--font \(entry): \(error)")
            }
        }
        return TextMeasurer(mode: mode, fonts: registry, contentSizeCategory: categories.first ?? .default)
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
