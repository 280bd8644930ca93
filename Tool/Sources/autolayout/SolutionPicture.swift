import AutoLayout
import Foundation
import InterfaceBuilder
import LayoutDocuments
import TextMeasurement

/// A picture (SVG) of a solved layout, to hold against a screenshot of the app: every view's
/// box, every label's, button's and text view's text in the lines the measurer broke it into,
/// each at its baseline and in its font, and each view's id small in its box's top-right
/// corner (and as the box's tooltip), out of the text's way.
enum SolutionPicture {
    /// One laid-out tree to draw: its root and its views by id, in drawing order (the root first).
    struct Tree {
        var root: View
        var views: [(id: String, view: View)]
    }

    /// Space between trees drawn one below the other.
    private static let treeGap: CGFloat = 16

    /// A layout document's layout, as its views' frames are now.
    static func render(_ layout: DocumentLayout) -> String {
        render([Tree(root: layout.root, views: layout.viewIDs.compactMap { id in (layout.items[id] as? View).map { (id, $0) } })])
    }

    /// Every laid-out root of an Interface Builder document (or `rootIDs` only), one below the
    /// other, each view named as `solve` prints it (`names`, by Interface Builder id).
    static func render(_ layout: InterfaceBuilderLayout, rootIDs: [String], names: [String: String]) -> String {
        let trees = zip(layout.document.roots, layout.rootViews).filter { rootIDs.contains($0.0.id) }.map { root, view in
            Tree(root: view, views: layout.records.filter { $0.rootID == root.id }.compactMap { record in
                (layout.items[record.id] as? View).map { (names[record.id] ?? record.id, $0) }
            })
        }
        return render(trees)
    }

    /// The trees one below the other, as wide as the widest.
    static func render(_ trees: [Tree]) -> String {
        let widest = trees.map(\.root.frame.width).max() ?? 0
        let total = trees.map(\.root.frame.height).reduce(0, +) + treeGap * CGFloat(max(0, trees.count - 1))
        let width = number(widest), height = number(total)
        var lines = [
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\">",
            "<rect width=\"100%\" height=\"100%\" fill=\"#fff\"/>",
        ]
        var top: CGFloat = 0
        for tree in trees {
            for (id, view) in tree.views {
                lines += picture(of: view, id: id, in: absoluteFrame(of: view, below: tree.root).offsetBy(dx: 0, dy: top))
            }
            top += tree.root.frame.height + treeGap
        }
        lines.append("</svg>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Writes `text` to `path`, naming the option and the reason when it cannot.
    static func write(_ text: String, to path: String, option: String = "--svg") throws {
        let url = URL(fileURLWithPath: path)
        do {
            try Data(text.utf8).write(to: url)
        } catch {
            var isDirectory: ObjCBool = false
            let folder = url.deletingLastPathComponent().path
            let reason = if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
                "it is a folder: give a file name"
            } else if !FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) || !isDirectory.boolValue {
                "there is no folder \(folder): create it first"
            } else {
                "cannot write there: \(error.localizedDescription)"
            }
            throw TemplateSourceError("\(option) \(path): \(reason)")
        }
    }

    /// Size of the ids written in the boxes' corners.
    private static let idSize: CGFloat = 5

    private static func picture(of view: View, id: String, in box: CGRect) -> [String] {
        let name = XMLEscaping.escaped(id)
        let drawing = view.textDrawing()
        var lines = [
            "<g>",
            "<title>\(name) (\(XMLEscaping.escaped(view.typeNameForDescriptions)))</title>",
            "<rect class=\"box\" x=\"\(number(box.minX))\" y=\"\(number(box.minY))\" width=\"\(number(box.width))\" height=\"\(number(box.height))\" fill=\"\(view is ImageView ? "#e8eef8" : "none")\" stroke=\"#36c\" stroke-width=\"0.5\"/>",
        ]
        if cornerIsFree(for: id, in: box, drawing) {
            lines.append("<text class=\"id\" x=\"\(number(box.maxX - 1))\" y=\"\(number(box.minY + idSize))\" font-family=\"sans-serif\" font-size=\"\(number(idSize))\" text-anchor=\"end\" fill=\"#36c\" fill-opacity=\"0.7\">\(name)</text>")
        }
        if let drawing { lines += text(drawing, in: box) }
        lines.append("</g>")
        return lines
    }

    /// Whether the id fits in the box's top-right corner without covering the view's text
    /// (the tooltip names the view either way). The id's width is estimated, at 0.6 em a
    /// character, as a sans-serif renderer will set it.
    private static func cornerIsFree(for id: String, in box: CGRect, _ drawing: TextDrawing?) -> Bool {
        let idWidth = 0.6 * idSize * CGFloat(id.count) + 1
        guard idWidth <= box.width else { return false }
        let font = CGFloat(drawing?.font.size ?? 0)
        return (drawing?.lines ?? []).allSatisfy { line in
            line.baseline - font > idSize + 1 || line.x + line.width <= box.width - idWidth - 1
        }
    }

    /// One `<text>` per line. Each is anchored at the edge its alignment sets it against, so
    /// that edge stays where the measurer put it even when the renderer's font is a little
    /// wider or narrower.
    private static func text(_ drawing: TextDrawing, in box: CGRect) -> [String] {
        let font = "font-family=\"\(XMLEscaping.escaped(family(drawing.font)))\" font-size=\"\(number(CGFloat(drawing.font.size)))\" font-weight=\"\(drawing.font.weight.numericWeight)\""
        return drawing.lines.map { line in
            let (x, anchor) = switch drawing.alignment {
            case .left: (line.x, "start")
            case .center: (line.x + line.width / 2, "middle")
            case .right: (line.x + line.width, "end")
            }
            return "<text class=\"line\" xml:space=\"preserve\" x=\"\(number(box.minX + x))\" y=\"\(number(box.minY + line.baseline))\" \(font) text-anchor=\"\(anchor)\">\(XMLEscaping.escaped(line.text))</text>"
        }
    }

    /// A CSS font-family list. The system font is measured with its stand-in, Inter (and Noto
    /// Sans CJK SC for Chinese), so the picture uses the same; a Mac without Inter shows SF.
    static func family(_ font: FontDescriptor) -> String {
        if font.family.lowercased() == FontRegistry.systemFamilyName {
            return "Inter, 'Noto Sans CJK SC', -apple-system, sans-serif"
        }
        let quoted = font.family.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'")
        return "'\(quoted)', 'Noto Sans CJK SC', sans-serif"
    }


    static func absoluteFrame(of view: View, below root: View) -> CGRect {
        var frame = view === root ? CGRect(origin: .zero, size: view.frame.size) : view.frame
        var parent = view.superview
        while let step = parent, step !== root {
            frame.origin.x += step.frame.minX - step.bounds.minX
            frame.origin.y += step.frame.minY - step.bounds.minY
            parent = step.superview
        }
        return frame
    }

    static func number(_ value: CGFloat) -> String { SolutionJSON.number(value) }
}
