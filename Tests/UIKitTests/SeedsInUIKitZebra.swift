// Zebra's README, block by block, written with UIKit's names as the README writes them: the app
// delegate registering services and view controller classes, the `MainAppManager` building a tab bar
// of navigation controllers and showing and dismissing screens, and a managed view controller that
// assembles itself and talks to the app through its agent. Each test runs headless and checks what
// the README says happens. Where Scenewright's app manager differs from Zebra's, a comment says so.
import Scenewright
import Testing
import UIKit

// MARK: Services

private struct DatabaseError: Error {}

@MainActor private final class MainDatabase {
    let records: [Int: [String]] = [12: ["09:00 Home", "12:30 Office"], 13: ["08:45 Gym"]]
    init() throws {}
}

@MainActor private final class LocationDataStore {
    let database: MainDatabase
    init(database: MainDatabase) throws { self.database = database }
}

@MainActor private final class LocationService {
    let locationDataStore: LocationDataStore
    init(locationDataStore: LocationDataStore) { self.locationDataStore = locationDataStore }
    func records(on day: Int) -> [String] { locationDataStore.database.records[day] ?? [] }
}

// MARK: View controllers

/// The README's `BaseViewController`, the app's own base class.
private class BaseViewController: UIViewController {}

/// The README's `DayMapViewController`; its body after `init` is elided in the README (`...`): here it
/// lists the day's records and offers to close itself through its agent.
private final class DayMapViewController: BaseViewController, ManagedViewController {

    private let agent: Agent
    private let locationService: LocationService
    private let yearMonth: Int
    private let day: Int

    // README: `static func assemble(with data: AssemblationData, manager: AppManager) throws -> UIViewController`
    // reading `data["yearMonth"] as! Int` and building through `manager.managedViewController { agent in … }`.
    // Scenewright's data is `AssemblyData`, read typed and throwing, and it carries the agent.
    static func assemble(with data: AssemblyData, manager: AppManager) throws -> UIViewController {
        let yearMonth = try data.value("yearMonth", as: Int.self)
        let day = try data.value("day", as: Int.self)
        return try DayMapViewController(yearMonth: yearMonth, day: day, agent: data.agent)
    }

    init(yearMonth: Int, day: Int, agent: Agent) throws {
        self.agent = agent
        // README: `agent.resolve(serviceOfType: LocationService.self)`.
        self.locationService = try agent.resolve(LocationService.self)
        self.yearMonth = yearMonth
        self.day = day
        super.init()
    }

    // UIKit asks every subclass with its own initializer for this one; storyboards are not used.
    required init?(coder: NSCoder) {
        return nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Day \(day)"
        let stack = UIStackView(
            arrangedSubviews: locationService.records(on: day).map { record in
                let label = UILabel()
                label.text = record
                return label
            })
        stack.axis = .vertical
        view.addSubview(stack)
        let close = UIButton(type: .system)
        close.setTitle("Close", for: .normal)
        close.accessibilityIdentifier = "close"
        close.addAction(UIAction { [unowned self] _ in self.agent.dismiss() }, for: .touchUpInside)
        view.addSubview(close)
    }
}

/// The first tab's root: a list of days; tapping one performs a segue to the day map.
private final class MainLocationRecordsViewController: BaseViewController, ManagedViewController {
    private let agent: Agent
    private(set) var errors: [String] = []

    static func assemble(with data: AssemblyData, manager: AppManager) throws -> UIViewController {
        MainLocationRecordsViewController(agent: data.agent)
    }

