/// A closure a control runs for its events: UIKit's `UIAction` (iOS 14), as controls and menus
/// take it.
public final class Action {
    public let title: String
    public let image: Image?
    public let handler: (Action) -> Void

    public init(title: String = "", image: Image? = nil, handler: @escaping (Action) -> Void) {
        self.title = title
        self.image = image
        self.handler = handler
    }
}
