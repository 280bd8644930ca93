@testable import AutoLayout
import Foundation
import LayoutDocuments
import Testing
import TextMeasurement

/// The JSON layout document (docs/layout-document.md): reading, errors that name the place, building and
/// solving.
@Suite struct LayoutDocumentTests {
    /// The example of docs/layout-document.md, with the 1-em test measurer put in after
    /// building, and text for the body, which resists compression at 250 so that it wraps
    /// rather than squeeze the avatar (at 750 both would tie at one priority, which is
    /// ambiguous in UIKit too), and an avatar that hugs at 251 as Interface Builder's image
    /// views do (at 250 it ties with the body).
    static let example = """
    {
      "scale": 3, "direction": "ltr",
      "views": [
        {"id": "cell", "kind": "view"},
        {"id": "avatar", "parent": "cell", "kind": "image", "image": [40, 40], "hugging": {"h": 251}},
        {"id": "name", "parent": "cell", "kind": "label", "text": "Ada",
         "font": {"family": "system", "size": 17, "weight": "bold"}, "lines": 1,
         "hugging": {"h": 251}, "compression": {"h": 749}},
        {"id": "body", "parent": "cell", "kind": "label", "lines": 0, "text": "aaaa bbbb cccc",
         "font": {"family": "system", "size": 10}, "compression": {"h": 250}}
      ],
      "metrics": {"pad": 12},
      "constraints": [
        "H:|-pad-[avatar]-8-[name]-(>=pad)-|",
        "V:|-pad-[avatar]",
        "name.top == avatar.top",
        "body.leading == name.leading",
        "body.trailing == cell.trailingMargin",
        "body.top == name.bottom + 4",
        "cell.bottom >= body.bottom + pad @999"
      ]
    }
    """

    @Test func theDesignExampleSolvesLikeASelfSizingCell() throws {
        let document = try LayoutDocument(data: Data(Self.example.utf8))
        let layout = try document.makeLayout()
        layout.root.textMeasurer = UniformGlyphMeasurer()
        let solution = try layout.solve(width: 200, scale: 0)
        let frames = Dictionary(uniqueKeysWithValues: solution.frames.map { ($0.id, $0.frame) })
        #expect(frames["avatar"] == CGRect(x: 12, y: 12, width: 40, height: 40))
        // "Ada" at 17 points: 51 x 17. The body is pinned from 60 to 192 and wraps in those 132
        // points (13 columns) into two lines: 20 tall; 33 + 20 + 12 = 65.
        #expect(frames["name"] == CGRect(x: 60, y: 12, width: 51, height: 17))
        #expect(frames["body"] == CGRect(x: 60, y: 33, width: 132, height: 20))
        #expect(solution.size == CGSize(width: 200, height: 65))
        #expect(solution.log.isEmpty)
    }

    @Test func fixedSizeAndTheDocumentsOwnFrame() throws {
        let text = """
        {"views": [{"id": "root", "frame": [0, 0, 300, 100]},
                   {"id": "box", "parent": "root", "intrinsicSize": [50, 20]}],
         "constraints": ["H:|-[box]", "box.centerY == root.centerY"]}
        """
        let layout = try LayoutDocument(data: Data(text.utf8)).makeLayout()
        let own = try layout.solve()
        #expect(own.size == CGSize(width: 300, height: 100))
        #expect(own.frames.first { $0.id == "box" }?.frame == CGRect(x: 8, y: 40, width: 50, height: 20))
        let fixed = try layout.solve(width: 200, height: 60)
        #expect(fixed.frames.first { $0.id == "box" }?.frame == CGRect(x: 8, y: 20, width: 50, height: 20))
    }

    @Test func stackViewsFromDocuments() throws {
        let text = """
        {"views": [{"id": "root", "frame": [0, 0, 300, 50]},
                   {"id": "row", "parent": "root", "kind": "stack", "axis": "horizontal", "distribution": "fillEqually", "spacing": 6},
                   {"id": "a", "parent": "row"}, {"id": "b", "parent": "row"}, {"id": "c", "parent": "row", "hidden": true}],
         "constraints": ["H:|[row]|", "V:|[row]|"]}
        """
        let solution = try LayoutDocument(data: Data(text.utf8)).makeLayout().solve()
        let frames = Dictionary(uniqueKeysWithValues: solution.frames.map { ($0.id, $0.frame) })
        // c is hidden and collapses: a and b share 300 - 6.
        #expect(frames["a"] == CGRect(x: 0, y: 0, width: 147, height: 50))
        #expect(frames["b"] == CGRect(x: 153, y: 0, width: 147, height: 50))
    }

