import ScenewrightCore
import UIKitStage

/// A coordinator driven by typed routes — XCoordinator's `trigger(route)`: each coordinator declares
/// an enum of the places it can go, and everything that wants to navigate (its view controllers'
/// delegate calls, a parent, a deep link) triggers a route instead of pushing by hand.
///
/// ```swift
/// final class BuyCoordinator: NavigationCoordinator, RoutingCoordinator {
///     enum Route { case products, product(String), pay }
///
///     func trigger(_ route: Route) {
///         switch route {
///         case .products: push(ProductListViewController(), animated: true)
///         case .product(let name): push(ConfirmViewController(product: name), animated: true)
///         case .pay: navigationController.popToRootViewController(animated: true)
///         }
///     }
///     override func start() { trigger(.products) }
/// }
/// ```
///
/// ``CoordinatorDeepLinks`` maps paths to routes, so a deep link reaches a coordinator several levels
/// down, starting the coordinators on the way.
@MainActor public protocol RoutingCoordinator: Coordinator {
    /// The places this coordinator can go, usually an enum.
    associatedtype Route

    /// Goes to `route`: pushes, presents, selects a tab or starts a child coordinator.
    ///
    /// ```swift
    /// coordinator.trigger(.product("Yearly"))
    /// ```
    ///
    /// - Parameter route: Where to go.
    func trigger(_ route: Route)
}

/// Deep links to coordinator routes: each pattern names a coordinator type and the route a link
/// triggers on it; opening a path triggers one route per matching prefix, top-down.
///
/// Patterns are ``DeepLinkMap`` patterns (`"/buy/{plan}"`, `"/orders/{id:Int}"`). Opening
/// `"/buy/products/Yearly"` resolves every prefix that has a pattern — `/buy`, `/buy/products`,
/// `/buy/products/{plan}` — and triggers each one's route on its coordinator: the first is looked for
/// in the whole tree under the root; each next one under the coordinator the previous step reached
/// (so a route that starts a child coordinator makes that child the next step's target). Among
/// several coordinators of a type, the nearest wins; at one depth, the selected tab, else the most
/// recently started. That builds the whole stack on the way, as the app
/// manager's deep links do.
///
/// ```swift
/// let links = CoordinatorDeepLinks()
/// try links.register("/buy", on: ShopTabsCoordinator.self) { _ in .buy }
/// try links.register("/buy/products", on: BuyTabCoordinator.self) { _ in .buy }
/// try links.register("/buy/products/{plan}", on: BuyCoordinator.self) { link in
///     .product(try link.text("plan"))
/// }
/// try links.open("/buy/products/Yearly", in: window)
/// ```
///
/// Everything that can fail before the screen changes is checked first — an unknown path, a bad
/// parameter, a route closure that throws, no coordinator of the first step's type — so such a link
/// changes nothing. A later step whose coordinator is not running (its parent's route did not start
/// it) throws a `.nothingToShowFrom` ``RoutingError`` after the steps before it ran. The links hold
/// no coordinator.
@MainActor public final class CoordinatorDeepLinks {
    private struct Entry {
        let coordinatorType: String
        let find: @MainActor (any Coordinator) -> (any Coordinator)?
        let prepare: @MainActor (DeepLink) throws -> (@MainActor (any Coordinator) -> Void)
    }

    private var map = DeepLinkMap()
    private var entries: [SceneIdentifier: Entry] = [:]

    /// Creates an empty set of links.
    ///
    /// ```swift
    /// let links = CoordinatorDeepLinks()
    /// ```
    public init() {}

    /// Registers `pattern`: a link matching it triggers the route `route(link)` on a `coordinator`.
    ///
    /// ```swift
    /// try links.register("/orders/{id:Int}", on: OrdersCoordinator.self) { link in
    ///     .order(try link.int("id"))
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - pattern: A ``DeepLinkMap`` pattern.
    ///   - coordinator: The type of coordinator that handles it.
    ///   - route: Makes the route from the link's data; may throw to reject the link.
    /// - Throws: ``RoutingError`` (`.badPattern`) for a malformed or repeated pattern.
    public func register<C: RoutingCoordinator>(
        _ pattern: String, on coordinator: C.Type,
        route: @escaping @MainActor (DeepLink) throws -> C.Route
    ) throws(RoutingError) {
        let identifier = SceneIdentifier(pattern)
        try map.register(pattern, to: identifier)
        entries[identifier] = Entry(
            coordinatorType: String(describing: C.self),
            find: { root in Self.mostRecent(C.self, under: root) },
            prepare: { link in
                let value = try route(link)
                return { coordinator in (coordinator as? C)?.trigger(value) }
            })
    }

