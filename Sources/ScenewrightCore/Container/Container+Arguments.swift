// Registrations with two to nine resolve-time arguments, written out plainly: one overload per
// arity, each adapting its factory to a tuple argument. `resolve(_:name:arguments:)` (in `Resolver`)
// packs the arguments into the same tuple type, so lookups find them like any other argument type.

extension Container {
    /// Registers a factory for `type` that takes two arguments at resolve time. Always transient:
    /// each resolve passes its own arguments.
    ///
    /// ```swift
    /// container.register(Route.self) { (r, city: String, zoom: Int) in Route(city, zoom) }
    /// let route = try container.resolve(Route.self, arguments: "Oslo", 12)
    /// ```
    /// - Parameters:
    ///   - type: The type to register under.
    ///   - name: Distinguishes several registrations of one type.
    ///   - replacing: Pass `true` to replace an existing registration on purpose.
    ///   - isolation: Where the factory may run; leave the default.
    ///   - factory: Makes an instance from the resolver and the arguments. Their types, in order,
    ///     are part of the registration: `resolve(_:arguments:)` must pass exactly those.
    /// - Returns: This container, to chain registrations.
    @discardableResult
    public func register<Service, First, Second>(
        _ type: Service.Type, name: String? = nil, replacing: Bool = false,
        isolation: (any Actor)? = #isolation,
        factory: @escaping (any Resolver, First, Second) throws -> Service
    ) -> Self {
        register(type, name: name, replacing: replacing, isolation: isolation) {
            (r: any Resolver, arguments: (First, Second)) in
            try factory(r, arguments.0, arguments.1)
        }
    }

    /// Registers a factory for `type` that takes three arguments at resolve time. Always transient:
    /// each resolve passes its own arguments.
    /// - Parameters:
    ///   - type: The type to register under.
    ///   - name: Distinguishes several registrations of one type.
    ///   - replacing: Pass `true` to replace an existing registration on purpose.
    ///   - isolation: Where the factory may run; leave the default.
    ///   - factory: Makes an instance from the resolver and the arguments. Their types, in order,
    ///     are part of the registration: `resolve(_:arguments:)` must pass exactly those.
    /// - Returns: This container, to chain registrations.
    @discardableResult
    public func register<Service, First, Second, Third>(
        _ type: Service.Type, name: String? = nil, replacing: Bool = false,
        isolation: (any Actor)? = #isolation,
        factory: @escaping (any Resolver, First, Second, Third) throws -> Service
    ) -> Self {
        register(type, name: name, replacing: replacing, isolation: isolation) {
            (r: any Resolver, arguments: (First, Second, Third)) in
            try factory(r, arguments.0, arguments.1, arguments.2)
        }
    }

    /// Registers a factory for `type` that takes four arguments at resolve time. Always transient:
    /// each resolve passes its own arguments.
    /// - Parameters:
    ///   - type: The type to register under.
    ///   - name: Distinguishes several registrations of one type.
    ///   - replacing: Pass `true` to replace an existing registration on purpose.
    ///   - isolation: Where the factory may run; leave the default.
    ///   - factory: Makes an instance from the resolver and the arguments. Their types, in order,
    ///     are part of the registration: `resolve(_:arguments:)` must pass exactly those.
    /// - Returns: This container, to chain registrations.
    @discardableResult
    public func register<Service, First, Second, Third, Fourth>(
        _ type: Service.Type, name: String? = nil, replacing: Bool = false,
        isolation: (any Actor)? = #isolation,
        factory: @escaping (any Resolver, First, Second, Third, Fourth) throws -> Service
    ) -> Self {
        register(type, name: name, replacing: replacing, isolation: isolation) {
            (r: any Resolver, arguments: (First, Second, Third, Fourth)) in
            try factory(r, arguments.0, arguments.1, arguments.2, arguments.3)
        }
    }

    /// Registers a factory for `type` that takes five arguments at resolve time. Always transient:
    /// each resolve passes its own arguments.
    /// - Parameters:
    ///   - type: The type to register under.
    ///   - name: Distinguishes several registrations of one type.
    ///   - replacing: Pass `true` to replace an existing registration on purpose.
    ///   - isolation: Where the factory may run; leave the default.
    ///   - factory: Makes an instance from the resolver and the arguments. Their types, in order,
    ///     are part of the registration: `resolve(_:arguments:)` must pass exactly those.
    /// - Returns: This container, to chain registrations.
    @discardableResult
    public func register<Service, First, Second, Third, Fourth, Fifth>(
        _ type: Service.Type, name: String? = nil, replacing: Bool = false,
        isolation: (any Actor)? = #isolation,
        factory: @escaping (any Resolver, First, Second, Third, Fourth, Fifth) throws -> Service
    ) -> Self {
        register(type, name: name, replacing: replacing, isolation: isolation) {
            (r: any Resolver, arguments: (First, Second, Third, Fourth, Fifth)) in
            try factory(r, arguments.0, arguments.1, arguments.2, arguments.3, arguments.4)
        }
    }

