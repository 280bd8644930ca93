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
public typealias UILayoutGuide = LayoutGuide
public typealias UIEdgeInsets = EdgeInsets
public typealias UIUserInterfaceLayoutDirection = UserInterfaceLayoutDirection
public typealias UIFont = FontDescriptor
public typealias UILayoutPriority = LayoutPriority
public typealias NSLayoutConstraint = LayoutConstraint
public typealias NSLayoutAnchor = LayoutAnchor
public typealias NSLayoutXAxisAnchor = LayoutXAxisAnchor
public typealias NSLayoutYAxisAnchor = LayoutYAxisAnchor
public typealias NSLayoutDimension = LayoutDimension

extension LayoutConstraint {
    /// UIKit's `NSLayoutConstraint.Axis`.
    public typealias Axis = LayoutAxis
}

extension View {
    /// UIKit's `UIView.AutoresizingMask`.
    public typealias AutoresizingMaskOptions = AutoresizingMask
}
