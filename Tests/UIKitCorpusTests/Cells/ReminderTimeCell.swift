import UIKit

struct ReminderTime {
    let title: String
    let hour: Int
}

/// A settings row with a wrapping title above an hour picker given the compact wheel height
/// apps pin pickers to (162 points), the cell being its data source and delegate.
final class ReminderTimeCell: UITableViewCell, UIPickerViewDataSource, UIPickerViewDelegate {
    static let reuseIdentifier = "ReminderTimeCell"
    static let pickerHeight: CGFloat = 162

    private let titleLabel = UILabel()
    let picker = UIPickerView()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        titleLabel.font = .preferredFont(forTextStyle: .headline)
        titleLabel.numberOfLines = 0
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        picker.translatesAutoresizingMaskIntoConstraints = false
        picker.dataSource = self
        picker.delegate = self
        contentView.addSubview(titleLabel)
        contentView.addSubview(picker)
        NSLayoutConstraint.activate([
            titleLabel.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
            titleLabel.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            titleLabel.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            picker.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 4),
            picker.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            picker.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            picker.heightAnchor.constraint(equalToConstant: Self.pickerHeight),
            picker.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(with item: ReminderTime) {
        titleLabel.text = item.title
        picker.selectRow(item.hour, inComponent: 0, animated: false)
    }

    func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 24 }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        String(format: "%02d:00", row)
    }
}
