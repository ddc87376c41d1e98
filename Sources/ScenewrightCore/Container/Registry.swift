import ScenewrightLocks

/// A container's registrations, and the shared and weak instances of those registrations, under
/// one lock.
///
/// A resolve takes the lock once to find its registration — and, for a ready `.shared` instance,
/// the instance too — and leaves it before any factory runs; it keeps what it found with ordinary
/// references, so a registration replaced or a container released meanwhile lives until the last
/// resolve using it returns. Registering, replacing and dropping instances take the same lock
/// briefly; whatever they remove is released after the lock is left, since a `deinit` may resolve
/// or register again.
///
/// `@unchecked Sendable`: `lock` guards `table`, `master` and `order`, and the instance storage of
/// every registration registered here (`AnyRegistration.ready`, `Registration.weakInstance`). It
/// is never held while user code runs.
@usableFromInline final class Registry: @unchecked Sendable {
    private let lock = Lock()
    /// The unnamed registrations, by service and argument type: the hot path. Read and written
    /// only under `lock`, so the runtime's exclusivity check, which costs a resolve more than the
    /// lock itself, is left out.
    @exclusivity(unchecked) private var table = RegistrationTable()
    /// Every registration, named or not.
    private var master: [RegistrationKey: AnyRegistration] = [:]
    /// How many registrations in `master` hold a ready-made instance.
    private var fixedInstanceCount = 0
    /// The keys in the order registered, for error messages.
    private var order: [RegistrationKey] = []

    @usableFromInline init() {}

    /// What a lookup of an unnamed registration found.
    @usableFromInline enum Found {
        /// The ready `.shared` instance (a ``Ready`` box) of a registration without isolation.
        case ready(AnyObject)
        /// The registration, to make or check the instance.
        case registration(AnyRegistration)
        case missing
    }

    /// The unnamed registration under the two type identities — or, when it has a ready `.shared`
    /// instance and no isolation to check, that instance — in one round trip through the lock: the
    /// hot path of `Container.resolve`.
    @usableFromInline func lookup(_ service: ObjectIdentifier, _ argument: ObjectIdentifier) -> Found {
        lock.lock()
        defer { lock.unlock() }
        guard let found = table.find(service, argument) else { return .missing }
        if found.isolation == nil, let ready = found.ready { return .ready(ready) }
        return .registration(found)
    }

    /// Runs `body` under the lock.
    func withLock<Result>(_ body: () -> Result) -> Result {
        lock.withLock(body)
    }

    /// The registration under a full key, or `nil`.
    @usableFromInline func find(_ key: RegistrationKey) -> AnyRegistration? {
        lock.withLock { master[key] }
    }

    /// Adds a registration and the types it forwards, all or nothing. Returns the key that blocked
    /// it, if one was registered already and `replacing` is false; then nothing changes.
    func add(_ registrations: [AnyRegistration], replacing: Bool) -> RegistrationKey? {
        var removed: [AnyRegistration] = []
        let blocked: RegistrationKey? = lock.withLock {
            if !replacing, let taken = registrations.first(where: { master[$0.key] != nil }) {
                return taken.key
            }
            for registration in registrations {
                if let existing = master[registration.key] { removed += remove(existing) }
            }
            for registration in registrations {
                master[registration.key] = registration
                order.append(registration.key)
            }
            fixedInstanceCount = master.values.reduce(0) { $0 + ($1.isFixedInstance ? 1 : 0) }
            if removed.isEmpty {
                for registration in registrations where registration.key.name == nil {
                    table.insert(registration)
                }
            } else {
                table = RegistrationTable(order.compactMap { master[$0] }.filter { $0.key.name == nil })
            }
            return nil
        }
        // Released here, outside the lock, unless a resolve still uses them.
        removed.removeAll()
        return blocked
    }

    /// Removes a registration and the types forwarded to it from `master` and `order`. Under `lock`.
    private func remove(_ registration: AnyRegistration) -> [AnyRegistration] {
        let target = registration.forwardTarget ?? registration
        var removed: [AnyRegistration] = []
        for (key, other) in master where other === target || other.forwardTarget === target {
            master[key] = nil
            removed.append(other)
        }
        order.removeAll { master[$0] == nil }
        return removed
    }

