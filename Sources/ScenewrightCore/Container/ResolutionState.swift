import ScenewrightLocks

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What one thread's resolve in progress knows, across every container: the registrations being
/// built (for cycle detection, the depth limit and the chain in error messages), the instances made
/// by the current top-level resolve, the injections and publications that wait for its end, and
/// the creation locks it holds.
///
/// One per thread, kept in a pthread key (a factory may resolve through any container it captured,
/// so the state cannot travel with the resolver) and released at thread exit by the key's
/// destructor. Only its own thread touches it, except `waitingFor`, which other threads read under
/// ``CreationLock/coordination`` to find a circular wait.
///
/// What outlives the frame that put it here it holds strongly: the instances of this resolve and
/// the registrations they belong to, the queued injections and their registrations. So an identity
/// kept here cannot be reused by another registration while the resolve runs, and an error built
/// from it reads only copies. The path of factories running holds keys and identities only: each
/// resolve on the stack holds its registration (and the container it was found in) itself.
///
/// **One top-level resolve** (Swinject's semantics): factories run first, nested as they ask for
/// each other; every `injecting:` closure waits in `deferred` until the outermost factory returned,
/// then they run in the order their instances were made. Instances of sharing scopes made by this
/// resolve sit in `made` until the end, so an injection that asks for an instance still being
/// wired gets that very instance, from whichever end the cycle was entered. Only then are `.shared`
/// and `.weak` instances published for other threads, so no thread sees a half-injected instance.
@usableFromInline final class ResolutionState {
    /// One registration being built: its identity, what errors say about it, and whether it is its
    /// injection (not its factory) that runs.
    ///
    /// A step holds no reference while a factory runs: the resolve that pushed it holds its
    /// registration on the stack until it pops it, so the identity cannot be taken by another
    /// registration meanwhile, and the key is a copy. An injection's step, which outlives that
    /// frame, holds its registration.
    struct Step {
        let id: ObjectIdentifier
        let key: RegistrationKey
        let isTransient: Bool
        let injecting: Bool
        let holder: AnyRegistration?

        init(_ registration: AnyRegistration, injecting: Bool) {
            id = ObjectIdentifier(registration)
            key = registration.key
            isTransient = registration.scope.kind == .transient
            self.injecting = injecting
            holder = injecting ? registration : nil
        }
    }

    /// An instance of a sharing scope made by this top-level resolve, with its registration: kept
    /// strongly, so no other registration can take its identity before the resolve ends.
    struct Made {
        let registration: AnyRegistration
        let instance: Any
    }

    /// An injection waiting for the end of the top-level resolve.
    struct Deferred {
        /// The path at the moment the instance was asked for: the chain that led to it, for errors.
        let path: [Step]
        let registration: AnyRegistration
        let run: () throws -> Void
    }

    /// How many registrations may be built inside one another before a resolve gives up with
    /// ``ContainerError/Kind-swift.struct/chainTooDeep``. Measured in a debug build, each level
    /// takes about 7 KiB of stack (the resolve, the scope's path and the factory's closure), so 256
    /// levels need under 2 MiB: room to spare on an 8 MiB main thread or a default secondary thread
    /// on Linux, whatever the caller already has on its stack. No real object graph comes close.
    static let maximumDepth = 256

    // `path`, `resolving` and `holdsInstances` are read and written on every resolve, by this
    // thread only, never through an `inout` that spans a call: the runtime's exclusivity check is
    // left out of them (measured in the side-by-side benchmark: a transient resolve with one
    // dependency takes 205 ns with it left out and 301 ns with it, where Swinject takes 4.8 µs).

    /// The registrations being built, outermost first.
    @exclusivity(unchecked) private(set) var path: [Step] = []
    /// The resolve-time arguments of the steps on `path` that have one, with their index on `path`:
    /// kept apart so that a registration without arguments, the common case, pays nothing for them.
    @exclusivity(unchecked) private var arguments: [(index: Int, value: Any)] = []
    /// Whether this thread runs a top-level `Container.resolve` (nested ones included). Only the
    /// top-level resolve writes it, so a nested resolve costs no bookkeeping here.
    @exclusivity(unchecked) private(set) var resolving = false
    /// Instances this top-level resolve made in `.graph`, `.shared` and `.weak`, by registration.
    var made: [ObjectIdentifier: Made] = [:]
    /// Injections waiting for the factories of this top-level resolve to finish.
    var deferred: [Deferred] = []
    /// `.shared` and `.weak` instances to publish once this top-level resolve has succeeded.
    var publications: [() -> Void] = []
    /// The creation locks this top-level resolve holds, released at its end.
    var heldLocks: [CreationLock] = []
    /// Whether `made`, `deferred`, `publications` or `heldLocks` hold anything: whether the end of
    /// the top-level resolve has work to do.
    @exclusivity(unchecked) private var holdsInstances = false
    /// The creation lock this thread sleeps on, if any. Guarded by ``CreationLock/coordination``.
    var waitingFor: CreationLock?

    init() {
        path.reserveCapacity(16)
    }

