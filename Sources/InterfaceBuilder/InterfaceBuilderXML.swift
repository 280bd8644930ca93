import AutoLayout
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// One element of an Interface Builder document: its tag, attributes, child elements and text,
/// with the line it starts on so errors can name the place.
///
/// Interface Builder's XML is small (at most a few thousand elements), so the importer reads it
/// into this tree once and walks the tree, instead of reacting to parser events.
public final class InterfaceBuilderElement {
    public let tag: String
    public let attributes: [String: String]
    public private(set) var children: [InterfaceBuilderElement] = []
    /// The element's own character data (a `<string key="text">`'s text).
    public fileprivate(set) var text = ""
    public let line: Int
    public private(set) weak var parent: InterfaceBuilderElement?

    init(tag: String, attributes: [String: String], line: Int) {
        self.tag = tag
        self.attributes = attributes
        self.line = line
    }

    fileprivate func append(_ child: InterfaceBuilderElement) {
        child.parent = self
        children.append(child)
    }

    public subscript(attribute: String) -> String? { attributes[attribute] }

    /// The first child with this tag (and `key`, when given).
    public func child(_ tag: String, key: String? = nil) -> InterfaceBuilderElement? {
        children.first { $0.tag == tag && (key == nil || $0["key"] == key) }
    }

    /// The first child with this `key` attribute, whatever its tag.
    public func child(key: String) -> InterfaceBuilderElement? {
        children.first { $0["key"] == key }
    }

    /// This element and every element below it, depth first in document order.
    public func descendants() -> [InterfaceBuilderElement] {
        var result: [InterfaceBuilderElement] = []
        var stack: [InterfaceBuilderElement] = [self]
        while let next = stack.popLast() {
            result.append(next)
            stack.append(contentsOf: next.children.reversed())
        }
        return result
    }

    /// `tag (line N)`, for messages.
    public var place: String { "<\(tag)> (line \(line))" }
}

