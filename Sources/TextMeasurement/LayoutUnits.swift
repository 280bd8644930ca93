/// Lengths inside the layout are whole multiples of 1/1024 pt, and a glyph advance is scaled
/// from font units exactly as HarfBuzz scales it for a font set to that grid (the grid Pango
/// lays text out on), so sums are exact integers and fast and exact mode agree bit for bit.
struct LayoutUnits {
    static let perPoint = 1024

    /// The font size in layout units (the HarfBuzz font scale).
    let scale: Int32
    /// HarfBuzz's 16.16 multiplier from font units to layout units.
    private let multiplier: Int64

    /// Sizes past what the grid holds (about 2 million points) take the largest scale, and a
    /// size that is not a positive number the scale 0: never a trap (a document's font size of
    /// 1e17 reached `Int64(_:)` here, found by fuzzing).
    init(size: Double, unitsPerEm: Int) {
        let units = (size * Double(Self.perPoint)).rounded()
        let scale: Int32 = !(units > 0) ? 0 : units >= Double(Int32.max) ? .max : Int32(units)
        self.scale = scale
        multiplier = (Int64(scale) << 16) / Int64(max(unitsPerEm, 1))
    }

    /// A distance in font units in layout units, rounded as HarfBuzz rounds it.
    @inline(__always)
    func scaled(_ fontUnits: Int32) -> Int32 {
        Int32(truncatingIfNeeded: (Int64(fontUnits) * multiplier + 32768) >> 16)
    }

    static func points(_ units: Int) -> Double { Double(units) / Double(perPoint) }

    /// A width limit in layout units (rounded to the grid, as Pango rounds its layout width).
    /// Limits past `widestLimit` (1e15 points and more, or infinity) are `widestLimit`: wider
    /// than any line can be, and small enough that line widths added to it never overflow; a
    /// limit that is not a number is 0 (every break taken), never a trap.
    static func units(_ points: Double) -> Int {
        let units = (points * Double(perPoint)).rounded()
        guard !units.isNaN else { return 0 }
        return units >= Double(widestLimit) ? widestLimit : units <= -Double(widestLimit) ? -widestLimit : Int(units)
    }

    /// The widest limit in layout units: about 4.5e15 points.
    static let widestLimit = Int.max >> 11
}
