import Testing
import UIKit

// UIKit API that real code-built cells use and the census of issue 34 found missing
// (Datasets/uikit-cells): colour and image literals, image variants, block animations, the
// `open` members cells override, the button's image view and edge insets, `CACornerMask`.
// Each is written the way the cells write it, so that the test also checks it compiles as UIKit's.

/// A cell that shows a detail row when selected, through an animation block, as cells do.
private final class ExpandingCell: UITableViewCell {
    let stack = UIStackView()
    let detail = UIView()
    private(set) var completions: [Bool] = []

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        let title = UIView()
        title.heightAnchor.constraint(equalToConstant: 40).isActive = true
        // Below required, as UIKit needs too: a hidden arranged view is held at zero height.
        let detailHeight = detail.heightAnchor.constraint(equalToConstant: 20)
        detailHeight.priority = UILayoutPriority(999)
        detailHeight.isActive = true
        detail.isHidden = true
        stack.axis = .vertical
        stack.addArrangedSubview(title)
        stack.addArrangedSubview(detail)
        stack.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: contentView.topAnchor),
            stack.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            stack.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func setSelected(_ selected: Bool, animated: Bool) {
        super.setSelected(selected, animated: animated)
        UIView.animate(withDuration: 0.25, delay: 0, options: [.curveEaseInOut], animations: {
            self.detail.isHidden = !selected
        }, completion: { self.completions.append($0) })
    }
}

/// A table cell and a collection cell overriding what UIKit declares `open`.
private final class NamedRowCell: UITableViewCell {
    var rowName = "row"
    var highlightCount = 0
    override var reuseIdentifier: String? { "named-\(rowName)" }
    override var isHighlighted: Bool { didSet { highlightCount += 1 } }
}

private final class NamedItemCell: UICollectionViewCell {
    var selectionChanges = 0
    override var reuseIdentifier: String? { "item" }
    override var isSelected: Bool { didSet { selectionChanges += 1 } }
}

@Suite struct PastedCellAPITests {
    @Test func colourLiteralsMakeUIColors() {
        let color: UIColor = #colorLiteral(red: 1, green: 0.5, blue: 0.25, alpha: 0.75)
        #expect(color.red == 1 && color.green == 0.5 && color.blue == 0.25 && color.alpha == 0.75)
        let label = UILabel()
        label.textColor = #colorLiteral(red: 1, green: 1, blue: 1, alpha: 1)
        #expect(label.textColor?.red == 1)
    }

    @Test func emptyAndLiteralImagesTakeNoRoom() {
        #expect(UIImage().size == .zero)
        let literal: UIImage = #imageLiteral(resourceName: "Profile")
        #expect(literal.size == .zero)
        let view = UIImageView()
        view.image = literal
        #expect(view.intrinsicContentSize == .zero)
    }

    @Test func renderingModeAndTintKeepTheSize() {
        let image = UIImage(size: CGSize(width: 24, height: 16))
        #expect(image.renderingMode == .automatic)
        let template = image.withRenderingMode(.alwaysTemplate)
        #expect(template.renderingMode == .alwaysTemplate && template.size == image.size)
        #expect(image.withTintColor(.red).size == image.size)
        #expect(image.withTintColor(.red, renderingMode: .alwaysOriginal).renderingMode == .alwaysOriginal)
        #expect(UIImage.RenderingMode.alwaysTemplate.rawValue == 2)
    }

    @Test func animationBlocksEndWhereTheyWouldOnADevice() {
        let cell = ExpandingCell(style: .default, reuseIdentifier: nil)
        // Rows at the default device (3x): content plus a one-pixel separator.
        #expect(cell.rowHeight(forTableWidth: 393) == 40 + 1.0 / 3)
        cell.setSelected(true, animated: true)
        #expect(cell.rowHeight(forTableWidth: 393) == 60 + 1.0 / 3)
        cell.setSelected(false, animated: true)
        #expect(cell.rowHeight(forTableWidth: 393) == 40 + 1.0 / 3)
        #expect(cell.completions == [true, true])

        var ran: [String] = []
        UIView.animate(withDuration: 0.2) { ran.append("animate") }
        UIView.animate(withDuration: 0.2, animations: { ran.append("with completion") }) { ran.append("done \($0)") }
        UIView.animate(withDuration: 0.3, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0,
                       options: .allowUserInteraction, animations: { ran.append("spring") })
        UIView.transition(with: cell.detail, duration: 0.3, options: .transitionCrossDissolve) { ran.append("transition") }
        UIView.performWithoutAnimation { ran.append("without") }
        #expect(ran == ["animate", "with completion", "done true", "spring", "transition", "without"])
        #expect(UIView.AnimationOptions.transitionCrossDissolve.rawValue == 5 << 20)
    }

