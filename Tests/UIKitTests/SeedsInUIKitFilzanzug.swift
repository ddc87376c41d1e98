// Filzanzug's README, block by block, written with UIKit's names as the README writes them: the app
// delegate starting the routing service with a `UIWindow(frame: UIScreen.main.bounds)`, the
// registrations, a model class (proxy), a service injecting it, and the module — view controller,
// presenter, interactor. Filzanzug's plumbing (`FZWornCloset`, `FZKeyring`, `register(_:with:)`)
// is Scenewright's `ModuleRouter`, `Module`, `ModulePresenter`, `ModuleInteractor` and `Container`;
// its module views stay `UIViewController` subclasses. Each test runs headless and checks what the
// README says happens.
import Scenewright
import Testing
import UIKit

// MARK: Model classes

extension Signal where Payload == String {
    fileprivate static var someDataChanged: Signal<String> { Signal("someDataChanged") }
}

// README: `protocol SomeProxyProtocol: FZModelClassProtocol { func someFunction ( someData: Any ) }`.
// `@MainActor` since its conformer is main-actor (Swift 6 requires it on iOS too).
@MainActor private protocol SomeProxyProtocol: AnyObject {
    func someFunction(someData: Any)
}

/// README: "All Filzanzug model classes have FZSignalsService injected by default"; the proxy's
/// `worn_closet` is its injected signals, kept private.
@MainActor private final class SomeProxy: SomeProxyProtocol {
    private let signals: Signals
    private(set) var stored: [String] = []

    init(signals: Signals) {
        self.signals = signals
    }

    func activate() {}

    func deallocate() {}

    func someFunction(someData: Any) {
        let text = String(describing: someData)
        stored.append(text)
        signals.post(.someDataChanged, text)
    }
}

/// README: `register( SomeService.self, with: key, injecting: [ SomeProxy.self ] )`.
@MainActor private final class SomeService {
    let proxy: SomeProxy
    init(proxy: SomeProxy) { self.proxy = proxy }
    func load() -> [String] { ["Amsterdam", "Kyoto"] }
}

// MARK: The module

/// Activation order, across the module's parts.
@MainActor private final class ActivationLog {
    var lines: [String] = []
}

/// README: `class SomeViewController: FZViewController {}` — Filzanzug's base class is a
/// `UIViewController`; Scenewright's modules take any `UIViewController`.
private class SomeViewController: UIViewController {
    weak var output: SomePresenter?
    let log: ActivationLog
    private(set) var shown: [String] = []
    private let titleLabel = UILabel()

    init(log: ActivationLog) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        log.lines.append("view loaded")
        titleLabel.accessibilityIdentifier = "items"
        view.addSubview(titleLabel)
        let open = UIButton(type: .system)
        open.setTitle("Open", for: .normal)
        open.accessibilityIdentifier = "open"
        open.addAction(
            UIAction { [unowned self] _ in self.output?.show(pageName: "SomeOtherViewController") },
            for: .touchUpInside)
        view.addSubview(open)
    }

    func show(_ items: [String]) {
        shown = items
        titleLabel.text = items.joined(separator: ", ")
    }
}

private final class SomeOtherViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Other"
    }
}

/// README: `struct SomePresenter` with `postViewActivated()` and `show(pageName:)`, reaching its view
/// through the worn closet. Scenewright's presenter is a class whose `view` is weak, and whose
/// `activate()` runs once the view has loaded.
private final class SomePresenter: ModulePresenter<SomeViewController> {
    private weak var router: ModuleRouter?
    private(set) var lastSignal: String?

    init(router: ModuleRouter) {
        self.router = router
    }

    // README: `func postViewActivated ()`.
    override func activate() {
        view?.log.lines.append("presenter activated")
        view?.output = self
        signals?.subscribe(.someDataChanged, owner: self) { presenter, text in
            presenter.lastSignal = text
        }
    }

    func loaded(_ items: [String]) {
        view?.show(items)
    }

    func show(pageName: String) {
        guard let view, let router else { return }
        do {
            try router.navigate(to: SceneIdentifier(stringLiteral: pageName), from: view)
        } catch {
            view.log.lines.append("error: \(error)")
        }
    }
}

/// README: `struct SomeInteractor` with `postPresenterActivated()`, reaching its presenter through
/// the worn closet. Scenewright's interactor is a class with a weak `presenter`, activated right after
/// the presenter.
private final class SomeInteractor: ModuleInteractor<SomePresenter> {
    let service: SomeService
    let proxy: SomeProxy

    init(service: SomeService, proxy: SomeProxy) {
        self.service = service
        self.proxy = proxy
    }

    // README: `func postPresenterActivated ()`.
    override func activate() {
        presenter?.view?.log.lines.append("interactor activated")
        let items = service.load()
        presenter?.loaded(items)
        proxy.someFunction(someData: items.count)
    }
}

// MARK: Registration and start

