import ScenewrightTesting
import Testing
import UIKit

/// A sign-in form as UIKit code writes one: text fields whose delegate is the controller, a
/// button with a `UIAction`, a stack view laying them out.
@MainActor private final class SignInViewController: UIViewController, UITextFieldDelegate {
    let emailField = UITextField()
    let passwordField = UITextField()
    let signInButton = UIButton(type: .system)
    var log: [String] = []
    var signIns: [String] = []

    override func loadView() {
        let stack = UIStackView(arrangedSubviews: [emailField, passwordField, signInButton])
        stack.axis = .vertical
        stack.spacing = 12
        stack.alignment = .fill
        stack.distribution = .fillEqually
        stack.translatesAutoresizingMaskIntoConstraints = false
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        root.backgroundColor = .systemBackground
        root.addSubview(stack)
        view = root
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Sign In"
        emailField.placeholder = "Email"
        emailField.accessibilityIdentifier = "email"
        emailField.keyboardType = .emailAddress
        emailField.returnKeyType = .next
        emailField.clearButtonMode = .whileEditing
        emailField.delegate = self
        passwordField.placeholder = "Password"
        passwordField.accessibilityIdentifier = "password"
        passwordField.isSecureTextEntry = true
        passwordField.returnKeyType = .go
        passwordField.delegate = self
        signInButton.setTitle("Sign In", for: .normal)
        signInButton.accessibilityIdentifier = "signIn"
        signInButton.isEnabled = false
        signInButton.addAction(
            UIAction { [weak self] _ in self?.signIn() }, for: .touchUpInside)
        emailField.addAction(
            UIAction { [weak self] _ in self?.updateButton() }, for: .editingChanged)
        passwordField.addAction(
            UIAction { [weak self] _ in self?.updateButton() }, for: .editingChanged)
    }

    private func updateButton() {
        signInButton.isEnabled = !(emailField.text ?? "").isEmpty && !(passwordField.text ?? "").isEmpty
    }

    private func signIn() { signIns.append(emailField.text ?? "") }

    private func name(_ textField: UITextField) -> String {
        textField === emailField ? "email" : "password"
    }

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        log.append("shouldBegin \(name(textField))")
        return true
    }

    func textFieldDidBeginEditing(_ textField: UITextField) { log.append("didBegin \(name(textField))") }

    func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool {
        log.append("shouldChange \(name(textField)) \(range.location) \(string)")
        return !string.contains(" ")
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        log.append("shouldReturn \(name(textField))")
        if textField === emailField {
            passwordField.becomeFirstResponder()
        } else {
            textField.resignFirstResponder()
        }
        return true
    }

    func textFieldDidEndEditing(_ textField: UITextField) { log.append("didEnd \(name(textField))") }
}

@MainActor @Suite("Views: a form with a UITextFieldDelegate and a UIButton with a UIAction")
struct ViewsFormTests {
    private func shown() -> (SignInViewController, UIWindow) {
        let signIn = SignInViewController()
        // The screen's size, as an app's window has: the navigation controller sizes the form to it.
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = UINavigationController(rootViewController: signIn)
        window.makeKeyAndVisible()
        return (signIn, window)
    }

    @Test("typing asks the delegate in UIKit's order and moves first responder between fields")
    func delegateOrder() {
        let (form, _) = shown()
        form.emailField.type("ada@example.org")
        #expect(form.emailField.isFirstResponder)
        form.emailField.pressReturn()
        #expect(form.passwordField.isFirstResponder && !form.emailField.isFirstResponder)
        form.passwordField.type("pass word")
        form.passwordField.type("secret")
        form.passwordField.pressReturn()
        #expect(!form.passwordField.isFirstResponder)
        #expect(
            form.log == [
                "shouldBegin email", "didBegin email", "shouldChange email 0 ada@example.org",
                "shouldReturn email", "shouldBegin password", "didEnd email", "didBegin password",
                "shouldChange password 0 pass word", "shouldChange password 0 secret",
                "shouldReturn password", "didEnd password",
            ])
        #expect(form.emailField.text == "ada@example.org")
        #expect(form.passwordField.text == "secret", "the refused change left the text as it was")
    }

    @Test("the disabled button ignores taps until typing enables it; its UIAction then runs")
    func disabledUntilFilled() throws {
        let (form, window) = shown()
        var diagnostics: [UIDiagnostic] = []
        diagnostics = captureDiagnostics {
            #expect(
                throws: WindowError.disabled(
                    identifier: "signIn", reason: "Button is disabled (isEnabled is false)")
            ) {
                try window.tap("signIn")
            }
        }
        #expect(diagnostics.map(\.kind) == [.controlDisabled])
        #expect(form.signIns.isEmpty)
        #expect(!window.tappableIdentifiers().contains("signIn"))
        form.emailField.type("ada@example.org")
        form.passwordField.type("secret")
        #expect(form.signInButton.isEnabled)
        try window.tap("signIn")
        #expect(form.signIns == ["ada@example.org"])
    }

    @Test("the form renders its stack, fields (the password hidden) and button")
    func renders() {
        let (form, window) = shown()
        form.passwordField.type("secret")
        #expect(
            window.render() == """
                Window
                └─ NavigationController
                   ├─ NavigationBar "Sign In"
                   └─ SignInViewController
                      └─ StackView vertical
                         ├─ TextField #email placeholder: "Email"
                         ├─ TextField #password secure "••••••"
                         └─ Button #signIn "Sign In"
                """)
        #expect(form.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(form.view.backgroundColor == .systemBackground)
    }

    @Test("one first responder per window: becoming first responder takes it from the other field")
    func oneFirstResponder() {
        let (form, window) = shown()
        #expect(form.emailField.becomeFirstResponder())
        #expect(form.passwordField.becomeFirstResponder())
        #expect(!form.emailField.isFirstResponder && form.passwordField.isFirstResponder)
        #expect(form.emailField.window === window)
        let label = UILabel()
        #expect(!label.canBecomeFirstResponder && !label.becomeFirstResponder())
        form.passwordField.removeFromSuperview()
        #expect(!form.passwordField.isFirstResponder, "a field removed from its window resigns")
        #expect(form.log.suffix(1) == ["didEnd password"])
    }

    @Test("a form and its actions are released with the controller")
    func released() {
        weak var releasedForm: SignInViewController?
        weak var releasedButton: UIButton?
        do {
            let (form, window) = shown()
            form.emailField.type("a")
            releasedForm = form
            releasedButton = form.signInButton
            window.rootViewController = nil
        }
        #expect(releasedForm == nil)
        #expect(releasedButton == nil)
    }
}
