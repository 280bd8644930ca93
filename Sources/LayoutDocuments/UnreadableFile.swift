import AutoLayout
import Foundation

/// Why a file given by path cannot be read, in words a user can act on (Foundation's own
/// message is "The operation could not be completed. (NSCocoaErrorDomain error 256.)"): the one
/// place every reader of documents turns a failed read into its message.
package enum UnreadableFile {
    package static func reason(_ url: URL, _ error: any Error) -> String {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            return "no such file"
        }
        if isDirectory.boolValue { return "it is a folder, not a file: give the document inside it" }
        if !FileManager.default.isReadableFile(atPath: url.path) { return "cannot read the file (permission denied)" }
        return "cannot read the file: \(error.localizedDescription)"
    }
}
