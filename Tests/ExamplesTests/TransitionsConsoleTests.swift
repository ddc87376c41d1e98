import Foundation
import ScenewrightTesting
import Testing

@testable import Examples

/// An animator that leaves its transitions open, for the console to finish or cancel.
@MainActor private final class HeldAnimator: ViewControllerAnimatedTransitioning {
    var ended: [Bool] = []
    func transitionDuration(using transitionContext: (any ViewControllerContextTransitioning)?)
        -> TimeInterval
    {
        0.3
    }
    func animateTransition(using transitionContext: any ViewControllerContextTransitioning) {
        if let toView = transitionContext.view(forKey: .to) {
            transitionContext.containerView.addSubview(toView)
        }
    }
    func animationEnded(_ transitionCompleted: Bool) { ended.append(transitionCompleted) }
}

/// A list whose rows push with the held animator.
@MainActor private final class HeldList: ViewController, NavigationControllerDelegate {
    let animator = HeldAnimator()
    override func loadView() {
        view = Button("Open") { [unowned self] in
            let detail = ViewController()
            detail.title = "Detail"
            navigationController?.pushViewController(detail, animated: true)
        }.identified("open")
    }
    func navigationController(
        _ navigationController: NavigationController,
        animationControllerFor operation: NavigationController.Operation,
        from fromVC: ViewController, to toVC: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)? { animator }
}

@MainActor
@Suite("The console and custom transitions")
struct TransitionsConsoleTests {
    @Test(
        "`cancel transition` puts a held push back; `finish transition` completes it; with none open it explains"
    )
    func finishAndCancel() {
        let list = HeldList()
        list.title = "List"
        let navigation = NavigationController(rootViewController: list)
        navigation.delegate = list
        let window = Window()
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        let before = window.render()
        let console = InteractiveConsole(driver: UIDriver(window: window), input: { nil }, output: { _ in })

        _ = console.execute("tap open")
        #expect(window.render().contains("⏳ transition open: push of ViewController(\"Detail\")"))
        let cancelled = console.execute("cancel transition")
        #expect(cancelled.text == before)
        #expect(navigation.viewControllers.count == 1 && list.animator.ended == [false])

        _ = console.execute("tap open")
        let finished = console.execute("finish transition")
        #expect(finished.text == window.render() && !finished.text.contains("transition open"))
        #expect(navigation.viewControllers.count == 2 && list.animator.ended == [false, true])

        #expect(
            console.execute("finish transition").text
                == "No custom transition is open: there is nothing to finish or cancel. A transition stays open "
                + "while its animator has not called completeTransition(_:).")
        #expect(console.execute("cancel transition now").text.hasPrefix("Wrong arguments for cancel"))
    }

    @Test("the stage tour pushes with its card animator and presents its reply as a custom card")
    func stageTourCards() throws {
        let window = StageTour.launch()
        let driver = UIDriver(window: window)
        try driver.tap("messages.row.1")
        try driver.tap("reply")
        let screen = window.render()
        #expect(screen.contains("(custom)") && screen.contains("Label #from"))
        try driver.tap("discard")
        try driver.tap("alert.Discard")
        #expect(!window.render().contains("(custom)"))
    }
}
