import CScenewrightSupport
import ScenewrightLocks
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What one thread's resolve in progress knows, across every container: the registrations being
/// built (for cycle detection and for the chain in error messages), the instances made by the
/// current top-level resolve, and the injections and publications that wait for its end.
///
/// One per thread, read through a C11 thread-local slot (`CScenewrightSupport`) and released at
/// thread exit by a pthread key's destructor, so nested resolves need no allocation and factories
/// can be given the container itself as their ``Resolver``. Only its own thread touches it, except
/// `announcement`, an atomic that ``Reclamation`` reads from other threads.
///
/// **One top-level resolve** (Swinject's semantics): factories run first, nested as they ask for
/// each other; every `injecting:` closure waits in `deferred` until the outermost factory returned,
/// then they run in the order their instances were made. Instances of sharing scopes made by this
/// resolve sit in `made` until the end, so an injection that asks for an instance still being
/// wired gets that very instance, from whichever end the cycle was entered. Only then are `.shared`
/// and `.weak` instances published for other threads, so no thread sees a half-injected instance.
@usableFromInline final class ResolutionState {
    /// The registrations being built, outermost first, as bit patterns in a buffer this state owns.
    /// Bit 0 is set on a registration whose injection (not its factory) is running. A registration
    /// outlives any resolve that reached it (see ``Reclamation``), so the path needs no reference
    /// counting, and pushing and popping are a store and an increment.
    @usableFromInline @exclusivity(unchecked) var pathBase: UnsafeMutablePointer<UInt>
    @usableFromInline @exclusivity(unchecked) var pathCount = 0
    @usableFromInline @exclusivity(unchecked) var pathCapacity = 16
    /// 1 while this thread runs a top-level `Container.resolve` (nested ones included), 0 outside.
    /// Only the top-level resolve writes it (`enter`, `leave`, `abandon`), so a nested resolve
    /// costs no bookkeeping here.
    @usableFromInline @exclusivity(unchecked) var depth = 0
    /// Instances this top-level resolve made in `.graph`, `.shared` and `.weak`, by registration.
    @exclusivity(unchecked) var made: [ObjectIdentifier: Any] = [:]
    /// Injections waiting for the factories of this top-level resolve to finish.
    @exclusivity(unchecked) var deferred: [Deferred] = []
    /// `.shared` and `.weak` instances to publish once this top-level resolve has succeeded.
    @exclusivity(unchecked) var publications: [() -> Void] = []
    /// Whether `made`, `deferred` or `publications` hold anything, or the creation lock is held:
    /// whether the end of the top-level resolve has work to do.
    @usableFromInline @exclusivity(unchecked) var holdsInstances = false
    /// Whether this thread holds ``creationLock``; it keeps it to the end of its top-level resolve.
    @exclusivity(unchecked) var holdsCreationLock = false
    /// Even outside a top-level resolve, odd inside one; a new value on every entry. Written only
    /// by this thread and read by ``Reclamation`` (with the C atomics of
    /// `ScenewrightAnnouncements.h`) to know when memory a resolve may still read can be freed.
    @usableFromInline let announcement: UnsafeMutablePointer<UInt>
    /// The error of the resolve that just failed, handed from the resolve's closures to its throw.
    @usableFromInline @exclusivity(unchecked) var failure: ContainerError?
    @usableFromInline @exclusivity(unchecked) var sequence: UInt = 0

    /// An injection waiting for the end of the top-level resolve.
    struct Deferred {
        /// The path at the moment the instance was asked for: the chain that led to it, for errors.
        let path: [UInt]
        let registration: AnyRegistration
        let run: () throws -> Void
    }

    /// The one lock `.shared` and `.weak` factories run under, process-wide.
    ///
    /// A thread takes it before the first such factory of its top-level resolve and keeps it to the
    /// end of that resolve, injections included. Being one lock (and re-entered through
    /// `holdsCreationLock`, never taken twice), no two threads can each hold what the other waits
    /// for: resolving both ends of a shared cycle from many threads at once cannot deadlock, and a
    /// `.shared` factory runs exactly once. Ready instances are read without it.
    static let creationLock = Lock()

    init() {
        pathBase = .allocate(capacity: pathCapacity)
        announcement = .allocate(capacity: 1)
        announcement.initialize(to: 0)
    }

    deinit {
        pathBase.deallocate()
        announcement.deallocate()
    }

    /// This thread's state.
    @usableFromInline
    static var current: ResolutionState { unmanagedCurrent.takeUnretainedValue() }

    /// This thread's state, unretained: the thread holds it for its whole life.
    @inlinable
    static var unmanagedCurrent: Unmanaged<ResolutionState> {
        if let pointer = scenewright_thread_state() { return Unmanaged.fromOpaque(pointer) }
        return makeCurrent()
    }

    /// Makes this thread's state, registered with ``Reclamation`` and released at thread exit by a
    /// pthread key's destructor (the C slot alone has no destructor).
    @usableFromInline
    static func makeCurrent() -> Unmanaged<ResolutionState> {
        let state = Unmanaged.passRetained(ResolutionState())
        Reclamation.shared.add(state)
        scenewright_set_thread_state(state.toOpaque())
        pthread_setspecific(releaseAtExit, state.toOpaque())
        return state
    }

