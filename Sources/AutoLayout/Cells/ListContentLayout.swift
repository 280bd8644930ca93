import Foundation

/// The constraints a cell's built-in content gets: a leading image, a text and a secondary text,
/// stacked (UIKit's `.default` and `.subtitle` styles, `UIListContentConfiguration.cell()` and
/// `.subtitleCell()`) or side by side (`.value1`, `.value2`, `.valueCell()`), laid out in the
/// content view's margins (the table's, `Device.tableCellContentMargins`, unless set).
///
/// Invariant: with the views it is given, the content view is at least `minimumHeight` tall and
/// at least as tall as its margins plus the tallest of the image and the text group, which are
/// centred between the margins; the image sits at the leading margin and the text
/// `imageToTextPadding` after it (at the margin without an image). The margins above and below
/// and the minimum hold below the required priority, so a fixed row height shorter than the
/// content centres it and lets it overflow the margins, as Xcode draws built-in cells of 44 points.
final class ListContentLayout {
    /// How the two texts sit.
    enum Arrangement: Equatable {
        /// The secondary text below the text, both from the leading edge.
        case stacked
        /// The text at the leading edge, the secondary text at the trailing edge.
        case sideBySide
    }

    /// What the layout depends on besides the views: a change of any rebuilds the constraints.
    struct Metrics: Equatable {
        var arrangement: Arrangement
        /// Insets from the content view's edges; nil: the content view's layout margins.
        var margins: DirectionalEdgeInsets?
        var imageToTextPadding: CGFloat
        var textToSecondaryTextVerticalPadding: CGFloat
        var textToSecondaryTextHorizontalPadding: CGFloat
        var minimumHeight: CGFloat
    }

    /// Content stays within the margins above and below below the labels' vertical compression
    /// resistance (750) and above the fitting level: a self-sizing row grows to keep it there,
    /// while a fixed row too short for it centres the content and lets it overflow the margins
    /// with the labels at their full height, as Xcode draws 44-point subtitle cells.
    private static let marginPriority = LayoutPriority.defaultHigh - 1

    private var installed: (metrics: Metrics, views: [ObjectIdentifier], margins: ObjectIdentifier)?
    private var constraints: [LayoutConstraint] = []
    private let group = LayoutGuide()
    private let marginsGuide = LayoutGuide()

