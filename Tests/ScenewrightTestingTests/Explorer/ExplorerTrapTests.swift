import ScenewrightTesting
import Testing

// Apps with a newcomer's mistake in them, and apps no user could finish exploring.

@MainActor private protocol ShelfDelegate: AnyObject {
    func shelfDidTapAdd(_ shelf: ShelfViewController)
}

@MainActor private final class ShelfViewController: ViewController {
    weak var delegate: (any ShelfDelegate)?
    init() {
        super.init()
        title = "Shelf"
    }
    override func loadView() {
        view = Button("Add") { [unowned self] in delegate?.shelfDidTapAdd(self) }.identified("add")
    }
}

@MainActor private final class PickerSheetViewController: ViewController {
    weak var flow: SheetFlow?
    init() {
        super.init()
        title = "Pick"
        modalPresentationStyle = .pageSheet
    }
    override func loadView() {
        view = Button("Done") { [unowned self] in flow?.done() }.identified("done")
    }
}

/// Presents a sheet; finishes when "done" is tapped. Only with `endsWhenDismissed` does it also
/// end when the user swipes the sheet away.
@MainActor private final class SheetFlow: FlowController {
    let endsWhenDismissed: Bool
    weak var sheet: PickerSheetViewController?
    init(endsWhenDismissed: Bool) { self.endsWhenDismissed = endsWhenDismissed }

    override func start(from presentingViewController: ViewController) {
        let sheet = PickerSheetViewController()
        sheet.flow = self
        self.sheet = sheet
        presentingViewController.present(sheet, animated: true)
        if endsWhenDismissed { endWhenDismissed(sheet) }
    }

    func done() {
        sheet?.dismiss(animated: true)
        removeFromSuperFlowController()
    }
}

@MainActor private final class ShelfFlow: InitialFlowController, ShelfDelegate {
    let endsWhenDismissed: Bool
    init(endsWhenDismissed: Bool) { self.endsWhenDismissed = endsWhenDismissed }

    override func start(from window: Window) {
        let shelf = ShelfViewController()
        shelf.delegate = self
        window.rootViewController = NavigationController(rootViewController: shelf)
        window.makeKeyAndVisible()
    }

    func shelfDidTapAdd(_ shelf: ShelfViewController) {
        let flow = SheetFlow(endsWhenDismissed: endsWhenDismissed)
        add(subFlowController: flow)
        flow.start(from: shelf)
    }

    static func launch(endsWhenDismissed: Bool) -> LaunchedApp {
        let window = Window()
        let flow = ShelfFlow(endsWhenDismissed: endsWhenDismissed)
        flow.start(from: window)
        return LaunchedApp(window: window, flows: [flow])
    }
}

/// The classic tutorial's coordinators, with the classic slip: the child finishes only when its
/// own button is tapped, so the back button leaves it behind.
@MainActor private final class TutorialHome: ViewController {
    weak var coordinator: TutorialMain?
    override func loadView() {
        view = Button("Buy") { [unowned self] in coordinator?.buy() }.identified("buy")
    }
}

@MainActor private final class TutorialBuy: ViewController {
    weak var coordinator: TutorialBuying?
    init() {
        super.init()
        title = "Buy"
    }
    override func loadView() {
        view = Button("Done") { [unowned self] in coordinator?.done() }.identified("done")
    }
}

@MainActor private final class TutorialMain: Coordinator {
    var childCoordinators: [any Coordinator] = []
    weak var parentCoordinator: (any Coordinator)?
    let navigationController: NavigationController
    init(navigationController: NavigationController) { self.navigationController = navigationController }

    func start() {
        let home = TutorialHome()
        home.coordinator = self
        navigationController.pushViewController(home, animated: false)
    }

    func buy() {
        let child = TutorialBuying(navigationController: navigationController)
        child.parentCoordinator = self
        childCoordinators.append(child)
        child.start()
    }
}

@MainActor private final class TutorialBuying: Coordinator {
    var childCoordinators: [any Coordinator] = []
    weak var parentCoordinator: (any Coordinator)?
    let navigationController: NavigationController
    init(navigationController: NavigationController) { self.navigationController = navigationController }

    func start() {
        let buy = TutorialBuy()
        buy.coordinator = self
        navigationController.pushViewController(buy, animated: true)
    }

    func done() {
        parentCoordinator?.childDidFinish(self)
        navigationController.popViewController(animated: true)
    }

