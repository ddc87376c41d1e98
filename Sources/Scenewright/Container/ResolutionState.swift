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
/// Everything it holds it holds strongly: the registrations on the path, the instances of this
/// resolve and the registrations they belong to. So a registration (and the container it was found
/// in) outlives every resolve that reached it, and an identity kept here cannot be reused by another
/// registration while the resolve runs.
///
/// **One top-level resolve** (Swinject's semantics): factories run first, nested as they ask for
/// each other; every `injecting:` closure waits in `deferred` until the outermost factory returned,
/// then they run in the order their instances were made. Instances of sharing scopes made by this
/// resolve sit in `made` until the end, so an injection that asks for an instance still being
/// wired gets that very instance, from whichever end the cycle was entered. Only then are `.shared`
/// and `.weak` instances published for other threads, so no thread sees a half-injected instance.
@usableFromInline final class ResolutionState {
    /// One registration being built, and whether it is its injection (not its factory) that runs.
    @usableFromInline struct Step {
        @usableFromInline let registration: AnyRegistration
        @usableFromInline let injecting: Bool

        @usableFromInline init(_ registration: AnyRegistration, injecting: Bool) {
            self.registration = registration
            self.injecting = injecting
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
    @usableFromInline static let maximumDepth = 256

    /// The registrations being built, outermost first.
    @usableFromInline var path: [Step] = []
    /// 1 while this thread runs a top-level `Container.resolve` (nested ones included), 0 outside.
    /// Only the top-level resolve writes it, so a nested resolve costs no bookkeeping here.
    @usableFromInline var depth = 0
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
    @usableFromInline var holdsInstances = false
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

    /// Ends a top-level resolve that threw: nothing it made is kept.
    @usableFromInline
    func abandon() {
        if holdsInstances { discard() }
        path.removeAll(keepingCapacity: true)
        depth = 0
    }

    /// Runs the injections of the top-level resolve, then publishes its shared and weak instances.
    @usableFromInline
    func finish() throws(ContainerError) {
        var index = 0
        while index < deferred.count {
            let next = deferred[index]
            index += 1
            // The injections this one descends from stay on the path, so a loop that makes a new
            // instance on every pass is still a cycle; the factories that asked have returned.
            path.removeAll(keepingCapacity: true)
            for step in next.path where step.injecting { path.append(step) }
            path.append(Step(next.registration, injecting: true))
            do {
                try next.run()
            } catch let error as ContainerError {
                discard()
                throw error
            } catch {
                let chain = next.path.map(\.registration.key.displayName)
                discard()
                throw .injectionFailed(chain, next.registration.key, underlying: error)
            }
        }
        path.removeAll(keepingCapacity: true)
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
            .crossThreadCycle(path.map(\.registration.key.displayName) + [registration.key.displayName])
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

    /// Puts `registration` on the path while its factory runs; past ``maximumDepth``, throws.
    @inlinable @inline(__always)
    func push(_ registration: AnyRegistration) throws(ContainerError) {
        if path.count >= Self.maximumDepth { throw tooDeep(registration) }
        path.append(Step(registration, injecting: false))
    }

    @inlinable @inline(__always)
    func pop() {
        path.removeLast()
    }

    @inlinable @inline(__always)
    func isBuilding(_ registration: AnyRegistration) -> Bool {
        path.contains { $0.registration === registration }
    }

    @usableFromInline
    func tooDeep(_ registration: AnyRegistration) -> ContainerError {
        .chainTooDeep(chain + [registration.key.displayName], limit: Self.maximumDepth)
    }

    /// The registrations being built, outermost first.
    var registrations: [AnyRegistration] { path.map(\.registration) }

    /// The display names of the registrations being built, outermost first.
    var chain: [String] { path.map(\.registration.key.displayName) }

    /// The cycle that asking for `registration` again closes, described for the error.
    func cycle(closingWith registration: AnyRegistration) -> ContainerError {
        let start = path.firstIndex { $0.registration === registration } ?? 0
        let loop = path[start...]
        // A loop that passes through an injection was broken on purpose; it still loops because a
        // registration in it makes a new instance every time instead of reusing the one being made.
        let throughInjection = loop.contains { $0.injecting }
        let renewing =
            throughInjection
            ? loop.map(\.registration).filter { $0.scope.kind == .transient }.map(\.key.displayName) : []
        return .cycle(chain + [registration.key.displayName], renewing: uniqued(renewing))
    }

    private func uniqued(_ names: [String]) -> [String] {
        var seen = Set<String>()
        return names.filter { seen.insert($0).inserted }
    }
}
