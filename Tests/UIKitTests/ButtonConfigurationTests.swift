import Foundation
import Testing
import UIKit

/// `UIButton.Configuration` against the frames Xcode stored for configured buttons whose
/// constraints leave their size to them (`Scripts/ib/configured_buttons.py` finds them; Xcode
/// lays documents out with UIKit), with the fixtures' tolerances (a point across a title, the
/// one `Scripts/ib/evaluate.py` gives text-dependent views: the measurer's "+" and "Tap Me" are
/// 0.67 wider than UIKit's; half a point down a line), and against the
/// default content insets an Apple engineer gives (developer forums, thread 733541: 7 above and
/// below, 12 beside).
@Suite struct ButtonConfigurationTests {
    /// The button's frame laid out at its intrinsic size on the documents' 3x pixel grid
    /// (retina6_12 and retina5_5 are 3x).
    static func laidOut(_ button: UIButton) -> CGSize {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        root.contentScaleFactor = 3
        button.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(button)
        NSLayoutConstraint.activate([button.topAnchor.constraint(equalTo: root.topAnchor),
                                     button.leadingAnchor.constraint(equalTo: root.leadingAnchor)])
        root.layoutIfNeeded()
        return button.frame.size
    }

    static func plain(_ title: String?) -> UIButton {
        var configuration = UIButton.Configuration.plain()
        configuration.title = title
        return UIButton(configuration: configuration)
    }

