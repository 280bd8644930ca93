import UIKit

struct DownloadStatus {
    let fileName: String
    let status: String
}

/// A downloads list row written the pre-iOS 14 way: a subtitle-style cell registered with the
/// table, its built-in labels wrapping, a disclosure chevron.
final class DownloadStatusCell: UITableViewCell {
    static let reuseIdentifier = "DownloadStatusCell"

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        accessoryType = .disclosureIndicator
        textLabel?.numberOfLines = 0
        detailTextLabel?.numberOfLines = 0
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(with download: DownloadStatus) {
        textLabel?.text = download.fileName
        detailTextLabel?.text = download.status
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        textLabel?.text = nil
        detailTextLabel?.text = nil
    }
}

/// The list's controller side: data source and delegate of a plain table.
final class DownloadsList: NSObject, UITableViewDataSource, UITableViewDelegate {
    var downloads: [DownloadStatus]

    init(downloads: [DownloadStatus]) {
        self.downloads = downloads
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        downloads.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: DownloadStatusCell.reuseIdentifier, for: indexPath)
        (cell as? DownloadStatusCell)?.configure(with: downloads[indexPath.row])
        return cell
    }
}
