import AutoLayout
import Foundation
import LayoutDocuments
import TextMeasurement

/// Makes the model view for one Interface Builder view element and applies what the element
/// stores about the view itself: frame, mask, flags, priorities, margins, content (texts,
/// fonts, images) and stack settings. Subviews and constraints are the tree builder's.
///
/// Interface Builder writes a priority only when it differs from UIView's default, so an absent
/// hugging priority is 250 and an absent compression resistance 750, whatever the class.
struct InterfaceBuilderViewFactory {
    let document: InterfaceBuilderDocument
    /// Views whose intrinsic size is an estimate of content not measured here (text fields,
    /// segmented controls): they and the views that follow them count as text-dependent.
    private(set) var estimatedViews: [String] = []
    /// Notes about settings the model does not reproduce, for the layout's log.
    private(set) var notes: [String] = []

    init(document: InterfaceBuilderDocument) {
        self.document = document
    }

    mutating func make(_ element: InterfaceBuilderElement, kind: InterfaceBuilderViewKind) -> View {
        let view = instance(element, kind: kind)
        let id = element["id"] ?? ""
        view.layoutDebugName = id
        applyGeometry(element, to: view)
        applyPriorities(element, to: view)
        return view
    }

    /// Frame, mask, hidden flag and margins of `element` on `view` (also used for the content
    /// view a table cell makes itself).
    func applyGeometry(_ element: InterfaceBuilderElement, to view: View) {
        if let frame = element.storedFrame {
            let insets = InterfaceBuilderControlMetrics.alignmentRectInsets(ofTag: element.tag, iOSVersion: document.device.iOSVersion)
            view.frame = insets.map { InterfaceBuilderControlMetrics.alignmentRect(forFrame: frame, insets: $0) } ?? frame
        }
        // `fixedFrame` marks a view without constraints of its own: Xcode turns its frame into
        // autoresizing constraints at build time whatever the translation flag says.
        view.translatesAutoresizingMaskIntoConstraints = element["translatesAutoresizingMaskIntoConstraints"] != "NO"
            || element.flag("fixedFrame") == true
        view.autoresizingMask = Self.autoresizingMask(element.child("autoresizingMask", key: "autoresizingMask"))
        view.isHidden = element.flag("hidden") ?? false
        if let margins = element.child("edgeInsets", key: "layoutMargins") {
            view.layoutMargins = EdgeInsets(top: margins.double("top") ?? 0, left: margins.double("left") ?? 0,
                                            bottom: margins.double("bottom") ?? 0, right: margins.double("right") ?? 0)
        }
        if let margins = element.child("directionalEdgeInsets", key: "directionalLayoutMargins") {
            // Documents are laid out left to right, where leading is left.
            view.layoutMargins = EdgeInsets(top: margins.double("top") ?? 0, left: margins.double("leading") ?? 0,
                                            bottom: margins.double("bottom") ?? 0, right: margins.double("trailing") ?? 0)
        }
        view.insetsLayoutMarginsFromSafeArea = element.flag("insetsLayoutMarginsFromSafeArea")
            ?? Self.insetsMarginsFromSafeArea(iOSVersion: document.device.iOSVersion)
    }

    /// Whether a view's margins are measured from its safe area by default under `iOSVersion`.
    /// Safe areas and `insetsLayoutMarginsFromSafeArea` came with iOS 11 (Apple's documentation
    /// lists both as iOS 11.0+); before it a margin was measured from the bounds, so a pin to a
    /// controller's top margin ended under the status bar and any bar above it (the
    /// `topLayoutGuide` was a guide of its own). Xcode 8 and older draw it so: views pinned to a
    /// scene root's top margin are stored 20 points (64 under a navigation bar) higher than a
    /// margin inset by the safe area puts them: 26 views of 9 apps, tools 7531 to 12118 (eidolon
    /// `213` in `xib-more`; in the evidence set B0nnie, bradd123, CMCammarano, kgerov, motoom,
    /// p-sun, schifano, whxhxx) move onto their stored frames and none off
    /// (`Scripts/ib/view_moves.py`).
    static func insetsMarginsFromSafeArea(iOSVersion: Int) -> Bool {
        iOSVersion >= 11
    }

    private func applyPriorities(_ element: InterfaceBuilderElement, to view: View) {
        let values: [(String, LayoutAxis, Bool)] = [
            ("horizontalHuggingPriority", .horizontal, true), ("verticalHuggingPriority", .vertical, true),
            ("horizontalCompressionResistancePriority", .horizontal, false), ("verticalCompressionResistancePriority", .vertical, false),
        ]
        for (attribute, axis, hugging) in values {
            let value = element.double(attribute) ?? (hugging ? 250 : 750)
            let priority = LayoutPriority(Float(value))
            if hugging { view.setContentHuggingPriority(priority, for: axis) } else { view.setContentCompressionResistancePriority(priority, for: axis) }
        }
    }

