import AutoLayout
import Foundation
import LayoutDocuments

/// A cell template's layout document from a file's or a request's bytes: the one rule by
/// which every command (`heights`, `solve`, `check`) and the height service read a template.
///
/// Which kind of document it is, is read from the bytes, never from a file's name: an
/// Interface Builder document (`.xib`, `.storyboard`) is XML, whose first character after
/// white space (and a byte order mark) is `<`; anything else is read as a layout document
/// (JSON). So a request body, a file named `cell.json` and a JSON file misnamed `cell.xib` are
/// all read alike. An Interface Builder document's object (`object`: an Interface Builder id, a
/// reuse identifier or a user label; by default its only cell) is converted
/// (`InterfaceBuilderCellTemplate`) by the importer's rules for `device` (else its own device).
public enum CellTemplateSource {
    /// What a template was read into: the layout document, and what reading an Interface
    /// Builder document skipped or assumed (an unknown device, a constraint naming an object
    /// outside the cell), which a layout document never has.
    public struct Loaded: Sendable {
        public let document: LayoutDocument
        public let warnings: [String]
    }

    /// Whether `bytes` are an Interface Builder document (see the type's comment).
    public static func isInterfaceBuilder(_ bytes: some Sequence<UInt8>) -> Bool {
        bytes.first { ![0x20, 0x09, 0x0D, 0x0A, 0xEF, 0xBB, 0xBF].contains($0) } == UInt8(ascii: "<")
    }

    /// Whether the file at `url` is an Interface Builder document (false when it cannot be
    /// read: reading it as a layout document then says why).
    public static func isInterfaceBuilder(fileAt url: URL) -> Bool {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return false }
        defer { try? handle.close() }
        return isInterfaceBuilder((try? handle.read(upToCount: 4_096)) ?? Data())
    }

    /// The template in `data`; `name` names it in messages.
    public static func load(_ data: Data, name: String, object: String?, device: Device?) throws(CellTemplateError) -> Loaded {
        if isInterfaceBuilder(data) {
            do {
                let source = try InterfaceBuilderDocument(data: data, name: name, device: device)
                return Loaded(document: try InterfaceBuilderCellTemplate(source, object: object).document, warnings: source.warnings)
            } catch {
                throw CellTemplateError(description: error.description, line: error.line)
            }
        }
        if let object {
            throw CellTemplateError(description: "\(name): this is a layout document, which has no objects to choose from: "
                                    + "the object \"\(object)\" names one in an Interface Builder document", line: nil)
        }
        do {
            return Loaded(document: try LayoutDocument(data: data, source: name), warnings: [])
        } catch {
            throw CellTemplateError(description: error.description, line: nil)
        }
    }

    /// The template in the file at `url`.
    public static func load(contentsOf url: URL, object: String?, device: Device?) throws(CellTemplateError) -> Loaded {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw CellTemplateError(description: "\(url.path): \(UnreadableFile.reason(url, error))", line: nil)
        }
        return try load(data, name: url.lastPathComponent, object: object, device: device)
    }
}

/// A template that cannot be read: the message names the file (and the line of an Interface
/// Builder document).
public struct CellTemplateError: Error, Sendable, CustomStringConvertible {
    public let description: String
    /// The line of an Interface Builder document the message is about.
    public let line: Int?
}
