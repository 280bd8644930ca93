import Dispatch
import Synchronization

/// The font families a measurer can use, by name, and the faces loaded for them.
///
/// `"system"` is always there: the SF stand-in (`SystemFontModel`: Inter and Inter Display in
/// UIKit's nine weights) with Noto Sans CJK SC as the fallback for characters Inter lacks.
/// Users add their own files with `register`. Faces load once, on first use, and are shared by
/// every thread; a file that cannot be read is reported as `TextMeasurementError.unreadableFont`
/// naming it, each time it is asked for.
public final class FontRegistry: Sendable {
    /// One family: the faces tried in order for each character, for regular and bold text, and
    /// optionally for each UIKit weight (a weight the family lacks takes the nearest it has).
    public struct Family: Hashable, Sendable {
        public var regular: [FontFile]
        public var bold: [FontFile]
        /// Faces by weight, for families with more than a regular and a bold face.
        public var weighted: [FontWeight: [FontFile]]
        /// The system font release whose SF stand-in the first face of each weight is made into
        /// (the built-in system families only: their faces are Inter's, the Display design found
        /// by weight); nil for every other family.
        let standInRelease: SystemFontRelease?

        var isSystemStandIn: Bool { standInRelease != nil }

        public init(regular: [FontFile], bold: [FontFile]) {
            self.init(regular: regular, bold: bold, weighted: [:])
        }

        /// A family with faces for several weights; `regular` and `bold` are also the faces used
        /// for weights nearest to them when `weighted` has no face for a weight.
        public init(regular: [FontFile], bold: [FontFile], weighted: [FontWeight: [FontFile]]) {
            self.regular = regular
            self.bold = bold
            self.weighted = weighted
            standInRelease = nil
        }

        fileprivate init(systemStandInWith fallback: (regular: FontFile, bold: FontFile), release: SystemFontRelease) {
            var weighted: [FontWeight: [FontFile]] = [:]
            for weight in FontWeight.allCases {
                let fallbackFace = weight.prefersBoldFace ? fallback.bold : fallback.regular
                weighted[weight] = [SystemFontModel.files(for: weight).text, fallbackFace]
            }
            regular = weighted[.regular] ?? []
            bold = weighted[.bold] ?? []
            self.weighted = weighted
            standInRelease = release
        }

        /// The faces for `weight`: its own, else the nearest weight's (ties go to the heavier
        /// one, as UIKit picks the bolder face), else regular or bold.
        func files(for weight: FontWeight) -> [FontFile] {
            if let own = weighted[weight] { return own }
            let nearest = weighted.keys.min {
                let left = abs($0.numericWeight - weight.numericWeight), right = abs($1.numericWeight - weight.numericWeight)
                return left != right ? left < right : $0.numericWeight > $1.numericWeight
            }
            if let nearest, let files = weighted[nearest] { return files }
            return weight.prefersBoldFace ? bold : regular
        }
    }

    public static let systemFamilyName = "system"

    /// Noto Sans CJK SC (fonts-noto-cjk; the SC face is index 2 of the collections), standing in
    /// for PingFang SC, which is where UIKit's system font takes Chinese from.
    public static let chineseFallback = (regular: FontFile(path: "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", faceIndex: 2),
                                         bold: FontFile(path: "/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc", faceIndex: 2))

    /// The built-in "system" family: the SF stand-in with the Chinese fallback.
    public static let systemFamily = systemFamily(of: .current)

    /// The built-in family of a system font release (`SystemFontRelease.familyName`): the SF
    /// stand-in measuring like that release, with the Chinese fallback.
    public static func systemFamily(of release: SystemFontRelease) -> Family {
        Family(systemStandInWith: chineseFallback, release: release)
    }

    /// Liberation Sans (fonts-liberation2) with the Chinese fallback: the first "system" family,
    /// and the fonts the Pango reference of `Datasets/text` was made with.
    public static let liberationSansFamily = Family(
        regular: [FontFile(path: "/usr/share/fonts/truetype/liberation2/LiberationSans-Regular.ttf"), chineseFallback.regular],
        bold: [FontFile(path: "/usr/share/fonts/truetype/liberation2/LiberationSans-Bold.ttf"), chineseFallback.bold])

    /// A loaded face is identified by its file and, for the stand-in, the weight and release it
    /// stands for.
    private struct FaceKey: Hashable {
        var file: FontFile
        var standInWeight: FontWeight?
        var standInRelease: SystemFontRelease?

        /// The faces `font` is measured with, in fallback order: its family's files at its
        /// weight, the first standing in for the system font at that weight in the system family.
        static func keys(for font: FontDescriptor, in family: Family) -> [FaceKey] {
            family.files(for: font.weight).enumerated().map { position, file in
                position == 0 && family.isSystemStandIn
                    ? FaceKey(file: file, standInWeight: font.weight, standInRelease: family.standInRelease)
                    : FaceKey(file: file)
            }
        }

