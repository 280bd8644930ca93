import UIKit

struct OutgoingMessage {
    let text: String
    let timestamp: String
}

/// A chat bubble on the right with its time under it, laid out with the visual format language.
final class OutgoingMessageCell: UITableViewCell {
    static let reuseIdentifier = "OutgoingMessageCell"

    private let bubbleView = UIView()
    private let messageLabel = UILabel()
    private let timeLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        selectionStyle = .none
        backgroundColor = .clear

        bubbleView.backgroundColor = .systemBlue
        bubbleView.layer.cornerRadius = 18
        bubbleView.clipsToBounds = true

        messageLabel.numberOfLines = 0
        messageLabel.font = .systemFont(ofSize: 16)
        messageLabel.textColor = .white
        messageLabel.lineBreakMode = .byWordWrapping

        timeLabel.font = .systemFont(ofSize: 11)
        timeLabel.textColor = .tertiaryLabel

        [bubbleView, messageLabel, timeLabel].forEach { $0.translatesAutoresizingMaskIntoConstraints = false }
        contentView.addSubview(bubbleView)
        contentView.addSubview(timeLabel)
        bubbleView.addSubview(messageLabel)

        let views: [String: Any] = ["bubble": bubbleView, "message": messageLabel, "time": timeLabel]
        var constraints: [NSLayoutConstraint] = []
        constraints += NSLayoutConstraint.constraints(withVisualFormat: "H:|-(>=60)-[bubble]-16-|", options: [], metrics: nil, views: views)
        constraints += NSLayoutConstraint.constraints(withVisualFormat: "V:|-4-[bubble]-2-[time]-4-|", options: .alignAllTrailing, metrics: nil, views: views)
        constraints += NSLayoutConstraint.constraints(withVisualFormat: "H:|-12-[message]-12-|", options: [], metrics: nil, views: views)
        constraints += NSLayoutConstraint.constraints(withVisualFormat: "V:|-8-[message]-8-|", options: [], metrics: nil, views: views)
        NSLayoutConstraint.activate(constraints)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(with message: OutgoingMessage) {
        messageLabel.text = message.text
        timeLabel.text = message.timestamp
    }
}
