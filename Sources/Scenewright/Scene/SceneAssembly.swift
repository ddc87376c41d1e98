/// What scenes share: installing the record a scene leaves on each controller it builds, and the
/// roles its dependencies play.
///
/// Each arity's record (`SceneRecord0` … `SceneRecord12`) holds the dependencies, the observing ones
/// as observers, and the `view` closure. It lives inside the controller (see `AssemblyRoom` in
/// HeadlessUI) for the controller's whole life, so the dependencies live exactly as long as the
/// controller and building a scene allocates nothing beyond the objects it makes. It holds no
/// reference to the controller — the controller passes itself in when its view loads — so there is
/// no cycle to break and no weak reference to pay for. The default `loadView()` asks it for the root
/// view; every lifecycle event reaches it right after the controller's own method, and it forwards
/// the event to the observers in dependency order.
@MainActor @usableFromInline enum SceneAssembly {
    /// Leaves `record` on `controller`, diagnosing a controller another scene already built and a
    /// view loaded too early for the `view` closure to make it. Until ``commit(_:to:_:)`` the
    /// caller keeps `record` and reads the dependencies from it, borrowed: no reference counting.
    @inlinable @inline(__always) static func install<Record: ControllerAssembly>(
        _ record: inout Record, into controller: ViewController, hasView: Bool
    ) -> AssemblyPlacement {
        let (placement, reused) = controller.installAssembly(&record)
        if reused || (hasView && controller.isViewLoaded) {
            diagnose(controller, reused: reused, viewLoaded: hasView && controller.isViewLoaded)
        }
        return placement
    }

    /// Hands `record` over to `controller` for good, once `connect` and `awake()` have run.
    @inlinable @inline(__always) static func commit<Record: ControllerAssembly>(
        _ record: consuming Record, to controller: ViewController, _ placement: AssemblyPlacement
    ) {
        controller.commitAssembly(record, placement)
    }

    @usableFromInline @inline(never) static func diagnose(
        _ controller: ViewController, reused: Bool, viewLoaded: Bool
    ) {
        if reused {
            UIDiagnostics.emit(
                UIDiagnostic(
                    .sceneControllerReused,
                    "\(controller.diagnosticName) was already built by a scene: its scene closure returned an "
                        + "existing controller. Make a new controller inside `Scene { … }` on every call; the "
                        + "dependencies are added a second time."))
        }
        if viewLoaded {
            UIDiagnostics.emit(
                UIDiagnostic(
                    .sceneViewAlreadyLoaded,
                    "\(controller.diagnosticName) loaded its view before its scene could install the `view:` "
                        + "closure (was `view` read in its initializer?). The closure runs only after "
                        + "`view = nil`. Do not touch `view` before `instantiate` returns."))
        }
    }

    /// What `value` is to a scene, looked up by its dynamic type in a small table, so conformance
    /// checks run once per type, not once per `instantiate`.
    ///
    /// The type is `value`'s dynamic type even when `D` is a protocol existential or `Any`
    /// (`type(of:)` on a generic value would answer the existential type itself).
    @inlinable @inline(__always) static func role<D>(of value: D) -> DependencyRole {
        if MemoryLayout<D>.size == MemoryLayout<AnyObject>.size, D.self is AnyObject.Type {
            return DependencyRole.of(classOf(unretained(value)))
        }
        return DependencyRole.of(type(of: value as Any))
    }

    /// Calls `awake()` on `value` when its role says it is awakable.
    @inlinable @inline(__always) static func awake<D>(_ value: D, _ role: DependencyRole) {
        guard let awakable = role.awakable else { return }
        borrow(unretained(value)) { object in DependencyRole.awake(object, as: awakable) }
    }

    /// `value`, whose role says its dynamic type is a class, as an unretained object: the caller
    /// keeps `value` alive. A class-typed value is reinterpreted bit for bit, with no reference
    /// counting; other static types take ``object(_:)``.
    @inlinable @inline(__always) static func unretained<D>(_ value: D) -> Unmanaged<AnyObject> {
        if MemoryLayout<D>.size == MemoryLayout<AnyObject>.size, D.self is AnyObject.Type {
            return Unmanaged.fromOpaque(unsafeBitCast(value, to: UnsafeRawPointer.self))
        }
        return Unmanaged.passUnretained(object(value))
    }

    /// `value`, whose role says its dynamic type is a class, as an object.
    ///
    /// When `D` is itself a class type (the common case) the value already is one reference, and is
    /// reinterpreted as such: `value as AnyObject` would go through the run-time bridging
    /// machinery, which looks up conformances on every call. Other static types (a protocol
    /// existential, `Any`) take that general path; the object it returns is the one `value` holds.
    @inlinable @inline(__always) static func object<D>(_ value: D) -> AnyObject {
        if MemoryLayout<D>.size == MemoryLayout<AnyObject>.size, D.self is AnyObject.Type {
            return unsafeBitCast(value, to: AnyObject.self)
        }
        return value as AnyObject
    }

    /// `value` as the record keeps it for forwarding, when its role says it observes.
    @inlinable @inline(__always) static func observer<D>(_ value: D, _ role: DependencyRole) -> ObserverSlot?
    {
        guard let observing = role.observing else { return nil }
        return ObserverSlot(object: unretained(value), type: observing)
    }

