import UIKit

struct Comment {
    let author: String
    let age: String
    let body: String
    let depth: Int
}

/// A threaded comment: indented by its depth, author and age on one baseline, the comment, and a
/// reply button.
final class CommentCell: UITableViewCell {
    static let reuseIdentifier = "CommentCell"
    static let indentPerLevel: CGFloat = 20

    private let threadLine = UIView()
    private let authorLabel = UILabel()
    private let ageLabel = UILabel()
    private let bodyLabel = UILabel()
    private let replyButton = UIButton(type: .system)
    private var stackLeading: NSLayoutConstraint!

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        selectionStyle = .none

        threadLine.backgroundColor = .separator
        threadLine.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(threadLine)

        authorLabel.font = UIFontMetrics(forTextStyle: .subheadline).scaledFont(for: .systemFont(ofSize: 15, weight: .semibold))
        authorLabel.adjustsFontForContentSizeCategory = true
        authorLabel.lineBreakMode = .byTruncatingTail
        authorLabel.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)

        ageLabel.font = .preferredFont(forTextStyle: .subheadline)
        ageLabel.adjustsFontForContentSizeCategory = true
        ageLabel.textColor = .secondaryLabel
        ageLabel.setContentHuggingPriority(.required, for: .horizontal)

        bodyLabel.font = .preferredFont(forTextStyle: .body)
        bodyLabel.adjustsFontForContentSizeCategory = true
        bodyLabel.numberOfLines = 0
        bodyLabel.lineBreakMode = .byWordWrapping

        replyButton.setTitle("Reply", for: .normal)
        replyButton.titleLabel?.font = .systemFont(ofSize: 13, weight: .semibold)
        replyButton.contentHorizontalAlignment = .leading

        let header = UIStackView(arrangedSubviews: [authorLabel, ageLabel])
        header.axis = .horizontal
        header.alignment = .firstBaseline
        header.spacing = 6

        let stack = UIStackView(arrangedSubviews: [header, bodyLabel, replyButton])
        stack.axis = .vertical
        stack.spacing = 4
        stack.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(stack)

        let margins = contentView.layoutMarginsGuide
        stackLeading = stack.leadingAnchor.constraint(equalTo: margins.leadingAnchor)
        NSLayoutConstraint.activate([
            stackLeading,
            stack.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            stack.topAnchor.constraint(equalTo: margins.topAnchor),
            stack.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            replyButton.heightAnchor.constraint(equalToConstant: 28),

            threadLine.widthAnchor.constraint(equalToConstant: 2),
            threadLine.topAnchor.constraint(equalTo: contentView.topAnchor),
            threadLine.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            threadLine.trailingAnchor.constraint(equalTo: stack.leadingAnchor, constant: -8),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(with comment: Comment) {
        authorLabel.text = comment.author
        ageLabel.text = "• " + comment.age
        bodyLabel.text = comment.body
        stackLeading.constant = CGFloat(min(comment.depth, 3)) * Self.indentPerLevel
        threadLine.isHidden = comment.depth == 0
    }
}
