import Testing
import UIKit

// The README's "UIKit in code" example, as written there: it must compile and size.
final class CommentCell: UITableViewCell {
    private let author = UILabel()
    private let body = UILabel()
    private let stack = UIStackView()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        selectionStyle = .none
        author.font = UIFontMetrics(forTextStyle: .headline).scaledFont(for: .systemFont(ofSize: 15, weight: .semibold))
        author.adjustsFontForContentSizeCategory = true
        body.font = .preferredFont(forTextStyle: .body)
        body.numberOfLines = 0
        body.textColor = .secondaryLabel
        stack.axis = .vertical
        stack.spacing = 4
        stack.addArrangedSubview(author)
        stack.addArrangedSubview(body)
        stack.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
            stack.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
            stack.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func configure(author: String, text: String) {
        self.author.text = author
        body.text = text
    }
}

@Suite struct ReadmeExampleTests {
    @Test func theReadmesCommentCellSizes() throws {
        let cell = CommentCell(style: .default, reuseIdentifier: "comment")
        cell.configure(author: "Ada", text: "The engine weaves algebraic patterns just as the Jacquard loom weaves flowers and leaves.")
        cell.accessoryType = .disclosureIndicator
        let large = cell.rowHeight(forTableWidth: 393)                       // iPhone 15, iOS 17, Large text
        let accessible = cell.rowHeight(forTableWidth: 375, device: Device.named("retina4_7", iOSVersion: 16)!,
                                              contentSizeCategory: .accessibilityLarge)
        #expect(large > 44 && accessible > large)
    }
}
