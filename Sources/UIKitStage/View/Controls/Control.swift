import ScenewrightCore

/// A view that turns a user's touches into actions — HeadlessUI's `UIControl`, the base of
/// ``UIButton`` and ``UITextField``.
///
/// Register ``UIAction``s for events with ``addAction(_:for:)``; a user's tap (``UIButton/tap()``,
/// ``UIWindow/tap(_:)``) or typing sends the matching events, and ``sendActions(for:)`` sends them in
/// code. A control with ``isEnabled`` set to `false` ignores a user's touches: ``UIWindow/tap(_:)``
/// throws `WindowError.disabled(identifier:reason:)` and nothing runs, while
/// ``sendActions(for:)`` still sends, as in UIKit.
///
/// ```swift
/// let button = Button(type: .system)
/// button.setTitle("Save", for: .normal)
/// button.addAction(Action { _ in store.save() }, for: .touchUpInside)
/// button.sendActions(for: .touchUpInside)   // saves
/// ```
@preconcurrency @MainActor open class UIControl: UIView {
    /// Whether the control responds to a user's touches.
    open var isEnabled = true
    /// Whether the control is selected.
    open var isSelected = false
    /// Whether the control is highlighted (true while a touch is down on it).
    open var isHighlighted = false

    private var registrations: [(action: UIAction, events: Event)] = []

    /// The control's state as UIKit composes it from ``isEnabled``, ``isSelected`` and
    /// ``isHighlighted``.
    open var state: State {
        var state: State = .normal
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        if isHighlighted { state.insert(.highlighted) }
        return state
    }

    /// Every event some action is registered for.
    open var allControlEvents: Event {
        registrations.reduce(into: Event()) { $0.formUnion($1.events) }
    }

    /// Registers `action` to run when any of `controlEvents` happens.
    ///
    /// Adding the same action again adds the events to it; an action with the identifier of one
    /// already registered replaces it, as in UIKit.
    /// - Parameters:
    ///   - action: The action to run.
    ///   - controlEvents: The events that run it.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        if let index = registrations.firstIndex(where: { $0.action === action }) {
            registrations[index].events.formUnion(controlEvents)
        } else if let index = registrations.firstIndex(where: { $0.action.identifier == action.identifier }) {
            registrations[index] = (action, controlEvents)
        } else {
            registrations.append((action, controlEvents))
        }
    }

    /// Stops `action` from running for `controlEvents`; it stays registered for its other events.
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeActions(for: controlEvents) { $0 === action }
    }

    /// Stops the action with `actionIdentifier` from running for `controlEvents`.
    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        removeActions(for: controlEvents) { $0.identifier == actionIdentifier }
    }

    private func removeActions(for controlEvents: Event, where matches: (UIAction) -> Bool) {
        for index in registrations.indices where matches(registrations[index].action) {
            registrations[index].events.subtract(controlEvents)
        }
        registrations.removeAll { $0.events.isEmpty }
    }

    /// Sends `controlEvents` now: runs every action registered for any of them, in the order they
    /// were added, each with this control as its sender. Works on a disabled control too.
    open func sendActions(for controlEvents: Event) {
        sendBuiltInActions(for: controlEvents)
        // A snapshot: an action may add or remove actions while it runs.
        for registration in registrations where !registration.events.isDisjoint(with: controlEvents) {
            sendAction(registration.action)
        }
    }

    /// Runs `action` with this control as its sender.
    open func sendAction(_ action: UIAction) {
        action.perform(from: self)
    }

    /// Runs what a subclass does for `controlEvents` on its own (a button's closure), before the
    /// registered actions.
    func sendBuiltInActions(for controlEvents: Event) {}

    package override var tapRefusal: String? {
        isEnabled ? nil : "is disabled (isEnabled is false)"
    }

    /// A user's tap: `.touchDown`, then each of `events` in turn; `false` (and a diagnostic) when
    /// the control is disabled.
    func performUserTap(sending events: [Event]) -> Bool {
        if let tapRefusal {
            Diagnostics.emit(
                Diagnostic(
                    .controlDisabled,
                    "Ignored a tap on \(diagnosticName), which \(tapRefusal). Nothing was sent. "
                        + "Enable it first, or call sendActions(for:) to send its events in code."))
            return false
        }
        isHighlighted = true
        sendActions(for: .touchDown)
        isHighlighted = false
        for event in events { sendActions(for: event) }
        triggerStoryboardSegues()
        return true
    }

    /// Events a control sends — UIKit's `UIControl.Event`.
    public struct Event: OptionSet, Sendable, Hashable {
        /// The bits.
        public let rawValue: UInt
        /// Creates events.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// A touch went down.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A repeated touch went down.
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// A finger dragged inside.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// A finger dragged outside.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// A finger dragged in.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// A finger dragged out.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// A touch lifted inside: a tap.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A touch lifted outside.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// A touch was cancelled.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The value changed.
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action: a button's tap.
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// A menu action ran.
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// Editing began in a text field.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// A text field's text changed by typing.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Editing ended in a text field.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// The return key ended editing in a text field.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// Every editing event.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// Events for the app's own use.
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        /// Events reserved for the system.
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// A control's state, for per-state titles and images — UIKit's `UIControl.State`.
    public struct State: OptionSet, Sendable, Hashable {
        /// The bits.
        public let rawValue: UInt
        /// Creates a state.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Enabled, not selected, not highlighted.
        public static let normal = State([])
        /// A touch is down on it.
        public static let highlighted = State(rawValue: 1 << 0)
        /// Disabled.
        public static let disabled = State(rawValue: 1 << 1)
        /// Selected.
        public static let selected = State(rawValue: 1 << 2)
        /// Focused.
        public static let focused = State(rawValue: 1 << 3)
        /// States for the app's own use.
        public static let application = State(rawValue: 0x00FF_0000)
        /// States reserved for the system.
        public static let reserved = State(rawValue: 0xFF00_0000)
    }
}
