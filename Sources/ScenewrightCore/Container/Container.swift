/// A service locator: registrations of factories and instances under a type (and optionally a name
/// and an argument type), resolved on demand in a ``Scope``.
///
/// Thread-safe by default, without a process-wide lock: a lookup (and a ready `.shared` instance)
/// is one trip through the container's registry lock, which no factory ever holds, and a `.shared`
/// or `.weak` factory runs exactly once however many threads ask at once (each container has its
/// own creation lock, held by the resolve making its instances until that resolve ends). Failures
/// are thrown ``ContainerError``s that name the type, the chain that led to it and the fix — never
/// a crash, never a silent `nil`.
///
/// ```swift
/// let container = Container()
///     .register(Database.self, scope: .shared) { _ in try SQLDatabase() }
///     .register(LocationStore.self) { r in try LocationStore(database: r.resolve(Database.self)) }
///     .register(Clock.self, instance: SystemClock())
///     .register(Greeting.self, name: "formal") { _ in Greeting("Good day") }
///     .register(CityController.self) { (r, cityID: Int) in CityController(cityID) }
/// let store = try container.resolve(LocationStore.self)
/// let detail = try container.resolve(CityController.self, argument: 42)
/// ```
///
/// **Isolation.** A factory is a plain closure that inherits the isolation of the code registering
/// it, so a `@MainActor` controller can be built by a factory registered on the main actor. The
/// container remembers that isolation: such a factory runs only when resolved from the same actor,
/// and resolving it elsewhere throws `ContainerError/Kind-swift.struct/isolationMismatch`. Register services meant
/// for every thread from nonisolated code, with factories that capture only what is safe to share.
///
/// **Children.** ``child()`` makes a container that sees its parent's registrations; its own
/// registrations override the parent's for the child only. Shared instances registered in the
/// parent are shared with every child, and their factories resolve in the parent; transient and
/// graph factories resolve in the container the resolve started from, so a child's overrides apply.
public final class Container: Resolver, Sendable {
    @usableFromInline let parent: Container?
    @usableFromInline let registry = Registry()
    /// Held by the thread making this container's `.shared` and `.weak` instances, to the end of
    /// its top-level resolve.
    let creationLock = CreationLock()

    /// Creates an empty container.
    public init() {
        parent = nil
    }

    private init(parent: Container) {
        self.parent = parent
    }

    /// A container that sees this one's registrations and shared instances, and whose own
    /// registrations override them for the child only.
    ///
    /// ```swift
    /// let test = container.child().register(Clock.self, instance: FixedClock())
    /// ```
    /// - Returns: The new child. It holds this container strongly.
    public func child() -> Container {
        Container(parent: self)
    }

    // MARK: Registering

    /// Registers a factory for `type`.
    ///
    /// ```swift
    /// container.register(LocationService.self) { r in LocationService(store: try r.resolve(LocationStore.self)) }
    /// container.register(Parent.self, scope: .graph) { _ in Parent() } injecting: { r, parent in
    ///     parent.child = try r.resolve(Child.self)   // breaks the Parent ↔ Child cycle on purpose
    /// }
    /// container.register(SessionStore.self, scope: .shared, implements: (any Session).self) { _ in SessionStore() }
    /// ```
    /// - Parameters:
    ///   - type: The type to register under: a concrete type, or a protocol to resolve by.
    ///   - name: Distinguishes several registrations of one type.
    ///   - scope: How long instances live. `.transient` (a new one each time) by default.
    ///   - implements: Other types — protocols, typically — this registration also answers for
    ///     (type forwarding): resolving any of them gives the instance of this one registration, in
    ///     its scope, under the same name. A `.shared` registration has one instance whichever type
    ///     asks. An instance that is not of a listed type is a thrown
    ///     `ContainerError/Kind-swift.struct/forwardingMismatch`.
    ///   - replacing: Pass `true` to replace an existing registration on purpose; the replaced one,
    ///     the types it forwarded and its instances are released when this returns (or, if a resolve
    ///     on another thread uses them, when that resolve returns). Otherwise a second registration of
    ///     the same type, name and argument type is rejected with a diagnostic
    ///     (`Diagnostic.Kind.duplicateRegistration`) and the first one stays.
    ///   - isolation: Where the factory may run; leave the default (the caller's isolation).
    ///   - factory: Makes an instance; receives a resolver for its dependencies. Errors it throws
    ///     reach the caller of `resolve`, wrapped with the resolution chain.
    ///   - injecting: Property injection after creation, and the way to break a dependency cycle on
    ///     purpose. It runs once every factory of the top-level resolve has returned, so the other
    ///     side of a cycle gets the very instance being built, from whichever end it was entered.
    /// - Returns: This container, to chain registrations.
    @discardableResult
    public func register<Service, each Forwarded>(
        _ type: Service.Type, name: String? = nil, scope: Scope = .transient,
        implements: repeat (each Forwarded).Type, replacing: Bool = false,
        isolation: (any Actor)? = #isolation,
        factory: @escaping (any Resolver) throws -> Service,
        injecting: ((any Resolver, Service) throws -> Void)? = nil
    ) -> Self {
        let key = RegistrationKey(type, argument: Void.self, name: name)
        let registration = Registration<Service, Void>(
            key: key, scope: scope, isolation: isolation, plainFactory: factory,
            injection: injection(injecting))
        var all: [AnyRegistration] = [registration]
        for forwardedType in repeat each implements {
            all.append(forwarder(forwardedType, name: name, to: registration))
        }
        return add(all, replacing: replacing)
    }

