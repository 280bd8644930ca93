import Foundation

// UIKit's coordinate conversion between views (`convert(_:to:)`, `convert(_:from:)`): a point
// in a view is its superview's point less the bounds origin plus the frame origin, up to a
// common ancestor. A nil view is the tree's root, standing in for the window. Transforms are not
// applied (layout's frames are those of the untransformed views here), nor do views in
// different trees share coordinates: each tree's root is then its own origin.
extension View {
    public func convert(_ point: CGPoint, to view: View?) -> CGPoint {
        let inRoot = pointInRoot(point)
        return (view ?? rootView).pointFromRoot(inRoot)
    }

    public func convert(_ point: CGPoint, from view: View?) -> CGPoint {
        let inRoot = (view ?? rootView).pointInRoot(point)
        return pointFromRoot(inRoot)
    }

    public func convert(_ rect: CGRect, to view: View?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    public func convert(_ rect: CGRect, from view: View?) -> CGRect {
        CGRect(origin: convert(rect.origin, from: view), size: rect.size)
    }

    private func pointInRoot(_ point: CGPoint) -> CGPoint {
        var result = point
        var current: View? = self
        while let view = current, view.superview != nil {
            result.x += view.frame.minX - view.bounds.minX
            result.y += view.frame.minY - view.bounds.minY
            current = view.superview
        }
        // The root's own bounds origin shifts its content too.
        result.x -= rootView.bounds.minX
        result.y -= rootView.bounds.minY
        return result
    }

    private func pointFromRoot(_ point: CGPoint) -> CGPoint {
        let origin = pointInRoot(.zero)
        return CGPoint(x: point.x - origin.x, y: point.y - origin.y)
    }
}
