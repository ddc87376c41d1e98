import Synchronization

/// A registration without its types: what the registry stores and errors describe.
@usableFromInline class AnyRegistration: @unchecked Sendable {
    @usableFromInline let key: RegistrationKey
    @usableFromInline let scope: Scope
    /// The actor the factory was registered from, when it was isolated to one; it runs only there.
    @usableFromInline let isolation: (any Actor)?
    /// The container that holds this registration. A child container outlives none of its parents.
    unowned let owner: Container

    init(key: RegistrationKey, scope: Scope, isolation: (any Actor)?, owner: Container) {
        self.key = key
        self.scope = scope
        self.isolation = isolation
        self.owner = owner
    }
}

/// A typed registration: the factory, the optional after-creation injection, and the instance
/// storage its scope needs.
///
/// `@unchecked Sendable`: `shared` is an atomic holding a +1 retained box, written once under
/// `creation`; `weakInstance` is read and written only under `creation`. The factory and the
/// injection are called only where ``AnyRegistration/isolation`` allows.
@usableFromInline final class Registration<Service, Argument>: AnyRegistration, @unchecked Sendable {
    @usableFromInline typealias Factory = (any Resolver, Argument) throws -> Service
    @usableFromInline typealias PlainFactory = (any Resolver) throws -> Service
    @usableFromInline typealias Injection = (any Resolver, Service) throws -> Void

    /// The factory of a registration without an argument, called directly (no adapting closure).
    @usableFromInline let plainFactory: PlainFactory?
    /// The factory of a registration with an argument.
    @usableFromInline let argumentFactory: Factory?
    @usableFromInline let injection: Injection?
    /// Whether `injection` is set; read on the hot path instead of the closure itself.
    @usableFromInline let hasInjection: Bool
    private let creation = Lock()
    @usableFromInline let shared = Atomic<UInt>(0)
    private weak var weakInstance: AnyObject?

    init(
        key: RegistrationKey, scope: Scope, isolation: (any Actor)?, owner: Container,
        plainFactory: PlainFactory? = nil, argumentFactory: Factory? = nil, injection: Injection?
    ) {
        self.plainFactory = plainFactory
        self.argumentFactory = argumentFactory
        self.injection = injection
        self.hasInjection = injection != nil
        super.init(key: key, scope: scope, isolation: isolation, owner: owner)
    }

    /// A `.shared` registration of a ready instance.
    init(key: RegistrationKey, instance: Service, isolation: (any Actor)?, owner: Container) {
        self.plainFactory = nil
        self.argumentFactory = nil
        self.injection = nil
        self.hasInjection = false
        super.init(key: key, scope: .shared, isolation: isolation, owner: owner)
        publish(instance)
    }

    deinit {
        if let pointer = UnsafeRawPointer(bitPattern: shared.load(ordering: .acquiring)) {
            Unmanaged<Box>.fromOpaque(pointer).release()
        }
    }

    @usableFromInline final class Box {
        @usableFromInline let value: Service
        init(_ value: Service) { self.value = value }
    }

    @inlinable
    var sharedInstance: Service? {
        guard let pointer = UnsafeRawPointer(bitPattern: shared.load(ordering: .acquiring)) else {
            return nil
        }
        return Unmanaged<Box>.fromOpaque(pointer)._withUnsafeGuaranteedRef { $0.value }
    }

    private func publish(_ instance: Service) {
        let pointer = Unmanaged.passRetained(Box(instance)).toOpaque()
        shared.store(UInt(bitPattern: pointer), ordering: .releasing)
    }

    /// The instance for this resolve, made or reused as the scope says.
    /// - Parameter requester: The container the resolve started from; transient and graph factories
    ///   resolve their dependencies there, so a child's overrides apply. Shared and weak factories
    ///   resolve in the owner, because their instance is shared by every child.
    @inlinable
    func instance(_ argument: Argument, requester: Container) throws(ContainerError) -> Service {
        switch scope.kind {
        case .transient:
            return try makeTransient(argument, resolver: requester)
        case .shared:
            if let ready = sharedInstance { return ready }
            return try makeShared(argument)
        case .weak:
            return try makeWeak(argument)
        case .graph:
            return try makeGraph(argument, resolver: requester)
        }
    }

