import Dispatch
import Foundation
import HeadlessUITesting
import Testing
import UIKit

// UIKit (framework overview): "Important: Use UIKit classes only from your app's main thread or main
// dispatch queue, unless otherwise indicated."
// Main Thread Checker: "Updating UI on a thread other than the main thread is a common mistake that
// can result in missed UI updates, visual defects, data corruptions, and crashes." — its fix for a
// completion handler that runs in the background is to dispatch the UI work to the main queue.
// UIViewControllerContextTransitioning.completeTransition(_:): "You must call this method after your
// animations have completed to notify the system that the transition animation is done."
//
// The stage hops such a call to the main queue: nothing of the transition changes on the background
// thread, the transition completes on the main thread once it is free, and a diagnostic names the
// transition and the call.

/// An animator as Swift 5 code writes it, with no actor annotations: it waits for work on a
/// background thread and completes the transition from there.
final class BackgroundCompletingAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// Called on the background queue right after `completeTransition(_:)` returned.
    var afterBackgroundCall: (() -> Void)?

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.3
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        if let toView = transitionContext.view(forKey: .to) {
            transitionContext.containerView.addSubview(toView)
        }
        completeOnBackgroundQueue(transitionContext, then: afterBackgroundCall)
    }
}

/// Completes `transitionContext` from a background queue, as code that waited for a download does.
func completeOnBackgroundQueue(
    _ transitionContext: UIViewControllerContextTransitioning, then done: (() -> Void)?
) {
    nonisolated(unsafe) let transitionContext = transitionContext
    nonisolated(unsafe) let done = done
    DispatchQueue.global().async { complete(transitionContext, then: done) }
}

/// Plain Swift 5 code: nothing tells the compiler which thread it runs on.
func complete(_ transitionContext: UIViewControllerContextTransitioning, then done: (() -> Void)?) {
    transitionContext.completeTransition(true)
    done?()
}

/// Pushes with the background-completing animator.
final class BackgroundPushes: NSObject, UINavigationControllerDelegate {
    let animator = BackgroundCompletingAnimator()

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        operation == .push ? animator : nil
    }
}

/// Records whether its appearance finished on the main queue, where the main actor runs.
final class DetailViewController: UIViewController {
    var appearedOnMainQueue: Bool?

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        appearedOnMainQueue = DispatchQueue.getSpecific(key: mainQueueKey) == true
    }
}

let mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
}()

@Suite("completeTransition(_:) from a background queue, in Swift 5-mode code")
struct BackgroundCompletionTests {
    /// The scenario runs in a child process of its own, this test binary filtered to this test: the
    /// transition stays open until the main thread is free, and the stage's transition queue is
    /// shared by the whole process, so tests running in parallel would wait behind it.
    @Test("nothing changes on the background thread; the push completes on the main queue, diagnosed")
    @MainActor func completesOnTheMainQueue() async throws {
        if ChildProcess.isChild {
            try await pushCompletedFromTheBackground()
            return
        }
        let child = try ChildProcess.start(test: "completesOnTheMainQueue")
        await child.wait()
        #expect(child.signal == nil, "the child died with signal \(child.signal ?? 0):\n\(child.output)")
        #expect(child.exitCode == 0, "the child failed:\n\(child.output)")
    }

    /// Blocks the calling (main) thread until the background call returned, so the main queue cannot
    /// run anything meanwhile.
    private func waitForBackgroundCall(_ done: DispatchSemaphore) {
        done.wait()
    }

    @MainActor private func pushCompletedFromTheBackground() async throws {
        let home = UIViewController()
        let navigation = UINavigationController(rootViewController: home)
        let pushes = BackgroundPushes()
        navigation.delegate = pushes
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        let detail = DetailViewController()
        let done = DispatchSemaphore(value: 0)
        pushes.animator.afterBackgroundCall = { done.signal() }

        let diagnostics = await captureDiagnostics {
            navigation.pushViewController(detail, animated: true)
            waitForBackgroundCall(done)
            // The call returned on the background thread, and the transition is as it was.
            #expect(navigation.transitionCoordinator != nil)
            #expect(detail.appearanceState == .appearing)
            #expect(home.appearanceState == .disappearing)
            #expect(detail.appearedOnMainQueue == nil)
            // Once the main thread is free, the hop completes it.
            for _ in 0..<1_000 where navigation.transitionCoordinator != nil {
                await Task.yield()
            }
        }

        #expect(navigation.transitionCoordinator == nil)
        let detailOnTop = navigation.topViewController === detail
        #expect(detailOnTop)
        #expect(detail.appearedOnMainQueue == true)
        #expect(home.appearanceState == .disappeared)
        #expect(diagnostics.map(\.kind) == [.transitionCompletedOffMainThread])
        #expect(
            diagnostics.first?.message.hasPrefix(
                "completeTransition(true) was called off the main thread, on the context of the push of "
                    + "DetailViewController onto NavigationController, animated by BackgroundCompletingAnimator; "
                    + "UIKit must be used from the main thread. Nothing changed on that thread")
                == true, "\(diagnostics)")
        _ = window
    }
}