    /// Drops the shared and weak instances of the registrations `matching` selects (for a
    /// forwarded type, of the registration it forwards to), so the next resolve makes new ones.
    /// Waits for nothing but this lock; the instances are released after it, unless a resolve still
    /// uses them.
    func dropInstances(where matching: (AnyRegistration) -> Bool) {
        var dropped = lock.withLock {
            order.compactMap { master[$0] }.filter(matching).compactMap {
                ($0.forwardTarget ?? $0).dropInstances()
            }
        }
        dropped.removeAll()
    }

    /// The unnamed registrations of ready-made instances (`register(_:instance:)`) and their
    /// instances, in the order registered: what a miss looks through for an instance that conforms
    /// to the type asked for. Empty at once when there are none.
    func fixedInstances() -> [(registration: AnyRegistration, instance: Any)] {
        lock.withLock {
            guard fixedInstanceCount > 0 else { return [] }
            return order.compactMap { key -> (AnyRegistration, Any)? in
                guard key.name == nil, let registration = master[key], registration.isFixedInstance,
                    let instance = registration.readyValue()
                else { return nil }
                return (registration, instance)
            }
        }
    }

    /// Whether any registration here holds a ready-made instance.
    var holdsFixedInstances: Bool { lock.withLock { fixedInstanceCount > 0 } }

    /// Every registration, in the order registered. For error messages.
    var all: [AnyRegistration] {
        lock.withLock { order.compactMap { master[$0] } }
    }
}

/// The unnamed registrations of a registry, keyed by the two type identities, with open addressing
/// and linear probing: a lookup is a multiply, a mask and one or two comparisons. Ordinary arrays
/// hold keys and registrations, so every access is bounds-checked and reference-counted.
///
/// The capacity is a power of two, at least twice the count, so a probe always reaches an empty
/// slot. Entries are inserted, never removed: a registry that replaces a registration builds a new
/// table.
struct RegistrationTable {
    /// Two words per slot (service, argument); a service word of 0 marks an empty slot (an
    /// `ObjectIdentifier` never is 0).
    private var keys: [UInt]
    private var values: [AnyRegistration?]
    private var mask: Int
    private var count = 0

    init() {
        keys = Array(repeating: 0, count: 16)
        values = Array(repeating: nil, count: 8)
        mask = 7
    }

    init(_ registrations: [AnyRegistration]) {
        self.init()
        for registration in registrations { insert(registration) }
    }

    /// The home slot of a key: the words mixed with two odd constants, high bits taken.
    @inline(__always)
    static func home(_ first: UInt, _ second: UInt, _ mask: Int) -> Int {
        let mixed = (first &* 0x9E37_79B9_7F4A_7C15) ^ (second &* 0xC2B2_AE3D_27D4_EB4F)
        return Int(truncatingIfNeeded: mixed >> 29) & mask
    }

    /// The registration under the two type identities, or `nil`.
    @inline(__always)
    func find(_ service: ObjectIdentifier, _ argument: ObjectIdentifier) -> AnyRegistration? {
        let first = UInt(bitPattern: service)
        let second = UInt(bitPattern: argument)
        var index = Self.home(first, second, mask)
        while true {
            let key = keys[index &* 2]
            if key == 0 { return nil }
            if key == first && keys[index &* 2 &+ 1] == second { return values[index] }
            index = (index &+ 1) & mask
        }
    }

    /// Inserts `registration` under its key, or replaces the one there.
    mutating func insert(_ registration: AnyRegistration) {
        if (count + 1) * 2 > mask + 1 { grow() }
        let first = UInt(bitPattern: registration.key.service)
        let second = UInt(bitPattern: registration.key.argument)
        var index = Self.home(first, second, mask)
        while keys[index * 2] != 0 && (keys[index * 2] != first || keys[index * 2 + 1] != second) {
            index = (index + 1) & mask
        }
        if keys[index * 2] == 0 { count += 1 }
        keys[index * 2] = first
        keys[index * 2 + 1] = second
        values[index] = registration
    }

    private mutating func grow() {
        let entries = values.compactMap { $0 }
        let capacity = (mask + 1) * 2
        keys = Array(repeating: 0, count: capacity * 2)
        values = Array(repeating: nil, count: capacity)
        mask = capacity - 1
        count = 0
        for entry in entries { insert(entry) }
    }
}
