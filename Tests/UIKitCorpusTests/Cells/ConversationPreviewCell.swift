import UIKit

struct ConversationPreview {
    let contactName: String
    let lastMessage: String
    let time: String
    let unreadCount: Int
}

/// An inbox row: avatar, name and time on one baseline, two lines of the last message and an
/// unread badge. Written the way SnapKit layouts read (offsets from the superview's edges), with
/// anchors.
final class ConversationPreviewCell: UITableViewCell {
    static let reuseIdentifier = "ConversationPreviewCell"

    private let avatarImageView = UIImageView()
    private let nameLabel = UILabel()
    private let timeLabel = UILabel()
    private let previewLabel = UILabel()
    private let badgeView = UIView()
    private let badgeLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        setupSubviews()
        setupConstraints()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func setupSubviews() {
        avatarImageView.layer.cornerRadius = 26
        avatarImageView.clipsToBounds = true
        avatarImageView.backgroundColor = .systemGray5

        nameLabel.font = .systemFont(ofSize: 16, weight: .semibold)
        nameLabel.lineBreakMode = .byTruncatingTail

        timeLabel.font = .systemFont(ofSize: 13)
        timeLabel.textColor = .secondaryLabel
        timeLabel.setContentHuggingPriority(.required, for: .horizontal)
        timeLabel.setContentCompressionResistancePriority(.required, for: .horizontal)

        previewLabel.font = .systemFont(ofSize: 14)
        previewLabel.textColor = .secondaryLabel
        previewLabel.numberOfLines = 2

        badgeView.backgroundColor = .systemRed
        badgeView.layer.cornerRadius = 10
        badgeLabel.font = .systemFont(ofSize: 12, weight: .bold)
        badgeLabel.textColor = .white
        badgeLabel.textAlignment = .center
        badgeLabel.setContentHuggingPriority(UILayoutPriority(999), for: .horizontal)
        badgeLabel.setContentCompressionResistancePriority(.required, for: .horizontal)

        for view in [avatarImageView, nameLabel, timeLabel, previewLabel, badgeView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
        }
        badgeLabel.translatesAutoresizingMaskIntoConstraints = false
        badgeView.addSubview(badgeLabel)
    }

    private func setupConstraints() {
        NSLayoutConstraint.activate([
            // avatar: make.leading.equalToSuperview().offset(16); make.top.equalToSuperview().offset(10); make.size.equalTo(52)
            avatarImageView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            avatarImageView.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
            avatarImageView.widthAnchor.constraint(equalToConstant: 52),
            avatarImageView.heightAnchor.constraint(equalToConstant: 52),
            avatarImageView.bottomAnchor.constraint(lessThanOrEqualTo: contentView.bottomAnchor, constant: -10),

            nameLabel.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
            nameLabel.leadingAnchor.constraint(equalTo: avatarImageView.trailingAnchor, constant: 12),
            nameLabel.trailingAnchor.constraint(lessThanOrEqualTo: timeLabel.leadingAnchor, constant: -8),

            timeLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            timeLabel.firstBaselineAnchor.constraint(equalTo: nameLabel.firstBaselineAnchor),

            previewLabel.topAnchor.constraint(equalTo: nameLabel.bottomAnchor, constant: 4),
            previewLabel.leadingAnchor.constraint(equalTo: nameLabel.leadingAnchor),
            previewLabel.trailingAnchor.constraint(equalTo: badgeView.leadingAnchor, constant: -8),
            previewLabel.bottomAnchor.constraint(lessThanOrEqualTo: contentView.bottomAnchor, constant: -12),

            badgeView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            badgeView.centerYAnchor.constraint(equalTo: previewLabel.centerYAnchor),
            badgeView.heightAnchor.constraint(equalToConstant: 20),
            badgeView.widthAnchor.constraint(greaterThanOrEqualToConstant: 20),

            badgeLabel.leadingAnchor.constraint(equalTo: badgeView.leadingAnchor, constant: 6),
            badgeLabel.trailingAnchor.constraint(equalTo: badgeView.trailingAnchor, constant: -6),
            badgeLabel.centerYAnchor.constraint(equalTo: badgeView.centerYAnchor),
        ])
    }

    func configure(with conversation: ConversationPreview) {
        nameLabel.text = conversation.contactName
        previewLabel.text = conversation.lastMessage
        timeLabel.text = conversation.time
        badgeLabel.text = "\(conversation.unreadCount)"
        badgeView.isHidden = conversation.unreadCount == 0
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        avatarImageView.image = nil
        badgeView.isHidden = true
    }
}
