import UIKit

struct AccountSetting {
    let title: String
    let value: String?
    let symbol: String?
}

/// An iOS 14 settings row: a value-cell content configuration with an optional icon, in an
/// inset-grouped table whose first row, a fixed-height banner, the delegate sizes itself.
final class AccountSettingsCell: UITableViewCell {
    static let reuseIdentifier = "AccountSettingsCell"

    func configure(with setting: AccountSetting) {
        var content = UIListContentConfiguration.valueCell()
        content.text = setting.title
        content.secondaryText = setting.value
        if setting.symbol != nil {
            content.image = UIImage(size: CGSize(width: 29, height: 29))
        }
        contentConfiguration = content
    }
}

final class AccountSettingsList: NSObject, UITableViewDataSource, UITableViewDelegate {
    static let bannerHeight: CGFloat = 120
    var settings: [AccountSetting]

    init(settings: [AccountSetting]) {
        self.settings = settings
    }

    func numberOfSections(in tableView: UITableView) -> Int { 2 }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        section == 0 ? 1 : settings.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: AccountSettingsCell.reuseIdentifier, for: indexPath)
        if indexPath.section == 1 {
            (cell as? AccountSettingsCell)?.configure(with: settings[indexPath.row])
        }
        return cell
    }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        indexPath.section == 0 ? Self.bannerHeight : UITableView.automaticDimension
    }
}
