import UIKit

struct AppNotification {
    let title: String
    let message: String
    let time: String
    let isUnread: Bool
}

/// An activity notification: unread dot, icon, bold title, up to three lines of message and the
/// time. Constraints are made once, in `updateConstraints()`.
final class NotificationCell: UITableViewCell {
    static let reuseIdentifier = "NotificationCell"

    private let unreadDot = UIView()
    private let iconImageView = UIImageView()
    private let titleLabel = UILabel()
    private let messageLabel = UILabel()
    private let timeLabel = UILabel()
    private var didSetupConstraints = false

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)

        unreadDot.backgroundColor = .systemBlue
        unreadDot.layer.cornerRadius = 4

        iconImageView.contentMode = .scaleAspectFit
        iconImageView.backgroundColor = .tertiarySystemFill
        iconImageView.layer.cornerRadius = 8
        iconImageView.clipsToBounds = true

        titleLabel.font = .systemFont(ofSize: 15, weight: .semibold)
        titleLabel.textColor = .label

        messageLabel.font = .systemFont(ofSize: 15)
        messageLabel.textColor = .secondaryLabel
        messageLabel.numberOfLines = 3

        timeLabel.font = .systemFont(ofSize: 12)
        timeLabel.textColor = .tertiaryLabel

        for view in [unreadDot, iconImageView, titleLabel, messageLabel, timeLabel] {
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
        }
        setNeedsUpdateConstraints()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func updateConstraints() {
        if !didSetupConstraints {
            NSLayoutConstraint.activate([
                unreadDot.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
                unreadDot.centerYAnchor.constraint(equalTo: iconImageView.centerYAnchor),
                unreadDot.widthAnchor.constraint(equalToConstant: 8),
                unreadDot.heightAnchor.constraint(equalToConstant: 8),

                iconImageView.leadingAnchor.constraint(equalTo: unreadDot.trailingAnchor, constant: 8),
                iconImageView.topAnchor.constraint(equalTo: titleLabel.topAnchor),
                iconImageView.widthAnchor.constraint(equalToConstant: 32),
                iconImageView.heightAnchor.constraint(equalToConstant: 32),
                iconImageView.bottomAnchor.constraint(lessThanOrEqualTo: contentView.bottomAnchor, constant: -12),

                titleLabel.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
                titleLabel.leadingAnchor.constraint(equalTo: iconImageView.trailingAnchor, constant: 12),
                titleLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),

                messageLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 2),
                messageLabel.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
                messageLabel.trailingAnchor.constraint(equalTo: titleLabel.trailingAnchor),

                timeLabel.topAnchor.constraint(equalTo: messageLabel.bottomAnchor, constant: 6),
                timeLabel.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
                timeLabel.bottomAnchor.constraint(lessThanOrEqualTo: contentView.bottomAnchor, constant: -12),
            ])
            didSetupConstraints = true
        }
        super.updateConstraints()
    }

    func configure(with notification: AppNotification) {
        titleLabel.text = notification.title
        messageLabel.text = notification.message
        timeLabel.text = notification.time
        unreadDot.isHidden = !notification.isUnread
        contentView.backgroundColor = notification.isUnread ? UIColor.systemBlue.withAlphaComponent(0.06) : .systemBackground
    }
}
