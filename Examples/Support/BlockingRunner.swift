import Foundation
import Synchronization

/// Runs async work to completion for synchronous example code: a scripted step, or an interactive
/// command, must show its result when it returns.
///
/// `Example.play` and the interactive console are synchronous and run on the main actor, and each
/// step prints the screen as soon as its action returns. A screen that loads over HTTP therefore
/// asks this runner, which starts the work in a detached task (off the main actor) and blocks the
/// calling thread on a semaphore until the work finishes or ``limit`` passes.
///
/// **Only for examples and their tests.** An app starts a `Task` and updates its screen when the
/// value arrives; blocking the main thread freezes its UI. The work must never need the main actor —
/// it would wait for the very thread that waits for it — so it is a `@Sendable` closure, which does
/// not inherit the caller's actor; ``limit`` bounds the wait should it try anyway.
///
/// ```swift
/// let runner = BlockingRunner()
/// let cities = try runner.run { try await repository.cities() }
/// ```
struct BlockingRunner: Sendable {
    /// The work did not finish within ``BlockingRunner/limit``.
    struct TimedOut: Error, CustomStringConvertible {
        /// The limit that passed.
        let limit: Duration
        var description: String {
            "The work did not finish within \(limit); it was cancelled. It may be waiting for the main "
                + "actor, which is blocked while BlockingRunner waits: keep the work off the main actor."
        }
    }

    /// The longest the caller is blocked; the work is cancelled after it.
    var limit: Duration = .seconds(10)

    /// Runs `work` off the main actor and blocks until it finishes.
    ///
    /// - Parameter work: The async work; it runs in a detached task.
    /// - Returns: What `work` returns.
    /// - Throws: What `work` throws, or ``TimedOut`` after ``limit``.
    func run<Value: Sendable>(_ work: @escaping @Sendable () async throws -> Value) throws -> Value {
        let outcome = Outcome<Value>()
        let finished = DispatchSemaphore(value: 0)
        let task = Task.detached {
            do {
                outcome.set(.success(try await work()))
            } catch {
                outcome.set(.failure(error))
            }
            finished.signal()
        }
        let (seconds, attoseconds) = limit.components
        let deadline = DispatchTime.now() + Double(seconds) + Double(attoseconds) / 1e18
        guard finished.wait(timeout: deadline) == .success, let result = outcome.result else {
            task.cancel()
            throw TimedOut(limit: limit)
        }
        return try result.get()
    }
}

/// The result of one run, handed from the detached task to the waiting thread.
private final class Outcome<Value: Sendable>: Sendable {
    // Written once by the task, read by the waiter after the semaphore; the mutex orders the two.
    private let storage = Mutex<Result<Value, any Error>?>(nil)

    var result: Result<Value, any Error>? { storage.withLock { $0 } }

    func set(_ result: Result<Value, any Error>) { storage.withLock { $0 = result } }
}
