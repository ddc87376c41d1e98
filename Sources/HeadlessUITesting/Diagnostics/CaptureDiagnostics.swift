/// Runs `body` and returns the diagnostics it emitted, in order.
///
/// Capture is task-local: tests running in parallel see only their own diagnostics, and nothing
/// captured reaches standard error.
///
/// ```swift
/// let diagnostics = captureDiagnostics {
///     nav.pushViewController(nav.topViewController!, animated: false)
/// }
/// #expect(diagnostics.map(\.kind) == [.pushDuplicate])
/// ```
/// - Parameter body: The code to observe.
/// - Returns: The diagnostics `body` emitted.
/// - Throws: Whatever `body` throws.
public func captureDiagnostics(_ body: () throws -> Void) rethrows -> [UIDiagnostic] {
    try UIDiagnostics.withCapture(body).diagnostics
}

/// Runs an asynchronous `body` and returns the diagnostics it emitted, in order.
/// - Parameters:
///   - isolation: The actor `body` runs on; leave the default (the caller's).
///   - body: The code to observe.
/// - Returns: The diagnostics `body` emitted.
/// - Throws: Whatever `body` throws.
public func captureDiagnostics(
    isolation: isolated (any Actor)? = #isolation,
    _ body: () async throws -> Void
) async rethrows -> [UIDiagnostic] {
    try await UIDiagnostics.withCapture(body).diagnostics
}
