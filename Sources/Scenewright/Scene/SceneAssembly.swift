import ScenewrightCore
import UIKitStage

/// What scenes share: installing the record a scene leaves on each controller it builds, and the
/// roles its dependencies play.
///
/// Each arity's record (`SceneRecord0` … `SceneRecord12`) is one object holding the dependencies,
/// the observing ones as observers, and the `view` closure. It is a lifecycle listener of the
/// composition seam, the controller's first as a rule: the controller holds the one strong
/// reference to it, so the dependencies live exactly as long as the controller — when the
/// controller goes, on whatever thread drops it last, the record goes with it and releases every
/// dependency and the `view` closure there. The record holds no reference to the controller — the
/// controller passes itself in — so there is no cycle to break and no weak reference to pay for.
/// The default `loadView()` asks it for the root view (the seam's root-view factory); every
/// lifecycle event reaches it right after the controller's own method, and it forwards the event
/// to the observers in dependency order.
@MainActor @usableFromInline enum SceneAssembly {
    /// The last step of an `instantiate` that leaves a record, after `connect` and `awake()`: hands
    /// `record` over to `controller` for the controller's whole life, diagnosing a controller another
    /// scene already built and a view loaded too early (see ``finish(_:scene:loadedEarly:)``).
    ///
    /// The record goes in last, so building a scene passes each value on instead of copying it: the
    /// dependencies are read from the builder's own constants until they move into the record, and
    /// the record moves into the controller.
    @inlinable @inline(__always) static func install(
        _ record: consuming some SceneRecord, into controller: some UIViewController, scene: Any.Type,
        loadedEarly: Bool
    ) {
        if controller.addLifecycleListener(consume record, checkingExisting: { $0 is any SceneRecord }) {
            diagnoseReused(controller)
        }
        finish(controller, scene: scene, loadedEarly: loadedEarly)
    }

    /// The last check of every `instantiate`: a view loaded by now was loaded too early, and is
    /// diagnosed, naming the controller and the scene.
    /// - Parameter loadedEarly: Whether the view was already loaded before `connect` ran.
    @inlinable @inline(__always) static func finish(
        _ controller: some UIViewController, scene: Any.Type, loadedEarly: Bool
    ) {
        if controller.isViewLoaded { diagnoseEarlyLoad(controller, scene: scene, inInitializer: loadedEarly) }
    }

    @usableFromInline @inline(never) static func diagnoseReused(_ controller: UIViewController) {
        Diagnostics.emit(
            Diagnostic(
                .sceneControllerReused,
                "\(controller.diagnosticName) was already built by a scene: its scene closure returned an "
                    + "existing controller. Make a new controller inside `Scene { … }` on every call; the "
                    + "dependencies are added a second time."))
    }

    @usableFromInline @inline(never) static func diagnoseEarlyLoad(
        _ controller: UIViewController, scene: Any.Type, inInitializer: Bool
    ) {
        let when = inInitializer ? "in its initializer" : "inside `connect` or an `awake()`"
        Diagnostics.emit(
            Diagnostic(
                .sceneViewAlreadyLoaded,
                "\(controller.diagnosticName) loaded its view while \(scene) was instantiating it (\(when)), "
                    + "before the scene installed its `view:` closure and observers: the view is a plain `View` "
                    + "until `view = nil`, and the observers did not hear `viewDidLoad`. Do not read `view` "
                    + "before `instantiate` returns; do view work in `viewDidLoad()` or the `view:` closure.")
        )
    }

    /// The role of `value`, by its dynamic type even when `D` is a protocol existential or `Any`
    /// (`type(of:)` on a generic value would answer the existential type itself).
    @inlinable @inline(__always) static func role<D>(of value: D) -> DependencyRole {
        // A class type (not an existential): `type(of:)` reads the object's own class, no boxing.
        if D.self is AnyObject.Type { return dependencyRole(ofType: type(of: value)) }
        return boxedRole(of: value)
    }

    /// The role of `value`, whose static type is not a class, by the dynamic type of its box.
    /// Specialised for each type but kept out of line: the scene's build then only lends the value to
    /// a call. Inlined, the copy into the box made the optimiser keep extra references in the build
    /// (measured: a retain and release around every `awake()`).
    @inlinable @inline(never) static func boxedRole<D>(of value: D) -> DependencyRole {
        dependencyRole(ofType: type(of: value as Any))
    }

    /// Calls `awake()` on `value` when its role says it is awakable.
    @inlinable @inline(__always) static func awake<D>(_ value: D, _ role: DependencyRole) {
        guard let awakable = role.awakable else { return }
        wake(value, as: awakable)
    }

    /// Calls `awake()` on `value`, whose dynamic type conforms to `Awakable` through `type`. Out of
    /// line like ``boxedRole(of:)``: inlined, the optimiser retains and releases `value` around the
    /// call to `awake()` (measured: one retain and release per awoken value).
    @inlinable @inline(never) static func wake<D>(_ value: D, as type: any Awakable.Type) {
        DependencyRole.wake(value, as: type)
    }

    /// `value` as the record keeps it for forwarding, when its role says it observes.
    @inlinable @inline(__always) static func observer<D>(_ value: D, _ role: DependencyRole)
        -> (any ViewObserver)?
    {
        guard let observing = role.observing else { return nil }
        return DependencyRole.observer(value, as: observing)
    }

