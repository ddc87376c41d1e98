/// An immutable view of a container's registrations, read without locks.
///
/// Unnamed registrations — the hot path — live in a flat open-addressing table keyed by the two
/// type identities, so a lookup is a multiply, a mask and one or two comparisons. Named ones live in
/// an ordinary dictionary.
///
/// The table holds registrations as bit patterns, so a lookup costs no reference counting: a
/// registration lives as long as its container (``Registry`` keeps even replaced ones), and lookups
/// happen only inside the container's methods.
@usableFromInline final class RegistrySnapshot: @unchecked Sendable {
    /// Slots of three words: service identity, argument identity, registration bit pattern (0 when
    /// empty). Owned by the snapshot, written only in `init`, then read-only: hence
    /// `@unchecked Sendable`.
    @usableFromInline let table: UnsafeMutablePointer<UInt>
    @usableFromInline let mask: Int
    private let named: [RegistrationKey: AnyRegistration]

    init(_ registrations: some Collection<AnyRegistration>) {
        let unnamed = registrations.filter { $0.key.name == nil }
        var capacity = 8
        while capacity < unnamed.count * 2 { capacity *= 2 }
        let table = UnsafeMutablePointer<UInt>.allocate(capacity: capacity * 3)
        table.initialize(repeating: 0, count: capacity * 3)
        let mask = capacity - 1
        for registration in unnamed {
            let service = UInt(bitPattern: registration.key.service)
            let argument = UInt(bitPattern: registration.key.argument)
            var index = Self.slot(service, argument, mask)
            while table[index * 3 + 2] != 0 { index = (index + 1) & mask }
            table[index * 3] = service
            table[index * 3 + 1] = argument
            table[index * 3 + 2] = UInt(bitPattern: Unmanaged.passUnretained(registration).toOpaque())
        }
        self.table = table
        self.mask = mask
        var named: [RegistrationKey: AnyRegistration] = [:]
        for registration in registrations where registration.key.name != nil {
            named[registration.key] = registration
        }
        self.named = named
    }

    deinit {
        table.deallocate()
    }

    @inlinable
    static func slot(_ service: UInt, _ argument: UInt, _ mask: Int) -> Int {
        let mixed = (service &* 0x9E37_79B9_7F4A_7C15) ^ (argument &* 0xC2B2_AE3D_27D4_EB4F)
        return Int(truncatingIfNeeded: mixed >> 29) & mask
    }

    /// The bit pattern of the unnamed registration for a service and argument type, or 0.
    @inlinable
    func find(service: ObjectIdentifier, argument: ObjectIdentifier) -> UInt {
        let service = UInt(bitPattern: service)
        let argument = UInt(bitPattern: argument)
        var index = Self.slot(service, argument, mask)
        while true {
            let slot = table + index * 3
            let candidate = slot[2]
            if candidate == 0 || (slot[0] == service && slot[1] == argument) { return candidate }
            index = (index + 1) & mask
        }
    }

    /// The bit pattern of the registration under a full key, named or not, or 0.
    func find(_ key: RegistrationKey) -> UInt {
        if key.name == nil { return find(service: key.service, argument: key.argument) }
        return named[key].map { UInt(bitPattern: Unmanaged.passUnretained($0).toOpaque()) } ?? 0
    }
}
