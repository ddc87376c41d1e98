import ScenewrightLocks
import Synchronization

/// A registration without its types: what the registry stores and errors describe.
@usableFromInline class AnyRegistration: @unchecked Sendable {
    @usableFromInline let key: RegistrationKey
    @usableFromInline let scope: Scope
    /// The actor the factory was registered from, when it was isolated to one; it runs only there.
    @usableFromInline let isolation: (any Actor)?
    /// The container that holds this registration. A child container outlives none of its parents.
    unowned let owner: Container
    /// For a type forwarded to another registration (`implements:`), that registration.
    let forwardTarget: AnyRegistration?

    init(
        key: RegistrationKey, scope: Scope, isolation: (any Actor)?, owner: Container,
        forwardTarget: AnyRegistration? = nil
    ) {
        self.key = key
        self.scope = scope
        self.isolation = isolation
        self.owner = owner
        self.forwardTarget = forwardTarget
    }

    /// Drops the shared or weak instance so the next resolve makes a new one, and returns what
    /// must be released once no resolve can still read it. Called under the creation lock.
    func dropInstances() -> [AnyObject] { [] }
}

/// A typed registration: the factory, the optional after-creation injection, and the instance
/// storage its scope needs.
///
/// `@unchecked Sendable`:
/// - `shared` is an atomic holding a +1 retained box; it is written only under
///   ``ResolutionState/creationLock`` (published at the end of the resolve that made it, or
///   cleared by a reset) and read without a lock;
/// - `weakInstance` is guarded by `weakLock`, which is never held while user code runs;
/// - everything else is immutable. The factory and the injection are called only where
///   ``AnyRegistration/isolation`` allows.
@usableFromInline final class Registration<Service, Argument>: AnyRegistration, @unchecked Sendable {
    @usableFromInline typealias Factory = (any Resolver, Argument) throws -> Service
    @usableFromInline typealias PlainFactory = (any Resolver) throws -> Service
    @usableFromInline typealias Injection = (any Resolver, Service) throws -> Void
    @usableFromInline typealias Forward = (Argument, Container, ResolutionState) throws(ContainerError) ->
        Service

    /// How `instance` makes or finds the instance: the scope, or forwarding to another registration.
    @usableFromInline enum Strategy {
        case transient, shared, weak, graph, forwarded
    }

    @usableFromInline let strategy: Strategy
    /// The factory of a registration without an argument, called directly (no adapting closure).
    /// Not optional, so calling it borrows the closure instead of copying it out of an optional (a
    /// retain and a release); `hasPlainFactory` says whether it is the real one.
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
    /// Whether the instance was given at registration: a reset keeps it, having no factory.
    let isFixedInstance: Bool
    @usableFromInline let shared = Atomic<UInt>(0)
    /// Guards `weakInstance`.
    private let weakLock = Lock()
    private weak var weakInstance: AnyObject?

    /// A registration whose factory takes no argument.
    convenience init(
        key: RegistrationKey, scope: Scope, isolation: (any Actor)?, owner: Container,
        plainFactory: @escaping PlainFactory, injection: Injection?
    ) {
        self.init(
            key: key, scope: scope, isolation: isolation, owner: owner, plainFactory: plainFactory,
            hasPlainFactory: true, argumentFactory: Self.noArgumentFactory, hasArgumentFactory: false,
            injection: injection)
    }

    /// A registration whose factory takes an argument.
    convenience init(
        key: RegistrationKey, scope: Scope, isolation: (any Actor)?, owner: Container,
        argumentFactory: @escaping Factory, injection: Injection?
    ) {
        self.init(
            key: key, scope: scope, isolation: isolation, owner: owner, plainFactory: Self.noPlainFactory,
            hasPlainFactory: false, argumentFactory: argumentFactory, hasArgumentFactory: true,
            injection: injection)
    }

