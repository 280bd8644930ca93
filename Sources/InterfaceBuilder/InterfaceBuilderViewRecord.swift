import AutoLayout
import Foundation

/// What the document says about one view besides how to build it: where it sits, the frame
/// Xcode stored and whether Xcode flagged that frame as not following the constraints.
public struct InterfaceBuilderViewRecord: Hashable, Sendable {
    public var id: String
    public var tag: String
    public var parentID: String?
    public var rootID: String
    public var storedFrame: CGRect?
    /// `misplaced="YES"` or `ambiguous="YES"`: Xcode knows the stored frame is not the solved one.
    public var isFlagged: Bool
    public var line: Int
}
