import UIKit

/// A self-sizing note card that answers its layout with at least its minimum height: it
/// overrides `preferredLayoutAttributesFitting(_:)`, lets `super` fit the content, then raises
/// the height, as apps do to keep short cards tappable.
final class MinimumHeightNoteCell: UICollectionViewCell {
    static let reuseIdentifier = "MinimumHeightNoteCell"
    static let minimumHeight: CGFloat = 72

    private let noteLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.layer.cornerRadius = 12
        noteLabel.font = .preferredFont(forTextStyle: .subheadline)
        noteLabel.adjustsFontForContentSizeCategory = true
        noteLabel.numberOfLines = 0
        noteLabel.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(noteLabel)
        NSLayoutConstraint.activate([
            noteLabel.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 14),
            noteLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -14),
            noteLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            noteLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(with note: String) {
        noteLabel.text = note
    }

    override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
        attributes.size.height = max(attributes.size.height, Self.minimumHeight)
        return attributes
    }
}
