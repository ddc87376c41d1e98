// StoryCode's README, block by block, written with UIKit's names as the README writes them. Each test
// runs the block headless (a key, visible window; taps through the window) and checks what the README
// says happens. Where Scenewright differs from StoryCode, the line says so in a comment.
import Scenewright
import ScenewrightTesting
import Testing
import UIKit

// MARK: The README's objects

/// Records what happens, in order, across a scene's objects.
@MainActor private final class StoryLog {
    var lines: [String] = []
}

@MainActor private let storyLog = StoryLog()

/// README block 1: `FirstDependency` and `SecondDependency`, made by the `.with` closures.
@MainActor private final class FirstDependency: Awakable, ViewObserver {
    func awake() { storyLog.lines.append("first.awake") }
    func viewDidLoad() { storyLog.lines.append("first.viewDidLoad") }
    func viewWillAppear(_ animated: Bool) { storyLog.lines.append("first.viewWillAppear") }
    func viewDidAppear(_ animated: Bool) { storyLog.lines.append("first.viewDidAppear") }
}

@MainActor private final class SecondDependency: Awakable {
    var connectedTo: UIViewController?
    func awake() { storyLog.lines.append("second.awake") }
}

/// A `UIViewController` subclass that logs its own lifecycle, so the order against the observers shows.
private final class StoryLoggingViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        storyLog.lines.append("vc.viewDidLoad")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        storyLog.lines.append("vc.viewWillAppear")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        storyLog.lines.append("vc.viewDidAppear")
    }
}

/// The README's `City`, with the `City.ID` its factory takes.
private struct City {
    typealias ID = Int
    let id: ID
    let name: String
    let facts: [String]
}

/// The README's `Services.cityProvider`.
@MainActor private final class CityProvider {
    private let cities: [City.ID: City] = [
        1: City(id: 1, name: "Amsterdam", facts: ["Population: 921402", "Country: NL"]),
        2: City(id: 2, name: "Kyoto", facts: ["Population: 1464890", "Country: JP", "Temples: 1600"]),
    ]

    func city(_ id: City.ID) -> City? { cities[id] }
}

/// The README's logging events (`logger?.log(.buttonDitTap)`, spelled as the README spells it).
private enum LogEvent: Equatable {
    case buttonDitTap
}

@MainActor private final class Logger {
    var events: [LogEvent] = []
    func log(_ event: LogEvent) { events.append(event) }
}

/// The README's `Services`: the app's shared objects.
@MainActor private enum Services {
    static let cityProvider = CityProvider()
    static let logger = Logger()
}

/// `cityController.buttonDidTap.bind { … }`: a tiny event the README binds to.
@MainActor private final class TapEvent {
    private var handlers: [() -> Void] = []
    func bind(_ handler: @escaping () -> Void) { handlers.append(handler) }
    func send() { for handler in handlers { handler() } }
}

/// The README's `CityController(cityID)`: the table view's data source and delegate.
private final class CityController: NSObject, UITableViewDataSource, UITableViewDelegate {
    let cityID: City.ID
    var cityProvider: CityProvider?
    let buttonDidTap = TapEvent()
    private(set) var selected: [IndexPath] = []

    init(_ cityID: City.ID) {
        self.cityID = cityID
        super.init()
    }

    private var facts: [String] { cityProvider?.city(cityID)?.facts ?? [] }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        facts.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "fact", for: indexPath)
        cell.textLabel?.text = facts[indexPath.row]
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selected.append(indexPath)
        buttonDidTap.send()
    }
}

// MARK: The README's factories

/// "A factory of `UIViewController`s": the README's `Scenes.cityDetail(for:)`, with a `UITableView`.
@MainActor private enum Scenes {
    static func cityDetail(for cityID: City.ID) -> UIViewController {
        return Scene({
            return UIViewController()
        }).with {
            return Services.cityProvider
        }.with {
            return CityController(cityID)
        }.instantiate(
            connect: { _, cityProvider, cityController in
                cityController.cityProvider = cityProvider
            },
            view: { _, _, cityController in
                let tableView = UITableView()
                // Not in the README: the cell class the data source dequeues, and an identifier so a
                // test can find the rows.
                tableView.register(UITableViewCell.self, forCellReuseIdentifier: "fact")
                tableView.accessibilityIdentifier = "facts"
                tableView.dataSource = cityController
                tableView.delegate = cityController
                return tableView
            })
    }

