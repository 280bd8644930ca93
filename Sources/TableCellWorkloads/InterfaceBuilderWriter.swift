import AutoLayout
import Foundation
import LayoutDocuments
import TextMeasurement

/// A table cell built in code written as an Interface Builder document (`.xib`),
/// as Xcode would store the same cell, so that one cell can enter the engines both as code and
/// as a document. It writes what the round-trip tests build (every kind of the kind table,
/// constraints between views and the content view's margins) and nothing else: every view's
/// priorities explicitly, fonts as `<fontDescription>`, images as named resources with their
/// sizes, a custom view's intrinsic size as Interface Builder's placeholder size. The content
/// view stores no margins, so they are the table's (what Xcode writes for a cell whose margins
/// were left alone).
public struct InterfaceBuilderWriter {
    /// The first Interface Builder build number of the Xcode that simulates `iOSVersion`
    /// (Xcode N ships iOS N + 2: 22000 is Xcode 15, iOS 17), as `InterfaceBuilderToolsVersion`
    /// reads documents.
    public static func toolsVersion(iOSVersion: Int) -> Int {
        [12: 14000, 13: 15000, 14: 17000, 15: 19000, 16: 21000, 17: 22000, 18: 23000][iOSVersion] ?? 22000
    }

    private var ids: [ObjectIdentifier: String] = [:]
    private var images: [(name: String, size: CGSize)] = []
    private var constraintCount = 0

    /// The document of `cell` drawn on `deviceID` by the Xcode of `iOSVersion`.
    public static func document(of cell: TableViewCell, deviceID: String, iOSVersion: Int) -> String {
        var writer = InterfaceBuilderWriter()
        return writer.write(cell, deviceID: deviceID, iOSVersion: iOSVersion)
    }

