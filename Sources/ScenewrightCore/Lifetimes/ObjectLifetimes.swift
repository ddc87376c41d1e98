/// Announces the objects an app makes that must go away when the app does — view controllers, flows,
/// coordinators — to whoever watches the code that makes them.
///
/// A tool that checks an app for leaks (the explorer of ScenewrightTesting) runs the app's code
/// inside ``watching(with:_:)``, keeps each announced object weakly, and after releasing the app
/// reports those still alive. Nothing walks the app's object graph to find them, so watching costs
/// the same at every size of app: one call per object made. The observer is task-local: tests
/// running side by side, each with its own app, do not see each other's objects.
///
/// The stage's `UIViewController` announces itself from its initializers; Scenewright's flows and
/// coordinator base classes from theirs. Other libraries can announce their own objects with
/// ``announce(_:role:)``.
package enum ObjectLifetimes {
    /// What kind of object was made: it names the object in reports (`coordinator ShopCoordinator`).
    package struct Role: Hashable, Sendable {
        /// The role's name: "controller", "flow", "coordinator".
        package let name: String
        /// A role named `name`.
        package init(_ name: String) { self.name = name }

        /// A view controller.
        package static let controller = Role("controller")
        /// A flow controller.
        package static let flow = Role("flow")
        /// A coordinator.
        package static let coordinator = Role("coordinator")
    }

    /// Hears an announced object.
    package typealias Observer = @MainActor @Sendable (_ object: AnyObject, _ role: Role) -> Void

    /// The observer of the code running now, if any.
    @TaskLocal package static var observer: Observer?

    /// Hears objects made by work that runs outside any task — blocks the main queue runs — while a
    /// watcher lets that work run (see ``watchingUntaskedWork(with:_:)``).
    @MainActor private static var untaskedObserver: Observer?

    /// How many ``watching(with:_:)`` scopes are open, in any task: while none is, announcing an
    /// object costs one load and no task-local lookup.
    @MainActor private static var openScopes = 0

    /// Runs `body` with `observer` hearing every object made inside it.
    @MainActor package static func watching<Result>(
        with observer: Observer?, _ body: () throws -> Result
    ) rethrows -> Result {
        openScopes += 1
        defer { openScopes -= 1 }
        return try $observer.withValue(observer, operation: body)
    }

    /// Runs `body` — which suspends while the main queue runs other work — with `observer` hearing
    /// the objects that work makes outside any task (blocks the main queue runs). Tasks the app
    /// started inside ``watching(with:_:)`` carry that scope's observer with them already.
    @MainActor package static func watchingUntaskedWork(
        with observer: Observer?, _ body: () async -> Void
    ) async {
        let previous = untaskedObserver
        untaskedObserver = observer
        openScopes += 1
        await body()
        openScopes -= 1
        untaskedObserver = previous
    }

    /// Tells the observer, if any, that `object` was just made, in `role`.
    @MainActor package static func announce(_ object: AnyObject, role: Role) {
        guard openScopes > 0 else { return }
        if let observer { return observer(object, role) }
        if let untaskedObserver, withUnsafeCurrentTask(body: { $0 == nil }) { untaskedObserver(object, role) }
    }
}
