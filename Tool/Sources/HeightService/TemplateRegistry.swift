import AutoLayout
import BatchLayout
import Foundation
import Interchange
import InterfaceBuilder
import LayoutDocuments
import Synchronization
import TextMeasurement

/// A cell template the service keeps ready: its batch form, its document (what its required
/// constraints are checked on, see `EngineCache`), the fonts its labels resolved, and the names
/// it was registered under.
struct RegisteredTemplate: Sendable {
    /// SHA-256 of everything that determines the template's heights (`TemplateRegistry.id`).
    let id: String
    var names: [String]
    let template: BatchTemplate
    let document: LayoutDocument
    let viewCount: Int
    /// The document's own pixel grid, the default scale when a request and the device give none.
    let documentScale: Double?
    let fonts: [ResolvedFont]

    /// The face one label's font resolved to.
    struct ResolvedFont: Sendable {
        let viewID: String
        let font: FontDescriptor
        let face: FontFile

        var summary: JSONValue {
            .object(JSONObject([
                (key: "view", value: .string(viewID)), (key: "family", value: .string(font.family)),
                (key: "weight", value: .string(font.weight.rawValue)), (key: "size", value: .number(font.size)),
                (key: "face", value: .string(face.faceIndex == 0 ? face.path : "\(face.path)#\(face.faceIndex)")),
            ]))
        }
    }

    var summary: JSONValue {
        .object(JSONObject([
            (key: "id", value: .string(id)), (key: "names", value: .array(names.map { .string($0) })),
            (key: "views", value: .number(Double(viewCount))), (key: "fonts", value: .array(fonts.map(\.summary))),
        ]))
    }
}

/// The templates a service knows, by id and by name; safe to use from any number of requests.
///
/// A template's id is the SHA-256 of its document's bytes, the object chosen in it, the device it
/// was converted for, the content size category and the font face every label resolved to: the
/// whole input its heights depend on, so two templates with one id answer every row alike, and a
/// server started with other fonts gives the same document another id.
final class TemplateRegistry: Sendable {
    private struct State {
        var byID: [String: RegisteredTemplate] = [:]
        var idOfName: [String: String] = [:]
        var order: [String] = []
    }

    private let state = Mutex(State())
    private let measurer: TextMeasurer
    private let device: Device?
    private let maximumTemplates: Int

    init(measurer: TextMeasurer, device: Device?, maximumTemplates: Int) {
        self.measurer = measurer
        self.device = device
        self.maximumTemplates = maximumTemplates
    }

    /// Reads and registers a template from a document's bytes (a layout document, or an
    /// Interface Builder document when it starts with "<"). Returns it and whether it is new.
    /// `replacing`: the name moves to this template from the one that had it (`PUT`), instead
    /// of being a conflict (`POST`).
    func register(_ bytes: [UInt8], source: String, object: String?, name: String?,
                  replacing: Bool = false) throws(ServiceError) -> (RegisteredTemplate, isNew: Bool) {
        if let name, !Self.isValidName(name) {
            throw ServiceError(.badRequest, "a template name is letters, digits, \"-\", \"_\" and \".\", not a 64-digit id: \"\(name)\"")
        }
        let document = try readDocument(bytes, source: source, object: object)
        let fonts = try resolveFonts(of: document)
        let id = Self.id(bytes: bytes, object: object, device: device, category: measurer.contentSizeCategory, fonts: fonts)
        let template: BatchTemplate
        do {
            template = try BatchTemplate(document: document)
        } catch {
            throw ServiceError(.badRequest, "\(source): \(error)")
        }
        return try state.withLock { state throws(ServiceError) in
            if replacing, let name { Self.release(name, in: &state) }
            if var known = state.byID[id] {
                if let name { try claim(name, for: id, in: &state) }
                if let name, !known.names.contains(name) { known.names.append(name) }
                state.byID[id] = known
                return (known, false)
            }
            guard state.byID.count < maximumTemplates else {
                throw ServiceError(.insufficientStorage, "the service holds its limit of \(maximumTemplates) templates (--max-templates)")
            }
            if let name { try claim(name, for: id, in: &state) }
            let made = RegisteredTemplate(id: id, names: name.map { [$0] } ?? [], template: template, document: document,
                                          viewCount: template.framedViewIDs.count, documentScale: document.scale.map(Double.init),
                                          fonts: fonts)
            state.byID[id] = made
            state.order.append(id)
            return (made, true)
        }
    }

