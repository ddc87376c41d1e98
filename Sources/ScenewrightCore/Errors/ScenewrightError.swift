/// The shape of every error this package throws: a ``kind`` to switch on, and a ``message`` that
/// names the objects involved, what was wrong and how to fix it.
///
/// ```swift
/// do {
///     _ = try container.resolve(LocationService.self)
/// } catch where error.kind == .missingRegistration {
///     print(error.message)
/// }
/// ```
///
/// Each error type lists its kinds as constants of its ``ErrorKind``; only the library that throws
/// an error makes its kinds.
public protocol ScenewrightError: Error, CustomStringConvertible {
    /// What went wrong: one of the constants the error type lists.
    var kind: ErrorKind<Self> { get }
    /// What went wrong, naming the objects involved, and the fix.
    var message: String { get }
}

extension ScenewrightError {
    /// The ``message``.
    public var description: String { message }
}

/// What kind of failure a ``ScenewrightError`` reports: a stable name, one of the constants its
/// error type declares (`HTTPError.Kind.timeout`, `ContainerError.Kind.cycle`, …).
///
/// Kinds are made only by the library that throws them, so comparing with the constants an error
/// type lists covers every kind it can throw today; later versions may add kinds.
public struct ErrorKind<Failure: Error>: Hashable, Sendable, CustomStringConvertible {
    /// The kind's stable name, such as `"timeout"`.
    public let rawValue: String

    /// Makes a kind; only this package's libraries do.
    package init(_ rawValue: String) { self.rawValue = rawValue }

    /// The kind's name.
    public var description: String { rawValue }
}
