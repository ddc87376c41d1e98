import HeadlessUI
import ScenewrightTesting
import Testing
import UIKit

// Storyboards whose scenes are registered in code, segues, quick actions and opening URLs, from
// Apple's UIStoryboard, UIStoryboardSegue, UIViewController and UIApplication documentation.

/// A city list from a storyboard, preparing the detail before a segue as storyboard apps do.
private final class StoryCitiesViewController: UIViewController {
    var log: [String] = []
    var refuses = false

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        log.append("prepare \(segue.identifier ?? "") → \(String(describing: type(of: segue.destination)))")
        (segue.destination as? StoryCityViewController)?.city = "Amsterdam"
    }

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        log.append("should \(identifier)")
        return !refuses
    }

    override func loadView() {
        let root = UIView()
        root.addSubview(UIButton("Details").identified("details"))
        view = root
    }
}

/// A detail screen made with `init?(coder:)` and dependencies, the iOS 13 way.
private final class StoryCityViewController: UIViewController {
    var city: String?
    let source: String

    init?(coder: NSCoder, source: String) {
        self.source = source
        super.init(coder: coder)
    }

    required init?(coder: NSCoder) {
        source = "storyboard"
        super.init(coder: coder)
    }
}

/// A custom segue that presents full screen, as a subclass overrides perform().
private final class FullScreenSegue: UIStoryboardSegue {
    override func perform() {
        destination.modalPresentationStyle = .fullScreen
        source.present(destination, animated: true)
    }
}

/// A scene delegate that takes quick actions.
@MainActor private final class QuickActionSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var actions: [String] = []
    func windowScene(
        _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    ) {
        actions.append(shortcutItem.type)
        completionHandler(shortcutItem.type == "compose")
    }
}

@MainActor @Suite(.serialized) struct VocabularyStoryboardTests {
    init() {
        UIStoryboard.define("VocabularyMain") { storyboard in
            storyboard.scene("Cities", isInitial: true) { StoryCitiesViewController() }
            storyboard.scene("City") { coder in StoryCityViewController(coder: coder) }
            storyboard.scene("Nav") { UINavigationController(rootViewController: UIViewController()) }
            storyboard.segue("showCity", from: "Cities", to: "City", kind: .show, trigger: "details")
            storyboard.segue("presentCity", from: "Cities", to: "City", kind: .presentModally)
            storyboard.segue(
                "fullScreenCity", from: "Cities", to: "City", kind: .custom(FullScreenSegue.self))
        }
    }

    @Test("a storyboard defined in code instantiates its initial controller and its scenes by identifier")
    func instantiate() throws {
        let storyboard = UIStoryboard(name: "VocabularyMain", bundle: nil)
        let first = try #require(storyboard.instantiateInitialViewController())
        #expect(first is StoryCitiesViewController)
        #expect(first.storyboard === storyboard)
        let city = storyboard.instantiateViewController(withIdentifier: "City")
        #expect((city as? StoryCityViewController)?.source == "storyboard")
        let other = storyboard.instantiateViewController(withIdentifier: "City")
        let distinct = city !== other
        #expect(distinct)
    }

    @Test("the creator closure makes the controller with the coder; a nil answer falls back to the scene")
    func creator() throws {
        // UIStoryboard.instantiateInitialViewController(creator:): "If you return nil from your
        // block, this method" makes the controller the default way.
        let storyboard = UIStoryboard(name: "VocabularyMain", bundle: nil)
        let injected: StoryCityViewController = storyboard.instantiateViewController(identifier: "City") {
            coder in
            StoryCityViewController(coder: coder, source: "injected")
        }
        #expect(injected.source == "injected")
        let fallback: StoryCityViewController = storyboard.instantiateViewController(identifier: "City") {
            _ in nil
        }
        #expect(fallback.source == "storyboard")
        let initial = storyboard.instantiateInitialViewController { coder in
            StoryCitiesViewController(coder: coder)
        }
        #expect(initial != nil)
    }

    @Test(
        "a missing scene, a storyboard nobody defined and a scene of another class are diagnosed, never a crash"
    )
    func missing() {
        let storyboard = UIStoryboard(name: "VocabularyMain", bundle: nil)
        var wrong: StoryCityViewController?
        let diagnostics = captureDiagnostics {
            _ = storyboard.instantiateViewController(withIdentifier: "Nope")
            _ = UIStoryboard(name: "Undefined", bundle: nil).instantiateInitialViewController()
            wrong = storyboard.instantiateViewController(identifier: "Cities")
        }
        #expect(wrong == nil)
        #expect(diagnostics.count == 3)
        #expect(diagnostics.allSatisfy { $0.kind == .storyboardHasNoScenes })
        #expect(diagnostics[1].message.contains("UIStoryboard.define(\"Undefined\")"))
    }

