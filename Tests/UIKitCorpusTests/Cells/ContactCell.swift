import UIKit

struct Contact {
    let name: String
    let phone: String
}

/// A contact with a round avatar of initials, the name (which may wrap) and a phone number.
final class ContactCell: UITableViewCell {
    static let reuseIdentifier = "ContactCell"

    private let avatarView: UIView = {
        let view = UIView()
        view.backgroundColor = .systemGray4
        view.layer.cornerRadius = 24
        view.clipsToBounds = true
        view.translatesAutoresizingMaskIntoConstraints = false
        return view
    }()

    private let initialsLabel: UILabel = {
        let label = UILabel()
        label.font = .systemFont(ofSize: 18, weight: .medium)
        label.textColor = .white
        label.textAlignment = .center
        label.translatesAutoresizingMaskIntoConstraints = false
        return label
    }()

    private let nameLabel: UILabel = {
        let label = UILabel()
        label.font = .systemFont(ofSize: 17, weight: .semibold)
        label.numberOfLines = 0
        return label
    }()

    private let phoneLabel: UILabel = {
        let label = UILabel()
        label.font = .systemFont(ofSize: 15)
        label.textColor = .secondaryLabel
        return label
    }()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        separatorInset = UIEdgeInsets(top: 0, left: 76, bottom: 0, right: 0)

        let labels = UIStackView(arrangedSubviews: [nameLabel, phoneLabel])
        labels.axis = .vertical
        labels.spacing = 4
        labels.translatesAutoresizingMaskIntoConstraints = false

        contentView.addSubview(avatarView)
        avatarView.addSubview(initialsLabel)
        contentView.addSubview(labels)

        let guide = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            avatarView.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            avatarView.centerYAnchor.constraint(equalTo: guide.centerYAnchor),
            avatarView.widthAnchor.constraint(equalToConstant: 48),
            avatarView.heightAnchor.constraint(equalTo: avatarView.widthAnchor),
            avatarView.topAnchor.constraint(greaterThanOrEqualTo: guide.topAnchor),
            avatarView.bottomAnchor.constraint(lessThanOrEqualTo: guide.bottomAnchor),

            initialsLabel.centerXAnchor.constraint(equalTo: avatarView.centerXAnchor),
            initialsLabel.centerYAnchor.constraint(equalTo: avatarView.centerYAnchor),

            labels.leadingAnchor.constraint(equalTo: avatarView.trailingAnchor, constant: 12),
            labels.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            labels.centerYAnchor.constraint(equalTo: guide.centerYAnchor),
            labels.topAnchor.constraint(greaterThanOrEqualTo: guide.topAnchor),
            labels.bottomAnchor.constraint(lessThanOrEqualTo: guide.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(with contact: Contact) {
        nameLabel.text = contact.name
        phoneLabel.text = contact.phone
        initialsLabel.text = contact.name.split(separator: " ").prefix(2).compactMap(\.first).map(String.init).joined()
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        initialsLabel.text = nil
    }
}
