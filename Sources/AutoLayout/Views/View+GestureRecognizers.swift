import Foundation

extension View {
    /// UIKit's `addGestureRecognizer(_:)`: the recogniser moves to this view.
    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        recognizer.view?.removeGestureRecognizer(recognizer)
        gestureRecognizers = (gestureRecognizers ?? []) + [recognizer]
    }

    /// UIKit's `removeGestureRecognizer(_:)`.
    public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        guard let index = gestureRecognizers?.firstIndex(where: { $0 === recognizer }) else { return }
        gestureRecognizers?.remove(at: index)
        recognizer.view = nil
    }
}
