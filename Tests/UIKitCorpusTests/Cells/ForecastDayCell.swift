import UIKit

struct ForecastDay {
    let weekday: String
    let low: Int
    let high: Int
}

/// One day of a ten-day forecast: the weekday, a weather icon, and the low and high temperatures in
/// fixed-width columns.
final class ForecastDayCell: UITableViewCell {
    static let reuseIdentifier = "ForecastDayCell"

    private let dayLabel = UILabel()
    private let iconView = UIImageView()
    private let lowLabel = UILabel()
    private let highLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        selectionStyle = .none
        backgroundColor = .secondarySystemBackground

        dayLabel.font = .preferredFont(forTextStyle: .body)
        dayLabel.adjustsFontForContentSizeCategory = true
        dayLabel.setContentHuggingPriority(.defaultLow, for: .horizontal)

        iconView.contentMode = .scaleAspectFit
        iconView.tintColor = .systemYellow

        for label in [lowLabel, highLabel] {
            label.font = .monospacedDigitSystemFont(ofSize: 17, weight: .regular)
            label.textAlignment = .right
            label.widthAnchor.constraint(equalToConstant: 44).isActive = true
        }
        lowLabel.textColor = .secondaryLabel

        let row = UIStackView(arrangedSubviews: [dayLabel, iconView, lowLabel, highLabel])
        row.axis = .horizontal
        row.alignment = .center
        row.spacing = 12
        row.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(row)

        NSLayoutConstraint.activate([
            iconView.widthAnchor.constraint(equalToConstant: 28),
            iconView.heightAnchor.constraint(equalToConstant: 28),
            row.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            row.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            row.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
            row.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(with day: ForecastDay) {
        dayLabel.text = day.weekday
        lowLabel.text = "\(day.low)°"
        highLabel.text = "\(day.high)°"
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        iconView.image = nil
    }
}
