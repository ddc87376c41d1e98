import HeadlessUI
import ScenewrightTesting
import Testing
import UIKit

// Traits, written from Apple's documentation of UITraitCollection, UITraitEnvironment and the
// iOS 17 trait system.

/// A log every environment below writes into.
@MainActor private final class TraitLog {
    var lines: [String] = []
}

/// A view that logs its trait changes.
private final class ThemedView: UIView {
    let name: String
    let log: TraitLog
    init(_ name: String, log: TraitLog) {
        self.name = name
        self.log = log
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { nil }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        log.lines.append(
            "\(name) \(previousTraitCollection?.userInterfaceStyle ?? .unspecified)→\(traitCollection.userInterfaceStyle)"
        )
    }
}

/// A screen that logs its trait changes and registers for the style, as iOS 17 code does.
private final class ThemedViewController: UIViewController {
    let name: String
    let log: TraitLog
    init(_ name: String, log: TraitLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }

    override func loadView() {
        let root = ThemedView("\(name).view", log: log)
        root.addSubview(ThemedView("\(name).badge", log: log))
        view = root
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        registerForTraitChanges([UITraitUserInterfaceStyle.self]) {
            (self: Self, previous: UITraitCollection) in
            self.log.lines.append("\(self.name) handler style was \(previous.userInterfaceStyle)")
        }
        registerForTraitChanges([UITraitHorizontalSizeClass.self]) { (self: Self, _: UITraitCollection) in
            self.log.lines.append("\(self.name) handler width \(self.traitCollection.horizontalSizeClass)")
        }
    }

    override func willTransition(
        to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
    ) {
        log.lines.append("\(name) willTransition to \(newCollection.userInterfaceStyle)")
        super.willTransition(to: newCollection, with: coordinator)
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        log.lines.append(
            "\(name) \(previousTraitCollection?.userInterfaceStyle ?? .unspecified)→\(traitCollection.userInterfaceStyle)"
        )
    }
}

/// The app's own trait, as Apple's UITraitDefinition example defines one.
private enum Theme: Int {
    case standard
    case monochrome
}

private struct ThemeTrait: UITraitDefinition {
    static let defaultValue = Theme.standard
}

@MainActor @Suite struct VocabularyTraitsTests {
    private func shownWindow(_ root: UIViewController) -> UIWindow {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = root
        window.makeKeyAndVisible()
        return window
    }

    @Test(
        "windows, controllers and views have a phone's traits: compact width, regular height, light, the screen's scale"
    )
    func phoneTraits() {
        let log = TraitLog()
        let screen = ThemedViewController("screen", log: log)
        let window = shownWindow(UINavigationController(rootViewController: screen))
        for traits in [window.traitCollection, screen.traitCollection, screen.view.traitCollection] {
            #expect(traits.horizontalSizeClass == .compact)
            #expect(traits.verticalSizeClass == .regular)
            #expect(traits.userInterfaceIdiom == .phone)
            #expect(traits.userInterfaceStyle == .light)
            #expect(traits.displayScale == UIScreen.main.scale)
            #expect(traits.preferredContentSizeCategory == .large)
        }
        #expect(log.lines.isEmpty)
    }

