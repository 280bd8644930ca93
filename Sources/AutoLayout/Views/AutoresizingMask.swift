import Foundation

/// Springs and struts: which parts of a view's frame stretch when its superview resizes
/// (UIKit's `UIView.AutoresizingMask`). See `AutoresizingConstraints` for how a mask becomes
/// constraints.
public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

    /// UIKit's member names, for documents: `"flexibleWidth"` and so on.
    public static let names: [(String, AutoresizingMask)] = [
        ("flexibleLeftMargin", .flexibleLeftMargin), ("flexibleWidth", .flexibleWidth),
        ("flexibleRightMargin", .flexibleRightMargin), ("flexibleTopMargin", .flexibleTopMargin),
        ("flexibleHeight", .flexibleHeight), ("flexibleBottomMargin", .flexibleBottomMargin),
    ]

    /// The three parts of an axis: leading margin, size, trailing margin.
    func parts(_ axis: LayoutAxis) -> (start: Bool, size: Bool, end: Bool) {
        axis == .horizontal
            ? (contains(.flexibleLeftMargin), contains(.flexibleWidth), contains(.flexibleRightMargin))
            : (contains(.flexibleTopMargin), contains(.flexibleHeight), contains(.flexibleBottomMargin))
    }

    /// Apple's `h=--& v=--&` notation: per axis, start margin, size and end margin, `&` for
    /// flexible and `-` for fixed. With nothing flexible the end margin takes up any change, so it
    /// shows as `&` (the default mask reads `h=--& v=--&`).
    public var constraintNotation: String {
        func axisText(_ axis: LayoutAxis) -> String {
            let parts = parts(axis)
            let none = !parts.start && !parts.size && !parts.end
            return (parts.start ? "&" : "-") + (parts.size ? "&" : "-") + (parts.end || none ? "&" : "-")
        }
        return "h=\(axisText(.horizontal)) v=\(axisText(.vertical))"
    }
}

/// The required constraints that stand for a frame and an autoresizing mask (SEMANTICS §7).
///
/// With the frame measured when it was set (start margin `s`, size `w`, end margin `e`, the
/// superview's size then `S0`), a change of the superview's size `S - S0` is shared among the
/// flexible parts in proportion to their sizes: `minX = s + fs * (S - S0)` and
/// `width = w + fw * (S - S0)`, with `fs`, `fw` the shares (0 when fixed). Flexible parts that
/// are all zero-sized share equally. Both relations are linear in the superview's size unknown,
/// so resizing needs no rebuilding.
struct AutoresizingConstraints {
    /// `position == positionShare * superviewSize + positionConstant`, likewise for the size.
    struct Axis {
        var positionShare: Double
        var positionConstant: Double
        var sizeShare: Double
        var sizeConstant: Double
    }

    static func axis(frameStart: Double, frameSize: Double, superviewSize: Double, superviewOrigin: Double,
                     mask: AutoresizingMask, _ axis: LayoutAxis) -> Axis {
        let start = frameStart - superviewOrigin
        let end = superviewSize - start - frameSize
        let parts = mask.parts(axis)
        let flexible = [parts.start ? start : 0, parts.size ? frameSize : 0, parts.end ? end : 0]
        let count = [parts.start, parts.size, parts.end].filter { $0 }.count
        let total = flexible.reduce(0, +)
        func share(_ index: Int, _ isFlexible: Bool) -> Double {
            guard isFlexible else { return 0 }
            return total != 0 ? flexible[index] / total : 1 / Double(count)
        }
        let startShare = share(0, parts.start), sizeShare = share(1, parts.size)
        return Axis(positionShare: startShare, positionConstant: frameStart - startShare * superviewSize,
                    sizeShare: sizeShare, sizeConstant: frameSize - sizeShare * superviewSize)
    }

    /// Where `frame` goes when its superview's size changes from `oldSize` to `newSize`: the
    /// constraints' rule evaluated at the new size (UIKit's autoresizing of subviews). Written
    /// as old value + share x change, so an axis whose size did not change keeps its numbers
    /// exactly.
    static func resized(_ frame: CGRect, mask: AutoresizingMask, superviewOrigin: CGPoint,
                        from oldSize: CGSize, to newSize: CGSize) -> CGRect {
        func moved(_ axis: LayoutAxis) -> (start: Double, size: Double) {
            let horizontal = axis == .horizontal
            let start = Double(horizontal ? frame.minX : frame.minY), size = Double(horizontal ? frame.width : frame.height)
            let old = Double(horizontal ? oldSize.width : oldSize.height)
            let change = Double(horizontal ? newSize.width : newSize.height) - old
            guard change != 0 else { return (start, size) }
            let rule = Self.axis(frameStart: start, frameSize: size, superviewSize: old,
                                 superviewOrigin: Double(horizontal ? superviewOrigin.x : superviewOrigin.y), mask: mask, axis)
            return (start + rule.positionShare * change, size + rule.sizeShare * change)
        }
        let x = moved(.horizontal), y = moved(.vertical)
        return CGRect(x: x.start, y: y.start, width: x.size, height: y.size)
    }
}
