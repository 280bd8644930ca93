import Foundation

/// Why a constraint could not be made or activated, with Apple's wording where Apple has one.
///
/// UIKit raises Objective-C exceptions for these; here they are values. The throwing API
/// (`LayoutConstraint.checked(...)`, `LayoutConstraint.activateChecked(_:)`) returns them;
/// UIKit's non-throwing API reports them through the hierarchy's diagnostics and leaves the
/// constraint inactive.
public enum LayoutError: Error, Hashable, Sendable, CustomStringConvertible {
    /// An illegal combination of items and attributes (SEMANTICS §1).
    case illegalConstraint(String)
    /// The two items are in different view hierarchies.
    case noCommonAncestor(String)
    /// A required priority changed to optional (or back) on an active constraint.
    case priorityMutation(String)

    public var description: String {
        switch self {
        case .illegalConstraint(let message), .noCommonAncestor(let message), .priorityMutation(let message):
            message
        }
    }
}

/// Apple's texts for the illegal constraints of SEMANTICS §1.
enum IllegalConstraintMessage {
    static let locationEqualsConstant = "A multiplier of 0 or a nil second item together with a location for the first attribute creates an illegal constraint of a location equal to a constant. Location attributes must be specified in pairs."
    static let directionalWithAbsolute = "A constraint cannot be made between a leading/trailing attribute and a right/left attribute. Use leading/trailing for both or neither."

    static func mixedAxes(_ first: LayoutAttribute, _ second: LayoutAttribute) -> String {
        "Invalid pairing of layout attributes: a constraint cannot be made between a horizontal location attribute and a vertical one (\(first) and \(second))."
    }

    static func sizeWithLocation(_ first: LayoutAttribute, _ second: LayoutAttribute) -> String {
        "Invalid pairing of layout attributes: a size attribute cannot be related to a location attribute (\(first) and \(second))."
    }

    static let notAnItem = "Constraint items must each be a view or layout guide."
    static let missingFirstAttribute = "The first attribute of a constraint cannot be notAnAttribute."
    static let missingSecondAttribute = "A constraint with a second item needs a second attribute other than notAnAttribute."
    static let strayAttribute = "A constraint without a second item must use notAnAttribute as its second attribute."
    static let marginOfGuide = "Margin attributes belong to views; a layout guide has no margins."
    static let nonFinite = "A constraint's multiplier and constant must be finite numbers."

    static func noCommonAncestor(_ first: String, _ second: String) -> String {
        "Unable to activate constraint with anchors \(first) and \(second) because they have no common ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  That's illegal."
    }

    static func priorityMutation(from old: LayoutPriority, to new: LayoutPriority) -> String {
        "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported.  You passed priority \(formatLayoutNumber(CGFloat(new.rawValue))) and the existing priority was \(formatLayoutNumber(CGFloat(old.rawValue)))."
    }
}