    static let malformed: [(String, String)] = [
        (#"{"views": [{"id": "a", "colour": "red"}]}"#, "views[0].colour: unknown key"),
        (#"{"views": [{"id": "a"}, {"id": "b", "parent": "a", "kind": "label", "font": {"size": "big"}}]}"#,
         "views[1].font.size: expected a number"),
        (#"{"views": [{"id": "a"}, {"id": "b", "parent": "a", "kind": "label", "font": {"textStyle": "huge"}}]}"#,
         "views[1].font.textStyle: unknown text style \"huge\" (one of largeTitle, title1,"),
        (#"{"views": [{"id": "a"}, {"id": "b", "parent": "a", "kind": "label", "font": {"textStyle": "body", "size": 12}}]}"#,
         "views[1].font: a text style sets the font's size"),
        (#"{"views": [{"id": "a"}, {"id": "b", "parent": "a", "kind": "label", "font": {"weight": "bold"}}]}"#,
         "views[1].font: missing key \"size\" (or \"textStyle\")"),
        (#"{"views": [{"id": "a"}, {"id": "b", "parent": "z"}]}"#,
         "views[1].parent: unknown view \"z\" (a parent comes before its children)"),
        (#"{"views": [{"id": "a"}, {"id": "a", "parent": "a"}]}"#, "views[1].id: duplicate id \"a\""),
        (#"{"views": [{"id": "a", "kind": "slidr"}]}"#,
         "views[0].kind: unknown kind \"slidr\"; did you mean \"slider\"? (one of view, label, button, image, textView, stack, scroll, guide, switch, stepper, "
            + "slider, progress, segmented, activityIndicator, textField)"),
        (#"{"views": [{"id": "a", "frame": [0, 0, 10]}]}"#, "views[0].frame: expected an array of 4 numbers"),
        (#"{"views": [{"id": "a", "kind": "textField", "borderStyle": "round"}]}"#,
         "views[0].borderStyle: expected one of none, line, bezel, roundedRect"),
        (#"{"views": [{"id": "a", "kind": "activityIndicator", "style": "huge"}]}"#, "views[0].style: expected \"medium\" or \"large\""),
        (#"{"views": [{"id": "a", "kind": "label", "style": "large"}]}"#, "views[0].style: not a key of a label"),
        (#"{"views": [{"id": "a", "text": "hi"}]}"#, "views[0].text: not a key of a view"),
        (#"{"views": [{"id": "a"}], "constraints": ["a.width = 10"]}"#,
         "constraints[0]: Unable to parse constraint equation: Unknown relation. Must be ==, >=, or <=\na.width = 10\n        ^"),
        (#"{"views": [{"id": "a"}, {"id": "b", "parent": "a"}], "constraints": ["H:|-[c]"]}"#,
         "constraints[0]: Unable to parse constraint format: c is not a key in the views dictionary.\nH:|-[c]\n     ^"),
        (#"{"views": [], "sizes": 3}"#, "sizes: unknown key"),
        ("{\"views\": [", "document: not valid JSON"),
    ]

    @Test(arguments: malformed)
    func errorsNameThePlace(_ text: String, _ expected: String) {
        do {
            _ = try LayoutDocument(data: Data(text.utf8)).makeLayout()
            Issue.record("expected an error for \(text)")
        } catch {
            #expect(error.description.hasPrefix(expected), "\(error.description)")
        }
    }

    /// `{"textStyle": ...}` is UIKit's `preferredFont(forTextStyle:)`, a weight may change it,
    /// and it reads back as written.
    @Test func textStylesReadAndWriteBack() throws {
        let text = #"{"views": [{"id": "a"}, {"id": "b", "parent": "a", "kind": "label", "font": {"textStyle": "headline"}},"#
            + #" {"id": "c", "parent": "a", "kind": "label", "font": {"textStyle": "body", "weight": "bold"}}]}"#
        let document = try LayoutDocument(data: Data(text.utf8))
        let fonts = document.fonts.map(\.font)
        var boldBody = FontDescriptor.preferredFont(forTextStyle: .body)
        boldBody.weight = .bold
        #expect(fonts == [.preferredFont(forTextStyle: .headline), boldBody])
        for font in fonts {
            #expect(try ViewKeyReader.font(ViewKeyReader.fontValue(font), path: "font") == font)
        }
    }
}
