import UIKit

struct FeedPost {
    let authorName: String
    let postedAt: String
    let text: String
    let hasPhoto: Bool
}

/// A social feed post: avatar and name, the post's text, an optional 16:9 photo and a row of
/// actions, all in nested stack views.
final class FeedPostCell: UITableViewCell {
    static let reuseIdentifier = "FeedPostCell"

    private let avatarImageView = UIImageView()
    private let nameLabel = UILabel()
    private let dateLabel = UILabel()
    private let bodyLabel = UILabel()
    private let photoImageView = UIImageView()
    private let likeButton = UIButton(type: .system)
    private let commentButton = UIButton(type: .system)
    private let shareButton = UIButton(type: .system)

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        selectionStyle = .none
        setUpViews()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func setUpViews() {
        avatarImageView.backgroundColor = .systemGray5
        avatarImageView.contentMode = .scaleAspectFill
        avatarImageView.layer.cornerRadius = 20
        avatarImageView.clipsToBounds = true

        nameLabel.font = UIFontMetrics(forTextStyle: .headline).scaledFont(for: UIFont.systemFont(ofSize: 17, weight: .semibold))
        nameLabel.adjustsFontForContentSizeCategory = true

        dateLabel.font = UIFont.preferredFont(forTextStyle: .caption1)
        dateLabel.adjustsFontForContentSizeCategory = true
        dateLabel.textColor = .secondaryLabel

        bodyLabel.font = UIFont.preferredFont(forTextStyle: .body)
        bodyLabel.adjustsFontForContentSizeCategory = true
        bodyLabel.numberOfLines = 0

        photoImageView.contentMode = .scaleAspectFill
        photoImageView.clipsToBounds = true
        photoImageView.layer.cornerRadius = 8
        photoImageView.backgroundColor = .secondarySystemBackground

        for (button, title) in [(likeButton, "Like"), (commentButton, "Comment"), (shareButton, "Share")] {
            button.setTitle(title, for: .normal)
            button.setTitleColor(.secondaryLabel, for: .normal)
            button.titleLabel?.font = .systemFont(ofSize: 14, weight: .medium)
        }

        let nameStack = UIStackView(arrangedSubviews: [nameLabel, dateLabel])
        nameStack.axis = .vertical
        nameStack.spacing = 2

        let headerStack = UIStackView(arrangedSubviews: [avatarImageView, nameStack])
        headerStack.axis = .horizontal
        headerStack.alignment = .center
        headerStack.spacing = 12

        let actionStack = UIStackView(arrangedSubviews: [likeButton, commentButton, shareButton])
        actionStack.axis = .horizontal
        actionStack.distribution = .fillEqually

        let mainStack = UIStackView(arrangedSubviews: [headerStack, bodyLabel, photoImageView, actionStack])
        mainStack.axis = .vertical
        mainStack.spacing = 8
        mainStack.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(mainStack)

        let bottom = mainStack.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12)
        bottom.priority = UILayoutPriority(999)

        NSLayoutConstraint.activate([
            avatarImageView.widthAnchor.constraint(equalToConstant: 40),
            avatarImageView.heightAnchor.constraint(equalToConstant: 40),
            photoImageView.heightAnchor.constraint(equalTo: photoImageView.widthAnchor, multiplier: 9.0 / 16.0),
            actionStack.heightAnchor.constraint(equalToConstant: 44),

            mainStack.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
            mainStack.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            mainStack.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            bottom,
        ])
    }

    func configure(with post: FeedPost) {
        nameLabel.text = post.authorName
        dateLabel.text = post.postedAt
        bodyLabel.text = post.text
        bodyLabel.isHidden = post.text.isEmpty
        photoImageView.isHidden = !post.hasPhoto
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        avatarImageView.image = nil
        photoImageView.image = nil
    }
}
