/// A registration without its types: what the registry stores and errors describe.
@usableFromInline class AnyRegistration: @unchecked Sendable {
    @usableFromInline let key: RegistrationKey
    @usableFromInline let scope: Scope
    /// The actor the factory was registered from, when it was isolated to one; it runs only there.
    @usableFromInline let isolation: (any Actor)?
    /// For a type forwarded to another registration (`implements:`), that registration.
    let forwardTarget: AnyRegistration?
    /// The published `.shared` instance, in a ``Ready`` box of the registration's service type.
    /// Guarded by the lock of the registry the registration is registered in (so the runtime's
    /// exclusivity check, which costs a resolve more than the lock, is left out).
    @exclusivity(unchecked) var ready: AnyObject?

    /// Whether the instance was given at registration (`register(_:instance:)`).
    let isFixedInstance: Bool

    init(
        key: RegistrationKey, scope: Scope, isolation: (any Actor)?, forwardTarget: AnyRegistration? = nil,
        isFixedInstance: Bool = false
    ) {
        self.key = key
        self.scope = scope
        self.isolation = isolation
        self.forwardTarget = forwardTarget
        self.isFixedInstance = isFixedInstance
    }

    /// The ready `.shared` instance, untyped. Called under the registry's lock.
    func readyValue() -> Any? { nil }

    /// Drops the shared or weak instance so the next resolve makes a new one, and returns it, to be
    /// released after the registry's lock. Called under that lock.
    func dropInstances() -> AnyObject? { nil }
}

/// A published `.shared` instance: what `AnyRegistration.ready` holds, so the registry can hand it
/// out without knowing its type.
@usableFromInline final class Ready<Value>: @unchecked Sendable {
    @usableFromInline let value: Value
    init(_ value: Value) { self.value = value }
}

/// A typed registration: the factory, the optional after-creation injection, and the instance
/// storage its scope needs.
///
/// `@unchecked Sendable`: `ready` and `weakInstance` are read and written only under the lock of
/// the ``Registry`` the registration is registered in; everything else is immutable. `ready` only
/// ever holds a `Ready<Service>`. The
/// factory and the injection are called only where ``AnyRegistration/isolation`` allows.
///
/// A registration does not know its container: a resolve passes the container it was found in
/// (`owner`) along, holding it strongly while it runs.
@usableFromInline final class Registration<Service, Argument>: AnyRegistration, @unchecked Sendable {
    @usableFromInline typealias Factory = (any Resolver, Argument) throws -> Service
    @usableFromInline typealias PlainFactory = (any Resolver) throws -> Service
    @usableFromInline typealias Injection = (any Resolver, Service) throws -> Void
    @usableFromInline typealias Forward = (Argument, Container, Container, ResolutionState)
        throws(ContainerError)
        -> Service

    /// How `instance` makes or finds the instance: the scope, or forwarding to another registration.
    @usableFromInline enum Strategy {
        case transient, shared, weak, graph, forwarded
    }

    @usableFromInline let strategy: Strategy
    /// The factory of a registration without an argument, called directly (no adapting closure).
    /// Not optional, so calling it borrows the closure instead of copying it out of an optional;
    /// `hasPlainFactory` says whether it is the real one.
    @usableFromInline let plainFactory: PlainFactory
    /// The factory of a registration with arguments; `hasArgumentFactory` says whether it is set.
    @usableFromInline let argumentFactory: Factory
    @usableFromInline let hasPlainFactory: Bool
    @usableFromInline let hasArgumentFactory: Bool
    @usableFromInline let injection: Injection?
    /// Whether `injection` is set; read on the hot path instead of the closure itself.
    @usableFromInline let hasInjection: Bool
    /// For a forwarded type: resolves the target registration and converts its instance.
    @usableFromInline let forward: Forward?
    /// The published `.weak` instance. Guarded by the registry's lock.
    private weak var weakInstance: AnyObject?

    /// A registration whose factory takes no argument.
    convenience init(
        key: RegistrationKey, scope: Scope, isolation: (any Actor)?, plainFactory: @escaping PlainFactory,
        injection: Injection?
    ) {
        self.init(
            key: key, scope: scope, isolation: isolation, plainFactory: plainFactory, hasPlainFactory: true,
            argumentFactory: Self.noArgumentFactory, hasArgumentFactory: false, injection: injection)
    }

    /// A registration whose factory takes an argument.
    convenience init(
        key: RegistrationKey, scope: Scope, isolation: (any Actor)?, argumentFactory: @escaping Factory,
        injection: Injection?
    ) {
        self.init(
            key: key, scope: scope, isolation: isolation, plainFactory: Self.noPlainFactory,
            hasPlainFactory: false, argumentFactory: argumentFactory, hasArgumentFactory: true,
            injection: injection)
    }

