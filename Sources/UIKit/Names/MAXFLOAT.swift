/// Darwin's `MAXFLOAT` (<math.h>: `0x1.fffffep+127f`, the largest finite `Float`), which
/// `import UIKit` brings on iOS and Glibc does not: code passes `CGFloat(MAXFLOAT)` as an
/// unbounded width or height.
public let MAXFLOAT: Float = .greatestFiniteMagnitude
