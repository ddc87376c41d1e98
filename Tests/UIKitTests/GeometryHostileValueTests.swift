import ScenewrightTesting
import Testing
import UIKit

// Hostile geometry: NaN, ±infinity, huge, negative and zero values.
//
// From Apple's documentation of UIView.frame: "Setting this property changes the point specified by
// the center property and changes the size in the bounds rectangle accordingly." Core Animation
// derives that centre and size from the rectangle, and raises `CALayerInvalidGeometry` ("CALayer
// position contains NaN", "CALayer bounds contains NaN") when one is not a number: UIKit never
// stores a NaN frame. An infinite origin or size is not a number once the centre is worked out
// (∞ − ∞), so the stage refuses it too. Either way the view keeps the geometry it had and a
// diagnostic names the view and the value.
//
// Negative sizes are legal in a CGRect. From Apple's documentation of CGRectGetWidth: "Regardless
// of whether the width is stored in the CGRect data structure as a positive or negative number,
// this function returns the width as if the rectangle were standardized." A view given a
// rectangle with a negative size covers the same area, and reads it back standardized, as UIKit's
// views do: `frame = CGRect(x: 100, y: 100, width: -50, height: -50)` reads back as
// `(50, 50, 50, 50)`.

@MainActor @Suite("Hostile geometry: NaN and infinity are refused, negative sizes are standardized")
struct GeometryHostileValueTests {
    nonisolated static let notNumbers: [CGFloat] = [.nan, .infinity, -.infinity]

    @Test(
        "a frame with NaN or an infinite component is refused; the view keeps its frame",
        arguments: notNumbers)
    func frameRefused(bad: CGFloat) {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        view.accessibilityIdentifier = "card"
        let candidates = [
            CGRect(x: bad, y: 0, width: 10, height: 10), CGRect(x: 0, y: bad, width: 10, height: 10),
            CGRect(x: 0, y: 0, width: bad, height: 10), CGRect(x: 0, y: 0, width: 10, height: bad),
        ]
        for candidate in candidates {
            let diagnostics = captureDiagnostics { view.frame = candidate }
            #expect(view.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
            #expect(diagnostics.count == 1)
            #expect(diagnostics.first?.kind == .invalidGeometry)
            let message = diagnostics.first?.message ?? ""
            #expect(message.contains("card"), "\(message)")
            #expect(message.contains("\(bad)"), "\(message)")
        }
    }

    @Test("bounds and center with NaN or infinity are refused too", arguments: notNumbers)
    func boundsAndCenterRefused(bad: CGFloat) {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        let boundsDiagnostics = captureDiagnostics {
            view.bounds = CGRect(x: 0, y: 0, width: bad, height: 40)
        }
        let centerDiagnostics = captureDiagnostics { view.center = CGPoint(x: bad, y: 0) }
        #expect(view.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 30, height: 40))
        #expect(boundsDiagnostics.map(\.kind) == [.invalidGeometry])
        #expect(centerDiagnostics.map(\.kind) == [.invalidGeometry])
    }

    @Test("a view made with a NaN frame starts with a zero frame and a diagnostic")
    func initWithNaN() {
        var view: UIView?
        let diagnostics = captureDiagnostics {
            view = UIView(frame: CGRect(x: 0, y: 0, width: CGFloat.nan, height: 10))
        }
        #expect(view?.frame == .zero)
        #expect(diagnostics.map(\.kind) == [.invalidGeometry])
    }

    @Test("a negative size is stored standardized: same area, positive width and height")
    func negativeSize() {
        let view = UIView()
        let diagnostics = captureDiagnostics {
            view.frame = CGRect(x: 100, y: 100, width: -50, height: -50)
        }
        #expect(diagnostics.isEmpty)
        #expect(view.frame == CGRect(x: 50, y: 50, width: 50, height: 50))
        #expect(view.bounds.size == CGSize(width: 50, height: 50))
        // Core Animation standardizes the layer's bounds too, so their origin moves to the corner.
        #expect(view.bounds.origin == CGPoint(x: -50, y: -50))
        #expect(view.center == CGPoint(x: 75, y: 75))
    }

    @Test("huge and zero values are ordinary numbers: stored as given")
    func hugeAndZero() {
        let view = UIView()
        let huge = CGFloat.greatestFiniteMagnitude
        let diagnostics = captureDiagnostics {
            view.frame = CGRect(x: 0, y: 0, width: huge, height: huge)
            #expect(view.frame.size == CGSize(width: huge, height: huge))
            view.frame = .infinite
            #expect(view.frame == .infinite)
            view.frame = .zero
            #expect(view.frame == .zero)
        }
        #expect(diagnostics.isEmpty)
    }

    @Test(
        "a window size change to NaN, infinite or negative sizes is refused: no controller hears it",
        arguments: [
            CGSize(width: CGFloat.nan, height: 800), CGSize(width: 400, height: CGFloat.infinity),
            CGSize(width: -390, height: 844),
        ])
    func windowSizeChangeRefused(size: CGSize) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let root = SizeLoggingViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        var changed = true
        let diagnostics = captureDiagnostics { changed = window.simulateSizeChange(to: size) }
        #expect(!changed)
        #expect(root.sizes.isEmpty)
        #expect(window.frame.size == CGSize(width: 390, height: 844))
        #expect(diagnostics.map(\.kind) == [.invalidGeometry])
    }

    @Test("a window size change to zero or a huge size is an ordinary size change")
    func windowSizeChangeToZero() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let root = SizeLoggingViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        #expect(window.simulateSizeChange(to: .zero))
        #expect(window.simulateSizeChange(to: CGSize(width: 1e12, height: 1e12)))
        #expect(root.sizes == [.zero, CGSize(width: 1e12, height: 1e12)])
    }

    @Test(
        "a presentation controller answering a NaN frame leaves the presented view where it was, naming both")
    func presentationFrameRefused() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let home = UIViewController()
        window.rootViewController = home
        window.makeKeyAndVisible()
        let card = UIViewController()
        let transitions = BrokenFrameTransitions()
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = transitions
        card.loadViewIfNeeded()
        card.view.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        let diagnostics = captureDiagnostics { home.present(card, animated: false) }
        #expect(isSame(home.presentedViewController, card))
        #expect(card.view.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
        let geometry = diagnostics.filter { $0.kind == .invalidGeometry }
        #expect(geometry.count == 1)
        let message = geometry.first?.message ?? ""
        #expect(message.contains("frameOfPresentedViewInContainerView"), "\(message)")
        #expect(message.contains("BrokenFramePresentationController"), "\(message)")
        #expect(message.contains("UIViewController") || message.contains("ViewController"), "\(message)")
    }
}

/// Records the sizes it is told about.
private final class SizeLoggingViewController: UIViewController {
    var sizes: [CGSize] = []
    override func viewWillTransition(
        to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
    ) {
        sizes.append(size)
        super.viewWillTransition(to: size, with: coordinator)
    }
}

/// A presentation controller whose frame arithmetic divided by zero.
private final class BrokenFramePresentationController: UIPresentationController {
    override var frameOfPresentedViewInContainerView: CGRect {
        CGRect(x: 0, y: 0, width: CGFloat.nan, height: 300)
    }
}

private final class BrokenFrameTransitions: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        BrokenFramePresentationController(presentedViewController: presented, presenting: presenting)
    }
}