    /// Calls the method of `observer`, if any, that `event` names.
    @usableFromInline static func send(_ event: LifecycleEvent, to observer: ObserverSlot?) {
        guard let observer else { return }
        borrow(observer.object) { object in DependencyRole.send(event, to: object, as: observer.type) }
    }

    /// The dynamic type of the object `object` points to, read with no reference counting.
    @inlinable @inline(__always) nonisolated static func classOf(_ object: Unmanaged<AnyObject>)
        -> AnyObject.Type
    {
        object._withUnsafeGuaranteedRef { type(of: $0) }
    }

    /// Calls `body` with the object `object` points to, borrowed: no reference counting. Written
    /// here rather than at each call, so the main-actor closure reaches the standard library as a
    /// plain function value and is not checked for its executor on every call.
    @inlinable @inline(__always) static func borrow(
        _ object: Unmanaged<AnyObject>, _ body: (AnyObject) -> Void
    ) {
        object._withUnsafeGuaranteedRef(body)
    }
}

/// An observing dependency as a scene's record keeps it for forwarding: the object, unretained (the
/// record owns the dependency itself, so it lives as long), and the conformance of its dynamic
/// type. Plain bits: reading it back costs no reference counting.
@usableFromInline struct ObserverSlot {
    @usableFromInline let object: Unmanaged<AnyObject>
    @usableFromInline let type: any ViewObserver.Type

    @inlinable init(object: Unmanaged<AnyObject>, type: any ViewObserver.Type) {
        self.object = object
        self.type = type
    }
}

/// What a scene does with values of one dynamic type — wake them, forward the lifecycle to them —
/// decided once per type and cached, with the conformances themselves (existential metatypes:
/// plain values, so looking one up costs no reference counting).
///
/// A cast to a protocol existential (`value as? any Awakable`) looks the conformance up at run time
/// on every call, even for a final class; profiling showed such casts were most of `instantiate`.
/// Through the cached conformance, the object is only cast to its own dynamic type — the type the
/// entry was made for — which needs no check at all.
@usableFromInline struct DependencyRole {
    @usableFromInline let awakable: (any Awakable.Type)?
    @usableFromInline let observing: (any ViewObserver.Type)?

    @inlinable init(awakable: (any Awakable.Type)?, observing: (any ViewObserver.Type)?) {
        self.awakable = awakable
        self.observing = observing
    }

    /// Whether values of this type hear their controller's lifecycle.
    @inlinable var observes: Bool { observing != nil }

    @MainActor @exclusivity(unchecked) @usableFromInline static var byType = RoleTable(unallocated: ())

    /// The role of values whose dynamic type is `dynamicType`: a table hit is inlined into the
    /// caller; only a type met for the first time takes the call that checks its conformances.
    @MainActor @inlinable @inline(__always) static func of(_ dynamicType: Any.Type) -> DependencyRole {
        if let cached = byType.role(for: ObjectIdentifier(dynamicType)) { return cached }
        return firstRole(of: dynamicType)
    }

    /// Checks the conformances of a type met for the first time and remembers them.
    @MainActor @usableFromInline @inline(never) static func firstRole(of dynamicType: Any.Type)
        -> DependencyRole
    {
        let key = ObjectIdentifier(dynamicType)
        let role = DependencyRole(
            awakable: dynamicType as? any Awakable.Type, observing: dynamicType as? any ViewObserver.Type)
        byType.insert(role, for: key)
        return role
    }

    // `object`'s exact dynamic type is `type` — the role was looked up by it — so the downcasts
    // below cannot fail; debug builds check them. Opening the metatype into a generic parameter
    // is what turns the cached conformance back into a call.

    /// Calls `awake()` on `object`, whose exact dynamic type is `type`.
    @MainActor @inlinable @inline(__always) static func awake(_ object: AnyObject, as type: any Awakable.Type)
    {
        wake(object, as: type)
    }

    @MainActor @inlinable @inline(__always) static func wake<A: Awakable>(
        _ object: AnyObject, as type: A.Type
    ) {
        unsafeDowncast(object, to: type).awake()
    }

    /// Calls the method that `event` names on `object`, whose exact dynamic type is `type`.
    @MainActor static func send(_ event: LifecycleEvent, to object: AnyObject, as type: any ViewObserver.Type)
    {
        send(event, to: object, opening: type)
    }

    @MainActor private static func send<O: ViewObserver>(
        _ event: LifecycleEvent, to object: AnyObject, opening type: O.Type
    ) {
        let observer = unsafeDowncast(object, to: type)
        switch event {
        case .viewDidLoad: observer.viewDidLoad()
        case .viewWillAppear(let animated): observer.viewWillAppear(animated)
        case .viewIsAppearing(let animated): observer.viewIsAppearing(animated)
        case .viewDidAppear(let animated): observer.viewDidAppear(animated)
        case .viewWillDisappear(let animated): observer.viewWillDisappear(animated)
        case .viewDidDisappear(let animated): observer.viewDidDisappear(animated)
        case .viewWillLayoutSubviews: observer.viewWillLayoutSubviews()
        case .viewDidLayoutSubviews: observer.viewDidLayoutSubviews()
        }
    }
}

extension UIDiagnostic.Kind {
    /// A scene's controller closure returned a controller another scene already built.
    public static let sceneControllerReused = Self("scene.controllerReused")
    /// A scene-built controller loaded its view before the scene installed its `view:` closure.
    public static let sceneViewAlreadyLoaded = Self("scene.viewAlreadyLoaded")
}
