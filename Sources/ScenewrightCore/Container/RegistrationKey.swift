/// What a registration is found by: the service type, the argument type (`Void` for none) and an
/// optional name. Display names are made only for error messages.
@usableFromInline struct RegistrationKey: Hashable, Sendable {
    let serviceType: any Any.Type
    let argumentType: any Any.Type
    let name: String?

    @usableFromInline init(_ serviceType: any Any.Type, argument argumentType: any Any.Type, name: String?) {
        self.serviceType = serviceType
        self.argumentType = argumentType
        self.name = name
    }

    var service: ObjectIdentifier { ObjectIdentifier(serviceType) }
    var argument: ObjectIdentifier { ObjectIdentifier(argumentType) }

    @usableFromInline static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.service == rhs.service && lhs.argument == rhs.argument && lhs.name == rhs.name
    }

    @usableFromInline func hash(into hasher: inout Hasher) {
        hasher.combine(service)
        hasher.combine(argument)
        hasher.combine(name)
    }

    var serviceName: String { String(describing: serviceType) }
    var argumentName: String? { argumentType == Void.self ? nil : String(describing: argumentType) }

    /// `Greeting`, `Greeting (name: "formal")`, `CityController (argument: Int)`.
    var displayName: String {
        var qualifiers: [String] = []
        if let name { qualifiers.append("name: \"\(name)\"") }
        if let argumentName { qualifiers.append("argument: \(argumentName)") }
        return qualifiers.isEmpty ? serviceName : "\(serviceName) (\(qualifiers.joined(separator: ", ")))"
    }
}
