import AutoLayout
import Foundation
import TextMeasurement

/// What a batch job computes and how: the widths and scale UITableView sizes its rows at, the
/// separator, whether frames come back, the threads, and the kernel.
public struct BatchOptions: Sendable {
    /// Content widths, in points; every row gets one result per width, in this order.
    public var widths: [Double]
    /// The screen scale: heights and frames snap to multiples of 1/scale and text is measured
    /// at it. 0 leaves every number as the solver gives it.
    public var scale: Double
    /// Whether each height includes the row separator's 1/scale (UITableView's default).
    public var separator: Bool
    /// Whether results carry every view's frame (relative to its parent), not just the height.
    public var includesFrames: Bool
    /// Worker threads; `nil` uses every core.
    public var threads: Int?
    public var kernel: DenseKernelChoice
    /// Measures labels, buttons and text views; fast mode by default, as `autolayout solve`.
    public var textMeasurer: any TextMeasuring
    /// Rows per block: the columns of one dense product. Large enough that the product's call
    /// cost is shared; small enough that a block's scratch stays in cache.
    public var blockSize: Int
    /// Several text sizes in one job: every row gets one result per category and width, the
    /// categories in this order and the widths within each, and each result names its
    /// category. Empty: the text measurer's own category alone, and results name none. Needs a
    /// `TextMeasurer` (a category is a parameter of its measurements).
    public var contentSizeCategories: [ContentSizeCategory] = []
    /// The device the rows are laid out for: a table cell's margins at each width
    /// (`TableCellRoot`) and the views' traits (controls' sizes by iOS release). Nil: a table
    /// cell's own device (the one its document was made for) and the current traits'.
    public var device: Device?

    public init(widths: [Double], scale: Double = 3, separator: Bool = false, includesFrames: Bool = false,
                threads: Int? = nil, kernel: DenseKernelChoice = .automatic,
                textMeasurer: any TextMeasuring = TextMeasurer(mode: .fast), blockSize: Int = 256) {
        self.widths = widths
        self.scale = scale
        self.separator = separator
        self.includesFrames = includesFrames
        self.threads = threads
        self.kernel = kernel
        self.textMeasurer = textMeasurer
        self.blockSize = blockSize
    }

    /// How many results each row gets: one per width, per category when several are asked.
    public var resultsPerRow: Int { widths.count * max(1, contentSizeCategories.count) }

    /// The threads a job runs on: as asked, or every core.
    public var resolvedThreads: Int {
        max(1, threads ?? ProcessInfo.processInfo.activeProcessorCount)
    }
}

/// Which code multiplies the dense matrices of a block.
public enum DenseKernelChoice: String, Sendable, CaseIterable {
    /// OpenBLAS when the package was built with it (the `OpenBLAS` trait, on by default),
    /// otherwise plain Swift.
    case automatic
    /// `cblas_dgemm`; falls back to plain Swift when built without OpenBLAS.
    case blas
    /// Plain Swift with SIMD, no external library.
    case swift
}
