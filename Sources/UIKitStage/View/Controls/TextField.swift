import Foundation
import ScenewrightCore

/// Hears a ``UITextField``'s editing — HeadlessUI's `UITextFieldDelegate`. Every requirement has a
/// default, so implement only those you need.
@preconcurrency @MainActor public protocol UITextFieldDelegate: AnyObject {
    /// Whether editing may begin. Default `true`.
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// Editing began: the field is first responder.
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Whether editing may end. Default `true`.
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    /// Editing ended: the field resigned first responder.
    func textFieldDidEndEditing(_ textField: UITextField)
    /// Whether typing may replace the characters in `range` (UTF-16 offsets into the text) with
    /// `string`. Default `true`.
    func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool
    /// The text changed or the selection moved.
    func textFieldDidChangeSelection(_ textField: UITextField)
    /// Whether the clear button may empty the field. Default `true`.
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    /// Whether the return key does its default (sending `.editingDidEndOnExit` and
    /// `.primaryActionTriggered`). Default `true`.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    /// Returns `true`.
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    /// Does nothing.
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    /// Returns `true`.
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    /// Does nothing.
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    /// Returns `true`.
    public func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool { true }
    /// Does nothing.
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    /// Returns `true`.
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    /// Returns `true`.
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}

/// An editable line of text — HeadlessUI's `UITextField`.
///
/// ``type(_:)`` types as a user would: the field becomes first responder (asking its delegate's
/// `textFieldShouldBeginEditing`, then `textFieldDidBeginEditing` and `.editingDidBegin`), the
/// delegate's `textField(_:shouldChangeCharactersIn:replacementString:)` may refuse the change, and
/// an accepted change updates ``text``, sends `.editingChanged` and calls ``onChange``.
/// ``pressReturn()`` is the return key.
///
/// ```swift
/// let name = TextField(placeholder: "Name").identified("name")
/// name.delegate = form
/// name.type("Ada")
/// name.pressReturn()   // the delegate's textFieldShouldReturn
/// ```
@preconcurrency @MainActor open class UITextField: UIControl {
    private var storedText = ""

    /// The current text. Never `nil` when read (an empty field gives `""`, as in UIKit); setting
    /// `nil` empties the field. Setting it in code sends no events.
    open var text: String? {
        get { storedText }
        set {
            storedText = newValue ?? ""
            attributedStorage = nil
        }
    }
    /// The attributed string set last, while the text is its string.
    private var attributedStorage: NSAttributedString?
    /// The text with attributes: the attributed string set (the field's text is then its plain
    /// string), else the text with the field's font and colour. Setting it sends no events.
    open var attributedText: NSAttributedString? {
        get {
            if let attributedStorage, attributedStorage.string == storedText { return attributedStorage }
            return plainAttributedText(storedText, font: font, color: textColor, alignment: textAlignment)
        }
        set {
            storedText = newValue?.string ?? ""
            attributedStorage = newValue
        }
    }
    /// Shown while the text is empty.
    open var placeholder: String?
    /// The placeholder with attributes; setting it sets ``placeholder`` to its string, which
    /// renders.
    open var attributedPlaceholder: NSAttributedString? {
        get { placeholder.map { NSAttributedString(string: $0) } }
        set { placeholder = newValue?.string }
    }
    /// Hears editing. Held weakly.
    open weak var delegate: (any UITextFieldDelegate)?
    /// Called after every change ``type(_:)`` makes, with the new text.
    public final var onChange: (@MainActor (String) -> Void)?
    /// Whether the text is hidden as dots; rendered as `secure` with the text hidden.
    open var isSecureTextEntry = false
    /// The keyboard a user would type with.
    open var keyboardType: UIKeyboardType = .default
    /// The title of the return key.
    open var returnKeyType: UIReturnKeyType = .default
    /// When the clear button shows.
    open var clearButtonMode: ViewMode = .never
    /// The border drawn.
    open var borderStyle: BorderStyle = .none
    /// How typed text is capitalised.
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// The font.
    open var font: UIFont? = .standard
    /// The text colour.
    open var textColor: UIColor? = .label
    /// How the text is aligned.
    open var textAlignment: NSTextAlignment = .natural

    /// Whether the field is being edited: it is first responder.
    open var isEditing: Bool { isFirstResponder }

    /// Creates a text field showing `text`, or `placeholder` while empty. (`UITextField()` is
    /// ``init(frame:)``: the same empty field.)
    @_disfavoredOverload
    public init(text: String = "", placeholder: String = "") {
        storedText = text
        self.placeholder = placeholder
        super.init()
    }