    /// The transient path, specialized in the caller: a factory without injection runs here.
    @inlinable
    func makeTransient(_ argument: Argument, resolver: Container) throws(ContainerError) -> Service {
        if hasInjection { return try make(argument, resolver: resolver, state: .current) }
        var failure: ContainerError?
        let made = ResolutionState.unmanagedCurrent._withUnsafeGuaranteedRef { state -> Service? in
            if state.isBuilding(self) {
                failure = cycle(in: state)
                return nil
            }
            state.push(self)
            defer { state.pop() }
            do {
                return try call(argument, resolver)
            } catch {
                failure = factoryError(error, in: state)
                return nil
            }
        }
        if let made { return made }
        throw failure ?? cycle(in: .current)
    }

    /// Calls whichever factory this registration has.
    @inlinable
    func call(_ argument: Argument, _ resolver: Container) throws -> Service {
        if let plainFactory { return try plainFactory(resolver) }
        if let argumentFactory { return try argumentFactory(resolver, argument) }
        throw noFactory()
    }

    /// Unreachable by construction — only instance registrations lack a factory, and their instance
    /// is published at registration — but an error beats a crash if that ever changes.
    @usableFromInline
    func noFactory() -> ContainerError {
        .missingRegistration(key, chain: [], candidates: [])
    }

    @usableFromInline
    func cycle(in state: ResolutionState) -> ContainerError {
        .cycle(state.chain(endingWith: key))
    }

    /// A factory's error as thrown by `resolve`: a `ContainerError` from a nested resolve passes
    /// through; anything else is wrapped with the chain. Called while this registration is on the path.
    @usableFromInline
    func factoryError(_ error: any Error, in state: ResolutionState) -> ContainerError {
        if let error = error as? ContainerError { return error }
        return .factoryFailed(state.chain.dropLast(), key, underlying: error)
    }

    @usableFromInline func makeGraph(_ argument: Argument, resolver: Container) throws(ContainerError)
        -> Service
    {
        let state = ResolutionState.current
        if let made = state.graph[ObjectIdentifier(self)] as? Service { return made }
        return try make(argument, resolver: resolver, state: state)
    }

    @usableFromInline func makeShared(_ argument: Argument) throws(ContainerError) -> Service {
        let state = ResolutionState.current
        if let beingInjected = state.injecting[ObjectIdentifier(self)] as? Service { return beingInjected }
        if state.isBuilding(self) { throw .cycle(state.chain(endingWith: key)) }
        creation.lock()
        defer { creation.unlock() }
        if let ready = sharedInstance { return ready }
        let instance = try make(argument, resolver: owner, state: state)
        publish(instance)
        return instance
    }

    @usableFromInline func makeWeak(_ argument: Argument) throws(ContainerError) -> Service {
        let state = ResolutionState.current
        if let beingInjected = state.injecting[ObjectIdentifier(self)] as? Service { return beingInjected }
        if state.isBuilding(self) { throw .cycle(state.chain(endingWith: key)) }
        creation.lock()
        defer { creation.unlock() }
        if let alive = weakInstance as? Service { return alive }
        let instance = try make(argument, resolver: owner, state: state)
        guard type(of: instance as Any) is AnyClass else {
            throw .weakScopeNeedsObject(key, madeType: String(describing: type(of: instance as Any)))
        }
        weakInstance = instance as AnyObject
        return instance
    }

    /// Runs the factory, then the injection, keeping this registration on the thread's path so a
    /// cycle is reported instead of recursing, and making the instance findable during injection.
    @usableFromInline func make(
        _ argument: Argument, resolver: Container, state: ResolutionState
    ) throws(ContainerError) -> Service {
        if state.isBuilding(self) { throw .cycle(state.chain(endingWith: key)) }
        state.push(self)
        defer { state.pop() }
        let instance: Service
        do {
            instance = try call(argument, resolver)
        } catch {
            throw factoryError(error, in: state)
        }
        guard let injection else {
            if scope.kind == .graph {
                state.graph[ObjectIdentifier(self)] = instance
                state.holdsInstances = true
            }
            return instance
        }
        let id = ObjectIdentifier(self)
        switch scope.kind {
        case .graph: state.graph[id] = instance
        case .shared, .weak: state.injecting[id] = instance
        case .transient: break
        }
        state.holdsInstances = true
        defer { state.injecting[id] = nil }
        do {
            try injection(resolver, instance)
        } catch let error as ContainerError {
            throw error
        } catch {
            throw .injectionFailed(state.chain.dropLast(), key, underlying: error)
        }
        return instance
    }
}
