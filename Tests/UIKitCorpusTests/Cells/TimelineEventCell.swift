import UIKit

struct TimelineEvent {
    let time: String
    let title: String
    let detail: String?
}

/// A step in a delivery-tracking timeline: a rail with a dot on the left, the time, the title and
/// an optional detail. Separators run edge to edge (the iOS 8 recipe: no inherited margins).
final class TimelineEventCell: UITableViewCell {
    static let reuseIdentifier = "TimelineEventCell"

    private let railView = UIView()
    private let dotView = UIView()
    private let timeLabel = UILabel()
    private let titleLabel = UILabel()
    private let detailLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        selectionStyle = .none
        preservesSuperviewLayoutMargins = false
        layoutMargins = .zero
        separatorInset = .zero

        railView.backgroundColor = .systemGray4
        dotView.backgroundColor = .systemTeal
        dotView.layer.cornerRadius = 6

        timeLabel.font = .monospacedDigitSystemFont(ofSize: 12, weight: .regular)
        timeLabel.textColor = .secondaryLabel
        titleLabel.font = .systemFont(ofSize: 16, weight: .medium)
        detailLabel.font = .systemFont(ofSize: 14)
        detailLabel.textColor = .secondaryLabel
        detailLabel.numberOfLines = 0

        let textStack = UIStackView(arrangedSubviews: [timeLabel, titleLabel, detailLabel])
        textStack.axis = .vertical
        textStack.spacing = 2

        for view in [railView, dotView, textStack] {
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
        }

        NSLayoutConstraint.activate([
            railView.topAnchor.constraint(equalTo: contentView.topAnchor),
            railView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            railView.centerXAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 24),
            railView.widthAnchor.constraint(equalToConstant: 2),

            dotView.centerXAnchor.constraint(equalTo: railView.centerXAnchor),
            dotView.centerYAnchor.constraint(equalTo: titleLabel.centerYAnchor),
            dotView.widthAnchor.constraint(equalToConstant: 12),
            dotView.heightAnchor.constraint(equalToConstant: 12),

            textStack.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            textStack.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 48),
            textStack.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            textStack.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(with event: TimelineEvent) {
        timeLabel.text = event.time
        titleLabel.text = event.title
        detailLabel.text = event.detail
        detailLabel.isHidden = event.detail == nil
    }
}
