import Scenewright
import ScenewrightTesting
import Testing

@MainActor
@Suite("Deep links")
struct DeepLinkTests {
    private func links() throws -> DeepLinkMap {
        var links = DeepLinkMap()
        try links.register("/records", to: "records")
        try links.register("/records/{day:Int}", to: "dayMap")
        try links.register("/records/{day:Int}/{record:Int}", to: "recordDetail")
        try links.register("/profiles/{name}", to: "profile")
        return links
    }

    @Test("a path resolves to its identifier with typed path parameters and text query items")
    func resolve() throws {
        let link = try links().resolve("/records/12?tab=map&title=Day%2012")
        #expect(link.identifier == "dayMap")
        #expect(link.data == ["day": .int(12), "tab": .string("map"), "title": .string("Day 12")])
        #expect(try links().resolve("/profiles/walking").data == ["name": .string("walking")])
    }

    @Test("a path resolves to the whole stack of its matching prefixes")
    func stack() throws {
        let stack = try links().resolveStack("/records/12/3")
        #expect(stack.map(\.identifier) == ["records", "dayMap", "recordDetail"])
        #expect(stack[2].data == ["day": .int(12), "record": .int(3)])
    }

    @Test("an unknown path is a thrown error listing the registered patterns")
    func unknownPath() throws {
        let links = try links()
        #expect {
            try links.resolve("/settings")
        } throws: { error in
            let error = error as? RoutingError
            return error?.kind == .unknownPath
                && error?.message
                    == "No deep-link pattern matches \"/settings\". Registered patterns: \"/records\", "
                    + "\"/records/{day:Int}\", \"/records/{day:Int}/{record:Int}\", \"/profiles/{name}\"."
        }
    }

    @Test("a bad parameter is a thrown error naming it, its value and its type")
    func badParameter() throws {
        let links = try links()
        #expect {
            try links.resolve("/records/twelve")
        } throws: { error in
            (error as? RoutingError)?.message
                == "Deep link \"/records/twelve\": \"twelve\" is not a valid Int for {day:Int} in \"/records/{day:Int}\"."
        }
    }

    @Test("malformed and duplicate patterns are rejected at registration")
    func badPatterns() throws {
        var links = try links()
        #expect(throws: RoutingError.self) { try links.register("/x/{id:UUID}", to: "x") }
        #expect(throws: RoutingError.self) { try links.register("/x/{id}/{id}", to: "x") }
        #expect(throws: RoutingError.self) { try links.register("/records/{n:Int}", to: "other") }
    }

    @Test("opening a deep link builds the whole stack through the app manager")
    func openBuildsStack() throws {
        final class Screen: ViewController, ManagedViewController {
            static func assemble(with data: AssemblyData, manager: AppManager) throws -> ViewController {
                let screen = Screen()
                let day = try data.optionalValue("day", as: Int.self)
                let record = try data.optionalValue("record", as: Int.self)
                screen.title = [data.identifier.rawValue, day.map(String.init), record.map(String.init)]
                    .compactMap { $0 }.joined(separator: " ")
                return screen
            }
        }
        let manager = AppManager()
        manager.register(Screen.self, as: "records").register(Screen.self, as: "dayMap")
            .register(Screen.self, as: "recordDetail")
        manager.initialIdentifier = "records"
        try manager.registerDeepLink("/records", to: "records")
        try manager.registerDeepLink("/records/{day:Int}", to: "dayMap")
        try manager.registerDeepLink("/records/{day:Int}/{record:Int}", to: "recordDetail")
        let window = Window()
        try manager.setup(in: window)
        let nav = try #require(window.rootViewController as? NavigationController)
        let root = nav.viewControllers[0]
        try manager.open(deepLink: "/records/12/3")
        #expect(nav.viewControllers.map { $0.title ?? "" } == ["records", "dayMap 12", "recordDetail 12 3"])
        let reusedRoot = nav.viewControllers[0] === root
        #expect(reusedRoot)
        #expect(throws: RoutingError.self) { try manager.open(deepLink: "/records/12/x") }
        #expect(nav.viewControllers.count == 3)
    }
}
