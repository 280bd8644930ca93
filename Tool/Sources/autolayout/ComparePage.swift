import AutoLayout
import Foundation
import InterfaceBuilder

/// `compare --html FILE`: one page with a section per document. Each root of a document is
/// drawn as an inline SVG with Xcode's stored frames (dashed, orange) and ours (solid; blue
/// within the tolerance, red beyond it) over each other, every compared view a group named by
/// its id; below, a table of every compared view with its element, class (determined, free,
/// stale), text dependence, both frames, the difference and whether it matches. Documents that
/// did not load get a section with the reason.
struct ComparePage {
    let tolerance: CGFloat
    private var sections: [String] = []

    init(tolerance: CGFloat) {
        self.tolerance = tolerance
    }

    mutating func add(_ comparison: InterfaceBuilderComparison, roots: [InterfaceBuilderRoot], summary: String) {
        var html = ["<section class=\"document\" id=\"\(Self.anchor(comparison.file))\" data-file=\"\(Self.escaped(comparison.file))\">",
                    "<h2>\(Self.escaped(comparison.file))</h2>",
                    "<p class=\"summary\">\(Self.escaped(summary)) (flagged by Xcode, skipped: \(comparison.flagged))</p>"]
        if !comparison.warnings.isEmpty {
            html.append("<ul class=\"warnings\">" + comparison.warnings.map { "<li>\(Self.escaped($0))</li>" }.joined() + "</ul>")
        }
        for root in roots {
            let entries = comparison.entries.filter { $0.rootID == root.id }
            guard !entries.isEmpty else { continue }
            html.append(figure(of: root, entries: entries, placements: comparison.placements))
        }
        html.append(table(comparison.entries))
        html.append("</section>")
        sections.append(html.joined(separator: "\n"))
    }

    mutating func addFailure(file: String, message: String) {
        sections.append("""
            <section class="document not-loaded" id="\(Self.anchor(file))" data-file="\(Self.escaped(file))">
            <h2>\(Self.escaped(file))</h2>
            <p class="error">not loaded: \(Self.escaped(message))</p>
            </section>
            """)
    }

