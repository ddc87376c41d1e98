/// Why a user action on a `UIWindow` (`UIWindow.tap(_:)`, `UIWindow.swipeDownSheet()`,
/// `UIWindow.beginSwipeBack()`, `UIWindow.beginSheetDrag()`, `UIWindow.scroll(_:to:)`,
/// `UIWindow.swipeLeft(_:)`…) could not happen. Nothing changed.
///
/// Its `description` says what was wrong and what a user could do instead.
///
/// ```swift
/// do {
///     try window.tap("back")
/// } catch {
///     print(error)   // "back" is on screen but covered by the sheet TermsViewController; …
/// }
/// ```
public enum WindowError: Error, Equatable, CustomStringConvertible {
    /// Nothing with the identifier is on screen; `available` lists what can be tapped.
    case notOnScreen(identifier: String, available: [String])
    /// The view with the identifier does not respond to taps.
    case notTappable(identifier: String, kind: String)
    /// The view with the identifier is on screen, below the frontmost presentation, which takes
    /// every touch; `by` names that presentation (`the sheet TermsViewController`).
    case covered(identifier: String, by: String)
    /// A sheet swipe with nothing presented.
    case nothingPresented
    /// A sheet swipe while the frontmost presentation (named by `frontmost`) is not a page or form
    /// sheet.
    case notASheet(frontmost: String)
    /// A swipe back with nothing to swipe away; the text says why (a root controller, no navigation
    /// controller in front, a covering presentation).
    case nothingToSwipeBack(String)
    /// A sheet drag refused because the sheet (named) is modal in presentation or its delegate said
    /// no; the delegate heard the attempt.
    case dismissalRefused(String)
    /// A page swipe with no page to turn to; the text says why (the last page, no page view
    /// controller in front, a data source answer that was refused).
    case noPageToTurnTo(String)
    /// A gesture started while another transition (or another gesture) runs.
    case gestureDuringTransition
    /// The view with the identifier is on screen but a user's tap cannot reach it now; `reason`
    /// says why (a disabled control, a view that does not take touches). Nothing ran.
    case disabled(identifier: String, reason: String)
    /// A tap (on `identifier`) or a gesture (`nil`) on a window never made key and visible, which
    /// shows nothing; `root` names its root controller, if it has one.
    case notVisible(identifier: String?, root: String?)
    /// A gesture (`gesture`: a long press, a swipe, a pan, a pinch) on the view with the
    /// identifier that nothing took: no recognizer of that kind on it or above it, and no
    /// responder handling its touches.
    case gestureNotRecognized(identifier: String, gesture: String)
    /// A context menu asked of a view that has none: no context menu interaction on it or above it
    /// gave a configuration, and it is no button with a menu.
    case noContextMenu(identifier: String)
    /// An item of an open context menu that is not there (or is disabled); `available` lists the
    /// titles that can be picked.
    case noMenuItem(title: String, available: [String])
    /// A tap at a point of the window where no view takes touches.
    case nothingAtPoint(x: Double, y: Double)
    /// A slide of a view that is no slider.
    case notASlider(identifier: String, kind: String)
    /// A drag or swipe on the view with the identifier does nothing there; `reason` says why (it is
    /// not a scroll view, its scrolling is disabled, a row with no swipe actions, no refresh
    /// control). Nothing ran.
    case gestureRefused(identifier: String, reason: String)

    /// What went wrong, naming the identifier or presentation, and what to do instead.
    public var description: String {
        switch self {
        case .notOnScreen(let identifier, let available):
            let list = available.isEmpty ? "nothing" : available.joined(separator: ", ")
            return
                "Nothing tappable with identifier \"\(identifier)\" is on screen. Tappable on screen: \(list)."
        case .notTappable(let identifier, let kind):
            return "The \(kind) with identifier \"\(identifier)\" is on screen but cannot be tapped. "
                + "Tap a Button, a table row, a collection view item, a tab bar item or an alert action."
        case .disabled(let identifier, let reason):
            return "\"\(identifier)\" is on screen but a tap does nothing: the \(reason). Nothing ran."
        case .gestureRefused(let identifier, let reason):
            return
                "\"\(identifier)\" is on screen but the gesture does nothing there: \(reason). Nothing ran."
        case .covered(let identifier, let presentation):
            return "\"\(identifier)\" is on screen but covered by \(presentation); "
                + "only the frontmost presentation takes taps."
        case .nothingPresented:
            return "There is no sheet to swipe down: nothing is presented."
        case .nothingToSwipeBack(let reason):
            return "There is nothing to swipe back: \(reason)."
        case .dismissalRefused(let sheet):
            return "The user cannot drag \(sheet) away: it is modal in presentation or its delegate "
                + "refused; the delegate heard the attempt and nothing changed."
        case .noPageToTurnTo(let reason):
            return "There is no page to swipe to: \(reason)."
        case .gestureDuringTransition:
            return
                "Cannot start a gesture while a transition runs: finish or cancel the one in progress first."
        case .notVisible(let identifier, let root):
            let what = identifier.map { "\"\($0)\" cannot be tapped" } ?? "no gesture can start"
            let shown = root.map { " to show \($0)" } ?? ", after setting its rootViewController"
            return "Nothing is on screen: the window was never made key and visible, so \(what). "
                + "Call window.makeKeyAndVisible()\(shown)."
        case .gestureNotRecognized(let identifier, let gesture):
            return
                "Nothing took the \(gesture) on \"\(identifier)\": no gesture recognizer of that kind is attached "
                + "to it or a view above it, and no responder handled its touches."
        case .noContextMenu(let identifier):
            return
                "\"\(identifier)\" has no context menu: add a UIContextMenuInteraction whose delegate returns a "
                + "configuration, or give the button a menu."
        case .noMenuItem(let title, let available):
            let list = available.isEmpty ? "nothing" : available.joined(separator: ", ")
            return
                "The context menu has no item \"\(title)\" a user can pick (open, enabled). Items: \(list)."
        case .nothingAtPoint(let x, let y):
            return
                "Nothing at (\(x), \(y)) takes touches in the frontmost presentation: no visible view with "
                + "user interaction enabled has a frame there."
        case .notASlider(let identifier, let kind):
            return
                "The view with identifier \"\(identifier)\" is a \(kind), not a Slider: only sliders can be slid."
        case .notASheet(let frontmost):
            return "Cannot swipe down \(frontmost): only page and form sheets can be swiped away. "
                + "Tap one of its buttons, or dismiss it in code."
        }
    }
}
