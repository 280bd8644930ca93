import Testing
import UIKit

// `UIImage.resizableImage(withCapInsets:resizingMode:)` (issue 34 census-3: DataSourcerer's
// `ChatBotIncomingMessageTableViewCell` makes its chat bubble with it), written as the cell
// writes it, against Apple's documentation and UIImage.h.
@Suite struct ImageResizingTests {
    /// UIImage.h: `UIImageResizingModeTile` 0, `UIImageResizingModeStretch` 1; Apple documents
    /// `resizableImage(withCapInsets:)` as tiling the interior, and `capInsets` and
    /// `resizingMode` as what the image was made with (zero insets and `.tile` for an image
    /// that is not resizable).
    @Test func capsAndModeAreTheOnesGiven() {
        #expect(UIImage.ResizingMode.tile.rawValue == 0)
        #expect(UIImage.ResizingMode.stretch.rawValue == 1)
        let plain = UIImage(size: CGSize(width: 40, height: 30))
        #expect(plain.capInsets == .zero)
        #expect(plain.resizingMode == .tile)
        let insets = UIEdgeInsets(top: 15, left: 25, bottom: 15, right: 15)
        let stretched = plain.resizableImage(withCapInsets: insets, resizingMode: .stretch)
        #expect(stretched.capInsets == insets)
        #expect(stretched.resizingMode == .stretch)
        let tiled = plain.resizableImage(withCapInsets: insets)
        #expect(tiled.capInsets == insets)
        #expect(tiled.resizingMode == .tile)
    }

    /// A resizable image keeps its size (Apple: the caps say how it is drawn in a larger or
    /// smaller view), so an image view showing it is as large as the image until its
    /// constraints say otherwise, as a chat bubble's do.
    @Test func theSizeStaysTheImages() {
        let image: UIImage? = UIImage(size: CGSize(width: 40, height: 30))
        let bubble = UIImageView(image: image?.resizableImage(
            withCapInsets: UIEdgeInsets(top: 15, left: 25, bottom: 15, right: 15),
            resizingMode: .stretch
        ))
        #expect(bubble.image?.size == CGSize(width: 40, height: 30))
        #expect(bubble.intrinsicContentSize == CGSize(width: 40, height: 30))

        let container = UIView()
        bubble.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(bubble)
        NSLayoutConstraint.activate([
            bubble.topAnchor.constraint(equalTo: container.topAnchor),
            bubble.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            bubble.widthAnchor.constraint(equalToConstant: 160),
        ])
        container.frame = CGRect(x: 0, y: 0, width: 320, height: 200)
        container.layoutIfNeeded()
        #expect(bubble.frame == CGRect(x: 0, y: 0, width: 160, height: 30))
    }
}
