import Foundation
import TextMeasurement

extension Button {
    /// UIKit's `UIButton.Configuration` (iOS 15): a button's content and style in one value.
    /// A configured button sizes itself from it: its title, measured in `titleFont` on one line,
    /// beside or above its image (`imagePlacement`, `imagePadding`), inside `contentInsets`.
    /// Invariant: only the title, the image and the insets size the button; colours,
    /// backgrounds, corners, the subtitle and the title attributes transformer are stored only.
    public struct Configuration {
        /// UIKit's `UIButton.Configuration.Size`.
        public enum Size: Int, Hashable, Sendable {
            case medium = 0, small, mini, large
        }

        /// UIKit's `UIButton.Configuration.CornerStyle`: drawing only.
        public enum CornerStyle: Int, Hashable, Sendable {
            case dynamic = 0, fixed, small, medium, large, capsule
        }

        /// UIKit's `UIButton.Configuration.TitleAlignment`: where the title and the subtitle
        /// sit against each other; no effect on the size here.
        public enum TitleAlignment: Int, Hashable, Sendable {
            case automatic = 0, leading, center, trailing
        }

        /// The style it was made with, for descriptions (a style changes only colours and
        /// backgrounds, which do not size).
        enum Style: String, Hashable, Sendable {
            case plain, tinted, gray, filled, borderless, bordered, borderedTinted, borderedProminent
        }

        private(set) var style: Style

        public var title: String?
        /// Stored only: a title with a subtitle is two lines UIKit spaces by `titlePadding`,
        /// which no measured frame here shows.
        public var subtitle: String?
        public var image: Image?
        public var imagePlacement: DirectionalRectEdge = .leading
        /// The space between the image and the title; UIKit's default is 0.
        public var imagePadding: CGFloat = 0
        /// Stored only, with `subtitle`.
        public var titlePadding: CGFloat = 0
        public var titleAlignment: TitleAlignment = .automatic
        public var buttonSize: Size = .medium
        public var cornerStyle: CornerStyle = .dynamic
        public var showsActivityIndicator = false
        public var baseForegroundColor: Color?
        public var baseBackgroundColor: Color?
        /// UIKit's `titleTextAttributesTransformer`: stored, never run (fonts set through it
        /// do not reach the measurement; set `titleFont` here instead).
        public var titleTextAttributesTransformer: ConfigurationTextAttributesTransformer?
        public var subtitleTextAttributesTransformer: ConfigurationTextAttributesTransformer?

        /// The title's font. UIKit's default for a medium button is the body text style: the
        /// stored frames of configured buttons whose default-font title sizes them (4 of 4
        /// widths, "+", "Remove All", "Button", "Tap Me", 3 documents, and their heights) are
        /// the body font's (17 points at the default category) plus the insets; the Interface
        /// Builder importer reads this default too (`<buttonConfiguration>` without a title font:
        /// 34.33 tall on 3x phones in 5 apps' Xcode 14-26 documents, GoMap, Kingfisher, OsmAnd,
        /// xdripswift, LNPopupController; against, freeotp's one Xcode 13 document, 31). Every size
        /// takes it: Apple documents no text style per size and no frame shows one. Not a UIKit property (UIKit sets fonts through the attributes
        /// transformer or an attributed title): the one place the measured font lives.
        public var titleFont: FontDescriptor = .preferredFont(forTextStyle: .body)

        /// UIKit's `contentInsets`. nil until set: the default of the button's size
        /// (`defaultContentInsets`).
        public var contentInsets: DirectionalEdgeInsets {
            get { explicitContentInsets ?? Self.defaultContentInsets(for: buttonSize) }
            set { explicitContentInsets = newValue }
        }

        private var explicitContentInsets: DirectionalEdgeInsets?

        /// UIKit's default content insets, 7 points above and below the title and 12 beside it,
        /// as an Apple engineer gives them on the developer forums (thread 733541: "the default
        /// is based on the small/medium/large size and the dynamic type size") and as the
        /// fixture documents' stored frames show for plain medium buttons (`Datasets/xib-more`,
        /// `Scripts/ib/configured_buttons.py`; 70 configured buttons in 26 documents: 60 plain,
        /// 6 tinted, 3 filled, 1 gray): 6 of 6 titled free heights are a line of the title's
        /// font plus 14 (34.33 for 17-point titles, 29.67 for a 13-point one; 5 documents), and
        /// 6 of 7 titled free widths the title plus 24 (4 documents; the seventh, a filled
        /// button with an 11-point attributed title, also has legacy content edge insets of 8
        /// beside the title). That filled button is the only free frame of the
        /// tinted, gray and filled styles, and the small, mini and large sizes have none: they
        /// take the medium figures here, unmeasured (docs/uikit.md says so).
        static func defaultContentInsets(for size: Size) -> DirectionalEdgeInsets {
            DirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
        }

        init(style: Style) {
            self.style = style
        }

        public static func plain() -> Configuration { Configuration(style: .plain) }
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        public static func gray() -> Configuration { Configuration(style: .gray) }
        public static func filled() -> Configuration { Configuration(style: .filled) }
        public static func borderless() -> Configuration { Configuration(style: .borderless) }
        public static func bordered() -> Configuration { Configuration(style: .bordered) }
        public static func borderedTinted() -> Configuration { Configuration(style: .borderedTinted) }
        public static func borderedProminent() -> Configuration { Configuration(style: .borderedProminent) }

        /// UIKit's `updated(for:)`: no state changes the size, so the configuration itself.
        public func updated(for button: Button) -> Configuration { self }

        /// The content's size inside the insets: the title's measured size (`title`, nil when
        /// the configuration has no title) and the image, placed and padded.
        func contentSize(title: CGSize?) -> CGSize {
            guard let image else { return title ?? .zero }
            guard let title else { return image.size }
            if imagePlacement == .top || imagePlacement == .bottom {
                return CGSize(width: max(title.width, image.size.width),
                              height: title.height + imagePadding + image.size.height)
            }
            return CGSize(width: title.width + imagePadding + image.size.width,
                          height: max(title.height, image.size.height))
        }
    }
}
