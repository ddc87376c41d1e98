import Foundation
import ScenewrightCore

// `completeTransition(_:)` from a background queue. UIKit is main-thread only ("Use UIKit classes
// only from your app's main thread or main dispatch queue, unless otherwise indicated"), yet Swift
// 5-mode code compiles the call — UIKit's main-actor annotations are lenient there, and so are the
// stage's — typically from the completion of network or image work the animator waited for. The
// stage neither runs the transition's steps on that thread nor leaves the transition open: the call
// changes nothing where it is made, and the completion runs on the main queue, once the main thread
// is free, with a diagnostic naming the transition and the call.

extension TransitionContext {
    /// Hops to the main queue and completes there (see above). Reads and writes nothing of the
    /// transition on the calling thread.
    func completeOnMainQueue(_ didComplete: Bool) {
        DispatchQueue.main.async { [self] in
            MainActor.assumeIsolated { completeAfterHop(didComplete) }
        }
    }

    private func completeAfterHop(_ didComplete: Bool) {
        let diagnostic = Diagnostic(
            .transitionCompletedOffMainThread,
            "completeTransition(\(didComplete)) was called off the main thread, on the context of the "
                + "\(describedForDiagnostics); UIKit must be used from the main thread. Nothing changed on "
                + "that thread: the transition completed on the main queue once the main thread was free. "
                + "Call it there: DispatchQueue.main.async { transitionContext.completeTransition(\(didComplete)) }."
        )
        if let diagnosticScope {
            Diagnostics.emit(diagnostic, in: diagnosticScope)
        } else {
            Diagnostics.emit(diagnostic)
        }
        completeTransition(didComplete)
    }
}

extension Diagnostic.Kind {
    /// `completeTransition(_:)` called off the main thread (Swift 5-mode code compiles it): nothing
    /// changed on that thread; the transition completed on the main queue.
    public static let transitionCompletedOffMainThread = Self("transition.completedOffMainThread")
}
