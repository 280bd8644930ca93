import AutoLayout
import Foundation

/// UIKit's `UICellAccessory` (iOS 14): a list cell's accessory (checkmark, disclosure
/// indicator, delete, reorder, ...) with when it shows. Stored for the code that sets
/// `accessories`; the widths accessories take beside a list cell's content are not measured,
/// so they do not narrow it here.
public struct CellAccessory {
    /// UIKit's `UICellAccessory.DisplayedState`.
    public enum DisplayedState: Int, Hashable, Sendable {
        case always = 0, whenEditing, whenNotEditing
    }

    /// UIKit's `UICellAccessory.LayoutDimension`: the width reserved for an accessory.
    public enum LayoutDimension: Hashable, Sendable {
        case actual, standard, custom(CGFloat)
    }

    /// The options UIKit's accessories share (`CheckmarkOptions`, `DisclosureIndicatorOptions`, ...).
    public struct Options {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: Color?
        public var backgroundColor: Color?

        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
                    tintColor: Color? = nil, backgroundColor: Color? = nil) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.backgroundColor = backgroundColor
        }
    }

    /// UIKit's `UICellAccessory.OutlineDisclosureOptions`.
    public struct OutlineDisclosureOptions {
        /// UIKit's `UICellAccessory.OutlineDisclosureOptions.Style`.
        public enum Style: Int, Hashable, Sendable { case automatic = 0, header, cell }
        public var style: Style
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: Color?

        public init(style: Style = .automatic, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
                    tintColor: Color? = nil) {
            self.style = style
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
        }
    }

    /// Which accessory it is.
    public enum Kind: Hashable, Sendable {
        case checkmark, disclosureIndicator, detail, delete, insert, reorder, multiselect, outlineDisclosure
        case label(String)
        case customView
    }

    public let kind: Kind
    public let displayed: DisplayedState
    public let options: Options
    public let customView: View?

    private init(_ kind: Kind, displayed: DisplayedState, options: Options = Options(), customView: View? = nil) {
        self.kind = kind
        self.displayed = displayed
        self.options = options
        self.customView = customView
    }

    // UIKit's factories; the defaults of `displayed` are UIKit's (editing controls show only
    // while editing).
    public static func checkmark(displayed: DisplayedState = .always, options: Options = Options()) -> CellAccessory {
        CellAccessory(.checkmark, displayed: displayed, options: options)
    }

    public static func disclosureIndicator(displayed: DisplayedState = .always, options: Options = Options()) -> CellAccessory {
        CellAccessory(.disclosureIndicator, displayed: displayed, options: options)
    }

    public static func detail(displayed: DisplayedState = .always, options: Options = Options(),
                              actionHandler: (() -> Void)? = nil) -> CellAccessory {
        CellAccessory(.detail, displayed: displayed, options: options)
    }

    public static func delete(displayed: DisplayedState = .whenEditing, options: Options = Options(),
                              actionHandler: (() -> Void)? = nil) -> CellAccessory {
        CellAccessory(.delete, displayed: displayed, options: options)
    }

    public static func insert(displayed: DisplayedState = .whenEditing, options: Options = Options(),
                              actionHandler: (() -> Void)? = nil) -> CellAccessory {
        CellAccessory(.insert, displayed: displayed, options: options)
    }

    public static func reorder(displayed: DisplayedState = .whenEditing, options: Options = Options()) -> CellAccessory {
        CellAccessory(.reorder, displayed: displayed, options: options)
    }

    public static func multiselect(displayed: DisplayedState = .whenEditing, options: Options = Options()) -> CellAccessory {
        CellAccessory(.multiselect, displayed: displayed, options: options)
    }

    public static func outlineDisclosure(displayed: DisplayedState = .always,
                                         options: OutlineDisclosureOptions = OutlineDisclosureOptions(),
                                         actionHandler: (() -> Void)? = nil) -> CellAccessory {
        CellAccessory(.outlineDisclosure, displayed: displayed,
                      options: Options(isHidden: options.isHidden, reservedLayoutWidth: options.reservedLayoutWidth,
                                       tintColor: options.tintColor))
    }

    public static func label(text: String, displayed: DisplayedState = .always, options: Options = Options()) -> CellAccessory {
        CellAccessory(.label(text), displayed: displayed, options: options)
    }
}
