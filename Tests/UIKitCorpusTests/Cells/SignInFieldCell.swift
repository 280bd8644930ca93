import UIKit

struct SignInField {
    let caption: String
    let placeholder: String
}

/// A form row: a wrapping caption above a rounded text field the cell is the delegate of, with
/// a Display P3 accent and the keyboard's traits set as sign-in forms set them.
final class SignInFieldCell: UITableViewCell, UITextFieldDelegate {
    static let reuseIdentifier = "SignInFieldCell"

    private let captionLabel = UILabel()
    let field = UITextField()
    /// Filled in once the field is laid out; a placeholder until then.
    private var fieldHeight = NSLayoutConstraint()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        selectionStyle = .none
        focusEffect = nil

        captionLabel.font = .preferredFont(forTextStyle: .footnote)
        captionLabel.adjustsFontForContentSizeCategory = true
        captionLabel.textColor = .secondaryLabel
        captionLabel.numberOfLines = 0

        field.borderStyle = .roundedRect
        field.font = .preferredFont(forTextStyle: .body)
        field.textColor = UIColor(displayP3Red: 0.1, green: 0.2, blue: 0.9, alpha: 1)
        field.layer.borderColor = #colorLiteral(red: 0.8, green: 0.8, blue: 0.8, alpha: 1).cgColor
        field.autocorrectionType = .no
        field.autocapitalizationType = .none
        field.keyboardType = .emailAddress
        field.returnKeyType = .next
        field.clearButtonMode = .whileEditing
        field.leftViewMode = .always
        field.delegate = self

        let stack = UIStackView(arrangedSubviews: [captionLabel, field])
        stack.axis = .vertical
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
            stack.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
            stack.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(with item: SignInField) {
        captionLabel.text = item.caption
        field.placeholder = item.placeholder
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        textField.resignFirstResponder()
    }
}
