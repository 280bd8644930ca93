import Foundation

/// UIKit's `UIListContentView` (iOS 14): shows a `ListContentConfiguration` — its text,
/// secondary text and image — laid out as the built-in cell styles are (`ListContentLayout`),
/// in its superview's layout margins (a cell's content view: the table's) unless the
/// configuration sets its own.
open class ListContentView: View, ContentView {
    private let textLabel = Label()
    private let secondaryTextLabel = Label()
    private let imageView = ImageView()
    private let layout = ListContentLayout()
    /// The separator below the row this view was last sized in (its minimum height leaves it out).
    private var separatorHeight: CGFloat = 0

    /// UIKit's `init(configuration:)`.
    public init(configuration: ListContentConfiguration) {
        listContentConfiguration = configuration
        super.init(frame: .zero)
        apply()
    }

    public required init?(coder: NSCoder) {
        listContentConfiguration = .cell()
        super.init(coder: coder)
        apply()
    }

    /// UIKit's `configuration`; a configuration of another kind is ignored, as UIKit's list
    /// content view accepts only its own.
    public var configuration: ContentConfiguration {
        get { listContentConfiguration }
        set {
            guard let list = newValue as? ListContentConfiguration else { return }
            listContentConfiguration = list
        }
    }

    /// The configuration shown.
    public var listContentConfiguration: ListContentConfiguration {
        didSet { apply() }
    }

    /// UIKit's `supportsConfiguration(_:)`.
    public func supportsConfiguration(_ configuration: ContentConfiguration) -> Bool {
        configuration is ListContentConfiguration
    }

    /// Lays the content out again for a row whose separator takes `separatorHeight` (a table
    /// cell calls this before it sizes or lays out).
    func prepare(separatorHeight: CGFloat) {
        self.separatorHeight = separatorHeight
        install()
    }

    private func apply() {
        let configuration = listContentConfiguration
        configure(textLabel, configuration.text, configuration.attributedText, configuration.textProperties)
        configure(secondaryTextLabel, configuration.secondaryText, configuration.secondaryAttributedText,
                  configuration.secondaryTextProperties)
        imageView.image = configuration.image
        imageView.tintColor = configuration.imageProperties.tintColor
        imageView.preferredSymbolConfiguration = configuration.imageProperties.preferredSymbolConfiguration
        install()
    }

    private func configure(_ label: Label, _ text: String?, _ attributed: NSAttributedString?,
                           _ properties: ListContentConfiguration.TextProperties) {
        label.font = properties.font
        label.textColor = properties.color
        label.numberOfLines = properties.numberOfLines
        label.lineBreakMode = properties.lineBreakMode
        label.adjustsFontForContentSizeCategory = properties.adjustsFontForContentSizeCategory
        label.adjustsFontSizeToFitWidth = properties.adjustsFontSizeToFitWidth
        label.minimumScaleFactor = properties.minimumScaleFactor
        switch properties.alignment {
        case .natural: label.textAlignment = .natural
        case .center: label.textAlignment = .center
        case .justified: label.textAlignment = .justified
        }
        if let attributed {
            label.attributedText = attributed
        } else {
            label.text = text
        }
    }

    private func install() {
        let configuration = listContentConfiguration
        func showing(_ label: Label) -> Label? { (label.text ?? "").isEmpty ? nil : label }
        let metrics = ListContentLayout.Metrics(
            arrangement: configuration.prefersSideBySideTextAndSecondaryText ? .sideBySide : .stacked,
            margins: configuration.ownMargins,
            imageToTextPadding: configuration.imageToTextPadding,
            textToSecondaryTextVerticalPadding: configuration.textToSecondaryTextVerticalPadding,
            textToSecondaryTextHorizontalPadding: configuration.textToSecondaryTextHorizontalPadding,
            minimumHeight: TableCellStyleMetrics.minimumContentHeight(separatorHeight: separatorHeight))
        layout.install(in: self, marginsOf: superview ?? self, image: configuration.image == nil ? nil : imageView,
                       text: showing(textLabel), secondary: showing(secondaryTextLabel), metrics: metrics,
                       previous: [imageView, textLabel, secondaryTextLabel])
    }

    open override var typeNameForDescriptions: String { "UIListContentView" }
}
