import Foundation
import ScenewrightTesting
import Testing

// An app whose custom push animator forgets to call completeTransition on one path: the explorer
// must report it, with the shortest path, instead of exploring a frozen app.

/// Animates the push but never completes it: the classic freeze.
@MainActor private final class CardPushAnimator: ViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any ViewControllerContextTransitioning)?)
        -> TimeInterval
    {
        0.3
    }
    func animateTransition(using transitionContext: any ViewControllerContextTransitioning) {
        if let toView = transitionContext.view(forKey: .to) {
            transitionContext.containerView.addSubview(toView)
        }
        // Missing: transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    }
}

/// The menu, and its navigation controller's delegate: it uses the broken animator only for pushes
/// of the "Cards" screen.
@MainActor private final class MenuViewController: ViewController, NavigationControllerDelegate {
    func navigationController(
        _ navigationController: NavigationController,
        animationControllerFor operation: NavigationController.Operation,
        from fromVC: ViewController, to toVC: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)? {
        operation == .push && toVC.title == "Cards" ? CardPushAnimator() : nil
    }

    override func loadView() {
        view = StackView {
            Button("Cards") { [unowned self] in
                let cards = ViewController()
                cards.title = "Cards"
                navigationController?.pushViewController(cards, animated: true)
            }.identified("cards")
            Button("Settings") { [unowned self] in
                let settings = ViewController()
                settings.title = "Settings"
                navigationController?.pushViewController(settings, animated: true)
            }.identified("settings")
        }
    }
}

@MainActor private enum CardApp {
    static func launch() -> Window {
        let menu = MenuViewController()
        menu.title = "Menu"
        let navigation = NavigationController(rootViewController: menu)
        navigation.delegate = menu
        let window = Window()
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        return window
    }
}

@MainActor @Suite("The explorer and custom transitions")
struct ExplorerOpenTransitionTests {
    @Test(
        "an animator that never calls completeTransition is reported with its shortest path, and the app is let go"
    )
    func neverCompleted() throws {
        let report = try Explorer(maxDepth: 3) { CardApp.launch() }.run()
        let open = report.violations.filter { $0.kind == .transitionNeverCompleted }
        #expect(open.map(\.path) == [["tap cards"]])
        #expect(
            open.first?.message
                == "the animator CardPushAnimator never called completeTransition: the push of ViewController(\"Cards\") "
                + "onto NavigationController, animated by CardPushAnimator stays open, and every later transition "
                + "waits behind it.")
        #expect(report.violations.allSatisfy { $0.kind == .transitionNeverCompleted }, "\(report.violations)")
        #expect(report.screens.contains { $0.title == "Settings" })
    }
}
