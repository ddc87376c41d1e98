import Foundation
import Scenewright

/// HeadlessUI on its own: a tab bar with a navigation stack, a push, the back button, a sheet, an
/// alert and a tab switch — each screen printed as a user would see it. The push runs a custom
/// animator, and the reply is a custom card presentation with its own presentation controller.
enum StageTour: Example {
    static let name = "stage"
    static let summary =
        "HeadlessUI alone: tabs, a navigation stack, a custom push, back, a card and an alert"

    static func launch() -> Window {
        let window = Window()
        let inbox = NavigationController(rootViewController: MessageListViewController())
        inbox.delegate = cardTransitions
        let settings = SettingsViewController()
        window.rootViewController = TabBarController(viewControllers: [inbox, settings])
        window.makeKeyAndVisible()
        return window
    }

    static func play(_ stage: Stage) throws {
        stage.show("launch")
        try stage.tap("messages.row.1", "open the second message (a push)")
        try stage.tap("reply", "reply (a custom card over the message)")
        try stage.tap("discard", "discard the reply (an alert over the sheet)")
        try stage.tap("alert.Discard", "confirm: the alert and the sheet go away")
        try stage.tap("back", "back to the list (a user-initiated pop)")
        try stage.tap("tab.1", "switch to the Settings tab")
    }
}

private let messages = [("Ada", "Notes on the engine"), ("Grace", "Compilers"), ("Edsger", "GOTO")]

private final class MessageListViewController: ViewController, TableViewDataSource, TableViewDelegate {
    init() {
        super.init()
        title = "Inbox"
    }

    override func loadView() {
        let table = TableView().identified("messages")
        table.dataSource = self
        table.delegate = self
        view = table
    }

    func numberOfRows(in tableView: TableView) -> Int { messages.count }
    func tableView(_ tableView: TableView, textForRowAt row: Int) -> String {
        "\(messages[row].0): \(messages[row].1)"
    }
    func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
        navigationController?.pushViewController(
            MessageViewController(message: messages[row]), animated: true)
    }
}

private final class MessageViewController: ViewController {
    let message: (from: String, subject: String)

    init(message: (String, String)) {
        self.message = message
        super.init()
        title = message.1
    }

    override func loadView() {
        view = StackView {
            Label("From: \(message.from)").identified("from")
            Button("Reply") { [unowned self] in
                let reply = ReplyViewController(to: message.from)
                reply.transitioningDelegate = cardTransitions
                present(reply, animated: true)
            }.identified("reply")
        }
    }
}

private final class ReplyViewController: ViewController {
    let recipient: String
    init(to recipient: String) {
        self.recipient = recipient
        super.init()
        modalPresentationStyle = .custom
    }

    override func loadView() {
        view = StackView {
            Label("To: \(recipient)")
            TextField(placeholder: "Your reply").identified("body")
            Button("Discard") { [unowned self] in confirmDiscard() }.identified("discard")
        }
    }

    private func confirmDiscard() {
        let alert = AlertController(title: "Discard reply?", message: nil, preferredStyle: .alert)
        alert.addAction(
            AlertAction(title: "Discard", style: .destructive) { [weak self] _ in
                self?.dismiss(animated: true)
            })
        alert.addAction(AlertAction(title: "Keep", style: .cancel))
        present(alert, animated: true)
    }
}

private final class SettingsViewController: ViewController {
    init() {
        super.init()
        title = "Settings"
    }

    override func loadView() {
        view = StackView {
            Label("Signed in as ada@example.com")
            Button("Sign out").identified("signOut")
        }
    }
}

// MARK: Custom transitions

/// Slides a card in: adds the incoming view to the container and completes at once (there is no
/// animation clock on the stage, so a real `UIView.animate` completion would run right away too).
private final class CardAnimator: ViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any ViewControllerContextTransitioning)?)
        -> TimeInterval
    {
        0.35
    }

    func animateTransition(using transitionContext: any ViewControllerContextTransitioning) {
        if let toView = transitionContext.view(forKey: .to) {
            transitionContext.containerView.addSubview(toView)
        }
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    }
}

/// A card over the message: the message stays on screen underneath.
private final class ReplyCardPresentationController: PresentationController {
    override var shouldRemovePresentersView: Bool { false }
}

/// The inbox's navigation delegate and the reply's transitioning delegate: card animators for
/// pushes and for the reply card.
private final class CardTransitions: NavigationControllerDelegate, ViewControllerTransitioningDelegate {
    func navigationController(
        _ navigationController: NavigationController,
        animationControllerFor operation: NavigationController.Operation,
        from fromVC: ViewController, to toVC: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)? {
        operation == .push ? CardAnimator() : nil
    }

    func animationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)? { CardAnimator() }

    func animationController(forDismissed dismissed: ViewController) -> (
        any ViewControllerAnimatedTransitioning
    )? {
        CardAnimator()
    }

    func presentationController(
        forPresented presented: ViewController, presenting: ViewController?, source: ViewController
    ) -> PresentationController? {
        ReplyCardPresentationController(presentedViewController: presented, presenting: presenting)
    }
}

/// One set of card transitions for the whole app (it keeps no state).
@MainActor private let cardTransitions = CardTransitions()
