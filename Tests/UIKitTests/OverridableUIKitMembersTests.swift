import Testing
import UIKit

// Members UIKit declares `open` — so apps override them — that the stage keeps with their classes:
// layout margins, gesture recognizers, views by tag, layout anchors and guides, content hugging,
// trait overrides, a container's traits for a child, manual appearance forwarding, a layer's
// animations and a window's scene and screen. Each subclass below is written as an app writes it,
// with `import UIKit` alone, and must compile unchanged.

/// A card that keeps wider margins than UIKit's default, whatever is set.
private final class CardView: UIView {
    override var layoutMargins: UIEdgeInsets {
        get { UIEdgeInsets(top: 16, left: 20, bottom: 16, right: 20) }
        set { super.layoutMargins = newValue }
    }
}

/// A view that counts the gesture recognizers added to it and finds its badge by tag.
private final class TrackingView: UIView {
    private(set) var added: [String] = []
    override func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        added.append(String(describing: type(of: gestureRecognizer)))
        super.addGestureRecognizer(gestureRecognizer)
    }
    override func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        added.removeAll { $0 == String(describing: type(of: gestureRecognizer)) }
        super.removeGestureRecognizer(gestureRecognizer)
    }
    override func viewWithTag(_ tag: Int) -> UIView? {
        tag == 99 ? self : super.viewWithTag(tag)
    }
    override func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        .required
    }
    override var safeAreaLayoutGuide: UILayoutGuide { layoutMarginsGuide }
}

/// A container that gives every child a regular width, as a container showing its child in a wide
/// column does.
private final class CompactSidebarContainer: UIViewController {
    private(set) var asked = 0
    override func overrideTraitCollection(forChild childViewController: UIViewController)
        -> UITraitCollection?
    {
        asked += 1
        return UITraitCollection(horizontalSizeClass: .regular)
    }
}

/// A container that forwards appearance by hand and records what it forwarded.
private final class ForwardingContainer: UIViewController {
    private(set) var forwarded: [String] = []
    override func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        forwarded.append(isAppearing ? "begin appearing" : "begin disappearing")
        super.beginAppearanceTransition(isAppearing, animated: animated)
    }
    override func endAppearanceTransition() {
        forwarded.append("end")
        super.endAppearanceTransition()
    }
}

/// A layer that records the animations added to it.
private final class RecordingLayer: CALayer {
    private(set) var keys: [String] = []
    override func add(_ anim: CAAnimation, forKey key: String?) {
        keys.append(key ?? "nil")
        super.add(anim, forKey: key)
    }
}

/// A window that reports a scene of its own choosing, as a test double does.
private final class DetachedWindow: UIWindow {
    override var windowScene: UIWindowScene? {
        get { nil }
        set {}
    }
}

@MainActor @Suite("Members UIKit declares open can be overridden, and the stage calls the override")
struct OverridableUIKitMembersTests {
    @Test("an override of layoutMargins is what directionalLayoutMargins reads")
    func layoutMargins() {
        let card = CardView()
        card.layoutMargins = .zero
        #expect(card.layoutMargins.left == 20)
        #expect(card.directionalLayoutMargins.leading == 20)
        #expect(UIView().layoutMargins.left == 8)
    }

    @Test("overrides of addGestureRecognizer, viewWithTag and contentHuggingPriority run")
    func viewOverrides() {
        let view = TrackingView()
        let tap = UITapGestureRecognizer(target: nil, action: nil)
        view.addGestureRecognizer(tap)
        #expect(view.added == ["UITapGestureRecognizer"])
        #expect(view.gestureRecognizers?.count == 1)
        view.removeGestureRecognizer(tap)
        #expect(view.added.isEmpty)
        let isSelf = view.viewWithTag(99) === view
        #expect(isSelf)
        #expect(view.contentHuggingPriority(for: .horizontal) == .required)
        let guideIsMargins = view.safeAreaLayoutGuide === view.layoutMarginsGuide
        #expect(guideIsMargins)
        // UIKit's guides are the view's own: the same object at every read.
        let plain = UIView()
        let sameGuide = plain.safeAreaLayoutGuide === plain.safeAreaLayoutGuide
        #expect(sameGuide)
    }

    // Apple: "overrideTraitCollection(forChild:) — Retrieves the trait collection for a child view
    // controller." A container overrides it to change what its children inherit.
    @Test("a container's override of overrideTraitCollection(forChild:) decides its child's traits")
    func containerGivesChildTraits() {
        let container = CompactSidebarContainer()
        let child = UIViewController()
        container.addChild(child)
        container.view.addSubview(child.view)
        child.didMove(toParent: container)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = container
        window.makeKeyAndVisible()
        #expect(window.traitCollection.horizontalSizeClass == .compact)
        #expect(child.traitCollection.horizontalSizeClass == .regular)
        #expect(container.traitCollection.horizontalSizeClass == .compact)
        #expect(container.asked > 0)
    }

    @Test("a container's overrides of the appearance-forwarding calls run, and super still forwards")
    func appearanceForwarding() {
        let container = ForwardingContainer()
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        container.beginAppearanceTransition(true, animated: false)
        container.endAppearanceTransition()
        #expect(container.forwarded == ["begin appearing", "end"])
    }

    @Test("a layer subclass's add(_:forKey:) override sees the animations added to it")
    func layerAnimations() {
        let layer = RecordingLayer()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.toValue = 0.5
        fade.isRemovedOnCompletion = false
        layer.add(fade, forKey: "fade")
        #expect(layer.keys == ["fade"])
        #expect(layer.animationKeys() == ["fade"])
    }

    @Test("a window test double can answer windowScene itself")
    func windowScene() {
        let window = DetachedWindow(frame: UIScreen.main.bounds)
        #expect(window.windowScene == nil)
    }
}
