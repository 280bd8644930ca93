import CassowaryWorkloads
import Testing
import UIKit
import simd

// The UIKit pieces census-5's real cells missed (Datasets/uikit-cells/README.md, sample 5),
// written the way those cells write them: paths built point by point and stroked by dashed
// shape layers found again by name, `CGColor(red:green:blue:alpha:)`, `.roundedRect` buttons,
// gesture recognisers, feedback generators and `import simd`.
@Suite struct Census5APITests {
    @Test func pathsBuiltPointByPointKeepTheirBoundingBox() {
        let line = UIBezierPath()
        #expect(line.cgPath.boundingBox == .zero)
        line.move(to: CGPoint(x: 6, y: 2))
        line.addLine(to: CGPoint(x: 6, y: 30))
        line.lineCapStyle = .round
        #expect(line.cgPath.boundingBox == CGRect(x: 6, y: 2, width: 0, height: 28))
        line.addLine(to: CGPoint(x: 1, y: 40))
        line.close()
        #expect(line.cgPath.boundingBox == CGRect(x: 1, y: 2, width: 5, height: 38))

        let oval = UIBezierPath(ovalIn: CGRect(x: 2, y: 1, width: 6, height: 6))
        oval.addLine(to: CGPoint(x: 20, y: 4))
        #expect(oval.cgPath.boundingBox == CGRect(x: 2, y: 1, width: 18, height: 6))
    }

    /// A random path's bounding box is the smallest rectangle holding its points.
    @Test(arguments: [1, 2, SeededGenerator.runSeed])
    func aRandomPathsBoundsHoldItsPoints(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        for step in 0..<50 {
            let points = (0..<Int.random(in: 1...8, using: &random)).map { _ in
                CGPoint(x: CGFloat(Int.random(in: -200...200, using: &random)), y: CGFloat(Int.random(in: -200...200, using: &random)))
            }
            let path = UIBezierPath()
            path.move(to: points[0])
            points.dropFirst().forEach(path.addLine(to:))
            let xs = points.map(\.x), ys = points.map(\.y)
            let expected = CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
            #expect(path.cgPath.boundingBox == expected, "seed \(seed) (OPENAUTOLAYOUT_SEED=\(seed)), step \(step): \(points)")
        }
    }

    @Test func shapeLayersKeepDashesAndLayersTheirNames() {
        let view = UIView()
        let dash = CAShapeLayer()
        dash.name = "dash"
        dash.lineDashPattern = [6, 6]
        dash.lineCap = .round
        view.layer.addSublayer(dash)
        view.layer.addSublayer(CALayer())
        #expect(view.layer.sublayers?.filter { $0.name == "dash" }.count == 1)
        #expect(dash.lineDashPattern == [6, 6])
        #expect(dash.lineDashPhase == 0)
    }

    @Test func colorsMadeFromComponentsAreSRGBComponents() {
        let color = CGColor(red: 101 / 255, green: 129 / 255, blue: 247 / 255, alpha: 0.5)
        #expect(color.red == 101 / 255 && color.green == 129 / 255 && color.blue == 247 / 255 && color.alpha == 0.5)
        let view = UIView()
        view.layer.borderColor = color
        #expect(view.layer.borderColor == color)
    }

    /// UIButton.h: `UIButtonTypeRoundedRect = UIButtonTypeSystem`.
    @Test func aRoundedRectButtonIsASystemButton() {
        #expect(UIButton.ButtonType.roundedRect == .system)
        let button = UIButton(type: .roundedRect)
        #expect(button.buttonType == .system)
    }

    @Test func gestureRecognizersBelongToOneViewAtATime() {
        let first = UIView(), second = UIView()
        let tap = UITapGestureRecognizer()
        #expect(tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1 && tap.state == .possible)
        first.addGestureRecognizer(tap)
        #expect(tap.view === first && first.gestureRecognizers?.count == 1)
        second.addGestureRecognizer(tap)
        #expect(tap.view === second && first.gestureRecognizers?.isEmpty == true && second.gestureRecognizers?.count == 1)
        second.removeGestureRecognizer(tap)
        #expect(tap.view == nil && second.gestureRecognizers?.isEmpty == true)

        let press = UILongPressGestureRecognizer()
        #expect(press.minimumPressDuration == 0.5 && press.allowableMovement == 10)
        #expect(UISwipeGestureRecognizer().direction == .right)
        #expect(UIGestureRecognizer.State.recognized == .ended)
        second.gestureRecognizers = [press]
        #expect(press.view === second)
    }

    /// Recognisers and haptics take no part in layout: a cell sizes the same with them.
    @Test @MainActor func recognizersAndFeedbackDoNotChangeASize() {
        func label() -> UILabel {
            let label = UILabel()
            label.text = "A reading"
            return label
        }
        let plain = label(), withGestures = label()
        withGestures.addGestureRecognizer(UITapGestureRecognizer())
        withGestures.addGestureRecognizer(UIPanGestureRecognizer())
        UISelectionFeedbackGenerator().selectionChanged()
        UIImpactFeedbackGenerator(style: .heavy).impactOccurred(intensity: 0.5)
        UINotificationFeedbackGenerator().notificationOccurred(.success)
        #expect(UIImpactFeedbackGenerator().style == .medium)
        #expect(plain.intrinsicContentSize == withGestures.intrinsicContentSize)
    }

    /// `simd`'s functions against their definitions, on seeded random vectors.
    @Test(arguments: [3, 4, SeededGenerator.runSeed])
    func simdFunctionsFollowTheirDefinitions(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        for step in 0..<100 {
            let a = simd_double3(Double.random(in: -10...10, using: &random), Double.random(in: -10...10, using: &random),
                                 Double.random(in: -10...10, using: &random))
            let b = double3(Double.random(in: -10...10, using: &random), Double.random(in: -10...10, using: &random),
                            Double.random(in: -10...10, using: &random))
            let note = "seed \(seed) (OPENAUTOLAYOUT_SEED=\(seed)), step \(step): \(a) \(b)"
            let dot = a.x * b.x + a.y * b.y + a.z * b.z
            #expect(abs(simd_dot(a, b) - dot) < 1e-9, "\(note)")
            #expect(abs(simd_length(a) - (a.x * a.x + a.y * a.y + a.z * a.z).squareRoot()) < 1e-9, "\(note)")
            #expect(abs(simd_distance(a, b) - simd_length(b - a)) < 1e-9, "\(note)")
            if simd_length(a) > 1e-6 { #expect(abs(simd_length(simd_normalize(a)) - 1) < 1e-9, "\(note)") }
            #expect(simd_mix(a, b, simd_double3(repeating: 0)) == a, "\(note)")
            let clamped = simd_clamp(a, simd_double3(repeating: -1), simd_double3(repeating: 1))
            #expect(clamped.min() >= -1 && clamped.max() <= 1, "\(note)")
        }
    }
}