    @Test func cellsOverrideReuseIdentifierAndSelection() {
        let row = NamedRowCell(style: .default, reuseIdentifier: "given")
        #expect(row.reuseIdentifier == "named-row")
        row.setHighlighted(true, animated: false)
        #expect(row.isHighlighted && row.highlightCount == 1)
        #expect(UITableViewCell(style: .default, reuseIdentifier: "given").reuseIdentifier == "given")

        let item = NamedItemCell(frame: .zero)
        #expect(item.reuseIdentifier == "item")
        item.isSelected = true
        #expect(item.selectionChanges == 1)
        #expect(UICollectionViewCell(frame: .zero).reuseIdentifier == nil)
    }

    @Test func buttonImageViewFollowsTheImageAndEdgeInsetsOnlyContentSizes() {
        let button = UIButton(type: .custom)
        button.imageView?.contentMode = .scaleAspectFit
        let image = UIImage(size: CGSize(width: 20, height: 20))
        button.setImage(image, for: .normal)
        #expect(button.imageView?.image == image)
        #expect(button.imageView?.contentMode == .scaleAspectFit)
        let size = button.intrinsicContentSize
        button.imageEdgeInsets = UIEdgeInsets(top: 0, left: -8, bottom: 0, right: 8)
        button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 8, bottom: 0, right: -8)
        #expect(button.intrinsicContentSize == size, "UIKit: these insets do not determine intrinsicContentSize")
        button.contentEdgeInsets = UIEdgeInsets(top: 0, left: 8, bottom: 0, right: 8)
        #expect(button.intrinsicContentSize.width == size.width + 16, "content insets count once")
        button.setTitle("Add", for: .normal)
        let titled = button.intrinsicContentSize.width
        button.contentEdgeInsets = .zero
        #expect(button.intrinsicContentSize.width == titled - 16)
    }

    @Test func cornerMasksHaveCoreAnimationsName() {
        let view = UIView()
        let top: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        view.layer.maskedCorners = top
        #expect(view.layer.maskedCorners == top)
    }
}

/// A cell with the pattern real cells use most for a person's name: its own `name` label
/// (`UIView` here has no public `name`, so this is no override).
private final class PersonCell: UITableViewCell {
    let name = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        name.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(name)
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(box)
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: contentView.topAnchor),
            box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            box.heightAnchor.constraint(equalToConstant: 50),
            name.leadingAnchor.constraint(equalTo: box.trailingAnchor),
            name.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A view whose backing layer is a gradient, as cells fade covers with one.
private final class FadeView: UIView {
    override class var layerClass: AnyClass { CAGradientLayer.self }
    var gradient: CAGradientLayer? { layer as? CAGradientLayer }
}

/// A tag row in a cell that watches its scroll view.
private final class TagRow: UIView, UIScrollViewDelegate {
    let scrollView = UIScrollView()
    var scrolls = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        scrollView.delegate = self
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.alwaysBounceHorizontal = true
        addSubview(scrollView)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
}

@Suite struct PastedCellLayerAndSymbolTests {
    @Test func aCellsOwnNameLabelIsNoOverride() {
        let cell = PersonCell(style: .default, reuseIdentifier: nil)
        cell.name.text = "Ada"
        #expect(cell.rowHeight(forTableWidth: 393) == 50 + 1.0 / 3)
        // The model's naming for descriptions keeps working under its own name.
        cell.contentView.layoutDebugName = "content"
        #expect(cell.contentView.layoutDebugName == "content")
        let constraint = cell.contentView.heightAnchor.constraint(equalToConstant: 10)
        #expect(constraint.description.contains("content.height == 10"))
    }