    static func autoresizingMask(_ element: InterfaceBuilderElement?) -> AutoresizingMask {
        guard let element else { return [] }
        let bits: [(String, AutoresizingMask)] = [
            ("flexibleMinX", .flexibleLeftMargin), ("widthSizable", .flexibleWidth), ("flexibleMaxX", .flexibleRightMargin),
            ("flexibleMinY", .flexibleTopMargin), ("heightSizable", .flexibleHeight), ("flexibleMaxY", .flexibleBottomMargin),
        ]
        return bits.reduce(into: []) { mask, bit in if element.flag(bit.0) == true { mask.insert(bit.1) } }
    }

    // MARK: - Instances by kind

    private mutating func instance(_ element: InterfaceBuilderElement, kind: InterfaceBuilderViewKind) -> View {
        if kind != .stackView, let placeholder = Self.placeholderSize(element) { return IntrinsicSizeView(intrinsicSize: placeholder) }
        if let designable = element["id"].flatMap({ document.designableSizes[$0] }) {
            guard kind == .label else { return IntrinsicSizeView(intrinsicSize: designable) }
            let label = InterfaceBuilderDesignableLabel()
            configure(label, element)
            label.rendered = (label.text, label.font, designable)
            return label
        }
        switch kind {
        case .plain, .collectionViewCell: return View()
        case .label: return label(element)
        case .button: return button(element)
        case .imageView: return imageView(element)
        case .textView: return textView(element)
        case .stackView: return stack(element)
        case .scrollView: return ScrollView()
        case .tableViewCell:
            let cell = TableViewCell()
            cell.laysOutContentView = false
            // Xcode writes UIKit's case name, and nothing for `none`.
            cell.accessoryType = TableViewCell.AccessoryType.allCases.first { "\($0)" == element["accessoryType"] } ?? .none
            return cell
        case .control(let control):
            // The kind's own class, drawn here for the document's device (as Xcode drew it); a
            // template made from the cell names the kind and sizes it for the device it is sized for.
            guard let view = control.makeDefault() else {
                return IntrinsicSizeView(intrinsicSize: control.fixedSize(iOSVersion: document.device.iOSVersion))
            }
            view.device = document.device
            return view
        case .fixedSize(let size): return IntrinsicSizeView(intrinsicSize: size)
        case .searchBar:
            let height = InterfaceBuilderSearchBar.height(ofTools: InterfaceBuilderToolsVersion.tools(of: document.tree))
            return IntrinsicSizeView(intrinsicSize: CGSize(width: View.noIntrinsicMetric, height: height))
        case .estimated: return estimated(element)
        }
    }

    /// `placeholderIntrinsicWidth/Height`: the intrinsic size Interface Builder used instead of
    /// the view's own ("infinite" = none on that axis).
    static func placeholderSize(_ element: InterfaceBuilderElement) -> CGSize? {
        guard element["placeholderIntrinsicWidth"] != nil || element["placeholderIntrinsicHeight"] != nil else { return nil }
        let width = element.double("placeholderIntrinsicWidth") ?? View.noIntrinsicMetric
        let height = element.double("placeholderIntrinsicHeight") ?? View.noIntrinsicMetric
        return CGSize(width: width, height: height)
    }

    private func text(_ element: InterfaceBuilderElement) -> String {
        if let text = element["text"] { return text }
        if let string = element.child("string", key: "text") { return string.text }
        return element.child("attributedString", key: "attributedText").map(fragmentsText) ?? ""
    }

    private func font(_ element: InterfaceBuilderElement, defaultSize: Double) -> FontDescriptor {
        if let description = element.child("fontDescription", key: "fontDescription") {
            return drawn(InterfaceBuilderFont.font(description, defaultSize: defaultSize, families: document.fontFamilies))
        }
        if let attributed = element.child("attributedString", key: "attributedText"), let font = attributedFont(attributed) {
            return font
        }
        return drawn(.systemFont(ofSize: defaultSize))
    }

    /// `font` in the system font release of the document (`InterfaceBuilderSystemFontRelease`).
    private func drawn(_ font: FontDescriptor) -> FontDescriptor {
        InterfaceBuilderSystemFontRelease.font(font, drawnWith: document.systemFontRelease)
    }

    private func label(_ element: InterfaceBuilderElement) -> Label {
        let label = Label()
        configure(label, element)
        return label
    }

