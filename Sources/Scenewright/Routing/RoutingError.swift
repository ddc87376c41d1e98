import ScenewrightCore

/// Why the app manager, the module router or a deep link could not build or show a screen.
///
/// Every case names what was asked for and what exists, and says how to fix it.
public struct RoutingError: ScenewrightError, Equatable {
    /// What went wrong: the kinds are the constants of `ErrorKind` where `Failure` is this type.
    public typealias Kind = ErrorKind<RoutingError>

    /// What went wrong.
    public let kind: Kind
    /// What went wrong, naming the identifier, key or type, and how to fix it.
    public let message: String
    /// The error that caused this one, if any (a container error inside `assemble`, say), kept as
    /// it was thrown so it can be matched by type:
    ///
    /// ```swift
    /// if let missing = error.underlying as? ContainerError, missing.kind == .missingRegistration { … }
    /// ```
    public let underlying: (any Error)?

    /// Creates an error.
    public init(_ kind: Kind, _ message: String, underlying: (any Error)? = nil) {
        self.kind = kind
        self.message = message
        self.underlying = underlying
    }

    /// Two errors are equal when their kinds and messages are, and their underlying errors are both
    /// absent or describe themselves the same way.
    public static func == (lhs: RoutingError, rhs: RoutingError) -> Bool {
        lhs.kind == rhs.kind && lhs.message == rhs.message
            && lhs.underlying.map { String(describing: $0) } == rhs.underlying.map { String(describing: $0) }
    }

    /// The message, then the underlying error on the next lines.
    public var description: String {
        guard let underlying else { return message }
        return message + "\n"
            + String(describing: underlying).split(separator: "\n", omittingEmptySubsequences: false)
            .map { "  " + $0 }.joined(separator: "\n")
    }
}

extension ErrorKind where Failure == RoutingError {
    /// No screen is registered under the identifier.
    public static var unknownIdentifier: Self { Self("unknownIdentifier") }

    /// An identifier was registered twice.
    public static var duplicateIdentifier: Self { Self("duplicateIdentifier") }

    /// Assembly data lacks a key the screen needs.
    public static var missingData: Self { Self("missingData") }

    /// Assembly data holds a value of another type than the screen reads.
    public static var wrongDataType: Self { Self("wrongDataType") }

    /// A screen's assembly failed, for instance because a service is missing.
    public static var assemblyFailed: Self { Self("assemblyFailed") }

    /// No deep-link pattern matches the path.
    public static var unknownPath: Self { Self("unknownPath") }

    /// A deep-link parameter does not convert to its declared type.
    public static var badParameter: Self { Self("badParameter") }

    /// A deep-link pattern is malformed.
    public static var badPattern: Self { Self("badPattern") }

    /// There is nothing to start from: no initial screen, no window root, no source on screen.
    public static var nothingToShowFrom: Self { Self("nothingToShowFrom") }
}
