import AutoLayout
import Foundation
import InterfaceBuilder
import LayoutDocuments

extension BatchTemplate {
    /// A template from a live view tree: a cell built in code (anchors, the DSL) or imported,
    /// described as a layout document (`LayoutDocument.describing`); rows name its views by
    /// their `name`.
    public convenience init(view: View) throws(DocumentError) {
        try self.init(document: LayoutDocument.describing(view))
    }

    /// A template from an Interface Builder cell (`InterfaceBuilderCellTemplate`): rows name
    /// views by the cell's outlet names, else user labels, else Interface Builder ids.
    public convenience init(interfaceBuilder source: InterfaceBuilderDocument, object: String? = nil) throws {
        try self.init(document: InterfaceBuilderCellTemplate(source, object: object).document)
    }
}
