import AutoLayout
import Foundation

/// Builds the view tree of one root element: views (stack views' subviews arranged in order,
/// a table cell's content view mapped onto `TableViewCell.contentView`), their layout guides,
/// then every constraint of the tree once all items exist (constraints may name any view of
/// the tree, wherever they are held).
struct InterfaceBuilderTreeBuilder {
    private var factory: InterfaceBuilderViewFactory
    private let document: InterfaceBuilderDocument
    private(set) var items: [String: AnyObject] = [:]
    private(set) var records: [InterfaceBuilderViewRecord] = []
    private var holders: [(element: InterfaceBuilderElement, holder: AnyObject)] = []
    /// Constraints that stand for a stack view's placeholder intrinsic size.
    private var placeholderConstraints: [LayoutConstraint] = []
    /// Stack views' subviews in document order, arranged only once the document's constraints
    /// are active.
    private var pendingArrangements: [(stack: StackView, view: View)] = []
    /// Whether constraints marked `placeholder="YES"` are activated (design time) or not (runtime).
    private let keepsPlaceholderConstraints: Bool

    init(document: InterfaceBuilderDocument, keepsPlaceholderConstraints: Bool) {
        self.document = document
        self.keepsPlaceholderConstraints = keepsPlaceholderConstraints
        factory = InterfaceBuilderViewFactory(document: document)
    }

    var estimatedViews: [String] { factory.estimatedViews }
    var notes: [String] { factory.notes + warnings }
    /// Constraints skipped because they name objects outside the root.
    private(set) var warnings: [String] = []
    /// The document's own constraints that were activated (read from `<constraint>` elements),
    /// in document order: what stored frames are checked against.
    private(set) var documentConstraints: [LayoutConstraint] = []

    /// Builds `root` and activates its constraints; returns the root view.
    mutating func build(_ root: InterfaceBuilderRoot) throws(InterfaceBuilderError) -> View {
        let view = try makeView(root.element, parent: nil, rootID: root.id)
        view.safeAreaInsets = root.safeAreaInsets
        view.contentScaleFactor = document.device.scale
        if !root.element.hasStoredLayoutMargins {
            // Interface Builder shows every top-level view inside a simulated container whose
            // margins it adopts: UIKit's system minimum on the sides. A controller's view (a
            // scene's, or the view a nib's File's Owner loads) gets none above and below unless it preserves its superview's margins, and then it
            // keeps the container's 8 (121: both such roots end a bottom-margin chain at 8).
            let side = document.device.systemMinimumSideMargin(forWidth: root.storedFrame.width)
            let preserves = root.element.flag("preservesSuperviewLayoutMargins") == true
            let vertical: CGFloat = root.isControllerView && !preserves ? 0 : 8
            view.layoutMargins = EdgeInsets(top: vertical, left: side, bottom: vertical, right: side)
        }
        if let controller = root.element.parent { addControllerGuides(controller, root: view, insets: root.safeAreaInsets) }
        let reader = InterfaceBuilderConstraintReader(file: document.name, device: document.device, items: items,
                                                      keepsPlaceholders: keepsPlaceholderConstraints)
        var constraints: [LayoutConstraint] = []
        for (element, holder) in holders {
            constraints += try reader.constraints(of: element, holder: holder, warnings: &warnings)
        }
        holders.removeAll()
        documentConstraints += constraints
        LayoutConstraint.activate(constraints + placeholderConstraints)
        placeholderConstraints.removeAll()
        // UIKit activates a nib's constraints as it loads and a stack view makes its own
        // (`UISV-*`) later, when it first lays out; arranging now keeps that order, which
        // decides which constraint of a conflict breaks (055: a hidden button keeps its
        // required 44-pt width and the stack's hiding constraint gives way).
        for (stack, arranged) in pendingArrangements { stack.addArrangedSubview(arranged) }
        pendingArrangements.removeAll()
        return view
    }