    static func launch() -> LaunchedApp {
        let navigation = NavigationController()
        let main = TutorialMain(navigationController: navigation)
        main.start()
        let window = Window()
        window.rootViewController = navigation
        window.rootCoordinator = main
        window.makeKeyAndVisible()
        return LaunchedApp(window: window, coordinators: [main])
    }
}

/// Every screen has a "more" button that pushes one more screen: endlessly many screens.
@MainActor private final class EndlessViewController: ViewController {
    let number: Int
    init(_ number: Int) {
        self.number = number
        super.init()
        title = "Page \(number)"
    }
    override func loadView() {
        view = Button("More") { [unowned self] in
            navigationController?.pushViewController(EndlessViewController(number + 1), animated: true)
        }.identified("more")
    }
}

@MainActor
@Suite("Explorer: a newcomer's traps, endless apps")
struct ExplorerTrapTests {
    @Test("an app whose window is never made key and visible is a violation at launch, not clean")
    func windowNotVisible() throws {
        let report = try Explorer(maxDepth: 3) {
            let window = Window()
            window.rootViewController = NavigationController(rootViewController: ShelfViewController())
            return window  // makeKeyAndVisible() forgotten
        }.run()
        #expect(report.violations.map(\.kind) == [.windowNotVisible], "\(report.violations)")
        #expect(
            report.violations.first?.description
                == "window not visible: the launched window is not key and visible, so nothing is on screen "
                + "(Window (not key and visible: call makeKeyAndVisible() to show NavigationController)). "
                + "Call window.makeKeyAndVisible() at the end of the launch. — path: launch")
        #expect(report.violations.first?.path == [])
    }

    @Test("a sub-flow left in the tree after its sheet is swiped away is an orphan, with its shortest path")
    func orphanedFlow() throws {
        let report = try Explorer.launchingApp(maxDepth: 3) { ShelfFlow.launch(endsWhenDismissed: false) }
            .run()
        let orphans = report.violations.filter { $0.kind == .orphan }
        #expect(orphans.map(\.path) == [["tap add", "drag sheet"]], "\(report.violations)")
        #expect(
            orphans.first?.message
                == "flow SheetFlow is still in the flow tree under ShelfFlow, but every screen it showed has left "
                + "(PickerSheetViewController \"Pick\"): it never finishes, and each visit adds another. End it "
                + "when its screen leaves — endWhenDismissed(screen) in start(from:) — or call "
                + "removeFromSuperFlowController() when it is done.")
        // Nothing else is wrong: the flow tree is released with the app.
        #expect(report.violations.count == 1, "\(report.violations)")
    }

    @Test("the same app with endWhenDismissed explores clean")
    func orphanFixed() throws {
        let report = try Explorer.launchingApp(maxDepth: 3) { ShelfFlow.launch(endsWhenDismissed: true) }
            .run()
        #expect(report.violations.isEmpty, "\(report.violations)")
        #expect(report.transitions.contains { $0.action == "drag sheet" })
    }

    @Test("a child coordinator left behind by the back button is an orphan, with its shortest path")
    func orphanedCoordinator() throws {
        let report = try Explorer.launchingApp(maxDepth: 3) { TutorialBuying.launch() }.run()
        let orphans = report.violations.filter { $0.kind == .orphan }
        #expect(orphans.map(\.path) == [["tap buy", "back"]], "\(report.violations)")
        #expect(
            orphans.first?.message.hasPrefix(
                "coordinator TutorialBuying is still a child of TutorialMain, but every screen it showed has left "
                    + "(TutorialBuy \"Buy\")") == true)
    }

    @Test("an app with endlessly many screens stops at the depth limit and says so")
    func endless() throws {
        let report = try Explorer(maxDepth: 4) {
            let window = Window()
            window.rootViewController = NavigationController(rootViewController: EndlessViewController(1))
            window.makeKeyAndVisible()
            return window
        }.run()
        #expect(report.screens.count == 5)
        #expect(report.unexpandedScreens == 1)
        #expect(
            report.depthLimitNote
                == "stopped at depth 4: 1 screen reached there was not expanded; explore deeper to try their actions"
        )
        #expect(report.violations.isEmpty, "\(report.violations)")
        let finite = try Explorer(maxDepth: 40) {
            let window = Window()
            window.rootViewController = ShelfViewController()
            window.makeKeyAndVisible()
            return window
        }.run()
        #expect(finite.unexpandedScreens == 0)
        #expect(finite.depthLimitNote == nil)
    }
}
