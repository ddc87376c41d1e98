import HeadlessUI
import Testing
import UIKit

// Touches and gesture recognizers on any view, from Apple's UIResponder, UIView and
// UIGestureRecognizer documentation.

/// A photo that reacts to a tap, a double tap (the single tap waits for it to fail), a long press
/// and a pinch, as gesture code in apps does.
@MainActor private final class PhotoView: UIView {
    var log: [String] = []
    let singleTap = UITapGestureRecognizer()
    let doubleTap = UITapGestureRecognizer()
    let press = UILongPressGestureRecognizer()
    let pinch = UIPinchGestureRecognizer()
    let swipe = UISwipeGestureRecognizer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        doubleTap.numberOfTapsRequired = 2
        singleTap.require(toFail: doubleTap)
        swipe.direction = .left
        for recognizer in [singleTap, doubleTap, press, pinch, swipe] { addGestureRecognizer(recognizer) }
        singleTap.addTarget(self) { photo, _ in photo.log.append("single") }
        doubleTap.addTarget(self) { photo, _ in photo.log.append("double") }
        press.addTarget(self) { photo, recognizer in photo.log.append("press \(recognizer.state)") }
        pinch.addTarget(self) { photo, recognizer in
            guard let pinch = recognizer as? UIPinchGestureRecognizer else { return }
            photo.log.append("pinch \(recognizer.state) \(pinch.scale)")
        }
        swipe.addTarget(self) { photo, _ in photo.log.append("swipe left") }
    }

    required init?(coder: NSCoder) { nil }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("touchesBegan")
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("touchesEnded")
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("touchesCancelled")
    }
}

/// A screen that closes the keyboard on a touch anywhere, by overriding touchesBegan.
private final class FormViewController: UIViewController {
    let field = UITextField(placeholder: "Name")
    var touches: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(field)
        view.addSubview(UILabel("Tap anywhere").identified("hint"))
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        self.touches.append("began \(touches.first?.view?.identifier ?? "?")")
        view.endEditing(true)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        self.touches.append("ended")
    }
}

@MainActor @Suite struct VocabularyTouchesTests {
    private func show(_ controller: UIViewController) -> UIWindow {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        return window
    }

