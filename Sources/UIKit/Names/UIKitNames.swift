import AutoLayout
import Foundation
import TextMeasurement

// UIKit's names for the model's types, so that constraint code written for iOS compiles here
// by copy and paste (`NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`,
// `UILayoutPriority(999)`, `UIFont.systemFont(ofSize: 15)`, ...).

public typealias UIView = View
public typealias UILabel = Label
public typealias UIButton = Button
public typealias UIImageView = ImageView
public typealias UITextView = TextView
public typealias UIImage = Image
public typealias UITableViewCell = TableViewCell
public typealias UITableView = TableView
public typealias UITableViewDataSource = TableViewDataSource
public typealias UITableViewDelegate = TableViewDelegate
public typealias UILayoutGuide = LayoutGuide
public typealias UIEdgeInsets = EdgeInsets
public typealias UIUserInterfaceLayoutDirection = UserInterfaceLayoutDirection
public typealias UIFont = FontDescriptor
public typealias UIFontDescriptor = FontAttributeDescriptor
public typealias UILayoutPriority = LayoutPriority
public typealias NSLayoutConstraint = LayoutConstraint
public typealias NSLayoutAnchor = LayoutAnchor
public typealias NSLayoutXAxisAnchor = LayoutXAxisAnchor
public typealias NSLayoutYAxisAnchor = LayoutYAxisAnchor
public typealias NSLayoutDimension = LayoutDimension
public typealias UIControl = Control
public typealias UIAction = Action
public typealias UIConfigurationTextAttributesTransformer = ConfigurationTextAttributesTransformer
public typealias UISwitch = Switch
public typealias UIActivityIndicatorView = ActivityIndicatorView
public typealias UISegmentedControl = SegmentedControl
public typealias UIProgressView = ProgressView
public typealias UIStepper = Stepper
public typealias UISlider = Slider
public typealias UIDatePicker = DatePicker
public typealias UIDatePickerStyle = DatePickerStyle
public typealias UIPageControl = PageControl
public typealias UIPickerView = PickerView
public typealias UIPickerViewDataSource = PickerViewDataSource
public typealias UIPickerViewDelegate = PickerViewDelegate
public typealias UITextField = TextField
public typealias UITextFieldDelegate = TextFieldDelegate
public typealias UITextAutocorrectionType = TextAutocorrectionType
public typealias UITextAutocapitalizationType = TextAutocapitalizationType
public typealias UIKeyboardType = KeyboardType
public typealias UIReturnKeyType = ReturnKeyType
public typealias UIScrollViewDelegate = ScrollViewDelegate
public typealias UICollectionView = CollectionView
public typealias UIViewController = ViewController
public typealias UICollectionViewLayout = CollectionViewLayout
public typealias UICollectionViewFlowLayout = CollectionViewFlowLayout
public typealias UICollectionViewDataSource = CollectionViewDataSource
public typealias UICollectionViewDelegate = CollectionViewDelegate
public typealias UICollectionViewLayoutAttributes = CollectionViewLayoutAttributes
public typealias UICollectionViewDelegateFlowLayout = CollectionViewDelegateFlowLayout
public typealias UICollectionViewCell = CollectionViewCell
public typealias UICollectionViewListCell = CollectionViewListCell
public typealias UIContentConfiguration = ContentConfiguration
public typealias UIContentView = ContentView
public typealias UIConfigurationState = ConfigurationState
public typealias UICellConfigurationState = CellConfigurationState
public typealias UIListContentConfiguration = ListContentConfiguration
public typealias UIListContentView = ListContentView
public typealias UIBackgroundConfiguration = BackgroundConfiguration
public typealias UICellAccessory = CellAccessory
public typealias NSDiffableDataSourceSnapshot = DiffableDataSourceSnapshot
public typealias UICollectionViewDiffableDataSource = CollectionViewDiffableDataSource
public typealias UITableViewDiffableDataSource = TableViewDiffableDataSource
public typealias UICollectionViewCompositionalLayout = CompositionalLayout
public typealias UICollectionLayoutListConfiguration = CollectionLayoutListConfiguration
public typealias UICollectionLayoutSectionOrthogonalScrollingBehavior = CollectionLayoutSection.OrthogonalScrollingBehavior
public typealias NSCollectionLayoutSection = CollectionLayoutSection
public typealias NSCollectionLayoutGroup = CollectionLayoutGroup
public typealias NSCollectionLayoutItem = CollectionLayoutItem
public typealias NSCollectionLayoutSize = CollectionLayoutSize
public typealias NSCollectionLayoutDimension = CollectionLayoutDimension
public typealias NSCollectionLayoutSpacing = CollectionLayoutSpacing
public typealias NSCollectionLayoutEnvironment = CollectionLayoutEnvironment
public typealias NSCollectionLayoutContainer = CollectionLayoutContainer
public typealias NSCollectionLayoutBoundarySupplementaryItem = CollectionLayoutBoundarySupplementaryItem
public typealias NSRectAlignment = RectAlignment
public typealias NSDirectionalRectEdge = DirectionalRectEdge
public typealias UIColor = Color
public typealias UIAccessibilityTraits = AccessibilityTraits
public typealias UITouch = Touch
public typealias UIEvent = Event
public typealias UIGestureRecognizer = GestureRecognizer
public typealias UIFocusEffect = FocusEffect
public typealias UIFocusHaloEffect = FocusHaloEffect
public typealias UIFeedbackGenerator = FeedbackGenerator
public typealias UISelectionFeedbackGenerator = SelectionFeedbackGenerator
public typealias UIImpactFeedbackGenerator = ImpactFeedbackGenerator
public typealias UINotificationFeedbackGenerator = NotificationFeedbackGenerator
public typealias UIGestureRecognizerDelegate = GestureRecognizerDelegate
public typealias UITapGestureRecognizer = TapGestureRecognizer
public typealias UILongPressGestureRecognizer = LongPressGestureRecognizer
public typealias UIPanGestureRecognizer = PanGestureRecognizer
public typealias UISwipeGestureRecognizer = SwipeGestureRecognizer
public typealias CGColor = CGColorValue
public typealias CALayer = Layer
public typealias CACornerMask = Layer.CornerMask
public typealias CAGradientLayer = GradientLayer
public typealias CAGradientLayerType = GradientLayerType
public typealias CAShapeLayer = ShapeLayer
public typealias CAShapeLayerLineCap = ShapeLayerLineCap
public typealias CATransaction = Transaction
public typealias CGPath = CGPathValue
public typealias UIBezierPath = BezierPath
public typealias UIRectCorner = RectCorner
public typealias CGAffineTransform = AffineTransform2D
public typealias UIScreen = Screen
public typealias UITraitCollection = TraitCollection
public typealias UIFontMetrics = FontMetrics
public typealias UIContentSizeCategory = ContentSizeCategory
public typealias UIUserInterfaceIdiom = UserInterfaceIdiom
public typealias UIUserInterfaceSizeClass = UserInterfaceSizeClass
public typealias NSDirectionalEdgeInsets = DirectionalEdgeInsets
public typealias NSTextAlignment = TextAlignment
public typealias NSLineBreakMode = LineBreakMode

extension LayoutConstraint {
    /// UIKit's `NSLayoutConstraint.Axis`.
    public typealias Axis = LayoutAxis
}

extension View {
    /// UIKit's `UIView.AutoresizingMask`.
    public typealias AutoresizingMaskOptions = AutoresizingMask
    /// UIKit's `UIView.ContentMode`.
    public typealias ContentMode = AutoLayout.ContentMode
}

extension Control {
    /// UIKit's `UIControl.State`.
    public typealias State = Button.ControlState
}

extension Image {
    /// UIKit's `UIImage(named:)`: asset catalogues are not available, so there is no image (an
    /// image view without one has no intrinsic size: give it a size constraint, as cells that
    /// load images asynchronously do).
    public init?(named name: String) { return nil }

    /// UIKit's `UIImage(systemName:)`: SF Symbols are not available; see `init?(named:)`.
    public init?(systemName name: String) { return nil }
}

/// UIKit's `UIContentSizeCategoryIsAccessibilityCategory(_:)`, the C spelling of
/// `isAccessibilityCategory`.
public func UIContentSizeCategoryIsAccessibilityCategory(_ category: ContentSizeCategory) -> Bool {
    category.isAccessibilityCategory
}
