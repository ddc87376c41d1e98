import ScenewrightCore

/// Drives a window as a user would: taps, typing, going back, swiping sheets away and turning
/// pages, plus a small command language (`tap <identifier>`, `back`, `type <identifier> <text>`,
/// `swipe`, `swipe page forward`, `tree`, `help`, `quit`) for scripted and interactive sessions.
///
/// Like a user, the driver touches only the frontmost presentation (see `UIWindow.tap(_:)`): a
/// view visible below a sheet or an alert cannot be tapped or typed into.
///
/// ```swift
/// let driver = UIDriver(window: window)
/// try driver.tap("cities.row.0")
/// try driver.type("Amsterdam", into: "search")
/// try driver.back()
/// print(driver.execute("tap nope").text)   // Nothing tappable with identifier "nope" is on screen. …
/// ```
@preconcurrency @MainActor public final class UIDriver {
    /// The window being driven.
    public let window: UIWindow

    /// Creates a driver for `window`.
    public init(window: UIWindow) { self.window = window }

    /// What a user sees now.
    public var screen: String { window.render() }

    /// Taps what is on screen with `identifier`.
    /// - Throws: ``UIDriverError`` naming the identifier and what is tappable.
    public func tap(_ identifier: String) throws(UIDriverError) {
        do {
            try window.tap(identifier)
        } catch {
            throw .window(error)
        }
    }

    /// Taps the navigation bar's back button.
    /// - Throws: ``UIDriverError`` when no back button is on screen.
    public func back() throws(UIDriverError) {
        do {
            try window.requireVisible(for: "back")
        } catch {
            throw .window(error)
        }
        guard window.find(identifier: "back") != nil else { throw .noBackButton }
        try tap("back")
    }

    /// Types `text` into the text field on screen with `identifier`, in the frontmost presentation.
    /// - Throws: ``UIDriverError`` when nothing on screen has that identifier, it is covered by the
    ///   frontmost presentation, or it is not a text field.
    public func type(_ text: String, into identifier: String) throws(UIDriverError) {
        let view: UIView
        do {
            view = try window.touchableView(identifier)
        } catch .notOnScreen {
            throw .noView(identifier: identifier)
        } catch {
            throw .window(error)
        }
        guard let input = view as? any UserTypable else {
            throw .notATextField(identifier: identifier, kind: view.renderKind)
        }
        input.typeAsUser(text)
    }

    /// Swipes the frontmost sheet down, as `UIWindow.swipeDownSheet()` does.
    ///
    /// ```swift
    /// try driver.swipeDownSheet()   // false when the sheet refused (isModalInPresentation)
    /// ```
    /// - Returns: `true` when the sheet was dismissed, `false` when it refused and stayed.
    /// - Throws: ``UIDriverError`` when no sheet is in front.
    @discardableResult
    public func swipeDownSheet() throws(UIDriverError) -> Bool {
        do {
            return try window.swipeDownSheet()
        } catch {
            throw .window(error)
        }
    }

    /// The result of one command line.
    public struct Outcome: Sendable, Equatable {
        /// What to print.
        public let text: String
        /// Whether the session should end.
        public let quits: Bool
        /// Whether the command failed.
        public let isError: Bool
    }

    /// The user swipes back in the frontmost navigation controller and completes the swipe, or lets
    /// go early (R35), as `UIWindow.beginSwipeBack()` does.
    ///
    /// ```swift
    /// try driver.swipeBack(cancel: true)   // the top controller disappears and appears again
    /// ```
    /// - Parameter cancel: Whether the user lets go early.
    /// - Throws: ``UIDriverError/window(_:)`` when there is nothing to swipe back.
    public func swipeBack(cancel: Bool) throws(UIDriverError) {
        try perform(window.beginSwipeBack, cancel: cancel)
    }

    /// The user drags the frontmost sheet down and completes the drag, or lets it spring back
    /// (R36), as `UIWindow.beginSheetDrag()` does.
    ///
    /// ```swift
    /// try driver.dragSheet(cancel: false)   // the sheet is dismissed
    /// ```
    /// - Parameter cancel: Whether the user lets go early.
    /// - Throws: ``UIDriverError/window(_:)`` when there is no sheet to drag, or it refuses.
    public func dragSheet(cancel: Bool) throws(UIDriverError) {
        try perform(window.beginSheetDrag, cancel: cancel)
    }

