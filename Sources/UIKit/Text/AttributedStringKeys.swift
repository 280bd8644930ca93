import Foundation

/// UIKit's attribute names for attributed strings (NSAttributedString.h), with Apple's raw
/// values, so that attribute dictionaries written for iOS compile and read the same keys.
extension NSAttributedString.Key {
    /// The font, a `UIFont` (`NSFontAttributeName`).
    public static let font = NSAttributedString.Key(rawValue: "NSFont")
    /// The text colour, a `UIColor` (`NSForegroundColorAttributeName`).
    public static let foregroundColor = NSAttributedString.Key(rawValue: "NSColor")
}
