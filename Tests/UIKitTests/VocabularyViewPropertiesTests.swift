import HeadlessUI
import Testing
import UIKit

// The controller and view properties navigation code touches everywhere, from Apple's
// UIViewController, UIView, CALayer, UIAccessibility and UIDevice documentation.

/// A card with a gradient layer, as apps declare one.
private final class GradientView: UIView {
    override class var layerClass: AnyClass { CAGradientLayer.self }
}

/// A view that draws its own content, as a chart or a signature pad does.
private final class ChartView: UIView {
    var drawn: [CGRect] = []
    override func draw(_ rect: CGRect) { drawn.append(rect) }
}

/// A screen that hides the tab bar by overriding the property, as some apps do.
private final class PlayerViewController: UIViewController {
    override var hidesBottomBarWhenPushed: Bool {
        get { true }
        set {}
    }
}

@MainActor @Suite struct VocabularyViewPropertiesTests {
    @Test("a view's layer shares its geometry, colour, opacity, visibility and clipping; the rest is stored")
    func layerMirrorsView() {
        let card = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        card.backgroundColor = .red
        #expect(card.layer.frame == card.frame)
        #expect(card.layer.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(card.layer.backgroundColor == UIColor.red.cgColor)
        card.layer.masksToBounds = true
        #expect(card.clipsToBounds)
        card.layer.opacity = 0.5
        #expect(card.alpha == 0.5)
        card.layer.frame = CGRect(x: 0, y: 0, width: 200, height: 80)
        #expect(card.frame.size == CGSize(width: 200, height: 80))
        card.layer.position = CGPoint(x: 150, y: 150)
        #expect(card.center == CGPoint(x: 150, y: 150))
        card.layer.isHidden = true
        #expect(card.isHidden)
        card.layer.cornerRadius = 12
        card.layer.borderWidth = 1
        card.layer.borderColor = UIColor.separator.cgColor
        card.layer.shadowOpacity = 0.2
        card.layer.shadowOffset = CGSize(width: 0, height: 2)
        card.layer.shadowRadius = 6
        card.layer.shadowPath = UIBezierPath(roundedRect: card.bounds, cornerRadius: 12).cgPath
        card.layer.zPosition = 3
        #expect(card.layer.cornerRadius == 12)
        #expect(card.layer.borderColor == UIColor.separator.cgColor)
        #expect(card.layer.shadowPath?.boundingBox == card.bounds)
        #expect(card.layer.zPosition == 3)
        let same: AnyObject = card.layer
        let again: AnyObject = card.layer
        let identical = same === again
        #expect(identical)
    }

    @Test("layerClass decides the class of the view's layer")
    func layerClass() throws {
        // UIView.layerClass: "Returns the class used to create the layer for instances of this class."
        let view = GradientView()
        let gradient = try #require(view.layer as? CAGradientLayer)
        gradient.colors = [UIColor.white.cgColor, UIColor.black.cgColor]
        #expect(gradient.colors?.count == 2)
        #expect(UIView().layer is CAGradientLayer == false)
        let badge = CALayer()
        view.layer.addSublayer(badge)
        #expect(badge.superlayer === view.layer)
        badge.removeFromSuperlayer()
        #expect(view.layer.sublayers == nil)
    }

