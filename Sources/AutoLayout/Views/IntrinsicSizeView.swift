import Foundation

/// A view whose intrinsic size is simply set: a stand-in for custom content (a chart, a web
/// view) or for text measured elsewhere, and what layout documents' `intrinsicSize` key makes.
/// Either dimension may be `View.noIntrinsicMetric`.
open class IntrinsicSizeView: View {
    public var intrinsicSize: CGSize {
        didSet { if oldValue != intrinsicSize { invalidateIntrinsicContentSize() } }
    }

    public init(intrinsicSize: CGSize = CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)) {
        self.intrinsicSize = intrinsicSize
        super.init(frame: .zero)
    }

    public required init?(coder: NSCoder) {
        intrinsicSize = CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
        super.init(coder: coder)
    }

    open override var intrinsicContentSize: CGSize { intrinsicSize }
}
