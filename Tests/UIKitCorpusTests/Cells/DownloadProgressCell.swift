import UIKit

struct DownloadItem {
    let fileName: String
    let status: String
    let progress: Float
    let isWaiting: Bool
}

/// A download in progress: file name, a progress bar, a status line and a spinner on the right.
final class DownloadProgressCell: UITableViewCell {
    static let reuseIdentifier = "DownloadProgressCell"

    private let nameLabel = UILabel()
    private let progressView = UIProgressView(progressViewStyle: .default)
    private let statusLabel = UILabel()
    private let spinner = UIActivityIndicatorView(style: .medium)

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        selectionStyle = .none

        nameLabel.font = .preferredFont(forTextStyle: .body)
        nameLabel.lineBreakMode = .byTruncatingMiddle

        progressView.progressTintColor = .systemBlue
        progressView.trackTintColor = .systemGray5

        statusLabel.font = .preferredFont(forTextStyle: .caption1)
        statusLabel.textColor = .secondaryLabel

        spinner.hidesWhenStopped = false
        spinner.setContentHuggingPriority(.required, for: .horizontal)
        spinner.setContentCompressionResistancePriority(.required, for: .horizontal)

        let infoStack = UIStackView(arrangedSubviews: [nameLabel, progressView, statusLabel])
        infoStack.axis = .vertical
        infoStack.spacing = 6

        let rowStack = UIStackView(arrangedSubviews: [infoStack, spinner])
        rowStack.axis = .horizontal
        rowStack.alignment = .center
        rowStack.spacing = 12
        rowStack.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(rowStack)

        NSLayoutConstraint.activate([
            rowStack.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
            rowStack.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
            rowStack.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            rowStack.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(with item: DownloadItem) {
        nameLabel.text = item.fileName
        statusLabel.text = item.status
        progressView.setProgress(item.progress, animated: false)
        if item.isWaiting {
            spinner.startAnimating()
        } else {
            spinner.stopAnimating()
        }
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        spinner.stopAnimating()
        progressView.progress = 0
    }
}
