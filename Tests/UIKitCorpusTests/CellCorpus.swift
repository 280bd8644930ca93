import Foundation
import Testing
import UIKit
import simd

/// What a corpus cell is configured with: the text of its one variable label and a switch for its
/// optional part (a photo, a discount row, an unread badge, ...).
struct Sample: Sendable, CustomStringConvertible {
    var text: String
    var flag: Bool = true

    var description: String { "text \(text.debugDescription) flag \(flag)" }
}

/// Where a cell is sized: its content view's width (the table's, less what an accessory takes, or
/// the collection cell's) and the content view's expected layout margins.
struct Geometry: Sendable {
    var width: CGFloat
    var margins: Margins
}

/// One cell of the corpus, and how tall it must be, computed from its design: the chain of
/// constants along its vertical axis plus its labels' measured text.
struct CorpusCell: Sendable, CustomTestStringConvertible {
    enum Kind: Sendable {
        /// A `UITableViewCell`; `accessory`: what it shows at its trailing edge.
        case table(accessory: Accessory = .none)
        /// A `UICollectionViewCell` whose width is `width(tableWidth)` in a screen that wide.
        case collection(width: @Sendable (CGFloat) -> CGFloat)
    }

    enum Accessory: Sendable { case none, disclosureIndicator, switchView }

    let name: String
    let kind: Kind
    /// The variable label wraps: a longer text never makes the cell shorter, and a long one makes
    /// it taller than a short one.
    var wraps = true
    /// Wider never taller (false when something scales with the width, like a photo's aspect).
    var widerIsNeverTaller = true
    /// Its fonts follow the content size category (`adjustsFontForContentSizeCategory`).
    var dynamicType = false
    /// `flag` only shows or hides a view outside any stack view, which keeps its space.
    var flagKeepsHeight = false
    /// The flag the monotonicity checks use.
    var monotonicFlag = true
    let make: @MainActor @Sendable (Sample) -> UIView
    /// The content view's height.
    let expectedHeight: @Sendable (Sample, Geometry, Measure) -> CGFloat

    var testDescription: String { name }

    var isTableCell: Bool {
        if case .table = kind { true } else { false }
    }
}

/// Fonts as the cells make them.
enum Fonts {
    static var body: UIFont { .preferredFont(forTextStyle: .body) }
    static var footnote: UIFont { .preferredFont(forTextStyle: .footnote) }
    static var caption1: UIFont { .preferredFont(forTextStyle: .caption1) }
    static var subheadline: UIFont { .preferredFont(forTextStyle: .subheadline) }
    static var headline: UIFont { .preferredFont(forTextStyle: .headline) }
    static var title2: UIFont { .preferredFont(forTextStyle: .title2) }
    static var scaledHeadline: UIFont {
        UIFontMetrics(forTextStyle: .headline).scaledFont(for: UIFont.systemFont(ofSize: 17, weight: .semibold))
    }
    static var scaledSubheadline: UIFont {
        UIFontMetrics(forTextStyle: .subheadline).scaledFont(for: .systemFont(ofSize: 15, weight: .semibold))
    }
    static var scaledTitle3: UIFont {
        UIFontMetrics(forTextStyle: .title3).scaledFont(for: .systemFont(ofSize: 20, weight: .semibold))
    }
    static func system(_ size: CGFloat, _ weight: UIFont.Weight = .regular) -> UIFont {
        .systemFont(ofSize: size, weight: weight)
    }
    static func digits(_ size: CGFloat, _ weight: UIFont.Weight = .regular) -> UIFont {
        .monospacedDigitSystemFont(ofSize: size, weight: weight)
    }
}

@MainActor
private func tableCell<Cell: UITableViewCell>(_ cell: Cell, _ configure: (Cell) -> Void) -> UIView {
    configure(cell)
    return cell
}

@MainActor
private func collectionCell<Cell: UICollectionViewCell>(_ cell: Cell, _ configure: (Cell) -> Void) -> UIView {
    configure(cell)
    return cell
}

extension CorpusCell {
    static let summaryText = "A calm morning walk through the old town, then coffee by the river while the market opens."
    static let planSummary = "Unlimited projects, priority support and 100 GB of storage for your whole team."

