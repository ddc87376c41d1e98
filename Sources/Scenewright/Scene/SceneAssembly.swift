/// What every scene arity does once it has made the controller and its dependencies.
@MainActor @usableFromInline enum SceneAssembly {
    /// The root-view factory for `controller`: weak to the controller, so the controller storing it
    /// makes no cycle; the dependencies it captures are the ones the controller already retains.
    @usableFromInline static func viewFactory<Controller: ViewController>(
        for controller: Controller, _ make: @escaping @MainActor (Controller) -> View
    ) -> @MainActor (ViewController) -> View {
        { [weak controller] _ in
            guard let controller else { return View() }
            return make(controller)
        }
    }

    /// What `value` is to a scene: looked up by its dynamic type in a small table, so conformance
    /// checks run once per type, not once per `instantiate`.
    @inlinable static func roles<D>(of value: D) -> DependencyRoles {
        DependencyRoles.of(type(of: value) as Any.Type)
    }

    /// Calls `awake()` on `value` when its roles say it is awakable.
    ///
    /// Specialized in the scene's `build`, the cast folds away when `D` is a concrete type; the
    /// cached roles (decided by the dynamic type) keep the runtime check off every other value.
    @inlinable static func awake<D>(_ value: D, _ roles: DependencyRoles) {
        guard roles.contains(.awakable) else { return }
        if let awakable = value as? any Awakable {
            awakable.awake()
        } else {
            DependencyRoles.awaken(value)
        }
    }

    /// Makes `controller` retain `dependencies`, forward its lifecycle to the observing ones, and
    /// build its root view with `view` on every load.
    @usableFromInline static func install(
        _ dependencies: [Any], _ roles: SceneRoles, view: (@MainActor (ViewController) -> View)?,
        into controller: ViewController
    ) {
        if controller.assembledObjects != nil {
            UIDiagnostics.emit(
                UIDiagnostic(
                    .sceneControllerReused,
                    "\(controller.diagnosticName) was already built by a scene: its scene closure returned an "
                        + "existing controller. Make a new controller inside `Scene { … }` on every call; the "
                        + "dependencies are added a second time."))
            controller.assembledObjects?.append(contentsOf: dependencies)
        } else {
            controller.assembledObjects = dependencies
        }
        if roles.anyObserver {
            var observers: [any ViewObserver] = []
            for (index, dependency) in dependencies.enumerated() where roles[index].contains(.observer) {
                if let observer = DependencyRoles.observer(dependency) { observers.append(observer) }
            }
            controller.addLifecycleListener(ObserverForwarder(observers))
        }
        if let view {
            if controller.isViewLoaded {
                UIDiagnostics.emit(
                    UIDiagnostic(
                        .sceneViewAlreadyLoaded,
                        "\(controller.diagnosticName) loaded its view before its scene could install the `view:` "
                            + "closure (was `view` read in its initializer?). The closure runs only after "
                            + "`view = nil`. Do not touch `view` before `instantiate` returns."))
            }
            controller.rootViewFactory = view
        }
    }
}

/// What a scene does with a value — wake it, forward the lifecycle to it — decided once per dynamic
/// type and cached with the functions that do it. Those cast to the concrete class found when the
/// entry was made (a cheap class check) instead of looking up a protocol conformance on every
/// `instantiate`, which profiling showed to be a third of its cost.
@usableFromInline struct DependencyRoles: OptionSet, Sendable {
    @usableFromInline let rawValue: UInt8
    @usableFromInline init(rawValue: UInt8) { self.rawValue = rawValue }
    @usableFromInline static let awakable = DependencyRoles(rawValue: 1)
    @usableFromInline static let observer = DependencyRoles(rawValue: 2)

    // Roles are trivial values, so looking one up costs no reference counting; the functions
    // are fetched only for the values that need them.
    @MainActor @exclusivity(unchecked) private static var rolesByType = TypeTable<DependencyRoles>()
    @MainActor @exclusivity(unchecked) private static var awakeners = TypeTable<@MainActor (Any) -> Void>()
    @MainActor @exclusivity(unchecked) private static var observerCasts = TypeTable<
        @MainActor (Any) -> (any ViewObserver)?
    >()

    @MainActor private static func roles(for dynamicType: Any.Type) -> DependencyRoles {
        let key = ObjectIdentifier(dynamicType)
        if let cached = rolesByType[key] { return cached }
        var roles: DependencyRoles = []
        if let awakableType = dynamicType as? any Awakable.Type {
            roles.insert(.awakable)
            awakeners[key] = awakener(for: awakableType)
        }
        if let observerType = dynamicType as? any ViewObserver.Type {
            roles.insert(.observer)
            observerCasts[key] = observerCast(for: observerType)
        }
        rolesByType[key] = roles
        return roles
    }