    @Test(
        "a change of the environment reaches every controller and view below, top down, with the handlers registered for it"
    )
    func environmentChangeOrder() {
        // UITraitEnvironment: "The trait system propagates values from the top of the view
        // hierarchy downward, to every view controller and view in your app."
        let log = TraitLog()
        let screen = ThemedViewController("screen", log: log)
        let window = shownWindow(screen)
        window.simulateTraitChange { $0.userInterfaceStyle = .dark }
        #expect(
            log.lines == [
                "screen willTransition to dark",
                "screen light→dark",
                "screen handler style was light",
                "screen.view light→dark",
                "screen.badge light→dark",
            ])
        #expect(screen.view.subviews[0].traitCollection.userInterfaceStyle == .dark)
    }

    @Test("a handler runs only for the traits it registered; traitCollectionDidChange runs for any")
    func handlersFilterTraits() {
        let log = TraitLog()
        let screen = ThemedViewController("screen", log: log)
        let window = shownWindow(screen)
        window.simulateTraitChange { $0.preferredContentSizeCategory = .extraExtraLarge }
        #expect(log.lines.contains("screen light→light"))
        #expect(!log.lines.contains { $0.contains("handler") })
        log.lines = []
        window.simulateTraitChange { $0.horizontalSizeClass = .regular }
        #expect(log.lines.contains("screen handler width regular"))
        #expect(!log.lines.contains { $0.contains("handler style") })
    }

    @Test("unregisterForTraitChanges stops a registration; one that changes nothing is not called")
    func unregister() {
        let screen = UIViewController()
        var heard = 0
        let token = screen.registerForTraitChanges([UITraitUserInterfaceStyle.self]) {
            (_: UIViewController, _) in
            heard += 1
        }
        let window = shownWindow(screen)
        window.simulateTraitChange { $0.userInterfaceStyle = .dark }
        window.simulateTraitChange { $0.userInterfaceStyle = .dark }
        #expect(heard == 1)
        screen.unregisterForTraitChanges(token)
        window.simulateTraitChange { $0.userInterfaceStyle = .light }
        #expect(heard == 1)
    }

    @Test("trait overrides affect the object and its descendants, not its ancestors or siblings")
    func overridesApplyBelow() {
        // UITraitEnvironment: "When you modify a trait at any level using trait overrides, that
        // change affects the modified object and all of its descendants."
        let log = TraitLog()
        let screen = ThemedViewController("screen", log: log)
        _ = shownWindow(screen)
        let card = ThemedView("card", log: log)
        let inner = ThemedView("inner", log: log)
        let sibling = ThemedView("sibling", log: log)
        card.addSubview(inner)
        screen.view.addSubview(card)
        screen.view.addSubview(sibling)
        log.lines = []
        card.traitOverrides.userInterfaceStyle = .dark
        #expect(log.lines == ["card light→dark", "inner light→dark"])
        #expect(inner.traitCollection.userInterfaceStyle == .dark)
        #expect(sibling.traitCollection.userInterfaceStyle == .light)
        #expect(screen.view.traitCollection.userInterfaceStyle == .light)
        #expect(card.traitOverrides.contains(UITraitUserInterfaceStyle.self))
        card.traitOverrides.remove(UITraitUserInterfaceStyle.self)
        #expect(inner.traitCollection.userInterfaceStyle == .light)
    }

    @Test(
        "a parent gives a child traits with setOverrideTraitCollection(_:forChild:); a controller that is no child is refused"
    )
    func childOverride() throws {
        let parent = UIViewController()
        let child = UIViewController()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        _ = shownWindow(parent)
        parent.setOverrideTraitCollection(UITraitCollection(horizontalSizeClass: .regular), forChild: child)
        #expect(child.traitCollection.horizontalSizeClass == .regular)
        #expect(child.view.traitCollection.horizontalSizeClass == .regular)
        #expect(parent.traitCollection.horizontalSizeClass == .compact)
        #expect(parent.overrideTraitCollection(forChild: child)?.horizontalSizeClass == .regular)
        let stranger = UIViewController()
        let diagnostics = captureDiagnostics {
            parent.setOverrideTraitCollection(
                UITraitCollection(userInterfaceStyle: .dark), forChild: stranger)
        }
        #expect(diagnostics.map(\.kind) == [UIDiagnostic.Kind.traitOverrideNotChild])
        #expect(stranger.traitCollection.userInterfaceStyle == .light)
    }

    @Test("an app's own trait is read and overridden like UIKit's, with its default where nothing sets it")
    func customTrait() {
        let screen = UIViewController()
        _ = shownWindow(screen)
        #expect(screen.traitCollection[ThemeTrait.self] == .standard)
        var heard: [Theme] = []
        screen.view.registerForTraitChanges([ThemeTrait.self]) { (view: UIView, _) in
            heard.append(view.traitCollection[ThemeTrait.self])
        }
        screen.traitOverrides[ThemeTrait.self] = .monochrome
        #expect(screen.view.traitCollection[ThemeTrait.self] == .monochrome)
        #expect(heard == [.monochrome])
    }

    @Test("a window-scene's overrides reach every window of the scene")
    func sceneOverrides() throws {
        let (scene, window, screen) = try showInNewScene()
        defer { withExtendedLifetime(window) { UIApplication.shared.disconnectScene(scene) } }
        var heard: [UIUserInterfaceStyle] = []
        screen.registerForTraitChanges([UITraitUserInterfaceStyle.self]) {
            (controller: UIViewController, _) in
            heard.append(controller.traitCollection.userInterfaceStyle)
        }
        scene.traitOverrides.userInterfaceStyle = .dark
        #expect(heard == [.dark])
        #expect(scene.traitCollection.userInterfaceStyle == .dark)
    }

    @Test(
        "traitOverrides given another type's values is refused with a diagnostic on a view, a controller and a window scene alike"
    )
    func foreignOverridesRefused() throws {
        /// An app's own UITraitOverrides, which no trait environment stores.
        struct LoneOverrides: UITraitOverrides {
            subscript<Trait: UITraitDefinition>(trait: Trait.Type) -> Trait.Value {
                get { Trait.defaultValue }
                set {}
            }
            func contains(_ trait: UITrait) -> Bool { true }
            mutating func remove(_ trait: UITrait) {}
        }
        let (scene, window, screen) = try showInNewScene()
        defer { withExtendedLifetime(window) { UIApplication.shared.disconnectScene(scene) } }
        screen.view.traitOverrides.userInterfaceStyle = .dark
        screen.traitOverrides.userInterfaceStyle = .dark
        scene.traitOverrides.userInterfaceStyle = .dark
        let diagnostics = captureDiagnostics {
            screen.view.traitOverrides = LoneOverrides()
            screen.traitOverrides = LoneOverrides()
            scene.traitOverrides = LoneOverrides()
        }
        #expect(
            diagnostics.map(\.message) == [
                "Ignored traitOverrides of LoneOverrides on View: set traits on the object's own traitOverrides.",
                "Ignored traitOverrides of LoneOverrides on ViewController: set traits on the object's own "
                    + "traitOverrides.",
                "Ignored traitOverrides of LoneOverrides on WindowScene: set traits on the object's own "
                    + "traitOverrides.",
            ])
        #expect(
            diagnostics.map(\.kind) == Array(repeating: UIDiagnostic.Kind.traitOverrideNotChild, count: 3))
        // Nothing changed: each keeps the overrides it had.
        for overrides in [screen.view.traitOverrides, screen.traitOverrides, scene.traitOverrides] {
            #expect(overrides.contains(UITraitUserInterfaceStyle.self))
            #expect(overrides.userInterfaceStyle == .dark)
        }
    }

    @Test(
        "turning a phone to landscape makes its height compact: willTransition before viewWillTransition, then the traits change"
    )
    func rotation() {
        let log = TraitLog()
        final class Rotating: UIViewController {
            var log: TraitLog?
            override func viewWillTransition(
                to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
            ) {
                log?.lines.append("viewWillTransition \(Int(size.width))")
                super.viewWillTransition(to: size, with: coordinator)
            }
            override func willTransition(
                to newCollection: UITraitCollection,
                with coordinator: any UIViewControllerTransitionCoordinator
            ) {
                log?.lines.append("willTransition height \(newCollection.verticalSizeClass)")
            }
            override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
                log?.lines.append("traitCollectionDidChange height \(traitCollection.verticalSizeClass)")
            }
        }
        let screen = Rotating()
        screen.log = log
        let window = shownWindow(screen)
        window.simulateSizeChange(to: CGSize(width: 844, height: 390))
        #expect(
            log.lines == [
                "willTransition height compact", "viewWillTransition 844",
                "traitCollectionDidChange height compact",
            ])
        #expect(screen.traitCollection.horizontalSizeClass == .compact)
    }

    @Test("UITraitCollection combines, modifies and compares collections as UIKit's does")
    func collections() {
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        let regular = UITraitCollection(horizontalSizeClass: .regular)
        let both = UITraitCollection(traitsFrom: [dark, regular])
        #expect(both.userInterfaceStyle == .dark)
        #expect(both.horizontalSizeClass == .regular)
        #expect(both.containsTraits(in: dark))
        #expect(!dark.containsTraits(in: both))
        let light = both.modifyingTraits { $0.userInterfaceStyle = .light }
        #expect(light.userInterfaceStyle == .light)
        #expect(light.horizontalSizeClass == .regular)
        #expect(both.hasDifferentColorAppearance(comparedTo: light))
        #expect(
            !both.hasDifferentColorAppearance(comparedTo: UITraitCollection(traitsFrom: [regular, dark])))
        #expect(UITraitCollection { $0.displayScale = 2 }.displayScale == 2)
        #expect(UITraitCollection().userInterfaceStyle == .unspecified)
        #expect(both == UITraitCollection(traitsFrom: [regular, dark]))
    }
}

