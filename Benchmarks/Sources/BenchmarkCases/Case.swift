import Dispatch
import Foundation

/// Starts and stops the clock (and the allocation counters) around the measured part of a batch,
/// so that per-batch setup, such as opening a fresh database, is not measured.
public struct Meter {
    let start: () -> Void
    let stop: () -> Void

    /// A meter that calls `start` and `stop`.
    public init(start: @escaping () -> Void, stop: @escaping () -> Void) {
        self.start = start
        self.stop = stop
    }
}

/// Runs `iterations` operations of one contender, starting and stopping `meter` around them.
public typealias Batch = @MainActor (_ iterations: Int, _ meter: Meter) -> Void

/// What a contender is in its case's table.
public enum Role: Sendable {
    /// The reference the subject is compared with: hand-written code, a shallow stack, a small tree.
    case floor
    /// Scenewright.
    case subject
    /// Another library doing the same work: Swinject, `NotificationCenter`.
    case rival
}

/// One contender of a case: its role and how to prepare its batch (on the main actor, once).
public struct Contender: Sendable {
    /// Where the contender goes in the table.
    public let role: Role
    /// Its name in the table and in the ordo-one benchmark's name: "Swinject", "hand-written".
    public let label: String
    /// Builds the contender's state (a container, a stack, a window) and returns its batch.
    public let prepare: @MainActor @Sendable () -> Batch

    /// A contender whose batch `prepare` makes once, outside any measurement.
    public init(_ role: Role, _ label: String, prepare: @escaping @MainActor @Sendable () -> Batch) {
        self.role = role
        self.label = label
        self.prepare = prepare
    }

    /// A contender whose batch calls `operation` once per iteration, all of it measured.
    /// `prepare` builds the state the operations share (a container, a stack, a window).
    public static func loop(
        _ role: Role, _ label: String,
        prepare: @escaping @MainActor @Sendable () -> @MainActor (Int) -> Void
    ) -> Contender {
        Contender(role, label) {
            let operation = prepare()
            return { iterations, meter in
                meter.start()
                for index in 0..<iterations { operation(index) }
                meter.stop()
            }
        }
    }
}

/// One comparison: the same work done by each contender, with the same number of iterations.
public struct BenchmarkCase: Sendable {
    /// The group the case belongs to, and the filter that selects it: `container`, `scenes`, …
    public let group: String
    /// What the case measures, as the table and the ordo-one benchmark names show it.
    public let name: String
    /// Who does the work: a floor, Scenewright and sometimes a rival, in the order they run.
    public let contenders: [Contender]
    /// Operations per batch in a full run.
    public let iterations: Int
    /// Operations per batch in a `--quick` run (CI smoke pass).
    public let quickIterations: Int
    /// What one operation is, for the table: "op", "row", "post".
    public let unit: String

    /// A case of `group` named `name`: `iterations` operations per batch (`quick` in a smoke pass),
    /// each one `unit`, done by every one of `contenders`.
    public init(
        _ group: String, _ name: String, iterations: Int, quick: Int, unit: String = "op",
        _ contenders: [Contender]
    ) {
        self.group = group
        self.name = name
        self.iterations = iterations
        self.quickIterations = quick
        self.unit = unit
        self.contenders = contenders
    }
}

/// Keeps the optimizer from deleting work whose result is unused, or from moving objects to the stack
/// because it can see they never escape: in an app, controllers and their dependencies always do.
@inline(never) @_optimize(none)
public func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

/// Runs `body` on the main thread, as the main actor, and returns its result. The ordo-one runner
/// calls benchmarks on a thread of its own; the UI cases must run where UIKit code runs.
public func onMain<T: Sendable>(_ body: @MainActor () -> T) -> T {
    if Thread.isMainThread { return MainActor.assumeIsolated(body) }
    return DispatchQueue.main.sync { MainActor.assumeIsolated(body) }
}

/// Every case, in the order the summary prints them.
public func allCases() -> [BenchmarkCase] {
    containerCases() + sceneCases() + stageCases() + signalCases() + recordCases() + explorerCases()
}

/// The groups, as the command-line filters name them.
public let benchmarkGroups = ["container", "scenes", "stage", "signals", "records", "explorer"]

/// The ordo-one benchmark target of each group, in `Benchmarks/<target>/<target>.swift`.
public let benchmarkTargets = [
    "container": "ContainerBenchmarks", "scenes": "SceneBenchmarks", "stage": "StageBenchmarks",
    "signals": "SignalBenchmarks", "records": "RecordBenchmarks", "explorer": "ExplorerBenchmarks",
]
