import Foundation

/// The rules of SEMANTICS §1 on which items and attributes may be related.
enum ConstraintValidation {
    static func check(first: AnyObject, _ attr1: LayoutAttribute, second: AnyObject?, _ attr2: LayoutAttribute,
                      multiplier: CGFloat, constant: CGFloat) -> LayoutError? {
        guard multiplier.isFinite, constant.isFinite else { return .illegalConstraint(IllegalConstraintMessage.nonFinite) }
        guard isItem(first), second.map(isItem) ?? true else {
            return .illegalConstraint(IllegalConstraintMessage.notAnItem)
        }
        guard attr1 != .notAnAttribute else { return .illegalConstraint(IllegalConstraintMessage.missingFirstAttribute) }
        if attr1.isMargin, first is LayoutGuide { return .illegalConstraint(IllegalConstraintMessage.marginOfGuide) }
        guard let second else {
            if attr2 != .notAnAttribute { return .illegalConstraint(IllegalConstraintMessage.strayAttribute) }
            return attr1.isLocation ? .illegalConstraint(IllegalConstraintMessage.locationEqualsConstant) : nil
        }
        guard attr2 != .notAnAttribute else { return .illegalConstraint(IllegalConstraintMessage.missingSecondAttribute) }
        if attr2.isMargin, second is LayoutGuide { return .illegalConstraint(IllegalConstraintMessage.marginOfGuide) }
        if attr1.isLocation, multiplier == 0 {
            return .illegalConstraint(IllegalConstraintMessage.locationEqualsConstant)
        }
        return pairingError(attr1, attr2)
    }

    private static func isItem(_ object: AnyObject) -> Bool {
        object is View || object is LayoutGuide
    }

    private static func pairingError(_ attr1: LayoutAttribute, _ attr2: LayoutAttribute) -> LayoutError? {
        if attr1.isSize && attr2.isSize { return nil }
        if attr1.isSize != attr2.isSize {
            return .illegalConstraint(IllegalConstraintMessage.sizeWithLocation(attr1, attr2))
        }
        if attr1.axis != attr2.axis {
            return .illegalConstraint(IllegalConstraintMessage.mixedAxes(attr1, attr2))
        }
        if (attr1.isDirectional && attr2.isAbsoluteHorizontal) || (attr1.isAbsoluteHorizontal && attr2.isDirectional) {
            return .illegalConstraint(IllegalConstraintMessage.directionalWithAbsolute)
        }
        return nil
    }
}