@MainActor @Suite struct VocabularyFontsAndColorsTests {
    @Test("UIFontMetrics scales a custom font and lengths to the text size; Large leaves them alone")
    func fontMetrics() throws {
        // UIFontMetrics.scaledFont(for:): "Returns a version of the specified font that adopts the
        // current font metrics."
        let body = try #require(UIFont(name: "Brand-Regular", size: 17))
        let metrics = UIFontMetrics(forTextStyle: .body)
        #expect(metrics.scaledFont(for: body).pointSize == 17)
        let large = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        #expect(metrics.scaledFont(for: body, compatibleWith: large).pointSize == 53)
        #expect(metrics.scaledFont(for: body, compatibleWith: large).fontName == "Brand-Regular")
        #expect(metrics.scaledFont(for: body, maximumPointSize: 30, compatibleWith: large).pointSize == 30)
        #expect(UIFontMetrics.default.scaledValue(for: 17, compatibleWith: large) == 53)
        UITraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge).performAsCurrent {
            #expect(metrics.scaledFont(for: body).pointSize == 23)
            #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 23)
        }
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
        #expect(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        #expect(!UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        #expect(UIContentSizeCategory.small < .large)
    }

    @Test("UIColor and UIFont are classes: an app's convenience initializers in extensions compile and run")
    func classesWithConvenienceInits() throws {
        let brand = UIColor(hex: 0x3366CC)
        #expect(brand == UIColor(red: 0x33 / 255, green: 0x66 / 255, blue: 0xCC / 255, alpha: 1))
        let heading = try #require(UIFont(headingOfSize: 20))
        #expect(heading.pointSize == 20)
        #expect(heading.fontName == "Brand-Bold")
        let same: AnyObject = UIColor.systemBlue
        let again: AnyObject = UIColor.systemBlue
        let identical = same === again
        #expect(identical)
    }

    @Test("UIColor(named:) finds a colour the app registered and gives nil for any other name")
    func namedColors() throws {
        UIColor.register(UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1), named: "VocabularyBrand")
        defer { UIColor.register(nil, named: "VocabularyBrand") }
        let brand = try #require(UIColor(named: "VocabularyBrand"))
        #expect(brand == UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1))
        #expect(UIColor(named: "NoSuchColour") == nil)
    }

    @Test("a dynamic colour resolves by the traits; system colours have a dark appearance")
    func dynamicColors() {
        let card = UIColor { traits in traits.userInterfaceStyle == .dark ? .black : .white }
        #expect(card.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == .black)
        #expect(card.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)) == .white)
        #expect(UIColor.label.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == .white)
        #expect(
            UIColor.systemBackground.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
                == .black)
        #expect(UIColor.red.cgColor == CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(UIColor(cgColor: UIColor.blue.cgColor) == .blue)
    }
}

extension UIColor {
    /// The convenience initializer issue #36 names: it must compile against a class.
    fileprivate convenience init(hex: UInt32) {
        self.init(
            red: CGFloat((hex >> 16) & 0xFF) / 255, green: CGFloat((hex >> 8) & 0xFF) / 255,
            blue: CGFloat(hex & 0xFF) / 255, alpha: 1)
    }
}

extension UIFont {
    fileprivate convenience init?(headingOfSize size: CGFloat) {
        self.init(name: "Brand-Bold", size: size)
    }
}