    private func configure(_ label: Label, _ element: InterfaceBuilderElement) {
        label.text = text(element)
        label.font = font(element, defaultSize: 17)
        label.numberOfLines = element["numberOfLines"].flatMap(Int.init) ?? 1
        if let width = element.double("preferredMaxLayoutWidth") { label.preferredMaxLayoutWidth = width }
        label.paragraphStyle = paragraphStyle(element)
    }

    /// The line-height settings of an attributed text's first `<paragraphStyle>`; nil when it
    /// has none or sets none of them (Xcode writes `lineHeightMultiple="1"` beside a spacing).
    private func paragraphStyle(_ element: InterfaceBuilderElement) -> ParagraphStyle? {
        let attributed = element.child("attributedString", key: "attributedText")
        guard let style = attributed?.descendants().first(where: { $0.tag == "paragraphStyle" }) else { return nil }
        let read = ParagraphStyle(lineSpacing: style.double("lineSpacing") ?? 0,
                                  lineHeightMultiple: style.double("lineHeightMultiple") ?? 0,
                                  minimumLineHeight: style.double("minimumLineHeight") ?? 0,
                                  maximumLineHeight: style.double("maximumLineHeight") ?? 0)
        return read == ParagraphStyle() ? nil : read
    }

    private mutating func button(_ element: InterfaceBuilderElement) -> View {
        let button = InterfaceBuilderButton()
        let normal = element.children.first { $0.tag == "state" && $0["key"] == "normal" }
        let background = normal?["backgroundImage"] ?? normal?.child("imageReference", key: "backgroundImage")?["image"]
        button.backgroundImageSize = background.flatMap { document.imageSizes[$0] }
        if let configuration = element.child("buttonConfiguration") {
            // The configuration replaces the state's title, font and content insets: Xcode
            // writes a placeholder `title="Button"` state beside every configuration.
            button.configuration = buttonConfiguration(configuration, buttonID: element["id"] ?? "")
            return button
        }
        var title = normal?["title"] ?? normal?.child("string", key: "title")?.text ?? ""
        // A button with only an attributed title shows that text in the fragments' font.
        let attributed = normal?.child("attributedString", key: "attributedTitle")
        if title.isEmpty, let attributed { title = fragmentsText(attributed) }
        button.setTitle(title)
        // Xcode writes a `buttonType` for every type but custom.
        let type: Button.ButtonType = element["buttonType"] == nil ? .custom : .system
        button.titleFont = font(element, defaultSize: Button.defaultTitleFont(for: type).size)
        if element.child("fontDescription", key: "fontDescription") == nil, let attributed, let font = attributedFont(attributed) {
            button.titleFont = font
        }
        let image = normal?["image"] ?? normal?.child("imageReference", key: "image")?["image"]
        button.imageSize = image.flatMap { document.imageSizes[$0] }
        if let image, let size = button.imageSize, let normal, isSymbol(normal, image) {
            button.imageSize = symbolSize(size, element: normal)
            estimatedViews.append(element["id"] ?? "")
        }
        if button.imageSize == nil {
            button.imageSize = InterfaceBuilderButton.systemGlyphSize(buttonType: element["buttonType"], iOSVersion: document.device.iOSVersion)
        }
        if let inset = element.child("inset", key: "contentEdgeInsets") {
            button.storedInsets = EdgeInsets(top: inset.double("minY") ?? 0, left: inset.double("minX") ?? 0,
                                             bottom: inset.double("maxY") ?? 0, right: inset.double("maxX") ?? 0)
        }
        button.applyInsets()
        return button
    }

    /// A `<buttonConfiguration>` as the model's `Button.Configuration`, whose defaults (the body
    /// text style for the title, 7 and 12 points of content insets) are the one rule for
    /// configured buttons made in code, read from layout documents and imported here. Only
    /// what sizes the button is read: style, title (the `title` attribute or an attributed
    /// title's fragments; none when neither), the title font (`titleFontDescription`, else the
    /// attributed title's font), the image with its placement and padding, and the size.
    private mutating func buttonConfiguration(_ element: InterfaceBuilderElement, buttonID: String) -> Button.Configuration {
        var configuration: Button.Configuration = switch element["style"] {
        case "tinted": .tinted()
        case "gray": .gray()
        case "filled": .filled()
        case "borderless": .borderless()
        case "bordered": .bordered()
        default: .plain()
        }
        let attributed = element.child("attributedString", key: "attributedTitle")
        configuration.title = element["title"] ?? attributed.map(fragmentsText)
        if let description = element.child("fontDescription", key: "titleFontDescription") {
            configuration.titleFont = drawn(InterfaceBuilderFont.font(description, defaultSize: 17, families: document.fontFamilies))
        } else if let attributed, let font = attributedFont(attributed) {
            configuration.titleFont = font
        }
        let sizes: [String: Button.Configuration.Size] = ["small": .small, "mini": .mini, "large": .large]
        configuration.buttonSize = element["buttonSize"].flatMap { sizes[$0] } ?? .medium
        let placements: [String: DirectionalRectEdge] = ["trailing": .trailing, "top": .top, "bottom": .bottom]
        configuration.imagePlacement = element["imagePlacement"].flatMap { placements[$0] } ?? .leading
        configuration.imagePadding = element.double("imagePadding") ?? 0
        if let name = element["image"] ?? element.child("imageReference", key: "image")?["image"],
           let size = document.imageSizes[name] {
            let symbol = isSymbol(element, name)
            if symbol { estimatedViews.append(buttonID) }
            configuration.image = Image(size: symbol ? configuredSymbolSize(size, element: element) : size)
        }
        return configuration
    }

