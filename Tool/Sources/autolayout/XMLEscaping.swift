/// Text made safe for XML character data and double- or single-quoted attribute values.
enum XMLEscaping {
    static func escaped(_ text: String) -> String {
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            // As references, white space survives attribute-value normalisation.
            case "\t", "\n", "\r": result += "&#\(scalar.value);"
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    // XML 1.0 cannot carry these at all, not even as references.
                    result.unicodeScalars.append("\u{FFFD}")
                } else if (0x7F...0x9F).contains(scalar.value) {
                    // Allowed but invisible in an editor; a reference shows what was there.
                    result += "&#x\(String(scalar.value, radix: 16, uppercase: true));"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }
}
