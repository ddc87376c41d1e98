import Dispatch
import Foundation

/// Runs the work an app left on the main queue between the explorer's steps: blocks given to
/// `DispatchQueue.main.async`, `Task { @MainActor in … }` jobs, and what the main run loop has due
/// (its sources, `NotificationQueue` posts).
///
/// Two ways, for the two places an exploration runs from:
/// - From a synchronous caller on the main thread that no main-queue job is running (a command-line
///   tool's top-level code, `swift run Examples … --explore`): passes of the main run loop, which
///   services the main queue. ``runDue()`` finds out by itself whether that works here.
/// - From `async` code on the main actor (a Swift Testing test): the explorer suspends and lets the
///   main actor's queue run (see ``Explorer/explore()``). A synchronous caller inside a main-queue
///   job — a synchronous `@MainActor` test — cannot run the queue it is itself running on; there,
///   the work waits, and the report says so.
///
/// Work runs in rounds: each round lets everything queued before it run, then checks; work a round
/// queues anew runs in the next, up to ``rounds`` rounds a step.
@MainActor struct MainQueueWork {
    /// Rounds per step: work that queues more work, this many levels deep, all runs.
    var rounds = 3

    /// Whether run-loop passes reach the main queue from here; found on the first call.
    private var runLoopReachesQueue: Bool?

    /// Whether the queue could not be run from here (a synchronous caller inside a main-queue job).
    var isUnreachable: Bool { runLoopReachesQueue == false }

    /// Runs what the main queue has due now, from a synchronous caller.
    mutating func runDue() {
        if runLoopReachesQueue == false { return }
        for round in 0..<rounds {
            let sentinel = Sentinel()
            DispatchQueue.main.async { MainActor.assumeIsolated { sentinel.ran = true } }
            var passes = 0
            while !sentinel.ran, passes < 4 {
                _ = RunLoop.main.run(mode: .default, before: Date())
                passes += 1
            }
            if round == 0, runLoopReachesQueue == nil { runLoopReachesQueue = sentinel.ran }
            guard sentinel.ran else { return }
        }
    }

    /// Runs what the main queue has due now, from `async` code on the main actor: each round
    /// suspends until every job queued before it has run.
    static func yieldDue(rounds: Int) async {
        for _ in 0..<rounds {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                DispatchQueue.main.async { continuation.resume() }
            }
            await Task.yield()
        }
    }

    /// Lets delayed main-queue work run for `seconds` of real time (timers and `asyncAfter` run on
    /// the real clock; see ``Explorer/delayedWorkGrace``).
    mutating func wait(seconds: Double) {
        if runLoopReachesQueue == false { return }
        _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: seconds))
        runDue()
    }

    /// A flag set by a block queued behind the app's work.
    @MainActor private final class Sentinel {
        var ran = false
    }
}

/// The slices of real time the explorer waits for a spinner to stop (see
/// ``Explorer/loadingGrace``): 2 ms, doubling to 50 ms, so a short load costs little and a long one
/// few checks.
struct LoadingWait {
    /// The seconds waited so far.
    private(set) var waited = 0.0
    private var slice = 0.002

    /// The next slice to wait, in seconds, counted as waited.
    mutating func nextSlice() -> Double {
        defer { slice = min(slice * 2, 0.05) }
        waited += slice
        return slice
    }
}
