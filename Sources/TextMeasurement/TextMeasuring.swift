/// A font request: what a label, button or text view asks text measurement for.
///
/// `family` is a registered name; `"system"` means the default pair (a Latin font with a CJK
/// fallback). Sizes are in points. A font made from a text style
/// (`preferredFont(forTextStyle:)`) keeps its style: a measurer sizes it for its content size
/// category (`sized(for:)`) and puts the style's leading between its lines; `size` is then the
/// style's size at the default category, Large.
public struct FontDescriptor: Hashable, Sendable, CustomStringConvertible {
    public var family: String
    public var size: Double
    public var weight: FontWeight
    /// The Dynamic Type style the font follows, or `nil` for a font of a fixed size.
    public var textStyle: TextStyle?
    /// The largest size a text style may reach (`UIFontMetrics.scaledFont(for:maximumPointSize:)`);
    /// nil: no limit.
    public var maximumPointSize: Double?

    public init(family: String = "system", size: Double, weight: FontWeight = .regular) {
        self.family = family
        self.size = size
        self.weight = weight
    }

    /// UIKit's `UIFont.preferredFont(forTextStyle:)`: the system font in the style's weight and
    /// its size at the default (Large) category.
    public init(textStyle: TextStyle) {
        self.init(size: DynamicTypeTable.size(textStyle, .default), weight: DynamicTypeTable.weight(textStyle))
        self.textStyle = textStyle
    }

    /// UIKit's `UIFont.preferredFont(forTextStyle:)`.
    public static func preferredFont(forTextStyle style: TextStyle) -> FontDescriptor {
        FontDescriptor(textStyle: style)
    }

    /// UIKit's `UIFont.systemFont(ofSize:)`.
    public static func systemFont(ofSize size: Double) -> FontDescriptor {
        FontDescriptor(size: size)
    }

    /// UIKit's `UIFont.boldSystemFont(ofSize:)`.
    public static func boldSystemFont(ofSize size: Double) -> FontDescriptor {
        FontDescriptor(size: size, weight: .bold)
    }

    /// The font at `category`: a text style takes the table's size there, times how far `size`
    /// was moved from the style's Large size (1 unless code scaled the font), as
    /// `UIFontMetrics.scaledFont(for:)` does; its weight and family stay, so a style made bold
    /// stays bold. A font of a fixed size is unchanged, as in UIKit.
    public func sized(for category: ContentSizeCategory) -> FontDescriptor {
        guard let textStyle else { return self }
        var sized = self
        let large = DynamicTypeTable.size(textStyle, .default)
        sized.size = size == large ? DynamicTypeTable.size(textStyle, category) : DynamicTypeTable.size(textStyle, category) * size / large
        if let maximumPointSize { sized.size = min(sized.size, maximumPointSize) }
        return sized
    }

    public var description: String {
        let fixed = "\(family) \(size)pt \(weight)"
        return textStyle.map { "\($0) (\(fixed))" } ?? fixed
    }
}

/// A font weight by UIKit's names. Fonts without that exact weight use the nearest face they
/// have (regular or bold for the default fonts).
public enum FontWeight: String, Hashable, Sendable, CaseIterable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    /// Whether the nearest face of a two-face (regular, bold) family is the bold one.
    public var prefersBoldFace: Bool {
        switch self {
        case .ultraLight, .thin, .light, .regular, .medium: false
        case .semibold, .bold, .heavy, .black: true
        }
    }
}

/// One laid-out line of a measured text.
public struct MeasuredLine: Hashable, Sendable {
    /// The line's characters, as offsets in Unicode scalars from the start of the text
    /// (including trailing spaces and the hard line break that end it).
    public var range: Range<Int>
    /// The advance width of the line's visible content: trailing spaces are not counted, except
    /// on a text set as one line, whose width counts them as UIKit's does.
    public var width: Double

    public init(range: Range<Int>, width: Double) {
        self.range = range
        self.width = width
    }
}

/// The measured size of a text under a width limit and a line limit.
public struct TextMetrics: Hashable, Sendable {
    public var lines: [MeasuredLine]
    /// Width: the widest line; height: the sum of the line heights. Both rounded up to the pixel
    /// grid (1/scale) when a scale was given.
    public var width: Double
    public var height: Double
    /// Distances from the top of the text to the first and to the last line's baseline.
    public var firstBaseline: Double
    public var lastBaseline: Double
    /// The lines, and so every number here, are the same at any `maxWidth` of at least this
    /// (same text, font, line limit and scale); nil when the measurer does not say. Lets a
    /// text measured unwrapped be measured again at a wider solved width without the work
    /// (the batch engine's second pass over multi-line labels).
    public var linesHoldFromWidth: Double?
    /// How many lines the text takes: `lines.count`, or, for metrics kept without their line
    /// list (the batch engine's compact measurements), the count the measurement had. A
    /// paragraph style's spacing depends on it (`ParagraphStyle`).
    public var lineCount: Int

    public init(lines: [MeasuredLine], width: Double, height: Double, firstBaseline: Double, lastBaseline: Double,
                linesHoldFromWidth: Double? = nil, lineCount: Int? = nil) {
        self.lines = lines
        self.lineCount = lineCount ?? lines.count
        self.width = width
        self.height = height
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
        self.linesHoldFromWidth = linesHoldFromWidth
    }