        /// What `FontFace` is told of the stand-in: the weight, the release and the Display
        /// design's file.
        var standIn: (weight: FontWeight, release: SystemFontRelease, display: FontFile)? {
            guard let standInWeight, let standInRelease else { return nil }
            return (weight: standInWeight, release: standInRelease, display: SystemFontModel.files(for: standInWeight).display)
        }
    }

    private struct State {
        var families: [String: Family]
        var faces: [FaceKey: FontFace] = [:]
        let freeType = FreeTypeLibrary()
    }

    private let state: Mutex<State>
    /// Bumped by every registration, so that caches of resolved families know to refresh.
    let generation = Atomic<Int>(0)

    /// A registry with the `"system"` family and Apple's other families that have a
    /// metric-compatible open face (`AppleFamilyFaces`); their faces load when first used.
    public init() {
        var families: [String: Family] = [:]
        for release in SystemFontRelease.allCases { families[Self.key(release.familyName)] = Self.systemFamily(of: release) }
        for (name, family) in AppleFamilyFaces.families { families[Self.key(name)] = family }
        state = Mutex(State(families: families))
    }

    /// Adds (or replaces) the family `name`: `regular` (and `bold`, when it has a bold face)
    /// followed by `fallbacks` for characters they lack (by default the Chinese fallback).
    /// The files are loaded now, so an unreadable one fails here.
    public func register(family name: String, regular: FontFile, bold: FontFile? = nil,
                         fallbacks: [FontFile]? = nil) throws(TextMeasurementError) {
        let regularFallbacks = fallbacks ?? [Self.chineseFallback.regular]
        let boldFallbacks = fallbacks ?? [Self.chineseFallback.bold]
        let family = Family(regular: [regular] + regularFallbacks, bold: [bold ?? regular] + boldFallbacks)
        try register(family: name, family)
    }

    /// Adds (or replaces) the family `name` from font files, each face taking the UIKit weight
    /// nearest its own (`OS/2` usWeightClass): `Brand-Regular.ttf` (400) and `Brand-Bold.ttf`
    /// (700) make a family with a regular and a bold face, and other weights use the nearest
    /// of those. Italic faces fill a weight only when no upright face has it (fonts are asked
    /// for by weight alone). Each face is followed by `fallbacks` (by default the Chinese one)
    /// for characters it lacks. Every file is loaded now, so an unreadable one fails here,
    /// naming it; two upright faces of one weight are an error too. Returns the faces in use.
    @discardableResult
    public func register(family name: String, files: [FontFile],
                         fallbacks: [FontFile]? = nil) throws(TextMeasurementError) -> [RegisteredFace] {
        guard !files.isEmpty else { throw .invalidArgument("font family \"\(name)\" needs at least one font file") }
        var faces: [(file: FontFile, weightClass: Int, isItalic: Bool)] = []
        for file in files {
            let loaded = try face(file)
            faces.append((file, loaded.weightClass, loaded.isItalic))
        }
        var chosen: [FontWeight: RegisteredFace] = [:]
        for italic in [false, true] {
            var takenThisRound: Set<FontWeight> = []
            for face in faces where face.isItalic == italic {
                let weight = FontWeight(nearestTo: face.weightClass)
                if let other = chosen[weight], !italic, takenThisRound.contains(weight) {
                    throw .invalidArgument("font family \"\(name)\": \(other.file) and \(face.file) are both \(weight) (weight class \(face.weightClass)); give one file per weight")
                }
                guard chosen[weight] == nil else { continue }
                chosen[weight] = RegisteredFace(family: name, file: face.file, weight: weight, weightClass: face.weightClass,
                                                isItalic: face.isItalic)
                takenThisRound.insert(weight)
            }
            // Italic faces are only a last resort: a family with upright faces keeps to them.
            if !chosen.isEmpty { break }
        }
        var weighted: [FontWeight: [FontFile]] = [:]
        for (weight, face) in chosen {
            weighted[weight] = [face.file] + (fallbacks ?? [weight.prefersBoldFace ? Self.chineseFallback.bold : Self.chineseFallback.regular])
        }
        let nearest = Family(regular: [], bold: [], weighted: weighted)
        try register(family: name, Family(regular: nearest.files(for: .regular), bold: nearest.files(for: .bold), weighted: weighted))
        return chosen.values.sorted { $0.weightClass < $1.weightClass }
    }

    /// One face of a family registered from files: which file, the UIKit weight it serves and
    /// the weight class and slant it declares (what a job's manifest reports).
    public struct RegisteredFace: Hashable, Sendable {
        public var family: String
        public var file: FontFile
        public var weight: FontWeight
        public var weightClass: Int
        public var isItalic: Bool
    }