    init(agent: Agent) {
        self.agent = agent
        super.init()
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Records"
        for day in [12, 13] {
            let button = UIButton(type: .system)
            button.setTitle("Day \(day)", for: .normal)
            button.accessibilityIdentifier = "day.\(day)"
            button.addAction(
                UIAction { [unowned self] _ in
                    // README: `agent.performSegue(to: "dayMap")`; the day map needs its data.
                    do {
                        try self.agent.performSegue(to: "dayMap", data: ["yearMonth": 202_401, "day": day])
                    } catch {
                        self.errors.append(String(describing: error))
                    }
                }, for: .touchUpInside)
            view.addSubview(button)
        }
        let broken = UIButton(type: .system)
        broken.setTitle("Broken link", for: .normal)
        broken.accessibilityIdentifier = "broken"
        broken.addAction(
            UIAction { [unowned self] _ in
                do {
                    try self.agent.performSegue(to: "dayMap", data: ["day": 12])
                } catch {
                    self.errors.append(String(describing: error))
                }
            }, for: .touchUpInside)
        view.addSubview(broken)
    }
}

/// A screen registered by the README that only shows a title.
private class TitledViewController: BaseViewController {
    class var screenTitle: String { "" }
    override func viewDidLoad() {
        super.viewDidLoad()
        title = Self.screenTitle
    }
}

private final class DayLocationRecordsViewController: TitledViewController, ManagedViewController {
    override class var screenTitle: String { "Day records" }
    static func assemble(with data: AssemblyData, manager: AppManager) throws -> UIViewController { Self() }
}

private final class LocationRecordViewController: TitledViewController, ManagedViewController {
    override class var screenTitle: String { "Record" }
    static func assemble(with data: AssemblyData, manager: AppManager) throws -> UIViewController { Self() }
}

private final class TrackingProfilesViewController: TitledViewController, ManagedViewController {
    override class var screenTitle: String { "Profiles" }
    static func assemble(with data: AssemblyData, manager: AppManager) throws -> UIViewController { Self() }
}

private final class TrackingProfileEditorViewController: TitledViewController, ManagedViewController {
    override class var screenTitle: String { "Profile editor" }
    static func assemble(with data: AssemblyData, manager: AppManager) throws -> UIViewController { Self() }
}

// MARK: The app manager

private final class MainAppManager: AppManager {

    override func setup(in window: UIWindow) throws {
        let mainLocationRecordsVC = try viewController(forIdentifier: "mainLocationRecords")
        let trackingProfileEditorVC = try viewController(forIdentifier: "trackingProfileEditor")
        let tabBarVC = UITabBarController()

        tabBarVC.viewControllers = [
            UINavigationController(rootViewController: mainLocationRecordsVC),
            UINavigationController(rootViewController: trackingProfileEditorVC),
        ]

        window.rootViewController = tabBarVC
    }

    // README: `show(viewController: UIViewController, from sourceViewController: UIViewController,
    // identifier: String)`. Scenewright's source is optional (a segue from the window has none) and
    // identifiers are typed `SceneIdentifier`s, written as string literals.
    override func show(
        viewController: UIViewController, from sourceViewController: UIViewController?,
        identifier: SceneIdentifier
    ) {
        // Show
        sourceViewController?.navigationController?.pushViewController(viewController, animated: true)
    }

    override func dismiss(viewController: UIViewController, identifier: SceneIdentifier) {
        // Dismiss
        viewController.navigationController?.popViewController(animated: true)
    }
}

// MARK: The app delegate

private final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var manager = MainAppManager()

    // README: `[UIApplicationLaunchOptionsKey: Any]?`, UIKit's spelling before Swift 4.2.
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        // Setup dependencies
        do {
            // Register services
            let database = try MainDatabase()
            let locationDataStore = try LocationDataStore(database: database)
            let locationService = LocationService(locationDataStore: locationDataStore)
            // README: `manager.register(service: locationService)`; services live in the manager's container.
            manager.container.register(LocationService.self, instance: locationService)

            // Register view controllers
            // README: `register(viewControllerClass:forIdentifier:)`; Scenewright: `register(_:as:)`.
            manager.register(DayLocationRecordsViewController.self, as: "dayLocationRecords")
            manager.register(DayMapViewController.self, as: "dayMap")
            manager.register(LocationRecordViewController.self, as: "locationRecord")
            manager.register(MainLocationRecordsViewController.self, as: "mainLocationRecords")
            manager.register(TrackingProfilesViewController.self, as: "trackingProfiles")
            manager.register(TrackingProfileEditorViewController.self, as: "trackingProfileEditor")

            // Setup window
            let window = UIWindow()
            try manager.setup(in: window)
            window.makeKeyAndVisible()

            self.window = window
            // README: `self.manager = manager` — here `manager` is the property itself, so Swift
            // rejects the line ("assigning a property to itself"), on iOS too.

            return true
        } catch {
            // README: `fatalError("Could not initialise essential services.")`; the test reports it.
            return false
        }
    }
}