    private func forwarder<Forwarded, Service>(
        _ type: Forwarded.Type, name: String?, to target: Registration<Service, Void>
    ) -> AnyRegistration {
        Registration<Forwarded, Void>(
            key: RegistrationKey(type, argument: Void.self, name: name), forwardingTo: target)
    }

    /// Registers a factory for `type` that takes one argument at resolve time. Always transient:
    /// each resolve passes its own argument.
    ///
    /// ```swift
    /// container.register(CityController.self) { (r, cityID: Int) in CityController(cityID) }
    /// let detail = try container.resolve(CityController.self, argument: 42)
    /// ```
    /// - Parameters:
    ///   - type: The type to register under.
    ///   - name: Distinguishes several registrations of one type.
    ///   - replacing: Pass `true` to replace an existing registration on purpose.
    ///   - isolation: Where the factory may run; leave the default.
    ///   - factory: Makes an instance from the resolver and the argument. The argument's type is part
    ///     of the registration: `resolve(_:argument:)` must pass a value of exactly that type.
    /// - Returns: This container, to chain registrations.
    @discardableResult
    public func register<Service, Argument>(
        _ type: Service.Type, name: String? = nil, replacing: Bool = false,
        isolation: (any Actor)? = #isolation,
        factory: @escaping (any Resolver, Argument) throws -> Service
    ) -> Self {
        let key = RegistrationKey(type, argument: Argument.self, name: name)
        return add(
            [
                Registration<Service, Argument>(
                    key: key, scope: .transient, isolation: isolation, argumentFactory: factory,
                    injection: nil)
            ],
            replacing: replacing)
    }

    /// Registers a ready, `Sendable` instance, resolvable from any thread.
    ///
    /// ```swift
    /// container.register(Clock.self, instance: SystemClock())
    /// ```
    /// - Parameters:
    ///   - type: The type to register under.
    ///   - name: Distinguishes several registrations of one type.
    ///   - replacing: Pass `true` to replace an existing registration on purpose.
    ///   - instance: Returned by every resolve.
    /// - Returns: This container, to chain registrations.
    @discardableResult
    public func register<Service: Sendable>(
        _ type: Service.Type, name: String? = nil, replacing: Bool = false, instance: Service
    ) -> Self {
        let key = RegistrationKey(type, argument: Void.self, name: name)
        return add(
            [Registration<Service, Void>(key: key, instance: instance, isolation: nil)],
            replacing: replacing)
    }

    /// Registers a ready instance that is not `Sendable`: it is returned only to callers with the
    /// isolation of the registering code (the main actor, typically).
    /// - Parameters:
    ///   - type: The type to register under.
    ///   - name: Distinguishes several registrations of one type.
    ///   - replacing: Pass `true` to replace an existing registration on purpose.
    ///   - instance: Returned by every resolve.
    ///   - isolation: Where the instance may be used; leave the default.
    /// - Returns: This container, to chain registrations.
    @discardableResult
    public func register<Service>(
        _ type: Service.Type, name: String? = nil, replacing: Bool = false, instance: Service,
        isolation: (any Actor)? = #isolation
    ) -> Self {
        let key = RegistrationKey(type, argument: Void.self, name: name)
        return add(
            [Registration<Service, Void>(key: key, instance: instance, isolation: isolation)],
            replacing: replacing)
    }

    private func injection<Service>(
        _ injecting: ((any Resolver, Service) throws -> Void)?
    ) -> Registration<Service, Void>.Injection? {
        injecting
    }

