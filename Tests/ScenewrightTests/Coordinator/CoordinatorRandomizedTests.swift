import Scenewright
import ScenewrightTesting
import Testing

/// Drives random operations through a tab bar of coordinators and checks, after each one, that the
/// coordinator tree mirrors the screen and that nothing left behind is still alive.
@MainActor private final class RandomDriver {
    enum Operation: CaseIterable {
        case pushChild, popInCode, back, popToRoot, setPrefix, present, rawCover, dismissTop,
            dismissFromBelow, tab
    }

    let log = CoordinatorLog()
    let tabs: TabBarCoordinator
    let window = Window()
    var generator: SeededGenerator
    var counter = 0
    var presentingTab: Int?
    var createdCoordinators: [WeakBox] = []
    var createdPages: [WeakBox] = []

    struct WeakBox {
        weak var object: AnyObject?
    }

    init(seed: UInt64) {
        generator = SeededGenerator(seed: seed)
        let shop = PushingCoordinator(
            "shop", pages: 0,
            navigationController: NavigationController(rootViewController: Page("shop.root")),
            log: log)
        let account = PushingCoordinator(
            "account", pages: 0,
            navigationController: NavigationController(rootViewController: Page("account.root")), log: log)
        tabs = TabBarCoordinator(tabs: [shop, account])
        tabs.start()
        window.rootCoordinator = tabs
        window.makeKeyAndVisible()
    }

    var selected: PushingCoordinator? { tabs.selectedTab as? PushingCoordinator }
    var navigation: NavigationController? { selected?.navigationController }
    var presentedChain: [ViewController] {
        var chain: [ViewController] = []
        var next = tabs.tabBarController.presentedViewController
        while let presented = next {
            chain.append(presented)
            next = presented.presentedViewController
        }
        return chain
    }

    /// The deepest coordinator of the selected tab: the one new children start under.
    var deepest: PushingCoordinator? {
        var node = selected
        while let child = node?.childCoordinators.last as? PushingCoordinator { node = child }
        return node
    }

    func nextName() -> String {
        counter += 1
        return "c\(counter)"
    }

    /// Runs one random operation; returns its description.
    func step() throws -> String {
        let presenting = !presentedChain.isEmpty
        // While something is presented most operations are skipped, so dismissals are made likelier
        // to keep the walk moving.
        let candidates: [Operation] =
            presenting && Bool.random(using: &generator)
            ? [.dismissTop, .dismissFromBelow] : Operation.allCases
        guard let operation = candidates.randomElement(using: &generator), let navigation else {
            return "nothing"
        }
        switch operation {
        case .pushChild where !presenting:
            let child = PushingCoordinator(
                nextName(), pages: Int.random(in: 1...2, using: &generator), navigationController: navigation,
                log: log)
            deepest?.startChildCoordinator(child)
            createdCoordinators.append(WeakBox(object: child))
            createdPages += child.shownViewControllers.map { WeakBox(object: $0) }
            return "push \(child.name)"
        case .popInCode where !presenting && navigation.viewControllers.count > 1:
            navigation.popViewController(animated: true)
            return "pop"
        case .back where !presenting && navigation.viewControllers.count > 1:
            try window.tap("back")
            return "back"
        case .popToRoot where !presenting:
            navigation.popToRootViewController(animated: true)
            return "popToRoot"
        case .setPrefix where !presenting:
            let keep = Int.random(in: 1...navigation.viewControllers.count, using: &generator)
            navigation.setViewControllers(Array(navigation.viewControllers.prefix(keep)), animated: true)
            return "set prefix \(keep)"
        case .present:
            let style: ModalPresentationStyle = Bool.random(using: &generator) ? .pageSheet : .fullScreen
            let child = PresentingCoordinator(
                nextName(), style: style, navigationController: navigation, log: log)
            presentingTab = tabs.tabBarController.selectedIndex
            deepest?.startChildCoordinator(child)
            createdCoordinators.append(WeakBox(object: child))
            createdPages += child.shownViewControllers.map { WeakBox(object: $0) }
            return "present \(child.name) \(style)"
        case .rawCover:
            let cover = Page("raw.cover")
            cover.modalPresentationStyle = Bool.random(using: &generator) ? .pageSheet : .fullScreen
            presentingTab = tabs.tabBarController.selectedIndex
            (presentedChain.last ?? tabs.tabBarController).present(cover, animated: true)
            return "raw cover"
        case .dismissTop where presenting:
            presentedChain.last?.dismiss(animated: true)
            return "dismiss top"
        case .dismissFromBelow where presenting:
            let chain = presentedChain
            let index = Int.random(in: 0..<chain.count, using: &generator)
            if index == 0 {
                tabs.tabBarController.dismiss(animated: true)
            } else {
                chain[index - 1].dismiss(animated: true)
            }
            return "dismiss chain from \(index)"
        case .tab where !presenting:
            let index = Int.random(in: 0...1, using: &generator)
            try window.tap("tab.\(index)")
            return "tab \(index)"
        default:
            return "skip"
        }
    }