    /// "Simplifying maintenance": the same factory with a logger added, without touching the
    /// controller. The README elides the first dependencies and `connect` with `/*...*/`; they are
    /// the ones above.
    static func cityDetailWithLogger(for cityID: City.ID) -> UIViewController {
        return Scene({
            return UIViewController()
        }).with {
            return Services.cityProvider
        }.with {
            return CityController(cityID)
        }.with {
            return Services.logger
        }.instantiate(
            connect: { _, cityProvider, cityController, _ in
                cityController.cityProvider = cityProvider
            },
            view: { _, _, cityController, logger in
                let tableView = UITableView()
                tableView.register(UITableViewCell.self, forCellReuseIdentifier: "fact")
                tableView.accessibilityIdentifier = "facts"
                tableView.dataSource = cityController
                tableView.delegate = cityController
                cityController.buttonDidTap.bind { [weak logger] in
                    logger?.log(.buttonDitTap)
                }
                return tableView
            })
    }

    /// The list the README's story starts from (`Scene.cityList()` in the README).
    static func cityList() -> UIViewController {
        let list = UIViewController()
        list.title = "Cities"
        return list
    }
}

/// "Assemble controllers into screens": the README's `Stories.main()`. StoryCode writes
/// `Scene.cityList()`, `Scene.stackNavigation(root:)` and `Scene.arrayNavigation(_:)`; Scenewright's
/// catalogue is the `Scenes` enum and its stories are `Story.stack(root:)` and `Story.tabs(_:)`.
@MainActor private enum Stories {
    static func main() -> UIViewController {
        let cityList = Scenes.cityList()
        let cityNavigation = Story.stack(root: cityList)
        let about = UIViewController()
        about.title = "About"
        let tabNavigation = Story.tabs([cityNavigation, about])
        return tabNavigation
    }
}

@MainActor
@Suite("StoryCode's README in UIKit")
struct SeedsInUIKitStoryCodeTests {
    // Every test is synchronous and starts by clearing the README's one shared log, so no other
    // test's lines can reach it while it runs, and the suite runs in parallel with the rest.

    /// Shows `controller` in a key, visible window, inside a navigation controller.
    private func show(_ controller: UIViewController) -> UIWindow {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = UINavigationController(rootViewController: controller)
        window.makeKeyAndVisible()
        return window
    }

