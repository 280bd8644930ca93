import AutoLayout
import Foundation

/// How a storyboard scene is shown when segues present it modally, which decides whether
/// Xcode's canvas draws the status bar over it.
///
/// UIKit's `UIModalPresentationStyle.automatic` is a page sheet on phones from iOS 13 (Apple's
/// documentation of `modalPresentationStyle`), and a sheet on a phone in portrait starts below the
/// status bar, so its view has no top safe-area inset. Xcode 11 and later draw such a scene as a
/// sheet and store it shorter than the screen (647 of 667, 716 of 736, 842 of 896 or 852), and
/// views pinned to its top safe area or top layout guide sit at y = 0 (`Scripts/ib/scene_top_insets.py
/// --every-phone`: 10 apps, tools 17156 to 19162 and 21701 on: jhy0409, MOON-HJ, luboolu,
/// Sluggo, iNaturalist `287`, testPinkBook, daeyunkwon, slaveshin, 8mecem8, FloatingPanel `414`).
/// Tools 20037 to 21507 (Xcode 13.3 to 14.2) keep the device's status bar in the sheet (4 apps:
/// MoSonLee, Taehyeon-Kim, joeyyy688, moonkey48; none of those releases against), which is why
/// their range is apart. A full-screen presentation is drawn without the status bar from Xcode
/// 14.3 (tools 21701 on: habitica `108`, testPinkBook, FebricoJonata, J0onYEong, 4 apps) and with
/// it before (MyPlaces, DanMint, luboolu, ParkInYoung: tools 17701 to 19162, 4 apps). Other styles
/// (`overCurrentContext`, `popover`...) and documents before Xcode 11 (whose default was a
/// full-screen presentation) are drawn as any scene.
enum InterfaceBuilderPresentation: Equatable {
    case sheet
    case fullScreen

    /// Tools that keep the status bar in a sheet: Xcode 13.3 (20037) up to Xcode 14.3.
    static let statusBarSheetTools: Range<Double> = 20037..<Device.xcode14_3Tools

    /// The presentation of `controller` when every segue leading to it presents it with the same
    /// style (`presentation`, or the older `modal`), or its simulated size is a sheet's; nil
    /// when nothing presents it or segues disagree (a scene that is also pushed or embedded).
    static func of(_ controller: InterfaceBuilderElement, segues: [InterfaceBuilderElement]) -> InterfaceBuilderPresentation? {
        if let size = controller.child(key: "simulatedDestinationMetrics"),
           ["modalPageSheetSimulatedSizeMetrics", "modalFormSheetSimulatedSizeMetrics"].contains(size.tag) {
            return .sheet
        }
        guard let id = controller["id"] else { return nil }
        let incoming = segues.filter { $0["destination"] == id }
        guard !incoming.isEmpty, incoming.allSatisfy({ ["presentation", "modal"].contains($0["kind"]) }) else { return nil }
        let styles = Set(incoming.map { $0["modalPresentationStyle"] ?? "automatic" })
        guard styles.count == 1, let style = styles.first else { return nil }
        switch style {
        case "automatic", "pageSheet", "formSheet": return .sheet
        case "fullScreen": return .fullScreen
        default: return nil
        }
    }

    /// Whether Xcode's canvas, at `tools`, draws this presentation without the device's status
    /// bar on `device` (phones in portrait only: a sheet in landscape covers the screen).
    func hidesStatusBar(on device: Device, tools: Double) -> Bool {
        guard device.id.hasPrefix("retina"), !device.isLandscape else { return false }
        switch self {
        case .sheet: return tools >= InterfaceBuilderToolsVersion.xcode11Tools && !Self.statusBarSheetTools.contains(tools)
        case .fullScreen: return tools >= Device.xcode14_3Tools
        }
    }
}
