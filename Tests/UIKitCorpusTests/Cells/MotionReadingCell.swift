import UIKit
import simd

struct MotionReading {
    let label: String
    let acceleration: simd_double3
}

/// A sensor reading in a grid of motion graphs: a symbol, the reading's name and the length of
/// its acceleration vector (computed with `simd`), the name wrapping. Written for census-5's
/// API: `import simd` with `simd_length`, a long-press recogniser and impact feedback.
final class MotionReadingCell: UICollectionViewCell {
    static let valueFont = UIFont.monospacedDigitSystemFont(ofSize: 15, weight: .medium)

    private let iconView = UIImageView()
    private let nameLabel = UILabel()
    private let valueLabel = UILabel()
    private let impact = UIImpactFeedbackGenerator(style: .light)
    let longPress = UILongPressGestureRecognizer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .secondarySystemBackground
        contentView.layer.cornerRadius = 12
        iconView.image = UIImage(systemName: "gyroscope")
        iconView.preferredSymbolConfiguration = UIImage.SymbolConfiguration(textStyle: .body)
        nameLabel.font = .preferredFont(forTextStyle: .body)
        nameLabel.adjustsFontForContentSizeCategory = true
        nameLabel.numberOfLines = 0
        valueLabel.font = Self.valueFont

        let stack = UIStackView(arrangedSubviews: [nameLabel, valueLabel])
        stack.axis = .vertical
        stack.spacing = 6
        for view in [iconView, stack] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
        }
        NSLayoutConstraint.activate([
            iconView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            iconView.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
            iconView.widthAnchor.constraint(equalToConstant: 24),
            iconView.heightAnchor.constraint(equalToConstant: 24),
            iconView.bottomAnchor.constraint(lessThanOrEqualTo: contentView.bottomAnchor, constant: -12),

            stack.leadingAnchor.constraint(equalTo: iconView.trailingAnchor, constant: 12),
            stack.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            stack.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
            stack.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
        ])
        longPress.minimumPressDuration = 0.3
        contentView.addGestureRecognizer(longPress)
        impact.prepare()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(with reading: MotionReading) {
        nameLabel.text = reading.label
        valueLabel.text = Self.formatted(reading.acceleration)
    }

    static func formatted(_ acceleration: simd_double3) -> String {
        String(format: "%.2f g", simd_length(acceleration))
    }

    override var isHighlighted: Bool {
        didSet { if isHighlighted { impact.impactOccurred() } }
    }
}
