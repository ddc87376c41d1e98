/// Why a ``Container`` could not resolve a service: what is wrong, the chain of registrations that
/// led there, and how to fix it.
///
/// ```swift
/// do {
///     _ = try container.resolve(LocationService.self)
/// } catch {
///     print(error)
///     // No registration for LocationStore, needed by LocationService → LocationStore.
///     // Registered with a similar name: LocationStoring.
///     // Fix: register it — container.register(LocationStore.self) { r in … } — or resolve one of
///     // the registrations above.
/// }
/// ```
public struct ContainerError: Error, CustomStringConvertible {
    /// What went wrong, as a grow-able set of kinds.
    public struct Kind: Hashable, Sendable, CustomStringConvertible {
        /// The kind's stable name.
        public let rawValue: String
        /// Creates a kind.
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// The kind's name.
        public var description: String { rawValue }

        /// Nothing is registered under the type, name and argument type asked for.
        public static let missingRegistration = Kind("missingRegistration")
        /// Resolving a service needs the service itself, directly or through others.
        public static let cycle = Kind("cycle")
        /// A factory threw; ``ContainerError/underlying`` holds its error.
        public static let factoryFailed = Kind("factoryFailed")
        /// An after-creation injection threw; ``ContainerError/underlying`` holds its error.
        public static let injectionFailed = Kind("injectionFailed")
        /// A factory registered from an actor was resolved outside that actor.
        public static let isolationMismatch = Kind("isolationMismatch")
        /// A `.weak` factory returned a value that is not an object.
        public static let weakScopeNeedsObject = Kind("weakScopeNeedsObject")
    }

    /// What went wrong.
    public let kind: Kind
    /// The registrations being resolved, outermost first, ending with the one that failed:
    /// `["DayMapViewController", "LocationService", "LocationStore"]`.
    public let chain: [String]
    /// The error a factory or injection threw, for ``Kind/factoryFailed`` and ``Kind/injectionFailed``.
    public let underlying: (any Error)?
    /// What went wrong, where, and how to fix it.
    public let message: String

    init(_ kind: Kind, chain: [String], underlying: (any Error)? = nil, message: String) {
        self.kind = kind
        self.chain = chain
        self.underlying = underlying
        self.message = message
    }

    /// The message.
    public var description: String { message }

    static func path(_ chain: [String]) -> String { chain.joined(separator: " → ") }

    static func missingRegistration(
        _ key: RegistrationKey, chain: [String], candidates: [String]
    ) -> ContainerError {
        let full = chain + [key.displayName]
        var lines = [
            "No registration for \(key.displayName)" + (chain.isEmpty ? "." : ", needed by \(path(full)).")
        ]
        if !candidates.isEmpty {
            lines.append("Registered and close to it: \(candidates.joined(separator: "; ")).")
        }
        lines.append(
            "Fix: register it before resolving — container.register(\(key.serviceName).self"
                + (key.name.map { ", name: \"\($0)\"" } ?? "") + ") { "
                + (key.argumentName.map { "(r, argument: \($0))" } ?? "r") + " in … }"
                + (candidates.isEmpty ? "." : " — or resolve one of the registrations above."))
        return ContainerError(.missingRegistration, chain: full, message: lines.joined(separator: "\n"))
    }

    static func cycle(_ chain: [String]) -> ContainerError {
        let start = chain.last.flatMap { last in chain.firstIndex(of: last) } ?? 0
        let loop = Array(chain[start...])
        let lead = start > 0 ? " (reached from \(path(Array(chain[...start]))))" : ""
        return ContainerError(
            .cycle, chain: chain,
            message: """
                Circular dependency: \(path(loop))\(lead).
                Fix: let one side take the other after creation — register it with \
                `injecting: { r, instance in instance.dependency = try r.resolve(…) }` in a scope \
                that shares instances (.graph, .shared or .weak) — or remove one of the dependencies.
                """)
    }

    static func factoryFailed(_ chain: [String], _ key: RegistrationKey, underlying: any Error)
        -> ContainerError
    {
        let full = chain + [key.displayName]
        let place = chain.isEmpty ? "" : " while resolving \(path(full))"
        return ContainerError(
            .factoryFailed, chain: full, underlying: underlying,
            message: """
                The factory of \(key.displayName) threw\(place): \(underlying)
                Fix: make the factory succeed; `underlying` holds its error.
                """)
    }

    static func injectionFailed(_ chain: [String], _ key: RegistrationKey, underlying: any Error)
        -> ContainerError
    {
        let full = chain + [key.displayName]
        let place = chain.isEmpty ? "" : " while resolving \(path(full))"
        return ContainerError(
            .injectionFailed, chain: full, underlying: underlying,
            message: """
                The injection of \(key.displayName) threw\(place): \(underlying)
                Fix: make the `injecting:` closure succeed; `underlying` holds its error.
                """)
    }

    static func isolationMismatch(
        _ key: RegistrationKey, chain: [String], registeredOn: any Actor, resolvedOn: (any Actor)?
    ) -> ContainerError {
        let full = chain + [key.displayName]
        let registered = describe(registeredOn)
        let resolved = resolvedOn.map(describe) ?? "a nonisolated context"
        let place = chain.isEmpty ? "" : " (resolving \(path(full)))"
        return ContainerError(
            .isolationMismatch, chain: full,
            message: """
                \(key.displayName) was registered from \(registered), so its factory may use that actor's \
                state and runs only there, but it was resolved from \(resolved)\(place).
                Fix: resolve it on \(registered), or register it from a nonisolated function if its factory \
                and instance are safe to use from any thread.
                """)
    }

    static func weakScopeNeedsObject(_ key: RegistrationKey, madeType: String) -> ContainerError {
        ContainerError(
            .weakScopeNeedsObject, chain: [key.displayName],
            message: """
                \(key.displayName) is registered in the .weak scope, but its factory returned a \(madeType), \
                which is not an object: a weak reference needs a class instance.
                Fix: use .shared or .transient for values.
                """)
    }

    private static func describe(_ actor: any Actor) -> String {
        actor === MainActor.shared ? "the main actor" : "the actor \(type(of: actor))"
    }
}
