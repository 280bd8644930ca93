import Foundation

/// UIKit's string measuring called on Swift strings (`text.size(withAttributes:)`,
/// `text.boundingRect(...)`): on Apple platforms a `String` reaches NSString's UIKit methods
/// through bridging; here they forward to the NSString ones, the only measuring rule.
extension StringProtocol {
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        NSString(string: String(self)).size(withAttributes: attributes)
    }

    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil,
                             context: NSStringDrawingContext?) -> CGRect {
        NSString(string: String(self)).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }
}
