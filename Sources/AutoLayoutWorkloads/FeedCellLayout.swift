import AutoLayout
import CassowaryWorkloads
import Foundation

/// The feed cell of docs/benchmarks.md (The feed-cell workload) built the way an iOS developer writes it:
/// views, anchors and content priorities. Label widths and the body's text height come in as
/// intrinsic sizes, so no text measurer is needed; the equal gaps between the three buttons use
/// two spacer layout guides, UIKit's idiom for them. Its fitted height is the workload's closed
/// form.
public final class FeedCellLayout {
    public let contentView: View
    public let avatar = IntrinsicSizeView(), more = IntrinsicSizeView()
    public let name = IntrinsicSizeView(), time = IntrinsicSizeView(), handle = IntrinsicSizeView()
    public let body = IntrinsicSizeView(), photo = IntrinsicSizeView(), separator = IntrinsicSizeView()
    public let like = IntrinsicSizeView(), comment = IntrinsicSizeView(), share = IntrinsicSizeView()
    /// `avatar.top == contentView.top + 12`: the constant a benchmark moves.
    public private(set) var avatarTop: LayoutConstraint?

    public init(_ inputs: FeedCellInputs) {
        contentView = View(frame: CGRect(x: 0, y: 0, width: inputs.width, height: 44))
        contentView.contentScaleFactor = 0
        let named: [(View, String)] = [
            (avatar, "avatar"), (more, "more"), (name, "name"), (time, "time"), (handle, "handle"), (body, "body"),
            (photo, "photo"), (like, "like"), (comment, "comment"), (share, "share"), (separator, "separator"),
        ]
        for (view, label) in named where view !== photo || inputs.hasPhoto {
            view.layoutDebugName = label
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
        }
        contentView.layoutDebugName = "contentView"
        setContent(inputs)
        LayoutConstraint.activate(constraints(hasPhoto: inputs.hasPhoto))
    }

    /// The per-row numbers: label widths and the body's text height.
    public func setContent(_ inputs: FeedCellInputs) {
        name.intrinsicSize = CGSize(width: inputs.nameWidth, height: 20)
        time.intrinsicSize = CGSize(width: inputs.timeWidth, height: 16)
        handle.intrinsicSize = CGSize(width: inputs.handleWidth, height: 16)
        body.intrinsicSize = CGSize(width: View.noIntrinsicMetric, height: inputs.textHeight)
        for button in [like, comment, share] { button.intrinsicSize = CGSize(width: 56, height: 32) }
    }

    /// The row height UITableView would ask for at content width `width` (no separator, no
    /// rounding).
    public func fittedHeight(width: Double) -> Double {
        contentView.systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                            verticalFittingPriority: .fittingSizeLevel).height
    }

    private func constraints(hasPhoto: Bool) -> [LayoutConstraint] {
        let cell = contentView
        name.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        for view in [time] {
            view.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        }
        let top = avatar.topAnchor.constraint(equalTo: cell.topAnchor, constant: 12)
        avatarTop = top
        var list: [LayoutConstraint] = [
            avatar.widthAnchor.constraint(equalToConstant: 40), avatar.heightAnchor.constraint(equalToConstant: 40),
            avatar.leftAnchor.constraint(equalTo: cell.leftAnchor, constant: 12), top,
            cell.bottomAnchor.constraint(greaterThanOrEqualTo: avatar.bottomAnchor, constant: 12),
            more.widthAnchor.constraint(equalToConstant: 24), more.heightAnchor.constraint(equalToConstant: 24),
            more.rightAnchor.constraint(equalTo: cell.rightAnchor, constant: -12),
            more.topAnchor.constraint(equalTo: cell.topAnchor, constant: 12),
            name.leftAnchor.constraint(equalTo: avatar.rightAnchor, constant: 8),
            name.topAnchor.constraint(equalTo: cell.topAnchor, constant: 12),
            time.leftAnchor.constraint(equalTo: name.rightAnchor, constant: 8),
            time.rightAnchor.constraint(equalTo: more.leftAnchor, constant: -8),
            time.bottomAnchor.constraint(equalTo: name.bottomAnchor),
            handle.leftAnchor.constraint(equalTo: name.leftAnchor),
            handle.topAnchor.constraint(equalTo: name.bottomAnchor, constant: 2),
            handle.rightAnchor.constraint(lessThanOrEqualTo: cell.rightAnchor, constant: -12),
            body.leftAnchor.constraint(equalTo: name.leftAnchor),
            body.rightAnchor.constraint(equalTo: cell.rightAnchor, constant: -12),
            body.topAnchor.constraint(equalTo: handle.bottomAnchor, constant: 6),
            like.leftAnchor.constraint(equalTo: body.leftAnchor),
            share.rightAnchor.constraint(equalTo: cell.rightAnchor, constant: -12),
            comment.topAnchor.constraint(equalTo: like.topAnchor),
            share.topAnchor.constraint(equalTo: like.topAnchor),
            cell.bottomAnchor.constraint(equalTo: like.bottomAnchor, constant: 12),
            separator.leftAnchor.constraint(equalTo: name.leftAnchor),
            separator.rightAnchor.constraint(equalTo: cell.rightAnchor),
            separator.heightAnchor.constraint(equalToConstant: 0.5),
            separator.bottomAnchor.constraint(equalTo: cell.bottomAnchor),
        ]
        list += buttonGaps()
        if hasPhoto {
            list += [
                photo.leftAnchor.constraint(equalTo: body.leftAnchor),
                photo.rightAnchor.constraint(equalTo: body.rightAnchor),
                photo.topAnchor.constraint(equalTo: body.bottomAnchor, constant: 8),
                photo.heightAnchor.constraint(equalTo: photo.widthAnchor, multiplier: 0.5625),
                like.topAnchor.constraint(equalTo: photo.bottomAnchor, constant: 8),
            ]
        } else {
            list.append(like.topAnchor.constraint(equalTo: body.bottomAnchor, constant: 8))
        }
        return list
    }

    /// Equal gaps of at least 8 between like, comment and share, through two spacer guides.
    private func buttonGaps() -> [LayoutConstraint] {
        let first = LayoutGuide(), second = LayoutGuide()
        contentView.addLayoutGuide(first)
        contentView.addLayoutGuide(second)
        return [
            first.leftAnchor.constraint(equalTo: like.rightAnchor), first.rightAnchor.constraint(equalTo: comment.leftAnchor),
            second.leftAnchor.constraint(equalTo: comment.rightAnchor), second.rightAnchor.constraint(equalTo: share.leftAnchor),
            first.widthAnchor.constraint(equalTo: second.widthAnchor),
            first.widthAnchor.constraint(greaterThanOrEqualToConstant: 8),
            first.topAnchor.constraint(equalTo: like.topAnchor), second.topAnchor.constraint(equalTo: like.topAnchor),
            first.heightAnchor.constraint(equalToConstant: 0), second.heightAnchor.constraint(equalToConstant: 0),
        ]
    }
}
