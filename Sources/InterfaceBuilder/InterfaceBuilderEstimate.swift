import AutoLayout
import Foundation

/// A view whose size the importer estimates rather than measures (a text field's chrome, a
/// symbol image, a segmented control, a designable): the comparison scales every estimate by
/// the factor it scales fonts by, to find the views that depend on content
/// (`InterfaceBuilderLayout.inflateContent`).
protocol InterfaceBuilderEstimate: View {
    func scaleEstimate(by factor: CGFloat)
}

extension IntrinsicSizeView: InterfaceBuilderEstimate {
    func scaleEstimate(by factor: CGFloat) {
        intrinsicSize = CGSize(width: intrinsicSize.width < 0 ? intrinsicSize.width : intrinsicSize.width * factor,
                               height: intrinsicSize.height < 0 ? intrinsicSize.height : intrinsicSize.height * factor)
    }
}

extension TextField: InterfaceBuilderEstimate {
    func scaleEstimate(by factor: CGFloat) { estimateFactor = factor }
}

extension InterfaceBuilderButton: InterfaceBuilderEstimate {
    func scaleEstimate(by factor: CGFloat) {
        guard let size = imageSize else { return }
        imageSize = CGSize(width: size.width * factor, height: size.height * factor)
        invalidateIntrinsicContentSize()
    }
}
