/// The Interface Builder document of the control-size tests: one control pinned to the top and
/// both sides of a root view (nothing holds its height unless the control's own XML does), and
/// a 10-point-wide box pinned `gap` points below it, whose place shows the height the control's
/// Xcode release gives it. One place for the fixture that the segmented control, slider and
/// search bar tests share.
enum ControlAboveBoxDocument {
    /// `control` is the control's element, its id `id`, its stored frame inside; `top` and `side`
    /// pin it; the box is `boxHeight` tall and stored at `boxY`.
    static func text(tools: String, device: String, rootWidth: Int, rootHeight: Int, control: String, id: String,
                     top: Int, side: Int, gap: Int, boxY: Int, boxHeight: Int) -> String {
        func constant(_ value: Int) -> String { value == 0 ? "" : #" constant="\#(value)""# }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)" useAutolayout="YES">
                <device id="\(device)" orientation="portrait"/>
                <objects>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="\(rootWidth)" height="\(rootHeight)"/>
                        <subviews>
                            \(control)
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="below">
                                <rect key="frame" x="\(side)" y="\(boxY)" width="10" height="\(boxHeight)"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="10" id="below-w"/>
                                    <constraint firstAttribute="height" constant="\(boxHeight)" id="below-h"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="\(id)" firstAttribute="top" secondItem="root" secondAttribute="top"\(constant(top)) id="\(id)-t"/>
                            <constraint firstItem="\(id)" firstAttribute="leading" secondItem="root" secondAttribute="leading"\(constant(side)) id="\(id)-l"/>
                            <constraint firstAttribute="trailing" secondItem="\(id)" secondAttribute="trailing"\(constant(side)) id="\(id)-r"/>
                            <constraint firstItem="below" firstAttribute="top" secondItem="\(id)" secondAttribute="bottom"\(constant(gap)) id="below-t"/>
                            <constraint firstItem="below" firstAttribute="leading" secondItem="root" secondAttribute="leading"\(constant(side)) id="below-l"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """
    }
}