// MARK: Tests

@MainActor
@Suite("Zebra's README in UIKit")
struct SeedsInUIKitZebraTests {
    private func launch() throws -> (AppDelegate, UIWindow) {
        let appDelegate = AppDelegate()
        #expect(appDelegate.application(UIApplication.shared, didFinishLaunchingWithOptions: nil))
        return (appDelegate, try #require(appDelegate.window))
    }

    @Test("the app delegate registers services and screens; setup(in:) builds a tab bar of two stacks")
    func setup() throws {
        let (appDelegate, window) = try launch()
        #expect(window.isKeyWindow)
        #expect(appDelegate.manager.registeredIdentifiers.count == 6)
        let tabs = try #require(window.rootViewController as? UITabBarController)
        let stacks = try #require(tabs.viewControllers as? [UINavigationController])
        #expect(stacks.count == 2)
        #expect(stacks[0].topViewController is MainLocationRecordsViewController)
        #expect(stacks[1].topViewController is TrackingProfileEditorViewController)
        #expect(window.render().contains("Records"))
    }

    @Test("a managed view controller performs a segue through its agent; the manager's show pushes it")
    func segue() throws {
        let (_, window) = try launch()
        try window.tap("day.12")
        let tabs = try #require(window.rootViewController as? UITabBarController)
        let navigation = try #require(tabs.selectedViewController as? UINavigationController)
        #expect(navigation.topViewController is DayMapViewController)
        #expect(navigation.topViewController?.title == "Day 12")
        let rendering = window.render()
        #expect(rendering.contains("09:00 Home") && rendering.contains("12:30 Office"), "\(rendering)")
    }

    @Test("the agent dismisses its controller; the manager's dismiss pops it")
    func dismiss() throws {
        let (_, window) = try launch()
        try window.tap("day.13")
        try window.tap("close")
        let tabs = try #require(window.rootViewController as? UITabBarController)
        let navigation = try #require(tabs.selectedViewController as? UINavigationController)
        #expect(navigation.viewControllers.count == 1)
        #expect(navigation.topViewController is MainLocationRecordsViewController)
    }

    @Test("missing data is a thrown error naming the key, not a crash in assemble; nothing is shown")
    func missingData() throws {
        let (_, window) = try launch()
        try window.tap("broken")
        let tabs = try #require(window.rootViewController as? UITabBarController)
        let navigation = try #require(tabs.selectedViewController as? UINavigationController)
        #expect(navigation.viewControllers.count == 1)
        let list = try #require(navigation.topViewController as? MainLocationRecordsViewController)
        #expect(list.errors.count == 1)
        #expect(list.errors.first?.contains("yearMonth") == true)
    }

    @Test("services are resolved by type through the agent; the day map is released when popped")
    func releasedWhenPopped() throws {
        let (appDelegate, window) = try launch()
        weak var dayMap: UIViewController?
        do {
            try window.tap("day.12")
            let tabs = try #require(window.rootViewController as? UITabBarController)
            dayMap = (tabs.selectedViewController as? UINavigationController)?.topViewController
            #expect(dayMap is DayMapViewController)
        }
        try window.tap("back")
        #expect(dayMap == nil)
        #expect(
            try appDelegate.manager.container.resolve(LocationService.self).records(on: 13) == ["08:45 Gym"])
    }
}
