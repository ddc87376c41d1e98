/// An immutable view of a container's registrations, read without locks.
///
/// Unnamed registrations — the hot path — live in a flat open-addressing table keyed by the two
/// type identities, so a lookup is a multiply, a mask and one or two comparisons. Named ones live in
/// an ordinary dictionary.
final class RegistrySnapshot: Sendable {
    private let services: [UInt]
    private let arguments: [UInt]
    private let values: [AnyRegistration?]
    private let mask: Int
    private let named: [RegistrationKey: AnyRegistration]

    init(_ registrations: some Collection<AnyRegistration>) {
        let unnamed = registrations.filter { $0.key.name == nil }
        var capacity = 8
        while capacity < unnamed.count * 2 { capacity *= 2 }
        var services = [UInt](repeating: 0, count: capacity)
        var arguments = [UInt](repeating: 0, count: capacity)
        var values = [AnyRegistration?](repeating: nil, count: capacity)
        let mask = capacity - 1
        for registration in unnamed {
            let service = UInt(bitPattern: registration.key.service)
            let argument = UInt(bitPattern: registration.key.argument)
            var index = Self.slot(service, argument, mask)
            while values[index] != nil { index = (index + 1) & mask }
            services[index] = service
            arguments[index] = argument
            values[index] = registration
        }
        self.services = services
        self.arguments = arguments
        self.values = values
        self.mask = mask
        var named: [RegistrationKey: AnyRegistration] = [:]
        for registration in registrations where registration.key.name != nil {
            named[registration.key] = registration
        }
        self.named = named
    }

    @inline(__always)
    private static func slot(_ service: UInt, _ argument: UInt, _ mask: Int) -> Int {
        let mixed = (service &* 0x9E37_79B9_7F4A_7C15) ^ (argument &* 0xC2B2_AE3D_27D4_EB4F)
        return Int(truncatingIfNeeded: mixed >> 29) & mask
    }

    /// The unnamed registration for a service and argument type, if any.
    @inline(__always)
    func find(service: ObjectIdentifier, argument: ObjectIdentifier) -> AnyRegistration? {
        let service = UInt(bitPattern: service)
        let argument = UInt(bitPattern: argument)
        var index = Self.slot(service, argument, mask)
        while let candidate = values[index] {
            if services[index] == service && arguments[index] == argument { return candidate }
            index = (index + 1) & mask
        }
        return nil
    }

    /// The registration under a full key, named or not.
    func find(_ key: RegistrationKey) -> AnyRegistration? {
        key.name == nil ? find(service: key.service, argument: key.argument) : named[key]
    }
}