    /// The factories are passed and stored as non-optional closures: wrapping one in an `Optional`
    /// and unwrapping it again would reabstract it twice, leaving two thunks on every call.
    private init(
        key: RegistrationKey, scope: Scope, isolation: (any Actor)?, owner: Container,
        plainFactory: @escaping PlainFactory, hasPlainFactory: Bool, argumentFactory: @escaping Factory,
        hasArgumentFactory: Bool, injection: Injection?
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
        self.isFixedInstance = false
        super.init(key: key, scope: scope, isolation: isolation, owner: owner)
    }

    /// A `.shared` registration of a ready instance.
    init(key: RegistrationKey, instance: Service, isolation: (any Actor)?, owner: Container) {
        self.strategy = .shared
        self.plainFactory = Self.noPlainFactory
        self.argumentFactory = Self.noArgumentFactory
        self.hasPlainFactory = false
        self.hasArgumentFactory = false
        self.injection = nil
        self.hasInjection = false
        self.forward = nil
        self.isFixedInstance = true
        super.init(key: key, scope: .shared, isolation: isolation, owner: owner)
        let pointer = Unmanaged.passRetained(Box(instance)).toOpaque()
        shared.store(UInt(bitPattern: pointer), ordering: .sequentiallyConsistent)
    }

    /// A type forwarded to `target`: one registration, one scope, one instance.
    init<Target>(
        key: RegistrationKey, forwardingTo target: Registration<Target, Argument>, owner: Container
    ) {
        self.strategy = .forwarded
        self.plainFactory = Self.noPlainFactory
        self.argumentFactory = Self.noArgumentFactory
        self.hasPlainFactory = false
        self.hasArgumentFactory = false
        self.injection = nil
        self.hasInjection = false
        self.isFixedInstance = false
        let targetKey = target.key
        let forwardedKey = key
        self.forward = { argument, requester, state throws(ContainerError) -> Service in
            let made = try target.instance(argument, requester: requester, state: state)
            guard let converted = made as? Service else {
                throw .forwardingMismatch(forwardedKey, target: targetKey)
            }
            return converted
        }
        super.init(
            key: key, scope: target.scope, isolation: target.isolation, owner: owner, forwardTarget: target)
    }

    deinit {
        if let pointer = UnsafeRawPointer(bitPattern: shared.load(ordering: .sequentiallyConsistent)) {
            Unmanaged<Box>.fromOpaque(pointer).release()
        }
    }

    @usableFromInline final class Box {
        @usableFromInline let value: Service
        init(_ value: Service) { self.value = value }
    }

    @inlinable
    var sharedInstance: Service? {
        guard let pointer = UnsafeRawPointer(bitPattern: shared.load(ordering: .sequentiallyConsistent))
        else {
            return nil
        }
        return Unmanaged<Box>.fromOpaque(pointer)._withUnsafeGuaranteedRef { $0.value }
    }

    /// The instance for this resolve, made or reused as the scope says.
    /// - Parameter requester: The container the resolve started from; transient and graph factories
    ///   resolve their dependencies there, so a child's overrides apply. Shared and weak factories
    ///   resolve in the owner, because their instance is shared by every child.
    @inlinable @inline(__always)
    func instance(_ argument: Argument, requester: Container, state: ResolutionState) throws(ContainerError)
        -> Service
    {
        switch strategy {
        case .transient:
            return try makeTransient(argument, resolver: requester, state: state)
        case .shared:
            if let ready = sharedInstance { return ready }
            return try makeShared(argument, state: state)
        case .weak:
            return try makeWeak(argument, state: state)
        case .graph:
            return try makeGraph(argument, resolver: requester, state: state)
        case .forwarded:
            guard let forward else { throw noFactory() }
            return try forward(argument, requester, state)
        }
    }

