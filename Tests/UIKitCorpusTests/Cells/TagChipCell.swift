import UIKit

/// A title that wraps above a tag chip sized by hand from its text's bounding rectangle, the way
/// cells size tags with `boundingRect(with:options:attributes:context:)` and `CGFloat(MAXFLOAT)`
/// (issue 34 census-2).
final class TagChipCell: UITableViewCell {
    static let reuseIdentifier = "TagChipCell"
    static let chipFont = UIFont.systemFont(ofSize: 13, weight: .semibold)

    private let titleLabel = UILabel()
    private let chip = UIView()
    private let chipLabel = UILabel()
    private let chipWidth: NSLayoutConstraint
    private let chipHeight: NSLayoutConstraint

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        chipWidth = chip.widthAnchor.constraint(equalToConstant: 0)
        chipHeight = chip.heightAnchor.constraint(equalToConstant: 0)
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        selectionStyle = .none

        titleLabel.font = .systemFont(ofSize: 17)
        titleLabel.numberOfLines = 0
        chipLabel.font = Self.chipFont
        chipLabel.textColor = .white
        chip.backgroundColor = .systemBlue
        chip.layer.cornerRadius = 6
        for view in [titleLabel, chip, chipLabel] {
            view.translatesAutoresizingMaskIntoConstraints = false
        }
        contentView.addSubview(titleLabel)
        contentView.addSubview(chip)
        chip.addSubview(chipLabel)

        NSLayoutConstraint.activate([
            titleLabel.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
            titleLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            titleLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            chip.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 8),
            chip.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            chip.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
            chipLabel.centerXAnchor.constraint(equalTo: chip.centerXAnchor),
            chipLabel.centerYAnchor.constraint(equalTo: chip.centerYAnchor),
            chipWidth,
            chipHeight,
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(title: String, tag: String) {
        titleLabel.text = title
        chipLabel.text = tag
        let unbounded = CGSize(width: CGFloat(MAXFLOAT), height: CGFloat(MAXFLOAT))
        let size = NSString(string: tag).boundingRect(with: unbounded, options: .usesLineFragmentOrigin,
                                                      attributes: [.font: Self.chipFont], context: nil).size
        chipWidth.constant = ceil(size.width) + 20
        chipHeight.constant = ceil(size.height) + 8
    }
}