    /// What an empty text measures: no lines, zero size (UIKit gives an empty label 0 x 0).
    public static let empty = TextMetrics(lines: [], width: 0, height: 0, firstBaseline: 0, lastBaseline: 0)
}

/// Something that can measure text: how labels, buttons and text views get intrinsic sizes.
///
/// Implementations must be pure functions of their arguments (so that layouts are reproducible
/// and measurements can be cached across rows) and safe to call from several threads.
public protocol TextMeasuring: Sendable {
    /// Lays `text` out in `font` with lines at most `maxWidth` wide (`nil`: unlimited, so only
    /// hard line breaks end lines) and at most `numberOfLines` lines (0: unlimited; a text cut
    /// by the limit is truncated at the tail of its last shown line). Sizes are rounded up to
    /// multiples of 1/`scale` (`scale` 0: no rounding).
    ///
    /// Throws `TextMeasurementError` for an unknown font family or an unreadable font file.
    func measure(_ text: String, font: FontDescriptor, maxWidth: Double?, numberOfLines: Int,
                 scale: Double) throws(TextMeasurementError) -> TextMetrics

    /// `measure` of a text given as its UTF-8 bytes, which must be valid UTF-8: the same
    /// answer as for the `String` of those bytes. (Bulk callers keep texts in byte arenas; the
    /// default makes the `String`, a measurer that reads bytes itself skips that.)
    func measure(utf8 text: UnsafeBufferPointer<UInt8>, font: FontDescriptor, maxWidth: Double?, numberOfLines: Int,
                 scale: Double) throws(TextMeasurementError) -> TextMetrics

    /// `measure(utf8:...)`, and the text's `LineWrapProfile` when the measurer keeps one (the
    /// default does not), so that the same request at another `maxWidth` can be answered from
    /// the profile.
    func measureKeepingWrapProfile(utf8 text: UnsafeBufferPointer<UInt8>, font: FontDescriptor, maxWidth: Double?,
                                   numberOfLines: Int,
                                   scale: Double) throws(TextMeasurementError) -> (metrics: TextMetrics, profile: LineWrapProfile?)

    /// `measure(utf8:...)` for a caller that reads sizes only (the batch engine, a million
    /// texts a job): the metrics may come without their line list (`lines` empty, `lineCount`
    /// still the number of lines), which saves making it; every size is the same. With
    /// `keepingWrapProfile`, also what `measureKeepingWrapProfile` keeps.
    func measureSizes(utf8 text: UnsafeBufferPointer<UInt8>, font: FontDescriptor, maxWidth: Double?, numberOfLines: Int,
                      scale: Double, keepingWrapProfile: Bool) throws(TextMeasurementError) -> (metrics: TextMetrics, profile: LineWrapProfile?)

    /// What tells this measurer's answers from another's: two measurers with equal identities
    /// give equal measurements for equal arguments, so a cache of measurements that outlives
    /// one measurer (a label's, when its tree gets another content size category) keys on it.
    var measurementIdentity: AnyHashable { get }
}

extension TextMeasuring {
    /// The full measurement, line list and all.
    public func measureSizes(utf8 text: UnsafeBufferPointer<UInt8>, font: FontDescriptor, maxWidth: Double?, numberOfLines: Int,
                             scale: Double,
                             keepingWrapProfile: Bool) throws(TextMeasurementError) -> (metrics: TextMetrics, profile: LineWrapProfile?) {
        if keepingWrapProfile {
            return try measureKeepingWrapProfile(utf8: text, font: font, maxWidth: maxWidth, numberOfLines: numberOfLines, scale: scale)
        }
        return (try measure(utf8: text, font: font, maxWidth: maxWidth, numberOfLines: numberOfLines, scale: scale), nil)
    }

    public func measureKeepingWrapProfile(utf8 text: UnsafeBufferPointer<UInt8>, font: FontDescriptor, maxWidth: Double?,
                                          numberOfLines: Int,
                                          scale: Double) throws(TextMeasurementError) -> (metrics: TextMetrics, profile: LineWrapProfile?) {
        (try measure(utf8: text, font: font, maxWidth: maxWidth, numberOfLines: numberOfLines, scale: scale), nil)
    }

    public func measure(utf8 text: UnsafeBufferPointer<UInt8>, font: FontDescriptor, maxWidth: Double?, numberOfLines: Int,
                        scale: Double) throws(TextMeasurementError) -> TextMetrics {
        try measure(String(decoding: text, as: UTF8.self), font: font, maxWidth: maxWidth, numberOfLines: numberOfLines, scale: scale)
    }
}

/// Why text could not be measured.
public enum TextMeasurementError: Error, Hashable, Sendable, CustomStringConvertible {
    case unknownFontFamily(String)
    case unreadableFont(path: String, reason: String)
    case invalidArgument(String)

    public var description: String {
        switch self {
        case .unknownFontFamily(let family): "unknown font family \"\(family)\""
        case let .unreadableFont(path, reason): "cannot read font file \(path): \(reason)"
        case .invalidArgument(let message): message
        }
    }
}