    /// Creates an empty text field in `frame` with no placeholder, as `UITextField(frame:)` does;
    /// `UITextField()` makes one with a zero frame.
    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
    }

    /// Creates an empty text field; there are no archives here, so `coder` is not read (see
    /// ``UIView/init(coder:)``).
    public override init?<Coder: NSCoder>(coder: Coder) {
        super.init(coder: coder)
    }

    /// A text field can take first responder while it is enabled.
    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// A text field asks its delegate's `textFieldShouldEndEditing` before resigning.
    open override var canResignFirstResponder: Bool {
        delegate?.textFieldShouldEndEditing(self) ?? true
    }

    /// Begins editing: asks the delegate's `textFieldShouldBeginEditing`, then takes first
    /// responder from whoever has it in the window.
    /// - Returns: Whether the field is now being edited.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, delegate?.textFieldShouldBeginEditing(self) ?? true else {
            return false
        }
        return Keyboard.handingOver { super.becomeFirstResponder() }
    }

    override func didBecomeFirstResponder() {
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        NotificationCenter.default.post(name: UITextField.textDidBeginEditingNotification, object: self)
        Keyboard.show(for: self)
    }

    override func didResignFirstResponder() {
        delegate?.textFieldDidEndEditing(self)
        sendActions(for: .editingDidEnd)
        NotificationCenter.default.post(name: UITextField.textDidEndEditingNotification, object: self)
        Keyboard.hide(for: self)
    }

    /// Posted when a text field begins editing; the object is the field.
    nonisolated public static let textDidBeginEditingNotification = Notification.Name(
        "UITextFieldTextDidBeginEditingNotification")
    /// Posted when a user's typing changed a text field's text; the object is the field.
    nonisolated public static let textDidChangeNotification = Notification.Name(
        "UITextFieldTextDidChangeNotification")
    /// Posted when a text field ends editing; the object is the field.
    nonisolated public static let textDidEndEditingNotification = Notification.Name(
        "UITextFieldTextDidEndEditingNotification")

    /// Types `text` as a user would, appending it: begins editing if needed, asks the delegate,
    /// then changes the text, sends `.editingChanged` and calls ``onChange``.
    ///
    /// Nothing changes when the field is disabled (with a `control.disabled` diagnostic), when
    /// editing cannot begin (the delegate's `textFieldShouldBeginEditing` said no), or when the
    /// delegate's `textField(_:shouldChangeCharactersIn:replacementString:)` refused the change.
    public func type(_ text: String) {
        if let tapRefusal {
            Diagnostics.emit(
                Diagnostic(
                    .controlDisabled,
                    "Ignored typing into \(diagnosticName), which \(tapRefusal). The text is unchanged. "
                        + "Enable it first, or set its text in code."))
            return
        }
        guard becomeFirstResponder() else { return }
        let range = NSRange(location: storedText.utf16.count, length: 0)
        guard delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: text) ?? true
        else {
            return
        }
        storedText += text
        attributedStorage = nil
        delegate?.textFieldDidChangeSelection(self)
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
        textDidChangeByTyping()
        onChange?(storedText)
    }

    /// Called after a user's typing changed the text; a search bar's field tells its bar.
    func textDidChangeByTyping() {}

    /// Asked when the return key is pressed: whether it does its default. The delegate's
    /// `textFieldShouldReturn` by default; a search bar's field tells its bar instead.
    func returnKeyPressed() -> Bool { delegate?.textFieldShouldReturn(self) ?? true }

    /// Presses the return key as a user would: asks the delegate's `textFieldShouldReturn`; when it
    /// agrees (the default), sends `.editingDidEndOnExit` and `.primaryActionTriggered`.
    /// Resigning first responder is the delegate's or an action's job, as in UIKit.
    public func pressReturn() {
        guard isFirstResponder || becomeFirstResponder() else { return }
        guard returnKeyPressed() else { return }
        sendActions(for: [.editingDidEndOnExit, .primaryActionTriggered])
    }

    open override var renderDetail: String? {
        if storedText.isEmpty {
            return placeholder.map { "placeholder: \(quoted($0))" } ?? (isSecureTextEntry ? "secure" : nil)
        }
        return isSecureTextEntry
            ? "secure \(quoted(String(repeating: "•", count: storedText.count)))" : quoted(storedText)
    }

    /// When an accessory view shows — UIKit's `UITextField.ViewMode`.
    public enum ViewMode: Int, Sendable {
        /// Never.
        case never
        /// While editing.
        case whileEditing
        /// Unless editing.
        case unlessEditing
        /// Always.
        case always
    }

    /// The border of a text field — UIKit's `UITextField.BorderStyle`.
    public enum BorderStyle: Int, Sendable {
        /// None.
        case none
        /// A line.
        case line
        /// A bezel.
        case bezel
        /// Rounded corners.
        case roundedRect
    }
}

/// The keyboard a user types with — UIKit's `UIKeyboardType`.
public enum UIKeyboardType: Int, Sendable {
    /// The default keyboard.
    case `default`
    /// ASCII characters.
    case asciiCapable
    /// Numbers and punctuation.
    case numbersAndPunctuation
    /// For URLs (UIKit's spelling).
    // swift-format-ignore: AlwaysUseLowerCamelCase
    case URL
    /// Digits.
    case numberPad
    /// A phone pad.
    case phonePad
    /// Names and phone numbers.
    case namePhonePad
    /// For email addresses.
    case emailAddress
    /// Digits and a decimal point.
    case decimalPad
    /// For social handles.
    case twitter
    /// For web searches.
    case webSearch
    /// ASCII digits.
    case asciiCapableNumberPad
}

/// The title of the return key — UIKit's `UIReturnKeyType`.
public enum UIReturnKeyType: Int, Sendable {
    /// Return.
    case `default`
    /// Go.
    case go
    /// Google.
    case google
    /// Join.
    case join
    /// Next.
    case next
    /// Route.
    case route
    /// Search.
    case search
    /// Send.
    case send
    /// Yahoo.
    case yahoo
    /// Done.
    case done
    /// Emergency call.
    case emergencyCall
    /// Continue.
    case `continue`
}

/// How typed text is capitalised — UIKit's `UITextAutocapitalizationType`.
public enum UITextAutocapitalizationType: Int, Sendable {
    /// Never.
    case none
    /// Each word.
    case words
    /// Each sentence.
    case sentences
    /// Every character.
    case allCharacters
}
