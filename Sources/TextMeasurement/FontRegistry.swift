import Synchronization

/// The font families a measurer can use, by name, and the faces loaded for them.
///
/// `"system"` is always there: Liberation Sans (regular, bold) with Noto Sans CJK SC as the
/// fallback for characters Liberation lacks. Users add their own files with `register`.
/// Faces load once, on first use, and are shared by every thread; a file that cannot be read
/// is reported as `TextMeasurementError.unreadableFont` naming it, each time it is asked for.
public final class FontRegistry: Sendable {
    /// One family: the faces tried in order for each character, for regular and bold text.
    public struct Family: Hashable, Sendable {
        public var regular: [FontFile]
        public var bold: [FontFile]

        public init(regular: [FontFile], bold: [FontFile]) {
            self.regular = regular
            self.bold = bold
        }
    }

    public static let systemFamilyName = "system"

    /// The default pair, from Debian's fonts-liberation2 and fonts-noto-cjk.
    public static let systemFamily = Family(
        regular: [FontFile(path: "/usr/share/fonts/truetype/liberation2/LiberationSans-Regular.ttf"),
                  FontFile(path: "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", faceIndex: 2)],
        bold: [FontFile(path: "/usr/share/fonts/truetype/liberation2/LiberationSans-Bold.ttf"),
               FontFile(path: "/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc", faceIndex: 2)])

    private struct State {
        var families: [String: Family]
        var faces: [FontFile: FontFace] = [:]
        let freeType = FreeTypeLibrary()
    }

    private let state: Mutex<State>
    /// Bumped by every registration, so that caches of resolved families know to refresh.
    let generation = Atomic<Int>(0)

    /// A registry with only the `"system"` family.
    public init() {
        state = Mutex(State(families: [Self.key(Self.systemFamilyName): Self.systemFamily]))
    }

    /// Adds (or replaces) the family `name`: `regular` (and `bold`, when it has a bold face)
    /// followed by `fallbacks` for characters they lack (by default the system CJK face).
    /// The files are loaded now, so an unreadable one fails here.
    public func register(family name: String, regular: FontFile, bold: FontFile? = nil,
                         fallbacks: [FontFile]? = nil) throws(TextMeasurementError) {
        let regularFallbacks = fallbacks ?? Array(Self.systemFamily.regular.dropFirst())
        let boldFallbacks = fallbacks ?? Array(Self.systemFamily.bold.dropFirst())
        let family = Family(regular: [regular] + regularFallbacks, bold: [bold ?? regular] + boldFallbacks)
        try register(family: name, family)
    }

    /// Adds (or replaces) a family given as explicit fallback lists. Its first faces are loaded
    /// now; fallback faces load when first needed.
    public func register(family name: String, _ family: Family) throws(TextMeasurementError) {
        guard !name.isEmpty, let firstRegular = family.regular.first, let firstBold = family.bold.first else {
            throw .invalidArgument("a font family needs a name and at least one regular and one bold face")
        }
        try state.withLock { state throws(TextMeasurementError) in
            _ = try Self.face(firstRegular, in: &state)
            _ = try Self.face(firstBold, in: &state)
            state.families[Self.key(name)] = family
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
            let files = font.weight.prefersBoldFace ? family.bold : family.regular
            var faces: [FontFace] = []
            for file in files { faces.append(try Self.face(file, in: &state)) }
            return faces
        }
    }

    /// Loads one face (any file, registered or not); `nil`-free: failures throw.
    public func face(_ file: FontFile) throws(TextMeasurementError) -> FontFace {
        try state.withLock { state throws(TextMeasurementError) in try Self.face(file, in: &state) }
    }

    private static func face(_ file: FontFile, in state: inout State) throws(TextMeasurementError) -> FontFace {
        if let loaded = state.faces[file] { return loaded }
        let summary = try state.freeType.summary(of: file)
        let face = try FontFace(file: file, summary: summary)
        state.faces[file] = face
        return face
    }

    private static func key(_ name: String) -> String { name.lowercased() }
}
