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

/// The longest-match and path-over-query rules of deep links.
@MainActor
@Suite("Deep-link matching rules")
struct DeepLinkMatchingTests {
    /// A screen titled with its identifier and data, sorted by key.
    final class Screen: ViewController, ManagedViewController {
        static func assemble(with data: AssemblyData, manager: AppManager) throws -> ViewController {
            let screen = Screen()
            let values = data.values.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
            screen.title = ([data.identifier.rawValue] + values).joined(separator: " ")
            return screen
        }
    }

    private func overlapping() throws -> DeepLinkMap {
        var links = DeepLinkMap()
        try links.register("/a/{n:Int}", to: "number")
        try links.register("/a/{s}/b", to: "textThenB")
        return links
    }

    @Test(
        "with /a/{n:Int} and /a/{s}/b registered, resolveStack(\"/a/foo/b\") skips the prefix no pattern takes"
    )
    func prefixThatFailsToConvertIsSkipped() throws {
        let stack = try overlapping().resolveStack("/a/foo/b")

        #expect(stack.map(\.identifier) == ["textThenB"])
        #expect(stack.last?.data == ["s": .string("foo")])
    }

    @Test("with /a/{n:Int} and /a/{s}/b registered, /a/7/b stacks both screens")
    func bothPrefixesMatch() throws {
        let stack = try overlapping().resolveStack("/a/7/b")

        #expect(stack.map(\.identifier) == ["number", "textThenB"])
        #expect(stack.map(\.data) == [["n": .int(7)], ["s": .string("7")]])
    }

    @Test("the whole path still has to match, and a bad value of the only candidate is named")
    func wholePathMustMatch() throws {
        let links = try overlapping()

        #expect(throws: RoutingError.self) { try links.resolveStack("/a/foo") }
        #expect {
            try links.resolve("/a/foo")
        } throws: { error in
            (error as? RoutingError)?.kind == .badParameter
        }
        #expect {
            try links.resolve("/a/foo/c")
        } throws: { error in
            (error as? RoutingError)?.kind == .unknownPath
        }
    }

    @Test("the most specific pattern wins whatever the registration order", arguments: [false, true])
    func mostSpecificWins(reversed: Bool) throws {
        var links = DeepLinkMap()
        var patterns: [(String, SceneIdentifier)] = [
            ("/items/{slug}", "bySlug"), ("/items/{id:Int}", "byID"), ("/items/new", "new"),
            ("/items/{ratio:Double}", "byRatio"), ("/items/{flag:Bool}", "byFlag"),
        ]
        if reversed { patterns.reverse() }
        for (pattern, identifier) in patterns { try links.register(pattern, to: identifier) }

        #expect(try links.resolve("/items/new").identifier == "new")
        #expect(try links.resolve("/items/42").identifier == "byID")
        #expect(try links.resolve("/items/true").identifier == "byFlag")
        #expect(try links.resolve("/items/2.5").identifier == "byRatio")
        #expect(try links.resolve("/items/lamp").identifier == "bySlug")
    }

    @Test("a typed path parameter cannot be overridden by the query: /records/21?day=abc keeps day = 21")
    func pathWinsOverQuery() throws {
        var links = DeepLinkMap()
        try links.register("/records/{day:Int}", to: "dayMap")

        let link = try links.resolve("/records/21?day=abc&tab=map&tab=list")

        #expect(link.data == ["day": .int(21), "tab": .string("list")])
        #expect(try links.resolveStack("/records/21?day=abc").last?.data == ["day": .int(21)])
    }

    @Test("open(deepLink:) builds the stack for /a/foo/b and keeps a typed parameter against the query")
    func openUsesTheRules() throws {
        let manager = AppManager()
        manager.register(Screen.self, as: "number").register(Screen.self, as: "textThenB")
            .register(Screen.self, as: "dayMap")
        try manager.registerDeepLink("/a/{n:Int}", to: "number")
        try manager.registerDeepLink("/a/{s}/b", to: "textThenB")
        try manager.registerDeepLink("/records/{day:Int}", to: "dayMap")
        let window = Window()

        let opened = try manager.open(deepLink: "/a/foo/b", in: window)
        #expect(opened.map { $0.title ?? "" } == ["textThenB s=foo"])

        let both = try manager.open(deepLink: "/a/7/b", in: window)
        #expect(both.map { $0.title ?? "" } == ["number n=7", "textThenB s=7"])

        let day = try manager.open(deepLink: "/records/21?day=abc", in: window)
        #expect(day.map { $0.title ?? "" } == ["dayMap day=21"])
    }
}
