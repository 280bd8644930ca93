import CHarfBuzz

/// Splits text into runs of one script, the way text layout engines itemize before shaping.
///
/// Invariant: every character gets the script of its run. Characters of no script of their own
/// (Common: spaces, digits, punctuation; Inherited: combining marks) join the run they are in;
/// a run that starts with them takes the first real script that follows; a closing bracket or
/// quote takes the script of its opening partner (so `“中文”` stays one Han run after Latin).
struct ScriptResolver {
    /// Script of every BMP character, as an index into `scripts` (built once, read-only).
    private static let basicPlane: (indices: [UInt8], scripts: [hb_script_t]) = {
        let funcs = hb_unicode_funcs_get_default()
        var scripts: [hb_script_t] = [HB_SCRIPT_COMMON, HB_SCRIPT_INHERITED]
        var positions: [UInt32: UInt8] = [HB_SCRIPT_COMMON.rawValue: 0, HB_SCRIPT_INHERITED.rawValue: 1]
        var indices = [UInt8](repeating: 0, count: 0x10000)
        for scalar in 0..<UInt32(0x10000) {
            let script = hb_unicode_script(funcs, scalar)
            if let position = positions[script.rawValue] {
                indices[Int(scalar)] = position
            } else if scripts.count < 255 {
                positions[script.rawValue] = UInt8(scripts.count)
                indices[Int(scalar)] = UInt8(scripts.count)
                scripts.append(script)
            } else {
                indices[Int(scalar)] = 255
            }
        }
        return (indices, scripts)
    }()

    static func script(of scalar: UInt32) -> hb_script_t {
        script(of: scalar, basicPlane.indices, basicPlane.scripts)
    }

    @inline(__always)
    private static func script(of scalar: UInt32, _ indices: [UInt8], _ scripts: [hb_script_t]) -> hb_script_t {
        if scalar < 0x10000 {
            let index = indices[Int(scalar)]
            if index != 255 { return scripts[Int(index)] }
        }
        return hb_unicode_script(hb_unicode_funcs_get_default(), scalar)
    }

    /// Opening and closing partners, as a paired-punctuation table (Unicode's brackets and quotes).
    private static let pairs: [UInt32: (partner: UInt32, isOpening: Bool)] = {
        let list: [(UInt32, UInt32)] = [
            (0x28, 0x29), (0x3C, 0x3E), (0x5B, 0x5D), (0x7B, 0x7D), (0xAB, 0xBB), (0x2018, 0x2019),
            (0x201A, 0x201B), (0x201C, 0x201D), (0x201E, 0x201F), (0x2039, 0x203A), (0x2045, 0x2046),
            (0x207D, 0x207E), (0x208D, 0x208E), (0x27E6, 0x27E7), (0x27E8, 0x27E9), (0x27EA, 0x27EB),
            (0x3008, 0x3009), (0x300A, 0x300B), (0x300C, 0x300D), (0x300E, 0x300F), (0x3010, 0x3011),
            (0x3014, 0x3015), (0x3016, 0x3017), (0x3018, 0x3019), (0x301A, 0x301B), (0xFE59, 0xFE5A),
            (0xFE5B, 0xFE5C), (0xFE5D, 0xFE5E), (0xFF08, 0xFF09), (0xFF3B, 0xFF3D), (0xFF5B, 0xFF5D),
            (0xFF5F, 0xFF60), (0xFF62, 0xFF63),
        ]
        var table: [UInt32: (partner: UInt32, isOpening: Bool)] = [:]
        for (open, close) in list {
            table[open] = (close, true)
            table[close] = (open, false)
        }
        return table
    }()

    /// Whether `scalar` lies where `pairs` has entries (so that the common punctuation of CJK
    /// text, "，。！？…", skips hashing for the table): ()<>[]{} among ASCII, « », U+2018...U+208E,
    /// U+27E6...U+27EB, U+3008...U+301B, U+FE59...U+FE5E, U+FF08...U+FF63.
    /// `ScriptResolverTests` checks that every key of `pairs` is covered.
    @inline(__always)
    static func mayPair(_ scalar: UInt32) -> Bool {
        if scalar < 0x80 {
            return scalar == 0x28 || scalar == 0x29 || scalar == 0x3C || scalar == 0x3E || scalar == 0x5B || scalar == 0x5D
                || scalar == 0x7B || scalar == 0x7D
        }
        return scalar == 0xAB || scalar == 0xBB || (0x2018...0x208E).contains(scalar) || (0x27E6...0x27EB).contains(scalar)
            || (0x3008...0x301B).contains(scalar) || (0xFE59...0xFE5E).contains(scalar) || (0xFF08...0xFF63).contains(scalar)
    }

    /// Whether `scalar` is an opening or closing partner of `pairs` (its script may come from
    /// its partner's).
    @inline(__always)
    static func isPaired(_ scalar: UInt32) -> Bool {
        guard scalar < 0x10000 else { return false }
        return pairedBits[Int(scalar >> 6)] & (1 << UInt64(scalar & 63)) != 0
    }

    /// `pairs`' keys as a bit set over the basic plane, where all of them lie: the one-pass
    /// profiles ask for every punctuation mark of a text ("，", "？", "…" fall inside `mayPair`'s
    /// ranges), and a bit test costs less than hashing each into the dictionary.
    private static let pairedBits: [UInt64] = {
        var bits = [UInt64](repeating: 0, count: 0x10000 / 64)
        for scalar in pairs.keys where scalar < 0x10000 { bits[Int(scalar >> 6)] |= 1 << UInt64(scalar & 63) }
        return bits
    }()

    /// The scalars `pairs` holds (opening and closing), for tests.
    static var pairedScalars: [UInt32] { Array(pairs.keys) }

    struct OpenBracket {
        var scalar: UInt32
        var script: hb_script_t
    }

    /// Writes the resolved script of `scalars[range]` into `scripts[range]`.
    static func resolve(_ scalars: UnsafeBufferPointer<UInt32>, _ range: Range<Int>,
                        into scripts: UnsafeMutableBufferPointer<hb_script_t>, stack: inout [OpenBracket]) {
        stack.removeAll(keepingCapacity: true)
        let (indices, scriptTable) = basicPlane
        let pairs = Self.pairs
        var runStart = range.lowerBound
        var current = HB_SCRIPT_COMMON
        var firstUnresolvedBracket = 0  // stack entries pushed before the run's script was known
        for index in range {
            let scalar = scalars[index]
            var script = Self.script(of: scalar, indices, scriptTable)
            var isClosing = false
            if script == HB_SCRIPT_COMMON, Self.mayPair(scalar), let pair = pairs[scalar] {
                if pair.isOpening {
                    stack.append(OpenBracket(scalar: scalar, script: current))
                } else if let match = stack.lastIndex(where: { $0.scalar == pair.partner }) {
                    stack.removeSubrange((match + 1)...)
                    script = stack[match].script
                    isClosing = true
                }
            }
            let isNeutral = script == HB_SCRIPT_COMMON || script == HB_SCRIPT_INHERITED
            if isNeutral || current == HB_SCRIPT_COMMON || script == current {
                if current == HB_SCRIPT_COMMON, !isNeutral {
                    current = script
                    for earlier in runStart..<index { scripts[earlier] = script }
                    for entry in firstUnresolvedBracket..<stack.count { stack[entry].script = script }
                    firstUnresolvedBracket = stack.count
                }
            } else {
                runStart = index
                current = script
                firstUnresolvedBracket = stack.count
            }
            scripts[index] = current
            if isClosing, !stack.isEmpty { stack.removeLast() }
        }
    }
}
