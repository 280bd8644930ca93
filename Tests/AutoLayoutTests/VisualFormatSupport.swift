import Foundation
@testable import AutoLayout

/// Named views inside a superview named `superview`, for Visual Format tests. The fixture keeps
/// the views alive (constraints hold their items weakly).
struct VisualFormatFixture {
    let superview: View
    let views: [String: View]

    init(_ names: [String], superview: View = View()) {
        if superview.name == nil { superview.name = "superview" }
        self.superview = superview
        var views: [String: View] = [:]
        for name in names {
            let view = View()
            view.name = name
            view.translatesAutoresizingMaskIntoConstraints = false
            superview.addSubview(view)
            views[name] = view
        }
        self.views = views
    }

    subscript(name: String) -> View {
        guard let view = views[name] else { preconditionFailure("no view named \(name) in the fixture") }
        return view
    }

    /// The equations the format makes, in order.
    func equations(_ format: String, options: LayoutConstraint.FormatOptions = [],
                   metrics: [String: Any]? = nil) throws(VisualFormatError) -> [String] {
        try constraints(format, options: options, metrics: metrics).map(\.equationDescription)
    }

    func constraints(_ format: String, options: LayoutConstraint.FormatOptions = [],
                     metrics: [String: Any]? = nil) throws(VisualFormatError) -> [LayoutConstraint] {
        try LayoutConstraint.constraintsChecked(withVisualFormat: format, options: options, metrics: metrics, views: views)
    }

    /// The error the format gives, or nil when it parses.
    func error(_ format: String, options: LayoutConstraint.FormatOptions = [], metrics: [String: Any]? = nil,
               views extra: [String: Any] = [:]) -> VisualFormatError? {
        var all: [String: Any] = views
        for (name, value) in extra { all[name] = value }
        do throws(VisualFormatError) {
            _ = try LayoutConstraint.constraintsChecked(withVisualFormat: format, options: options, metrics: metrics, views: all)
            return nil
        } catch {
            return error
        }
    }
}