    private func add(_ registrations: [AnyRegistration], replacing: Bool) -> Self {
        if let blocked = registry.add(registrations, replacing: replacing) {
            Diagnostics.emit(
                Diagnostic(
                    .duplicateRegistration,
                    "Container rejected a second registration of \(blocked.displayName): one is "
                        + "already registered, and the first stays. Fix: remove one of them, or pass "
                        + "`replacing: true` to replace it on purpose."))
        }
        return self
    }

    // MARK: Dropping shared instances

    /// Drops the instances of this container's `.shared` and `.weak` registrations, so the next
    /// resolve of each makes a new one — on logout, say. Instances registered ready-made
    /// (`register(_:instance:)`) stay. Registrations of parents and children are left alone.
    ///
    /// ```swift
    /// func logOut() {
    ///     container.resetSharedInstances()   // the next resolve makes a fresh Session, Cart, …
    /// }
    /// ```
    /// Never waits for a factory: it takes only the lock a lookup takes. The container lets go of
    /// the dropped instances before it returns; each is released then, unless something else holds
    /// it — a resolve running on another thread that already got it keeps it until that resolve
    /// returns. An instance another thread is making meanwhile is published when its resolve ends.
    public func resetSharedInstances() {
        dropInstances { _ in true }
    }

    /// Drops the `.shared` or `.weak` instance of one registration — `type` under `name`, or
    /// unnamed — so the next resolve makes a new one. A type forwarded with `implements:` drops
    /// the instance of the registration it forwards to.
    ///
    /// ```swift
    /// container.resetSharedInstances(of: Session.self)
    /// ```
    /// - Parameters:
    ///   - type: The registered type.
    ///   - name: The name it was registered under, or `nil` for the unnamed registration.
    public func resetSharedInstances<Service>(of type: Service.Type, name: String? = nil) {
        let key = RegistrationKey(type, argument: Void.self, name: name)
        dropInstances { $0.key == key }
    }

    private func dropInstances(where matching: (AnyRegistration) -> Bool) {
        registry.dropInstances(where: matching)
    }

    // MARK: Resolving

    /// Resolves `type` registered without an argument under `name` (or unnamed). Prefer the
    /// shorter forms in the ``Resolver`` extension: `resolve(_:)` and `resolve(_:name:)`.
    /// - Throws: ``ContainerError`` naming the type, the chain and the fix.
    @inlinable
    public func resolve<Service>(
        _ type: Service.Type, name: String?, isolation: (any Actor)?
    ) throws(ContainerError) -> Service {
        try resolve(type, name: name, argument: (), isolation: isolation)
    }

    /// Resolves `type` registered with an argument of `Argument`'s type. Prefer the shorter form
    /// `resolve(_:argument:)`.
    /// - Throws: ``ContainerError`` naming the type, the chain and the fix.
    @inlinable
    public func resolve<Service, Argument>(
        _ type: Service.Type, name: String?, argument: Argument, isolation: (any Actor)?
    ) throws(ContainerError) -> Service {
        let registration: Registration<Service, Argument>
        let owner: Container
        if name == nil {
            // The hot path: one trip through the registry's lock finds the registration or its
            // ready `.shared` instance. The key holds both type identities, so the registration is
            // a `Registration<Service, Argument>` and its instance a `Ready<Service>`.
            switch registry.lookup(ObjectIdentifier(Service.self), ObjectIdentifier(Argument.self)) {
            case .ready(let box):
                return unsafeDowncast(box, to: Ready<Service>.self).value
            case .registration(let found):
                registration = unsafeDowncast(found, to: Registration<Service, Argument>.self)
                owner = self
            case .missing:
                if let (inherited, ancestor) = lookupInAncestors(Service.self, Argument.self, name: nil) {
                    registration = inherited
                    owner = ancestor
                } else if Argument.self == Void.self, holdsFixedInstances,
                    let conforming = try conformingInstance(Service.self, isolation: isolation)
                {
                    return conforming
                } else {
                    throw missing(RegistrationKey(type, argument: Argument.self, name: nil))
                }
            }
        } else {
            guard let (named, ancestor) = lookupInAncestors(Service.self, Argument.self, name: name, self)
            else {
                throw missing(RegistrationKey(type, argument: Argument.self, name: name))
            }
            registration = named
            owner = ancestor
        }
        if let required = registration.isolation, required !== isolation {
            throw mismatch(registration, required: required, isolation: isolation)
        }
        let state = ResolutionState.current
        guard state.beginTopLevel() else {
            // Nested: inside the thread's top-level resolve.
            return try registration.instance(argument, requester: self, owner: owner, state: state)
        }
        // A top-level resolve: its injections run and its shared instances are published when it ends.
        do {
            let made = try registration.instance(argument, requester: self, owner: owner, state: state)
            try state.endTopLevel()
            return made
        } catch {
            state.abandon()
            throw error
        }
    }

