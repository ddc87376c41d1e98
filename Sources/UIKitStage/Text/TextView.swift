import Foundation
import ScenewrightCore

/// Hears a ``UITextView``'s editing — UIKit's `UITextViewDelegate`, which refines
/// ``UIScrollViewDelegate`` as a text view is a scroll view. Every requirement has UIKit's default.
@preconcurrency @MainActor public protocol UITextViewDelegate: UIScrollViewDelegate {
    /// Whether editing may begin. Default `true`.
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    /// Editing began: the text view is first responder.
    func textViewDidBeginEditing(_ textView: UITextView)
    /// Whether editing may end. Default `true`.
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    /// Editing ended.
    func textViewDidEndEditing(_ textView: UITextView)
    /// Whether typing may replace the characters in `range` (UTF-16 offsets) with `text`. Default
    /// `true`.
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String)
        -> Bool
    /// The user changed the text.
    func textViewDidChange(_ textView: UITextView)
    /// The selection moved.
    func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
    /// Returns `true`.
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    /// Does nothing.
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    /// Returns `true`.
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    /// Does nothing.
    public func textViewDidEndEditing(_ textView: UITextView) {}
    /// Returns `true`.
    public func textView(
        _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
    )
        -> Bool
    { true }
    /// Does nothing.
    public func textViewDidChange(_ textView: UITextView) {}
    /// Does nothing.
    public func textViewDidChangeSelection(_ textView: UITextView) {}
}

/// Several lines of editable text — UIKit's `UITextView`, a ``UIScrollView`` as on iOS, rendered
/// as `TextView` with its text.
///
/// A user types into it through the driver (`type(_:into:)`): it becomes first responder (the
/// keyboard comes up, then the delegate hears `textViewDidBeginEditing`, as on iOS), the delegate
/// may refuse the change, and an accepted one updates ``text`` and calls `textViewDidChange`.
/// Setting ``text`` in code calls no delegate method. A text view that is not ``isEditable`` cannot
/// be typed into.
///
/// Its delegate is the scroll view's ``UIScrollView/delegate``: set a ``UITextViewDelegate`` there
/// and it hears both the editing and the scrolling. (Swift cannot narrow the property's type in a
/// subclass, as Objective-C does, so `textView.delegate` reads as a scroll view delegate.)
///
/// ```swift
/// let notes = UITextView()
/// notes.accessibilityIdentifier = "notes"
/// notes.delegate = self
/// notes.font = .preferredFont(forTextStyle: .body)
/// ```
@preconcurrency @MainActor open class UITextView: UIScrollView {
    private var storedText = ""
    private var attributedStorage: NSAttributedString?
    /// The delegate, as a text view delegate.
    private weak var textDelegate: (any UITextViewDelegate)?

    override func delegateDidChange() {
        textDelegate = delegate as? any UITextViewDelegate
    }
    /// The font.
    open var font: UIFont? = .standard
    /// The text colour.
    open var textColor: UIColor? = .label
    /// How the text is aligned.
    open var textAlignment: NSTextAlignment = .natural
    /// Whether a user can edit the text. Default `true`.
    open var isEditable = true
    /// Whether a user can select the text. Default `true`.
    open var isSelectable = true
    /// The selected range, in UTF-16 offsets; at the end of the text after typing.
    open var selectedRange = NSRange(location: 0, length: 0)
    /// The attributes new typing gets.
    open var typingAttributes: [NSAttributedString.Key: Any] = [:]
    /// The space around the text. Kept, not drawn.
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    /// The keyboard a user would type with.
    open var keyboardType: UIKeyboardType = .default
    /// The title of the return key.
    open var returnKeyType: UIReturnKeyType = .default
    /// How typed text is capitalised.
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences

    /// The text. Never `nil` when read; setting `nil` empties it. Setting it in code calls no
    /// delegate method.
    open var text: String! {
        get { storedText }
        set {
            storedText = newValue ?? ""
            attributedStorage = nil
            selectedRange = NSRange(location: storedText.utf16.count, length: 0)
        }
    }

    /// The text with attributes: the attributed string set (``text`` is then its plain string),
    /// else the text with the view's font and colour.
    open var attributedText: NSAttributedString! {
        get {
            if let attributedStorage { return attributedStorage }
            return plainAttributedText(storedText, font: font, color: textColor, alignment: textAlignment)
        }
        set {
            storedText = newValue?.string ?? ""
            attributedStorage = newValue
        }
    }

    /// Whether the text view is being edited: it is first responder.
    open var isEditing: Bool { isFirstResponder }

    /// A text view takes first responder while it is editable.
    open override var canBecomeFirstResponder: Bool { isEditable }

    /// A text view asks its delegate's `textViewShouldEndEditing` before resigning.
    open override var canResignFirstResponder: Bool { textDelegate?.textViewShouldEndEditing(self) ?? true }

    /// Begins editing: asks the delegate's `textViewShouldBeginEditing`, then takes first
    /// responder.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, textDelegate?.textViewShouldBeginEditing(self) ?? true else {
            return false
        }
        return Keyboard.handingOver { super.becomeFirstResponder() }
    }

    override func didBecomeFirstResponder() {
        Keyboard.show(for: self)
        textDelegate?.textViewDidBeginEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidBeginEditingNotification, object: self)
    }

    override func didResignFirstResponder() {
        textDelegate?.textViewDidEndEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidEndEditingNotification, object: self)
        Keyboard.hide(for: self)
    }

    /// Types `text` as a user would, at the end: begins editing if needed, asks the delegate, then
    /// changes the text and tells the delegate (`textViewDidChangeSelection`, `textViewDidChange`).
    /// A text view that is not editable ignores it, with a diagnostic.
    public func type(_ text: String) {
        guard isEditable else {
            Diagnostics.emit(
                Diagnostic(
                    .controlDisabled,
                    "Ignored typing into \(diagnosticName), which is not editable (isEditable is false). "
                        + "The text is unchanged."))
            return
        }
        guard becomeFirstResponder() else { return }
        let range = NSRange(location: storedText.utf16.count, length: 0)
        guard textDelegate?.textView(self, shouldChangeTextIn: range, replacementText: text) ?? true else {
            return
        }
        storedText += text
        attributedStorage = nil
        selectedRange = NSRange(location: storedText.utf16.count, length: 0)
        textDelegate?.textViewDidChangeSelection(self)
        textDelegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: self)
    }

    open override var renderKind: String { "TextView" }
    open override var renderDetail: String? { quoted(storedText) }

    /// Posted when a text view begins editing; the object is the text view.
    nonisolated public static let textDidBeginEditingNotification = Notification.Name(
        "UITextViewTextDidBeginEditingNotification")
    /// Posted when a user's typing changed a text view's text; the object is the text view.
    nonisolated public static let textDidChangeNotification = Notification.Name(
        "UITextViewTextDidChangeNotification")
    /// Posted when a text view ends editing; the object is the text view.
    nonisolated public static let textDidEndEditingNotification = Notification.Name(
        "UITextViewTextDidEndEditingNotification")
}

extension UITextView: UserTypable {
    package func typeAsUser(_ text: String) { type(text) }
}
