import Synchronization

/// A registration without its types: what the registry stores and errors describe.
class AnyRegistration: @unchecked Sendable {
    let key: RegistrationKey
    let scope: Scope
    /// The actor the factory was registered from, when it was isolated to one; it runs only there.
    let isolation: (any Actor)?
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
final class Registration<Service, Argument>: AnyRegistration, @unchecked Sendable {
    typealias Factory = (any Resolver, Argument) throws -> Service
    typealias Injection = (any Resolver, Service) throws -> Void

    private let factory: Factory?
    private let injection: Injection?
    private let creation = Lock()
    private let shared = Atomic<UInt>(0)
    private weak var weakInstance: AnyObject?

    init(
        key: RegistrationKey, scope: Scope, isolation: (any Actor)?, owner: Container,
        factory: @escaping Factory, injection: Injection?
    ) {
        self.factory = factory
        self.injection = injection
        super.init(key: key, scope: scope, isolation: isolation, owner: owner)
    }

    /// A `.shared` registration of a ready instance.
    init(key: RegistrationKey, instance: Service, isolation: (any Actor)?, owner: Container) {
        self.factory = nil
        self.injection = nil
        super.init(key: key, scope: .shared, isolation: isolation, owner: owner)
        publish(instance)
    }

    deinit {
        if let pointer = UnsafeRawPointer(bitPattern: shared.load(ordering: .acquiring)) {
            Unmanaged<Box>.fromOpaque(pointer).release()
        }
    }

    private final class Box {
        let value: Service
        init(_ value: Service) { self.value = value }
    }

    @inline(__always)
    private var sharedInstance: Service? {
        guard let pointer = UnsafeRawPointer(bitPattern: shared.load(ordering: .acquiring)) else {
            return nil
        }
        return Unmanaged<Box>.fromOpaque(pointer).takeUnretainedValue().value
    }

    private func publish(_ instance: Service) {
        let pointer = Unmanaged.passRetained(Box(instance)).toOpaque()
        shared.store(UInt(bitPattern: pointer), ordering: .releasing)
    }

    /// The instance for this resolve, made or reused as the scope says.
    /// - Parameter requester: The container the resolve started from; transient and graph factories
    ///   resolve their dependencies there, so a child's overrides apply. Shared and weak factories
    ///   resolve in the owner, because their instance is shared by every child.
    @inline(__always)
    func instance(_ argument: Argument, requester: Container) throws(ContainerError) -> Service {
        switch scope.kind {
        case .transient:
            return try make(argument, resolver: requester, state: .current)
        case .shared:
            if let ready = sharedInstance { return ready }
            return try makeShared(argument)
        case .weak:
            return try makeWeak(argument)
        case .graph:
            let state = ResolutionState.current
            if let made = state.graph[ObjectIdentifier(self)] as? Service { return made }
            return try make(argument, resolver: requester, state: state)
        }
    }

    private func makeShared(_ argument: Argument) throws(ContainerError) -> Service {
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

    private func makeWeak(_ argument: Argument) throws(ContainerError) -> Service {
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
    private func make(
        _ argument: Argument, resolver: Container, state: ResolutionState
    ) throws(ContainerError) -> Service {
        guard let factory else { throw .missingRegistration(key, chain: [], candidates: []) }
        if state.isBuilding(self) { throw .cycle(state.chain(endingWith: key)) }
        state.path.append(self)
        defer {
            state.path.removeLast()
            if state.path.isEmpty { state.endTopLevel() }
        }
        let instance: Service
        do {
            instance = try factory(resolver, argument)
        } catch let error as ContainerError {
            throw error
        } catch {
            throw .factoryFailed(state.path.dropLast().map(\.key.displayName), key, underlying: error)
        }
        guard let injection else {
            if scope.kind == .graph { state.graph[ObjectIdentifier(self)] = instance }
            return instance
        }
        let id = ObjectIdentifier(self)
        switch scope.kind {
        case .graph: state.graph[id] = instance
        case .shared, .weak: state.injecting[id] = instance
        case .transient: break
        }
        defer { state.injecting[id] = nil }
        do {
            try injection(resolver, instance)
        } catch let error as ContainerError {
            throw error
        } catch {
            throw .injectionFailed(state.path.dropLast().map(\.key.displayName), key, underlying: error)
        }
        return instance
    }
}