/// README: `extension FZRoutingService: FZRoutingServiceExtensionProtocol { public func
/// registerDependencies ( with key: String ) { … } }`. Scenewright's router is a value built with a
/// container; the registrations are the README's, in its order.
@MainActor private func registerDependencies(log: ActivationLog) -> ModuleRouter {
    let signals = Signals()
    let container = Container()
    // README: `FZTemporaryValuesProxy` and `FZUrlSessionService` are registered too; they are
    // ScenewrightServices' `TemporaryValues` and `HTTPService`, outside this UIKit test target.
    container.register(Signals.self, instance: signals)
    container.register(SomeProxy.self, scope: .shared) { r in SomeProxy(signals: try r.resolve(Signals.self))
    }
    container.register(SomeService.self, scope: .shared) { r in
        SomeService(proxy: try r.resolve(SomeProxy.self))
    }
    let router = ModuleRouter(container: container)
    // README: `register( viewControllerId: "SomeViewController", viewControllerType: SomeViewController.self,
    // interactorType: SomeInteractor.self, presenterType: SomePresenter.self, with: key, injecting: [ SomeProxy.self ] )`.
    router.register("SomeViewController") { [unowned router] context in
        try Module(
            view: SomeViewController(log: log),
            presenter: SomePresenter(router: router),
            interactors: [
                SomeInteractor(
                    service: try context.resolve(SomeService.self), proxy: try context.resolve(SomeProxy.self)
                )
            ])
    }
    // Not in the README: the page the presenter's `show ( pageName: String )` shows.
    router.register("SomeOtherViewController") { _ in
        try Module(view: SomeOtherViewController(), presenter: ModulePresenter<SomeOtherViewController>())
    }
    return router
}

private final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let log = ActivationLog()
    private(set) var router: ModuleRouter?

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        // README: `FZRoutingService().start( rootViewController: "SomeViewController", window: window! )`.
        let router = registerDependencies(log: log)
        self.router = router
        do {
            try router.start(root: "SomeViewController", in: window!)
        } catch {
            return false
        }
        return true
    }
}

@MainActor
@Suite("Filzanzug's README in UIKit")
struct SeedsInUIKitFilzanzugTests {
    private func launch() throws -> (AppDelegate, UIWindow) {
        let appDelegate = AppDelegate()
        #expect(appDelegate.application(UIApplication.shared, didFinishLaunchingWithOptions: nil))
        return (appDelegate, try #require(appDelegate.window))
    }

    @Test(
        "start(root:) shows the module's view controller in the window; view, presenter, interactor activate in order"
    )
    func start() throws {
        let (appDelegate, window) = try launch()
        #expect(window.isKeyWindow)
        #expect(appDelegate.log.lines == ["view loaded", "presenter activated", "interactor activated"])
        let navigation = try #require(window.rootViewController as? UINavigationController)
        let view = try #require(navigation.topViewController as? SomeViewController)
        #expect(view.shown == ["Amsterdam", "Kyoto"])
        #expect((window.find(identifier: "items") as? UILabel)?.text == "Amsterdam, Kyoto")
    }

    @Test("the model classes are singletons with a small s, and every one gets the router's signals")
    func modelClasses() throws {
        let (appDelegate, _) = try launch()
        let router = try #require(appDelegate.router)
        let proxy = try router.container.resolve(SomeProxy.self)
        let service = try router.container.resolve(SomeService.self)
        let sameProxy = service.proxy === proxy
        #expect(sameProxy)
        #expect(proxy.stored == ["2"])
        let routerSignals = try router.container.resolve(Signals.self)
        let sameSignals = routerSignals === router.signals
        #expect(sameSignals)
    }

    @Test("the presenter hears the proxy's signal, and navigates to another registered module")
    func signalsAndNavigation() throws {
        let (appDelegate, window) = try launch()
        let navigation = try #require(window.rootViewController as? UINavigationController)
        let view = try #require(navigation.topViewController as? SomeViewController)
        let presenter = try #require(view.output)
        let proxy = try #require(appDelegate.router).container.resolve(SomeProxy.self)
        proxy.someFunction(someData: "Lisbon")
        #expect(presenter.lastSignal == "Lisbon")
        try window.tap("open")
        #expect(navigation.topViewController is SomeOtherViewController)
        #expect(window.render().contains("Other"))
    }

    @Test("the module's presenter and interactor are released with its view controller")
    func released() throws {
        let log = ActivationLog()
        let router = registerDependencies(log: log)
        weak var weakView: SomeViewController?
        weak var weakPresenter: SomePresenter?
        do {
            let view = try #require(
                try router.makeViewController(for: "SomeViewController") as? SomeViewController)
            view.loadViewIfNeeded()
            weakView = view
            weakPresenter = view.output
            #expect(weakPresenter != nil)
        }
        #expect(weakView == nil)
        #expect(weakPresenter == nil)
    }
}
