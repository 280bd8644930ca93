import UIKit

struct EmptyState {
    let message: String
}

/// The row a list shows when it has nothing: an icon and a centred message that wraps at a fixed
/// width whatever the table's width.
final class EmptyStateCell: UITableViewCell {
    static let reuseIdentifier = "EmptyStateCell"

    private let iconView = UIImageView()
    private let messageLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        selectionStyle = .none
        separatorInset = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: .greatestFiniteMagnitude)

        iconView.tintColor = .tertiaryLabel
        iconView.contentMode = .scaleAspectFit
        iconView.translatesAutoresizingMaskIntoConstraints = false

        messageLabel.font = .systemFont(ofSize: 15)
        messageLabel.textColor = .secondaryLabel
        messageLabel.textAlignment = .center
        messageLabel.numberOfLines = 0
        messageLabel.preferredMaxLayoutWidth = 240
        messageLabel.translatesAutoresizingMaskIntoConstraints = false

        contentView.addSubview(iconView)
        contentView.addSubview(messageLabel)

        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            iconView.topAnchor.constraint(equalTo: margins.topAnchor),
            iconView.centerXAnchor.constraint(equalTo: contentView.centerXAnchor),
            iconView.widthAnchor.constraint(equalToConstant: 56),
            iconView.heightAnchor.constraint(equalToConstant: 56),

            messageLabel.topAnchor.constraint(equalTo: iconView.bottomAnchor, constant: 12),
            messageLabel.centerXAnchor.constraint(equalTo: contentView.centerXAnchor),
            messageLabel.leadingAnchor.constraint(greaterThanOrEqualTo: margins.leadingAnchor),
            messageLabel.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(with state: EmptyState) {
        messageLabel.text = state.message
    }
}
