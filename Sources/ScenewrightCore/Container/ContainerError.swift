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
public struct ContainerError: ScenewrightError {
    /// What went wrong: the kinds are the constants of `ErrorKind` where `Failure` is this type.
    public typealias Kind = ErrorKind<ContainerError>

    /// What went wrong.
    public let kind: Kind
    /// The error a factory or injection threw, for `Kind/factoryFailed` and `Kind/injectionFailed`.
    public let underlying: (any Error)?
    private let details: Details

    /// A message ready when the error is made, or a miss that explains itself when read.
    private enum Details: Sendable {
        case ready(chain: [String], message: String)
        case missing(Miss)
    }

    /// What a miss needs to explain itself later: the key, the registrations being built, and the
    /// container to look for candidates in. Kept so that a miss costs a lookup and a throw, and the
    /// teaching message (chain, candidates by edit distance) is built only when someone reads it.
    private struct Miss: Sendable {
        let key: RegistrationKey
        let path: [RegistrationKey]
        let container: Container?

        var chain: [String] { path.map(\.displayName) + [key.displayName] }

        var message: String {
            ContainerError.missingMessage(
                key, chain: path.map(\.displayName), candidates: container?.candidates(for: key) ?? [])
        }
    }

    init(_ kind: Kind, chain: [String], underlying: (any Error)? = nil, message: String) {
        self.kind = kind
        self.underlying = underlying
        self.details = .ready(chain: chain, message: message)
    }

    private init(missing: Miss) {
        self.kind = .missingRegistration
        self.underlying = nil
        self.details = .missing(missing)
    }

    /// The registrations being resolved, outermost first, ending with the one that failed:
    /// `["DayMapViewController", "LocationService", "LocationStore"]`.
    public var chain: [String] {
        switch details {
        case .ready(let chain, _): chain
        case .missing(let miss): miss.chain
        }
    }

    /// What went wrong, where, and how to fix it.
    ///
    /// For a missing registration it is built when read, so a miss under `try?` costs a lookup
    /// and a throw: the error keeps the container it was thrown from, and lists the registrations
    /// close to the one asked for as they are when the message is read.
    public var message: String {
        switch details {
        case .ready(_, let message): message
        case .missing(let miss): miss.message
        }
    }

    static func path(_ chain: [String]) -> String { chain.joined(separator: " → ") }

    /// A missing registration, explained when read.
    /// - Parameters:
    ///   - path: The registrations being built when the miss happened, outermost first.
    ///   - container: Where to look for close candidates; `nil` for none.
    static func missingRegistration(
        _ key: RegistrationKey, chain path: [RegistrationKey], in container: Container?
    )
        -> ContainerError
    {
        ContainerError(missing: Miss(key: key, path: path, container: container))
    }

    static func missingMessage(_ key: RegistrationKey, chain: [String], candidates: [String]) -> String {
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
        return lines.joined(separator: "\n")
    }

    /// A cycle. `renewing` names the `.transient` registrations of a loop that passes through an
    /// `injecting:` closure: the user already broke it with an injection, and it loops only because
    /// those make a new instance each time.
    static func cycle(_ chain: [String], renewing: [String] = [], note: String? = nil) -> ContainerError {
        let start = chain.last.flatMap { last in chain.firstIndex(of: last) } ?? 0
        let loop = Array(chain[start...])
        let lead = start > 0 ? " (reached from \(path(Array(chain[...start]))))" : ""
        let fix: String
        if renewing.isEmpty {
            fix = """
                Fix: let one side take the other after creation — register it with \
                `injecting: { r, instance in instance.dependency = try r.resolve(…) }` in a scope \
                that shares instances (.graph, .shared or .weak) — or remove one of the dependencies.
                """
        } else {
            let names = renewing.joined(separator: ", ")
            let verb = renewing.count == 1 ? "is" : "are"
            fix = """
                The loop already passes through an `injecting:` closure, but \(names) \(verb) .transient, \
                so every pass makes a new instance instead of reusing the one being built.
                Fix: register \(names) in a scope that shares instances (.graph, .shared or .weak), \
                or remove one of the dependencies.
                """
        }
        return ContainerError(
            .cycle, chain: chain,
            message: "Circular dependency: \(path(loop))\(lead).\n" + (note.map { $0 + "\n" } ?? "") + fix)
    }

