import Scenewright
import ScenewrightTesting
import Testing

/// Mirrors every lifecycle callback into a log; a scene adds it as a `ViewObserver` dependency.
@MainActor private final class MirrorObserver: ViewObserver {
    var log: [String] = []
    func viewDidLoad() { log.append("viewDidLoad") }
    func viewWillAppear(_ animated: Bool) { log.append("viewWillAppear") }
    func viewIsAppearing(_ animated: Bool) { log.append("viewIsAppearing") }
    func viewDidAppear(_ animated: Bool) { log.append("viewDidAppear") }
    func viewWillDisappear(_ animated: Bool) { log.append("viewWillDisappear") }
    func viewDidDisappear(_ animated: Bool) { log.append("viewDidDisappear") }
    func viewWillLayoutSubviews() { log.append("viewWillLayoutSubviews") }
    func viewDidLayoutSubviews() { log.append("viewDidLayoutSubviews") }
}

/// A controller that logs what it hears, for comparing with its observers.
@MainActor private final class Mirrored: ViewController {
    var log: [String] = []
    var observer: MirrorObserver?
    override func viewDidLoad() { log.append("viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { log.append("viewWillAppear") }
    override func viewIsAppearing(_ animated: Bool) { log.append("viewIsAppearing") }
    override func viewDidAppear(_ animated: Bool) { log.append("viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.append("viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.append("viewDidDisappear") }
    override func viewWillLayoutSubviews() { log.append("viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { log.append("viewDidLayoutSubviews") }
}

/// The classic bug: work stops in `viewWillDisappear` and starts only once, in `viewDidLoad`.
@MainActor private final class LiveMapViewController: ViewController {
    private(set) var isTracking = false
    let restartsOnAppear: Bool
    init(restartsOnAppear: Bool) {
        self.restartsOnAppear = restartsOnAppear
        super.init()
    }
    override func viewDidLoad() { isTracking = true }
    override func viewWillAppear(_ animated: Bool) { if restartsOnAppear { isTracking = true } }
    override func viewWillDisappear(_ animated: Bool) { isTracking = false }
}

/// A sub-flow that shows a sheet and removes itself when the user drags it away.
@MainActor private final class PickerFlow: FlowController, AdaptivePresentationControllerDelegate {
    weak var sheet: ViewController?
    override func start(from presentingViewController: ViewController) {
        let sheet = Page("picker")
        self.sheet = sheet
        sheet.presentationController?.delegate = self
        presentingViewController.present(sheet, animated: true)
    }
    func presentationControllerDidDismiss(_ presentationController: PresentationController) {
        removeFromSuperFlowController()
    }
}

/// Counts activations; part of a VIPER module.
@MainActor private final class CountingPresenter: ModulePresenter<ViewController> {
    var activations = 0
    override func activate() { activations += 1 }
}

/// A screen subscribed to a signal for as long as it lives.
@MainActor private final class NewsScreen: ViewController {
    var headlines: [String] = []
}

extension Signal where Payload == String {
    fileprivate static var headline: Signal<String> { Signal("interactive.headline") }
}

@MainActor private final class LoggedScreen: ViewController, ManagedViewController {
    let agent: Agent
    init(agent: Agent) {
        self.agent = agent
        super.init()
    }
    static func assemble(with data: AssemblyData, manager: AppManager) throws -> ViewController {
        LoggedScreen(agent: data.agent)
    }
}

@MainActor
@Suite("Cancelled swipes and drags, for everything built on the stage")
struct InteractiveTransitionTests {
    @Test(
        "scenes: a scene's ViewObserver hears exactly what its controller hears during a cancelled swipe back"
    )
    func sceneObserversMirrorACancelledSwipe() throws {
        let window = Window()
        let nav = NavigationController(rootViewController: Page("root"))
        window.rootViewController = nav
        window.makeKeyAndVisible()
        let screen = Scene { Mirrored() }.with { MirrorObserver() }
            .instantiate(connect: { vc, observer in vc.observer = observer })
        nav.pushViewController(screen, animated: false)
        screen.log.removeAll()
        screen.observer?.log.removeAll()
        let swipe = try window.beginSwipeBack()
        swipe.cancel()
        #expect(
            screen.log == [
                "viewWillDisappear", "viewWillAppear", "viewIsAppearing", "viewWillLayoutSubviews",
                "viewDidLayoutSubviews", "viewDidAppear",
            ])
        #expect(screen.observer?.log == screen.log)
        try window.beginSwipeBack().finish()
        #expect(screen.observer?.log == screen.log)
        #expect(screen.log.suffix(2) == ["viewWillDisappear", "viewDidDisappear"])
    }

    @Test(
        "coordinators: a child is not removed when a swipe back is cancelled, and is removed when one completes"
    )
    func coordinatorChildSurvivesACancelledSwipe() throws {
        let (root, window) = runningRoot()
        weak let weakBuy = root.pushChild("buy")
        try window.beginSwipeBack().cancel()
        #expect(root.childNames == ["buy"])
        #expect(root.log.events.isEmpty)
        #expect(weakBuy?.shownViewControllers.count == 1)

        let swipe = try window.beginSwipeBack()
        #expect(root.childNames == ["buy"])
        swipe.finish()
        #expect(root.childCoordinators.isEmpty)
        #expect(root.log.events == ["root: buy finished"])
        #expect(weakBuy == nil)
    }

    @Test("coordinators: a child whose sheet drag is cancelled keeps running; a completed drag finishes it")
    func coordinatorChildSurvivesACancelledDrag() throws {
        let (root, window) = runningRoot()
        root.presentChild("terms")
        try window.beginSheetDrag().cancel()
        #expect(root.childNames == ["terms"])
        try window.beginSheetDrag().finish()
        #expect(root.childCoordinators.isEmpty)
        #expect(root.log.events == ["root: terms finished"])
    }

    @Test("flows: a cancelled sheet drag neither removes nor releases the flow; a completed one does both")
    func flowSurvivesACancelledDrag() throws {
        let home = Page("home")
        let window = Window()
        window.rootViewController = home
        window.makeKeyAndVisible()
        let root = FlowController()
        weak var weakPicker: PickerFlow?
        do {
            let picker = PickerFlow()
            weakPicker = picker
            root.add(subFlowController: picker)
            picker.start(from: home)
        }
        try window.beginSheetDrag().cancel()
        #expect(root.children.count == 1 && weakPicker != nil && weakPicker?.sheet != nil)
        try window.beginSheetDrag().finish()
        #expect(root.children.isEmpty)
        #expect(weakPicker == nil)
    }

    @Test(
        "app manager: a cancelled swipe releases no agent and runs no deferred segue of the screen below; a completed one does both"
    )
    func agentsAndACancelledSwipe() throws {
        let manager = AppManager()
        manager.register(LoggedScreen.self, as: "logged")
        manager.initialIdentifier = "logged"
        let window = Window()
        try manager.setup(in: window)
        let nav = try #require(window.rootViewController as? NavigationController)
        let first = try #require(nav.topViewController as? LoggedScreen)
        weak var weakAgent: Agent?
        do {
            try manager.performSegue(to: "logged", from: first)
            weakAgent = (nav.topViewController as? LoggedScreen)?.agent
        }
        // Asked while the first screen is covered, the segue waits for its next appearance.
        try first.agent.performSegue(to: "logged")
        #expect(nav.viewControllers.count == 2)
        try window.beginSwipeBack().cancel()
        #expect(nav.viewControllers.count == 2)
        #expect(weakAgent != nil)
        try window.beginSwipeBack().finish()
        #expect(weakAgent == nil)
        #expect(nav.viewControllers.count == 2)
        let shown = nav.topViewController
        #expect(shown !== first && shown is LoggedScreen)
    }

    @Test("VIPER modules: a cancelled swipe neither activates a module again nor releases it")
    func modulesAndACancelledSwipe() throws {
        let window = Window()
        let nav = NavigationController(rootViewController: Page("root"))
        window.rootViewController = nav
        window.makeKeyAndVisible()
        weak var weakPresenter: CountingPresenter?
        do {
            let screen = ViewController()
            let presenter = CountingPresenter()
            weakPresenter = presenter
            _ = try Module(view: screen, presenter: presenter, interactors: [])
            nav.pushViewController(screen, animated: false)
        }
        #expect(weakPresenter?.activations == 1)
        try window.beginSwipeBack().cancel()
        #expect(weakPresenter?.activations == 1)
        try window.beginSwipeBack().finish()
        #expect(weakPresenter == nil)
    }

    @Test(
        "signals: a subscription owned by a screen survives a cancelled swipe and ends with a completed one")
    func signalsSurviveACancelledSwipe() throws {
        let signals = Signals()
        let window = Window()
        let nav = NavigationController(rootViewController: Page("root"))
        window.rootViewController = nav
        window.makeKeyAndVisible()
        weak var weakScreen: NewsScreen?
        var delivered: [String] = []
        do {
            let screen = NewsScreen()
            weakScreen = screen
            signals.subscribe(.headline, owner: screen) { screen, text in
                screen.headlines.append(text)
                delivered.append(text)
            }
            nav.pushViewController(screen, animated: false)
        }
        try window.beginSwipeBack().cancel()
        signals.post(.headline, "after the cancel")
        #expect(weakScreen?.headlines == ["after the cancel"])
        try window.beginSwipeBack().finish()
        #expect(weakScreen == nil)
        signals.post(.headline, "after the pop")
        #expect(delivered == ["after the cancel"])
    }

    @Test(
        "the classic bug: work stopped in viewWillDisappear never restarts after a cancelled swipe unless viewWillAppear restarts it"
    )
    func classicBug() throws {
        for restarts in [false, true] {
            let window = Window()
            let nav = NavigationController(rootViewController: Page("root"))
            window.rootViewController = nav
            window.makeKeyAndVisible()
            let map = LiveMapViewController(restartsOnAppear: restarts)
            nav.pushViewController(map, animated: false)
            #expect(map.isTracking)
            try window.beginSwipeBack().cancel()
            #expect(map.appearanceState == .appeared)
            #expect(map.isTracking == restarts, "restartsOnAppear: \(restarts)")
        }
    }

    @Test("LifecycleRecorder shows the whole cancelled swipe, the moment the finger lifts included")
    func recorderShowsTheWholeSequence() throws {
        let window = Window()
        let a = Page("A")
        let nav = NavigationController(rootViewController: a)
        window.rootViewController = nav
        window.makeKeyAndVisible()
        let b = Page("B")
        nav.pushViewController(b, animated: false)
        let recorder = LifecycleRecorder()
        recorder.attach(a, as: "A")
        recorder.attach(b, as: "B")
        recorder.attach(nav, as: "nav")
        try window.beginSwipeBack().cancel()
        #expect(
            recorder.events == [
                "B.willMove(toParent: nil)", "B.viewWillDisappear", "A.viewWillAppear", "A.viewIsAppearing",
                "interaction cancelled", "A.viewWillDisappear", "A.viewDidDisappear", "B.viewWillAppear",
                "B.viewIsAppearing", "B.viewDidAppear",
            ])
    }
}