    @Test("convert(_:to:) and convert(_:from:) move points and rectangles between views of a window")
    func convert() {
        // UIView.convert(_:to:): "Converts a point from the receiver’s coordinate system to that of
        // the specified view." — "If view is nil, this method instead converts to window base
        // coordinates."
        let screen = UIViewController()
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = screen
        window.makeKeyAndVisible()
        let card = UIView(frame: CGRect(x: 20, y: 100, width: 200, height: 200))
        let button = UIView(frame: CGRect(x: 10, y: 30, width: 50, height: 20))
        card.addSubview(button)
        screen.view.addSubview(card)
        #expect(button.convert(CGPoint(x: 5, y: 5), to: nil) == CGPoint(x: 35, y: 135))
        #expect(button.convert(CGPoint(x: 5, y: 5), to: card) == CGPoint(x: 15, y: 35))
        #expect(card.convert(CGPoint(x: 35, y: 135), from: nil) == CGPoint(x: 15, y: 35))
        #expect(
            button.convert(button.bounds, to: screen.view) == CGRect(x: 30, y: 130, width: 50, height: 20))
        #expect(screen.view.convert(CGRect(x: 30, y: 130, width: 1, height: 1), to: button).origin == .zero)
    }

    @Test("accessibility labels, values, hints and traits are kept as set")
    func accessibility() {
        let rating = UIView()
        rating.isAccessibilityElement = true
        rating.accessibilityLabel = "Rating"
        rating.accessibilityValue = "4 of 5"
        rating.accessibilityHint = "Swipe up or down to change"
        rating.accessibilityTraits = [.adjustable, .updatesFrequently]
        #expect(rating.accessibilityTraits.contains(.adjustable))
        #expect(rating.accessibilityValue == "4 of 5")
        #expect(rating.accessibilityHint == "Swipe up or down to change")
        #expect(UIView().accessibilityTraits == .none)
    }

    @Test(
        "UIDevice.current is an iPhone running iOS; an orientation change is posted while notifications are generated"
    )
    func device() {
        let device = UIDevice.current
        #expect(device.systemName == "iOS")
        #expect(device.model == "iPhone")
        #expect(device.userInterfaceIdiom == .phone)
        #expect(!device.systemVersion.isEmpty)
        #expect(device.orientation == .portrait)
        @MainActor final class Counter { var heard = 0 }
        let counter = Counter()
        let observer = NotificationCenter.default.addObserver(
            forName: UIDevice.orientationDidChangeNotification, object: nil, queue: nil
        ) { _ in MainActor.assumeIsolated { counter.heard += 1 } }
        defer { NotificationCenter.default.removeObserver(observer) }
        device.beginGeneratingDeviceOrientationNotifications()
        device.simulateOrientationChange(to: .landscapeLeft)
        #expect(device.orientation.isLandscape)
        device.simulateOrientationChange(to: .portrait)
        device.endGeneratingDeviceOrientationNotifications()
        #expect(counter.heard == 2)
    }

    @Test("bar layout properties default as UIKit's and are kept")
    func barLayout() {
        let screen = UIViewController()
        #expect(screen.edgesForExtendedLayout == .all)
        #expect(!screen.extendedLayoutIncludesOpaqueBars)
        #expect(!screen.hidesBottomBarWhenPushed)
        screen.edgesForExtendedLayout = []
        screen.extendedLayoutIncludesOpaqueBars = true
        #expect(screen.edgesForExtendedLayout.isEmpty)
        #expect(screen.extendedLayoutIncludesOpaqueBars)
    }

    @Test(
        "the tab bar is hidden while the top of the selected tab's stack hides the bottom bar, and shows again when it is popped"
    )
    func hidesBottomBarWhenPushed() throws {
        // UIViewController.hidesBottomBarWhenPushed: "The value of this property on the topmost view
        // controller determines whether the toolbar is visible."
        let list = UIViewController()
        list.title = "Songs"
        let navigation = UINavigationController(rootViewController: list)
        let tabs = UITabBarController()
        tabs.setViewControllers([navigation, UIViewController()], animated: false)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        #expect(window.find(identifier: "tab.0") != nil)
        let player = PlayerViewController()
        player.title = "Now Playing"
        navigation.pushViewController(player, animated: false)
        #expect(window.find(identifier: "tab.0") == nil)
        #expect(!window.render().contains("#tab.0"))
        #expect(throws: WindowError.self) { try window.tap("tab.1") }
        navigation.popViewController(animated: false)
        #expect(window.find(identifier: "tab.0") != nil)
        #expect(window.render().contains("#tab.0"))
    }

    @Test(
        "a view that overrides draw(_:) compiles, and marking it for display draws nothing, since nothing is drawn"
    )
    func drawingIsInert() {
        // UIView.draw(_:): "You should never call this method directly yourself. To invalidate part of
        // your view, and thus cause that portion to be redrawn, call the setNeedsDisplay() or
        // setNeedsDisplay(_:) method instead."
        let chart = ChartView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        chart.setNeedsDisplay()
        chart.setNeedsDisplay(CGRect(x: 0, y: 0, width: 50, height: 50))
        chart.layoutIfNeeded()
        #expect(chart.drawn.isEmpty)
        #expect(chart.frame.size == CGSize(width: 200, height: 100))
    }
}
