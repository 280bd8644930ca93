import AutoLayout
import Foundation

/// The views and constraints a `LayoutDocument` describes, built and ready to lay out.
public final class DocumentLayout {
    /// The first view of the document.
    public let root: View
    /// Views and layout guides by id.
    public let items: [String: AnyObject]
    /// The ids of the views (not guides), in document order.
    public let viewIDs: [String]
    /// Messages layout reported (unsatisfiable constraints and the like), in order.
    public private(set) var log: [String] = []
    /// The same messages as `log`, with their kinds (what a batch job's row warnings are made of).
    public private(set) var diagnostics: [LayoutDiagnostic] = []
    let document: LayoutDocument
    /// The document entry each of its constraints was made from (`constraints[3]` and its
    /// string), by constraint.
    fileprivate var entries: [ObjectIdentifier: (path: String, text: String)] = [:]
    /// The constraints each named entry made, by its id (the first entry of an id, the one a
    /// row's override of that id changes: `LayoutDocument.applying(overrides:path:)`).
    fileprivate var named: [String: [LayoutConstraint]] = [:]

    init(root: View, items: [String: AnyObject], viewIDs: [String], document: LayoutDocument) {
        self.root = root
        self.items = items
        self.viewIDs = viewIDs
        self.document = document
        root.diagnosticsHandler = { [unowned self] in
            self.log.append($0.description)
            self.diagnostics.append($0)
        }
    }

    /// The entry of the document's `constraints` a constraint was made from: its JSON path
    /// (`constraints[3]`) and its string; nil for one the document did not state (a stack
    /// view's `UISV-*`).
    public func documentEntry(of constraint: LayoutConstraint) -> (path: String, text: String)? {
        entries[ObjectIdentifier(constraint)]
    }

    /// The constraints the document's entry with this id made (one for an equation, any number
    /// for a Visual Format line); empty when no entry has the id.
    package func constraints(named id: String) -> [LayoutConstraint] {
        named[id] ?? []
    }

    /// The result of `solve`: the root's size and every view's frame relative to its parent.
    public struct Solution {
        public var size: CGSize
        public var frames: [(id: String, frame: CGRect)]
        public var log: [String]
    }

    /// Lays the document out (`autolayout solve`, docs/layout-document.md): with a width only, the root is
    /// sized like a self-sizing cell (width required, height fitted at `fittingSizeLevel`
    /// against 0); with both, its frame is fixed to width x height; with neither, the root's
    /// own `frame` is used. Frames are rounded to 1/scale (0: the solver's values). `device` is
    /// the one it is sized for (`size(forWidth:device:)`).
    public func solve(width: CGFloat? = nil, height: CGFloat? = nil, scale: CGFloat? = nil,
                      device: Device? = nil) throws(DocumentError) -> Solution {
        root.contentScaleFactor = scale ?? document.scale ?? 0
        if let width = width ?? (height == nil ? document.views.first?.frame?.width : nil) {
            size(forWidth: width, device: device)
        } else if let device {
            root.device = device
        }
        var size: CGSize
        switch (width, height) {
        case let (width?, nil):
            size = root.systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
            size.width = width
        case let (width?, height?):
            size = CGSize(width: width, height: height)
        case let (nil, height?):
            size = root.systemLayoutSizeFitting(CGSize(width: 0, height: height), withHorizontalFittingPriority: .fittingSizeLevel,
                                                verticalFittingPriority: .required)
            size.height = height
        case (nil, nil):
            guard let frame = document.views.first?.frame else {
                throw DocumentError(path: "views[0].frame", message: "missing: the root needs a frame when no width or height is given")
            }
            size = frame.size
        }
        layOutRoot(size: size)
        let frames = viewIDs.compactMap { id -> (id: String, frame: CGRect)? in
            (items[id] as? View).map { (id, $0.frame) }
        }
        return Solution(size: root.frame.size, frames: frames, log: log)
    }
}

extension DocumentLayout {
    /// Readies the root to be sized `width` wide on `device` (nil: a table cell's own, else the
    /// current traits'): the views' device, and a table cell's margins for that width and
    /// device (`LayoutDocument.sizedRootMargins`), decided now rather than when the document
    /// was made.
    public func size(forWidth width: CGFloat, device: Device?) {
        if let device = device ?? document.tableCell?.device { root.device = device }
        if let margins = document.sizedRootMargins(width: width, device: device) { root.layoutMargins = margins }
    }

    /// The layout pass at a size, as a window gives its root view one: the root's frame set
    /// (it translates it into constraints) and laid out. After fitting, this is where UIKit
    /// logs a cell's conflicts a second time, against its 'UIView-Encapsulated-Layout' size.
    public func layOutRoot(size: CGSize) {
        root.translatesAutoresizingMaskIntoConstraints = true
        root.frame = CGRect(origin: root.frame.origin, size: size)
        root.layoutIfNeeded()
    }
}

