import HeadlessUI
import Testing
import UIKit

@MainActor @Suite("Controllers: alerts with text fields, untitled and disabled actions")
struct ControllersAlertTests {
    @Test("a login alert: text fields configured by their handlers, typed into, read by the action's handler")
    func loginAlert() throws {
        let log = EventLog()
        let home = LoggingViewController(name: "Home", log: log)
        let window = keyWindow(showing: home)
        log.clear()
        var signedIn: [String] = []
        let alert = UIAlertController(title: "Sign In", message: "Enter your account", preferredStyle: .alert)
        alert.addTextField { field in field.placeholder = "Name" }
        alert.addTextField { field in field.placeholder = "Password" }
        let signIn = UIAlertAction(title: "Sign In", style: .default) { [unowned alert] _ in
            signedIn.append(alert.textFields?.map { $0.text ?? "" }.joined(separator: "/") ?? "")
        }
        alert.addAction(signIn)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.preferredAction = signIn
        home.present(alert, animated: true)
        #expect(
            window.render() == """
                Window
                ├─ LoggingViewController
                └─ AlertController "Sign In"
                   ├─ Label #alert.message "Enter your account"
                   ├─ TextField #alert.textField.0 placeholder: "Name"
                   ├─ TextField #alert.textField.1 placeholder: "Password"
                   ├─ Button #alert.Sign In "Sign In" preferred
                   └─ Button #alert.Cancel "Cancel"
                """)
        alert.textFields?[0].type("ada")
        alert.textFields?[1].type("secret")
        try window.tap("alert.Sign In")
        #expect(signedIn == ["ada/secret"])
        #expect(home.presentedViewController == nil)
        #expect(log.events.isEmpty)  // an alert leaves its presenter on screen: no callbacks
    }

    @Test(
        "an action with a nil title is tapped as alert.action.<index>; title and message can change while shown"
    )
    func untitledAction() throws {
        let home = UIViewController()
        let window = keyWindow(showing: home)
        var tapped: [String?] = []
        let alert = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        alert.addAction(UIAlertAction(title: "Share", style: .default) { tapped.append($0.title) })
        alert.addAction(UIAlertAction(title: nil, style: .destructive) { tapped.append($0.title) })
        home.present(alert, animated: true)
        alert.title = "Photo"
        alert.message = "Choose"
        #expect(window.tappableIdentifiers() == ["alert.Share", "alert.action.1"])
        #expect(window.render().contains(#"ActionSheet "Photo""#))
        #expect(window.render().contains(#"Label #alert.message "Choose""#))
        try window.tap("alert.action.1")
        #expect(tapped == [nil])
    }

    @Test("a disabled action refuses the tap with a clear error; enabling it lets the tap through")
    func disabledAction() throws {
        let home = UIViewController()
        let window = keyWindow(showing: home)
        var deleted = 0
        let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
        let delete = UIAlertAction(title: "Delete", style: .destructive) { _ in deleted += 1 }
        delete.isEnabled = false
        alert.addAction(delete)
        home.present(alert, animated: true)
        let error = #expect(throws: WindowError.self) { try window.tap("alert.Delete") }
        #expect(
            error
                == .disabled(
                    identifier: "alert.Delete",
                    reason: "Button is disabled (the AlertAction's isEnabled is false)"))
        #expect(deleted == 0)
        #expect(isSame(home.presentedViewController, alert))
        #expect(window.tappableIdentifiers().isEmpty)
        delete.isEnabled = true
        #expect(window.tappableIdentifiers() == ["alert.Delete"])
        try window.tap("alert.Delete")
        #expect(deleted == 1)
    }

    @Test(
        "a text field on an action sheet and a preferred action from elsewhere are rejected, changing nothing"
    )
    func rejectedConfiguration() {
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        let stranger = UIAlertAction(title: "Elsewhere", style: .default)
        let diagnostics = UIDiagnostics.withCapture {
            sheet.addTextField(configurationHandler: nil)
            sheet.preferredAction = stranger
        }.diagnostics
        #expect(diagnostics.count == 2)
        #expect(diagnostics.allSatisfy { $0.kind == .invalidContainerContent })
        #expect(diagnostics.last?.message.contains("Elsewhere") == true)
        #expect(sheet.textFields == nil)
        #expect(sheet.preferredAction == nil)
    }

    @Test("a dismissed alert, its actions and its text fields are released")
    func alertReleased() throws {
        let home = UIViewController()
        let window = keyWindow(showing: home)
        weak var weakAlert: UIAlertController?
        weak var weakAction: UIAlertAction?
        weak var weakField: UITextField?
        do {
            let alert = UIAlertController(title: "Name", message: nil, preferredStyle: .alert)
            alert.addTextField()
            let ok = UIAlertAction(title: "OK", style: .default)
            alert.addAction(ok)
            weakAlert = alert
            weakAction = ok
            weakField = alert.textFields?.first
            home.present(alert, animated: true)
        }
        try window.tap("alert.OK")
        #expect(weakAlert == nil)
        #expect(weakAction == nil)
        #expect(weakField == nil)
    }
}
