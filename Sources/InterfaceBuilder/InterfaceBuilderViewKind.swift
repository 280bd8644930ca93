import AutoLayout
import Foundation
import LayoutDocuments

/// What an Interface Builder view element becomes in the model, by its tag.
///
/// Controls whose size Apple's frameworks draw (a switch, an activity indicator) get their
/// fixed iOS sizes; controls whose width follows text not measured here (text fields,
/// segmented controls) get an estimate and count as text-dependent.
enum InterfaceBuilderViewKind: Equatable {
    case plain, label, button, imageView, textView, stackView, scrollView
    case tableViewCell, collectionViewCell
    /// A control of the model's kind table drawn by UIKit at a fixed size by iOS release.
    case control(ViewKind)
    /// A bar drawn by UIKit at a fixed size the model has no kind for (either dimension may be
    /// `noIntrinsicMetric`).
    case fixedSize(CGSize)
    /// A search bar, drawn as tall as the Xcode that wrote the document drew it
    /// (`InterfaceBuilderSearchBar`).
    case searchBar
    /// A control whose size follows its text or content, estimated.
    case estimated

    init?(tag: String) {
        let none = View.noIntrinsicMetric
        switch tag {
        case "view", "tableViewCellContentView", "collectionViewCellContentView", "collectionReusableView", "containerView",
             "visualEffectView", "wkWebView", "webView", "mapView", "tableView", "collectionView", "pickerView", "glkView",
             "mtkView", "sceneKitView", "arscnView", "skView":
            self = .plain
        case "label": self = .label
        case "button": self = .button
        case "imageView": self = .imageView
        case "textView": self = .textView
        case "stackView": self = .stackView
        case "scrollView": self = .scrollView
        case "tableViewCell": self = .tableViewCell
        case "collectionViewCell": self = .collectionViewCell
        case "switch": self = .control(.switch)
        case "progressView": self = .control(.progress)
        case "navigationBar", "toolbar": self = .fixedSize(CGSize(width: none, height: 44))
        case "tabBar": self = .fixedSize(CGSize(width: none, height: 49))
        case "searchBar": self = .searchBar
        case "slider": self = .control(.slider)
        case "stepper": self = .control(.stepper)
        case "activityIndicatorView", "textField", "segmentedControl", "pageControl", "datePicker": self = .estimated
        default: return nil
        }
    }
}