    /// Begins an interactive gesture with `begin` and lets go: early (`cancel`) or past the point
    /// of no return.
    private func perform(
        _ begin: () throws(WindowError) -> InteractiveTransition, cancel: Bool
    ) throws(UIDriverError) {
        do throws(WindowError) {
            let gesture = try begin()
            cancel ? gesture.cancel() : gesture.finish()
        } catch {
            throw .window(error)
        }
    }

    /// The user swipes to the next or previous page of the page view controller in front and
    /// completes the swipe, or lets go early, as `UIWindow.beginPageSwipe(_:)` does.
    ///
    /// ```swift
    /// try driver.swipePage(.forward)   // the next page of the onboarding
    /// ```
    /// - Parameters:
    ///   - direction: Which way the user swipes.
    ///   - cancel: Whether the user lets go early, so the page springs back.
    /// - Throws: ``UIDriverError/window(_:)`` when there is no page to swipe to.
    public func swipePage(_ direction: UIPageViewController.NavigationDirection, cancel: Bool = false)
        throws(UIDriverError)
    {
        do throws(WindowError) {
            let swipe = try window.beginPageSwipe(direction)
            cancel ? swipe.cancel() : swipe.finish()
        } catch {
            throw .window(error)
        }
    }

    /// Finishes or cancels the custom transition an animator holds open (R38, R39): an interactive
    /// one ends its interaction first, as a finger letting go does; then the transition completes
    /// as if the animator had called `completeTransition(!cancel)`.
    ///
    /// ```swift
    /// try driver.endOpenTransition(cancel: true)   // everything goes back; the animator hears animationEnded(false)
    /// ```
    /// - Parameter cancel: Whether the transition is cancelled.
    /// - Throws: ``UIDriverError/noOpenTransition`` when no custom transition is open.
    public func endOpenTransition(cancel: Bool) throws(UIDriverError) {
        guard window.transitions.endOpenCustomTransition(cancel: cancel) else { throw .noOpenTransition }
    }

    /// Runs one command line and returns what to print.
    ///
    /// ```swift
    /// print(driver.execute("swipe").text)   // the screen without the sheet
    /// ```
    /// - Parameter line: `tap <identifier>`, `back`, `type <identifier> <text>`, `swipe`,
    ///   `swipe back [cancel]`, `swipe page forward|reverse [cancel]`, `drag sheet [cancel]`,
    ///   `finish transition`, `cancel transition`, `tree`, `help` or `quit`.
    /// - Returns: The screen after a successful action (after a refused swipe, preceded by a line
    ///   saying the sheet stayed), or a message saying what went wrong.
    public func execute(_ line: String) -> Outcome {
        let words = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        guard let command = words.first else { return Outcome(text: "", quits: false, isError: false) }
        do throws(UIDriverError) {
            switch (command, words.count) {
            case ("tap", 2): try tap(words[1])
            case ("back", 1): try back()
            case ("type", 3...): try type(words[2...].joined(separator: " "), into: words[1])
            case ("swipe", 1):
                if try !swipeDownSheet() {
                    return Outcome(text: Self.refusedSwipe + "\n" + screen, quits: false, isError: false)
                }
            case ("swipe", 3...)
            where words[1] == "page" && ["forward", "reverse"].contains(words[2])
                && Self.isCancelSuffix(words[3...]):
                try swipePage(words[2] == "forward" ? .forward : .reverse, cancel: words.count == 4)
            case ("swipe", 2...) where words[1] == "back" && Self.isCancelSuffix(words[2...]):
                try swipeBack(cancel: words.count == 3)
            case ("drag", 2...) where words[1] == "sheet" && Self.isCancelSuffix(words[2...]):
                try dragSheet(cancel: words.count == 3)
            case ("finish", 2) where words[1] == "transition": try endOpenTransition(cancel: false)
            case ("cancel", 2) where words[1] == "transition": try endOpenTransition(cancel: true)
            case ("tree", 1): break
            case ("help", 1): return Outcome(text: Self.help, quits: false, isError: false)
            case ("quit", 1), ("exit", 1): return Outcome(text: "Bye.", quits: true, isError: false)
            case ("tap", _), ("back", _), ("type", _), ("swipe", _), ("drag", _), ("tree", _), ("help", _),
                ("quit", _), ("finish", _), ("cancel", _):
                throw .usage(command: command)
            default:
                throw .unknownCommand(command)
            }
        } catch {
            return Outcome(text: error.description, quits: false, isError: true)
        }
        return Outcome(text: screen, quits: false, isError: false)
    }