    @Test func gradientAndShapeLayersAndTheLayerTree() {
        let fade = FadeView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        #expect(fade.gradient != nil, "layerClass makes the view's layer")
        fade.gradient?.colors = [UIColor.clear.cgColor, UIColor.black.cgColor]
        fade.gradient?.locations = [0.6, 1]
        #expect(fade.gradient?.locations == [0.6, 1])
        #expect(UIView().layer is CAGradientLayer == false)

        let view = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 60))
        let shade = CAGradientLayer()
        shade.frame = view.bounds
        let top = CALayer()
        view.layer.addSublayer(top)
        view.layer.insertSublayer(shade, at: 0)
        #expect(view.layer.sublayers?.first === shade && view.layer.sublayers?.last === top)
        #expect(shade.superlayer === view.layer && shade.bounds.size == CGSize(width: 80, height: 60))
        let middle = CALayer()
        view.layer.insertSublayer(middle, above: shade)
        #expect(view.layer.sublayers?.map { ObjectIdentifier($0) } == [shade, middle, top].map { ObjectIdentifier($0) })
        middle.removeFromSuperlayer()
        #expect(view.layer.sublayers?.count == 2 && middle.superlayer == nil)

        let mask = CAShapeLayer()
        let corners: UIRectCorner = [.topLeft, .topRight]
        let path = UIBezierPath(roundedRect: view.bounds, byRoundingCorners: corners, cornerRadii: CGSize(width: 8, height: 8))
        mask.path = path.cgPath
        view.layer.mask = mask
        #expect(mask.path?.boundingBox == view.bounds && view.layer.mask === mask)
        #expect(UIRectCorner.allCorners.rawValue == 15)
        view.setNeedsDisplay()
    }

    @Test func transactionsGroupNothing() {
        var completed = false
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        CATransaction.setCompletionBlock { completed = true }
        CATransaction.commit()
        #expect(completed)
        #expect(CATransaction.animationDuration() == 0.25)
    }

    @Test func symbolConfigurationsRecordAndCombine() {
        let size = UIImage.SymbolConfiguration(pointSize: 16, weight: .regular)
        let scaled = size.applying(UIImage.SymbolConfiguration(scale: .large))
        #expect(scaled.pointSize == 16 && scaled.weight == .regular && scaled.scale == .large)
        let styled = UIImage.SymbolConfiguration(textStyle: .headline, scale: .small)
        #expect(styled.textStyle == .headline && styled.pointSize == nil)
        let fonted = UIImage.SymbolConfiguration(font: .systemFont(ofSize: 13))
        #expect(fonted.font == .systemFont(ofSize: 13))
        #expect(UIImage(systemName: "star", withConfiguration: size) == nil, "no SF Symbols here")
        let image = UIImage(size: CGSize(width: 10, height: 10))
        #expect(image.withConfiguration(size) == image)
        let imageView = UIImageView()
        imageView.preferredSymbolConfiguration = styled
        #expect(imageView.preferredSymbolConfiguration === styled)
        #expect(UIImage.SymbolScale.default.rawValue == -1 && UIImage.SymbolWeight.black.rawValue == 9)
    }

    @Test func scrollViewsTellTheirDelegateOfOffsetChanges() {
        let row = TagRow(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        row.scrollView.contentOffset = CGPoint(x: 20, y: 0)
        row.scrollView.setContentOffset(CGPoint(x: 20, y: 0), animated: true)
        row.scrollView.setContentOffset(.zero, animated: false)
        #expect(row.scrolls == 2, "only changes are told")
        #expect(!row.scrollView.showsHorizontalScrollIndicator && row.scrollView.alwaysBounceHorizontal)
        #expect(UIScrollView.DecelerationRate.fast.rawValue == 0.99)
    }

    @Test func urlRequestsComeWithUIKit() {
        // Cells that load images build URLRequests; on Apple platforms Foundation has them.
        let request = URLRequest(url: URL(string: "https://example.com/cover.png")!)
        #expect(request.url?.lastPathComponent == "cover.png")
    }
}
