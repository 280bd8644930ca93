import UIKit

struct DetailField {
    let key: String
    let value: String
}

/// A key on the left and a right-aligned value that wraps, laid out with the visual format
/// language in `updateConstraints()`.
final class DetailKeyValueCell: UITableViewCell {
    static let reuseIdentifier = "DetailKeyValueCell"

    private let keyLabel = UILabel()
    private let valueLabel = UILabel()
    private var didSetupConstraints = false

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        selectionStyle = .none

        keyLabel.translatesAutoresizingMaskIntoConstraints = false
        keyLabel.font = UIFont.preferredFont(forTextStyle: .subheadline)
        keyLabel.textColor = .secondaryLabel
        keyLabel.setContentHuggingPriority(.required, for: .horizontal)
        keyLabel.setContentCompressionResistancePriority(.required, for: .horizontal)

        valueLabel.translatesAutoresizingMaskIntoConstraints = false
        valueLabel.font = UIFont.preferredFont(forTextStyle: .body)
        valueLabel.numberOfLines = 0
        valueLabel.textAlignment = .right
        valueLabel.setContentHuggingPriority(.defaultLow, for: .horizontal)

        contentView.addSubview(keyLabel)
        contentView.addSubview(valueLabel)
        setNeedsUpdateConstraints()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func updateConstraints() {
        if !didSetupConstraints {
            let views = ["key": keyLabel, "value": valueLabel]
            let metrics = ["pad": 16, "gap": 12, "vpad": 12, "keyMax": 120]
            contentView.addConstraints(NSLayoutConstraint.constraints(
                withVisualFormat: "H:|-pad-[key(<=keyMax)]-gap-[value]-pad-|", options: [], metrics: metrics, views: views))
            contentView.addConstraints(NSLayoutConstraint.constraints(
                withVisualFormat: "V:|-vpad-[value]-vpad-|", options: [], metrics: metrics, views: views))
            contentView.addConstraints(NSLayoutConstraint.constraints(
                withVisualFormat: "V:|-vpad-[key]-(>=vpad)-|", options: [], metrics: metrics, views: views))
            didSetupConstraints = true
        }
        super.updateConstraints()
    }

    func configure(with field: DetailField) {
        keyLabel.text = field.key
        valueLabel.text = field.value
    }
}