    /// The command language, one command a line.
    public static let help = """
        Commands:
          tap <identifier>            tap a button, table row, tab item or alert action
          back                        tap the navigation bar's back button
          type <identifier> <text>    type text into a text field
          swipe                       swipe the frontmost sheet down to dismiss it
          swipe back [cancel]         swipe back in the navigation controller; cancel lets go early
          swipe page forward|reverse [cancel]
                                      swipe to the next or previous page; cancel lets go early
          drag sheet [cancel]         drag the frontmost sheet down; cancel lets it spring back
          finish transition           complete the custom transition an animator holds open
          cancel transition           cancel it: everything goes back where it was
          tree                        print the screen again
          help                        show this list
          quit                        leave
        """

    /// Whether the words after `swipe back` or `drag sheet` are nothing or `cancel`.
    private static func isCancelSuffix(_ rest: ArraySlice<String>) -> Bool {
        rest.isEmpty || (rest.count == 1 && rest.first == "cancel")
    }

    /// Printed above the screen when a swipe was refused.
    static let refusedSwipe =
        "The sheet stayed: it is modal in presentation, or its presentation delegate refused to dismiss it."
}

/// Why a ``UIDriver`` command failed.
public enum UIDriverError: ScenewrightError, Equatable, CustomStringConvertible {
    /// The window could not tap.
    case window(WindowError)
    /// No back button is on screen.
    case noBackButton
    /// Nothing on screen has the identifier.
    case noView(identifier: String)
    /// The view is not a text field.
    case notATextField(identifier: String, kind: String)
    /// A command word nobody knows.
    case unknownCommand(String)
    /// A known command with the wrong arguments.
    case usage(command: String)
    /// `finish transition` or `cancel transition` while no custom transition is open.
    case noOpenTransition

    /// What went wrong, and how to put it right.
    public var description: String {
        switch self {
        case .window(let error): error.description
        case .noView(let identifier): "Nothing with identifier \"\(identifier)\" is on screen."
        case .noBackButton:
            "There is no back button on screen: the navigation stack is at its root, or no navigation bar is shown."
        case .notATextField(let identifier, let kind):
            "The view with identifier \"\(identifier)\" is a \(kind), not a TextField: only text fields can be typed into."
        case .unknownCommand(let command): "Unknown command \"\(command)\". Type `help` for the commands."
        case .usage(let command): "Wrong arguments for \"\(command)\". Type `help` for the commands."
        case .noOpenTransition:
            "No custom transition is open: there is nothing to finish or cancel. A transition stays open "
                + "while its animator has not called completeTransition(_:)."
        }
    }

    /// The kinds: the constants of `ErrorKind` where `Failure` is this type, one per case.
    public typealias Kind = ErrorKind<UIDriverError>

    /// What went wrong: one of the constants ``Kind`` lists, one per case.
    public var kind: ErrorKind<UIDriverError> {
        switch self {
        case .window: .window
        case .noBackButton: .noBackButton
        case .noView: .noView
        case .notATextField: .notATextField
        case .unknownCommand: .unknownCommand
        case .usage: .usage
        case .noOpenTransition: .noOpenTransition
        }
    }

    /// The ``description``: what went wrong, naming the objects involved, and the fix.
    public var message: String { description }
}

extension ErrorKind where Failure == UIDriverError {
    /// The window could not tap.
    public static var window: Self { Self("window") }

    /// No back button is on screen.
    public static var noBackButton: Self { Self("noBackButton") }

    /// Nothing on screen has the identifier.
    public static var noView: Self { Self("noView") }

    /// The view is not a text field.
    public static var notATextField: Self { Self("notATextField") }

    /// A command word nobody knows.
    public static var unknownCommand: Self { Self("unknownCommand") }

    /// A known command with the wrong arguments.
    public static var usage: Self { Self("usage") }

    /// `finish transition` or `cancel transition` while no custom transition is open.
    public static var noOpenTransition: Self { Self("noOpenTransition") }
}