    /// The factories are passed and stored as non-optional closures: wrapping one in an `Optional`
    /// and unwrapping it again would reabstract it twice, leaving two thunks on every call.
    private init(
        key: RegistrationKey, scope: Scope, isolation: (any Actor)?, plainFactory: @escaping PlainFactory,
        hasPlainFactory: Bool, argumentFactory: @escaping Factory, hasArgumentFactory: Bool,
        injection: Injection?
    ) {
        self.strategy =
            switch scope.kind {
            case .transient: .transient
            case .shared: .shared
            case .weak: .weak
            case .graph: .graph
            }
        self.plainFactory = plainFactory
        self.argumentFactory = argumentFactory
        self.hasPlainFactory = hasPlainFactory
        self.hasArgumentFactory = hasArgumentFactory
        self.injection = injection
        self.hasInjection = injection != nil
        self.forward = nil
        super.init(key: key, scope: scope, isolation: isolation)
    }

    /// A `.shared` registration of a ready instance.
    convenience init(key: RegistrationKey, instance: Service, isolation: (any Actor)?) {
        self.init(
            key: key, strategy: .shared, scope: .shared, isolation: isolation, forward: nil,
            forwardTarget: nil,
            isFixedInstance: true)
        self.ready = Ready(instance)
    }

    /// A type forwarded to `target`: one registration, one scope, one instance.
    convenience init<Target>(key: RegistrationKey, forwardingTo target: Registration<Target, Argument>) {
        let targetKey = target.key
        let forwardedKey = key
        let forward: Forward = { argument, requester, owner, state throws(ContainerError) -> Service in
            let made = try target.instance(argument, requester: requester, owner: owner, state: state)
            guard let converted = made as? Service else {
                throw .forwardingMismatch(forwardedKey, target: targetKey)
            }
            return converted
        }
        self.init(
            key: key, strategy: .forwarded, scope: target.scope, isolation: target.isolation,
            forward: forward,
            forwardTarget: target, isFixedInstance: false)
    }

    /// A registration without a factory of its own: a ready instance, or a forwarded type.
    private init(
        key: RegistrationKey, strategy: Strategy, scope: Scope, isolation: (any Actor)?, forward: Forward?,
        forwardTarget: AnyRegistration?, isFixedInstance: Bool
    ) {
        self.strategy = strategy
        self.plainFactory = Self.noPlainFactory
        self.argumentFactory = Self.noArgumentFactory
        self.hasPlainFactory = false
        self.hasArgumentFactory = false
        self.injection = nil
        self.hasInjection = false
        self.forward = forward
        super.init(
            key: key, scope: scope, isolation: isolation, forwardTarget: forwardTarget,
            isFixedInstance: isFixedInstance)
    }

    /// The instance for this resolve, made or reused as the scope says.
    /// - Parameters:
    ///   - requester: The container the resolve started from; transient and graph factories
    ///     resolve their dependencies there, so a child's overrides apply.
    ///   - owner: The container this registration was found in. Shared and weak factories resolve
    ///     there, because their instance is shared by every child; its registry guards the instance.
    @inlinable @inline(__always)
    func instance(_ argument: Argument, requester: Container, owner: Container, state: ResolutionState)
        throws(ContainerError) -> Service
    {
        switch strategy {
        case .transient:
            return try makeTransient(argument, resolver: requester, state: state)
        case .shared:
            return try makeShared(argument, owner: owner, state: state)
        case .weak:
            return try makeWeak(argument, owner: owner, state: state)
        case .graph:
            return try makeGraph(argument, resolver: requester, state: state)
        case .forwarded:
            guard let forward else { throw noFactory() }
            return try forward(argument, requester, owner, state)
        }
    }

    /// The transient path, specialized in the caller.
    @inlinable @inline(__always)
    func makeTransient(_ argument: Argument, resolver: Container, state: ResolutionState)
        throws(ContainerError) -> Service
    {
        let made = try make(argument, resolver: resolver, state: state)
        if hasInjection { inject(made, resolver: resolver, state: state) }
        return made
    }

    /// Calls whichever factory this registration has; inlined into the resolve paths.
    @inlinable @inline(__always)
    func call(_ argument: Argument, _ resolver: Container) throws -> Service {
        if hasPlainFactory { return try plainFactory(resolver) }
        if hasArgumentFactory { return try argumentFactory(resolver, argument) }
        throw noFactory()
    }