    /// This thread's state.
    @usableFromInline
    static var current: ResolutionState {
        if let pointer = pthread_getspecific(key) {
            return Unmanaged<ResolutionState>.fromOpaque(pointer).takeUnretainedValue()
        }
        let state = ResolutionState()
        // The key holds one reference, released by its destructor when the thread exits.
        pthread_setspecific(key, Unmanaged.passRetained(state).toOpaque())
        return state
    }

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { pointer in
            #if canImport(Darwin)
                Unmanaged<ResolutionState>.fromOpaque(pointer).release()
            #else
                guard let pointer else { return }
                Unmanaged<ResolutionState>.fromOpaque(pointer).release()
            #endif
        }
        return key
    }()

    // MARK: Top-level resolves

    /// Starts a top-level resolve, unless one runs on this thread already; returns whether it did.
    @usableFromInline
    func beginTopLevel() -> Bool {
        if resolving { return false }
        resolving = true
        return true
    }

    /// Ends a top-level resolve whose factories succeeded: runs its injections and publishes its
    /// shared and weak instances. On failure nothing it made is kept.
    @usableFromInline
    func endTopLevel() throws(ContainerError) {
        if holdsInstances {
            do throws(ContainerError) {
                try finish()
            } catch {
                abandon()
                throw error
            }
        }
        resolving = false
    }

    /// Ends a top-level resolve that threw: nothing it made is kept.
    @usableFromInline
    func abandon() {
        if holdsInstances { discard() }
        path.removeAll(keepingCapacity: true)
        arguments.removeAll(keepingCapacity: true)
        resolving = false
    }

    /// Runs the injections of the top-level resolve, then publishes its shared and weak instances.
    private func finish() throws(ContainerError) {
        var index = 0
        while index < deferred.count {
            let next = deferred[index]
            index += 1
            // The injections this one descends from stay on the path, so a loop that makes a new
            // instance on every pass is still a cycle; the factories that asked have returned.
            path.removeAll(keepingCapacity: true)
            arguments.removeAll(keepingCapacity: true)
            for step in next.path where step.injecting { path.append(step) }
            path.append(Step(next.registration, injecting: true))
            do {
                try next.run()
            } catch let error as ContainerError {
                discard()
                throw error
            } catch {
                let chain = next.path.map(\.key.displayName)
                discard()
                throw .injectionFailed(chain, next.registration.key, underlying: error)
            }
        }
        path.removeAll(keepingCapacity: true)
        arguments.removeAll(keepingCapacity: true)
        for publish in publications { publish() }
        discard()
    }

    /// Forgets everything this top-level resolve made, and releases its creation locks.
    func discard() {
        let held = (made, deferred, publications)
        made = [:]
        deferred = []
        publications = []
        holdsInstances = false
        path.removeAll(keepingCapacity: true)
        arguments.removeAll(keepingCapacity: true)
        if !heldLocks.isEmpty {
            CreationLock.release(heldLocks)
            heldLocks.removeAll(keepingCapacity: true)
        }
        // Instances are released here, after the locks: their `deinit` may resolve or register.
        withExtendedLifetime(held) {}
    }

    /// Takes `lock` for the rest of this top-level resolve, unless this thread holds it already.
    /// Waits while another thread holds it; throws instead when that thread waits, directly or
    /// through others, for a lock this one holds — a wait that would never end.
    func take(_ lock: CreationLock, for registration: AnyRegistration) throws(ContainerError) {
        if heldLocks.contains(where: { $0 === lock }) { return }
        try lock.take(for: self) { () -> ContainerError in
            .crossThreadCycle(chain + [registration.key.displayName])
        }
        heldLocks.append(lock)
        holdsInstances = true
    }

    /// Keeps an instance of a sharing scope for the rest of this top-level resolve.
    func keep(_ instance: Any, for registration: AnyRegistration) {
        made[ObjectIdentifier(registration)] = Made(registration: registration, instance: instance)
        holdsInstances = true
    }

    /// The instance this top-level resolve made for `registration`, if any.
    func instance(of registration: AnyRegistration) -> Any? {
        made[ObjectIdentifier(registration)]?.instance
    }

    /// Queues an injection for the end of this top-level resolve, with the path that led to it.
    func deferInjection(_ registration: AnyRegistration, _ run: @escaping () throws -> Void) {
        deferred.append(Deferred(path: path, registration: registration, run: run))
        holdsInstances = true
    }

    /// Queues the publication of a shared or weak instance for the end of this top-level resolve.
    func publishAtEnd(_ publish: @escaping () -> Void) {
        publications.append(publish)
        holdsInstances = true
    }

    // MARK: The path

    /// Puts `registration` on the path while its factory runs with `argument`. Throws if it is on
    /// the path already with the same argument (a cycle) or if the path is ``maximumDepth`` long.
    ///
    /// A cycle is the same registration asked for again **with the same argument**: a factory that
    /// builds `Node(depth)` from `Node(depth - 1)` recurses by argument and ends, and the depth limit
    /// stops one that never ends. An argument that is not `Hashable` (nor a tuple of `Hashable`
    /// values) cannot be compared, so asking again with one is reported as a cycle that says so.
    @inlinable @inline(__always)
    func enter<Argument>(_ registration: AnyRegistration, argument: Argument) throws(ContainerError) {
        if Argument.self == Void.self {
            try enter(registration)
        } else {
            try enter(registration, argument: argument as Any)
        }
    }

    /// ``enter(_:argument:)`` for a registration without arguments.
    @usableFromInline
    func enter(_ registration: AnyRegistration) throws(ContainerError) {
        if isBuilding(registration) { throw cycle(closingWith: registration) }
        if path.count >= Self.maximumDepth {
            throw .chainTooDeep(chain + [registration.key.displayName], limit: Self.maximumDepth)
        }
        path.append(Step(registration, injecting: false))
    }

    /// ``enter(_:argument:)`` for a registration with arguments.
    @usableFromInline
    func enter(_ registration: AnyRegistration, argument: Any) throws(ContainerError) {
        if isBuilding(registration), let repeated = repeatedArgument(registration, argument) {
            throw cycle(closingWith: registration, argument: repeated)
        }
        if path.count >= Self.maximumDepth {
            throw .chainTooDeep(chain + [registration.key.displayName], limit: Self.maximumDepth)
        }
        arguments.append((path.count, argument))
        path.append(Step(registration, injecting: false))
    }

    /// How `argument` repeats one `registration` is being built with: `.same` when equal,
    /// `.incomparable` when the two cannot be compared; `nil` when it differs from every one.
    private func repeatedArgument(_ registration: AnyRegistration, _ argument: Any) -> ArgumentRepeat? {
        let id = ObjectIdentifier(registration)
        for (index, step) in path.enumerated() where step.id == id {
            guard let earlier = arguments.last(where: { $0.index == index })?.value else {
                return .incomparable
            }
            switch ArgumentComparison.equal(earlier, argument) {
            case true?: return .same("\(argument)")
            case nil: return .incomparable
            case false?: continue
            }
        }
        return nil
    }

    /// Takes the registration whose factory returned off the path.
    @usableFromInline
    func leave() {
        path.removeLast()
        if !arguments.isEmpty, arguments[arguments.count - 1].index == path.count { arguments.removeLast() }
    }

    /// Takes the registration whose factory threw off the path, and returns the error `resolve`
    /// throws: a `ContainerError` from a nested resolve passes through; anything else is wrapped
    /// with the chain.
    @usableFromInline
    func leave(_ registration: AnyRegistration, failing error: any Error) -> ContainerError {
        let chain = self.chain.dropLast()
        leave()
        if let error = error as? ContainerError { return error }
        return .factoryFailed(Array(chain), registration.key, underlying: error)
    }

    func isBuilding(_ registration: AnyRegistration) -> Bool {
        let id = ObjectIdentifier(registration)
        return path.contains { $0.id == id }
    }

    /// The keys of the registrations being built, outermost first.
    var keys: [RegistrationKey] { path.map(\.key) }

    /// The display names of the registrations being built, outermost first.
    var chain: [String] { path.map(\.key.displayName) }

    /// The cycle that asking for `registration` again with an argument closes.
    private func cycle(closingWith registration: AnyRegistration, argument: ArgumentRepeat) -> ContainerError
    {
        let name = registration.key.displayName
        let type = registration.key.argumentName ?? "its argument"
        let note =
            switch argument {
            case .same(let value):
                "\(name) is asked for again with the same argument it is being built with, \(value), so the "
                    + "recursion would never end. (Asked for with another argument, it would be no cycle: the "
                    + "container follows recursion by argument up to its depth limit.)"
            case .incomparable:
                "\(name) is asked for again while it is being built, and its argument type, \(type), is not "
                    + "Hashable, so the container cannot tell whether the argument repeats (a cycle) or changes "
                    + "(a recursion that may end). Make \(type) Hashable to let recursion by argument through."
            }
        return .cycle(chain + [name], note: note)
    }

    /// The cycle that asking for `registration` again closes, described for the error.
    func cycle(closingWith registration: AnyRegistration) -> ContainerError {
        let id = ObjectIdentifier(registration)
        let start = path.firstIndex { $0.id == id } ?? 0
        let loop = path[start...]
        // A loop that passes through an injection was broken on purpose; it still loops because a
        // registration in it makes a new instance every time instead of reusing the one being made.
        let throughInjection = loop.contains { $0.injecting }
        let renewing =
            throughInjection
            ? loop.filter(\.isTransient).map(\.key.displayName) : []
        return .cycle(chain + [registration.key.displayName], renewing: uniqued(renewing))
    }

    /// How a resolve-time argument repeats one already being built with.
    enum ArgumentRepeat {
        /// Equal to it: shown as the value.
        case same(String)
        /// Not comparable with it.
        case incomparable
    }

    private func uniqued(_ names: [String]) -> [String] {
        var seen = Set<String>()
        return names.filter { seen.insert($0).inserted }
    }
}
