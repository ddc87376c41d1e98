import CScenewrightSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What one thread's resolve in progress knows: the registrations being built (for cycle detection
/// and for the chain in error messages), the `.graph` instances of the current top-level resolve,
/// and instances made but still being injected.
///
/// One per thread, found through a pthread key, so nested resolves need no allocation and factories
/// can be given the container itself as their ``Resolver``. Never shared between threads.
@usableFromInline final class ResolutionState {
    /// The registrations being built, outermost first, as bit patterns in a buffer this state owns:
    /// a registration outlives any resolve through its container, so the path needs no reference
    /// counting, and pushing and popping are a store and an increment.
    @usableFromInline @exclusivity(unchecked) var pathBase: UnsafeMutablePointer<UInt>
    @usableFromInline @exclusivity(unchecked) var pathCount = 0
    @usableFromInline @exclusivity(unchecked) var pathCapacity = 16
    @exclusivity(unchecked) var graph: [ObjectIdentifier: Any] = [:]
    @exclusivity(unchecked) var injecting: [ObjectIdentifier: Any] = [:]
    /// Whether `graph` or `injecting` holds anything to clear at the end of a top-level resolve.
    @usableFromInline @exclusivity(unchecked) var holdsInstances = false

    init() {
        pathBase = .allocate(capacity: pathCapacity)
    }

    deinit {
        pathBase.deallocate()
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

    /// Makes this thread's state: read through a C11 thread-local slot, released at thread exit by
    /// a pthread key's destructor.
    @usableFromInline
    static func makeCurrent() -> Unmanaged<ResolutionState> {
        let state = Unmanaged.passRetained(ResolutionState())
        scenewright_set_thread_state(state.toOpaque())
        pthread_setspecific(releaseAtExit, state.toOpaque())
        return state
    }

    private static let releaseAtExit: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { pointer in
            scenewright_set_thread_state(nil)
            #if canImport(Darwin)
                Unmanaged<ResolutionState>.fromOpaque(pointer).release()
            #else
                if let pointer { Unmanaged<ResolutionState>.fromOpaque(pointer).release() }
            #endif
        }
        return key
    }()

    /// The path as an array, for error messages.
    var path: [UInt] { Array(UnsafeBufferPointer(start: pathBase, count: pathCount)) }

    @inlinable
    func push(_ registration: AnyRegistration) {
        if pathCount == pathCapacity { growPath() }
        pathBase[pathCount] = Self.bits(of: registration)
        pathCount += 1
    }

    @usableFromInline
    func growPath() {
        let grown = UnsafeMutablePointer<UInt>.allocate(capacity: pathCapacity * 2)
        grown.moveInitialize(from: pathBase, count: pathCount)
        pathBase.deallocate()
        pathBase = grown
        pathCapacity *= 2
    }

    /// Pops the innermost registration; ends the top-level resolve when it was the outermost.
    @inlinable
    func pop() {
        pathCount -= 1
        if pathCount == 0 && holdsInstances { endTopLevel() }
    }

    @inlinable
    func isBuilding(_ registration: AnyRegistration) -> Bool {
        let bits = Self.bits(of: registration)
        var index = 0
        while index < pathCount {
            if pathBase[index] == bits { return true }
            index += 1
        }
        return false
    }

    /// The display names of the registrations being built, outermost first.
    var chain: [String] {
        path.compactMap { bits in
            UnsafeRawPointer(bitPattern: bits).map {
                Unmanaged<AnyRegistration>.fromOpaque($0).takeUnretainedValue().key.displayName
            }
        }
    }

    /// The chain of display names from the outermost registration being built to `last`.
    func chain(endingWith last: RegistrationKey) -> [String] {
        chain + [last.displayName]
    }

    @inlinable
    static func bits(of registration: AnyRegistration) -> UInt {
        UInt(bitPattern: Unmanaged.passUnretained(registration).toOpaque())
    }

    /// Called when the outermost resolve of this thread returns or throws.
    @usableFromInline
    func endTopLevel() {
        if !graph.isEmpty { graph.removeAll(keepingCapacity: true) }
        if !injecting.isEmpty { injecting.removeAll(keepingCapacity: true) }
        holdsInstances = false
    }
}
