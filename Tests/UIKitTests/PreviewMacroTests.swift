import Testing
import UIKit

// Xcode's preview blocks, as view files end with them: they compile and add nothing.
final class PreviewedBannerView: UIView {}

#Preview {
    PreviewedBannerView()
}

#Preview("A view controller") {
    UIViewController()
}

@Suite struct PreviewMacroTests {
    /// The file above compiles with both preview forms; a preview makes no view at run time.
    @Test func previewBlocksCompileAndMakeNothing() {
        #expect(PreviewedBannerView().subviews.isEmpty)
    }
}