    static func expect(_ size: CGSize, width: CGFloat?, height: CGFloat, _ source: Comment) {
        #expect(width.map { abs(size.width - $0) <= 1 } ?? true && abs(size.height - height) <= 0.5,
                "\(size) vs \(width.map { "\($0)" } ?? "any") x \(height): \(source)")
    }

    /// Default-font plain buttons: the body font's line and title plus 7 + 7 and 12 + 12, with no
    /// least title width ("+" is not widened to 30 as a button without a configuration is).
    @Test func plainButtonsTakeTheirStoredFrames() {
        Self.expect(Self.laidOut(Self.plain("Button")), width: 75, height: 34.33,
                    "Datasets/xib-more/files/369.xib LH8-Zp-x5U: 75 x 34.33")
        Self.expect(Self.laidOut(Self.plain("+")), width: 34.33, height: 34.33,
                    "Datasets/xib-more/files/248.storyboard FRf-jj-b4b: 34.33 x 34.33")
        Self.expect(Self.laidOut(Self.plain("Remove All")), width: 108.33, height: 34.33,
                    "Datasets/xib-more/files/248.storyboard wEP-eg-Wbf: 108.33 x 34.33")
        Self.expect(Self.laidOut(Self.plain("Tap Me")), width: 79.67, height: 34.33,
                    "Datasets/xib-more/files/348.storyboard ySI-TE-gHl: 79.67 x 34.33")
    }

    /// A title font set on the configuration is the one measured.
    @Test func theConfigurationsFontIsMeasured() {
        for (title, width, id) in [("Set", 49.67, "5UP-cy-2ja"), ("Get", 51.33, "wNs-mR-qqP")] {
            let button = Self.plain(title)
            button.configuration?.titleFont = .systemFont(ofSize: 17)
            Self.expect(Self.laidOut(button), width: width, height: 34.33,
                        "Datasets/xib-more/files/339.xib \(id): \(width) x 34.33")
        }
        let small = Self.plain("See why it happened")
        small.configuration?.titleFont = .systemFont(ofSize: 13, weight: .semibold)
        Self.expect(Self.laidOut(small), width: nil, height: 29.67,
                    "Datasets/xib-more/files/264.storyboard zWW-bR-xMz: 29.67 tall (its width is constrained)")
    }

    /// The default font is the body text style: at the largest accessibility category it is
    /// 53 points (Apple's Human Interface Guidelines, Dynamic Type sizes), as a 53-point title.
    @Test func theDefaultFontFollowsTheContentSizeCategory() {
        let body = Self.plain("Button")
        body.traitOverrides.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
        let fixed = Self.plain("Button")
        fixed.configuration?.titleFont = .systemFont(ofSize: 53)
        #expect(body.intrinsicContentSize == fixed.intrinsicContentSize, "\(body.intrinsicContentSize) \(fixed.intrinsicContentSize)")
        #expect(body.intrinsicContentSize.height > 34.33 + 30)
    }

    /// Every style takes the default insets (7, 12, 7, 12); set insets replace them.
    @Test func contentInsetsDefaultAndReplace() {
        let styles: [UIButton.Configuration] = [.plain(), .tinted(), .gray(), .filled(), .borderless(),
                                                .bordered(), .borderedTinted(), .borderedProminent()]
        for style in styles {
            #expect(style.contentInsets == NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12))
            #expect(style.buttonSize == .medium && style.imagePadding == 0 && style.imagePlacement == .leading)
        }
        let button = Self.plain("Button")
        let standard = button.intrinsicContentSize
        button.configuration?.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        let inset = button.intrinsicContentSize
        button.titleLabel?.font = .systemFont(ofSize: 40)
        #expect(button.intrinsicContentSize == inset, "the configuration's font, not the title label's")
        #expect(abs(standard.width - 24 - (inset.width - 6)) < 1e-9 && abs(standard.height - 14 - (inset.height - 4)) < 1e-9,
                "\(standard) \(inset)")
    }

    /// The image sits beside the title (leading, trailing) or above or below it (top, bottom),
    /// `imagePadding` apart, all inside the insets; an image alone is the image and the insets.
    @Test func anImageJoinsTheTitle() {
        let titleOnly = Self.plain("Share").intrinsicContentSize
        let image = UIImage(size: CGSize(width: 20, height: 40))
        var configuration = UIButton.Configuration.tinted()
        configuration.title = "Share"
        configuration.image = image
        configuration.imagePadding = 8
        let beside = UIButton(configuration: configuration).intrinsicContentSize
        #expect(abs(beside.width - (titleOnly.width + 28)) < 1e-9 && beside.height == 40 + 14, "\(beside)")
        configuration.imagePlacement = .top
        let above = UIButton(configuration: configuration).intrinsicContentSize
        #expect(above.width == titleOnly.width && abs(above.height - (titleOnly.height + 48)) < 1e-9, "\(above)")
        configuration.title = nil
        #expect(UIButton(configuration: configuration).intrinsicContentSize == CGSize(width: 44, height: 54))
    }

    /// `setNeedsUpdateConfiguration()` runs `updateConfiguration()` and the update handler; a
    /// new title resizes the button. The primary action runs for `.primaryActionTriggered`.
    @Test func updatesAndThePrimaryAction() {
        final class CountingButton: UIButton {
            var updates = 0
            override func updateConfiguration() { updates += 1 }
        }
        var ran = 0
        let button = CountingButton(configuration: .filled(), primaryAction: UIAction { _ in ran += 1 })
        let updatesAfterInit = button.updates
        #expect(updatesAfterInit >= 1)
        button.configurationUpdateHandler = { button in button.configuration?.title = "A much longer title" }
        #expect(button.updates == updatesAfterInit + 1)
        #expect(button.configuration?.title == "A much longer title")
        let long = button.intrinsicContentSize
        button.configurationUpdateHandler = { button in button.configuration?.title = "Go" }
        #expect(button.intrinsicContentSize.width < long.width)
        button.setNeedsUpdateConfiguration()
        #expect(button.updates == updatesAfterInit + 3)
        button.sendActions(for: .primaryActionTriggered)
        #expect(ran == 1)
        button.configuration = nil
        button.setTitle("Go", for: .normal)
        #expect(button.intrinsicContentSize.width == 30, "no configuration: the least title width again")
    }
}