    @Test(
        "performSegue makes the destination, calls prepare(for:sender:), then shows it; shouldPerformSegue is not asked"
    )
    func performSegue() throws {
        // UIStoryboardSegue: "When a segue is triggered, but before the visual transition occurs, the
        // storyboard runtime calls the current view controller’s prepare(for:sender:) method".
        // UIViewController.h, shouldPerformSegueWithIdentifier:sender:: "This method is not invoked
        // when -performSegueWithIdentifier:sender: is used."
        let storyboard = UIStoryboard(name: "VocabularyMain", bundle: nil)
        let cities = try #require(storyboard.instantiateInitialViewController() as? StoryCitiesViewController)
        let navigation = UINavigationController(rootViewController: cities)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        cities.performSegue(withIdentifier: "showCity", sender: nil)
        #expect(cities.log == ["prepare showCity → StoryCityViewController"])
        let city = try #require(navigation.topViewController as? StoryCityViewController)
        #expect(city.city == "Amsterdam")
        #expect(city.storyboard === storyboard)
        navigation.popViewController(animated: false)
        cities.performSegue(withIdentifier: "presentCity", sender: nil)
        #expect(cities.presentedViewController is StoryCityViewController)
        cities.dismiss(animated: false)
        cities.performSegue(withIdentifier: "fullScreenCity", sender: nil)
        #expect(navigation.presentedViewController?.modalPresentationStyle == .fullScreen)
    }

    @Test(
        "a segue drawn from a button asks shouldPerformSegue first when the user taps it, and a refusal shows nothing"
    )
    func triggeredSegue() throws {
        // shouldPerformSegue(withIdentifier:sender:): "Determines whether the segue with the
        // specified identifier should be performed."
        let storyboard = UIStoryboard(name: "VocabularyMain", bundle: nil)
        let cities = try #require(storyboard.instantiateInitialViewController() as? StoryCitiesViewController)
        let navigation = UINavigationController(rootViewController: cities)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        cities.refuses = true
        try window.tap("details")
        #expect(cities.log == ["should showCity"])
        #expect(navigation.viewControllers.count == 1)
        cities.refuses = false
        try window.tap("details")
        #expect(
            cities.log == [
                "should showCity", "should showCity", "prepare showCity → StoryCityViewController",
            ])
        #expect(navigation.topViewController is StoryCityViewController)
    }

    @Test("a segue the scene lacks, or one from a controller made in code, is diagnosed and changes nothing")
    func missingSegue() throws {
        let storyboard = UIStoryboard(name: "VocabularyMain", bundle: nil)
        let cities = try #require(storyboard.instantiateInitialViewController() as? StoryCitiesViewController)
        let diagnostics = captureDiagnostics {
            cities.performSegue(withIdentifier: "nope", sender: nil)
            UIViewController().performSegue(withIdentifier: "showCity", sender: nil)
        }
        #expect(diagnostics.map(\.kind) == [.storyboardSegueMissing, .storyboardSegueMissing])
        #expect(cities.log.isEmpty)
    }

    @Test("a quick action reaches the active scene's delegate, which answers through the completion handler")
    func shortcutItems() throws {
        let app = UIApplication.shared
        let delegate = QuickActionSceneDelegate()
        let scene = try #require(app.connectScene(delegate: delegate))
        defer { app.disconnectScene(scene) }
        let compose = UIApplicationShortcutItem(
            type: "compose", localizedTitle: "New Message", localizedSubtitle: nil,
            icon: UIApplicationShortcutIcon(type: .compose))
        app.shortcutItems = [compose]
        #expect(app.shortcutItems?.first?.localizedTitle == "New Message")
        #expect(app.simulateShortcutItem(compose))
        #expect(
            !app.simulateShortcutItem(UIApplicationShortcutItem(type: "search", localizedTitle: "Search")))
        #expect(delegate.actions == ["compose", "search"])
        let mutable = UIMutableApplicationShortcutItem(type: "a", localizedTitle: "A")
        mutable.localizedTitle = "B"
        #expect(mutable.localizedTitle == "B")
        app.shortcutItems = nil
    }

    @Test("open(_:) and canOpenURL are recorded and answered by the test's opener")
    func openURL() throws {
        let app = UIApplication.shared
        app.openedURLs = []
        app.urlOpener = { url in url.scheme == "https" }
        defer {
            app.urlOpener = nil
            app.openedURLs = []
        }
        let web = try #require(URL(string: "https://example.com"))
        let maps = try #require(URL(string: "maps://?q=Amsterdam"))
        #expect(app.canOpenURL(web))
        #expect(!app.canOpenURL(maps))
        var answers: [Bool] = []
        app.open(web) { answers.append($0) }
        app.open(maps, options: [.universalLinksOnly: true]) { answers.append($0) }
        #expect(answers == [true, false])
        #expect(app.openedURLs == [web, maps])
    }
}
