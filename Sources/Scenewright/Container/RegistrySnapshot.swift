/// An immutable view of a container's registrations, read without locks.
///
/// Unnamed registrations — the hot path — live in an ``OpenAddressingTable`` keyed by the two type
/// identities, so a lookup is a multiply, a mask and one or two comparisons. Named ones live in an
/// ordinary dictionary.
///
/// The table holds registrations as bit patterns, so a lookup costs no reference counting: a
/// registration is not freed while a resolve may still read it (see `Reclamation`), and lookups
/// happen only inside the container's methods.
///
/// `@unchecked Sendable`: written only in `init`, then read-only.
@usableFromInline final class RegistrySnapshot: @unchecked Sendable {
    @usableFromInline let table: OpenAddressingTable<UInt>
    private let named: [RegistrationKey: AnyRegistration]

    init(_ registrations: some Collection<AnyRegistration>) {
        let unnamed = registrations.filter { $0.key.name == nil }
        let table = OpenAddressingTable<UInt>(minimumCapacity: unnamed.count)
        for registration in unnamed {
            table.insert(
                UInt(bitPattern: Unmanaged.passUnretained(registration).toOpaque()),
                UInt(bitPattern: registration.key.service), UInt(bitPattern: registration.key.argument))
        }
        self.table = table
        var named: [RegistrationKey: AnyRegistration] = [:]
        for registration in registrations where registration.key.name != nil {
            named[registration.key] = registration
        }
        self.named = named
    }

    /// The bit pattern of the unnamed registration for a service and argument type, or 0.
    @inlinable @inline(__always)
    func find(service: ObjectIdentifier, argument: ObjectIdentifier) -> UInt {
        table.value(UInt(bitPattern: service), UInt(bitPattern: argument)) ?? 0
    }

    /// The bit pattern of the registration under a full key, named or not, or 0.
    func find(_ key: RegistrationKey) -> UInt {
        if key.name == nil { return find(service: key.service, argument: key.argument) }
        return named[key].map { UInt(bitPattern: Unmanaged.passUnretained($0).toOpaque()) } ?? 0
    }
}
