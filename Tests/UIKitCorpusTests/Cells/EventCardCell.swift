import UIKit

struct EventCard {
    let date: String
    let title: String
    let venue: String
}

/// A card in a vertical list of events: a rounded, bordered card whose own layout margins inset
/// the date, the title (which may wrap) and the venue.
final class EventCardCell: UICollectionViewCell {
    static let reuseIdentifier = "EventCardCell"

    private let cardView = UIView()
    private let dateLabel = UILabel()
    private let titleLabel = UILabel()
    private let venueLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .clear

        cardView.backgroundColor = .secondarySystemGroupedBackground
        cardView.layer.cornerRadius = 12
        cardView.layer.borderWidth = 1
        cardView.layer.borderColor = UIColor.separator.cgColor
        cardView.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 12, leading: 12, bottom: 12, trailing: 12)
        cardView.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(cardView)

        dateLabel.font = .preferredFont(forTextStyle: .caption1)
        dateLabel.adjustsFontForContentSizeCategory = true
        dateLabel.textColor = .systemOrange

        titleLabel.font = UIFontMetrics(forTextStyle: .title3).scaledFont(for: .systemFont(ofSize: 20, weight: .semibold))
        titleLabel.adjustsFontForContentSizeCategory = true
        titleLabel.numberOfLines = 0

        venueLabel.font = .preferredFont(forTextStyle: .subheadline)
        venueLabel.adjustsFontForContentSizeCategory = true
        venueLabel.textColor = .secondaryLabel

        let stack = UIStackView(arrangedSubviews: [dateLabel, titleLabel, venueLabel])
        stack.axis = .vertical
        stack.spacing = 4
        stack.translatesAutoresizingMaskIntoConstraints = false
        cardView.addSubview(stack)

        NSLayoutConstraint.activate([
            cardView.topAnchor.constraint(equalTo: contentView.topAnchor),
            cardView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            cardView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            cardView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),

            stack.topAnchor.constraint(equalTo: cardView.layoutMarginsGuide.topAnchor),
            stack.leadingAnchor.constraint(equalTo: cardView.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: cardView.layoutMarginsGuide.trailingAnchor),
            stack.bottomAnchor.constraint(equalTo: cardView.layoutMarginsGuide.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(with event: EventCard) {
        dateLabel.text = event.date.uppercased()
        titleLabel.text = event.title
        venueLabel.text = event.venue
    }
}
