import ArgumentParser

/// The one rule for `--scale` on every command: a screen's pixel grid (1, 2 or 3 points to the
/// pixel, the scales iOS devices have) or 0 for no rounding.
enum ScaleOption {
    static let allowed: [Double] = [0, 1, 2, 3]

    static func validate(_ scale: Double) throws {
        guard allowed.contains(scale) else {
            throw ValidationError("--scale \(NumberFormatting.shortest(scale)): a screen's scale is 1, 2 or 3 (0 turns rounding off)")
        }
    }
}

/// Numbers in messages as a user typed them (`-5`, not `-5.0`).
enum NumberFormatting {
    static func shortest(_ value: Double) -> String {
        value.isFinite && value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