    func html(overall: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>autolayout compare: Xcode's frames and ours</title>
        <style>
        body { font-family: -apple-system, Inter, sans-serif; margin: 2em; color: #222; }
        figure { display: inline-block; margin: 1em 2em 1em 0; vertical-align: top; }
        figcaption { font-size: 0.9em; color: #555; }
        svg { max-width: 100%; height: auto; border: 1px solid #ddd; background: #fff; }
        svg .xcode { fill: none; stroke: #e67e22; stroke-width: 1; stroke-dasharray: 4 2; }
        svg .ours { fill: none; stroke: #2a6ad8; stroke-width: 1; }
        svg .miss .ours { stroke: #d62728; stroke-width: 1.5; }
        svg .stale .ours { stroke: #888; }
        svg .root { fill: #fafafa; stroke: #999; }
        table { border-collapse: collapse; font-size: 0.85em; margin-bottom: 2em; }
        th, td { border: 1px solid #ddd; padding: 2px 6px; text-align: left; white-space: nowrap; }
        tr.miss td.difference { color: #d62728; font-weight: 600; }
        tr.stale { color: #888; }
        .legend span { margin-right: 1.5em; }
        </style>
        </head>
        <body>
        <h1>Xcode's stored frames and ours</h1>
        <p class="legend"><span style="color: #e67e22">- - Xcode's stored frame</span><span style="color: #2a6ad8">\u{2014} ours, within \(Self.number(tolerance)) pt</span><span style="color: #d62728">\u{2014} ours, off by more</span><span style="color: #888">stale: the stored frames break a required constraint</span></p>
        <p class="overall">\(Self.escaped(overall))</p>
        \(sections.joined(separator: "\n"))
        </body>
        </html>

        """
    }

    /// One root: its box, then every compared view's two frames in the root's coordinates.
    private func figure(of root: InterfaceBuilderRoot, entries: [InterfaceBuilderComparison.Entry],
                        placements: [String: InterfaceBuilderComparison.Placement]) -> String {
        var boxes: [String] = []
        // The drawing's top-left corner: a view may stick out of its root above or to the left.
        var corner = CGPoint.zero
        var extent = CGSize(width: root.frame.width, height: root.frame.height)
        if let solved = placements[root.id]?.solved?.size {
            extent = CGSize(width: max(extent.width, solved.width), height: max(extent.height, solved.height))
        }
        for entry in entries {
            let stored = Self.absolute(entry.id, in: root.id, placements, \.stored)
            let ours = Self.absolute(entry.id, in: root.id, placements, \.solved)
            for frame in [stored, ours].compactMap({ $0 }) {
                extent = CGSize(width: max(extent.width, frame.maxX), height: max(extent.height, frame.maxY))
                corner = CGPoint(x: min(corner.x, frame.minX), y: min(corner.y, frame.minY))
            }
            let matches = entry.frameClass != .stale && entry.matches(tolerance: tolerance)
            var group = ["<g class=\"view \(entry.frameClass.rawValue) \(matches ? "match" : entry.frameClass == .stale ? "unjudged" : "miss")\" data-id=\"\(Self.escaped(entry.id))\">",
                         "<title>\(Self.escaped("\(entry.name) <\(entry.tag)>: \(entry.frameClass.rawValue), off by \(Self.number(entry.error)) pt"))</title>"]
            if let stored { group.append(Self.rect(stored, class: "xcode")) }
            if let ours { group.append(Self.rect(ours, class: "ours")) }
            group.append("</g>")
            boxes.append(group.joined())
        }
        let width = Self.number(extent.width - corner.x + 2), height = Self.number(extent.height - corner.y + 2)
        return """
            <figure class="root" data-root="\(Self.escaped(root.id))">
            <figcaption>\(Self.escaped(root.id)) (\(root.kind.rawValue)), \(Self.number(root.frame.width)) \u{00D7} \(Self.number(root.frame.height))</figcaption>
            <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" viewBox="\(Self.number(corner.x - 1)) \(Self.number(corner.y - 1)) \(width) \(height)">
            <rect class="root" x="0" y="0" width="\(Self.number(root.frame.width))" height="\(Self.number(root.frame.height))"/>
            \(boxes.joined(separator: "\n"))
            </svg>
            </figure>
            """
    }

    private func table(_ entries: [InterfaceBuilderComparison.Entry]) -> String {
        var rows = ["<table class=\"views\">",
                    "<tr><th>view</th><th>element</th><th>root</th><th>line</th><th>class</th><th>text-dependent</th><th>Xcode</th><th>ours</th><th>difference (pt)</th><th>matches</th><th>note</th></tr>"]
        for entry in entries {
            let matches = entry.frameClass != .stale && entry.matches(tolerance: tolerance)
            let state = entry.frameClass == .stale ? "stale" : matches ? "match" : "miss"
            // The name `solve`, templates and rows use, with the Interface Builder id beside it.
            let view = entry.name == entry.id ? entry.id : "\(entry.name) (\(entry.id))"
            let cells = [view, "<\(entry.tag)>", entry.rootID, "\(entry.line)", entry.frameClass.rawValue, entry.isTextDependent ? "yes" : "no",
                         CompareTally.format(entry.stored), CompareTally.format(entry.solved), CompareTally.format(entry.error),
                         entry.frameClass == .stale ? "not judged" : matches ? "yes" : "no", entry.note ?? ""]
            let classes = ["id", "element", "root", "line", "class", "text", "xcode", "ours", "difference", "matches", "note"]
            rows.append("<tr class=\"\(state)\" data-id=\"\(Self.escaped(entry.id))\">"
                + zip(classes, cells).map { "<td class=\"\($0)\">\(Self.escaped($1))</td>" }.joined() + "</tr>")
        }
        rows.append("</table>")
        return rows.joined(separator: "\n")
    }

    /// A view's frame in its root's coordinates, by its chain of parents; nil when a frame on
    /// the way is missing.
    private static func absolute(_ id: String, in rootID: String, _ placements: [String: InterfaceBuilderComparison.Placement],
                                 _ frame: KeyPath<InterfaceBuilderComparison.Placement, CGRect?>) -> CGRect? {
        guard var result = placements[id]?[keyPath: frame] else { return nil }
        var parent = placements[id]?.parentID
        while let step = parent, step != rootID {
            guard let placement = placements[step], let origin = placement[keyPath: frame]?.origin else { return nil }
            result.origin.x += origin.x
            result.origin.y += origin.y
            parent = placement.parentID
        }
        return result
    }

    private static func rect(_ frame: CGRect, class name: String) -> String {
        "<rect class=\"\(name)\" x=\"\(number(frame.minX))\" y=\"\(number(frame.minY))\" width=\"\(number(frame.width))\" height=\"\(number(frame.height))\"/>"
    }

    private static func number(_ value: CGFloat) -> String { SolutionPicture.number(value) }

    private static func escaped(_ text: String) -> String { XMLEscaping.escaped(text) }

    /// An id attribute for a file's section (letters, digits, `-`, `_`, `.`).
    private static func anchor(_ file: String) -> String {
        "file-" + String(file.unicodeScalars.map { CharacterSet.alphanumerics.contains($0) || "-_.".unicodeScalars.contains($0) ? Character($0) : "-" })
    }
}