    @Test(
        "Scene { return UIViewController() }.with{…}.with{…}: connect, then awake, then the view closure's view on load"
    )
    func usage() throws {
        storyLog.lines = []
        var connected = false
        var madeViews: [UIView] = []
        // README: `.instantiante(connect:view:)` (a typo) and one `}` too many; Scenewright spells it
        // `instantiate`.
        let viewController = Scene {
            return UIViewController()
        }.with {
            return FirstDependency()
        }.with {
            return SecondDependency()
        }.instantiate(
            connect: { viewController, firstDependency, secondDependency in
                // make any connections
                secondDependency.connectedTo = viewController
                connected = true
                storyLog.lines.append("connect")
            },
            view: { viewController, firstDependency, secondDependency in
                let view = UIView()
                // setup view and make any connections with view
                view.accessibilityIdentifier = "scene.root"
                madeViews.append(view)
                storyLog.lines.append("view")
                return view
            })
        #expect(connected)
        // "awake() is called right after connect": the controller does not conform, the two
        // dependencies do, in order.
        #expect(storyLog.lines == ["connect", "first.awake", "second.awake"])
        #expect(!viewController.isViewLoaded)

        let window = show(viewController)
        #expect(viewController.isViewLoaded)
        let madeView = try #require(madeViews.first)
        let loadedIsMade = viewController.view === madeView
        #expect(loadedIsMade)
        #expect(window.find(identifier: "scene.root") != nil)
        #expect(
            storyLog.lines == [
                "connect", "first.awake", "second.awake", "view", "first.viewDidLoad",
                "first.viewWillAppear", "first.viewDidAppear",
            ])
    }

    @Test("the controller holds its dependencies: they live exactly as long as it does")
    func dependenciesLiveWithTheController() {
        storyLog.lines = []
        weak var first: FirstDependency?
        weak var second: SecondDependency?
        weak var controller: UIViewController?
        do {
            let viewController = Scene { UIViewController() }
                .with { FirstDependency() }
                .with { SecondDependency() }
                .instantiate(connect: { _, firstDependency, secondDependency in
                    first = firstDependency
                    second = secondDependency
                })
            controller = viewController
            #expect(first != nil && second != nil)
        }
        #expect(controller == nil)
        #expect(first == nil && second == nil)
    }

    @Test(
        "ViewObserver dependencies hear each lifecycle method together with the UIViewController, after it"
    )
    func viewObserver() {
        storyLog.lines = []
        let viewController = Scene { StoryLoggingViewController() }
            .with { FirstDependency() }
            .instantiate()
        storyLog.lines = []
        _ = show(viewController)
        #expect(
            storyLog.lines == [
                "vc.viewDidLoad", "first.viewDidLoad", "vc.viewWillAppear", "first.viewWillAppear",
                "vc.viewDidAppear", "first.viewDidAppear",
            ])
    }

    @Test("Scenes.cityDetail(for:) builds a UITableView whose data source and delegate is the CityController")
    func cityDetail() throws {
        storyLog.lines = []
        let viewController = Scenes.cityDetail(for: 2)
        let window = show(viewController)
        let tableView = try #require(viewController.view as? UITableView)
        let controller = try #require(tableView.dataSource as? CityController)
        let delegateIsController = tableView.delegate === controller
        #expect(delegateIsController)
        #expect(controller.cityProvider != nil)
        #expect(tableView.numberOfRows(inSection: 0) == 3)
        let rendering = window.render()
        for fact in ["Population: 1464890", "Country: JP", "Temples: 1600"] {
            #expect(rendering.contains(fact), "\(rendering)")
        }
        try window.tap("facts.row.1")
        #expect(controller.selected == [IndexPath(row: 1, section: 0)])
    }

    @Test("a logger added as one more dependency logs the controller's taps, without touching the controller")
    func loggerAddedWithoutTouchingTheController() throws {
        storyLog.lines = []
        let before = Services.logger.events.count
        let viewController = Scenes.cityDetailWithLogger(for: 1)
        let window = show(viewController)
        try window.tap("facts.row.0")
        try window.tap("facts.row.1")
        #expect(Services.logger.events.count == before + 2)
        #expect(Services.logger.events.suffix(2) == [.buttonDitTap, .buttonDitTap])
    }

    @Test("Stories.main() puts the city list in a navigation stack inside a tab bar")
    func stories() throws {
        storyLog.lines = []
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = Stories.main()
        window.makeKeyAndVisible()
        let tabs = try #require(window.rootViewController as? UITabBarController)
        #expect(tabs.viewControllers?.count == 2)
        let navigation = try #require(tabs.selectedViewController as? UINavigationController)
        #expect(navigation.topViewController?.title == "Cities")
        #expect(window.render().contains("Cities"))
        try window.tap("tab.1")
        #expect(tabs.selectedIndex == 1)
    }

    @Test(
        "after view = nil, loadViewIfNeeded() runs the view closure again with the same dependencies; awake is not repeated"
    )
    func viewIsRecreated() throws {
        storyLog.lines = []
        var madeFor: [ObjectIdentifier] = []
        let viewController = Scene { UIViewController() }
            .with { FirstDependency() }
            .with { SecondDependency() }
            .instantiate(view: { _, first, _ in
                madeFor.append(ObjectIdentifier(first))
                return UIView()
            })
        viewController.loadViewIfNeeded()
        viewController.view = nil
        #expect(!viewController.isViewLoaded)
        viewController.loadViewIfNeeded()
        #expect(viewController.isViewLoaded)
        #expect(madeFor.count == 2)
        #expect(madeFor.first == madeFor.last)
        #expect(storyLog.lines == ["first.awake", "second.awake", "first.viewDidLoad", "first.viewDidLoad"])
    }
}