    /// The registration under the key in this container's ancestors — or, with `start`, in
    /// `start` and then its ancestors — and the container it was found in.
    @usableFromInline
    func lookupInAncestors<Service, Argument>(
        _ service: Service.Type, _ argument: Argument.Type, name: String?, _ start: Container? = nil
    ) -> (Registration<Service, Argument>, Container)? {
        let key = RegistrationKey(service, argument: argument, name: name)
        var next = start ?? parent
        while let container = next {
            if let found = container.registry.find(key) {
                return (unsafeDowncast(found, to: Registration<Service, Argument>.self), container)
            }
            next = container.parent
        }
        return nil
    }

    @usableFromInline
    func mismatch(_ registration: AnyRegistration, required: any Actor, isolation: (any Actor)?)
        -> ContainerError
    {
        let state = ResolutionState.current
        let chain = state.resolving ? state.chain : []
        return .isolationMismatch(
            registration.key, chain: chain, registeredOn: required, resolvedOn: isolation)
    }

    /// Whether this container or an ancestor holds an instance registered ready-made: a quick,
    /// non-generic check before `conformingInstance`.
    @usableFromInline var holdsFixedInstances: Bool {
        var next: Container? = self
        while let container = next {
            if container.registry.holdsFixedInstances { return true }
            next = container.parent
        }
        return false
    }

    /// On a miss of an unnamed registration without arguments: the one instance registered
    /// ready-made (`register(_:instance:)`) that is a `Service` — a service resolves by its type or
    /// by any protocol it conforms to, without naming the protocol at registration. Looks in this
    /// container, then its ancestors; the nearest container with a match decides. Only on the miss
    /// path, so a found registration costs nothing more.
    /// - Throws: ``ContainerError/Kind-swift.struct/ambiguousConformance`` when two or more match in
    ///   the same container; an isolation mismatch as for any registration.
    @usableFromInline
    func conformingInstance<Service>(_ type: Service.Type, isolation: (any Actor)?) throws(ContainerError)
        -> Service?
    {
        var next: Container? = self
        while let container = next {
            let matching = container.registry.fixedInstances().filter { $0.instance is Service }
            if matching.count > 1 {
                throw .ambiguousConformance(
                    RegistrationKey(type, argument: Void.self, name: nil),
                    candidates: matching.map(\.registration.key))
            }
            if let (registration, instance) = matching.first, let match = instance as? Service {
                if let required = registration.isolation, required !== isolation {
                    throw mismatch(registration, required: required, isolation: isolation)
                }
                return match
            }
            next = container.parent
        }
        return nil
    }

    // MARK: Explaining a miss

    /// A miss: a lookup and a throw. The message — chain and candidates — is built when read.
    @usableFromInline func missing(_ key: RegistrationKey) -> ContainerError {
        let state = ResolutionState.current
        return .missingRegistration(key, chain: state.resolving ? state.keys : [], in: self)
    }

    /// Registrations a user may have meant: the same type under another name or argument type, or
    /// a type with a similar name.
    func candidates(for key: RegistrationKey) -> [String] {
        var all: [AnyRegistration] = []
        var container: Container? = self
        while let current = container {
            all += current.registry.all
            container = current.parent
        }
        let wanted = key.serviceName.lowercased()
        var seen = Set<String>()
        var sameType: [String] = []
        var similar: [String] = []
        for registration in all {
            let name = registration.key.displayName
            guard seen.insert(name).inserted else { continue }
            if registration.key.service == key.service {
                sameType.append(name)
            } else {
                let other = registration.key.serviceName.lowercased()
                if other.contains(wanted) || wanted.contains(other)
                    || Suggestions.editDistance(other, wanted) <= max(2, wanted.count / 4)
                {
                    similar.append(name)
                }
            }
        }
        return Array((sameType + similar).prefix(6))
    }
}

extension Diagnostic.Kind {
    /// A second registration of the same type, name and argument type, without `replacing: true`.
    public static let duplicateRegistration = Self("container.duplicateRegistration")
}
