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
final class ResolutionState {
    @exclusivity(unchecked) var path: [AnyRegistration] = []
    @exclusivity(unchecked) var graph: [ObjectIdentifier: Any] = [:]
    @exclusivity(unchecked) var injecting: [ObjectIdentifier: Any] = [:]

    init() { path.reserveCapacity(16) }

    /// This thread's state.
    @inline(__always)
    static var current: ResolutionState {
        if let pointer = pthread_getspecific(key) {
            return Unmanaged<ResolutionState>.fromOpaque(pointer).takeUnretainedValue()
        }
        let state = ResolutionState()
        pthread_setspecific(key, Unmanaged.passRetained(state).toOpaque())
        return state
    }

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { pointer in
            #if canImport(Darwin)
                Unmanaged<ResolutionState>.fromOpaque(pointer).release()
            #else
                if let pointer { Unmanaged<ResolutionState>.fromOpaque(pointer).release() }
            #endif
        }
        return key
    }()

    func isBuilding(_ registration: AnyRegistration) -> Bool {
        path.contains { $0 === registration }
    }

    /// The chain of display names from the outermost registration being built to `last`.
    func chain(endingWith last: RegistrationKey) -> [String] {
        path.map(\.key.displayName) + [last.displayName]
    }

    /// Called when the outermost resolve of this thread returns or throws.
    func endTopLevel() {
        if !graph.isEmpty { graph.removeAll(keepingCapacity: true) }
        if !injecting.isEmpty { injecting.removeAll(keepingCapacity: true) }
    }
}
