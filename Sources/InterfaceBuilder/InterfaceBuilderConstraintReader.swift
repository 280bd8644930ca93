import AutoLayout
import Foundation

/// Turns `<constraint>` elements into `LayoutConstraint`s.
///
/// A missing `firstItem` is the view holding the constraint; a missing `secondItem` makes a
/// constant (`notAnAttribute`). Placeholder constraints (`placeholder="YES"`, "remove at build
/// time") are kept unless `keepsPlaceholders` is false: Interface Builder's canvas lays them out
/// and the stored frames follow them (`031.xib`'s cells and `073.xib`'s accessory button are
/// stored at their placeholder sizes), while a built app never sees them. Constraints a
/// `<variation>` mask excludes for the document's device are skipped: masks apply from the least specific size class (`default`) to the most
/// specific, each `exclude`/`include` overriding the ones before. Multipliers are numbers or
/// ratios (`16:9`, `2/3`).
struct InterfaceBuilderConstraintReader {
    let file: String
    let device: Device
    /// Views and guides by Interface Builder id.
    let items: [String: AnyObject]
    var keepsPlaceholders = true

    /// Attribute names as Interface Builder writes them (`baseline` is `lastBaseline`).
    static let attributes: [String: LayoutAttribute] = {
        var names: [String: LayoutAttribute] = ["baseline": .lastBaseline]
        for attribute in LayoutAttribute.allCases { names[attribute.description] = attribute }
        return names
    }()

    /// The constraints of `holderElement` (a view's `<constraints>`) that apply to the device.
    ///
    /// A constraint naming an object that is not laid out with this root (an object of another
    /// scene, a deleted view Xcode left a reference to) cannot act on the root's layout: it is
    /// skipped and named in `warnings`, and the rest of the document still loads.
    func constraints(of holderElement: InterfaceBuilderElement, holder: AnyObject,
                     warnings: inout [String]) throws(InterfaceBuilderError) -> [LayoutConstraint] {
        let excluded = excludedIDs(holderElement)
        var made: [LayoutConstraint] = []
        for element in holderElement.child("constraints")?.children ?? [] where element.tag == "constraint" {
            guard keepsPlaceholders || element.flag("placeholder") != true, !excluded.contains(element["id"] ?? "") else { continue }
            let unknown = [element["firstItem"], element["secondItem"]].compactMap { $0 }.filter { items[$0] == nil }
            guard unknown.isEmpty else {
                warnings.append("\(file):\(element.line): constraint \(element["id"] ?? "") names an unknown item \"\(unknown[0])\": skipped")
                continue
            }
            made.append(try constraint(element, holder: holder))
        }
        return made
    }

    func constraint(_ element: InterfaceBuilderElement, holder: AnyObject) throws(InterfaceBuilderError) -> LayoutConstraint {
        let first = try element["firstItem"].map { (id) throws(InterfaceBuilderError) in try item(id, element) } ?? holder
        let firstAttribute = try attribute(element["firstAttribute"], element)
        let second = try element["secondItem"].map { (id) throws(InterfaceBuilderError) in try item(id, element) }
        let secondAttribute = second == nil ? LayoutAttribute.notAnAttribute : try attribute(element["secondAttribute"], element)
        let relations: [String: LayoutRelation] = ["greaterThanOrEqual": .greaterThanOrEqual, "lessThanOrEqual": .lessThanOrEqual]
        let relation = element["relation"].flatMap { relations[$0] } ?? .equal
        let multiplier = try Self.multiplier(element["multiplier"]).orThrow(fail(element, "unreadable multiplier \"\(element["multiplier"] ?? "")\""))
        let constraint = LayoutConstraint(item: first, attribute: firstAttribute, relatedBy: relation, toItem: second,
                                          attribute: secondAttribute, multiplier: multiplier, constant: element.double("constant") ?? 0)
        if let value = element.double("priority") { constraint.priority = LayoutPriority(Float(value)) }
        constraint.identifier = element["identifier"] ?? element["id"]
        return constraint
    }

    /// `1.5`, `16:9` or `2/3`; nil when unreadable or zero in a denominator. Absent is 1.
    static func multiplier(_ text: String?) -> CGFloat? {
        guard let text else { return 1 }
        if let value = Double(text) { return value }
        for separator in [":", "/"] where text.contains(separator) {
            let parts = text.split(separator: Character(separator)).map { Double($0.trimmingCharacters(in: .whitespaces)) }
            guard parts.count == 2, let numerator = parts[0], let denominator = parts[1], denominator != 0 else { return nil }
            return numerator / denominator
        }
        return nil
    }

    private func item(_ id: String, _ element: InterfaceBuilderElement) throws(InterfaceBuilderError) -> AnyObject {
        guard let item = items[id] else { throw fail(element, "constraint \(element["id"] ?? "") names an unknown item \"\(id)\"") }
        return item
    }

    private func attribute(_ name: String?, _ element: InterfaceBuilderElement) throws(InterfaceBuilderError) -> LayoutAttribute {
        guard let name, let attribute = Self.attributes[name] else {
            throw fail(element, "constraint \(element["id"] ?? "") has an unknown attribute \"\(name ?? "")\"")
        }
        return attribute
    }

    private func fail(_ element: InterfaceBuilderElement, _ message: String) -> InterfaceBuilderError {
        InterfaceBuilderError(file: file, line: element.line, message: message)
    }

    /// The ids of the constraints the view's `<variation>` masks leave out on this device.
    func excludedIDs(_ holderElement: InterfaceBuilderElement) -> Set<String> {
        let variations = holderElement.children.filter { $0.tag == "variation" }
            .compactMap { variation -> (Int, InterfaceBuilderElement)? in
                guard let specificity = specificity(ofVariation: variation["key"] ?? "") else { return nil }
                return (specificity, variation)
            }
            .sorted { $0.0 < $1.0 }
        var excluded: Set<String> = []
        for (_, variation) in variations {
            for mask in variation.children where mask.tag == "mask" && mask["key"] == "constraints" {
                for entry in mask.children {
                    guard let reference = entry["reference"] else { continue }
                    if entry.tag == "exclude" { excluded.insert(reference) } else if entry.tag == "include" { excluded.remove(reference) }
                }
            }
        }
        return excluded
    }

    /// How many size-class conditions a variation key sets, or nil when it does not match the
    /// device (`default` matches everything with specificity 0).
    func specificity(ofVariation key: String) -> Int? {
        guard key != "default" else { return 0 }
        var count = 0
        for condition in key.split(separator: "-") {
            let parts = condition.split(separator: "=")
            guard parts.count == 2 else { return nil }
            let regular = parts[1] == "regular"
            switch parts[0] {
            case "widthClass": if regular != device.hasRegularWidth { return nil }
            case "heightClass": if regular != device.hasRegularHeight { return nil }
            default: return nil
            }
            count += 1
        }
        return count
    }
}

extension Optional {
    /// The value, or `error` thrown.
    func orThrow<E: Error>(_ error: @autoclosure () -> E) throws(E) -> Wrapped {
        guard let value = self else { throw error() }
        return value
    }
}
