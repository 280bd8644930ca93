import AutoLayout
import Foundation
import Testing

/// A button's intrinsic size against the frames Xcode stored for buttons whose constraints
/// leave their size to them (UIKit's own sizes: Xcode lays documents out with UIKit). The
/// expectations are those stored frames, with the fixtures' tolerance (half a point); the
/// rule under test is `Button.minimumTitleWidth`.
@Suite struct ButtonSizingTests {
    /// A button as Interface Builder makes one: UIKit's 6 points above and below the title,
    /// which a button made in code states as insets.
    static func button(title: String?, pointSize: Double) -> Button {
        let button = Button(type: .system)
        button.setTitle(title, for: .normal)
        button.titleFont = .systemFont(ofSize: pointSize)
        button.contentEdgeInsets = EdgeInsets(top: 6, left: 0, bottom: 6, right: 0)
        return button
    }

    /// The button's frame laid out at its intrinsic size on a 2x pixel grid (the documents'
    /// devices are all 2x: retina4_0, retina4_7, retina6_1).
    static func laidOut(_ button: Button) -> CGSize {
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        root.contentScaleFactor = 2
        button.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(button)
        LayoutConstraint.activate([button.topAnchor.constraint(equalTo: root.topAnchor),
                                   button.leadingAnchor.constraint(equalTo: root.leadingAnchor)])
        root.layoutIfNeeded()
        return button.frame.size
    }

    static func expect(_ size: CGSize, width: CGFloat, height: CGFloat, _ source: Comment) {
        #expect(abs(size.width - width) <= 0.5 && abs(size.height - height) <= 0.5, "\(size) vs \(width) x \(height): \(source)")
    }

    /// Untitled buttons without an image are 30 points wide and one line of their font (plus
    /// the padding) tall, not their insets alone (0 x 12).
    @Test func anUntitledButtonIsThirtyPointsWideAndOneLineTall() {
        Self.expect(Self.laidOut(Self.button(title: nil, pointSize: 15)), width: 30, height: 30,
                    "Datasets/xib/files/108.storyboard uAN-kx-bnR, Datasets/xib/files/031.xib PCA-MF-seG, Datasets/xib-more/files/288.storyboard MC0-kW-bph: 30 x 30")
        Self.expect(Self.laidOut(Self.button(title: "", pointSize: 14)), width: 30, height: 29,
                    "Datasets/xib/files/108.storyboard 2Ld-qT-Xe8: 30 x 29")
        #expect(abs(Self.laidOut(Self.button(title: nil, pointSize: 16)).height - 32) <= 0.5,
                "Datasets/xib/files/108.storyboard 8wd-GG-g6F: 32 tall (its width is constrained)")
    }

    /// A title narrower than 30 points is centred in 30.
    @Test func aShortTitleIsThirtyPointsWide() {
        Self.expect(Self.laidOut(Self.button(title: "+", pointSize: 30)), width: 30, height: 48,
                    "Datasets/xib-more/files/349.xib kSI-5C-QWW: 30 x 48")
    }
}