    /// Adds (or replaces) a family given as explicit fallback lists. Its first faces are loaded
    /// now; fallback faces load when first needed.
    public func register(family name: String, _ family: Family) throws(TextMeasurementError) {
        guard !name.isEmpty, let firstRegular = family.regular.first, let firstBold = family.bold.first,
              family.weighted.values.allSatisfy({ !$0.isEmpty })
        else {
            throw .invalidArgument("a font family needs a name and at least one regular and one bold face")
        }
        try state.withLock { state throws(TextMeasurementError) in
            let release = family.standInRelease
            _ = try Self.face(firstRegular, standIn: release.map { (.regular, $0) }, in: &state)
            _ = try Self.face(firstBold, standIn: release.map { (.bold, $0) }, in: &state)
            for (weight, files) in family.weighted {
                _ = try Self.face(files[0], standIn: release.map { (weight, $0) }, in: &state)
            }
            // Files given for the system font stand for it in every release: there is one SF.
            let names = Self.key(name) == Self.key(Self.systemFamilyName) ? SystemFontRelease.allCases.map(\.familyName) : [name]
            for name in names { state.families[Self.key(name)] = family }
        }
        generation.add(1, ordering: .releasing)
    }

    /// The registered family names (lower-cased: names match case-insensitively).
    public var familyNames: [String] {
        state.withLock { $0.families.keys.sorted() }
    }

    /// The loaded faces for `font`'s family and weight, in fallback order.
    public func faces(for font: FontDescriptor) throws(TextMeasurementError) -> [FontFace] {
        try state.withLock { state throws(TextMeasurementError) in
            guard let family = state.families[Self.key(font.family)] else {
                throw .unknownFontFamily(font.family)
            }
            var faces: [FontFace] = []
            for key in FaceKey.keys(for: font, in: family) {
                faces.append(try Self.face(key, in: &state))
            }
            return faces
        }
    }

    /// Loads, on all cores, the faces `fonts` are measured with (each family's files at the
    /// font's weight, fallbacks included) and the character tables every measurement reads, so
    /// that a job's first measurements do not load them one after another (a face's kerning
    /// tables take 5-15 ms to build, the Basic Multilingual Plane's traits 20 ms). Faces are
    /// built outside the lock and kept unless another caller kept the same face first, so a
    /// face is still one object per key. What fails to load here is left alone: it fails again,
    /// with its error, where it is first used. Unknown families are skipped the same way.
    public func preloadFaces(for fonts: [FontDescriptor]) {
        struct Wanted {
            let key: FaceKey
            let summary: FreeTypeLibrary.FaceSummary
        }
        let wanted: [Wanted] = state.withLock { state in
            var seen = Set<FaceKey>()
            var list: [Wanted] = []
            for font in fonts {
                guard let family = state.families[Self.key(font.family)] else { continue }
                for key in FaceKey.keys(for: font, in: family) {
                    guard state.faces[key] == nil, seen.insert(key).inserted,
                          let summary = try? state.freeType.summary(of: key.file) else { continue }
                    list.append(Wanted(key: key, summary: summary))
                }
            }
            return list
        }
        let built = Mutex<[FaceKey: FontFace]>([:])
        // Two lanes, one on this thread: the character tables then every other face, and the
        // remaining faces.
        let load = { @Sendable (lane: Int) in
            if lane == 0 {
                _ = CharacterTraits.basicPlane
                _ = CommonLineBreaks.printableASCII
            }
            for item in wanted.enumerated().filter({ $0.offset % 2 != lane }).map(\.element) {
                guard let face = try? FontFace(file: item.key.file, summary: item.summary, standIn: item.key.standIn) else { continue }
                built.withLock { $0[item.key] = face }
            }
        }
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            load(0)
            done.signal()
        }
        load(1)
        done.wait()
        let faces = built.withLock { $0 }
        state.withLock { state in
            for (key, face) in faces where state.faces[key] == nil { state.faces[key] = face }
        }
    }

    /// Loads one face (any file, registered or not); `nil`-free: failures throw.
    public func face(_ file: FontFile) throws(TextMeasurementError) -> FontFace {
        try state.withLock { state throws(TextMeasurementError) in try Self.face(FaceKey(file: file), in: &state) }
    }

    private static func face(_ file: FontFile, standIn: (weight: FontWeight, release: SystemFontRelease)?,
                             in state: inout State) throws(TextMeasurementError) -> FontFace {
        try face(FaceKey(file: file, standInWeight: standIn?.weight, standInRelease: standIn?.release), in: &state)
    }

    private static func face(_ key: FaceKey, in state: inout State) throws(TextMeasurementError) -> FontFace {
        let file = key.file
        if let loaded = state.faces[key] { return loaded }
        let summary = try state.freeType.summary(of: file)
        let face = try FontFace(file: file, summary: summary, standIn: key.standIn)
        state.faces[key] = face
        return face
    }

    private static func key(_ name: String) -> String { name.lowercased() }
}
