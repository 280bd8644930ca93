/// UIKit's `NSTextAlignment`. Alignment moves text inside a label's frame, never its size.
public enum TextAlignment: Int, Hashable, Sendable {
    case left = 0, center = 1, right = 2, justified = 3, natural = 4
}

/// UIKit's `NSLineBreakMode`. Wrapping labels here break at word boundaries
/// (`byWordWrapping`, UIKit's default) and truncate their last line's tail; the other modes are
/// stored for code that sets them: a one-line label is as wide as its text in every mode.
public enum LineBreakMode: Int, Hashable, Sendable {
    case byWordWrapping = 0, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}