    private mutating func makeView(_ element: InterfaceBuilderElement, parent: View?, rootID: String,
                                   reusing existing: View? = nil) throws(InterfaceBuilderError) -> View {
        guard let kind = InterfaceBuilderViewKind(tag: element.tag) else {
            throw InterfaceBuilderError(file: document.name, line: element.line, message: "unsupported element <\(element.tag)> (1)")
        }
        let view: View
        if let existing {
            view = existing
            // Named like every other view, so that its subviews' records name it as their parent.
            if let id = element["id"] { view.layoutDebugName = id }
            factory.applyGeometry(element, to: view)
        } else {
            view = factory.make(element, kind: kind)
        }
        if element.tag == "tableViewCellContentView", !element.hasStoredLayoutMargins {
            view.layoutMargins = document.device.tableCellContentMargins(forWidth: element.storedFrame?.width ?? 0,
                                                                         besideAccessory: (parent as? TableViewCell)?.showsAccessory ?? false)
        }
        if let stack = view as? StackView, let size = InterfaceBuilderViewFactory.placeholderSize(element) {
            addPlaceholderConstraints(stack, size: size)
        }
        let id = element["id"] ?? "line\(element.line)"
        register(view, id: id, element: element, parentID: parent == nil ? nil : parent?.layoutDebugName, rootID: rootID)
        try addChildren(of: element, to: view, rootID: rootID)
        if element.child("constraints") != nil { holders.append((element, view)) }
        return view
    }

    private mutating func register(_ view: View, id: String, element: InterfaceBuilderElement, parentID: String?, rootID: String) {
        items[id] = view
        records.append(InterfaceBuilderViewRecord(
            id: id, tag: element.tag, parentID: parentID, rootID: rootID, storedFrame: element.storedFrame,
            isFlagged: element.flag("misplaced") == true || element.flag("ambiguous") == true, line: element.line))
        for guide in element.children where guide.tag == "viewLayoutGuide" {
            guard let guideID = guide["id"] else { continue }
            switch guide["key"] {
            case "contentLayoutGuide": items[guideID] = (view as? ScrollView)?.contentLayoutGuide ?? view.safeAreaLayoutGuide
            case "frameLayoutGuide": items[guideID] = (view as? ScrollView)?.frameLayoutGuide ?? view.safeAreaLayoutGuide
            case "layoutMargins": items[guideID] = view.layoutMarginsGuide
            default: items[guideID] = view.safeAreaLayoutGuide
            }
        }
    }

    private mutating func addChildren(of element: InterfaceBuilderElement, to view: View, rootID: String) throws(InterfaceBuilderError) {
        for child in element.children {
            if child.tag == "subviews" {
                for subview in child.children {
                    let made = try makeView(subview, parent: view, rootID: rootID)
                    view.addSubview(made)
                    if let stack = view as? StackView { pendingArrangements.append((stack, made)) }
                }
            } else if let key = child["key"], InterfaceBuilderCensus.embeddedViewKeys.contains(key),
                      InterfaceBuilderViewKind(tag: child.tag) != nil {
                if key == "contentView", let cell = view as? TableViewCell {
                    _ = try makeView(child, parent: view, rootID: rootID, reusing: cell.contentView)
                } else {
                    view.insertSubview(try makeView(child, parent: view, rootID: rootID), at: key == "contentView" ? 0 : view.subviews.count)
                }
            }
        }
    }

    /// A stack view has no intrinsic size of its own, so its placeholder size becomes what an
    /// intrinsic size would: `size <= s` at the hugging and `size >= s` at the compression
    /// resistance priority.
    private mutating func addPlaceholderConstraints(_ stack: StackView, size: CGSize) {
        for (axis, value) in [(LayoutAxis.horizontal, size.width), (.vertical, size.height)] where value >= 0 {
            let dimension = axis == .horizontal ? stack.widthAnchor : stack.heightAnchor
            let hugging = dimension.constraint(lessThanOrEqualToConstant: value)
            hugging.priority = stack.contentHuggingPriority(for: axis)
            let compression = dimension.constraint(greaterThanOrEqualToConstant: value)
            compression.priority = stack.contentCompressionResistancePriority(for: axis)
            placeholderConstraints += [hugging, compression]
        }
    }

    /// A storyboard controller's `topLayoutGuide` / `bottomLayoutGuide`: guides along the top
    /// and bottom of the root as tall as its safe-area insets there.
    private mutating func addControllerGuides(_ controller: InterfaceBuilderElement, root: View, insets: EdgeInsets) {
        for element in controller.child("layoutGuides")?.children ?? [] where element.tag == "viewControllerLayoutGuide" {
            guard let id = element["id"] else { continue }
            let guide = LayoutGuide()
            guide.identifier = id
            root.addLayoutGuide(guide)
            let isTop = element["type"] == "top"
            LayoutConstraint.activate([
                guide.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                guide.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                isTop ? guide.topAnchor.constraint(equalTo: root.topAnchor) : guide.bottomAnchor.constraint(equalTo: root.bottomAnchor),
                guide.heightAnchor.constraint(equalToConstant: isTop ? insets.top : insets.bottom),
            ])
            items[id] = guide
        }
    }
}
