import ScenewrightLocks

/// Where diagnostics go: the innermost capture scope of the current task, or else the default sink.
///
/// Emitting is safe from any thread. Capture scopes are task-local, so tests running in parallel each
/// see only their own diagnostics.
///
/// ```swift
/// let (result, diagnostics) = UIDiagnostics.withCapture { try window.tap("missing") }
/// ```
public enum Diagnostics {
    @TaskLocal static var collector: DiagnosticCollector?

    /// The default sink; the lock guards swapping it.
    private static let sink = LockedState<@Sendable (Diagnostic) -> Void>(
        Diagnostics.printToStandardError)

    /// Emits a diagnostic to the innermost capture scope, or to the default sink when none is active.
    /// - Parameter diagnostic: The rejected request.
    public static func emit(_ diagnostic: Diagnostic) {
        emit(diagnostic, in: currentScope)
    }

    /// The capture scope diagnostics emitted here go to now, to report into later from another
    /// thread or a later turn of the main queue, where this task's scope is not current.
    package static var currentScope: DiagnosticScope { DiagnosticScope(collector: collector) }

    /// Emits a diagnostic into `scope` — the capture that was current when it was taken, while that
    /// capture is still open — or else to the default sink.
    /// - Parameters:
    ///   - diagnostic: The rejected request.
    ///   - scope: Where the work that reports it began.
    package static func emit(_ diagnostic: Diagnostic, in scope: DiagnosticScope) {
        if let collector = scope.collector, collector.append(diagnostic) { return }
        let deliver = sink.withLock { $0 }
        deliver(diagnostic)
    }

    /// Replaces the default sink (standard error) used when no capture scope is active.
    /// - Parameter handler: Receives every uncaptured diagnostic, on the emitting thread.
    public static func setDefaultSink(_ handler: @escaping @Sendable (Diagnostic) -> Void) {
        sink.withLock { $0 = handler }
    }

    /// Restores the default sink: printing to standard error.
    public static func resetDefaultSink() {
        setDefaultSink(printToStandardError)
    }

    /// Runs `body` and returns its result with every diagnostic emitted by this task inside it.
    ///
    /// Scopes nest: an inner scope captures what is emitted inside it, and the outer scope does not
    /// see those diagnostics.
    /// - Parameter body: The code to observe.
    /// - Returns: The body's result and the diagnostics it caused, in emission order.
    /// - Throws: Whatever `body` throws.
    public static func withCapture<Result>(
        _ body: () throws -> Result
    ) rethrows -> (result: Result, diagnostics: [Diagnostic]) {
        let collector = DiagnosticCollector()
        let result = try $collector.withValue(collector) { try body() }
        return (result, collector.close())
    }

    /// Runs an asynchronous `body` and returns its result with the diagnostics emitted inside it.
    /// - Parameters:
    ///   - isolation: The actor `body` runs on; the caller's, by default.
    ///   - body: The code to observe.
    /// - Returns: The body's result and the diagnostics it caused, in emission order.
    /// - Throws: Whatever `body` throws.
    public static func withCapture<Result>(
        isolation: isolated (any Actor)? = #isolation,
        _ body: () async throws -> Result
    ) async rethrows -> (result: Result, diagnostics: [Diagnostic]) {
        let collector = DiagnosticCollector()
        let result = try await $collector.withValue(collector) { try await body() }
        return (result, collector.close())
    }

    @Sendable private static func printToStandardError(_ diagnostic: Diagnostic) {
        StandardError.write("HeadlessUI diagnostic \(diagnostic)\n")
    }
}

/// Collects diagnostics for one capture scope.
///
/// Sendable because its only state is guarded by a lock.
final class DiagnosticCollector: Sendable {
    /// This scope's diagnostics, in emission order, or `nil` once the scope closed; the lock guards
    /// it.
    private let storage = LockedState<[Diagnostic]?>([])

    /// Adds `diagnostic`; `false` when the scope already closed.
    @discardableResult
    func append(_ diagnostic: Diagnostic) -> Bool {
        storage.withLock { diagnostics in
            guard diagnostics != nil else { return false }
            diagnostics?.append(diagnostic)
            return true
        }
    }

    /// Closes the scope and returns what it collected; later diagnostics reported into it go to the
    /// default sink.
    func close() -> [Diagnostic] {
        storage.withLock { diagnostics in
            defer { diagnostics = nil }
            return diagnostics ?? []
        }
    }
}

/// Where a diagnostic reported later belongs: the capture scope that was current when the work began
/// (see ``Diagnostics/currentScope``).
package struct DiagnosticScope: Sendable {
    fileprivate let collector: DiagnosticCollector?
}