    /// The transient path, specialized in the caller.
    @inlinable @inline(__always)
    func makeTransient(_ argument: Argument, resolver: Container, state: ResolutionState)
        throws(ContainerError)
        -> Service
    {
        if state.isBuilding(self) { throw cycle(in: state) }
        state.push(self)
        let made: Service
        do {
            made = try call(argument, resolver)
        } catch {
            let failure = factoryError(error, in: state)
            state.pop()
            throw failure
        }
        state.pop()
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
    /// is published at registration — but an error beats a crash if that ever changes.
    @usableFromInline
    func noFactory() -> ContainerError {
        .missingRegistration(key, chain: [], in: nil)
    }

    @usableFromInline
    func cycle(in state: ResolutionState) -> ContainerError {
        state.cycle(closingWith: self)
    }

    /// A factory's error as thrown by `resolve`: a `ContainerError` from a nested resolve passes
    /// through; anything else is wrapped with the chain. Called while this registration is on the path.
    @usableFromInline
    func factoryError(_ error: any Error, in state: ResolutionState) -> ContainerError {
        if let error = error as? ContainerError { return error }
        return .factoryFailed(state.chain.dropLast(), key, underlying: error)
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
        if let made = state.made[ObjectIdentifier(self)] as? Service { return made }
        let instance = try make(argument, resolver: resolver, state: state)
        state.keep(instance, for: self)
        inject(instance, resolver: resolver, state: state)
        return instance
    }

    @usableFromInline func makeShared(_ argument: Argument, state: ResolutionState) throws(ContainerError)
        -> Service
    {
        if let made = state.made[ObjectIdentifier(self)] as? Service { return made }
        if state.isBuilding(self) { throw cycle(in: state) }
        state.takeCreationLock()
        if let ready = sharedInstance { return ready }
        let instance = try make(argument, resolver: owner, state: state)
        state.keep(instance, for: self)
        state.publishAtEnd { [self] in publish(instance) }
        inject(instance, resolver: owner, state: state)
        return instance
    }

    /// Publishes a shared instance. Called under the creation lock, at the end of the resolve.
    private func publish(_ instance: Service) {
        let pointer = Unmanaged.passRetained(Box(instance)).toOpaque()
        let old = shared.exchange(UInt(bitPattern: pointer), ordering: .sequentiallyConsistent)
        // Unreachable: a shared factory runs only while no instance is published. Kept safe anyway.
        if let old = UnsafeRawPointer(bitPattern: old) {
            Reclamation.shared.retire([Unmanaged<Box>.fromOpaque(old).takeRetainedValue()])
        }
    }

    @usableFromInline func makeWeak(_ argument: Argument, state: ResolutionState) throws(ContainerError)
        -> Service
    {
        if let alive = weakLock.withLock({ weakInstance }) as? Service { return alive }
        if let made = state.made[ObjectIdentifier(self)] as? Service { return made }
        if state.isBuilding(self) { throw cycle(in: state) }
        state.takeCreationLock()
        if let alive = weakLock.withLock({ weakInstance }) as? Service { return alive }
        let instance = try make(argument, resolver: owner, state: state)
        guard type(of: instance as Any) is AnyClass else {
            throw .weakScopeNeedsObject(key, madeType: String(describing: type(of: instance as Any)))
        }
        let object = instance as AnyObject
        state.keep(instance, for: self)
        state.publishAtEnd { [self] in weakLock.withLock { weakInstance = object } }
        inject(instance, resolver: owner, state: state)
        return instance
    }

    /// Runs the factory, keeping this registration on the thread's path so a cycle is reported
    /// instead of recursing.
    @usableFromInline func make(
        _ argument: Argument, resolver: Container, state: ResolutionState
    ) throws(ContainerError) -> Service {
        if state.isBuilding(self) { throw cycle(in: state) }
        state.push(self)
        defer { state.pop() }
        do {
            return try call(argument, resolver)
        } catch {
            throw factoryError(error, in: state)
        }
    }

    override func dropInstances() -> [AnyObject] {
        var dropped: [AnyObject] = []
        if !isFixedInstance,
            let pointer = UnsafeRawPointer(bitPattern: shared.exchange(0, ordering: .sequentiallyConsistent))
        {
            dropped.append(Unmanaged<Box>.fromOpaque(pointer).takeRetainedValue())
        }
        weakLock.withLock { weakInstance = nil }
        return dropped
    }
}
