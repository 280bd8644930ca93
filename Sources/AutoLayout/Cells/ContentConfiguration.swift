import Foundation

/// UIKit's `UIConfigurationState` (iOS 14): what a configuration may follow when it is updated.
public protocol ConfigurationState {
    var traitCollection: TraitCollection { get set }
}

/// UIKit's `UICellConfigurationState`: a cell's traits and flags, which `updated(for:)` reads.
/// Stored; nothing here changes a configuration's size.
public struct CellConfigurationState: ConfigurationState, Sendable {
    public var traitCollection: TraitCollection
    public var isSelected = false
    public var isHighlighted = false
    public var isDisabled = false
    public var isFocused = false
    public var isEditing = false
    public var isSwiped = false
    public var isExpanded = false
    public var isReordering = false

    public init(traitCollection: TraitCollection) {
        self.traitCollection = traitCollection
    }
}

/// UIKit's `UIContentConfiguration` (iOS 14): a description of a cell's content that makes the
/// view showing it. A cell's `contentConfiguration` puts that view in its content view.
public protocol ContentConfiguration {
    func makeContentView() -> View & ContentView
    func updated(for state: ConfigurationState) -> Self
}

/// UIKit's `UIContentView`: a view made by a content configuration, showing it.
public protocol ContentView: AnyObject {
    var configuration: ContentConfiguration { get set }
}
