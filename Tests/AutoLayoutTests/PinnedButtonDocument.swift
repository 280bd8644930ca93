import AutoLayout
import Foundation
import InterfaceBuilder

/// A `.xib` with one button pinned only at its top-leading corner, so its size is its own: the
/// document the button tests solve, with the button's inner elements (font, states, insets,
/// configuration) and the device and tools version of the app document they come from.
enum PinnedButtonDocument {
    /// `resources` is the document's `<resources>` content (a symbol's template size), if any.
    static func text(device: String, tools: String, button: String, resources: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)" useAutolayout="YES">
            <device id="\(device)" orientation="portrait"/>
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="200"/>
                    <subviews>
                        <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="button">
                            <rect key="frame" x="20" y="10" width="100" height="34"/>
                            \(button)
                        </button>
                    </subviews>
                    <constraints>
                        <constraint firstItem="button" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="b-t"/>
                        <constraint firstItem="button" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="b-l"/>
                    </constraints>
                </view>
            </objects>
            \(resources.isEmpty ? "" : "<resources>\(resources)</resources>")
        </document>
        """
    }

    /// The button's frame as `solve` lays the document out.
    static func frame(device: String, tools: String, button: String, resources: String = "") throws -> CGRect? {
        let text = text(device: device, tools: tools, button: button, resources: resources)
        let document = try InterfaceBuilderDocument(data: Data(text.utf8), name: "test.xib")
        return try document.makeLayout().solve().frames.first { $0.id == "button" }?.frame
    }
}
