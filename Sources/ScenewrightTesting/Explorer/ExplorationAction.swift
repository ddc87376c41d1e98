import Scenewright

/// One thing a user can do on a screen, as the explorer tries it.
enum ExplorationAction: Hashable, Sendable {
    /// Tap a button, table row, tab bar item or alert action by identifier.
    case tap(String)
    /// Tap the navigation bar's back button.
    case back
    /// Swipe back from the left edge (R35), completed or let go early.
    case swipeBack(cancelled: Bool)
    /// Drag the frontmost sheet down (R36), all the way or let go early so it springs back.
    case dragSheet(cancelled: Bool)
    /// Swipe to the next (`forward`) or previous page of the page view controller in front,
    /// completed or let go early.
    case swipePage(forward: Bool, cancelled: Bool)
    /// Type text into an empty text field.
    case type(String, into: String)

    /// How the action reads in a path: `tap landmarks`, `back`, `swipe back`,
    /// `swipe back, cancelled`, `drag sheet`, `drag sheet, cancelled`, `type "Sample" into search`.
    var name: String {
        switch self {
        case .tap(let identifier): "tap \(identifier)"
        case .back: "back"
        case .swipeBack(let cancelled): cancelled ? "swipe back, cancelled" : "swipe back"
        case .dragSheet(let cancelled): cancelled ? "drag sheet, cancelled" : "drag sheet"
        case .swipePage(let forward, let cancelled):
            (forward ? "swipe page forward" : "swipe page reverse") + (cancelled ? ", cancelled" : "")
        case .type(let text, let identifier): "type \"\(text)\" into \(identifier)"
        }
    }

    /// Whether the action only steps back to what was shown before — the back button, a swipe back
    /// or a sheet drag, finished or let go — and so, by itself, changes nothing a screen shows.
    var isStepBack: Bool {
        switch self {
        case .back, .swipeBack, .dragSheet: true
        default: false
        }
    }

    /// Whether the action is a gesture the user abandons: afterwards the screen must be as it was.
    var isCancelledGesture: Bool {
        switch self {
        case .swipeBack(cancelled: true), .dragSheet(cancelled: true), .swipePage(_, cancelled: true): true
        default: false
        }
    }

    /// Performs the action as a user would. A gesture moves halfway, then finishes or is let go; a
    /// sheet that refuses the drag (modal in presentation, or its delegate says no) stays, as a
    /// user sees it, and that is not an error.
    /// - Throws: ``UIDriverError`` when it cannot be done.
    @MainActor func perform(on driver: UIDriver) throws(UIDriverError) {
        switch self {
        case .tap(let identifier): try driver.tap(identifier)
        case .back: try driver.back()
        case .swipeBack(let cancelled):
            do {
                Self.end(try driver.window.beginSwipeBack(), cancelled: cancelled)
            } catch {
                throw .window(error)
            }
        case .dragSheet(let cancelled):
            do {
                Self.end(try driver.window.beginSheetDrag(), cancelled: cancelled)
            } catch .dismissalRefused {
                return
            } catch {
                throw .window(error)
            }
        case .swipePage(let forward, let cancelled):
            do {
                Self.end(
                    try driver.window.beginPageSwipe(forward ? .forward : .reverse), cancelled: cancelled)
            } catch {
                throw .window(error)
            }
        case .type(let text, let identifier): try driver.type(text, into: identifier)
        }
    }

    @MainActor private static func end(_ gesture: InteractiveTransition, cancelled: Bool) {
        gesture.update(0.5)
        if cancelled { gesture.cancel() } else { gesture.finish() }
    }

    /// Whether `error` only says the target is not there ("nothing there to tap").
    static func isNothingThere(_ error: UIDriverError) -> Bool {
        switch error {
        case .window(.notOnScreen), .noView, .noBackButton, .window(.nothingPresented),
            .window(.nothingToSwipeBack), .window(.noPageToTurnTo):
            true
        default: false
        }
    }

    /// Every action a user can take on `window` now, in a stable order: the frontmost presentation's
    /// tappable identifiers (the back button as ``back``), swiping back (finished, then cancelled)
    /// when its innermost shown navigation controller is deeper than its root, swiping to the next
    /// and the previous page of its innermost page view controller when its data source has one
    /// (finished, then cancelled),
    /// dragging its sheet
    /// down (finished, then cancelled) when it is one, and typing `sampleText` into each of its
    /// empty, identified text fields.
    @MainActor static func available(in window: Window, sampleText: String) -> [ExplorationAction] {
        var actions: [ExplorationAction] = []
        var seen = Set<String>()
        for identifier in window.tappableAddresses() where seen.insert(identifier).inserted {
            actions.append(identifier == "back" ? .back : .tap(identifier))
        }
        guard let front = AppearanceAudit.presentationLayers(of: window).last else { return actions }
        if window.isVisible, canSwipeBack(in: front) {
            actions += [.swipeBack(cancelled: false), .swipeBack(cancelled: true)]
        }
        if window.isVisible, let pages = Window.frontmostPageController(in: front) {
            if pages.hasPage(.forward) {
                actions += [
                    .swipePage(forward: true, cancelled: false), .swipePage(forward: true, cancelled: true),
                ]
            }
            if pages.hasPage(.reverse) {
                actions += [
                    .swipePage(forward: false, cancelled: false), .swipePage(forward: false, cancelled: true),
                ]
            }
        }
        if front.presentingViewController != nil, !(front is AlertController) {
            switch front.presentationStyleInUse {
            case .automatic, .pageSheet, .formSheet:
                actions += [.dragSheet(cancelled: false), .dragSheet(cancelled: true)]
            default: break
            }
        }
        if let root = front.viewIfLoaded {
            var fields: [String] = []
            collectEmptyFields(in: root, into: &fields)
            for identifier in fields where seen.insert("field " + identifier).inserted {
                actions.append(.type(sampleText, into: identifier))
            }
        }
        return actions
    }

    /// Whether a swipe back can start in `front`, the frontmost presentation, exactly when the stage
    /// accepts one: the innermost navigation controller shown in it (through selected tabs and
    /// navigation tops) holds more than its root, its swipe is enabled, and its top controller
    /// neither hides its back button nor replaces it with left bar button items.
    @MainActor static func canSwipeBack(in front: ViewController) -> Bool {
        guard let navigation = Window.frontmostNavigation(in: front) else { return false }
        return navigation.viewControllers.count > 1
            && navigation.interactivePopGestureRecognizer?.isEnabled != false
            && navigation.backButtonHiddenReason == nil
    }

    @MainActor private static func collectEmptyFields(in view: View, into found: inout [String]) {
        guard !view.isHidden else { return }
        if let field = view as? TextField, let identifier = field.identifier, field.text?.isEmpty ?? true {
            found.append(identifier)
        }
        for subview in view.subviews { collectEmptyFields(in: subview, into: &found) }
    }
}