    /// Opens `path` from `root`: one route per matching prefix, top-down.
    ///
    /// ```swift
    /// try links.open("/buy/products/Yearly", from: shopCoordinator)
    /// ```
    ///
    /// - Parameters:
    ///   - path: A path such as `"/buy/products/Yearly?coupon=X"`; query items reach the last link.
    ///   - root: Where the search for the first step's coordinator starts (itself included).
    /// - Throws: ``RoutingError``: `.unknownPath` listing the patterns, `.badParameter`, or
    ///   `.nothingToShowFrom` when a step's coordinator is not running.
    public func open(_ path: String, from root: any Coordinator) throws(RoutingError) {
        let links = try map.resolveStack(path)
        var steps: [(link: DeepLink, entry: Entry, action: @MainActor (any Coordinator) -> Void)] = []
        for link in links {
            guard let entry = entries[link.identifier] else { continue }
            do {
                steps.append((link, entry, try entry.prepare(link)))
            } catch let error as RoutingError {
                throw error
            } catch {
                throw RoutingError(
                    .badParameter,
                    "Deep link \"\(path)\": the route for \(link.identifier) on \(entry.coordinatorType) "
                        + "rejected it.", underlying: error)
            }
        }
        var current = root
        for (index, step) in steps.enumerated() {
            guard let target = step.entry.find(current) else {
                let place =
                    index == 0
                    ? "under \(type(of: root))"
                    : "under \(type(of: current)) after \(steps[index - 1].link.identifier)"
                throw RoutingError(
                    .nothingToShowFrom,
                    "Deep link \"\(path)\": \(step.link.identifier) is handled by \(step.entry.coordinatorType), "
                        + "but none is running \(place). "
                        + (index == 0
                            ? "Open the link from a coordinator whose tree contains one."
                            : "Make the previous route start it."))
            }
            step.action(target)
            current = target
        }
    }

    /// Opens `path` from the window's root coordinator.
    ///
    /// ```swift
    /// try links.open("/buy/products/Yearly", in: window)
    /// ```
    ///
    /// - Throws: ``RoutingError``, as ``open(_:from:)``; `.nothingToShowFrom` when the window has no
    ///   root coordinator.
    public func open(_ path: String, in window: UIWindow) throws(RoutingError) {
        guard let root = window.rootCoordinator else {
            throw RoutingError(
                .nothingToShowFrom,
                "Deep link \"\(path)\": the window has no root coordinator. Set window.rootCoordinator first."
            )
        }
        try open(path, from: root)
    }

    /// The coordinator of type `C` in `root`'s tree (`root` included), breadth first; among several
    /// at one depth, the selected tab of a ``TabBarCoordinator``, else the most recently started.
    private static func mostRecent<C>(_ type: C.Type, under root: any Coordinator) -> (any Coordinator)? {
        var level: [any Coordinator] = [root]
        while !level.isEmpty {
            let matches = level.filter { $0 is C }
            if let selected = matches.first(where: isSelectedTab) { return selected }
            if let latest = matches.last { return latest }
            level = level.flatMap(\.childCoordinators)
        }
        return nil
    }

    private static func isSelectedTab(_ coordinator: any Coordinator) -> Bool {
        guard let tabs = coordinator.parentCoordinator as? TabBarCoordinator else { return false }
        return tabs.selectedTab === coordinator
    }
}

extension DeepLink {
    /// The text parameter `name`.
    ///
    /// ```swift
    /// .product(try link.text("plan"))
    /// ```
    ///
    /// - Throws: ``RoutingError`` (`.missingData`) when the link has no such value.
    public func text(_ name: String) throws(RoutingError) -> String {
        guard let value = data[name] else { throw missing(name, "text") }
        return value.description
    }

    /// The `Int` parameter `name` (declared `{name:Int}`).
    ///
    /// ```swift
    /// .order(try link.int("id"))
    /// ```
    ///
    /// - Throws: ``RoutingError`` (`.missingData`) when the link has no such `Int`.
    public func int(_ name: String) throws(RoutingError) -> Int {
        guard case .int(let value) = data[name] else { throw missing(name, "Int") }
        return value
    }

    private func missing(_ name: String, _ type: String) -> RoutingError {
        let keys = data.keys.sorted().map { "\"\($0)\"" }.joined(separator: ", ")
        return RoutingError(
            .missingData,
            "Deep link for \(identifier) has no \(type) \"\(name)\" (it has \(keys.isEmpty ? "no values" : keys))."
        )
    }
}