    /// Registers a factory for `type` that takes six arguments at resolve time. Always transient:
    /// each resolve passes its own arguments.
    /// - Parameters:
    ///   - type: The type to register under.
    ///   - name: Distinguishes several registrations of one type.
    ///   - replacing: Pass `true` to replace an existing registration on purpose.
    ///   - isolation: Where the factory may run; leave the default.
    ///   - factory: Makes an instance from the resolver and the arguments. Their types, in order,
    ///     are part of the registration: `resolve(_:arguments:)` must pass exactly those.
    /// - Returns: This container, to chain registrations.
    @discardableResult
    public func register<Service, First, Second, Third, Fourth, Fifth, Sixth>(
        _ type: Service.Type, name: String? = nil, replacing: Bool = false,
        isolation: (any Actor)? = #isolation,
        factory: @escaping (any Resolver, First, Second, Third, Fourth, Fifth, Sixth) throws -> Service
    ) -> Self {
        register(type, name: name, replacing: replacing, isolation: isolation) {
            (r: any Resolver, arguments: (First, Second, Third, Fourth, Fifth, Sixth)) in
            try factory(r, arguments.0, arguments.1, arguments.2, arguments.3, arguments.4, arguments.5)
        }
    }

    /// Registers a factory for `type` that takes seven arguments at resolve time. Always transient:
    /// each resolve passes its own arguments.
    /// - Parameters:
    ///   - type: The type to register under.
    ///   - name: Distinguishes several registrations of one type.
    ///   - replacing: Pass `true` to replace an existing registration on purpose.
    ///   - isolation: Where the factory may run; leave the default.
    ///   - factory: Makes an instance from the resolver and the arguments. Their types, in order,
    ///     are part of the registration: `resolve(_:arguments:)` must pass exactly those.
    /// - Returns: This container, to chain registrations.
    @discardableResult
    public func register<Service, First, Second, Third, Fourth, Fifth, Sixth, Seventh>(
        _ type: Service.Type, name: String? = nil, replacing: Bool = false,
        isolation: (any Actor)? = #isolation,
        factory:
            @escaping (any Resolver, First, Second, Third, Fourth, Fifth, Sixth, Seventh) throws -> Service
    ) -> Self {
        register(type, name: name, replacing: replacing, isolation: isolation) {
            (r: any Resolver, arguments: (First, Second, Third, Fourth, Fifth, Sixth, Seventh)) in
            try factory(
                r, arguments.0, arguments.1, arguments.2, arguments.3, arguments.4, arguments.5, arguments.6)
        }
    }

    /// Registers a factory for `type` that takes eight arguments at resolve time. Always transient:
    /// each resolve passes its own arguments.
    /// - Parameters:
    ///   - type: The type to register under.
    ///   - name: Distinguishes several registrations of one type.
    ///   - replacing: Pass `true` to replace an existing registration on purpose.
    ///   - isolation: Where the factory may run; leave the default.
    ///   - factory: Makes an instance from the resolver and the arguments. Their types, in order,
    ///     are part of the registration: `resolve(_:arguments:)` must pass exactly those.
    /// - Returns: This container, to chain registrations.
    @discardableResult
    public func register<Service, First, Second, Third, Fourth, Fifth, Sixth, Seventh, Eighth>(
        _ type: Service.Type, name: String? = nil, replacing: Bool = false,
        isolation: (any Actor)? = #isolation,
        factory:
            @escaping (any Resolver, First, Second, Third, Fourth, Fifth, Sixth, Seventh, Eighth) throws ->
            Service
    ) -> Self {
        register(type, name: name, replacing: replacing, isolation: isolation) {
            (r: any Resolver, arguments: (First, Second, Third, Fourth, Fifth, Sixth, Seventh, Eighth)) in
            try factory(
                r, arguments.0, arguments.1, arguments.2, arguments.3, arguments.4, arguments.5, arguments.6,
                arguments.7)
        }
    }

    /// Registers a factory for `type` that takes nine arguments at resolve time. Always transient:
    /// each resolve passes its own arguments.
    /// - Parameters:
    ///   - type: The type to register under.
    ///   - name: Distinguishes several registrations of one type.
    ///   - replacing: Pass `true` to replace an existing registration on purpose.
    ///   - isolation: Where the factory may run; leave the default.
    ///   - factory: Makes an instance from the resolver and the arguments. Their types, in order,
    ///     are part of the registration: `resolve(_:arguments:)` must pass exactly those.
    /// - Returns: This container, to chain registrations.
    @discardableResult
    public func register<Service, First, Second, Third, Fourth, Fifth, Sixth, Seventh, Eighth, Ninth>(
        _ type: Service.Type, name: String? = nil, replacing: Bool = false,
        isolation: (any Actor)? = #isolation,
        factory:
            @escaping (any Resolver, First, Second, Third, Fourth, Fifth, Sixth, Seventh, Eighth, Ninth)
            throws -> Service
    ) -> Self {
        register(type, name: name, replacing: replacing, isolation: isolation) {
            (r: any Resolver, arguments: (First, Second, Third, Fourth, Fifth, Sixth, Seventh, Eighth, Ninth))
            in
            try factory(
                r, arguments.0, arguments.1, arguments.2, arguments.3, arguments.4, arguments.5, arguments.6,
                arguments.7, arguments.8)
        }
    }
}
