import UIKit

struct TourStop {
    let name: String
    let address: String
}

/// A stop of an audio tour: its name and address beside a fixed-size "Listen" button, with a
/// dashed route line drawn down the leading edge. Written for census-5's API: a
/// `.roundedRect` button, a path built with `move(to:)`/`addLine(to:)` stroked by a dashed
/// shape layer found again by its `name`, a `CGColor(red:green:blue:alpha:)` border, a tap
/// recogniser and selection feedback (none of which changes the layout).
final class TourStopCell: UITableViewCell {
    static let reuseIdentifier = "TourStopCell"
    static let routeLayerName = "route"

    private let nameLabel = UILabel()
    private let addressLabel = UILabel()
    private let routeView = UIView()
    private let listenButton = UIButton(type: .roundedRect)
    private let feedback = UISelectionFeedbackGenerator()
    let doubleTap = UITapGestureRecognizer()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        nameLabel.font = .preferredFont(forTextStyle: .headline)
        nameLabel.adjustsFontForContentSizeCategory = true
        nameLabel.numberOfLines = 0
        addressLabel.font = .preferredFont(forTextStyle: .subheadline)
        addressLabel.adjustsFontForContentSizeCategory = true
        addressLabel.numberOfLines = 0
        addressLabel.textColor = .secondaryLabel

        listenButton.setTitle("Listen", for: .normal)
        listenButton.layer.borderWidth = 1
        listenButton.layer.borderColor = CGColor(red: 0, green: 122 / 255, blue: 1, alpha: 1)
        listenButton.layer.cornerRadius = 8

        let textStack = UIStackView(arrangedSubviews: [nameLabel, addressLabel])
        textStack.axis = .vertical
        textStack.spacing = 4
        for view in [routeView, textStack, listenButton] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
        }
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            routeView.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            routeView.topAnchor.constraint(equalTo: contentView.topAnchor),
            routeView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            routeView.widthAnchor.constraint(equalToConstant: 12),

            textStack.leadingAnchor.constraint(equalTo: routeView.trailingAnchor, constant: 12),
            textStack.topAnchor.constraint(equalTo: margins.topAnchor),
            textStack.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            textStack.trailingAnchor.constraint(equalTo: listenButton.leadingAnchor, constant: -12),

            listenButton.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            listenButton.centerYAnchor.constraint(equalTo: textStack.centerYAnchor),
            listenButton.widthAnchor.constraint(equalToConstant: 80),
            listenButton.heightAnchor.constraint(equalToConstant: 40),
            listenButton.topAnchor.constraint(greaterThanOrEqualTo: margins.topAnchor),
            listenButton.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor),
        ])

        doubleTap.numberOfTapsRequired = 2
        contentView.addGestureRecognizer(doubleTap)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(with stop: TourStop) {
        nameLabel.text = stop.name
        addressLabel.text = stop.address
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        for layer in routeView.layer.sublayers ?? [] where layer.name == Self.routeLayerName {
            layer.removeFromSuperlayer()
        }
        let path = UIBezierPath()
        path.move(to: CGPoint(x: routeView.bounds.midX, y: 0))
        path.addLine(to: CGPoint(x: routeView.bounds.midX, y: routeView.bounds.maxY))
        path.lineCapStyle = .round
        let route = CAShapeLayer()
        route.name = Self.routeLayerName
        route.path = path.cgPath
        route.strokeColor = UIColor.systemGray3.cgColor
        route.lineWidth = 2
        route.lineDashPattern = [4, 4]
        route.lineCap = .round
        routeView.layer.addSublayer(route)
    }

    override func setSelected(_ selected: Bool, animated: Bool) {
        super.setSelected(selected, animated: animated)
        if selected { feedback.selectionChanged() }
    }
}