    private mutating func write(_ cell: TableViewCell, deviceID: String, iOSVersion: Int) -> String {
        let content = cell.contentView
        ids[ObjectIdentifier(cell)] = "cell"
        ids[ObjectIdentifier(content)] = "content"
        var subviews = ""
        for subview in content.subviews { subviews += element(subview, indent: 16) }
        var constraints = ""
        for view in [content] + descendants(of: content) {
            let owned = Set(((view as? StackView)?.arrangementConstraints ?? []).map(ObjectIdentifier.init))
            for constraint in view.constraints where !owned.contains(ObjectIdentifier(constraint)) {
                constraints += String(repeating: " ", count: 16) + self.constraint(constraint) + "\n"
            }
        }
        let resources = images.map { "        <image name=\"\($0.name)\" width=\"\(number($0.size.width))\" height=\"\(number($0.size.height))\"/>\n" }.joined()
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(Self.toolsVersion(iOSVersion: iOSVersion))" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <device id="\(deviceID)" orientation="portrait" appearance="light"/>
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
                    <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" id="cell">
                        <rect key="frame" x="0.0" y="0.0" width="\(number(cell.frame.width))" height="\(number(cell.frame.height))"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cell" id="content">
                            <rect key="frame" x="0.0" y="0.0" width="\(number(cell.frame.width))" height="\(number(cell.frame.height))"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <subviews>
            \(subviews)                </subviews>
                            <constraints>
            \(constraints)                </constraints>
                        </tableViewCellContentView>
                    </tableViewCell>
                </objects>
                <resources>
            \(resources)    </resources>
            </document>

            """
    }

    private func descendants(of view: View) -> [View] {
        view.subviews.flatMap { [$0] + descendants(of: $0) }
    }

    private mutating func id(_ view: View) -> String {
        if let id = ids[ObjectIdentifier(view)] { return id }
        let id = "v\(ids.count)"
        ids[ObjectIdentifier(view)] = id
        return id
    }

    /// One view's element with its subviews (a stack's arranged subviews in order).
    private mutating func element(_ view: View, indent: Int) -> String {
        let pad = String(repeating: " ", count: indent)
        var attributes = ["id=\"\(id(view))\"", "translatesAutoresizingMaskIntoConstraints=\"\(view.translatesAutoresizingMaskIntoConstraints ? "YES" : "NO")\""]
        for (name, value) in [("horizontalHuggingPriority", view.contentHuggingPriority(for: .horizontal)),
                              ("verticalHuggingPriority", view.contentHuggingPriority(for: .vertical)),
                              ("horizontalCompressionResistancePriority", view.contentCompressionResistancePriority(for: .horizontal)),
                              ("verticalCompressionResistancePriority", view.contentCompressionResistancePriority(for: .vertical))] {
            attributes.append("\(name)=\"\(number(CGFloat(value.rawValue)))\"")
        }
        if view.isHidden { attributes.append("hidden=\"YES\"") }
        var children: [String] = ["<rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"\(number(max(view.frame.width, 1)))\" height=\"\(number(max(view.frame.height, 1)))\"/>"]
        let tag: String
        switch view {
        case let label as Label:
            tag = "label"
            attributes += ["text=\"\(escaped(label.text ?? ""))\"", "numberOfLines=\"\(label.numberOfLines)\""]
            children.append(font(label.font))
        case let button as Button:
            tag = "button"
            let insets = button.contentEdgeInsets
            children.append("<inset key=\"contentEdgeInsets\" minX=\"\(number(insets.left))\" minY=\"\(number(insets.top))\" maxX=\"\(number(insets.right))\" maxY=\"\(number(insets.bottom))\"/>")
            children.append(font(button.titleFont))
            children.append("<state key=\"normal\" title=\"\(escaped(button.title() ?? ""))\"/>")
        case let imageView as ImageView:
            tag = "imageView"
            if let size = imageView.image?.size {
                let name = "image\(images.count)"
                images.append((name, size))
                attributes.append("image=\"\(name)\"")
            }
        case let textView as TextView:
            tag = "textView"
            attributes += ["text=\"\(escaped(textView.text))\"", "scrollEnabled=\"\(textView.isScrollEnabled ? "YES" : "NO")\""]
            children.append(font(textView.font))
        case let stack as StackView:
            tag = "stackView"
            attributes += ["axis=\"\(stack.axis == .vertical ? "vertical" : "horizontal")\"", "spacing=\"\(number(stack.spacing))\""]
            // UIKit's top and leading (bottom and trailing) are one value, named by the axis.
            let alignments: [(StackView.Alignment, String)] = stack.axis == .horizontal
                ? [(.top, "top"), (.center, "center"), (.bottom, "bottom"), (.firstBaseline, "firstBaseline"), (.lastBaseline, "lastBaseline")]
                : [(.leading, "leading"), (.center, "center"), (.trailing, "trailing")]
            if let alignment = alignments.first(where: { $0.0 == stack.alignment })?.1 { attributes.append("alignment=\"\(alignment)\"") }
        case is ScrollView: tag = "scrollView"
        case is Switch: tag = "switch"
        case is Stepper: tag = "stepper"
        case is Slider: tag = "slider"
        case is ProgressView: tag = "progressView"
        case let segmented as SegmentedControl:
            tag = "segmentedControl"
            let titles = (0..<segmented.numberOfSegments).map { segmented.titleForSegment(at: $0) ?? "" }
            children.append("<segments>" + titles.map { "<segment title=\"\(escaped($0))\"/>" }.joined() + "</segments>")
        case let indicator as ActivityIndicatorView:
            tag = "activityIndicatorView"
            attributes.append("style=\"\(indicator.style == .large ? "large" : "medium")\"")
        case let field as TextField:
            tag = "textField"
            if let text = field.text { attributes.append("text=\"\(escaped(text))\"") }
            if let placeholder = field.placeholder { attributes.append("placeholder=\"\(escaped(placeholder))\"") }
            attributes.append("borderStyle=\"\(field.borderStyle.documentName)\"")
            if let fieldFont = field.font { children.append(font(fieldFont)) }
        default:
            tag = "view"
            let size = view.intrinsicContentSize
            if size.width >= 0 { attributes.append("placeholderIntrinsicWidth=\"\(number(size.width))\"") }
            if size.height >= 0 { attributes.append("placeholderIntrinsicHeight=\"\(number(size.height))\"") }
        }
        let arranged = (view as? StackView)?.arrangedSubviews ?? []
        let rest = view.subviews.filter { subview in !arranged.contains { $0 === subview } }
        if !(arranged + rest).isEmpty {
            var subviews = pad + "    <subviews>\n"
            for subview in arranged + rest { subviews += element(subview, indent: indent + 8) }
            children.append(subviews + pad + "    </subviews>")
        }
        let body = children.map { child in child.hasPrefix(" ") ? child : pad + "    " + child }.joined(separator: "\n")
        return pad + "<\(tag) \(attributes.joined(separator: " "))>\n" + body + "\n" + pad + "</\(tag)>\n"
    }

    private func font(_ font: FontDescriptor) -> String {
        if let style = font.textStyle { return "<fontDescription key=\"fontDescription\" style=\"\(style.interfaceBuilderName)\"/>" }
        return "<fontDescription key=\"fontDescription\" type=\"system\" weight=\"\(font.weight.rawValue)\" pointSize=\"\(number(CGFloat(font.size)))\"/>"
    }

    /// A constraint as Interface Builder stores it; a guide is its owner's margins (`leadingMargin`).
    private mutating func constraint(_ constraint: LayoutConstraint) -> String {
        func side(_ item: AnyObject?, _ attribute: LayoutAttribute) -> (id: String, attribute: String)? {
            if let view = item as? View { return (id(view), attribute.description) }
            if let guide = item as? LayoutGuide, let owner = guide.owningView, guide === owner.layoutMarginsGuide {
                return (id(owner), attribute.description + "Margin")
            }
            return nil
        }
        var attributes: [String] = []
        if let first = side(constraint.firstItem, constraint.firstAttribute) {
            attributes += ["firstItem=\"\(first.id)\"", "firstAttribute=\"\(first.attribute)\""]
        }
        switch constraint.relation {
        case .lessThanOrEqual: attributes.append("relation=\"lessThanOrEqual\"")
        case .greaterThanOrEqual: attributes.append("relation=\"greaterThanOrEqual\"")
        case .equal: break
        }
        if constraint.secondAttribute != .notAnAttribute, let second = side(constraint.secondItem, constraint.secondAttribute) {
            attributes += ["secondItem=\"\(second.id)\"", "secondAttribute=\"\(second.attribute)\""]
        }
        if constraint.multiplier != 1 { attributes.append("multiplier=\"\(number(constraint.multiplier))\"") }
        attributes.append("constant=\"\(number(constraint.constant))\"")
        if !constraint.priority.isRequired { attributes.append("priority=\"\(number(CGFloat(constraint.priority.rawValue)))\"") }
        constraintCount += 1
        attributes.append("id=\"c\(constraintCount)\"")
        return "<constraint " + attributes.joined(separator: " ") + "/>"
    }

    private func number(_ value: CGFloat) -> String { "\(Double(value))" }

    private func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;")
            .replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    }
}
