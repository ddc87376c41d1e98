import CBenchmarkSupport

// MARK: The floor of a runtime container

/// The least a runtime container can do per resolve while keeping the checks Scenewright's
/// container promises, written for speed and nothing else, with the unsafe techniques of the
/// container's previous design (a C thread-local, unretained reads, reclamation announcements). It
/// exists only to measure that floor, side by side with hand-written code and with Scenewright (the
/// "floor of a runtime container" case in `ContainerCases.swift`); the container itself now runs on
/// ordinary ownership (a lock per lookup, retained registrations) and sits above this floor.
///
/// Per resolve it does what the previous design of Scenewright's container did at the least:
/// - reads the thread's resolution state from a C thread-local slot (cycle detection and error
///   chains need per-thread state; a factory may resolve on any thread);
/// - announces a top-level resolve with a relaxed store, so replaced registrations can be
///   reclaimed safely (no lock, no read-modify-write);
/// - finds the registration in an open-addressing table keyed by the type's identity;
/// - checks the factory's isolation against the caller's `#isolation`;
/// - scans the path of registrations being built, to throw on a cycle instead of recursing;
/// - pushes and pops the path around the factory call, and checks for a pending injection.
///
/// It leaves out everything else: scopes, names, arguments, child containers, registering after the
/// first resolve, reclaiming replaced registrations, and errors that explain themselves (it
/// returns a bare code). It is not safe to register while resolving. Not for use outside the
/// benchmarks.
final class MinimalContainer: @unchecked Sendable {
    private final class State {
        var path = UnsafeMutablePointer<UInt>.allocate(capacity: 64)
        var count = 0
        let capacity = 64
        var depth = 0
        var sequence: UInt = 0
        var failure = 0
        let announcement = UnsafeMutablePointer<UInt>.allocate(capacity: 1)

        init() { announcement.initialize(to: 0) }

        @inline(never) static func makeCurrent() -> UnsafeMutableRawPointer {
            let state = Unmanaged.passRetained(State()).toOpaque()
            benchmark_set_thread_state(state)
            return state
        }
    }

    private class AnyEntry {
        let isolation: (any Actor)?
        let injects = false
        init(isolation: (any Actor)?) { self.isolation = isolation }
    }

    private final class Entry<Service>: AnyEntry {
        let factory: (MinimalContainer) throws -> Service
        init(isolation: (any Actor)?, factory: @escaping (MinimalContainer) throws -> Service) {
            self.factory = factory
            super.init(isolation: isolation)
        }
    }

    /// A failed resolve: 1 missing, 2 isolation, 3 cycle, 4 too deep, 5 the factory threw.
    struct Failure: Error { let code: Int }

    private let keys: UnsafeMutablePointer<UInt>
    private let values: UnsafeMutablePointer<UInt>
    private let mask = 63
    private var entries: [AnyEntry] = []

    init() {
        keys = .allocate(capacity: 64)
        keys.initialize(repeating: 0, count: 64)
        values = .allocate(capacity: 64)
        values.initialize(repeating: 0, count: 64)
    }

    deinit {
        keys.deallocate()
        values.deallocate()
    }

    @discardableResult
    func register<Service>(
        _ type: Service.Type, isolation: (any Actor)? = #isolation,
        factory: @escaping (MinimalContainer) throws -> Service
    ) -> Self {
        let entry = Entry(isolation: isolation, factory: factory)
        entries.append(entry)
        let key = UInt(bitPattern: ObjectIdentifier(type))
        var index = Self.home(key, mask)
        while keys[index] != 0 && keys[index] != key { index = (index &+ 1) & mask }
        keys[index] = key
        values[index] = UInt(bitPattern: Unmanaged.passUnretained(entry).toOpaque())
        return self
    }

