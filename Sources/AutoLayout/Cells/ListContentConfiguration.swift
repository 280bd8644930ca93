import Foundation
import TextMeasurement

/// UIKit's `UIListContentConfiguration` (iOS 14): a list row's text, secondary text and image,
/// with their properties and paddings, shown by a `ListContentView` laid out as the built-in
/// cell styles are (`ListContentLayout`).
///
/// Presets take the built-in styles' figures (`TableCellStyleMetrics`, measured on Interface
/// Builder documents): `cell()` and `subtitleCell()` stack the texts, `valueCell()` puts them
/// side by side. Until `directionalLayoutMargins` is set the content keeps the cell's content
/// view margins (the table's, `Device.tableCellContentMargins`), as UIKit's list content view
/// preserves its superview's; set, the content is inset by it from the content view's edges.
/// Texts wrap unless `numberOfLines` limits them (Apple: "a value of 0 indicates that the number
/// of lines is limitless"; that 0 is the default is taken from list cells that wrap, an estimate).
public struct ListContentConfiguration: ContentConfiguration {
    /// UIKit's `UIListContentConfiguration.TextProperties`.
    public struct TextProperties: Sendable {
        public var font: FontDescriptor
        public var color: Color = .label
        public var numberOfLines = 0
        public var alignment: Alignment = .natural
        public var lineBreakMode: LineBreakMode = .byTruncatingTail
        public var adjustsFontForContentSizeCategory = true
        public var adjustsFontSizeToFitWidth = false
        public var minimumScaleFactor: CGFloat = 0
        public var allowsDefaultTighteningForTruncation = true

        /// UIKit's `TextProperties.TextAlignment`.
        public enum Alignment: Int, Hashable, Sendable {
            case natural = 0, center, justified
        }

        public init(font: FontDescriptor) {
            self.font = font
        }
    }

    /// UIKit's `UIListContentConfiguration.ImageProperties`: stored (the image view takes the
    /// image's size).
    public struct ImageProperties: Sendable {
        public var maximumSize: CGSize = .zero
        public var reservedLayoutSize: CGSize = .zero
        public var cornerRadius: CGFloat = 0
        public var tintColor: Color?
        public var preferredSymbolConfiguration: Image.SymbolConfiguration?

        public init() {}
    }

    public var text: String?
    public var attributedText: NSAttributedString?
    public var secondaryText: String?
    public var secondaryAttributedText: NSAttributedString?
    public var image: Image?
    public var textProperties: TextProperties
    public var secondaryTextProperties: TextProperties
    public var imageProperties = ImageProperties()
    public var imageToTextPadding: CGFloat = TableCellStyleMetrics.imageToTextPadding
    public var textToSecondaryTextVerticalPadding: CGFloat = TableCellStyleMetrics.stackedTextPadding
    public var textToSecondaryTextHorizontalPadding: CGFloat = TableCellStyleMetrics.sideBySideTextPadding
    /// Whether the secondary text sits beside the text (`valueCell()`) rather than below it.
    public var prefersSideBySideTextAndSecondaryText: Bool

    /// The content's insets from the content view's edges; until set, the cell's margins (the
    /// getter then shows the default device's, `Device.default.tableCellContentMargins`).
    public var directionalLayoutMargins: DirectionalEdgeInsets {
        get { ownMargins ?? DirectionalEdgeInsets(Device.default.tableCellContentMargins(forWidth: Device.default.screenSize.width),
                                                  direction: .leftToRight) }
        set { ownMargins = newValue }
    }

    /// Margins code set; nil: the cell's.
    var ownMargins: DirectionalEdgeInsets?

    private init(style: TableViewCell.CellStyle) {
        textProperties = TextProperties(font: TableCellStyleMetrics.textFont)
        secondaryTextProperties = TextProperties(font: TableCellStyleMetrics.secondaryTextFont(for: style))
        if style == .subtitle { secondaryTextProperties.color = .secondaryLabel }
        prefersSideBySideTextAndSecondaryText = TableCellStyleMetrics.arrangement(for: style) == .sideBySide
    }

    /// UIKit's `cell()`: the default style's content.
    public static func cell() -> ListContentConfiguration { ListContentConfiguration(style: .default) }

    /// UIKit's `subtitleCell()`: the secondary text below the text, smaller.
    public static func subtitleCell() -> ListContentConfiguration { ListContentConfiguration(style: .subtitle) }

    /// UIKit's `valueCell()`: the secondary text at the trailing edge.
    public static func valueCell() -> ListContentConfiguration { ListContentConfiguration(style: .value1) }

    /// The configuration for a cell of `style` (what `defaultContentConfiguration()` gives).
    static func forStyle(_ style: TableViewCell.CellStyle) -> ListContentConfiguration {
        ListContentConfiguration(style: style)
    }

    public func makeContentView() -> View & ContentView { ListContentView(configuration: self) }

    /// Nothing in a list configuration's layout follows the state here.
    public func updated(for state: ConfigurationState) -> ListContentConfiguration { self }
}