    /// The owner name encoded in a page title such as `"c12.0"` or `"c3.modal"`.
    func owner(of controller: ViewController) -> String {
        String((controller.title ?? "").split(separator: ".").first ?? "")
    }

    /// Problems found: the tree does not mirror the screen, or something finished is still alive.
    func problems() -> [String] {
        var problems: [String] = []
        if presentedChain.isEmpty { presentingTab = nil }
        var expectedAlive = 0
        for (index, tab) in tabs.tabs.enumerated() {
            var expected: [String] = []
            for page in tab.navigationController.viewControllers.dropFirst()
            where expected.last != owner(of: page) {
                expected.append(owner(of: page))
            }
            if presentingTab == index { expected += presentedChain.map(owner(of:)).filter { $0 != "raw" } }
            var actual: [String] = []
            var node: any Coordinator = tab
            while let child = node.childCoordinators.last {
                if node.childCoordinators.count > 1 { problems.append("\(actual) has several children") }
                actual.append((child as? PushingCoordinator)?.name ?? "?")
                node = child
            }
            if actual != expected { problems.append("tab \(index): tree \(actual), screen \(expected)") }
            expectedAlive += expected.count
        }
        let alive = createdCoordinators.filter { $0.object != nil }.count
        if alive != expectedAlive {
            problems.append("\(alive) coordinators alive, \(expectedAlive) expected")
        }
        let pagesOnScreen =
            tabs.tabs.map { $0.navigationController.viewControllers.count - 1 }.reduce(0, +)
            + presentedChain.count { owner(of: $0) != "raw" }
        let alivePages = createdPages.filter { $0.object != nil }.count
        if alivePages != pagesOnScreen {
            problems.append("\(alivePages) pages alive, \(pagesOnScreen) expected")
        }
        createdCoordinators.removeAll { $0.object == nil }
        createdPages.removeAll { $0.object == nil }
        return problems
    }
}

@MainActor @Suite struct CoordinatorRandomizedTests {
    @Test(
        "10,000 seeded random push/pop/back/present/dismiss/tab steps keep the tree equal to the screen, leak-free"
    )
    func randomOperations() throws {
        let seed: UInt64 = 20_261_122
        let driver = RandomDriver(seed: seed)
        var history: [String] = []
        var counts: [String: Int] = [:]
        for stepIndex in 0..<10_000 {
            let done = try driver.step()
            counts[String(done.split(separator: " ").first ?? ""), default: 0] += 1
            history.append(done)
            if history.count > 8 { history.removeFirst() }
            let problems = driver.problems()
            guard problems.isEmpty else {
                Issue.record("seed \(seed), step \(stepIndex): \(problems) after \(history)")
                return
            }
        }
        for operation in ["push", "pop", "back", "popToRoot", "set", "present", "raw", "dismiss", "tab"] {
            #expect(
                counts[operation, default: 0] > 100,
                "\(operation) ran only \(counts[operation, default: 0]) times")
        }
    }
}