    /// Calls the method of `observer`, if any, that `event` names.
    ///
    /// Written with optional chaining on purpose: binding the observer first (`guard let`) makes the
    /// optimiser retain and release it around every call, which measured 3× slower forwarding.
    @usableFromInline static func send(_ event: LifecycleEvent, to observer: (any ViewObserver)?) {
        switch event {
        case .viewDidLoad: observer?.viewDidLoad()
        case .viewWillAppear(let animated): observer?.viewWillAppear(animated)
        case .viewIsAppearing(let animated): observer?.viewIsAppearing(animated)
        case .viewDidAppear(let animated): observer?.viewDidAppear(animated)
        case .viewWillDisappear(let animated): observer?.viewWillDisappear(animated)
        case .viewDidDisappear(let animated): observer?.viewDidDisappear(animated)
        case .viewWillLayoutSubviews: observer?.viewWillLayoutSubviews()
        case .viewDidLayoutSubviews: observer?.viewDidLayoutSubviews()
        }
    }
}

/// The record a scene leaves on a controller it builds: a lifecycle listener that keeps the
/// dependencies and the `view` closure for the controller's lifetime. A controller that already
/// holds one was built by another scene.
@MainActor @usableFromInline protocol SceneRecord: LifecycleListener {}

/// What a scene does with values of one dynamic type — wake them, forward the lifecycle to them —
/// decided once per type and cached, with the conformances themselves (existential metatypes).
///
/// A cast to a protocol existential (`value as? any Awakable`) looks the conformance up at run time
/// on every call, even for a final class; profiling showed such casts were most of `instantiate`.
/// Through the cached conformance, the value is only cast to its own dynamic type — the type the
/// entry was made for — an ordinary checked cast that cannot fail and costs a class comparison.
@usableFromInline struct DependencyRole {
    @usableFromInline let awakable: (any Awakable.Type)?
    @usableFromInline let observing: (any ViewObserver.Type)?

    @inlinable init(awakable: (any Awakable.Type)?, observing: (any ViewObserver.Type)?) {
        self.awakable = awakable
        self.observing = observing
    }

    /// Whether values of this type hear their controller's lifecycle.
    @inlinable var observes: Bool { observing != nil }

    /// The role of values whose dynamic type is `dynamicType`, remembered in the scenes' table.
    @MainActor static func of(_ dynamicType: Any.Type) -> DependencyRole {
        dependencyRole(ofType: dynamicType)
    }

    // Opening the cached metatype into a generic parameter is what turns the conformance back
    // into a call. `value`'s dynamic type is that type — the role was looked up by it — so the
    // casts below always succeed.

    /// Calls `awake()` on `value`, whose dynamic type is `type`.
    @MainActor @inlinable @inline(__always) static func wake<D, A: Awakable>(_ value: D, as type: A.Type) {
        (value as? A)?.awake()
    }

    /// `value`, whose dynamic type is `type`, as an observer.
    @MainActor @inlinable @inline(__always) static func observer<D>(
        _ value: D, as type: any ViewObserver.Type
    ) -> (any ViewObserver)? {
        observer(value, opening: type)
    }

    @MainActor @inlinable @inline(__always) static func observer<D, O: ViewObserver>(
        _ value: D, opening type: O.Type
    ) -> (any ViewObserver)? {
        value as? O
    }
}

/// Every type scenes have met, and its role; `nil` until the first. Private to this file, and read
/// and written only by the two functions below, in accesses that call nothing: the optimiser can
/// prove that no access to it overlaps another, so it needs no run-time exclusivity check
/// (`swift_beginAccess`), and, its initial value being a constant, no lazy initialisation either.
@MainActor private var rolesByType: RoleTable? = nil

/// The role of values whose dynamic type is `dynamicType`, remembered in the scenes' table. A call,
/// not inlined, so that the table stays private; a hit is a multiply, a mask and one or two
/// comparisons. A free function rather than a static method: it then takes no metatype argument, and
/// the build calls it directly instead of through a thunk.
@MainActor @usableFromInline @inline(never) func dependencyRole(ofType dynamicType: Any.Type)
    -> DependencyRole
{
    if let cached = rolesByType?.role(for: ObjectIdentifier(dynamicType)) { return cached }
    return firstRole(of: dynamicType)
}

/// Checks the conformances of a type met for the first time and remembers them.
@MainActor @inline(never) private func firstRole(of dynamicType: Any.Type) -> DependencyRole {
    let role = DependencyRole(
        awakable: dynamicType as? any Awakable.Type, observing: dynamicType as? any ViewObserver.Type)
    // Taken out, grown and put back, so that no access to the table spans a call.
    var table = rolesByType ?? RoleTable()
    rolesByType = nil
    table.insert(role, for: ObjectIdentifier(dynamicType))
    rolesByType = table
    return role
}

extension Diagnostic.Kind {
    /// A scene's controller closure returned a controller another scene already built.
    public static let sceneControllerReused = Self("scene.controllerReused")
    /// A scene-built controller loaded its view before `instantiate` returned.
    public static let sceneViewAlreadyLoaded = Self("scene.viewAlreadyLoaded")
}
