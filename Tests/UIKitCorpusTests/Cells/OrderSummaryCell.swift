import UIKit

struct OrderSummary {
    let subtotal: String
    let discount: String?
    let shipping: String
    let total: String
    let note: String
}

/// The totals at the end of a checkout: one row per amount in a vertical stack; the discount row
/// and the note are hidden when there is none.
final class OrderSummaryCell: UITableViewCell {
    static let reuseIdentifier = "OrderSummaryCell"

    private let stackView = UIStackView()
    private let subtotalValue = UILabel()
    private let discountValue = UILabel()
    private let shippingValue = UILabel()
    private let totalValue = UILabel()
    private let noteLabel = UILabel()
    private var discountRow: UIStackView!

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        selectionStyle = .none

        stackView.axis = .vertical
        stackView.spacing = 6
        stackView.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(stackView)

        let body = UIFont.preferredFont(forTextStyle: .body)
        let bold = UIFont.preferredFont(forTextStyle: .headline)
        stackView.addArrangedSubview(makeRow(title: "Subtotal", value: subtotalValue, font: body))
        discountRow = makeRow(title: "Discount", value: discountValue, font: body)
        discountValue.textColor = .systemGreen
        stackView.addArrangedSubview(discountRow)
        stackView.addArrangedSubview(makeRow(title: "Shipping", value: shippingValue, font: body))
        stackView.addArrangedSubview(makeRow(title: "Total", value: totalValue, font: bold))

        noteLabel.font = .preferredFont(forTextStyle: .footnote)
        noteLabel.textColor = .secondaryLabel
        noteLabel.numberOfLines = 0
        stackView.addArrangedSubview(noteLabel)

        NSLayoutConstraint.activate([
            stackView.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
            stackView.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            stackView.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            stackView.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func makeRow(title: String, value: UILabel, font: UIFont) -> UIStackView {
        let titleLabel = UILabel()
        titleLabel.text = title
        titleLabel.font = font
        value.font = font
        value.textAlignment = .right
        value.setContentHuggingPriority(.required, for: .horizontal)
        let row = UIStackView(arrangedSubviews: [titleLabel, value])
        row.axis = .horizontal
        row.spacing = 8
        return row
    }

    func configure(with summary: OrderSummary) {
        subtotalValue.text = summary.subtotal
        discountValue.text = summary.discount
        discountRow.isHidden = summary.discount == nil
        shippingValue.text = summary.shipping
        totalValue.text = summary.total
        noteLabel.text = summary.note
        noteLabel.isHidden = summary.note.isEmpty
    }
}
