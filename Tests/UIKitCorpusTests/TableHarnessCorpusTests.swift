import Foundation
import Testing
import UIKit

/// Own-written cells that live in a `UITableView` (Cells/DownloadStatusCell.swift,
/// Cells/AccountSettingsCell.swift): registered, dequeued by a data source, sized by the table,
/// against heights computed from each cell's design at several widths and content size
/// categories. The figures are written down here (Expectations.swift and below), not taken
/// from the library: built-in and list content at the content view's margins, centred, at least
/// a 44-point row; 15 between an icon and the text; no gap between a subtitle's labels; 8 at
/// least between a value and its title (Scripts/ib/builtin_cells.py); inset-grouped sections 16
/// in from each side at 375 points, 20 from 390 (4 documents / 4 apps).
@MainActor
@Suite struct TableHarnessCorpusTests {
    static let phones: [(width: CGFloat, device: String)] = [(375, "retina4_7"), (393, "retina6_12"), (430, "retina6_72")]
    static let categories: [UIContentSizeCategory] = [.small, .large, .accessibilityLarge]
    static let insetGroupedInsets: [String: CGFloat] = ["retina4_7": 16, "retina6_12": 20, "retina6_72": 20]

    static func row(_ content: CGFloat, scale: CGFloat) -> CGFloat {
        max(44, snapped(content, scale: scale) + 1 / scale)
    }

    @Test("Downloads: subtitle cells with wrapping labels and a chevron, in a plain table")
    func downloads() {
        let downloads = [
            DownloadStatus(fileName: "Quarterly report.pdf", status: "Done"),
            DownloadStatus(fileName: "A recording of the whole conference keynote with its questions and answers.mov",
                           status: "Waiting for Wi-Fi: the download resumes once the phone is connected to a network"),
        ]
        let list = DownloadsList(downloads: downloads)
        for phone in Self.phones {
            for category in Self.categories {
                let table = UITableView(frame: CGRect(x: 0, y: 0, width: phone.width, height: 800), style: .plain)
                table.device = device(phone.device)
                table.traitOverrides.preferredContentSizeCategory = category
                table.register(DownloadStatusCell.self, forCellReuseIdentifier: DownloadStatusCell.reuseIdentifier)
                table.dataSource = list
                table.delegate = list
                let scale = device(phone.device).scale
                let m = Measure(scale: scale, category: measurementCategory(category))
                let margins = expectedContentMargins(deviceID: phone.device, tableWidth: phone.width)
                let content = phone.width - expectedAccessoryWidth(.disclosureIndicator, scale: scale, margins: margins)
                let w = content - contentMargins(margins, besideAccessory: .disclosureIndicator).horizontal
                let expected = downloads.map { download in
                    Self.row(margins.top + m.height(download.fileName, Fonts.body, width: w)
                                 + m.height(download.status, Fonts.system(12), width: w) + margins.bottom, scale: scale)
                }
                let heights = table.rowHeights()[0]
                #expect(zip(heights, expected).allSatisfy { abs($0 - $1) < 0.001 },
                        "\(phone.device) \(category.rawValue): \(heights) against \(expected)")
            }
        }
    }

    @Test("Account settings: value-cell configurations in an inset-grouped table, a fixed banner row first")
    func accountSettings() {
        let settings = [
            AccountSetting(title: "Name", value: "Maya", symbol: "person"),
            AccountSetting(title: "Notifications for replies, mentions and the weekly summary of your groups", value: "Off",
                           symbol: "bell"),
            AccountSetting(title: "Sign out", value: nil, symbol: nil),
        ]
        let list = AccountSettingsList(settings: settings)
        for phone in Self.phones {
            for category in Self.categories {
                let table = UITableView(frame: CGRect(x: 0, y: 0, width: phone.width, height: 800), style: .insetGrouped)
                table.device = device(phone.device)
                table.traitOverrides.preferredContentSizeCategory = category
                table.register(AccountSettingsCell.self, forCellReuseIdentifier: AccountSettingsCell.reuseIdentifier)
                table.dataSource = list
                table.delegate = list
                let scale = device(phone.device).scale
                let m = Measure(scale: scale, category: measurementCategory(category))
                let inset = Self.insetGroupedInsets[phone.device]!
                let rowWidth = phone.width - 2 * inset
                let margins = expectedContentMargins(deviceID: phone.device, tableWidth: rowWidth)
                let expected = settings.map { setting -> CGFloat in
                    var w = rowWidth - margins.horizontal
                    if setting.symbol != nil { w -= 29 + 15 }
                    if let value = setting.value { w -= m.width(value, Fonts.body) + 8 }
                    let text = max(m.height(setting.title, Fonts.body, width: w),
                                   setting.value.map { m.lineHeight($0, Fonts.body) } ?? 0,
                                   setting.symbol == nil ? 0 : 29)
                    return Self.row(margins.top + text + margins.bottom, scale: scale)
                }
                let heights = table.rowHeights()
                #expect(heights[0] == [AccountSettingsList.bannerHeight])
                #expect(zip(heights[1], expected).allSatisfy { abs($0 - $1) < 0.001 },
                        "\(phone.device) \(category.rawValue): \(heights[1]) against \(expected)")
                let frame = table.rectForRow(at: IndexPath(row: 0, section: 1))
                #expect(frame.minX == inset && frame.width == rowWidth && frame.minY == AccountSettingsList.bannerHeight)
            }
        }
    }
}