    /// The text of an `<attributedString>`'s fragments, joined.
    private func fragmentsText(_ attributed: InterfaceBuilderElement) -> String {
        attributed.children.filter { $0.tag == "fragment" }.map { $0["content"] ?? $0.child("string", key: "content")?.text ?? "" }.joined()
    }

    /// The font of an attributed text's or title's first fragment that has one, nil when none
    /// gives a size.
    private func attributedFont(_ attributed: InterfaceBuilderElement) -> FontDescriptor? {
        guard let font = attributed.descendants().first(where: { $0.tag == "font" }), let size = font.double("size") else { return nil }
        // A meta font (`systemSemibold`, `boldSystem`) names its weight like a font's style.
        if let name = font["name"] {
            return drawn(InterfaceBuilderFont.named(name, family: font["family"], size: size, families: document.fontFamilies))
        }
        let name = "System-" + (font["metaFont"] ?? "").replacingOccurrences(of: "system", with: "")
        return drawn(FontDescriptor(size: size, weight: InterfaceBuilderFont.weight(ofFontNamed: name)))
    }

    private mutating func imageView(_ element: InterfaceBuilderElement) -> View {
        guard let name = imageName(element), let size = document.imageSizes[name] else { return ImageView() }
        guard isSymbol(element, name) else { return ImageView(image: Image(size: size)) }
        estimatedViews.append(element["id"] ?? "")
        return IntrinsicSizeView(intrinsicSize: symbolSize(size, element: element))
    }

    /// Whether the image is an SF Symbol (`catalog="system"`): a glyph of Apple's symbol font,
    /// whose size follows a point size, not the 128-point template the resources list.
    private func isSymbol(_ element: InterfaceBuilderElement, _ name: String) -> Bool {
        element["catalog"] == "system" || element.child("imageReference", key: "image")?["catalog"] == "system"
            || document.symbolImages.contains(name)
    }

    /// An estimate of a symbol's size: as tall as its point size (17, the body size, by default)
    /// times 1.2, with the template's aspect ratio.
    private func symbolSize(_ template: CGSize, element: InterfaceBuilderElement) -> CGSize {
        let configuration = element.descendants().first { $0.tag == "preferredSymbolConfiguration" }
        let pointSize = configuration?.double("pointSize") ?? 17
        let height = (pointSize * 1.2).rounded()
        return CGSize(width: (height * template.width / max(template.height, 1)).rounded(), height: height)
    }

    /// A symbol's size in a configured button: the estimate of `symbolSize(_:element:)`, but as
    /// tall as its point size under iOS 15 (Xcode 13), whose buttons of only a symbol are that
    /// height plus the insets whatever the symbol's shape (why is not documented). Evidence (`python3
    /// Scripts/ib/configured_buttons.py --evidence`, plain buttons of only a symbol whose height
    /// nothing else sets, and such buttons in horizontal stacks that they size, branch
    /// `ib-rules-18`): Xcode 13 (tools 19158 to 20037) stores them 31 tall, 17 + 7 + 7, in 5
    /// apps (luboolu, mbrockmandev, MoSonLee, teiresias22, UIKit-Storyboard's filled button; 24
    /// buttons, none against; camosss stores 31.5), Xcode 14 and later 34.33 (the body line,
    /// which the estimate's 20 points keep within half a point; 5 documents). Only the default
    /// 17-point symbols were measured.
    private func configuredSymbolSize(_ template: CGSize, element: InterfaceBuilderElement) -> CGSize {
        let estimate = symbolSize(template, element: element)
        guard document.device.iOSVersion == 15 else { return estimate }
        let configuration = element.descendants().first { $0.tag == "preferredSymbolConfiguration" }
        return CGSize(width: estimate.width, height: configuration?.double("pointSize") ?? 17)
    }