    @Test("a tap on a plain view with a tap recognizer runs it, and the view's touches are cancelled")
    func tapRecognizerOnAnyView() throws {
        // UIGestureRecognizer.cancelsTouchesInView: "When this property is true (the default) and
        // the gesture recognizer recognizes its gesture, the touches of that gesture that are
        // pending aren’t delivered to the view and previously delivered touches are canceled
        // through a touchesCancelled(_:with:) message sent to the view."
        let screen = UIViewController()
        let photo = PhotoView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)).identified("photo")
        screen.view.addSubview(photo)
        let window = show(screen)
        #expect(window.tappableIdentifiers().contains("photo"))
        try window.tap("photo")
        #expect(photo.log == ["touchesBegan", "single", "touchesCancelled"])
        photo.log = []
        try window.tap("photo", count: 2)
        #expect(photo.log == ["touchesBegan", "double", "touchesCancelled"])
        photo.log = []
        photo.singleTap.cancelsTouchesInView = false
        try window.tap("photo")
        #expect(photo.log == ["touchesBegan", "single", "touchesEnded"])
    }

    @Test("a tap anywhere reaches a controller's touchesBegan through the responder chain")
    func touchesThroughResponderChain() throws {
        // UIResponder.touchesBegan(_:with:): the default implementation forwards the message up the
        // responder chain.
        let form = FormViewController()
        let window = show(form)
        form.field.becomeFirstResponder()
        try window.tap("hint")
        #expect(form.touches == ["began hint", "ended"])
        #expect(!form.field.isFirstResponder)
    }

    @Test("a tap nothing takes — no recognizer, no responder handling touches — is refused as before")
    func nothingTakesTheTap() {
        let screen = UIViewController()
        screen.view.addSubview(UILabel("Plain").identified("plain"))
        let window = show(screen)
        #expect(throws: WindowError.notTappable(identifier: "plain", kind: "Label")) {
            try window.tap("plain")
        }
        #expect(!window.tappableIdentifiers().contains("plain"))
    }

    @Test("hitTest finds the deepest visible view that takes touches at a point, front to back")
    func hitTest() {
        // UIView.hitTest(_:with:): "Returns the farthest descendant in the view hierarchy of the
        // current view, including itself, that contains the specified point."
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let front = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        let inner = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        front.addSubview(inner)
        root.addSubview(back)
        root.addSubview(front)
        #expect(root.hitTest(CGPoint(x: 65, y: 65), with: nil) === inner)
        #expect(root.hitTest(CGPoint(x: 100, y: 100), with: nil) === front)
        #expect(root.hitTest(CGPoint(x: 20, y: 20), with: nil) === back)
        #expect(root.hitTest(CGPoint(x: 250, y: 250), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 400, y: 10), with: nil) == nil)
        front.isUserInteractionEnabled = false
        #expect(root.hitTest(CGPoint(x: 65, y: 65), with: nil) === back)
        back.isHidden = true
        #expect(root.hitTest(CGPoint(x: 20, y: 20), with: nil) === root)
        #expect(root.point(inside: CGPoint(x: 299, y: 1), with: nil))
    }

    @Test("a tap at a point goes to the view hit there: a button's action, or a view's recognizer")
    func tapAtPoint() throws {
        let screen = UIViewController()
        var saved = 0
        let save = UIButton("Save") { saved += 1 }
        save.frame = CGRect(x: 20, y: 100, width: 80, height: 44)
        let photo = PhotoView(frame: CGRect(x: 20, y: 200, width: 100, height: 100))
        screen.view.addSubview(save)
        screen.view.addSubview(photo)
        let window = show(screen)
        try window.tap(at: CGPoint(x: 30, y: 110))
        #expect(saved == 1)
        try window.tap(at: CGPoint(x: 50, y: 250))
        #expect(photo.log == ["touchesBegan", "single", "touchesCancelled"])
        #expect(throws: WindowError.self) { try window.tap(at: CGPoint(x: 5000, y: 5000)) }
    }

    @Test("a long press, a swipe and a pinch reach the recognizers of their kind, with their states")
    func continuousGestures() throws {
        let screen = UIViewController()
        let photo = PhotoView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)).identified("photo")
        screen.view.addSubview(photo)
        let window = show(screen)
        try window.longPress("photo")
        #expect(photo.log == ["touchesBegan", "press began", "press ended", "touchesCancelled"])
        photo.log = []
        try window.swipe("photo", direction: .left)
        #expect(photo.log.contains("swipe left"))
        photo.log = []
        try window.pinch("photo", scale: 2)
        #expect(
            photo.log.filter { $0.hasPrefix("pinch") } == [
                "pinch began 1.0", "pinch changed 1.5", "pinch ended 2.0",
            ])
        screen.view.addSubview(UILabel("x").identified("label"))
        #expect(throws: WindowError.gestureNotRecognized(identifier: "label", gesture: "long press")) {
            try window.longPress("label")
        }
    }

    @Test("a pan on any view moves its pan recognizer through began, changed and ended with the translation")
    func pan() throws {
        let screen = UIViewController()
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)).identified("card")
        let pan = UIPanGestureRecognizer()
        var steps: [String] = []
        pan.addTarget(card) { view, recognizer in
            guard let pan = recognizer as? UIPanGestureRecognizer else { return }
            steps.append("\(pan.state) \(pan.translation(in: view).y)")
        }
        card.addGestureRecognizer(pan)
        screen.view.addSubview(card)
        let window = show(screen)
        try window.pan("card", by: CGPoint(x: 0, y: 80))
        #expect(steps == ["began 0.0", "changed 40.0", "ended 80.0"])
    }

    @Test("a delegate that refuses to receive the touch keeps its recognizer out of it")
    func delegateRefusesTouch() throws {
        @MainActor final class Refusing: UIGestureRecognizerDelegate {
            func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch)
                -> Bool
            {
                false
            }
        }
        let refusing = Refusing()
        let screen = UIViewController()
        let photo = PhotoView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)).identified("photo")
        photo.singleTap.delegate = refusing
        screen.view.addSubview(photo)
        let window = show(screen)
        try window.tap("photo")
        #expect(photo.log == ["touchesBegan", "touchesEnded"])
    }

    @Test("a UITouch knows its view, window, phase and location in any view")
    func touchObject() throws {
        final class Probe: UIView {
            var seen: (CGPoint, CGPoint, UITouch.Phase, Int)?
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
                guard let touch = touches.first else { return }
                seen = (
                    touch.location(in: self), touch.location(in: nil), touch.phase,
                    event?.allTouches?.count ?? 0
                )
            }
        }
        let screen = UIViewController()
        let probe = Probe(frame: CGRect(x: 40, y: 60, width: 100, height: 100))
        screen.view.addSubview(probe)
        let window = show(screen)
        try window.tap(at: CGPoint(x: 50, y: 70))
        let seen = try #require(probe.seen)
        #expect(seen.0 == CGPoint(x: 10, y: 10))
        #expect(seen.1 == CGPoint(x: 50, y: 70))
        #expect(seen.2 == .ended)
        #expect(seen.3 == 1)
    }
}
