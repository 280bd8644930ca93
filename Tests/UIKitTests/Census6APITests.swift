import CassowaryWorkloads
import Testing
import UIKit

// The UIKit pieces census-6's real cells missed (Datasets/uikit-cells/README.md, sample 6),
// written the way those cells write them: a text field the cell is the delegate of, a picker,
// a cell answering `preferredLayoutAttributesFitting(_:)` itself, `focusEffect = nil`,
// `NSLayoutConstraint()` placeholders, Display P3 colours and untyped colour literals.
@MainActor
@Suite struct Census6APITests {
    final class FieldOwner: UITextFieldDelegate {
        func textFieldShouldReturn(_ textField: UITextField) -> Bool { false }
    }

    @Test func aTextFieldKeepsWhatCellsSetAndItsSizeDependsOnlyOnTextAndFont() {
        let field = UITextField()
        field.borderStyle = .roundedRect
        field.placeholder = "Search"
        let plain = field.intrinsicContentSize
        let owner = FieldOwner()
        field.delegate = owner
        field.textColor = .red
        field.textAlignment = .center
        field.autocorrectionType = .no
        field.returnKeyType = .search
        field.keyboardType = .emailAddress
        field.isSecureTextEntry = true
        field.leftView = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        field.leftViewMode = UITextField.ViewMode.always
        #expect(field.intrinsicContentSize == plain)
        #expect(field.delegate?.textFieldShouldReturn(field) == false)
        #expect(field.delegate?.textFieldShouldBeginEditing(field) == true)
        #expect(field.returnKeyType == .search && field.autocorrectionType == .no)
    }

    @Test func anEmptyConstraintIsAPlaceholderThatCannotBeActivated() {
        let placeholder = NSLayoutConstraint()
        #expect(placeholder.firstItem == nil && placeholder.secondItem == nil)
        #expect(placeholder.validationError != nil)
        let view = UIView()
        let optional: NSLayoutConstraint? = nil
        NSLayoutConstraint.activate([optional ?? .init()])
        #expect(!placeholder.isActive)
        #expect(view.constraints.isEmpty)
    }

    /// Display P3 greys are sRGB greys (the spaces share white point and transfer curve), and
    /// P3's primaries lie outside sRGB: its red is more than sRGB's full red.
    @Test(arguments: [1, 2, SeededGenerator.runSeed])
    func displayP3ColoursAreKeptInExtendedSRGB(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        for _ in 0..<50 {
            let level = CGFloat(Int.random(in: 0...1000, using: &random)) / 1000
            let grey = UIColor(displayP3Red: level, green: level, blue: level, alpha: 0.5)
            for component in [grey.red, grey.green, grey.blue] {
                #expect(abs(component - level) < 1e-4, "seed \(seed) (OPENAUTOLAYOUT_SEED=\(seed)): \(level) became \(component)")
            }
            #expect(grey.alpha == 0.5)
        }
        let red = UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 1)
        #expect(abs(red.red - 1.0931) < 1e-3 && abs(red.green + 0.2267) < 1e-3 && abs(red.blue + 0.1501) < 1e-3)
    }

    @Test func anUntypedColourLiteralIsAUIColor() {
        let layer = CALayer()
        layer.borderColor = #colorLiteral(red: 0.8, green: 0.8, blue: 0.8, alpha: 1).cgColor
        #expect(layer.borderColor != nil)
    }

    @Test func layoutAttributesAreViewsOfTheirFrameAndCopy() {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 3, section: 1))
        attributes.frame = CGRect(x: 10, y: 20, width: 100, height: 40)
        #expect(attributes.center == CGPoint(x: 60, y: 40))
        attributes.size.height = 60
        #expect(attributes.frame == CGRect(x: 10, y: 20, width: 100, height: 60))
        #expect(attributes.bounds == CGRect(x: 0, y: 0, width: 100, height: 60))
        let copy = attributes.copy() as? UICollectionViewLayoutAttributes
        copy?.size = CGSize(width: 1, height: 1)
        #expect(attributes.size == CGSize(width: 100, height: 60))
        #expect(copy?.indexPath == IndexPath(item: 3, section: 1) && copy?.representedElementCategory == .cell)
        let header = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: "header", with: IndexPath(item: 0, section: 0))
        #expect(header.representedElementCategory == .supplementaryView && header.representedElementKind == "header")
    }

    final class FixedSizeCell: UICollectionViewCell {
        override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
            layoutAttributes.size = CGSize(width: 300, height: 300)
            return layoutAttributes
        }
    }

    final class LabelCell: UICollectionViewCell {
        let label = UILabel()
        override init(frame: CGRect) {
            super.init(frame: frame)
            label.numberOfLines = 0
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
            NSLayoutConstraint.activate([
                label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
                label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
                label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            ])
        }
        required init?(coder: NSCoder) { fatalError() }
    }

    /// A cell that answers with a size of its own is that size, as in a self-sizing layout; one
    /// that does not is fitted at the layout's width.
    @Test func aCellsOwnPreferredAttributesAreItsSize() {
        #expect(FixedSizeCell(frame: .zero).size(fittingWidth: 180) == CGSize(width: 300, height: 300))
        let cell = LabelCell(frame: .zero)
        cell.label.text = "One line"
        let fitted = cell.size(fittingWidth: 200)
        #expect(fitted.width == 200)
        // On the default device's 3x pixel grid.
        #expect(fitted.height == ((20 + cell.label.intrinsicContentSize.height) * 3).rounded(.up) / 3)
    }

    final class HourSource: UIPickerViewDataSource, UIPickerViewDelegate {
        var rows = 24
        func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }
        func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { component == 0 ? rows : 0 }
    }

    @Test func aPickerAsksItsDataSourceAndKeepsSelectionsInRange() {
        let picker = UIPickerView()
        #expect(picker.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        #expect(picker.numberOfComponents == 0)
        let source = HourSource()
        picker.dataSource = source
        picker.delegate = source
        #expect(picker.numberOfComponents == 2)
        #expect(picker.selectedRow(inComponent: 0) == 0 && picker.selectedRow(inComponent: 1) == -1)
        picker.selectRow(30, inComponent: 0, animated: false)
        #expect(picker.selectedRow(inComponent: 0) == 23)
        source.rows = 10
        picker.reloadAllComponents()
        #expect(picker.selectedRow(inComponent: 0) == 9)
        #expect(picker.delegate?.pickerView(picker, titleForRow: 0, forComponent: 0) == nil)
    }

    @Test func aViewKeepsItsFocusEffect() {
        let view = UIView()
        #expect(view.focusEffect == nil)
        view.focusEffect = UIFocusHaloEffect(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 40), cornerRadius: 8)
        #expect((view.focusEffect as? UIFocusHaloEffect)?.cornerRadius == 8)
        view.focusEffect = nil
        #expect(view.focusEffect == nil)
    }
}
