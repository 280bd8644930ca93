import Foundation
import TextMeasurement

/// The paddings and fonts of a cell's built-in content by style: the one place these figures
/// live, read by the built-in styles (`textLabel`, `detailTextLabel`, `imageView`) and by
/// `UIListContentConfiguration`'s presets (`cell()`, `subtitleCell()`, `valueCell()`).
///
/// Apple documents the arrangement of each style (`UITableViewCell.CellStyle`: "a left-aligned
/// label across the top and a left-aligned label below it in smaller gray text", ...), not its
/// figures. The figures are the frames Xcode stores for the built-in labels and image views of
/// the fixture documents, Xcode 10 and later (`python3 Scripts/ib/builtin_cells.py`; cells /
/// documents / apps; 0 `value2` cells):
/// - the text (or image) starts at the content view's leading margin (text without an image:
///   109 of 113 cells, 17 / 13; images 11 / 4 / 2) and the content is centred between the
///   margins (default style: 63 of 63 cells, 14 / 10): the margins are the table's
///   (`Device.tableCellContentMargins`), not a figure of this type;
/// - 15 points between an image and the text (12 of 14 cells, 5 / 3);
/// - no gap between a subtitle's labels (5 cells, 5 / 4, Xcode 10, 15 and 26; 2 points in 8 / 3
///   / 2, 1 in 3 / 1 / 1, 3 in 2 / 1 / 1);
/// - a `value1` detail ends at the trailing margin (24 of 24 cells without an accessory, 4 / 3;
///   beside an accessory 8 points inside the content view, 20 of 21 cells, 5 / 2: the content
///   view's own margin there, `Device.tableCellContentMargins(forWidth:besideAccessory:)`);
/// - the text is the 17-point body font (112 of 127 cells, 15 / 11: `Body` or system 17), the
///   subtitle's detail the 12-point system font (14 of 18, 6 / 5; one Xcode 26 document has the
///   footnote style), a `value1` detail the body font (41 of 45, 7 / 4).
/// Estimates, no document measured: 8 points at least between side-by-side texts (the standard
/// spacing), `value2` laid out as `value1` with the body font for both texts, and the minimum
/// height, the standard row's 44 points with the separator (Xcode draws built-in cells 44 tall).
enum TableCellStyleMetrics {
    static let imageToTextPadding: CGFloat = 15
    static let stackedTextPadding: CGFloat = 0
    static let sideBySideTextPadding: CGFloat = 8

    /// The text's font: the body style, which follows the content size category.
    static var textFont: FontDescriptor { .preferredFont(forTextStyle: .body) }

    /// The secondary text's font for `style`.
    static func secondaryTextFont(for style: TableViewCell.CellStyle) -> FontDescriptor {
        style == .subtitle ? .systemFont(ofSize: 12) : .preferredFont(forTextStyle: .body)
    }

    /// Whether the style's secondary text sits beside the text.
    static func arrangement(for style: TableViewCell.CellStyle) -> ListContentLayout.Arrangement {
        style == .value1 || style == .value2 ? .sideBySide : .stacked
    }

    /// The layout of `style`'s content in a row whose separator takes `separatorHeight`.
    static func metrics(for style: TableViewCell.CellStyle, separatorHeight: CGFloat) -> ListContentLayout.Metrics {
        ListContentLayout.Metrics(arrangement: arrangement(for: style), margins: nil,
                                  imageToTextPadding: imageToTextPadding,
                                  textToSecondaryTextVerticalPadding: stackedTextPadding,
                                  textToSecondaryTextHorizontalPadding: sideBySideTextPadding,
                                  minimumHeight: minimumContentHeight(separatorHeight: separatorHeight))
    }

    /// The content view's least height: the standard row less its separator.
    static func minimumContentHeight(separatorHeight: CGFloat) -> CGFloat {
        TableViewCell.standardRowHeight - separatorHeight
    }
}
