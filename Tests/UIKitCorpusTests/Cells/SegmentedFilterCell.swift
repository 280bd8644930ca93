import UIKit

struct FilterSection {
    let caption: String
    let options: [String]
    let selectedIndex: Int
}

/// A caption over a segmented control that picks a time range.
final class SegmentedFilterCell: UITableViewCell {
    static let reuseIdentifier = "SegmentedFilterCell"

    var onSelectionChange: ((Int) -> Void)?

    private let captionLabel = UILabel()
    private var segmentedControl = UISegmentedControl(items: ["Day", "Week", "Month"])

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        selectionStyle = .none

        captionLabel.font = .preferredFont(forTextStyle: .footnote)
        captionLabel.textColor = .secondaryLabel
        captionLabel.numberOfLines = 0
        captionLabel.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(captionLabel)

        segmentedControl.selectedSegmentIndex = 0
        segmentedControl.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(segmentedControl)

        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            captionLabel.topAnchor.constraint(equalTo: margins.topAnchor),
            captionLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            captionLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),

            segmentedControl.topAnchor.constraint(equalTo: captionLabel.bottomAnchor, constant: 8),
            segmentedControl.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            segmentedControl.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            segmentedControl.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(with section: FilterSection) {
        captionLabel.text = section.caption.uppercased()
        segmentedControl.removeAllSegments()
        for (index, option) in section.options.enumerated() {
            segmentedControl.insertSegment(withTitle: option, at: index, animated: false)
        }
        segmentedControl.selectedSegmentIndex = section.selectedIndex
    }
}
