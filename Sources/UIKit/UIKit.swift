// `import UIKit` on Linux: the model (AutoLayout; this target adds UIKit's names for its types,
// `Names/`, and the parts of UIKit that are not the layout model: tables and collection views
// as sizing harnesses, font descriptors, drawing and animation stand-ins), text
// measurement (fonts, text styles, content size categories) and Foundation (`CGFloat`,
// `CGRect`, `NSCoder`), so that a table cell written for iOS compiles here as written; and the
// layout documents and the Interface Builder importer, which were part of the model before they
// became targets of their own, so that `import UIKit` still gives what it gave.
@_exported import AutoLayout
@_exported import Foundation
@_exported import InterfaceBuilder
@_exported import LayoutDocuments
@_exported import TextMeasurement
// On Apple platforms Foundation has `URLRequest`, `URLSession` and `URLCache`, which cells that
// load their images use; on Linux they live in FoundationNetworking.
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
