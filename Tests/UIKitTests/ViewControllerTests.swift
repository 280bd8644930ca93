import Testing
import UIKit

// `UIViewController` as an app's file that holds a cell uses it (issue 34 census-3: a table's
// controller beside its cell), against what Apple documents of `view`, `loadView()` and
// `viewDidLoad()`.
@Suite struct ViewControllerTests {
    private final class ListController: UIViewController {
        let tableView = UITableView()
        private(set) var loads = 0

        override func viewDidLoad() {
            super.viewDidLoad()
            loads += 1
            view.addSubview(tableView)
            tableView.translatesAutoresizingMaskIntoConstraints = false
            tableView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor).isActive = true
            tableView.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor).isActive = true
            tableView.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor).isActive = true
            tableView.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor).isActive = true
        }
    }

    private final class CustomRootController: UIViewController {
        let root = UILabel()
        override func loadView() { view = root }
    }

    /// Apple: "If you access this property when its value is nil, the view controller
    /// automatically calls the loadView() method and returns the resulting view"; viewDidLoad()
    /// is "called after the controller's view is loaded into memory", once; `isViewLoaded` and
    /// `viewIfLoaded` do not load it.
    @Test func theViewIsLoadedOnceOnFirstAccess() {
        let controller = ListController()
        #expect(!controller.isViewLoaded)
        #expect(controller.viewIfLoaded == nil)
        #expect(controller.loads == 0)
        let view = controller.view
        #expect(controller.isViewLoaded)
        #expect(controller.loads == 1)
        #expect(controller.view === view)
        controller.loadViewIfNeeded()
        #expect(controller.loads == 1)
        #expect(controller.tableView.superview === view)
    }

    /// Apple: a `loadView()` override "should create a view hierarchy and assign the root view
    /// to the view property"; that view is the controller's.
    @Test func loadViewsViewIsTheRoot() {
        let controller = CustomRootController()
        #expect(controller.view === controller.root)
    }

    /// The controller's table fills its view's safe area, as its constraints say.
    @Test func itsTableFillsItsView() {
        let controller = ListController()
        controller.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        controller.view.layoutIfNeeded()
        #expect(controller.tableView.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    }
}