/// Reads XML text into an `InterfaceBuilderElement` tree with Foundation's `XMLParser`.
enum InterfaceBuilderXMLReader {
    static func read(_ data: Data, file: String) throws(InterfaceBuilderError) -> InterfaceBuilderElement {
        // Xcode never writes a document type or an entity declaration; refusing them before
        // parsing says what is wrong, where libxml2 would only report "error 29" (an external
        // entity, an entity that expands a billion times).
        if let line = declarationLine(in: data) {
            throw InterfaceBuilderError(file: file, line: line, message: "XML entities are not allowed in Interface Builder files")
        }
        // A processing instruction without data makes Foundation's parser read a null pointer
        // (found by fuzzing: `<?xn?>`); Xcode writes no instruction but the XML declaration.
        if let line = processingInstructionLine(in: data) {
            throw InterfaceBuilderError(file: file, line: line,
                                        message: "XML processing instructions other than the <?xml ...?> declaration are not allowed in Interface Builder files")
        }
        // Foundation's parser traps on some invalid UTF-8 in names (found by fuzzing); Xcode
        // writes UTF-8 only, so anything else is refused with its line before parsing.
        if let line = firstInvalidUTF8Line(in: data) {
            throw InterfaceBuilderError(file: file, line: line, message: "not valid UTF-8 (Interface Builder files are UTF-8 text)")
        }
        let parser = XMLParser(data: data)
        let builder = TreeBuilder(parser: parser)
        parser.delegate = builder
        let parsed = parser.parse()
        if let (line, message) = builder.structureError {
            throw InterfaceBuilderError(file: file, line: line, message: "unreadable XML: \(message)")
        }
        guard parsed, let root = builder.root else {
            // JSON given an Interface Builder name: say what it is, not libxml2's "error 4".
            if data.first(where: { ![9, 10, 13, 32].contains($0) }).map({ $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "[") }) == true {
                throw InterfaceBuilderError(file: file, line: 1, message: "this is JSON, not Interface Builder XML: "
                    + "a layout document is read as one when its name ends in .json")
            }
            let reason = parser.parserError.map { Self.describe($0) } ?? "not an XML document"
            throw InterfaceBuilderError(file: file, line: parser.lineNumber, message: "unreadable XML: \(reason)")
        }
        if let unclosed = builder.openElement {
            throw InterfaceBuilderError(file: file, line: unclosed.line, message: "unreadable XML: <\(unclosed.tag)> is never closed")
        }
        return root
    }

    /// libxml2's error in words where Foundation gives only its number.
    static func describe(_ error: any Error) -> String {
        let code = (error as NSError).code
        let known: [Int: String] = [3: "the document does not start as XML", 4: "the document is empty",
                                    5: "there is content after the end of the document", 9: "a character that XML does not allow",
                                    76: "a closing tag that does not match its opening tag"]
        return known[code].map { "\($0) (XML error \(code))" } ?? error.localizedDescription
    }

    /// The line of the first byte that is not part of valid UTF-8, if there is one.
    static func firstInvalidUTF8Line(in data: Data) -> Int? {
        data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> Int? in
            var parser = Unicode.UTF8.ForwardParser()
            var iterator = bytes.makeIterator()
            var line = 1
            while true {
                switch parser.parseScalar(from: &iterator) {
                case .valid(let scalar): if scalar.count == 1, scalar.first == 0x0A { line += 1 }
                case .emptyInput: return nil
                case .error: return line
                }
            }
        }
    }

    /// The line of the first `<!DOCTYPE` or `<!ENTITY` declaration, if there is one.
    /// The line of the first `<?` that is not the XML declaration at the document's start.
    static func processingInstructionLine(in data: Data) -> Int? {
        let declaration = Array("<?xml".utf8)
        return data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> Int? in
            var line = 1
            let first = bytes.firstIndex { ![9, 10, 13, 32, 0xEF, 0xBB, 0xBF].contains($0) }
            for index in bytes.indices {
                if bytes[index] == 10 { line += 1 }
                guard bytes[index] == UInt8(ascii: "<"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "?") else { continue }
                let isDeclaration = index == first && bytes.count - index > declaration.count
                    && zip(declaration, bytes[index..<(index + declaration.count)]).allSatisfy { $0 == $1 }
                    && [9, 10, 13, 32].contains(bytes[index + declaration.count])
                if !isDeclaration { return line }
            }
            return nil
        }
    }

    static func declarationLine(in data: Data) -> Int? {
        let markers: [[UInt8]] = [Array("<!DOCTYPE".utf8), Array("<!ENTITY".utf8)]
        return data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> Int? in
            var line = 1
            for index in bytes.indices {
                if bytes[index] == 10 { line += 1 }
                guard bytes[index] == UInt8(ascii: "<") else { continue }
                for marker in markers where bytes.count - index >= marker.count {
                    if zip(marker, bytes[index..<(index + marker.count)]).allSatisfy({ $0 == $1 }) { return line }
                }
            }
            return nil
        }
    }

    /// Keeps the open elements on a stack while the parser reports them. Foundation's parser on
    /// Linux reports a closing tag that does not match the open element (and a document that
    /// ends with elements open) without failing, so the builder checks the nesting itself.
    private final class TreeBuilder: NSObject, XMLParserDelegate {
        private unowned let parser: XMLParser
        private var open: [InterfaceBuilderElement] = []
        var root: InterfaceBuilderElement?
        /// The first closing tag that did not close the open element, with its line.
        private(set) var structureError: (line: Int, message: String)?
        /// An element still open when the document ended.
        var openElement: InterfaceBuilderElement? { open.last }

        init(parser: XMLParser) {
            self.parser = parser
        }

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                    qualifiedName: String?, attributes: [String: String] = [:]) {
            let element = InterfaceBuilderElement(tag: elementName, attributes: attributes, line: parser.lineNumber)
            if let parent = open.last { parent.append(element) } else { root = element }
            open.append(element)
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
            guard let innermost = open.last, innermost.tag == elementName else {
                if structureError == nil {
                    let expected = open.last.map { "</\($0.tag)>" } ?? "the end of the document"
                    structureError = (parser.lineNumber, "</\(elementName)> where \(expected) was expected")
                }
                parser.abortParsing()
                return
            }
            open.removeLast()
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            open.last?.text += string
        }
    }
}
