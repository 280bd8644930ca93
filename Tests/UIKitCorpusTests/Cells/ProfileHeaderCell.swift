import UIKit

struct ProfileSummary {
    let displayName: String
    let bio: String
    let posts: Int
    let followers: Int
    let following: Int
}

/// The top of a profile screen: a centred avatar, name and bio, and three counters side by side.
/// One vertical stack with its own margins holds everything.
final class ProfileHeaderCell: UITableViewCell {
    static let reuseIdentifier = "ProfileHeaderCell"

    private let avatarImageView = UIImageView()
    private let nameLabel = UILabel()
    private let bioLabel = UILabel()
    private let postsCountLabel = UILabel()
    private let followersCountLabel = UILabel()
    private let followingCountLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        selectionStyle = .none

        avatarImageView.contentMode = .scaleAspectFill
        avatarImageView.backgroundColor = .systemGray5
        avatarImageView.layer.cornerRadius = 40
        avatarImageView.clipsToBounds = true

        nameLabel.font = .systemFont(ofSize: 22, weight: .bold)
        nameLabel.textAlignment = .center

        bioLabel.font = .preferredFont(forTextStyle: .subheadline)
        bioLabel.textColor = .secondaryLabel
        bioLabel.textAlignment = .center
        bioLabel.numberOfLines = 0

        let statsStack = UIStackView(arrangedSubviews: [
            makeCounter(postsCountLabel, caption: "Posts"),
            makeCounter(followersCountLabel, caption: "Followers"),
            makeCounter(followingCountLabel, caption: "Following"),
        ])
        statsStack.axis = .horizontal
        statsStack.distribution = .fillEqually

        let stack = UIStackView(arrangedSubviews: [avatarImageView, nameLabel, bioLabel, statsStack])
        stack.axis = .vertical
        stack.alignment = .center
        stack.spacing = 8
        stack.setCustomSpacing(12, after: avatarImageView)
        stack.isLayoutMarginsRelativeArrangement = true
        stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 20, leading: 16, bottom: 20, trailing: 16)
        stack.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(stack)

        NSLayoutConstraint.activate([
            avatarImageView.widthAnchor.constraint(equalToConstant: 80),
            avatarImageView.heightAnchor.constraint(equalToConstant: 80),
            statsStack.widthAnchor.constraint(equalTo: stack.layoutMarginsGuide.widthAnchor),

            stack.topAnchor.constraint(equalTo: contentView.topAnchor),
            stack.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            stack.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func makeCounter(_ countLabel: UILabel, caption: String) -> UIStackView {
        countLabel.font = .systemFont(ofSize: 17, weight: .bold)
        let captionLabel = UILabel()
        captionLabel.text = caption
        captionLabel.font = .preferredFont(forTextStyle: .caption1)
        captionLabel.textColor = .secondaryLabel
        let counter = UIStackView(arrangedSubviews: [countLabel, captionLabel])
        counter.axis = .vertical
        counter.alignment = .center
        return counter
    }

    func configure(with profile: ProfileSummary) {
        nameLabel.text = profile.displayName
        bioLabel.text = profile.bio
        bioLabel.isHidden = profile.bio.isEmpty
        postsCountLabel.text = "\(profile.posts)"
        followersCountLabel.text = "\(profile.followers)"
        followingCountLabel.text = "\(profile.following)"
    }
}
