import UIKit

struct PricingPlan {
    let name: String
    let price: String
    let summary: String
}

/// A subscription plan: its name (which may wrap) beside a large price that never shrinks, and a
/// description starting under whichever of the two is taller. Priorities decide the layout.
final class PricingPlanCell: UITableViewCell {
    static let reuseIdentifier = "PricingPlanCell"

    private let nameLabel = UILabel()
    private let priceLabel = UILabel()
    private let summaryLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        accessoryType = .none

        nameLabel.font = UIFontMetrics(forTextStyle: .headline).scaledFont(for: UIFont.systemFont(ofSize: 17, weight: .semibold))
        nameLabel.adjustsFontForContentSizeCategory = true
        nameLabel.numberOfLines = 0

        priceLabel.font = UIFont.systemFont(ofSize: 22, weight: .bold)
        priceLabel.textColor = .systemIndigo
        priceLabel.setContentHuggingPriority(.required, for: .horizontal)
        priceLabel.setContentCompressionResistancePriority(.required, for: .horizontal)

        summaryLabel.font = UIFont.preferredFont(forTextStyle: .subheadline)
        summaryLabel.adjustsFontForContentSizeCategory = true
        summaryLabel.textColor = .secondaryLabel
        summaryLabel.numberOfLines = 0

        [nameLabel, priceLabel, summaryLabel].forEach {
            $0.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview($0)
        }

        let margins = contentView.layoutMarginsGuide
        let summaryUnderName = summaryLabel.topAnchor.constraint(equalTo: nameLabel.bottomAnchor, constant: 6)
        summaryUnderName.priority = .defaultLow

        NSLayoutConstraint.activate([
            nameLabel.topAnchor.constraint(equalTo: margins.topAnchor),
            nameLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            nameLabel.trailingAnchor.constraint(equalTo: priceLabel.leadingAnchor, constant: -8),

            priceLabel.topAnchor.constraint(equalTo: margins.topAnchor),
            priceLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),

            summaryLabel.topAnchor.constraint(greaterThanOrEqualTo: nameLabel.bottomAnchor, constant: 6),
            summaryLabel.topAnchor.constraint(greaterThanOrEqualTo: priceLabel.bottomAnchor, constant: 6),
            summaryUnderName,
            summaryLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            summaryLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            summaryLabel.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(with plan: PricingPlan) {
        nameLabel.text = plan.name
        priceLabel.text = plan.price
        summaryLabel.text = plan.summary
    }
}
