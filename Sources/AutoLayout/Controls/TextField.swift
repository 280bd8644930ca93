import Foundation
import TextMeasurement

/// UIKit's `UITextField`: one line of editable text whose intrinsic size follows its text (or
/// its placeholder when it has none) in its font, the body style by default (Apple's
/// `UITextField.font` documentation).
///
/// The chrome around the text is an estimate, kept from the Interface Builder importer's: a
/// rounded-rect field is 7 points wider on each side than its text and as tall as Interface
/// Builder stores such fields by iOS release (`roundedRectHeight(iOSVersion:)`); a field without
/// a border is as tall as its line and, under iOS 13 to 18, a little more (`borderlessHeight`).
/// The importer still counts text fields as estimated views, so comparisons with Xcode's frames
/// treat them as text-dependent.
open class TextField: Control {
    /// An enabled text field can take the keyboard, so it can become first responder.
    open override var canBecomeFirstResponder: Bool { isEnabled }
    /// UIKit's `UITextField.BorderStyle`.
    public enum BorderStyle: Int, Hashable, Sendable, CaseIterable {
        case none = 0, line, bezel, roundedRect
    }

    var content: TextContent = {
        var content = TextContent(font: .preferredFont(forTextStyle: .body), numberOfLines: 1)
        // An empty field still has its caret's line.
        content.emptyTextTakesOneLine = true
        return content
    }()

    public var text: String? {
        didSet { if oldValue != text { invalidateIntrinsicContentSize() } }
    }

    public var placeholder: String? {
        didSet { if oldValue != placeholder { invalidateIntrinsicContentSize() } }
    }

    public var font: FontDescriptor? {
        get { content.font }
        set { if content.update(\.font, to: newValue ?? .preferredFont(forTextStyle: .body)) { invalidateIntrinsicContentSize() } }
    }

    public var borderStyle: BorderStyle = .none {
        didSet { if oldValue != borderStyle { invalidateIntrinsicContentSize() } }
    }

    /// UIKit's `UITextField.ViewMode`: when an overlay view (left, right, clear button) shows.
    public enum ViewMode: Int, Hashable, Sendable {
        case never = 0, whileEditing, unlessEditing, always
    }

    // Kept as UIKit keeps them; none changes the field's size (colours, alignment within the
    // field's own width, the keyboard's traits, what editing would call).
    public var textColor: Color? = .label
    public var textAlignment: TextAlignment = .natural
    public weak var delegate: TextFieldDelegate?
    public var isSecureTextEntry = false
    public var autocorrectionType: TextAutocorrectionType = .default
    public var autocapitalizationType: TextAutocapitalizationType = .sentences
    public var keyboardType: KeyboardType = .default
    public var returnKeyType: ReturnKeyType = .default
    public var clearButtonMode: ViewMode = .never
    /// UIKit's overlay views beside the text. Kept, and not added to the intrinsic width: how
    /// much room UIKit gives them (`leftViewRect(forBounds:)`) is not measured here.
    public var leftView: View?
    public var rightView: View?
    public var leftViewMode: ViewMode = .never
    public var rightViewMode: ViewMode = .never

    /// A factor on the estimated chrome (1 here; see `InterfaceBuilderEstimate`).
    package var estimateFactor: CGFloat = 1 {
        didSet { if oldValue != estimateFactor { invalidateIntrinsicContentSize() } }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// What the field shows when it is not being edited: its text, else its placeholder.
    var shownText: String { (text?.isEmpty == false ? text : placeholder) ?? "" }

    /// A rounded-rect field's height: 34 points from iOS 13, 30 before. Interface Builder stores
    /// every rounded-rect field whose height is its own 30 tall under the iOS 9 to 12 SDKs (12
    /// fields of 6 apps: eidolon `213`, AudioKitSynthOne `219`, and rainmachine, mage,
    /// iOS-Tutorials-2022 and kindnesswall in `Datasets/xib-evidence`; `python3
    /// Scripts/ib/control_sizes.py --evidence`) and 34 from the iOS 13 SDK (43 fields of 9
    /// apps), the same apps' later documents among them; none against. The system font of 14 or
    /// 15 points most of them use does not change it.
    package static func roundedRectHeight(iOSVersion version: Int) -> CGFloat {
        version >= 13 ? 34 : 30
    }

    /// A field without a border is its line, pixel-rounded, and under iOS 13 to 18 2 points
    /// taller less a pixel (1.5 points at 2x, 1.667 at 3x). Interface Builder stores such fields
    /// whose height is their own that much taller than their line from Xcode 12 to 16 (tools
    /// 17156 to 23727): ChatApplication, simplenote `012`, idusClone, luboolu, Amity,
    /// UIKit-Storyboard, mbrockmandev, super-cell0, yujinnee, WordPressAuthenticator `424`,
    /// FONE1light, f2hard3, green_ios `236` and Mixin (14 apps of `Datasets/xib-evidence` and
    /// `xib-more`, system fonts of 14 to 40 points and the body and title styles; none against
    /// in the system font). Xcode 9 and 10 store the line itself (jtmarshall; aruke and shopapp
    /// within half a point of it), Xcode 11 documents do not decide (ChatApplication stores a
    /// point above the line, this 0.667 below it), so the step is put at iOS 13 with the rounded
    /// field's (`roundedRectHeight(iOSVersion:)`). Under iOS 26 (Xcode 26) the documents
    /// disagree: green_ios `237`, Mixin's placeholders and GoMap `247`'s title-3 fields store the
    /// line (3 apps), GoMap's body fields and one Mixin field with text the taller height (2
    /// apps), so the line stays there.
    package static func borderlessHeight(lineHeight: CGFloat, iOSVersion version: Int, scale: CGFloat) -> CGFloat {
        guard (13..<26).contains(version), scale > 0 else { return lineHeight }
        return lineHeight + 2 - 1 / scale
    }

    open override var intrinsicContentSize: CGSize {
        content.text = shownText
        guard let metrics = content.measure(in: self, maxWidth: nil) else {
            return CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
        }
        let width = shownText.isEmpty ? 0 : CGFloat(metrics.width)
        switch borderStyle {
        case .roundedRect:
            return CGSize(width: width + 14 * estimateFactor, height: Self.roundedRectHeight(iOSVersion: iOSVersion) * estimateFactor)
        case .none:
            return CGSize(width: width, height: Self.borderlessHeight(lineHeight: CGFloat(metrics.height), iOSVersion: iOSVersion,
                                                                      scale: contentScaleFactor))
        case .line, .bezel:
            return CGSize(width: width, height: CGFloat(metrics.height))
        }
    }
}
