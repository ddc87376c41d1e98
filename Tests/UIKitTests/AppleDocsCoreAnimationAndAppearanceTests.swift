import Foundation
import Testing
import UIKit

@testable import UIKitStage

// Core Animation's animations, bar appearances, background configurations, masks, the back
// action and system colours, each tested against the sentence of Apple's documentation quoted
// above it. There is no animation clock: an added animation runs at once, as UIView.animate does.

@MainActor private final class AnimationLog: CAAnimationDelegate {
    var events: [String] = []
    weak var layer: CALayer?
    var keyWhileStopping: CAAnimation?
    func animationDidStart(_ anim: CAAnimation) {
        events.append("start \(anim.value(forKey: "name") as? String ?? "?")")
    }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        events.append("stop \(anim.value(forKey: "name") as? String ?? "?") \(flag)")
        keyWhileStopping = layer?.animation(forKey: "slide")
    }
}

/// Restarts its animation whenever it stops, as a looping animation does.
@MainActor private final class Looper: CAAnimationDelegate {
    let layer = CALayer()
    var turns = 0
    var running = true
    func start() {
        let loop = CABasicAnimation(keyPath: "position.x")
        loop.delegate = self
        layer.add(loop, forKey: "loop")
    }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        turns += 1
        if running, flag { start() }
    }
}

@MainActor private func named(_ name: String, keyPath: String = "opacity") -> CABasicAnimation {
    let animation = CABasicAnimation(keyPath: keyPath)
    animation.setValue(name, forKey: "name")
    return animation
}

@MainActor @Suite("Core Animation, bar appearances and cell backgrounds, as Apple documents them")
struct AppleDocsCoreAnimationAndAppearanceTests {
    // CAAnimationDelegate: animationDidStart "Tells the delegate the animation has started";
    // animationDidStop(_:finished:) "Tells the delegate the animation has ended", flag "true if
    // the animation reached the end of its active duration without being removed". The stage runs
    // animations at once, as UIView.animate(withDuration:animations:completion:) does: both calls
    // come before add returns.
    @Test("an added animation's delegate hears it start, then stop finished, before add returns")
    func delegateHearsStartAndStop() {
        let log = AnimationLog()
        let layer = CALayer()
        log.layer = layer
        let slide = named("slide", keyPath: "position.x")
        slide.delegate = log
        layer.add(slide, forKey: "slide")
        #expect(log.events == ["start slide", "stop slide true"])
    }

    // CAAnimation.isRemovedOnCompletion: "When true, the animation is removed from the target
    // layer's animations once its active duration has passed. Defaults to true."
    @Test("an animation removed on completion has left the layer when its stop is heard; a kept one stays")
    func removedOnCompletion() {
        let log = AnimationLog()
        let layer = CALayer()
        log.layer = layer
        let removed = named("slide")
        removed.delegate = log
        #expect(removed.isRemovedOnCompletion)
        layer.add(removed, forKey: "slide")
        #expect(log.keyWhileStopping == nil)
        #expect(layer.animation(forKey: "slide") == nil)
        #expect(layer.animationKeys() == nil)

        let kept = named("slide")
        kept.isRemovedOnCompletion = false
        kept.delegate = log
        layer.add(kept, forKey: "slide")
        let stillThere = layer.animation(forKey: "slide") === kept
        #expect(stillThere)
        #expect(layer.animationKeys() == ["slide"])
    }

    // CALayer.removeAnimation(forKey:): "Remove the animation object with the specified key."
    // removeAllAnimations(): "Remove all animations attached to the layer."
    @Test("removing kept animations by key or all at once empties the layer; their stop is not heard twice")
    func removeAnimations() {
        let log = AnimationLog()
        let layer = CALayer()
        for name in ["a", "b", "c"] {
            let animation = named(name)
            animation.isRemovedOnCompletion = false
            animation.delegate = log
            layer.add(animation, forKey: name)
        }
        log.events = []
        layer.removeAnimation(forKey: "a")
        #expect(layer.animationKeys() == ["b", "c"])
        layer.removeAnimation(forKey: "missing")
        layer.removeAllAnimations()
        #expect(layer.animationKeys() == nil)
        #expect(log.events.isEmpty)
    }

