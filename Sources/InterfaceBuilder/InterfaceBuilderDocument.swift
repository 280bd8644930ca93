import AutoLayout
import Foundation
import LayoutDocuments
import TextMeasurement

/// An Interface Builder document (`.xib` or `.storyboard`) read into memory: its top-level
/// objects, the device it is drawn for, image sizes from `<resources>` and intrinsic sizes
/// from `<designables>`. `makeLayout()` builds the views and constraints.
///
/// Loading refuses a document with view elements the importer does not know, naming each tag
/// and how often it occurs (`unsupported element <mapView> (2)`), so nothing is dropped
/// silently.
public struct InterfaceBuilderDocument {
    /// The file name, for messages.
    public let name: String
    public let isStoryboard: Bool
    public let device: Device
    /// The objects laid out, each from its own root frame, in document order.
    public let roots: [InterfaceBuilderRoot]
    /// `<resources><image name= width= height=>`: the size of each named image.
    public let imageSizes: [String: CGSize]
    /// The names of `<resources>` images from the system catalog (SF Symbols).
    public let symbolImages: Set<String>
    /// `<designables><designable name=ID><size key="intrinsicContentSize">`: by view id.
    public let designableSizes: [String: CGSize]
    /// What loading could not take as written and how it went on (an unknown device id).
    public let warnings: [String]
    /// The font families text is measured with (lower-cased): a named font of one of them is
    /// measured in its family, any other as the system font at its weight
    /// (`InterfaceBuilderFont`). The built-in families by default; a command that registers
    /// more (`--font`) sets its measurer's (`FontRegistry.familyNames`).
    public var fontFamilies: Set<String> = InterfaceBuilderFont.builtInFamilies
    /// The system font release the document's texts are measured with: the one its Xcode drew
    /// them with (`InterfaceBuilderSystemFontRelease`); set `.current` to measure them with
    /// today's font.
    public var systemFontRelease: SystemFontRelease
    let tree: InterfaceBuilderElement

    /// The document at `url`, drawn for its own device, or for `device` when one is given (to
    /// lay a cell out as a phone other than the one it was drawn for shows it).
    public init(contentsOf url: URL, device: Device? = nil) throws(InterfaceBuilderError) {
        let name = url.lastPathComponent
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw InterfaceBuilderError(file: name, line: 0, message: UnreadableFile.reason(url, error))
        }
        try self.init(data: data, name: name, device: device)
    }

    public init(data: Data, name: String, device override: Device? = nil) throws(InterfaceBuilderError) {
        let tree = try InterfaceBuilderXMLReader.read(data, file: name)
        guard tree.tag == "document" else {
            throw InterfaceBuilderError(file: name, line: tree.line, message: "expected a <document> root element, found <\(tree.tag)>")
        }
        self.name = name
        self.tree = tree
        systemFontRelease = InterfaceBuilderSystemFontRelease.release(ofTools: InterfaceBuilderToolsVersion.tools(of: tree))
        isStoryboard = tree["type"]?.contains("Storyboard") ?? false
        var warnings: [String] = []
        device = override ?? Self.device(of: tree, file: name, warnings: &warnings)
        self.warnings = warnings
        imageSizes = Self.imageSizes(in: tree)
        symbolImages = Set((tree.child("resources")?.children ?? []).filter { $0["catalog"] == "system" }.compactMap { $0["name"] })
        designableSizes = Self.designableSizes(in: tree)
        let census = InterfaceBuilderCensus(tree: tree)
        if !census.unsupported.isEmpty {
            let list = census.unsupported.map { "unsupported element <\($0.tag)> (\($0.count))" }.joined(separator: ", ")
            throw InterfaceBuilderError(file: name, line: census.unsupported[0].firstLine, message: list)
        }
        let device = device
        roots = census.roots.map { InterfaceBuilderRoot(element: $0, tree: tree, device: device) }
        if census.roots.isEmpty {
            throw InterfaceBuilderError(file: name, line: 0, message: "no views to lay out")
        }
    }

    /// The document's device; an id this importer does not know (a phone newer than its table)
    /// is drawn as the default phone, with a warning, rather than refusing the document.
    private static func device(of tree: InterfaceBuilderElement, file: String, warnings: inout [String]) -> Device {
        guard let element = tree.child("device") else { return .interfaceBuilderDefault }
        let tools = InterfaceBuilderToolsVersion.tools(of: tree)
        guard let id = element["id"], let device = Device.named(id, orientation: element["orientation"], toolsVersion: tools) else {
            warnings.append("\(file):\(element.line): unknown device \"\(element["id"] ?? "")\": drawn as \(Device.interfaceBuilderDefault.id)")
            return .interfaceBuilderDefault
        }
        return device
    }

    private static func imageSizes(in tree: InterfaceBuilderElement) -> [String: CGSize] {
        var sizes: [String: CGSize] = [:]
        for image in tree.child("resources")?.children ?? [] where image.tag == "image" {
            guard let name = image["name"], let width = image.double("width"), let height = image.double("height") else { continue }
            sizes[name] = CGSize(width: width, height: height)
        }
        return sizes
    }

    private static func designableSizes(in tree: InterfaceBuilderElement) -> [String: CGSize] {
        var sizes: [String: CGSize] = [:]
        for designable in tree.child("designables")?.children ?? [] {
            guard let id = designable["name"], let size = designable.child("size", key: "intrinsicContentSize"),
                  let width = size.double("width"), let height = size.double("height") else { continue }
            sizes[id] = CGSize(width: width, height: height)
        }
        return sizes
    }
}

extension InterfaceBuilderElement {
    /// A number attribute; nil when absent or not a number.
    func double(_ attribute: String) -> Double? {
        self[attribute].flatMap(Double.init)
    }

    /// A `YES`/`NO` attribute; nil when absent.
    func flag(_ attribute: String) -> Bool? {
        self[attribute].map { $0 == "YES" }
    }

    /// Whether the view stores its margins (`layoutMargins` or `directionalLayoutMargins`).
    var hasStoredLayoutMargins: Bool {
        child("edgeInsets", key: "layoutMargins") != nil || child("directionalEdgeInsets", key: "directionalLayoutMargins") != nil
    }

    /// `<rect key="frame">`, when present.
    var storedFrame: CGRect? {
        guard let rect = child("rect", key: "frame"), let x = rect.double("x"), let y = rect.double("y"),
              let width = rect.double("width"), let height = rect.double("height") else { return nil }
        return CGRect(x: x, y: y, width: width, height: height)
    }
}