    @inline(__always) private static func home(_ key: UInt, _ mask: Int) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 29) & mask
    }

    @inline(__always) private func find(_ key: UInt) -> UInt {
        var index = Self.home(key, mask)
        while true {
            let found = keys[index]
            if found == 0 { return 0 }
            if found == key { return values[index] }
            index = (index &+ 1) & mask
        }
    }

    @inline(__always)
    func resolve<Service>(_ type: Service.Type, isolation: (any Actor)? = #isolation) throws(Failure)
        -> Service
    {
        let slot = benchmark_thread_state() ?? State.makeCurrent()
        let made = Unmanaged<State>.fromOpaque(slot)._withUnsafeGuaranteedRef { state -> Service? in
            if state.depth != 0 { return resolve(type, isolation, state) }
            state.sequence &+= 2
            benchmark_announce_start(state.announcement, state.sequence | 1)
            state.depth = 1
            let made = resolve(type, isolation, state)
            state.depth = 0
            if made == nil { state.count = 0 }
            benchmark_announce_end(state.announcement, state.sequence)
            return made
        }
        if let made { return made }
        let failure = Unmanaged<State>.fromOpaque(slot).takeUnretainedValue().failure
        throw Failure(code: failure)
    }

    @inline(__always)
    private func resolve<Service>(_ type: Service.Type, _ isolation: (any Actor)?, _ state: State) -> Service?
    {
        let bits = find(UInt(bitPattern: ObjectIdentifier(type)))
        guard let pointer = UnsafeRawPointer(bitPattern: bits) else {
            state.failure = 1
            return nil
        }
        // Registered under `Service`'s identity, so the entry's generic argument is `Service`.
        return Unmanaged<Entry<Service>>.fromOpaque(pointer)._withUnsafeGuaranteedRef { entry -> Service? in
            if let required = entry.isolation, required !== isolation {
                state.failure = 2
                return nil
            }
            var index = 0
            while index < state.count {
                if state.path[index] == bits {
                    state.failure = 3
                    return nil
                }
                index &+= 1
            }
            guard state.count < state.capacity else {
                state.failure = 4
                return nil
            }
            state.path[state.count] = bits
            state.count &+= 1
            let made: Service
            do {
                made = try entry.factory(self)
            } catch {
                state.count &-= 1
                // A nested resolve's failure passes through with its own code, as in Scenewright.
                if !(error is Failure) { state.failure = 5 }
                return nil
            }
            state.count &-= 1
            if entry.injects {
                state.failure = 6
                return nil
            }
            return made
        }
    }
}

/// The transient case's registrations, in the minimal container.
nonisolated func minimalContainer() -> MinimalContainer {
    MinimalContainer()
        .register(Repository.self) { _ in Repository() }
        .register(UserService.self) { r in UserService(repository: try r.resolve(Repository.self)) }
}

// MARK: Checking the floor does the work it claims

private final class CycleA {
    init(_ b: CycleB) {}
}
private final class CycleB {
    init(_ a: CycleA) {}
}
private final class MainOnly {}

/// Runs the checks the minimal container claims to make — a miss, a cycle, an isolation mismatch,
/// a clean state after a failure, a new instance per transient resolve — and returns how many did
/// not behave as Scenewright's container does. The benchmark counts them as failures, so a floor
/// that skipped a check could not pass as one.
@MainActor func minimalContainerMismatches() -> Int {
    var mismatches = 0
    func expect(_ code: Int, _ body: () throws(MinimalContainer.Failure) -> Void) {
        do {
            try body()
            if code != 0 { mismatches += 1 }
        } catch {
            if error.code != code { mismatches += 1 }
        }
    }
    let container = minimalContainer()
        .register(CycleA.self) { r in CycleA(try r.resolve(CycleB.self)) }
        .register(CycleB.self) { r in CycleB(try r.resolve(CycleA.self)) }
        .register(MainOnly.self, isolation: MainActor.shared) { _ in MainOnly() }
    expect(1) { () throws(MinimalContainer.Failure) in _ = try container.resolve(Unregistered.self) }
    expect(3) { () throws(MinimalContainer.Failure) in _ = try container.resolve(CycleA.self) }
    expect(0) { () throws(MinimalContainer.Failure) in
        let first = try container.resolve(UserService.self)
        let second = try container.resolve(UserService.self)
        if first === second { mismatches += 1 }
    }
    expect(2) { () throws(MinimalContainer.Failure) in
        _ = try container.resolve(MainOnly.self, isolation: nil)
    }
    expect(0) { () throws(MinimalContainer.Failure) in _ = try container.resolve(MainOnly.self) }
    return mismatches
}