    /// The template with this id or name.
    func template(_ idOrName: String) -> RegisteredTemplate? {
        state.withLock { state in
            state.byID[idOrName] ?? state.idOfName[idOrName].flatMap { state.byID[$0] }
        }
    }

    /// Every template, in the order they were registered.
    var all: [RegisteredTemplate] {
        state.withLock { state in state.order.compactMap { state.byID[$0] } }
    }

    var count: Int { state.withLock { $0.byID.count } }

    /// Removes the template with this id or name (its names go with it); returns its id, nil
    /// when there is none.
    func remove(_ idOrName: String) -> String? {
        state.withLock { state in
            guard let id = state.byID[idOrName] != nil ? idOrName : state.idOfName[idOrName],
                  let removed = state.byID.removeValue(forKey: id) else { return nil }
            for name in removed.names where state.idOfName[name] == id { state.idOfName[name] = nil }
            state.order.removeAll { $0 == id }
            return id
        }
    }

    /// Takes `name` from the template that has it, which keeps its id and other names.
    private static func release(_ name: String, in state: inout State) {
        guard let owner = state.idOfName.removeValue(forKey: name) else { return }
        state.byID[owner]?.names.removeAll { $0 == name }
    }

    /// A name belongs to one template: taking it for another is a conflict, not a silent move.
    private func claim(_ name: String, for id: String, in state: inout State) throws(ServiceError) {
        if let owner = state.idOfName[name], owner != id {
            throw ServiceError(.conflict, "the name \"\(name)\" is taken by template \(owner)")
        }
        state.idOfName[name] = id
    }

    /// The template in a request's bytes, read as every command reads a file (`CellTemplateSource`).
    private func readDocument(_ bytes: [UInt8], source: String, object: String?) throws(ServiceError) -> LayoutDocument {
        do {
            return try CellTemplateSource.load(Data(bytes), name: source, object: object, device: device).document
        } catch {
            throw ServiceError(.badRequest, error.description, details: error.line.map { [(key: "line", value: .number(Double($0)))] } ?? [])
        }
    }

    /// Each label's font and the face it resolves to; a family with no face here is refused,
    /// naming the view, as `autolayout heights` refuses it.
    private func resolveFonts(of document: LayoutDocument) throws(ServiceError) -> [RegisteredTemplate.ResolvedFont] {
        var resolved: [RegisteredTemplate.ResolvedFont] = []
        for (viewID, font) in document.fonts {
            let face: FontFile
            do {
                guard let first = try measurer.fonts.faces(for: font).first else { throw TextMeasurementError.unknownFontFamily(font.family) }
                face = first.file
            } catch {
                throw ServiceError(.badRequest, "view \"\(viewID)\" uses font family \"\(font.family)\", which has no face here: start the service with --font \"\(font.family)=FILE\"")
            }
            resolved.append(RegisteredTemplate.ResolvedFont(viewID: viewID, font: font, face: face))
        }
        return resolved
    }

    static func id(bytes: [UInt8], object: String?, device: Device?, category: ContentSizeCategory,
                   fonts: [RegisteredTemplate.ResolvedFont]) -> String {
        var hasher = SHA256()
        hasher.update(bytes)
        var context = "\nobject=\(object ?? "")\ndevice=\(device.map { "\($0.id)/\($0.iOSVersion)/\($0.isLandscape ? "landscape" : "portrait")" } ?? "")\ncategory=\(category.rawValue)\n"
        for font in fonts {
            context += "font=\(font.viewID)\t\(font.font)\t\(font.face.path)#\(font.face.faceIndex)\n"
        }
        hasher.update(context.utf8)
        return hasher.hexDigest()
    }

    /// Names are path segments that cannot be mistaken for an id.
    static func isValidName(_ name: String) -> Bool {
        !name.isEmpty && name.count <= 128 && !(name.count == 64 && name.allSatisfy(\.isHexDigit))
            && name.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || "-_.".unicodeScalars.contains($0) }
    }
}
