/// A request that HeadlessUI (or a layer above it) rejected, with a message naming the objects involved.
///
/// Where UIKit would crash with an `NSException` or log a warning, HeadlessUI leaves every object as it
/// was and emits a `Diagnostic` instead. Diagnostics go to ``Diagnostics``: captured by the
/// innermost ``Diagnostics/withCapture(_:)`` scope, or else printed to standard error.
///
/// ```swift
/// let (_, diagnostics) = UIDiagnostics.withCapture {
///     navigationController.pushViewController(alreadyPushed, animated: false)
/// }
/// // diagnostics[0].kind == .pushDuplicate
/// ```
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
    /// What kind of request was rejected. Grow-able: layers above HeadlessUI add their own kinds.
    public struct Kind: Hashable, Sendable, CustomStringConvertible {
        /// The stable name of the kind, e.g. `"push.duplicate"`.
        public let rawValue: String

        /// Creates a kind. Use a dotted, lower-case name: `"myLibrary.somethingRejected"`.
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// The kind's name.
        public var description: String { rawValue }
    }

    /// What kind of request was rejected.
    public let kind: Kind
    /// A sentence naming the objects involved, what was wrong and how to fix it.
    public let message: String

    /// Creates a diagnostic.
    /// - Parameters:
    ///   - kind: What kind of request was rejected.
    ///   - message: What happened, naming the objects involved.
    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    /// The kind in brackets, then the message.
    public var description: String { "[\(kind.rawValue)] \(message)" }
}
