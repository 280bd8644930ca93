import Foundation
import TextMeasurement
import UIKit

// What the corpus expects, written independently of the library: UIKit's figures for controls and
// cell margins, and text heights from the text measurer (the one input the tests take from the
// library, since a label's height is its measured text).

/// Insets along the cell's edges.
struct Margins: Sendable, CustomStringConvertible {
    var top: CGFloat
    var left: CGFloat
    var bottom: CGFloat
    var right: CGFloat

    var horizontal: CGFloat { left + right }
    var vertical: CGFloat { top + bottom }
    var description: String { "(\(top), \(left), \(bottom), \(right))" }
}

/// The layout margins UIKit gives the content view of a cell in a full-width plain table on
/// `deviceID`, `tableWidth` points wide (iOS 12 and later), as Xcode's canvas draws them in the
/// fixture documents (`Scripts/ib/cell-margins.md`, documents / apps), written down here, not
/// taken from the library: 11 above and below (Xcode 11 and later: 24 / 15); on the sides the
/// device's figure for tables wider than 320 points (`wideTableSideMargins`), and 16 for tables
/// of 320 points or less on every phone (31 / 14; 14 / 6 on the phones that give wider ones 20).
func expectedContentMargins(deviceID: String, tableWidth: CGFloat) -> Margins {
    guard tableWidth > 320 else { return Margins(top: 11, left: 16, bottom: 11, right: 16) }
    guard let side = wideTableSideMargins[deviceID] else { fatalError("no cell margins written down for \(deviceID)") }
    return Margins(top: 11, left: side, bottom: 11, right: side)
}

/// `margins` of a content view that ends at its cell's `accessory`: outside the table's side
/// margin, it keeps its own 8 points on the trailing side ("for most views, the default layout
/// margins are 8 points on each side", Apple's `directionalLayoutMargins`). Xcode stores views
/// pinned to that margin 8 points inside the content view (6 cells of 5 apps, Xcode 6 to 26,
/// `Scripts/ib/cell-margins.md`) and `value1` details ending 8 points inside it (20 of 21 cells,
/// 5 documents / 2 apps, `Scripts/ib/builtin_cells.py`). The accessory itself sits at the
/// table's margin (`expectedAccessoryWidth` takes `margins` as they are).
func contentMargins(_ margins: Margins, besideAccessory accessory: CorpusCell.Accessory) -> Margins {
    guard accessory != .none else { return margins }
    return Margins(top: margins.top, left: margins.left, bottom: margins.bottom, right: 8)
}

/// Side margins of the content views of cells wider than 320 points, per device the corpus uses.
let wideTableSideMargins: [String: CGFloat] = [
    "retina4_7": 16,   // 375 points: 26 / 12
    "retina6_12": 20,  // 393 points (Xcode 14 and later): 6 / 4
    "retina6_72": 20,  // 430 points: 1 / 1 (the width its disclosure indicator takes)
]

/// Intrinsic sizes of UIKit's controls on iOS 13 and later.
enum ControlMetrics {
    /// The frame a switch draws (an accessory view takes it).
    static let switchSize = CGSize(width: 51, height: 31)
    /// The width constraints place: 2 points narrower, the frame overhanging it on the trailing
    /// side (Open Radar 31777116: `intrinsicContentSize` 49 x 31).
    static let switchAlignmentWidth: CGFloat = 49
    static let stepperSize = CGSize(width: 94, height: 32)
    /// Its alignment rectangle, which constraints place (the frame is a point taller below):
    /// Interface Builder stores 31-point height constraints' controls 32 tall (2 apps).
    static let segmentedControlHeight: CGFloat = 31
    /// `UIProgressView(progressViewStyle: .default)`.
    static let progressViewHeight: CGFloat = 4
    /// `UIActivityIndicatorView(style: .medium)`.
    static let mediumActivityIndicatorSize = CGSize(width: 20, height: 20)
}

/// The pixel grid: UIKit snaps to the nearest pixel, halves up (SEMANTICS §5). A sum that is a
/// half pixel in exact arithmetic can land a hair below it in floating point, so a millionth of a
/// pixel decides for the half.
func snapped(_ value: CGFloat, scale: CGFloat) -> CGFloat {
    (value * scale + 0.5 + 1e-6).rounded(.down) / scale
}

/// How much narrower than the table a cell's content view is for its accessory on iOS 13 and
/// later, which lays the accessory out at the cell's trailing margin: the side margin plus the
/// disclosure chevron (10.5 points at 2x, 10.33 at 3x, as the content views Interface Builder
/// stores for such cells show), or plus the accessory view's width.
func expectedAccessoryWidth(_ accessory: CorpusCell.Accessory, scale: CGFloat, margins: Margins) -> CGFloat {
    switch accessory {
    case .none: 0
    case .disclosureIndicator: margins.right + (scale >= 3 ? 31.0 / 3 : 10.5)
    case .switchView: margins.right + ControlMetrics.switchSize.width
    }
}

/// Text sizes at one scale and content size category, the way a label measures its text.
struct Measure: Sendable {
    let scale: CGFloat
    let category: ContentSizeCategory
    let measurer: TextMeasurer

    init(scale: CGFloat, category: ContentSizeCategory = .large) {
        self.scale = scale
        self.category = category
        measurer = labelMeasurer(at: category)
    }

    func metrics(_ text: String, _ font: UIFont, width: CGFloat?, lines: Int) -> TextMetrics {
        do {
            return try measurer.measure(text, font: measuredFont(font), maxWidth: width.map { Double(max(0, $0)) },
                                        numberOfLines: lines, scale: Double(scale))
        } catch {
            fatalError("cannot measure \(text.debugDescription): \(error)")
        }
    }

    /// The height of a label showing `text` wrapped at `width` (nil: one unbounded line).
    func height(_ text: String, _ font: UIFont, width: CGFloat? = nil, lines: Int = 0) -> CGFloat {
        CGFloat(metrics(text, font, width: width, numberOfLines: lines).height)
    }

    /// The height of a one-line label.
    func lineHeight(_ text: String, _ font: UIFont) -> CGFloat {
        height(text, font, width: nil, lines: 1)
    }

    /// The width of a one-line label showing `text`.
    func width(_ text: String, _ font: UIFont) -> CGFloat {
        CGFloat(metrics(text, font, width: nil, numberOfLines: 1).width)
    }

    /// The height of a horizontal stack aligned on first baselines: the most any label reaches
    /// above the shared baseline plus the most any reaches below it.
    func firstBaselineRowHeight(_ labels: [(text: String, font: UIFont, width: CGFloat?, lines: Int)]) -> CGFloat {
        var above = 0.0
        var below = 0.0
        for label in labels {
            let metrics = metrics(label.text, label.font, width: label.width, numberOfLines: label.lines)
            above = max(above, metrics.firstBaseline)
            below = max(below, metrics.height - metrics.firstBaseline)
        }
        return CGFloat(above + below)
    }

    private func metrics(_ text: String, _ font: UIFont, width: CGFloat?, numberOfLines: Int) -> TextMetrics {
        metrics(text, font, width: width, lines: numberOfLines)
    }
}