    /// Stands in for the factory a registration does not have; never called (see `call`).
    private static func noPlainFactory(_ resolver: any Resolver) throws -> Service {
        throw ContainerError.missingRegistration(
            RegistrationKey(Service.self, argument: Argument.self, name: nil), chain: [], in: nil)
    }

    /// Stands in for the factory a registration does not have; never called (see `call`).
    private static func noArgumentFactory(_ resolver: any Resolver, _ argument: Argument) throws -> Service {
        throw ContainerError.missingRegistration(
            RegistrationKey(Service.self, argument: Argument.self, name: nil), chain: [], in: nil)
    }

    /// Unreachable by construction — only instance registrations lack a factory, and their instance
    /// is stored at registration — but an error beats a crash if that ever changes.
    @usableFromInline
    func noFactory() -> ContainerError {
        .missingRegistration(key, chain: [], in: nil)
    }

    func cycle(in state: ResolutionState) -> ContainerError {
        state.cycle(closingWith: self)
    }

    /// The published `.shared` instance, read under the lock of `owner`'s registry.
    func readyInstance(in owner: Container) -> Service? {
        // `ready` only ever holds a `Ready<Service>` (see `publish` and the instance initializer).
        owner.registry.withLock { ready }.map { unsafeDowncast($0, to: Ready<Service>.self).value }
    }

    /// Queues the injection for the end of the top-level resolve.
    @usableFromInline
    func inject(_ instance: Service, resolver: Container, state: ResolutionState) {
        guard let injection else { return }
        state.deferInjection(self) { try injection(resolver, instance) }
    }

    @usableFromInline func makeGraph(_ argument: Argument, resolver: Container, state: ResolutionState)
        throws(ContainerError) -> Service
    {
        if let made = state.instance(of: self) as? Service { return made }
        let instance = try make(argument, resolver: resolver, state: state)
        state.keep(instance, for: self)
        inject(instance, resolver: resolver, state: state)
        return instance
    }

    @usableFromInline func makeShared(_ argument: Argument, owner: Container, state: ResolutionState)
        throws(ContainerError) -> Service
    {
        if let ready = readyInstance(in: owner) { return ready }
        if let made = state.instance(of: self) as? Service { return made }
        if state.isBuilding(self) { throw cycle(in: state) }
        try state.take(owner.creationLock, for: self)
        // Made by the thread that held the lock while this one waited.
        if let ready = readyInstance(in: owner) { return ready }
        let instance = try make(argument, resolver: owner, state: state)
        state.keep(instance, for: self)
        let registry = owner.registry
        let box = Ready(instance)
        state.publishAtEnd { [self] in
            let replaced = registry.withLock { () -> AnyObject? in
                defer { ready = box }
                return ready
            }
            withExtendedLifetime(replaced) {}
        }
        inject(instance, resolver: owner, state: state)
        return instance
    }

    @usableFromInline func makeWeak(_ argument: Argument, owner: Container, state: ResolutionState)
        throws(ContainerError) -> Service
    {
        if let alive = owner.registry.withLock({ weakInstance }) as? Service { return alive }
        if let made = state.instance(of: self) as? Service { return made }
        if state.isBuilding(self) { throw cycle(in: state) }
        try state.take(owner.creationLock, for: self)
        if let alive = owner.registry.withLock({ weakInstance }) as? Service { return alive }
        let instance = try make(argument, resolver: owner, state: state)
        guard type(of: instance as Any) is AnyClass else {
            throw .weakScopeNeedsObject(key, madeType: String(describing: type(of: instance as Any)))
        }
        let object = instance as AnyObject
        state.keep(instance, for: self)
        let registry = owner.registry
        state.publishAtEnd { [self] in registry.withLock { weakInstance = object } }
        inject(instance, resolver: owner, state: state)
        return instance
    }

    /// Runs the factory, keeping this registration on the thread's path so a cycle is reported
    /// instead of recursing. Inlined, so the transient path stays specialized in its caller.
    @inlinable @inline(__always)
    func make(
        _ argument: Argument, resolver: Container, state: ResolutionState
    ) throws(ContainerError) -> Service {
        try state.enter(self, argument: argument)
        let made: Service
        do {
            made = try call(argument, resolver)
        } catch {
            throw state.leave(self, failing: error)
        }
        state.leave()
        return made
    }

    override func readyValue() -> Any? {
        ready.map { unsafeDowncast($0, to: Ready<Service>.self).value }
    }

    override func dropInstances() -> AnyObject? {
        weakInstance = nil
        guard !isFixedInstance else { return nil }
        defer { ready = nil }
        return ready
    }
}