    private static let releaseAtExit: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { pointer in
            scenewright_set_thread_state(nil)
            #if canImport(Darwin)
                let state = Unmanaged<ResolutionState>.fromOpaque(pointer)
            #else
                guard let pointer else { return }
                let state = Unmanaged<ResolutionState>.fromOpaque(pointer)
            #endif
            Reclamation.shared.remove(state)
            state.release()
        }
        return key
    }()

    // MARK: Top-level resolves

    /// Starts a top-level resolve: announces it before any shared memory is read.
    @inlinable @inline(__always)
    func enter() {
        sequence &+= 2
        scenewright_announce_start(announcement, sequence | 1)
        depth = 1
    }

    /// Runs the end of a top-level resolve that made something: on failure, abandons it.
    @usableFromInline
    func finishOrAbandon() throws(ContainerError) {
        do throws(ContainerError) {
            try finish()
        } catch {
            abandon()
            throw error
        }
    }

    /// Announces the end of a top-level resolve that succeeded.
    @inlinable @inline(__always)
    func leave() {
        depth = 0
        scenewright_announce_end(announcement, sequence)
    }

    /// The error the failed resolve left, cleared.
    @usableFromInline
    func takeFailure() -> ContainerError {
        let error =
            failure
            ?? .missingRegistration(
                RegistrationKey(Never.self, argument: Void.self, name: nil), chain: [], in: nil)
        failure = nil
        return error
    }

    /// Ends a top-level resolve that threw: nothing it made is kept.
    @inlinable
    func abandon() {
        if holdsInstances { discard() }
        pathCount = 0
        depth = 0
        scenewright_announce_end(announcement, sequence)
    }

    @usableFromInline
    func finish() throws(ContainerError) {
        var index = 0
        while index < deferred.count {
            let next = deferred[index]
            index += 1
            // The injections this one descends from stay on the path, so a loop that makes a new
            // instance on every pass is still a cycle; the factories that asked have returned.
            pathCount = 0
            for bits in next.path where bits & 1 == 1 { append(bits) }
            append(Self.bits(of: next.registration) | 1)
            do {
                try next.run()
            } catch let error as ContainerError {
                discard()
                throw error
            } catch {
                let chain = names(Array(next.path))
                discard()
                throw .injectionFailed(chain, next.registration.key, underlying: error)
            }
        }
        pathCount = 0
        for publish in publications { publish() }
        discard()
    }

    /// Forgets everything this top-level resolve made, and releases the creation lock.
    @usableFromInline
    func discard() {
        let held = (made, deferred, publications)
        made = [:]
        deferred = []
        publications = []
        holdsInstances = false
        pathCount = 0
        if holdsCreationLock {
            holdsCreationLock = false
            Self.creationLock.unlock()
        }
        // Instances are released here, after the lock: their `deinit` may resolve or register.
        withExtendedLifetime(held) {}
    }

    /// Takes the creation lock for the rest of this top-level resolve, unless this thread has it.
    func takeCreationLock() {
        guard !holdsCreationLock else { return }
        Self.creationLock.lock()
        holdsCreationLock = true
        holdsInstances = true
    }

    /// Keeps an instance of a sharing scope for the rest of this top-level resolve.
    func keep(_ instance: Any, for registration: AnyRegistration) {
        made[ObjectIdentifier(registration)] = instance
        holdsInstances = true
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

    /// The path as an array of bit patterns.
    var path: [UInt] { Array(UnsafeBufferPointer(start: pathBase, count: pathCount)) }

    @inlinable @inline(__always)
    func push(_ registration: AnyRegistration) {
        append(Self.bits(of: registration))
    }

    @inlinable @inline(__always)
    func append(_ bits: UInt) {
        if pathCount == pathCapacity { growPath() }
        pathBase[pathCount] = bits
        pathCount &+= 1  // Below `pathCapacity`, which is an `Int`: cannot overflow.
    }

    @usableFromInline
    func growPath() {
        let grown = UnsafeMutablePointer<UInt>.allocate(capacity: pathCapacity * 2)
        grown.moveInitialize(from: pathBase, count: pathCount)
        pathBase.deallocate()
        pathBase = grown
        pathCapacity *= 2
    }

    @inlinable @inline(__always)
    func pop() {
        pathCount &-= 1  // Always after a `push`: stays at 0 or above.
    }

    @inlinable @inline(__always)
    func isBuilding(_ registration: AnyRegistration) -> Bool {
        let bits = Self.bits(of: registration)
        var index = 0
        while index < pathCount {
            if pathBase[index] & ~1 == bits { return true }
            index += 1
        }
        return false
    }

    /// The registrations being built, outermost first.
    var registrations: [AnyRegistration] { Self.registrations(path) }

    static func registrations(_ path: [UInt]) -> [AnyRegistration] {
        path.compactMap { bits in
            UnsafeRawPointer(bitPattern: bits & ~1).map {
                Unmanaged<AnyRegistration>.fromOpaque($0).takeUnretainedValue()
            }
        }
    }

    /// The display names of the registrations being built, outermost first.
    var chain: [String] { names(path) }

    func names(_ path: [UInt]) -> [String] { Self.registrations(path).map(\.key.displayName) }

    @inlinable @inline(__always)
    static func bits(of registration: AnyRegistration) -> UInt {
        UInt(bitPattern: Unmanaged.passUnretained(registration).toOpaque())
    }

    /// The cycle that asking for `registration` again closes, described for the error.
    func cycle(closingWith registration: AnyRegistration) -> ContainerError {
        let entries = path
        let target = Self.bits(of: registration)
        let start = entries.firstIndex { $0 & ~1 == target } ?? 0
        let loop = entries[start...]
        // A loop that passes through an injection was broken on purpose; it still loops because a
        // registration in it makes a new instance every time instead of reusing the one being made.
        let throughInjection = loop.contains { $0 & 1 == 1 }
        let renewing =
            throughInjection
            ? Self.registrations(Array(loop)).filter { $0.scope.kind == .transient }.map(\.key.displayName)
            : []
        return .cycle(names(entries) + [registration.key.displayName], renewing: uniqued(renewing))
    }

    private func uniqued(_ names: [String]) -> [String] {
        var seen = Set<String>()
        return names.filter { seen.insert($0).inserted }
    }
}
