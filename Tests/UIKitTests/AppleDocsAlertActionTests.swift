import Testing
import UIKit

// UIAlertAction, `init(title:style:handler:)`: "handler — A block to execute when the user selects
// the action." UIControl.Event.touchUpInside: "A touch-up event in the control where the finger is
// inside the bounds of the control." A UIKit test selects an action by sending that event to the
// action's control in the alert's view, as a user's tap does.

@MainActor @Suite("Alert actions: the action's control sent .touchUpInside selects the action")
struct AppleDocsAlertActionTests {
    /// The control in `alert`'s view showing `title`, found as a UIKit test finds it.
    private func control(titled title: String, in alert: UIAlertController) -> UIButton? {
        var pending: [UIView] = [alert.view]
        while let view = pending.popLast() {
            if let button = view as? UIButton, button.title(for: .normal) == title { return button }
            pending.append(contentsOf: view.subviews)
        }
        return nil
    }

    @Test("sending .touchUpInside to an action's control dismisses the alert and runs the handler")
    func touchUpInsideRunsHandler() throws {
        let home = UIViewController()
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = home
        window.makeKeyAndVisible()
        var selected: [String?] = []
        let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { selected.append($0.title) })
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        home.present(alert, animated: false)
        let delete = try #require(control(titled: "Delete", in: alert))
        delete.sendActions(for: .touchUpInside)
        #expect(selected == ["Delete"])
        #expect(home.presentedViewController == nil)
    }

    @Test("a disabled action's control runs nothing and leaves the alert up")
    func disabledActionDoesNothing() throws {
        let home = UIViewController()
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = home
        window.makeKeyAndVisible()
        var selected = 0
        let alert = UIAlertController(title: "Save?", message: nil, preferredStyle: .alert)
        let save = UIAlertAction(title: "Save", style: .default) { _ in selected += 1 }
        save.isEnabled = false
        alert.addAction(save)
        home.present(alert, animated: false)
        let saveControl = try #require(control(titled: "Save", in: alert))
        saveControl.sendActions(for: .touchUpInside)
        #expect(selected == 0)
        #expect(home.presentedViewController == alert)
    }
}
