import UIKit

struct SettingsToggleItem {
    let title: String
    let detail: String?
    let isOn: Bool
}

/// A settings row with a switch as its accessory view and an optional explanation under the title.
final class SettingsSwitchCell: UITableViewCell {
    static let reuseIdentifier = "SettingsSwitchCell"

    var onToggle: ((Bool) -> Void)?

    private let titleLabel = UILabel()
    private let detailLabel = UILabel()
    private let toggle = UISwitch()
    private lazy var textStack = UIStackView(arrangedSubviews: [titleLabel, detailLabel])

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        selectionStyle = .none
        accessoryView = toggle
        toggle.onTintColor = .systemGreen
        toggle.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            self.onToggle?(self.toggle.isOn)
        }, for: .valueChanged)

        titleLabel.font = UIFont.preferredFont(forTextStyle: .body)
        titleLabel.adjustsFontForContentSizeCategory = true
        titleLabel.numberOfLines = 0
        titleLabel.textColor = .label

        detailLabel.font = UIFont.preferredFont(forTextStyle: .footnote)
        detailLabel.adjustsFontForContentSizeCategory = true
        detailLabel.numberOfLines = 0
        detailLabel.textColor = .secondaryLabel

        textStack.axis = .vertical
        textStack.spacing = 2
        textStack.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(textStack)

        NSLayoutConstraint.activate([
            textStack.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
            textStack.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            textStack.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            textStack.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(with item: SettingsToggleItem) {
        titleLabel.text = item.title
        detailLabel.text = item.detail
        detailLabel.isHidden = item.detail?.isEmpty ?? true
        toggle.setOn(item.isOn, animated: false)
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        onToggle = nil
        detailLabel.isHidden = false
    }
}
