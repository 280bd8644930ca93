/// Xcode's `#Preview` for a UIKit view or view controller, which `import UIKit` brings on Apple
/// platforms (DeveloperToolsSupport): a view file compiles with its preview block. A preview
/// only draws in Xcode's canvas and adds nothing to the app, so here it expands to nothing (the
/// `PreviewMacros` plugin); its body is still type-checked, as Xcode type-checks it. The
/// `traits:` argument (`PreviewTrait`) is not declared.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, body: @escaping @MainActor () -> UIView) =
    #externalMacro(module: "PreviewMacros", type: "PreviewMacro")

@freestanding(declaration)
public macro Preview(_ name: String? = nil, body: @escaping @MainActor () -> UIViewController) =
    #externalMacro(module: "PreviewMacros", type: "PreviewMacro")
