import CHarfBuzz

/// The writing systems fast mode measures from tables; text in any other script is shaped by
/// HarfBuzz even in fast mode (those scripts need contextual shaping tables do not capture).
///
/// Each has a bit in `FontFace`'s per-glyph flags, so there can be at most eight.
enum ScriptClass: Int, CaseIterable, Sendable {
    case common, latin, greek, cyrillic, han, hiragana, katakana, bopomofo

    var harfBuzzScript: hb_script_t {
        switch self {
        case .common: HB_SCRIPT_COMMON
        case .latin: HB_SCRIPT_LATIN
        case .greek: HB_SCRIPT_GREEK
        case .cyrillic: HB_SCRIPT_CYRILLIC
        case .han: HB_SCRIPT_HAN
        case .hiragana: HB_SCRIPT_HIRAGANA
        case .katakana: HB_SCRIPT_KATAKANA
        case .bopomofo: HB_SCRIPT_BOPOMOFO
        }
    }

    init?(_ script: hb_script_t) {
        switch script {
        case HB_SCRIPT_COMMON, HB_SCRIPT_INHERITED, HB_SCRIPT_UNKNOWN: self = .common
        case HB_SCRIPT_LATIN: self = .latin
        case HB_SCRIPT_GREEK: self = .greek
        case HB_SCRIPT_CYRILLIC: self = .cyrillic
        case HB_SCRIPT_HAN: self = .han
        case HB_SCRIPT_HIRAGANA: self = .hiragana
        case HB_SCRIPT_KATAKANA: self = .katakana
        case HB_SCRIPT_BOPOMOFO: self = .bopomofo
        default: return nil
        }
    }

    var flag: UInt8 { 1 << UInt8(rawValue) }
}
