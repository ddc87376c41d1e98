import Scenewright

/// One thing a user can do on a screen, as the explorer tries it.
enum ExplorationAction: Hashable, Sendable {
    /// Tap a button, table row, tab bar item or alert action by identifier.
    case tap(String)
    /// Tap the navigation bar's back button.
    case back
    /// Swipe the frontmost sheet down.
    case swipeSheet
    /// Type text into an empty text field.
    case type(String, into: String)

    /// How the action reads in a path: `tap landmarks`, `back`, `swipe sheet down`,
    /// `type "Sample" into search`.
    var name: String {
        switch self {
        case .tap(let identifier): "tap \(identifier)"
        case .back: "back"
        case .swipeSheet: "swipe sheet down"
        case .type(let text, let identifier): "type \"\(text)\" into \(identifier)"
        }
    }

    /// Performs the action as a user would.
    /// - Throws: ``UIDriverError`` when it cannot be done.
    @MainActor func perform(on driver: UIDriver) throws(UIDriverError) {
        switch self {
        case .tap(let identifier): try driver.tap(identifier)
        case .back: try driver.back()
        case .swipeSheet: try driver.swipeDownSheet()
        case .type(let text, let identifier): try driver.type(text, into: identifier)
        }
    }

    /// Whether `error` only says the target is not there ("nothing there to tap").
    static func isNothingThere(_ error: UIDriverError) -> Bool {
        switch error {
        case .window(.notOnScreen), .noView, .noBackButton, .window(.nothingPresented): true
        default: false
        }
    }

    /// Every action a user can take on `window` now, in a stable order: the frontmost presentation's
    /// tappable identifiers (the back button as ``back``), swiping its sheet away when it is one, and
    /// typing `sampleText` into each of its empty, identified text fields.
    @MainActor static func available(in window: Window, sampleText: String) -> [ExplorationAction] {
        var actions: [ExplorationAction] = []
        var seen = Set<String>()
        for identifier in window.tappableIdentifiers() where seen.insert(identifier).inserted {
            actions.append(identifier == "back" ? .back : .tap(identifier))
        }
        guard let front = AppearanceAudit.presentationLayers(of: window).last else { return actions }
        if front.presentingViewController != nil, !(front is AlertController) {
            switch front.modalPresentationStyle {
            case .automatic, .pageSheet, .formSheet: actions.append(.swipeSheet)
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

    @MainActor private static func collectEmptyFields(in view: View, into found: inout [String]) {
        guard !view.isHidden else { return }
        if let field = view as? TextField, let identifier = field.identifier, field.text.isEmpty {
            found.append(identifier)
        }
        for subview in view.subviews { collectEmptyFields(in: subview, into: &found) }
    }
}
