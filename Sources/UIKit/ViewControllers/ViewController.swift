import AutoLayout
import Foundation

/// UIKit's `UIViewController`, as far as the code that sits beside cells in an app's files uses
/// it (census-3 of issue 34: a table's controller in the same file as its cell): a root view
/// made on first access, and the lifecycle methods a controller overrides.
///
/// Invariant, as Apple documents `view`: the view is loaded at most once, on first access of
/// `view` (or `loadViewIfNeeded()`), by `loadView()` and then `viewDidLoad()`; `isViewLoaded`
/// and `viewIfLoaded` never load it. There is no window, navigation or presentation here, so
/// the appearance methods are only ever called by the controller's own code.
open class ViewController: NSObject {
    private var loadedView: View?

    public override init() {
        super.init()
    }

    /// UIKit's `init(nibName:bundle:)`: nibs are not loaded here, so the view is `loadView()`'s.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init()
    }

    /// The root view, loaded on first access.
    open var view: View! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set { loadedView = newValue }
    }

    public var isViewLoaded: Bool { loadedView != nil }

    public var viewIfLoaded: View? { loadedView }

    public func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        // Apple: a `loadView()` override must assign `view`; a plain view stands in if it did not.
        if loadedView == nil { loadedView = View() }
        viewDidLoad()
    }

    /// Apple's default makes a plain view (without a nib); overrides assign `view` themselves.
    open func loadView() {
        loadedView = View()
    }

    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}

    open var title: String?
}