    /// A type nothing is registered under, to which several instances registered ready-made
    /// conform: the container cannot choose.
    static func ambiguousConformance(_ key: RegistrationKey, candidates: [RegistrationKey]) -> ContainerError
    {
        let names = candidates.map(\.displayName)
        let listed = names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
        return ContainerError(
            .ambiguousConformance, chain: [key.displayName],
            message: """
                Nothing is registered under \(key.displayName), and \(names.count) instances registered \
                ready-made conform to it: \(listed). The container does not choose between them.
                Fix: register the one you mean under \(key.serviceName) as well — list \(key.serviceName).self \
                in `implements:`, or register it with `register(\(key.serviceName).self, instance: …)`.
                """)
    }

    /// A wait between threads that would never end: this resolve needs a `.shared` or `.weak`
    /// instance that another thread is making, and that thread waits, directly or through others,
    /// for one this resolve is making.
    static func crossThreadCycle(_ chain: [String]) -> ContainerError {
        ContainerError(
            .cycle, chain: chain,
            message: """
                Circular wait between threads: resolving \(path(chain)) needs an instance that another \
                thread is making in another container, and that thread waits, directly or through other \
                threads, for an instance this resolve is making.
                Fix: resolve the shared services of one of these containers before the threads start, or \
                keep the factories of each container from resolving through the other.
                """)
    }

    /// A chain of registrations deeper than the container allows. Names where it started and where
    /// it was when the limit was reached, and how many lie between.
    static func chainTooDeep(_ chain: [String], limit: Int) -> ContainerError {
        let shown: String
        if chain.count > 6 {
            let hidden = chain.count - 6
            shown = path(Array(chain.prefix(3))) + " → … \(hidden) more … → " + path(Array(chain.suffix(3)))
        } else {
            shown = path(chain)
        }
        let start = chain.first ?? "?"
        let end = chain.last ?? "?"
        return ContainerError(
            .chainTooDeep, chain: chain,
            message: """
                Resolving \(start) reached \(end) through \(chain.count) registrations built inside one \
                another, more than the \(limit) a resolve allows before the thread's stack could overflow: \
                \(shown).
                Fix: look for a factory that resolves an ever new registration (a name or argument built \
                from a counter, say); build long sequences with a loop inside one factory instead of one \
                registration per element.
                """)
    }

    /// A type forwarded with `implements:` whose registration made an instance not of that type.
    static func forwardingMismatch(_ key: RegistrationKey, target: RegistrationKey) -> ContainerError {
        ContainerError(
            .forwardingMismatch, chain: [key.displayName],
            message: """
                \(key.displayName) is forwarded to the registration of \(target.displayName), but the \
                instance it made is not a \(key.serviceName).
                Fix: make \(target.serviceName) conform to \(key.serviceName), or remove \(key.serviceName) \
                from `implements:`.
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

extension ErrorKind where Failure == ContainerError {
    /// Nothing is registered under the type, name and argument type asked for.
    public static var missingRegistration: Self { Self("missingRegistration") }

    /// Resolving a service needs the service itself, directly or through others, with the same
    /// resolve-time argument (or one that is not `Hashable`, which cannot be compared). The same
    /// registration asked for with another argument is a recursion, not a cycle; the depth limit
    /// (``chainTooDeep``) stops one that never ends.
    public static var cycle: Self { Self("cycle") }

    /// A factory threw; ``ContainerError/underlying`` holds its error.
    public static var factoryFailed: Self { Self("factoryFailed") }

    /// An after-creation injection threw; ``ContainerError/underlying`` holds its error.
    public static var injectionFailed: Self { Self("injectionFailed") }

    /// A factory registered from an actor was resolved outside that actor.
    public static var isolationMismatch: Self { Self("isolationMismatch") }

    /// A `.weak` factory returned a value that is not an object.
    public static var weakScopeNeedsObject: Self { Self("weakScopeNeedsObject") }

    /// A type listed in `implements:` that the registration's instance does not conform to.
    public static var forwardingMismatch: Self { Self("forwardingMismatch") }

    /// Registrations built inside one another past the container's depth limit: a chain that
    /// deep would overflow the thread's stack.
    public static var chainTooDeep: Self { Self("chainTooDeep") }

    /// A type nothing is registered under, to which several ready-made instances conform.
    public static var ambiguousConformance: Self { Self("ambiguousConformance") }
}
