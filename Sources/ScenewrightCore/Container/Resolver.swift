/// What a factory receives to resolve its dependencies: a ``Container`` or a child of one.
///
/// The `isolation` parameters default to the caller's `#isolation`: a factory registered from the
/// main actor runs only when resolved from the main actor. Call these without it.
///
/// Conform your own class (a test double, say) by implementing the two requirements; the
/// convenience methods call a ``Container`` directly, so they are specialized in your code.
///
/// ```swift
/// container.register(LocationService.self) { r in
///     LocationService(store: try r.resolve(LocationStore.self), clock: try r.resolve(Clock.self))
/// }
/// ```
public protocol Resolver: AnyObject, Sendable {
    /// Resolves `type`, registered without an argument, under `name` (or unnamed).
    /// - Throws: ``ContainerError`` naming the type, the chain and the fix.
    func resolve<Service>(
        _ type: Service.Type, name: String?, isolation: (any Actor)?
    ) throws(ContainerError) -> Service

    /// Resolves `type`, registered with one argument of type `Argument`, under `name` (or unnamed).
    /// - Throws: ``ContainerError`` naming the type, the chain and the fix.
    func resolve<Service, Argument>(
        _ type: Service.Type, name: String?, argument: Argument, isolation: (any Actor)?
    ) throws(ContainerError) -> Service
}

extension Resolver {
    /// Resolves the unnamed registration of `type`.
    ///
    /// ```swift
    /// let service = try container.resolve(LocationService.self)
    /// ```
    /// - Parameters:
    ///   - type: The registered type: a concrete type or a protocol.
    ///   - isolation: The caller's isolation; leave the default.
    /// - Returns: The instance, made or reused as the registration's scope says.
    /// - Throws: ``ContainerError`` — a missing registration, a cycle, a failing factory, or a
    ///   main-actor factory resolved off the main actor.
    @inlinable @inline(__always)
    public func resolve<Service>(
        _ type: Service.Type, isolation: (any Actor)? = #isolation
    ) throws(ContainerError) -> Service {
        if self is Container {
            // Borrowed, not retained: `as?` would make an owned copy (a retain and a release).
            return try unsafeDowncast(self, to: Container.self).resolve(
                type, name: nil, argument: (), isolation: isolation)
        }
        return try resolve(type, name: nil, isolation: isolation)
    }

    /// Resolves the registration of `type` under `name`.
    ///
    /// ```swift
    /// let formal = try container.resolve(Greeting.self, name: "formal")
    /// ```
    /// - Parameters:
    ///   - type: The registered type.
    ///   - name: The name it was registered under.
    ///   - isolation: The caller's isolation; leave the default.
    /// - Returns: The instance.
    /// - Throws: ``ContainerError``.
    @inlinable @inline(__always)
    public func resolve<Service>(
        _ type: Service.Type, name: String, isolation: (any Actor)? = #isolation
    ) throws(ContainerError) -> Service {
        if self is Container {
            // Borrowed, not retained: `as?` would make an owned copy (a retain and a release).
            return try unsafeDowncast(self, to: Container.self).resolve(
                type, name: Optional(name), argument: (), isolation: isolation)
        }
        return try resolve(type, name: Optional(name), isolation: isolation)
    }

    /// Resolves `type`, registered with an argument of `Argument`'s type, passing `argument`.
    ///
    /// ```swift
    /// container.register(CityController.self) { (r, cityID: Int) in CityController(cityID) }
    /// let detail = try container.resolve(CityController.self, argument: 42)
    /// ```
    /// - Parameters:
    ///   - type: The registered type.
    ///   - argument: Passed to the factory. Its static type must match the registration's exactly.
    ///   - isolation: The caller's isolation; leave the default.
    /// - Returns: The instance.
    /// - Throws: ``ContainerError``.
    @inlinable @inline(__always)
    public func resolve<Service, Argument>(
        _ type: Service.Type, argument: Argument, isolation: (any Actor)? = #isolation
    ) throws(ContainerError) -> Service {
        if self is Container {
            // Borrowed, not retained: `as?` would make an owned copy (a retain and a release).
            return try unsafeDowncast(self, to: Container.self).resolve(
                type, name: nil, argument: argument, isolation: isolation)
        }
        return try resolve(type, name: nil, argument: argument, isolation: isolation)
    }

    /// Resolves `type` registered under `name` with an argument, passing `argument`.
    /// - Parameters:
    ///   - type: The registered type.
    ///   - name: The name it was registered under.
    ///   - argument: Passed to the factory.
    ///   - isolation: The caller's isolation; leave the default.
    /// - Returns: The instance.
    /// - Throws: ``ContainerError``.
    @inlinable @inline(__always)
    public func resolve<Service, Argument>(
        _ type: Service.Type, name: String, argument: Argument, isolation: (any Actor)? = #isolation
    ) throws(ContainerError) -> Service {
        if self is Container {
            // Borrowed, not retained: `as?` would make an owned copy (a retain and a release).
            return try unsafeDowncast(self, to: Container.self).resolve(
                type, name: Optional(name), argument: argument, isolation: isolation)
        }
        return try resolve(type, name: Optional(name), argument: argument, isolation: isolation)
    }

    /// Resolves `type`, registered with several arguments, passing them in order.
    ///
    /// ```swift
    /// container.register(Route.self) { (r, city: String, zoom: Int) in Route(city, zoom) }
    /// let route = try container.resolve(Route.self, arguments: "Oslo", 12)
    /// ```
    /// - Parameters:
    ///   - type: The registered type.
    ///   - name: The name it was registered under, or `nil` for the unnamed registration.
    ///   - arguments: Passed to the factory. Their static types, in order, must match the
    ///     registration's exactly.
    ///   - isolation: The caller's isolation; leave the default.
    /// - Returns: The instance.
    /// - Throws: ``ContainerError``.
    @inlinable @inline(__always)
    public func resolve<Service, each Argument>(
        _ type: Service.Type, name: String? = nil, arguments: repeat each Argument,
        isolation: (any Actor)? = #isolation
    ) throws(ContainerError) -> Service {
        let packed = (repeat each arguments)
        if self is Container {
            // Borrowed, not retained: `as?` would make an owned copy (a retain and a release).
            return try unsafeDowncast(self, to: Container.self).resolve(
                type, name: name, argument: packed, isolation: isolation)
        }
        return try resolve(type, name: name, argument: packed, isolation: isolation)
    }
}