    static let all: [CorpusCell] = [
        CorpusCell(name: "SettingsSwitchCell", kind: .table(accessory: .switchView), dynamicType: true,
                   make: { sample in
                       tableCell(SettingsSwitchCell(style: .default, reuseIdentifier: SettingsSwitchCell.reuseIdentifier)) {
                           $0.configure(with: SettingsToggleItem(title: "Show Previews", detail: sample.flag ? sample.text : nil, isOn: true))
                       }
                   },
                   expectedHeight: { sample, g, m in
                       let w = g.width - g.margins.horizontal
                       let detail = sample.flag && !sample.text.isEmpty ? 2 + m.height(sample.text, Fonts.footnote, width: w) : 0
                       return g.margins.top + m.height("Show Previews", Fonts.body, width: w) + detail + g.margins.bottom
                   }),

        CorpusCell(name: "DisclosureRowCell", kind: .table(accessory: .disclosureIndicator), dynamicType: true,
                   make: { sample in
                       tableCell(DisclosureRowCell(style: .default, reuseIdentifier: DisclosureRowCell.reuseIdentifier)) {
                           $0.configure(with: SettingsLinkItem(title: sample.text, value: sample.flag ? "On" : nil, iconColor: .systemOrange))
                       }
                   },
                   expectedHeight: { sample, g, m in
                       let valueWidth = sample.flag ? m.width("On", Fonts.body) : 0
                       let w = g.width - g.margins.horizontal - 29 - 12 - 8 - valueWidth
                       return g.margins.top + max(m.height(sample.text, Fonts.body, width: w), 29) + g.margins.bottom
                   }),

        CorpusCell(name: "IncomingMessageCell", kind: .table(), dynamicType: true,
                   make: { sample in
                       tableCell(IncomingMessageCell(style: .default, reuseIdentifier: IncomingMessageCell.reuseIdentifier)) { $0.configure(with: ChatMessage(text: sample.text, sentAt: "10:41", isRead: true)) }
                   },
                   expectedHeight: { sample, g, m in
                       4 + 8 + m.height(sample.text, Fonts.body, width: g.width - g.margins.horizontal - 60 - 24) + 8 + 4
                   }),

        CorpusCell(name: "OutgoingMessageCell", kind: .table(),
                   make: { sample in
                       tableCell(OutgoingMessageCell(style: .default, reuseIdentifier: OutgoingMessageCell.reuseIdentifier)) { $0.configure(with: OutgoingMessage(text: sample.text, timestamp: "10:42")) }
                   },
                   expectedHeight: { sample, g, m in
                       4 + 8 + m.height(sample.text, Fonts.system(16), width: g.width - 60 - 16 - 24) + 8
                           + 2 + m.lineHeight("10:42", Fonts.system(11)) + 4
                   }),

        CorpusCell(name: "FeedPostCell", kind: .table(), dynamicType: true, monotonicFlag: false,
                   make: { sample in
                       tableCell(FeedPostCell(style: .default, reuseIdentifier: FeedPostCell.reuseIdentifier)) {
                           $0.configure(with: FeedPost(authorName: "Maya Lin", postedAt: "2 h", text: sample.text, hasPhoto: sample.flag))
                       }
                   },
                   expectedHeight: { sample, g, m in
                       let w = g.width - 32
                       let header = max(40, m.lineHeight("Maya Lin", Fonts.scaledHeadline) + 2 + m.lineHeight("2 h", Fonts.caption1))
                       let body = sample.text.isEmpty ? 0 : 8 + m.height(sample.text, Fonts.body, width: w)
                       let photo = sample.flag ? 8 + w * 9 / 16 : 0
                       return 12 + header + body + photo + 8 + 44 + 12
                   }),

        CorpusCell(name: "ContactCell", kind: .table(),
                   make: { sample in
                       tableCell(ContactCell(style: .default, reuseIdentifier: ContactCell.reuseIdentifier)) { $0.configure(with: Contact(name: sample.text, phone: "+1 415 555 0132")) }
                   },
                   expectedHeight: { sample, g, m in
                       let w = g.width - g.margins.horizontal - 48 - 12
                       let labels = m.height(sample.text, Fonts.system(17, .semibold), width: w) + 4 + m.lineHeight("+1 415 555 0132", Fonts.system(15))
                       return g.margins.top + max(48, labels) + g.margins.bottom
                   }),

        CorpusCell(name: "ProductGridCell", kind: .collection(width: { ($0 - 48) / 2 }), widerIsNeverTaller: false, dynamicType: true,
                   make: { sample in
                       collectionCell(ProductGridCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))) {
                           $0.configure(with: ProductListing(title: sample.text, price: "$24.99", hasFreeShipping: sample.flag))
                       }
                   },
                   expectedHeight: { sample, g, m in
                       let shipping = sample.flag ? 4 + m.lineHeight("Free shipping", Fonts.caption1) : 0
                       return g.width + 8 + m.height(sample.text, Fonts.subheadline, width: g.width, lines: 2)
                           + 4 + m.lineHeight("$24.99", Fonts.system(17, .bold)) + shipping + 8
                   }),

        CorpusCell(name: "CommentCell", kind: .table(), dynamicType: true,
                   make: { sample in
                       tableCell(CommentCell(style: .default, reuseIdentifier: CommentCell.reuseIdentifier)) { $0.configure(with: Comment(author: "jordan_k", age: "3h", body: sample.text, depth: 1)) }
                   },
                   expectedHeight: { sample, g, m in
                       let header = m.firstBaselineRowHeight([("jordan_k", Fonts.scaledSubheadline, nil, 1), ("• 3h", Fonts.subheadline, nil, 1)])
                       let w = g.width - g.margins.horizontal - 20
                       return g.margins.top + header + 4 + m.height(sample.text, Fonts.body, width: w) + 4 + 28 + g.margins.bottom
                   }),

        CorpusCell(name: "NotificationCell", kind: .table(), flagKeepsHeight: true,
                   make: { sample in
                       tableCell(NotificationCell(style: .default, reuseIdentifier: NotificationCell.reuseIdentifier)) {
                           $0.configure(with: AppNotification(title: "New follower", message: sample.text, time: "5m", isUnread: sample.flag))
                       }
                   },
                   expectedHeight: { sample, g, m in
                       let text = 12 + m.lineHeight("New follower", Fonts.system(15, .semibold)) + 2
                           + m.height(sample.text, Fonts.system(15), width: g.width - 84, lines: 3)
                           + 6 + m.lineHeight("5m", Fonts.system(12)) + 12
                       return max(text, 12 + 32 + 12)
                   }),

        CorpusCell(name: "SegmentedFilterCell", kind: .table(),
                   make: { sample in
                       tableCell(SegmentedFilterCell(style: .default, reuseIdentifier: SegmentedFilterCell.reuseIdentifier)) {
                           $0.configure(with: FilterSection(caption: sample.text, options: ["Day", "Week", "Month"], selectedIndex: 1))
                       }
                   },
                   expectedHeight: { sample, g, m in
                       g.margins.top + m.height(sample.text.uppercased(), Fonts.footnote, width: g.width - g.margins.horizontal)
                           + 8 + ControlMetrics.segmentedControlHeight + g.margins.bottom
                   }),

        CorpusCell(name: "DownloadProgressCell", kind: .table(), wraps: false, flagKeepsHeight: true,
                   make: { sample in
                       tableCell(DownloadProgressCell(style: .default, reuseIdentifier: DownloadProgressCell.reuseIdentifier)) {
                           $0.configure(with: DownloadItem(fileName: sample.text, status: "12.4 MB of 80 MB", progress: 0.15, isWaiting: sample.flag))
                       }
                   },
                   expectedHeight: { sample, g, m in
                       let info = m.lineHeight(sample.text, Fonts.body) + 6 + ControlMetrics.progressViewHeight + 6
                           + m.lineHeight("12.4 MB of 80 MB", Fonts.caption1)
                       return g.margins.top + max(ControlMetrics.mediumActivityIndicatorSize.height, info) + g.margins.bottom
                   }),

        CorpusCell(name: "CartItemCell", kind: .table(), dynamicType: true,
                   make: { sample in
                       tableCell(CartItemCell(style: .default, reuseIdentifier: CartItemCell.reuseIdentifier)) { $0.configure(with: CartItem(name: sample.text, quantity: 2)) }
                   },
                   expectedHeight: { sample, g, m in
                       let w = g.width - g.margins.horizontal - 8 - 32 - 8 - ControlMetrics.stepperSize.width
                       return g.margins.top + max(m.height(sample.text, Fonts.body, width: w), ControlMetrics.stepperSize.height) + g.margins.bottom
                   }),

        CorpusCell(name: "ArticleCell", kind: .table(), dynamicType: true,
                   make: { sample in
                       tableCell(ArticleCell(style: .default, reuseIdentifier: ArticleCell.reuseIdentifier)) {
                           $0.configure(with: ArticleSummary(headline: sample.text, summary: CorpusCell.summaryText, byline: "By Ana Ruiz · 4 min read"))
                       }
                   },
                   expectedHeight: { sample, g, m in
                       // Phone widths are all narrower than the readable width, so the guide is the margins.
                       let w = g.width - g.margins.horizontal
                       return g.margins.top + m.height(sample.text, Fonts.title2, width: w) + 6
                           + m.height(CorpusCell.summaryText, Fonts.body, width: w, lines: 3) + 8
                           + m.lineHeight("By Ana Ruiz · 4 min read", Fonts.caption1) + g.margins.bottom
                   }),

        CorpusCell(name: "ProfileHeaderCell", kind: .table(),
                   make: { sample in
                       tableCell(ProfileHeaderCell(style: .default, reuseIdentifier: ProfileHeaderCell.reuseIdentifier)) {
                           $0.configure(with: ProfileSummary(displayName: "Noor Haddad", bio: sample.text, posts: 128, followers: 4210, following: 310))
                       }
                   },
                   expectedHeight: { sample, g, m in
                       let bio = sample.text.isEmpty ? 0 : m.height(sample.text, Fonts.subheadline, width: g.width - 32) + 8
                       let counter = m.lineHeight("128", Fonts.system(17, .bold)) + m.lineHeight("Posts", Fonts.caption1)
                       return 20 + 80 + 12 + m.lineHeight("Noor Haddad", Fonts.system(22, .bold)) + 8 + bio + counter + 20
                   }),

        CorpusCell(name: "DetailKeyValueCell", kind: .table(),
                   make: { sample in
                       tableCell(DetailKeyValueCell(style: .default, reuseIdentifier: DetailKeyValueCell.reuseIdentifier)) { $0.configure(with: DetailField(key: "Address", value: sample.text)) }
                   },
                   expectedHeight: { sample, g, m in
                       let keyWidth = min(m.width("Address", Fonts.subheadline), 120)
                       let value = m.height(sample.text, Fonts.body, width: g.width - 16 - 12 - 16 - keyWidth)
                       return 12 + max(value, m.lineHeight("Address", Fonts.subheadline)) + 12
                   }),

        CorpusCell(name: "PricingPlanCell", kind: .table(), dynamicType: true,
                   make: { sample in
                       tableCell(PricingPlanCell(style: .default, reuseIdentifier: PricingPlanCell.reuseIdentifier)) { $0.configure(with: PricingPlan(name: sample.text, price: "$9.99", summary: CorpusCell.planSummary)) }
                   },
                   expectedHeight: { sample, g, m in
                       let price = Fonts.system(22, .bold)
                       let nameWidth = g.width - g.margins.horizontal - m.width("$9.99", price) - 8
                       let top = max(m.height(sample.text, Fonts.scaledHeadline, width: nameWidth), m.lineHeight("$9.99", price))
                       return g.margins.top + top + 6 + m.height(CorpusCell.planSummary, Fonts.subheadline, width: g.width - g.margins.horizontal)
                           + g.margins.bottom
                   }),

        CorpusCell(name: "ConversationPreviewCell", kind: .table(), flagKeepsHeight: true,
                   make: { sample in
                       tableCell(ConversationPreviewCell(style: .default, reuseIdentifier: ConversationPreviewCell.reuseIdentifier)) {
                           $0.configure(with: ConversationPreview(contactName: "Sam Okafor", lastMessage: sample.text, time: "09:41",
                                                                  unreadCount: sample.flag ? 3 : 0))
                       }
                   },
                   expectedHeight: { sample, g, m in
                       // The badge keeps its constraints when hidden, so its text ("0" without
                       // unread messages) still sets its width.
                       let badge = max(20, m.width(sample.flag ? "3" : "0", Fonts.system(12, .bold)) + 12)
                       let w = g.width - 16 - 52 - 12 - 8 - badge - 16
                       let text = 12 + m.lineHeight("Sam Okafor", Fonts.system(16, .semibold)) + 4 + m.height(sample.text, Fonts.system(14), width: w, lines: 2) + 12
                       return max(10 + 52 + 10, text)
                   }),

        CorpusCell(name: "OrderSummaryCell", kind: .table(),
                   make: { sample in
                       tableCell(OrderSummaryCell(style: .default, reuseIdentifier: OrderSummaryCell.reuseIdentifier)) {
                           $0.configure(with: OrderSummary(subtotal: "$42.00", discount: sample.flag ? "−$5.00" : nil, shipping: "$4.99",
                                                           total: "$41.99", note: sample.text))
                       }
                   },
                   expectedHeight: { sample, g, m in
                       func row(_ title: String, _ value: String, _ font: UIFont) -> CGFloat {
                           max(m.lineHeight(title, font), m.lineHeight(value, font))
                       }
                       var height = g.margins.top + row("Subtotal", "$42.00", Fonts.body) + 6
                       if sample.flag { height += row("Discount", "−$5.00", Fonts.body) + 6 }
                       height += row("Shipping", "$4.99", Fonts.body) + 6 + row("Total", "$41.99", Fonts.headline)
                       if !sample.text.isEmpty { height += 6 + m.height(sample.text, Fonts.footnote, width: g.width - g.margins.horizontal) }
                       return height + g.margins.bottom
                   }),

        CorpusCell(name: "EventCardCell", kind: .collection(width: { $0 - 32 }), dynamicType: true,
                   make: { sample in
                       collectionCell(EventCardCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))) { $0.configure(with: EventCard(date: "Sat, 14 June", title: sample.text, venue: "Harbour Hall")) }
                   },
                   expectedHeight: { sample, g, m in
                       12 + m.lineHeight("SAT, 14 JUNE", Fonts.caption1) + 4 + m.height(sample.text, Fonts.scaledTitle3, width: g.width - 24)
                           + 4 + m.lineHeight("Harbour Hall", Fonts.subheadline) + 12
                   }),

        CorpusCell(name: "ToggleOptionCell", kind: .collection(width: { $0 }), dynamicType: true,
                   make: { sample in
                       collectionCell(ToggleOptionCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))) { $0.configure(with: ToggleOption(title: sample.text, isOn: sample.flag)) }
                   },
                   expectedHeight: { sample, g, m in
                       let w = g.width - 16 - 12 - ControlMetrics.switchAlignmentWidth - 16
                       return max(12 + m.height(sample.text, Fonts.body, width: w) + 12, ControlMetrics.switchSize.height + 12)
                   }),

        CorpusCell(name: "TimelineEventCell", kind: .table(),
                   make: { sample in
                       tableCell(TimelineEventCell(style: .default, reuseIdentifier: TimelineEventCell.reuseIdentifier)) {
                           $0.configure(with: TimelineEvent(time: "08:15", title: "Out for delivery", detail: sample.flag ? sample.text : nil))
                       }
                   },
                   expectedHeight: { sample, g, m in
                       // An empty detail still takes its spacing: only hiding an arranged view removes it.
                       let detail = sample.flag ? 2 + m.height(sample.text, Fonts.system(14), width: g.width - 64) : 0
                       return 8 + m.lineHeight("08:15", Fonts.digits(12)) + 2 + m.lineHeight("Out for delivery", Fonts.system(16, .medium)) + detail + 8
                   }),

        CorpusCell(name: "ForecastDayCell", kind: .table(), wraps: false, dynamicType: true,
                   make: { sample in
                       tableCell(ForecastDayCell(style: .default, reuseIdentifier: ForecastDayCell.reuseIdentifier)) { $0.configure(with: ForecastDay(weekday: sample.text, low: 12, high: 19)) }
                   },
                   expectedHeight: { sample, g, m in
                       let temperature = max(m.lineHeight("12°", Fonts.digits(17)), m.lineHeight("19°", Fonts.digits(17)))
                       return g.margins.top + max(m.lineHeight(sample.text, Fonts.body), 28, temperature) + g.margins.bottom
                   }),

        CorpusCell(name: "RecipeCell", kind: .table(),
                   make: { sample in
                       tableCell(RecipeCell(style: .default, reuseIdentifier: RecipeCell.reuseIdentifier)) { $0.configure(with: Recipe(name: sample.text, details: "25 min · Easy · 4 servings")) }
                   },
                   expectedHeight: { sample, g, m in
                       let text = 12 + m.height(sample.text, Fonts.system(17, .semibold), width: g.width - 12 - 80 - 12 - 12) + 4
                           + m.lineHeight("25 min · Easy · 4 servings", Fonts.system(13)) + 12
                       return max(12 + 80 + 12, text)
                   }),

        CorpusCell(name: "EmptyStateCell", kind: .table(),
                   make: { sample in
                       tableCell(EmptyStateCell(style: .default, reuseIdentifier: EmptyStateCell.reuseIdentifier)) { $0.configure(with: EmptyState(message: sample.text)) }
                   },
                   expectedHeight: { sample, g, m in
                       g.margins.top + 56 + 12 + m.height(sample.text, Fonts.system(15), width: 240) + g.margins.bottom
                   }),

        CorpusCell(name: "LoadingFooterCell", kind: .table(), wraps: false, dynamicType: true,
                   make: { sample in
                       tableCell(LoadingFooterCell(style: .default, reuseIdentifier: LoadingFooterCell.reuseIdentifier)) { $0.configure(with: LoadingFooter(text: sample.text)) }
                   },
                   expectedHeight: { sample, g, m in
                       16 + max(ControlMetrics.mediumActivityIndicatorSize.height, m.lineHeight(sample.text, Fonts.footnote)) + 16
                   }),

        CorpusCell(name: "PollOptionCell", kind: .collection(width: { $0 }), dynamicType: true,
                   make: { sample in
                       collectionCell(PollOptionCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))) { $0.configure(with: PollOption(text: sample.text, percentage: 42)) }
                   },
                   expectedHeight: { sample, g, m in
                       let percentage = Fonts.digits(15, .semibold)
                       let w = g.width - 32 - 8 - m.width("42%", percentage)
                       let row = m.firstBaselineRowHeight([(sample.text, Fonts.body, w, 0), ("42%", percentage, nil, 1)])
                       return 10 + row + 6 + 4 + 10
                   }),

        CorpusCell(name: "TagChipCell", kind: .table(),
                   make: { sample in
                       tableCell(TagChipCell(style: .default, reuseIdentifier: TagChipCell.reuseIdentifier)) { $0.configure(title: sample.text, tag: "Swift") }
                   },
                   expectedHeight: { sample, g, m in
                       // The chip is its tag's one line rounded up to whole points, plus 4 above and below.
                       let chip = ceil(m.lineHeight("Swift", TagChipCell.chipFont)) + 8
                       return 12 + m.height(sample.text, Fonts.system(17), width: g.width - 32) + 8 + chip + 12
                   }),
        CorpusCell(name: "ChatBubbleCell", kind: .table(),
                   make: { sample in
                       tableCell(ChatBubbleCell(style: .default, reuseIdentifier: ChatBubbleCell.reuseIdentifier)) { $0.configure(message: sample.text, time: "12:30") }
                   },
                   expectedHeight: { sample, g, m in
                       // Bubble 6 from each edge, 12 and 60 from the sides; the message 8 below its top,
                       // 16 and 12 in from its sides; the time stamp's one line 4 below, 8 above its bottom.
                       // The bubble is never shorter than its 34-point image (its compression
                       // resistance), which an empty message leaves it at.
                       let content = 8 + m.height(sample.text, Fonts.system(16), width: g.width - 100) + 4 + m.lineHeight("12:30", ChatBubbleCell.timeFont) + 8
                       return 6 + max(34, content) + 6
                   }),

        // Census-5's API (a `.roundedRect` button, paths and dashed shape layers, gesture
        // recognisers, feedback generators, `simd`): none of it changes the height, which is the
        // design's.
        CorpusCell(name: "TourStopCell", kind: .table(), dynamicType: true,
                   make: { sample in
                       tableCell(TourStopCell(style: .default, reuseIdentifier: TourStopCell.reuseIdentifier)) {
                           $0.configure(with: TourStop(name: sample.text, address: "12 Harbour Road"))
                       }
                   },
                   expectedHeight: { sample, g, m in
                       // Route 12 wide, then 12; the fixed 80 x 40 button 12 after the text, which
                       // it is centred on; the cell never shorter than the button.
                       let w = g.width - g.margins.horizontal - 12 - 12 - 12 - 80
                       let text = m.height(sample.text, Fonts.headline, width: w) + 4 + m.height("12 Harbour Road", Fonts.subheadline, width: w)
                       return g.margins.top + max(text, 40) + g.margins.bottom
                   }),
        CorpusCell(name: "MotionReadingCell", kind: .collection(width: { $0 - 32 }), dynamicType: true,
                   make: { sample in
                       collectionCell(MotionReadingCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))) {
                           $0.configure(with: MotionReading(label: sample.text, acceleration: simd_double3(0.3, 0.4, 0)))
                       }
                   },
                   expectedHeight: { sample, g, m in
                       // A 24-point symbol 16 from the leading edge, the text 12 after it and 16 from
                       // the trailing edge, 12 above and below; the name over the value, 6 apart.
                       let name = m.height(sample.text, Fonts.body, width: g.width - 16 - 24 - 12 - 16)
                       let value = m.lineHeight(MotionReadingCell.formatted(simd_double3(0.3, 0.4, 0)), MotionReadingCell.valueFont)
                       return 12 + max(24, name + 6 + value) + 12
                   }),

        CorpusCell(name: "SignInFieldCell", kind: .table(), dynamicType: true,
                   make: { sample in
                       tableCell(SignInFieldCell(style: .default, reuseIdentifier: SignInFieldCell.reuseIdentifier)) {
                           $0.configure(with: SignInField(caption: sample.text, placeholder: sample.flag ? "name@example.com" : ""))
                       }
                   },
                   expectedHeight: { sample, g, m in
                       // A rounded-rect field is 34 points tall whatever its font (TextField).
                       g.margins.top + m.height(sample.text, Fonts.footnote, width: g.width - g.margins.horizontal) + 8 + 34 + g.margins.bottom
                   }),

        CorpusCell(name: "MinimumHeightNoteCell", kind: .collection(width: { $0 - 32 }), dynamicType: true,
                   make: { sample in
                       collectionCell(MinimumHeightNoteCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))) { $0.configure(with: sample.text) }
                   },
                   expectedHeight: { sample, g, m in
                       max(MinimumHeightNoteCell.minimumHeight, 14 + m.height(sample.text, Fonts.subheadline, width: g.width - 32) + 14)
                   }),

        CorpusCell(name: "ReminderTimeCell", kind: .table(),
                   make: { sample in
                       tableCell(ReminderTimeCell(style: .default, reuseIdentifier: ReminderTimeCell.reuseIdentifier)) {
                           $0.configure(with: ReminderTime(title: sample.text, hour: sample.flag ? 8 : 21))
                       }
                   },
                   expectedHeight: { sample, g, m in
                       g.margins.top + m.height(sample.text, Fonts.headline, width: g.width - g.margins.horizontal) + 4
                           + ReminderTimeCell.pickerHeight + g.margins.bottom
                   }),
    ]
}
