import UIKit

struct PollOption {
    let text: String
    let percentage: Int
}

/// An answer in a poll's results, in a list layout: the answer (which may wrap), its share in
/// per cent, and a bar.
final class PollOptionCell: UICollectionViewListCell {
    static let reuseIdentifier = "PollOptionCell"

    private let optionLabel = UILabel()
    private let percentageLabel = UILabel()
    private let barView = UIProgressView(progressViewStyle: .bar)

    override init(frame: CGRect) {
        super.init(frame: frame)

        optionLabel.font = .preferredFont(forTextStyle: .body)
        optionLabel.adjustsFontForContentSizeCategory = true
        optionLabel.numberOfLines = 0
        optionLabel.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)

        percentageLabel.font = .monospacedDigitSystemFont(ofSize: 15, weight: .semibold)
        percentageLabel.textAlignment = .right
        percentageLabel.setContentHuggingPriority(.required, for: .horizontal)
        percentageLabel.setContentCompressionResistancePriority(.required, for: .horizontal)

        barView.progressTintColor = .systemPurple
        barView.layer.cornerRadius = 2
        barView.clipsToBounds = true

        let topRow = UIStackView(arrangedSubviews: [optionLabel, percentageLabel])
        topRow.axis = .horizontal
        topRow.alignment = .firstBaseline
        topRow.spacing = 8

        let stack = UIStackView(arrangedSubviews: [topRow, barView])
        stack.axis = .vertical
        stack.spacing = 6
        stack.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(stack)

        NSLayoutConstraint.activate([
            barView.heightAnchor.constraint(equalToConstant: 4),
            stack.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
            stack.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            stack.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(with option: PollOption) {
        optionLabel.text = option.text
        percentageLabel.text = "\(option.percentage)%"
        barView.progress = Float(option.percentage) / 100
    }
}
