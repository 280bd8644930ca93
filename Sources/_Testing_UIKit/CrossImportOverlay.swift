// The Swift toolchain declares a cross-import overlay for Swift Testing and a module named UIKit
// (`Testing.swiftcrossimport/UIKit.swiftoverlay` names `_Testing_UIKit`), even on Linux where it
// ships no such module. A file that imports both `Testing` and this package's `UIKit` makes the
// compiler look for it, and fails with "no such module '_Testing_UIKit'" when it is missing.
// This empty module is that overlay: it adds nothing, and lets tests written with Swift Testing
// `import UIKit` as they do on iOS.
