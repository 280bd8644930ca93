import UIKit

/// An incoming chat message on a stretchable bubble image, with a time stamp whose width is set
/// by hand from `size(withAttributes:)`: the API census-3's cells use for chat bubbles
/// (`resizableImage(withCapInsets:resizingMode:)`) and tag sizes (`size(withAttributes:)`)
/// (issue 34).
final class ChatBubbleCell: UITableViewCell {
    static let reuseIdentifier = "ChatBubbleCell"
    static let timeFont = UIFont.systemFont(ofSize: 11)

    private let bubble = UIImageView(image: UIImage(size: CGSize(width: 40, height: 34)).resizableImage(
        withCapInsets: UIEdgeInsets(top: 17, left: 21, bottom: 16, right: 16),
        resizingMode: .stretch
    ))
    private let messageLabel = UILabel()
    private let timeLabel = UILabel()
    private let timeWidth: NSLayoutConstraint

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        timeWidth = timeLabel.widthAnchor.constraint(equalToConstant: 0)
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        selectionStyle = .none
        messageLabel.font = .systemFont(ofSize: 16)
        messageLabel.numberOfLines = 0
        timeLabel.font = Self.timeFont
        timeLabel.textColor = .secondaryLabel
        for view in [bubble, messageLabel, timeLabel] {
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
        }

        NSLayoutConstraint.activate([
            bubble.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 6),
            bubble.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12),
            bubble.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -60),
            bubble.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -6),
            messageLabel.topAnchor.constraint(equalTo: bubble.topAnchor, constant: 8),
            messageLabel.leadingAnchor.constraint(equalTo: bubble.leadingAnchor, constant: 16),
            messageLabel.trailingAnchor.constraint(equalTo: bubble.trailingAnchor, constant: -12),
            timeLabel.topAnchor.constraint(equalTo: messageLabel.bottomAnchor, constant: 4),
            timeLabel.trailingAnchor.constraint(equalTo: bubble.trailingAnchor, constant: -12),
            timeLabel.bottomAnchor.constraint(equalTo: bubble.bottomAnchor, constant: -8),
            timeWidth,
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(message: String, time: String) {
        messageLabel.text = message
        timeLabel.text = time
        timeWidth.constant = ceil(time.size(withAttributes: [.font: Self.timeFont]).width)
    }
}
