import AutoLayout
import Foundation

/// Walks a document once to find what it lays out: the root of each separate layout (top-level
/// views, scene root views, prototype cells) and the view elements the importer does not
/// support, counted by tag.
struct InterfaceBuilderCensus {
    private(set) var roots: [InterfaceBuilderElement] = []
    private(set) var unsupported: [(tag: String, count: Int, firstLine: Int)] = []
    private var unsupportedIndex: [String: Int] = [:]

    /// Objects that are not views (and hold none that are laid out).
    static let nonViewObjects: Set<String> = [
        "placeholder", "customObject", "barButtonItem", "navigationItem", "exit", "tabBarItem",
        "viewControllerPlaceholder", "tapGestureRecognizer", "pongPressGestureRecognizer", "panGestureRecognizer",
        "swipeGestureRecognizer", "pinchGestureRecognizer", "rotationGestureRecognizer", "screenEdgePanGestureRecognizer",
        "hostingController", "searchDisplayController", "customView",
    ]

    /// Keyed children of a view that are laid out with it (a cell's content view, a table's
    /// header and footer).
    static let embeddedViewKeys: Set<String> = ["contentView", "tableHeaderView", "tableFooterView"]

    init(tree: InterfaceBuilderElement) {
        if let objects = tree.child("objects") { visitObjects(objects) }
        for scene in tree.child("scenes")?.children ?? [] {
            if let objects = scene.child("objects") { visitObjects(objects) }
        }
    }

    private mutating func visitObjects(_ objects: InterfaceBuilderElement) {
        for object in objects.children {
            if InterfaceBuilderViewKind(tag: object.tag) != nil {
                addRoot(object)
            } else if object.tag.hasSuffix("Controller"), !Self.nonViewObjects.contains(object.tag) {
                if let view = object.child(key: "view") { visitRootCandidate(view) }
            } else if !Self.nonViewObjects.contains(object.tag) {
                count(object)
            }
        }
    }

    private mutating func visitRootCandidate(_ element: InterfaceBuilderElement) {
        if InterfaceBuilderViewKind(tag: element.tag) != nil { addRoot(element) } else { count(element) }
    }

    private mutating func addRoot(_ element: InterfaceBuilderElement) {
        roots.append(element)
        visitView(element)
    }

    private mutating func visitView(_ element: InterfaceBuilderElement) {
        guard InterfaceBuilderViewKind(tag: element.tag) != nil else { return count(element) }
        for child in element.children {
            if child.tag == "subviews" {
                child.children.forEach { visitView($0) }
            } else if let key = child["key"], Self.embeddedViewKeys.contains(key), child.tag != "color" {
                visitView(child)
            } else if ["prototypes", "cells", "sections"].contains(child.tag) {
                cells(in: child).forEach { addRoot($0) }
            } else if child.tag == "collectionReusableView" {
                addRoot(child)
            }
        }
    }

    /// Cells below a table's `<prototypes>` / `<sections>` or a collection's `<cells>`.
    private func cells(in element: InterfaceBuilderElement) -> [InterfaceBuilderElement] {
        element.descendants().filter { $0.tag == "tableViewCell" || $0.tag == "collectionViewCell" }
    }

    private mutating func count(_ element: InterfaceBuilderElement) {
        if let index = unsupportedIndex[element.tag] {
            unsupported[index].count += 1
        } else {
            unsupportedIndex[element.tag] = unsupported.count
            unsupported.append((element.tag, 1, element.line))
        }
    }
}
