import Foundation
import ScenewrightCore

/// Groups animation changes and hears when they are done — HeadlessUI's `CATransaction`, which
/// UIKit code uses to run a block once a push, pop or presentation it starts has finished.
///
/// Transactions nest. When the outermost ``commit()`` runs, the completion blocks of the
/// transactions committed (innermost first) run once every transition requested inside them has
/// completed: at once when none is still running, or later, in order, when a custom animator or a
/// user's finger holds one open. Transitions of other windows are not waited for.
///
/// ```swift
/// CATransaction.begin()
/// CATransaction.setCompletionBlock { print("shown") }
/// navigationController.pushViewController(detail, animated: true)
/// CATransaction.commit()   // "shown", once detail has appeared
/// ```
@preconcurrency @MainActor public enum CATransaction {
    private struct Frame {
        var completion: (@MainActor () -> Void)?
        var animationDuration: TimeInterval = 0.25
        var disablesActions = false
    }

    // Core Animation keeps one transaction stack per thread ("Begin a new transaction for the
    // current thread"); the stage runs on the main actor, so this is the main thread's.
    private static var frames: [Frame] = []
    private static var committedCompletions: [@MainActor () -> Void] = []
    /// The windows whose transitions, requested inside the open transaction, were still running.
    private static var awaited: [WeakTransitions] = []
    private struct WeakTransitions {
        weak var transitions: WindowTransitions?
    }

    /// Opens a transaction, nested in the current one if any.
    public static func begin() {
        frames.append(Frame())
    }

    /// Closes the current transaction. Closing the outermost one schedules the completion blocks.
    /// Committing with no transaction open changes nothing and emits a diagnostic.
    public static func commit() {
        guard let frame = frames.popLast() else {
            Diagnostics.emit(
                Diagnostic(
                    .transactionMisuse,
                    "Cannot commit a CATransaction: none is open. Call begin() before commit()."))
            return
        }
        if let completion = frame.completion { committedCompletions.append(completion) }
        guard frames.isEmpty else { return }
        let blocks = committedCompletions
        let windows = awaited.compactMap(\.transitions)
        committedCompletions = []
        awaited = []
        for block in blocks { run(block, after: windows[...]) }
    }

    /// Runs `block` once the transitions of `windows` have completed.
    private static func run(
        _ block: @escaping @MainActor () -> Void, after windows: ArraySlice<WindowTransitions>
    ) {
        guard let running = windows.firstIndex(where: \.isRunning) else { return block() }
        let rest = windows[(running + 1)...]
        windows[running].perform { run(block, after: rest) }
    }

    /// Remembers that a transition requested in `windows` is still running, so the open
    /// transaction's completion blocks wait for it.
    static func waitFor(_ windows: WindowTransitions) {
        guard !frames.isEmpty, !awaited.contains(where: { $0.transitions === windows }) else { return }
        awaited.append(WeakTransitions(transitions: windows))
    }

    /// Runs any pending work; nothing is pending here, as changes apply at once.
    public static func flush() {}

    /// Sets the block called when the current transaction's changes are done; ignored (with a
    /// diagnostic) when no transaction is open.
    public static func setCompletionBlock(_ block: (@MainActor () -> Void)?) {
        guard !frames.isEmpty else {
            Diagnostics.emit(
                Diagnostic(
                    .transactionMisuse,
                    "Cannot set a CATransaction completion block: none is open. Call begin() first."))
            return
        }
        frames[frames.count - 1].completion = block
    }

    /// The current transaction's completion block.
    public static func completionBlock() -> (@MainActor () -> Void)? { frames.last?.completion }

    /// The current transaction's animation duration. Default 0.25 seconds.
    public static func animationDuration() -> TimeInterval { frames.last?.animationDuration ?? 0.25 }

    /// Sets the current transaction's animation duration (recorded only).
    public static func setAnimationDuration(_ duration: TimeInterval) {
        guard !frames.isEmpty else { return }
        frames[frames.count - 1].animationDuration = duration
    }

    /// Whether the current transaction disables implicit animations.
    public static func disableActions() -> Bool { frames.last?.disablesActions ?? false }

    /// Sets whether the current transaction disables implicit animations (recorded only).
    public static func setDisableActions(_ flag: Bool) {
        guard !frames.isEmpty else { return }
        frames[frames.count - 1].disablesActions = flag
    }
}

extension Diagnostic.Kind {
    /// A `CATransaction` was committed, or given a completion block, with none open.
    public static let transactionMisuse = Self("animation.transactionMisuse")
}