    /// Wakes values whose dynamic type is `A`: a cast to a concrete class, not a conformance lookup.
    private static func awakener<A: Awakable>(for type: A.Type) -> @MainActor (Any) -> Void {
        { value in (value as? A)?.awake() }
    }

    private static func observerCast<O: ViewObserver>(for type: O.Type)
        -> @MainActor (Any) -> (any ViewObserver)?
    {
        { value in value as? O }
    }

    /// The roles of values of `dynamicType`.
    @MainActor @usableFromInline static func of(_ dynamicType: Any.Type) -> DependencyRoles {
        roles(for: dynamicType)
    }

    /// Calls `awake()` on `value`, which must have the awakable role.
    @MainActor @usableFromInline static func awaken(_ value: Any) {
        awakeners[ObjectIdentifier(type(of: value))]?(value)
    }

    /// `value` as a view observer, when it has the observer role.
    @MainActor static func observer(_ value: Any) -> (any ViewObserver)? {
        observerCasts[ObjectIdentifier(type(of: value))]?(value)
    }
}

/// A small open-addressing table keyed by type identity: type metadata pointers are unique and
/// aligned, so a multiply-shift of their bits hashes well at a fraction of `Hasher`'s cost.
struct TypeTable<Value> {
    private var keys: [ObjectIdentifier?] = Array(repeating: nil, count: 64)
    private var values: [Value?] = Array(repeating: nil, count: 64)
    private var count = 0

    private func slot(for key: ObjectIdentifier) -> Int {
        let bits = UInt(bitPattern: unsafeBitCast(key, to: Int.self))
        return Int(truncatingIfNeeded: (bits &* 0x9E37_79B9_7F4A_7C15) >> 32) & (keys.count - 1)
    }

    subscript(key: ObjectIdentifier) -> Value? {
        get {
            var index = slot(for: key)
            while let candidate = keys[index] {
                if candidate == key { return values[index] }
                index = (index + 1) & (keys.count - 1)
            }
            return nil
        }
        set {
            guard let newValue else { return }
            if (count + 1) * 2 > keys.count { grow() }
            var index = slot(for: key)
            while let candidate = keys[index], candidate != key { index = (index + 1) & (keys.count - 1) }
            if keys[index] == nil { count += 1 }
            keys[index] = key
            values[index] = newValue
        }
    }

    private mutating func grow() {
        var entries: [(ObjectIdentifier, Value)] = []
        for (key, value) in zip(keys, values) {
            if let key, let value { entries.append((key, value)) }
        }
        keys = Array(repeating: nil, count: keys.count * 2)
        values = Array(repeating: nil, count: keys.count)
        count = 0
        for (key, value) in entries { self[key] = value }
    }
}

/// The roles of a scene's controller and of its (at most 12) dependencies, packed in one word.
@usableFromInline struct SceneRoles: Sendable {
    @usableFromInline let controller: DependencyRoles
    @usableFromInline var bits: UInt32 = 0

    @inlinable init(controller: DependencyRoles) { self.controller = controller }

    @inlinable subscript(index: Int) -> DependencyRoles {
        DependencyRoles(rawValue: UInt8((bits >> (2 * index)) & 0b11))
    }

    @inlinable mutating func set(_ roles: DependencyRoles, at index: Int) {
        bits |= UInt32(roles.rawValue) << (2 * index)
    }

    var anyObserver: Bool { bits & 0xAAAA_AAAA != 0 }
}

/// Forwards lifecycle events to a scene's `ViewObserver` dependencies, in order.
@MainActor private final class ObserverForwarder: LifecycleListener {
    private let observers: [any ViewObserver]
    init(_ observers: [any ViewObserver]) { self.observers = observers }

    func controller(_ controller: ViewController, didReceive event: LifecycleEvent) {
        switch event {
        case .viewDidLoad: for observer in observers { observer.viewDidLoad() }
        case .viewWillAppear(let animated): for observer in observers { observer.viewWillAppear(animated) }
        case .viewIsAppearing(let animated): for observer in observers { observer.viewIsAppearing(animated) }
        case .viewDidAppear(let animated): for observer in observers { observer.viewDidAppear(animated) }
        case .viewWillDisappear(let animated):
            for observer in observers { observer.viewWillDisappear(animated) }
        case .viewDidDisappear(let animated):
            for observer in observers { observer.viewDidDisappear(animated) }
        case .viewWillLayoutSubviews: for observer in observers { observer.viewWillLayoutSubviews() }
        case .viewDidLayoutSubviews: for observer in observers { observer.viewDidLayoutSubviews() }
        }
    }
}

extension UIDiagnostic.Kind {
    /// A scene's controller closure returned a controller another scene already built.
    public static let sceneControllerReused = Self("scene.controllerReused")
    /// A scene-built controller loaded its view before the scene installed its `view:` closure.
    public static let sceneViewAlreadyLoaded = Self("scene.viewAlreadyLoaded")
}
