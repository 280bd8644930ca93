import Foundation

/// UIKit's `UIConfigurationTextAttributesTransformer`: a closure over a title's attributes, held
/// by a button configuration so that configuration code compiles. Never run when sizing: the
/// fonts it sets do not reach the measurement (`Button.Configuration.titleFont` does).
public struct ConfigurationTextAttributesTransformer {
    public let transform: (AttributeContainer) -> AttributeContainer

    public init(_ transform: @escaping (AttributeContainer) -> AttributeContainer) {
        self.transform = transform
    }

    public func callAsFunction(_ input: AttributeContainer) -> AttributeContainer { transform(input) }
}