extension LayoutDocument {
    /// Builds the views (named by their ids) and activates the constraints. A constraint string
    /// that cannot be read, or that makes a constraint UIKit refuses to make (SEMANTICS §1), is
    /// an error naming its path and Apple's message; one that conflicts is reported in the
    /// layout's log when laid out, as UIKit does. (UIKit's own API only reports an illegal
    /// constraint and leaves it inactive; a document that holds one is refused, so that a
    /// layout is never solved without it silently.)
    public func makeLayout() throws(DocumentError) -> DocumentLayout {
        var items: [String: AnyObject] = [:]
        var viewIDs: [String] = []
        var root: View?
        // A stack makes its constraints once, when its last view is added: the same constraints,
        // made at the same point of the build, as adding its views one by one would leave.
        var lastChild: [String: Int] = [:]
        for (index, spec) in views.enumerated() where spec.kind != .guide {
            if let parent = spec.parent { lastChild[parent] = index }
        }
        for (index, spec) in views.enumerated() {
            if spec.kind == .guide {
                let guide = LayoutGuide()
                guide.identifier = spec.id
                (spec.parent.flatMap { items[$0] } as? View)?.addLayoutGuide(guide)
                items[spec.id] = guide
                continue
            }
            let view = try DocumentViewFactory.make(spec)
            if let stack = view as? StackView, lastChild[spec.id] != nil { stack.defersArrangement = true }
            if let parentID = spec.parent, let parent = items[parentID] as? View {
                if let stack = parent as? StackView {
                    stack.addArrangedSubview(view)
                    if lastChild[parentID] == index { stack.defersArrangement = false }
                } else {
                    parent.addSubview(view)
                }
            } else {
                root = view
            }
            items[spec.id] = view
            viewIDs.append(spec.id)
        }
        guard let root else { throw DocumentError(path: "views", message: "a document needs a root view") }
        if direction == .rightToLeft { root.semanticContentAttribute = .forceRightToLeft }
        if let scale { root.contentScaleFactor = scale }
        let layout = DocumentLayout(root: root, items: items, viewIDs: viewIDs, document: self)
        for entry in constraints {
            let (text, path) = (entry.text, entry.path)
            let made = try makeConstraints(text, path: path, items: items)
            // Equations refuse illegal constraints as they are read; this holds for any other
            // way a string makes one (Visual Format lines cannot express one today).
            for constraint in made {
                if let error = constraint.validationError {
                    throw DocumentError(path: path, message: "\(constraint.equationDescription): \(error)")
                }
            }
            try entry.configure(made)
            for constraint in made { layout.entries[ObjectIdentifier(constraint)] = (path, text) }
            if let id = entry.id, layout.named[id] == nil { layout.named[id] = made }
            // An inactive constraint is one an app switched off (`isActive = false`): it takes no part.
            if entry.active { LayoutConstraint.activate(made) }
        }
        return layout
    }

    private func makeConstraints(_ text: String, path: String, items: [String: AnyObject]) throws(DocumentError) -> [LayoutConstraint] {
        if Self.isVisualFormat(text) {
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            do throws(VisualFormatError) {
                let views = items.filter { $0.value is View }
                return try LayoutConstraint.constraintsChecked(withVisualFormat: trimmed, metrics: metrics, views: views)
            } catch {
                // Apple's message, word for word, then the name meant when it is close.
                let unknownKey = " is not a key in the views dictionary."
                let hint = error.message.hasSuffix(unknownKey)
                    ? NameSuggestion.closest(to: String(error.message.dropLast(unknownKey.count)), among: items.filter { $0.value is View }.keys.sorted()) : nil
                throw DocumentError(path: path, message: error.description + (hint.map { "\n(did you mean \"\($0)\"?)" } ?? ""))
            }
        }
        do throws(EquationParseError) {
            return [try LayoutConstraint.constraint(equation: text, items: items, metrics: metrics)]
        } catch {
            throw DocumentError(path: path, message: error.description)
        }
    }

    /// Whether a constraint string is a Visual Format line ("H:", "V:", "|" or "[" after any
    /// leading spaces and tabs) rather than an equation. Read from the UTF-8 bytes: every
    /// variant of a batch template builds its constraints again.
    static func isVisualFormat(_ text: String) -> Bool {
        var bytes = text.utf8.drop { $0 == 0x20 || $0 == 0x09 }.makeIterator()
        switch bytes.next() {
        case UInt8(ascii: "|"), UInt8(ascii: "["): return true
        case UInt8(ascii: "H"), UInt8(ascii: "V"): return bytes.next() == UInt8(ascii: ":")
        case let byte? where byte >= 0x80:
            // Another Unicode space may lead: Foundation's set of white space decides.
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            return trimmed.hasPrefix("H:") || trimmed.hasPrefix("V:") || trimmed.hasPrefix("|") || trimmed.hasPrefix("[")
        default: return false
        }
    }
}