    /// Lays `image`, `text` and `secondary` (those present) out in `contentView` by `metrics`,
    /// within `marginsView`'s layout margins unless the metrics set insets of their own; views
    /// that took part before and are absent now are removed. Nothing changes when neither the
    /// views nor the metrics did.
    func install(in contentView: View, marginsOf marginsView: View? = nil, image: View?, text: View?, secondary: View?,
                 metrics: Metrics, previous: [View]) {
        let views = [image, text, secondary].compactMap { $0 }
        let ids = views.map(ObjectIdentifier.init)
        let marginsView = marginsView ?? contentView
        let marginsID = ObjectIdentifier(marginsView)
        if let installed, installed.metrics == metrics, installed.views == ids, installed.margins == marginsID { return }
        LayoutConstraint.deactivate(constraints)
        constraints = []
        for view in previous where !views.contains(where: { $0 === view }) { view.removeFromSuperview() }
        installed = (metrics, ids, marginsID)
        let (edges, marginConstraints) = edges(of: contentView, marginsOf: marginsView, metrics)
        guard let text = text ?? secondary else {
            if group.owningView === contentView { contentView.removeLayoutGuide(group) }
            constraints = marginConstraints + (image.map { imageConstraints($0, in: contentView, edges: edges) } ?? [])
            finish(views, in: contentView)
            return
        }
        let secondary = text === secondary ? nil : secondary
        for view in views where view.superview !== contentView { contentView.addSubview(view) }
        let belowRequired = LayoutPriority.required - 1
        var made = marginConstraints

        let minimum = contentView.heightAnchor.constraint(greaterThanOrEqualToConstant: metrics.minimumHeight)
        minimum.priority = belowRequired
        made.append(minimum)

        let leading: LayoutXAxisAnchor
        if let image {
            made += imageConstraints(image, in: contentView, edges: edges)
            leading = image.trailingAnchor
        } else {
            leading = edges.leadingAnchor
        }
        let textInset = image == nil ? 0 : metrics.imageToTextPadding
        made.append(text.leadingAnchor.constraint(equalTo: leading, constant: textInset))

        // The text group: from the top of the first text to the bottom of the last, centred.
        if group.owningView !== contentView { contentView.addLayoutGuide(group) }
        made.append(group.centerYAnchor.constraint(equalTo: edges.centerYAnchor))
        let top = group.topAnchor.constraint(greaterThanOrEqualTo: edges.topAnchor)
        let bottom = group.bottomAnchor.constraint(lessThanOrEqualTo: edges.bottomAnchor)
        top.priority = Self.marginPriority
        bottom.priority = Self.marginPriority
        made += [top, bottom]

        switch (metrics.arrangement, secondary) {
        case (_, nil):
            made += [group.topAnchor.constraint(equalTo: text.topAnchor),
                     group.bottomAnchor.constraint(equalTo: text.bottomAnchor),
                     text.trailingAnchor.constraint(equalTo: edges.trailingAnchor)]
        case (.stacked, let secondary?):
            made += [group.topAnchor.constraint(equalTo: text.topAnchor),
                     secondary.topAnchor.constraint(equalTo: text.bottomAnchor,
                                                    constant: metrics.textToSecondaryTextVerticalPadding),
                     group.bottomAnchor.constraint(equalTo: secondary.bottomAnchor),
                     secondary.leadingAnchor.constraint(equalTo: text.leadingAnchor),
                     text.trailingAnchor.constraint(equalTo: edges.trailingAnchor),
                     secondary.trailingAnchor.constraint(equalTo: edges.trailingAnchor)]
        case (.sideBySide, let secondary?):
            // Both centred; the group spans the taller. The secondary text keeps its width and
            // the text wraps or truncates first.
            made += [group.topAnchor.constraint(lessThanOrEqualTo: text.topAnchor),
                     group.topAnchor.constraint(lessThanOrEqualTo: secondary.topAnchor),
                     group.bottomAnchor.constraint(greaterThanOrEqualTo: text.bottomAnchor),
                     group.bottomAnchor.constraint(greaterThanOrEqualTo: secondary.bottomAnchor),
                     text.centerYAnchor.constraint(equalTo: group.centerYAnchor),
                     secondary.centerYAnchor.constraint(equalTo: group.centerYAnchor),
                     secondary.trailingAnchor.constraint(equalTo: edges.trailingAnchor),
                     secondary.leadingAnchor.constraint(greaterThanOrEqualTo: text.trailingAnchor,
                                                        constant: metrics.textToSecondaryTextHorizontalPadding)]
            let tight = group.heightAnchor.constraint(equalToConstant: 0)
            tight.priority = LayoutPriority(1)
            made.append(tight)
            text.setContentCompressionResistancePriority(LayoutPriority(749), for: .horizontal)
            secondary.setContentCompressionResistancePriority(.required - 2, for: .horizontal)
        }
        constraints = made
        finish(views, in: contentView)
    }

    private func imageConstraints(_ image: View, in contentView: View, edges: LayoutGuide) -> [LayoutConstraint] {
        if image.superview !== contentView { contentView.addSubview(image) }
        // The image keeps its size; the text wraps or truncates beside it.
        for axis in [LayoutAxis.horizontal, .vertical] {
            image.setContentCompressionResistancePriority(LayoutPriority.required - 2, for: axis)
            image.setContentHuggingPriority(LayoutPriority.required - 2, for: axis)
        }
        let top = image.topAnchor.constraint(greaterThanOrEqualTo: edges.topAnchor)
        let bottom = image.bottomAnchor.constraint(lessThanOrEqualTo: edges.bottomAnchor)
        top.priority = Self.marginPriority
        bottom.priority = Self.marginPriority
        return [image.leadingAnchor.constraint(equalTo: edges.leadingAnchor),
                image.centerYAnchor.constraint(equalTo: edges.centerYAnchor), top, bottom]
    }

    /// The rectangle the content lies in: the content view's margins, or insets of its own (a
    /// guide with the constraints that place it).
    private func edges(of contentView: View, marginsOf marginsView: View, _ metrics: Metrics) -> (LayoutGuide, [LayoutConstraint]) {
        guard let insets = metrics.margins else {
            if marginsGuide.owningView === contentView { contentView.removeLayoutGuide(marginsGuide) }
            return (marginsView.layoutMarginsGuide, [])
        }
        if marginsGuide.owningView !== contentView { contentView.addLayoutGuide(marginsGuide) }
        return (marginsGuide, [
            marginsGuide.topAnchor.constraint(equalTo: contentView.topAnchor, constant: insets.top),
            marginsGuide.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: insets.leading),
            contentView.bottomAnchor.constraint(equalTo: marginsGuide.bottomAnchor, constant: insets.bottom),
            contentView.trailingAnchor.constraint(equalTo: marginsGuide.trailingAnchor, constant: insets.trailing),
        ])
    }

    private func finish(_ views: [View], in contentView: View) {
        for view in views {
            if view.superview !== contentView { contentView.addSubview(view) }
            view.translatesAutoresizingMaskIntoConstraints = false
        }
        LayoutConstraint.activate(constraints)
    }
}