    // CALayer.presentation(): "Returns a copy of the presentation layer object that represents the
    // state of the layer as it currently appears onscreen." A kept animation with a forwards fill
    // shows its toValue; the model layer keeps its own value.
    @Test("the presentation copy shows a kept forwards animation's end value; the model keeps its own")
    func presentationShowsForwardsFill() throws {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 20)
        let slide = CABasicAnimation(keyPath: "position.x")
        slide.fromValue = CGFloat(50)
        slide.toValue = CGFloat(250)
        slide.fillMode = .forwards
        slide.isRemovedOnCompletion = false
        slide.timingFunction = CAMediaTimingFunction(name: .easeIn)
        layer.add(slide, forKey: "slide")
        let shown = try #require(layer.presentation())
        let isCopy = shown !== layer
        #expect(isCopy)
        #expect(shown.position.x == 250)
        #expect(layer.position.x == 50)
        layer.removeAnimation(forKey: "slide")
        #expect(layer.presentation()?.position.x == 50)
    }

    // CAAnimation.delegate: "The delegate object is retained by the receiver." A looping animation
    // restarts itself from animationDidStop; here the restart runs on the next turn of the main
    // queue instead of recursing, so the loop advances while the main queue runs and stops when
    // the app stops it.
    @Test("an animation added from animationDidStop runs on the next turn of the main queue, not recursively")
    func chainedAnimationsWaitForTheMainQueue() async {
        let looper = Looper()
        looper.start()
        #expect(looper.turns == 1)
        #expect(looper.layer.animation(forKey: "loop") != nil)
        for _ in 0..<3 { await Task.yield() }
        await withCheckedContinuation { continuation in DispatchQueue.main.async { continuation.resume() } }
        #expect(looper.turns >= 2)
        looper.running = false
        looper.layer.removeAllAnimations()
        let turns = looper.turns
        await withCheckedContinuation { continuation in DispatchQueue.main.async { continuation.resume() } }
        #expect(looper.turns <= turns + 1)
    }

    // Replacing: "Only one animation per unique key is added to the layer." (add(_:forKey:))
    @Test("an animation added under a taken key replaces the one there")
    func sameKeyReplaces() {
        let layer = CALayer()
        let first = named("first")
        first.isRemovedOnCompletion = false
        let second = named("second")
        second.isRemovedOnCompletion = false
        layer.add(first, forKey: "k")
        layer.add(second, forKey: "k")
        let isSecond = layer.animation(forKey: "k") === second
        #expect(isSecond)
        #expect(layer.animationKeys() == ["k"])
    }

    // CAMediaTimingFunction(name:): "Creates and returns a new instance of CAMediaTimingFunction
    // configured with the predefined timing function specified by name." easeIn's control points
    // are (0.42, 0) and (1, 1).
    @Test("a named timing function has the documented control points")
    func timingFunctionControlPoints() {
        var point: [Float] = [0, 0]
        CAMediaTimingFunction(name: .easeIn).getControlPoint(at: 1, values: &point)
        #expect(point == [0.42, 0])
        CAMediaTimingFunction(name: .easeIn).getControlPoint(at: 2, values: &point)
        #expect(point == [1, 1])
        CAMediaTimingFunction(name: .linear).getControlPoint(at: 9, values: &point)
        #expect(point == [1, 1])
    }

    // UIView.mask: "An optional view whose alpha channel is used to mask a view's content." The mask
    // view is not added to the view hierarchy.
    @Test("a view's mask is stored, becomes its layer's mask, and is not a subview")
    func viewMask() {
        let container = UIView()
        let label = UILabel()
        label.text = "Delivery"
        container.mask = label
        let isLabel = container.mask === label
        let layerMask = container.layer.mask === label.layer
        #expect(isLabel)
        #expect(layerMask)
        #expect(container.subviews.isEmpty)
        container.mask = nil
        #expect(container.layer.mask == nil)
    }

    // UITabBar.standardAppearance: "The appearance settings for a standard-height tab bar."
    // The property is @NSCopying: the bar keeps a copy.
    @Test("a tab bar keeps copies of its standard and scroll-edge appearances")
    func tabBarAppearances() {
        let tabs = UITabBarController()
        let appearance = UITabBarAppearance()
        appearance.configureWithOpaqueBackground()
        let item = UITabBarItemAppearance()
        item.selected.titleTextAttributes = [.foregroundColor: UIColor.systemMint]
        item.normal.iconColor = .systemGray
        appearance.stackedLayoutAppearance = item
        tabs.tabBar.standardAppearance = appearance
        tabs.tabBar.scrollEdgeAppearance = appearance
        appearance.backgroundColor = .red
        #expect(tabs.tabBar.standardAppearance.backgroundColor == .systemBackground)
        #expect(tabs.tabBar.standardAppearance.stackedLayoutAppearance.normal.iconColor == .systemGray)
        let copied = tabs.tabBar.standardAppearance !== appearance
        #expect(copied)
        #expect(tabs.tabBar.scrollEdgeAppearance?.backgroundColor == .systemBackground)
        tabs.tabBar.scrollEdgeAppearance = nil
        #expect(tabs.tabBar.scrollEdgeAppearance == nil)
    }

    // UIBarAppearance.configureWithTransparentBackground(): "Configures the bar appearance object
    // with a transparent background and no shadow."
    @Test("a navigation bar appearance configured transparent has no background and no shadow")
    func navigationBarAppearance() {
        let appearance = UINavigationBarAppearance()
        appearance.configureWithTransparentBackground()
        appearance.titleTextAttributes = [.foregroundColor: UIColor.label]
        let navigation = UINavigationController(rootViewController: UIViewController())
        navigation.navigationBar.standardAppearance = appearance
        navigation.navigationBar.compactAppearance = appearance
        #expect(navigation.navigationBar.standardAppearance.shadowColor == nil)
        #expect(navigation.navigationBar.standardAppearance.backgroundColor == nil)
        #expect(navigation.navigationBar.standardAppearance.titleTextAttributes.count == 1)
        #expect(navigation.navigationBar.scrollEdgeAppearance == nil)
        #expect(navigation.navigationBar.compactAppearance != nil)
    }

    // UITableViewCell.backgroundConfiguration: "Setting a non-nil value for this property resets
    // the following APIs to nil: backgroundColor, backgroundView, selectedBackgroundView."
    @Test("setting a background configuration on a cell clears its background colour and views")
    func backgroundConfigurationResets() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.backgroundColor = .red
        cell.backgroundView = UIView()
        cell.selectedBackgroundView = UIView()
        #expect(cell.backgroundConfiguration == nil)
        var background = UIBackgroundConfiguration.listGroupedCell()
        background.cornerRadius = 10
        cell.backgroundConfiguration = background
        #expect(cell.backgroundColor == nil)
        #expect(cell.backgroundView == nil)
        #expect(cell.selectedBackgroundView == nil)
        #expect(cell.backgroundConfiguration?.cornerRadius == 10)
        #expect(cell.backgroundConfiguration?.backgroundColor == .secondarySystemGroupedBackground)

        let item = UICollectionViewCell()
        item.backgroundColor = .red
        item.backgroundView = UIView()
        item.selectedBackgroundView = UIView()
        item.backgroundConfiguration = nil
        #expect(item.backgroundView != nil && item.selectedBackgroundView != nil)
        item.backgroundConfiguration = .clear()
        #expect(item.backgroundColor == nil)
        #expect(item.backgroundView == nil)
        #expect(item.selectedBackgroundView == nil)
        #expect(item.backgroundConfiguration?.backgroundColor == .clear)
    }

    // UINavigationItem.backAction (iOS 16): "The action to perform when tapping the back button."
    // A tap on back runs it instead of popping.
    @Test("a tap on the back button runs the top item's back action instead of popping")
    func backActionReplacesPop() throws {
        let root = UIViewController()
        root.title = "Cart"
        let order = UIViewController()
        var ran = 0
        let navigation = UINavigationController(rootViewController: root)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        navigation.pushViewController(order, animated: false)
        order.navigationItem.backAction = UIAction { _ in ran += 1 }
        try window.tap("back")
        #expect(ran == 1)
        #expect(navigation.viewControllers.count == 2)
        order.navigationItem.backAction = nil
        try window.tap("back")
        #expect(navigation.viewControllers.count == 1)
    }

    // UIColor.systemMint, systemCyan, systemBrown: "A mint color that automatically adapts to the
    // current trait environment" (and likewise cyan and brown): light and dark values differ.
    @Test("the system mint, cyan and brown colours exist with light and dark values")
    func systemColors() {
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        for color in [
            UIColor.systemMint, .systemCyan, .systemBrown, .systemGray3, .systemGray4, .systemGray5,
            .tertiarySystemBackground, .opaqueSeparator, .systemFill,
        ] {
            #expect(color.resolvedColor(with: dark) != color.resolvedColor(with: UITraitCollection()))
        }
        #expect(UIColor.systemMint.description == "systemMint")
    }

    // UIApplicationDelegate: `@main` on the app delegate asks for a static main(), which UIKit's
    // provides. Here it cannot make the delegate, so it names the launch a test or the explorer
    // makes (it then exits with status 1).
    @Test("the app delegate's main says how a headless app is launched, naming the delegate")
    func mainExplainsHeadlessLaunch() {
        final class ShopAppDelegate: UIResponder, UIApplicationDelegate {}
        let message = headlessLaunchMessage(for: ShopAppDelegate.self)
        #expect(message.contains("UIApplication.launch(ShopAppDelegate(), sceneDelegate:"))
        #expect(message.contains("headless"))
    }
}
