import ScenewrightCore

// The diagnostic kinds whose concepts live in Scenewright: containers, flows, coordinators and
// observation. The stage's own kinds are declared in HeadlessUI; the scene, app-manager and container
// kinds `sceneControllerReused`, `sceneViewAlreadyLoaded`, `duplicateScene` and
// `duplicateRegistration` sit beside the types that emit them. Every kind is a named constant, so a
// call site never spells a raw name.

extension Diagnostic.Kind {
    /// A flow controller was started, but does not override `start(from:)`, so nothing was shown.
    public static let flowStartNotOverridden = Self("flow.startNotOverridden")

    /// An `InitialFlowController` was started from a controller; it starts from a window.
    public static let initialFlowStartedFromController = Self("flow.initialStartedFromController")

    /// A flow showed a screen from another flow's screen without being added as that flow's
    /// sub-flow, and was released: its screens' actions reach nothing. Call
    /// `add(subFlowController:)` before `start(from:)`.
    public static let flowNotAdded = Self("flow.notAdded")

    /// A flow added under itself or under one of its own descendants.
    public static let flowCycle = Self("flow.cycle")

    /// A navigation coordinator was started, but does not override `start()`, so nothing was shown.
    public static let coordinatorStartNotOverridden = Self("coordinator.startNotOverridden")

    /// A coordinator started as a child of itself or of one of its own descendants.
    public static let coordinatorCycle = Self("coordinator.cycle")

    /// `window.rootCoordinator` was set, but neither the window nor the coordinator has a root
    /// controller to keep it for; nothing changed.
    public static let coordinatorWithoutRoot = Self("coordinator.noRoot")

    /// A coordinator was released while the screens it showed are still on screen: their taps reach
    /// no coordinator. Keep the root coordinator in `window.rootCoordinator`.
    public static let coordinatorReleasedWhileShown = Self("coordinator.releasedWhileShown")
}
