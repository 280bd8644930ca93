import Foundation

/// Where a cell keeps the view its `contentConfiguration` made: in the content view, pinned to
/// its edges, so the content view fits to what the configuration's view shows. A new
/// configuration of the same kind updates the view in place (as UIKit's cells do when the
/// content view supports it); another kind, or nil, replaces or removes it.
package final class ContentConfigurationSlot {
    private(set) var view: (View & ContentView)?

    package init() {}

    package func set(_ configuration: ContentConfiguration?, in contentView: View) {
        guard let configuration else {
            view?.removeFromSuperview()
            view = nil
            return
        }
        if let list = view as? ListContentView, list.supportsConfiguration(configuration) {
            list.configuration = configuration
            return
        }
        view?.removeFromSuperview()
        let made = configuration.makeContentView()
        made.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(made)
        LayoutConstraint.activate([
            made.topAnchor.constraint(equalTo: contentView.topAnchor),
            made.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            made.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            made.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
        ])
        view = made
    }

    /// Lays a list configuration's content out again for a row whose separator takes
    /// `separatorHeight`, in its content view's margins.
    package func prepare(separatorHeight: CGFloat) {
        (view as? ListContentView)?.prepare(separatorHeight: separatorHeight)
    }
}
