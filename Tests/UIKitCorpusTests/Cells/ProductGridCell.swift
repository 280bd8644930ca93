import UIKit

struct ProductListing {
    let title: String
    let price: String
    let hasFreeShipping: Bool
}

/// A shop's grid item: a square photo, a two-line title, the price and a "free shipping" line
/// that only some products show.
final class ProductGridCell: UICollectionViewCell {
    static let reuseIdentifier = "ProductGridCell"

    private let imageView = UIImageView()
    private let titleLabel = UILabel()
    private let priceLabel = UILabel()
    private let shippingLabel = UILabel()
    private let stackView = UIStackView()

    override init(frame: CGRect) {
        super.init(frame: frame)

        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        imageView.layer.cornerRadius = 8
        imageView.backgroundColor = .systemGray6

        titleLabel.font = .preferredFont(forTextStyle: .subheadline)
        titleLabel.adjustsFontForContentSizeCategory = true
        titleLabel.numberOfLines = 2
        titleLabel.lineBreakMode = .byTruncatingTail

        priceLabel.font = .systemFont(ofSize: 17, weight: .bold)

        shippingLabel.font = .preferredFont(forTextStyle: .caption1)
        shippingLabel.adjustsFontForContentSizeCategory = true
        shippingLabel.textColor = .systemGreen
        shippingLabel.text = "Free shipping"

        stackView.axis = .vertical
        stackView.spacing = 4
        stackView.translatesAutoresizingMaskIntoConstraints = false
        [imageView, titleLabel, priceLabel, shippingLabel].forEach(stackView.addArrangedSubview)
        stackView.setCustomSpacing(8, after: imageView)
        contentView.addSubview(stackView)

        NSLayoutConstraint.activate([
            imageView.heightAnchor.constraint(equalTo: imageView.widthAnchor),
            stackView.topAnchor.constraint(equalTo: contentView.topAnchor),
            stackView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            stackView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            stackView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(with listing: ProductListing) {
        titleLabel.text = listing.title
        priceLabel.text = listing.price
        shippingLabel.isHidden = !listing.hasFreeShipping
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        imageView.image = nil
        shippingLabel.isHidden = true
    }
}
