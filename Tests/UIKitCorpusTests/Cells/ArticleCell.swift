import UIKit

struct ArticleSummary {
    let headline: String
    let summary: String
    let byline: String
}

/// A news article row kept to a readable line length on wide screens (`readableContentGuide`).
final class ArticleCell: UITableViewCell {
    static let reuseIdentifier = "ArticleCell"

    private let headlineLabel = UILabel()
    private let summaryLabel = UILabel()
    private let bylineLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        accessoryType = .none

        headlineLabel.font = UIFont.preferredFont(forTextStyle: .title2)
        headlineLabel.adjustsFontForContentSizeCategory = true
        headlineLabel.numberOfLines = 0

        summaryLabel.font = UIFont.preferredFont(forTextStyle: .body)
        summaryLabel.adjustsFontForContentSizeCategory = true
        summaryLabel.textColor = .secondaryLabel
        summaryLabel.numberOfLines = 3

        bylineLabel.font = UIFont.preferredFont(forTextStyle: .caption1)
        bylineLabel.adjustsFontForContentSizeCategory = true
        bylineLabel.textColor = .tertiaryLabel

        for label in [headlineLabel, summaryLabel, bylineLabel] {
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
        }

        let readable = contentView.readableContentGuide
        NSLayoutConstraint.activate([
            headlineLabel.topAnchor.constraint(equalTo: readable.topAnchor),
            headlineLabel.leadingAnchor.constraint(equalTo: readable.leadingAnchor),
            headlineLabel.trailingAnchor.constraint(equalTo: readable.trailingAnchor),

            summaryLabel.topAnchor.constraint(equalTo: headlineLabel.bottomAnchor, constant: 6),
            summaryLabel.leadingAnchor.constraint(equalTo: readable.leadingAnchor),
            summaryLabel.trailingAnchor.constraint(equalTo: readable.trailingAnchor),

            bylineLabel.topAnchor.constraint(equalTo: summaryLabel.bottomAnchor, constant: 8),
            bylineLabel.leadingAnchor.constraint(equalTo: readable.leadingAnchor),
            bylineLabel.trailingAnchor.constraint(lessThanOrEqualTo: readable.trailingAnchor),
            bylineLabel.bottomAnchor.constraint(equalTo: readable.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(with article: ArticleSummary) {
        headlineLabel.text = article.headline
        summaryLabel.text = article.summary
        bylineLabel.text = article.byline
    }
}
