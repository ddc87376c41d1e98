extension UIViewController {
    /// Where a controller is in its appearance cycle (rule R6) — HeadlessUI's `AppearanceState`.
    /// UIKit has no such type: it is nested here so that `import UIKit` brings no name of its own.
    public enum AppearanceState: Sendable, Equatable {
        /// Not on screen: before the first appearance or after `viewDidDisappear`.
        case disappeared
        /// Between `viewWillAppear` and `viewDidAppear`.
        case appearing
        /// On screen: after `viewDidAppear`.
        case appeared
        /// Between `viewWillDisappear` and `viewDidDisappear`.
        case disappearing
    }
}

/// The stage's own spelling of ``UIViewController/AppearanceState``.
typealias AppearanceState = UIViewController.AppearanceState

/// The appearance state of one controller as a pure value: each input returns the callback to send.
///
/// disappeared → (will appear) appearing → (did appear) appeared → (will disappear) disappearing →
/// (did disappear) disappeared. A begin in the opposite direction while a transition runs cancels it
/// (R23); an end with no transition running is unbalanced.
struct AppearanceStateMachine: Equatable {
    enum Callback: Equatable {
        case willAppear, willDisappear, didAppear, didDisappear
    }

    enum EndResult: Equatable {
        /// Send `viewDidAppear`; `sendIsAppearing` when `viewIsAppearing` was not yet sent this time.
        case didAppear(sendIsAppearing: Bool)
        case didDisappear
        /// No transition was running: the end is rejected.
        case unbalanced(AppearanceState)
    }

    private(set) var state: AppearanceState = .disappeared
    private var isAppearingSent = false

    /// Starts appearing or disappearing; returns the will-callback to send, or `nil` when the
    /// controller is already in (or moving to) that state.
    mutating func begin(appearing: Bool) -> Callback? {
        switch (state, appearing) {
        case (.disappeared, true), (.disappearing, true):
            state = .appearing
            isAppearingSent = false
            return .willAppear
        case (.appeared, false), (.appearing, false):
            state = .disappearing
            return .willDisappear
        case (.appearing, true), (.appeared, true), (.disappeared, false), (.disappearing, false):
            return nil
        }
    }

    /// Whether `viewIsAppearing` is due now: true once per appearance, while appearing.
    mutating func takeIsAppearing() -> Bool {
        guard state == .appearing, !isAppearingSent else { return false }
        isAppearingSent = true
        return true
    }

    /// Ends the running transition.
    mutating func end() -> EndResult {
        switch state {
        case .appearing:
            state = .appeared
            let send = !isAppearingSent
            isAppearingSent = false
            return .didAppear(sendIsAppearing: send)
        case .disappearing:
            state = .disappeared
            return .didDisappear
        case .appeared, .disappeared:
            return .unbalanced(state)
        }
    }
}
