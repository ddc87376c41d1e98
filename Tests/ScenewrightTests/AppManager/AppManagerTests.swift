import Scenewright
import ScenewrightTesting
import Testing

extension SceneIdentifier {
    fileprivate static let records: SceneIdentifier = "records"
    fileprivate static let dayMap: SceneIdentifier = "dayMap"
    fileprivate static let detail: SceneIdentifier = "recordDetail"
}

/// A service the screens resolve.
final class RecordBook: Sendable {
    let days = [3, 12, 21]
}

@MainActor final class RecordsScreen: ViewController, ManagedViewController {
    let agent: Agent
    let book: RecordBook
    init(agent: Agent, book: RecordBook) {
        self.agent = agent
        self.book = book
        super.init()
        title = "Records"
    }
    static func assemble(with data: AssemblyData, manager: AppManager) throws -> ViewController {
        RecordsScreen(agent: data.agent, book: try data.agent.resolve(RecordBook.self))
    }
}

@MainActor final class DayMapScreen: ViewController, ManagedViewController {
    let day: Int
    let agent: Agent
    init(day: Int, agent: Agent) {
        self.day = day
        self.agent = agent
        super.init()
        title = "Day \(day)"
    }
    static func assemble(with data: AssemblyData, manager: AppManager) throws -> ViewController {
        DayMapScreen(day: try data.value("day", as: Int.self), agent: data.agent)
    }
}

/// Asks for a segue from inside its initializer, as Zebra's users tried to.
@MainActor final class EagerScreen: ViewController, ManagedViewController {
    init(agent: Agent) throws {
        super.init()
        title = "Eager"
        try agent.performSegue(to: .dayMap, data: ["day": 3])
    }
    static func assemble(with data: AssemblyData, manager: AppManager) throws -> ViewController {
        try EagerScreen(agent: data.agent)
    }
}

@MainActor
@Suite("App manager and agents")
struct AppManagerTests {
    private func manager() -> AppManager {
        let manager = AppManager()
        manager.container.register(RecordBook.self, instance: RecordBook())
        manager.register(RecordsScreen.self, as: .records).register(DayMapScreen.self, as: .dayMap)
        manager.initialIdentifier = .records
        return manager
    }

    @Test("setup shows the initial screen in a navigation controller; segues push with typed data")
    func setupAndSegue() throws {
        let manager = manager()
        let window = Window()
        try manager.setup(in: window)
        let nav = try #require(window.rootViewController as? NavigationController)
        let records = try #require(nav.topViewController as? RecordsScreen)
        #expect(records.book.days == [3, 12, 21])
        try manager.performSegue(to: .dayMap, from: records, data: ["day": 12])
        #expect((nav.topViewController as? DayMapScreen)?.day == 12)
        #expect(manager.identifier(of: nav.topViewController!) == .dayMap)
        (nav.topViewController as? DayMapScreen)?.agent.dismiss()
        #expect(nav.viewControllers.count == 1)
    }

    @Test("an unknown identifier is a thrown error naming it and what is registered")
    func unknownIdentifier() {
        let manager = manager()
        #expect(throws: RoutingError.self) { try manager.viewController(forIdentifier: "daymap") }
        do {
            _ = try manager.viewController(forIdentifier: "daymap")
        } catch {
            #expect(error.kind == .unknownIdentifier)
            #expect(
                error.message
                    == "No screen is registered under \"daymap\". Registered: \"records\", \"dayMap\". Did you mean \"dayMap\"?"
            )
        }
    }

    @Test("a missing key and a wrong data type are thrown errors naming the identifier, key and types")
    func badData() {
        let manager = manager()
        do {
            _ = try manager.viewController(forIdentifier: .dayMap)
            Issue.record("expected an error")
        } catch {
            #expect(error.kind == .missingData)
            #expect(
                error.message
                    == "Assembling \"dayMap\" needs \"day\" (Int), but the data has no keys. Pass it in `data:` when "
                    + "performing the segue.")
        }
        do {
            _ = try manager.viewController(forIdentifier: .dayMap, data: ["day": "twelve"])
            Issue.record("expected an error")
        } catch {
            #expect(error.kind == .wrongDataType)
            #expect(
                error.message
                    == "Assembling \"dayMap\": \"day\" holds String (\"twelve\"), not Int. Pass a Int under \"day\"."
            )
        }
        let fromText = try? manager.viewController(forIdentifier: .dayMap, data: ["day": "21"])
        #expect((fromText as? DayMapScreen)?.day == 21)
    }

    @Test("a missing service inside assemble is a thrown error naming the identifier and the service")
    func missingService() {
        let manager = AppManager()
        manager.register(RecordsScreen.self, as: .records)
        var presented: [RoutingError] = []
        manager.errorPresenter = { error, _ in presented.append(error) }
        do {
            try manager.performSegue(to: .records, from: ViewController())
            Issue.record("expected an error")
        } catch {
            #expect(error.kind == .assemblyFailed)
            #expect(error.message == "Assembling \"records\" failed: its assemble(with:manager:) threw.")
            #expect(error.description.contains("RecordBook"))
            #expect(presented == [error])
        }
    }

    @Test("registering an identifier twice is diagnosed and keeps the first; replacing is explicit")
    func duplicates() throws {
        let manager = manager()
        let diagnostics = captureDiagnostics {
            manager.register(DayMapScreen.self, as: .records)
        }
        #expect(diagnostics.map(\.kind) == [.duplicateScene])
        #expect(try manager.viewController(forIdentifier: .records) is RecordsScreen)
        manager.register(DayMapScreen.self, as: .records, replacing: true)
        #expect(throws: RoutingError.self) { try manager.viewController(forIdentifier: .records) }
    }

    @Test(
        "an agent works from inside its controller's initializer: the segue is assembled at once and shown on appearance"
    )
    func agentInInitializer() throws {
        let manager = manager()
        manager.register(EagerScreen.self, as: "eager")
        manager.initialIdentifier = "eager"
        let window = Window()
        try manager.setup(in: window)
        let nav = try #require(window.rootViewController as? NavigationController)
        #expect(nav.viewControllers.count == 2)
        #expect((nav.topViewController as? DayMapScreen)?.day == 3)
    }

    @Test("managed screens, their agents and the manager's bookkeeping are released when popped")
    func noLeaks() throws {
        let manager = manager()
        let window = Window()
        try manager.setup(in: window)
        let nav = try #require(window.rootViewController as? NavigationController)
        weak var weakScreen: ViewController?
        weak var weakAgent: Agent?
        do {
            try manager.performSegue(to: .dayMap, from: nav.topViewController!, data: ["day": 3])
            let screen = try #require(nav.topViewController as? DayMapScreen)
            weakScreen = screen
            weakAgent = screen.agent
        }
        try window.tap("back")
        #expect(weakScreen == nil)
        #expect(weakAgent == nil)
    }
}
