import Foundation

/// A message from layout, delivered to the root view's `diagnosticsHandler` (standard error
/// when none is set). Layout never stops for these: it reports and goes on, as UIKit does.
public enum LayoutDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// Required constraints that cannot all hold; one was broken (Apple's whole message).
    case unsatisfiableConstraints(message: String, broken: String)
    /// A constraint that could not be activated or changed (illegal, no common ancestor, a
    /// required/optional priority change); it keeps its previous state.
    case activationFailed(String)
    /// A view's text could not be measured; it has no intrinsic size until that is fixed.
    case textMeasurementFailed(view: String, reason: String)
    /// A hierarchy change that UIKit would refuse (adding a view to its own subtree).
    case invalidHierarchy(String)
    /// A self-sizing table cell whose content view's constraints fit it to zero height: UIKit
    /// logs this and gives the row the table's standard height (SEMANTICS §5).
    case ambiguousZeroHeightCell(String)

    /// UIKit's message for `ambiguousZeroHeightCell`, word for word.
    public static let zeroHeightCellMessage = "[Warning] Detected a case where constraints ambiguously suggest a height of zero for a table view cell's content view. We're considering the collapse unintentional and using standard height instead."

    public var description: String {
        switch self {
        case .unsatisfiableConstraints(let message, _): message
        case .activationFailed(let message): message
        case let .textMeasurementFailed(view, reason): "Unable to measure the text of \(view): \(reason)"
        case .invalidHierarchy(let message): message
        case .ambiguousZeroHeightCell(let message): message
        }
    }

    static func writeToStandardError(_ diagnostic: LayoutDiagnostic) {
        FileHandle.standardError.write(Data((diagnostic.description + "\n").utf8))
    }
}

/// Apple's "Unable to simultaneously satisfy constraints" message (SEMANTICS §2), word for word.
enum UnsatisfiableConstraintsMessage {
    static func make(conflicting: [String], broken: String) -> String {
        var lines = [
            "[LayoutConstraints] Unable to simultaneously satisfy constraints.",
            "\tProbably at least one of the constraints in the following list is one you don't want. ",
            "\tTry this: ",
            "\t\t(1) look at each constraint and try to figure out which you don't expect; ",
            "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. ",
            "\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) ",
            "(",
        ]
        for (index, description) in conflicting.enumerated() {
            lines.append("    \"\(description)\"" + (index < conflicting.count - 1 ? "," : ""))
        }
        lines += [
            ")",
            "",
            "Will attempt to recover by breaking constraint ",
            broken,
            "",
            "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.",
            "The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.",
        ]
        return lines.joined(separator: "\n")
    }
}