    private func imageName(_ element: InterfaceBuilderElement) -> String? {
        element["image"] ?? element.child("imageReference", key: "image")?["image"]
    }

    private func textView(_ element: InterfaceBuilderElement) -> TextView {
        let view = TextView()
        view.text = text(element)
        view.font = font(element, defaultSize: 14)
        view.isScrollEnabled = element.flag("scrollEnabled") ?? true
        return view
    }

    private mutating func stack(_ element: InterfaceBuilderElement) -> StackView {
        let stack = StackView()
        stack.axis = element["axis"] == "vertical" ? .vertical : .horizontal
        let distributions: [String: StackView.Distribution] = [
            "fillEqually": .fillEqually, "fillProportionally": .fillProportionally, "equalSpacing": .equalSpacing,
            "equalCentering": .equalCentering,
        ]
        stack.distribution = element["distribution"].flatMap { distributions[$0] } ?? .fill
        let alignments: [String: StackView.Alignment] = [
            "top": .top, "leading": .leading, "center": .center, "bottom": .bottom, "trailing": .trailing,
            "firstBaseline": .firstBaseline, "lastBaseline": .lastBaseline,
        ]
        stack.alignment = element["alignment"].flatMap { alignments[$0] } ?? .fill
        stack.spacing = element.double("spacing") ?? (element["spacingType"] == "standard" ? 8 : 0)
        // Interface Builder stores margins on a stack view only when its arrangement follows them.
        stack.isLayoutMarginsRelativeArrangement = element.flag("layoutMarginsRelativeArrangement")
            ?? element.hasStoredLayoutMargins
        if element.flag("baselineRelativeArrangement") == true {
            notes.append("stack view \(element["id"] ?? ""): baselineRelativeArrangement is not modelled (spacing measured between edges)")
        }
        return stack
    }

    /// Controls sized by content this importer does not measure: an estimate from the text,
    /// recorded so comparisons count them as text-dependent.
    private mutating func estimated(_ element: InterfaceBuilderElement) -> View {
        let id = element["id"] ?? ""
        let size: CGSize
        switch element.tag {
        case "activityIndicatorView":
            let style: ActivityIndicatorView.Style = ["large", "whiteLarge"].contains(element["style"] ?? "") ? .large : .medium
            return IntrinsicSizeView(intrinsicSize: CGSize(width: style.side, height: style.side))
        case "textField":
            let field = TextField()
            field.text = element["text"]
            field.placeholder = element["placeholder"]
            field.font = font(element, defaultSize: 14)
            field.borderStyle = element["borderStyle"].flatMap(TextField.BorderStyle.named) ?? .none
            // Drawn for the document's device, as the kinds' controls are: its height follows the release.
            field.device = document.device
            estimatedViews.append(id)
            return field
        case "segmentedControl":
            let segments = element.child("segments")?.children ?? []
            if !segments.isEmpty, segments.allSatisfy({ $0["title"] != nil && $0["image"] == nil }) {
                // Titles only: the model sizes it by them, drawn for the document's device.
                let control = SegmentedControl(items: segments.map { $0["title"] ?? "" })
                for (index, segment) in segments.enumerated() {
                    control.setWidth(segment.double("width") ?? 0, forSegmentAt: index)
                }
                control.apportionsSegmentWidthsByContent = element.flag("apportionsSegmentWidthsByContent") ?? false
                control.device = document.device
                return control
            }
            // A segment's image size is not in the document: an estimate.
            let widest = segments.map { Double(($0["title"] ?? "").count) * 6.5 + 24 }.max() ?? 60
            size = CGSize(width: widest * Double(max(segments.count, 1)),
                          height: ViewKind.segmented.fixedSize(iOSVersion: document.device.iOSVersion).height)
        case "pageControl":
            let pages = element.double("numberOfPages") ?? 3
            // Before iOS 14 a page control is 16 points a page less 9 wide and 37 tall: frames
            // whose size is their own store 39 for 3 pages and 71 for 5 (4 apps of
            // Datasets/xib-evidence, tools 4514 to 15505, none against) and 37 tall (3 of them).
            // From iOS 14 the per-page width is not fixed by the documents: an estimate.
            size = document.device.iOSVersion < 14 ? CGSize(width: 16 * pages - 9, height: 37) : CGSize(width: 39 + 16 * pages, height: 26)
        default: size = CGSize(width: 320, height: 216)
        }
        estimatedViews.append(id)
        return IntrinsicSizeView(intrinsicSize: size)
    }
}
