import HeadlessUI
import ScenewrightTesting
import Testing
import UIKit

// Attributed strings, paragraph styles and the keyboard, from Apple's UILabel, UITextField,
// NSParagraphStyle and UIResponder keyboard documentation.

/// Logs the keyboard notifications, as a form that moves its content above the keyboard does.
@MainActor private final class KeyboardWatcher {
    var lines: [String] = []
    private var observers: [any NSObjectProtocol] = []

    init() {
        let names: [(Notification.Name, String)] = [
            (UIResponder.keyboardWillChangeFrameNotification, "willChangeFrame"),
            (UIResponder.keyboardWillShowNotification, "willShow"),
            (UIResponder.keyboardDidChangeFrameNotification, "didChangeFrame"),
            (UIResponder.keyboardDidShowNotification, "didShow"),
            (UIResponder.keyboardWillHideNotification, "willHide"),
            (UIResponder.keyboardDidHideNotification, "didHide"),
        ]
        for (name, label) in names {
            observers.append(
                NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) {
                    [weak self] note in
                    let end = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?
                        .cgRectValue
                    let duration =
                        note.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber
                    MainActor.assumeIsolated {
                        self?.lines.append("\(label) \(Int(end?.minY ?? -1)) \(duration?.doubleValue ?? -1)")
                    }
                })
        }
    }

    func stop() {
        for observer in observers { NotificationCenter.default.removeObserver(observer) }
    }
}

/// A form field delegate that logs editing.
@MainActor private final class FieldLog: NSObject, UITextFieldDelegate {
    let watcher: KeyboardWatcher
    init(_ watcher: KeyboardWatcher) { self.watcher = watcher }
    func textFieldDidBeginEditing(_ textField: UITextField) {
        watcher.lines.append("didBeginEditing \(textField.placeholder ?? "")")
    }
    func textFieldDidEndEditing(_ textField: UITextField) {
        watcher.lines.append("didEndEditing \(textField.placeholder ?? "")")
    }
}

@MainActor @Suite(.serialized) struct VocabularyTextTests {
    @Test("a label keeps the attributed string it is given and renders its plain string")
    func labelAttributedText() throws {
        // UILabel.attributedText: "assigning a new value to this property also replaces the value
        // of the text property with the same string data, although without any formatting
        // information."
        let style = NSMutableParagraphStyle()
        style.lineSpacing = 4
        style.alignment = .center
        let label = UILabel()
        label.attributedText = NSAttributedString(
            string: "Sale",
            attributes: [
                .font: UIFont.boldSystemFont(ofSize: 20), .foregroundColor: UIColor.systemRed,
                .paragraphStyle: style,
            ])
        #expect(label.text == "Sale")
        let attributes = try #require(label.attributedText?.attributes(at: 0, effectiveRange: nil))
        #expect(attributes[.font] as? UIFont == .boldSystemFont(ofSize: 20))
        #expect(attributes[.foregroundColor] as? UIColor == .systemRed)
        #expect((attributes[.paragraphStyle] as? NSParagraphStyle)?.lineSpacing == 4)
        #expect(label.render() == "Label \"Sale\"")
        label.text = "Plain"
        let plain = try #require(label.attributedText)
        #expect(plain.string == "Plain")
        #expect(plain.attributes(at: 0, effectiveRange: nil)[.font] as? UIFont == label.font)
    }

    @Test("a text field's attributed text and placeholder render as their strings")
    func fieldAttributedText() {
        let field = UITextField()
        field.attributedPlaceholder = NSAttributedString(
            string: "Email", attributes: [.foregroundColor: UIColor.placeholderText])
        #expect(field.placeholder == "Email")
        #expect(field.render() == "TextField placeholder: \"Email\"")
        field.attributedText = NSAttributedString(string: "ada@example.com", attributes: [.kern: 1])
        #expect(field.text == "ada@example.com")
        #expect(field.attributedText?.attributes(at: 0, effectiveRange: nil)[.kern] as? Int == 1)
    }

    @Test("NSMutableParagraphStyle sets what NSParagraphStyle reads, from UIKit's defaults")
    func paragraphStyle() {
        let standard = NSParagraphStyle.default
        #expect(standard.alignment == .natural)
        #expect(standard.lineBreakMode == .byWordWrapping)
        let style = NSMutableParagraphStyle()
        style.setParagraphStyle(standard)
        style.firstLineHeadIndent = 12
        style.paragraphSpacing = 8
        #expect(style.firstLineHeadIndent == 12)
        let copy = style.mutableCopy() as? NSMutableParagraphStyle
        #expect(copy?.paragraphSpacing == 8)
    }

