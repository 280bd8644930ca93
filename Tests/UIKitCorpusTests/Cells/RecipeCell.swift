import UIKit

struct Recipe {
    let name: String
    let details: String
}

/// A recipe with a square thumbnail, the name (which may wrap) and a details line, in the visual
/// format language with metrics and an alignment option.
final class RecipeCell: UITableViewCell {
    static let reuseIdentifier = "RecipeCell"

    private let thumbnailView = UIImageView()
    private let nameLabel = UILabel()
    private let detailsLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        accessoryType = .none

        thumbnailView.contentMode = .scaleAspectFill
        thumbnailView.clipsToBounds = true
        thumbnailView.layer.cornerRadius = 6
        thumbnailView.backgroundColor = .systemGray6

        nameLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        nameLabel.numberOfLines = 0
        detailsLabel.font = .systemFont(ofSize: 13)
        detailsLabel.textColor = .secondaryLabel

        let views: [String: UIView] = ["thumb": thumbnailView, "name": nameLabel, "details": detailsLabel]
        for view in views.values {
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
        }

        let metrics: [String: CGFloat] = ["pad": 12, "thumbSize": 80, "gap": 12]
        var constraints = NSLayoutConstraint.constraints(withVisualFormat: "H:|-pad-[thumb(thumbSize)]-gap-[name]-pad-|",
                                                          options: [], metrics: metrics, views: views)
        constraints += NSLayoutConstraint.constraints(withVisualFormat: "V:|-pad-[thumb(thumbSize)]-(>=pad)-|",
                                                      options: [], metrics: metrics, views: views)
        constraints += NSLayoutConstraint.constraints(withVisualFormat: "V:|-pad-[name]-4-[details]-(>=pad)-|",
                                                      options: [.alignAllLeading], metrics: metrics, views: views)
        constraints += NSLayoutConstraint.constraints(withVisualFormat: "H:[details]-(>=pad)-|",
                                                      options: [], metrics: metrics, views: views)
        NSLayoutConstraint.activate(constraints)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(with recipe: Recipe) {
        nameLabel.text = recipe.name
        detailsLabel.text = recipe.details
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        thumbnailView.image = nil
    }
}
