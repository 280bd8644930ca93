import UIKit

struct CartItem {
    let name: String
    let quantity: Int
}

/// A shopping-cart line: the product name, its quantity and a stepper to change it.
final class CartItemCell: UITableViewCell {
    static let reuseIdentifier = "CartItemCell"

    var quantityChanged: ((Int) -> Void)?

    private let nameLabel: UILabel = {
        let label = UILabel()
        label.font = UIFont.preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        return label
    }()

    private let quantityLabel: UILabel = {
        let label = UILabel()
        label.font = UIFont.monospacedDigitSystemFont(ofSize: 17, weight: .regular)
        label.textAlignment = .center
        label.translatesAutoresizingMaskIntoConstraints = false
        return label
    }()

    private let stepper: UIStepper = {
        let stepper = UIStepper()
        stepper.minimumValue = 1
        stepper.maximumValue = 99
        stepper.stepValue = 1
        stepper.translatesAutoresizingMaskIntoConstraints = false
        return stepper
    }()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        selectionStyle = .none
        contentView.addSubview(nameLabel)
        contentView.addSubview(quantityLabel)
        contentView.addSubview(stepper)

        let margins = contentView.layoutMarginsGuide
        let nameBottom = nameLabel.bottomAnchor.constraint(equalTo: margins.bottomAnchor)
        nameBottom.priority = .defaultHigh

        NSLayoutConstraint.activate([
            nameLabel.topAnchor.constraint(equalTo: margins.topAnchor),
            nameLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            nameLabel.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor),
            nameBottom,
            nameLabel.trailingAnchor.constraint(equalTo: quantityLabel.leadingAnchor, constant: -8),

            quantityLabel.widthAnchor.constraint(equalToConstant: 32),
            quantityLabel.centerYAnchor.constraint(equalTo: stepper.centerYAnchor),
            quantityLabel.trailingAnchor.constraint(equalTo: stepper.leadingAnchor, constant: -8),

            stepper.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            stepper.centerYAnchor.constraint(equalTo: margins.centerYAnchor),
            stepper.topAnchor.constraint(greaterThanOrEqualTo: margins.topAnchor),
            stepper.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(with item: CartItem) {
        nameLabel.text = item.name
        quantityLabel.text = "\(item.quantity)"
        stepper.value = Double(item.quantity)
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        quantityChanged = nil
    }
}