    @Test(
        "the keyboard comes up after textFieldDidBeginEditing and goes down after textFieldDidEndEditing, with its frames"
    )
    func keyboardNotifications() throws {
        let watcher = KeyboardWatcher()
        defer { watcher.stop() }
        let delegate = FieldLog(watcher)
        let form = UIViewController()
        let name = UITextField(placeholder: "Name")
        let email = UITextField(placeholder: "Email")
        name.delegate = delegate
        email.delegate = delegate
        form.view.addSubview(name)
        form.view.addSubview(email)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = form
        window.makeKeyAndVisible()
        name.becomeFirstResponder()
        let shown = Int(UIScreen.main.bounds.height) - 336
        #expect(
            watcher.lines == [
                "didBeginEditing Name", "willChangeFrame \(shown) 0.25", "willShow \(shown) 0.25",
                "didChangeFrame \(shown) 0.25", "didShow \(shown) 0.25",
            ])
        watcher.lines = []
        email.becomeFirstResponder()
        #expect(
            watcher.lines == [
                "didEndEditing Name", "didBeginEditing Email", "willChangeFrame \(shown) 0.25",
                "willShow \(shown) 0.25", "didChangeFrame \(shown) 0.25", "didShow \(shown) 0.25",
            ])
        watcher.lines = []
        #expect(form.view.endEditing(true))
        let hidden = Int(UIScreen.main.bounds.height)
        #expect(
            watcher.lines == [
                "didEndEditing Email", "willChangeFrame \(hidden) 0.25", "willHide \(hidden) 0.25",
                "didChangeFrame \(hidden) 0.25", "didHide \(hidden) 0.25",
            ])
        #expect(!email.isFirstResponder)
    }

    @Test("a text field outside any window brings up no keyboard")
    func noKeyboardOutsideWindow() {
        let watcher = KeyboardWatcher()
        defer { watcher.stop() }
        let field = UITextField()
        field.becomeFirstResponder()
        field.resignFirstResponder()
        #expect(watcher.lines.isEmpty)
    }

    @Test("endEditing(true) makes a field resign even when its delegate refuses; endEditing(false) does not")
    func endEditingForce() {
        final class Stubborn: NSObject, UITextFieldDelegate {
            func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { false }
        }
        let stubborn = Stubborn()
        let screen = UIViewController()
        let field = UITextField()
        field.delegate = stubborn
        screen.view.addSubview(field)
        field.becomeFirstResponder()
        #expect(!screen.view.endEditing(false))
        #expect(field.isFirstResponder)
        #expect(screen.view.endEditing(true))
        #expect(!field.isFirstResponder)
    }
}

/// A notes screen whose text view delegate logs editing, as a compose screen does.
@MainActor private final class NotesLog: NSObject, UITextViewDelegate {
    var lines: [String] = []
    var refuses = false
    func textViewDidBeginEditing(_ textView: UITextView) { lines.append("didBeginEditing") }
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String)
        -> Bool
    {
        lines.append("shouldChange \(range.location) \"\(text)\"")
        return !refuses
    }
    func textViewDidChange(_ textView: UITextView) { lines.append("didChange \(textView.text ?? "")") }
    func textViewDidEndEditing(_ textView: UITextView) { lines.append("didEndEditing") }
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        lines.append("didScroll \(Int(scrollView.contentOffset.y))")
    }
}

@MainActor @Suite(.serialized) struct VocabularyTextViewTests {
    @Test(
        "typing into a text view asks its delegate, changes the text and tells the delegate; the keyboard comes up first"
    )
    func typing() throws {
        // UITextViewDelegate.textViewDidChange(_:): "Tells the delegate when the user changes the
        // text or attributes in the specified text view."
        let log = NotesLog()
        let screen = UIViewController()
        let notes = UITextView().identified("notes")
        notes.delegate = log
        screen.view.addSubview(notes)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = screen
        window.makeKeyAndVisible()
        let observer = NotificationCenter.default.addObserver(
            forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil
        ) { _ in MainActor.assumeIsolated { log.lines.append("keyboardWillShow") } }
        defer { NotificationCenter.default.removeObserver(observer) }
        try UIDriver(window: window).type("Buy milk", into: "notes")
        #expect(
            log.lines == [
                "keyboardWillShow", "didBeginEditing", "shouldChange 0 \"Buy milk\"", "didChange Buy milk",
            ])
        #expect(notes.text == "Buy milk")
        #expect(notes.render() == "TextView #notes \"Buy milk\"")
        log.refuses = true
        notes.type("!")
        #expect(notes.text == "Buy milk")
        notes.resignFirstResponder()
        #expect(log.lines.last == "didEndEditing")
    }

    @Test("a text view that is not editable cannot be typed into; text set in code calls no delegate method")
    func notEditable() {
        let log = NotesLog()
        let notes = UITextView()
        notes.delegate = log
        notes.text = "Read only"
        notes.isEditable = false
        let diagnostics = captureDiagnostics { notes.type("x") }
        #expect(diagnostics.map(\.kind) == [UIDiagnostic.Kind.controlDisabled])
        #expect(notes.text == "Read only")
        #expect(log.lines.isEmpty)
        notes.attributedText = NSAttributedString(
            string: "Bold", attributes: [.font: UIFont.boldSystemFont(ofSize: 17)])
        #expect(notes.text == "Bold")
    }

    @Test("a text view is a scroll view, and its delegate hears the scrolling as well as the editing")
    func scrollView() {
        // UIScrollView: "UIScrollView is the superclass of several UIKit classes, including
        // UITableView and UITextView."
        let log = NotesLog()
        let notes = UITextView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let scroller: UIScrollView = notes
        notes.delegate = log
        let sameDelegate = (scroller.delegate as AnyObject?) === log
        #expect(sameDelegate)
        notes.contentSize = CGSize(width: 320, height: 400)
        notes.setContentOffset(CGPoint(x: 0, y: 120), animated: false)
        #expect(log.lines == ["didScroll 120"])
        notes.type("x")
        #expect(log.lines.contains("didChange x"))
    }
}
