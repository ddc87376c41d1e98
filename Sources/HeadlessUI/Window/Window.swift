/// The screen: shows a root controller and what it presents — HeadlessUI's `UIWindow`.
///
/// Nothing appears until ``makeKeyAndVisible()`` (R7). ``render()`` prints what a user sees now and
/// ``find(identifier:)`` searches it, sheets and what they cover alike. A user touches only the
/// frontmost presentation: ``tap(_:)`` and ``swipeDownSheet()`` reach only the top of the
/// presentation chain.
///
/// ```swift
/// let window = Window()
/// window.rootViewController = NavigationController(rootViewController: CitiesViewController())
/// window.makeKeyAndVisible()
/// try window.tap("cities.row.0")
/// print(window.render())
/// ```
@MainActor public final class Window {
    private var root: ViewController?
    /// Whether ``makeKeyAndVisible()`` was called.
    public private(set) var isVisible = false
    private static weak var keyWindow: Window?
    /// What the window keeps alive while a given root stays (Window+Retained.swift).
    package var rootRetention = RootRetention()

    /// The root's name while the window has a root and was never made key and visible: a window
    /// released then showed nothing at all, which its `deinit` reports.
    private var unshownRootName: String?

    /// Creates a window with no root.
    public init() {}

    /// A window that had a root but was never made key and visible showed nothing at all: say so,
    /// since the app's screen stayed blank without any other sign. (Not an isolated `deinit`: the
    /// diagnostic must reach the capture scope of the code that released the window.)
    deinit {
        guard let unshownRootName else { return }
        UIDiagnostics.emit(
            UIDiagnostic(
                .windowNotKeyAndVisible,
                "A Window with root \(unshownRootName) was released without ever being made key and "
                    + "visible, so nothing of it was shown. Call window.makeKeyAndVisible() after setting "
                    + "its rootViewController."))
    }

    /// The controller filling the window. On a visible window, setting a new root makes the old one
    /// (and anything it presents) disappear and the new one appear (R7). A controller with a parent,
    /// presented, or the root of another window is rejected with a diagnostic.
    public var rootViewController: ViewController? {
        get { root }
        set {
            Transitions.perform(onScreen: isVisible) { [self] in replaceRoot(with: newValue) }
        }
    }

    /// Makes the window key and visible: the root loads and appears (R7).
    public func makeKeyAndVisible() {
        Window.keyWindow = self
        guard !isVisible else { return }
        isVisible = true
        unshownRootName = nil
        Transitions.perform { [self] in
            TransitionInterpreter.run(WindowPlanner.show(root), animated: false, window: self)
        }
    }

    /// Whether this is the window most recently made key.
    public var isKeyWindow: Bool { Window.keyWindow === self }

    private func replaceRoot(with newRoot: ViewController?) {
        guard newRoot !== root else { return }
        if let newRoot, let rejection = placementRejection(of: newRoot, .windowRoot) {
            UIDiagnostics.emit(rejection)
            return
        }
        TransitionInterpreter.run(
            WindowPlanner.replaceRoot(root, with: newRoot, visible: isVisible), animated: false, window: self)
    }

    /// Sets the root, for the interpreter's window edits.
    func setRoot(_ controller: ViewController?) {
        root = controller
        unshownRootName = isVisible ? nil : controller?.diagnosticName
        rootRetention.rootDidChange(to: controller)
    }

    // MARK: What is on screen

    /// The controllers on screen, back to front: the root and its presentations, starting at the
    /// last full-screen one (which hides what is behind it).
    var visibleControllers: [ViewController] {
        guard let root else { return [] }
        var chain = [root]
        var next = root.presentedStorage
        while let presented = next {
            chain.append(presented)
            next = presented.presentedStorage
        }
        return Array(PresentationChain(chain) { $0.removesPresenterWhenPresented }.visibleSuffix)
    }

    /// What a user sees now, as a text tree : the on-screen controllers with their
    /// views and chrome; hidden views are left out.
    ///
    /// A window never made key and visible shows nothing, and its one line says why:
    /// `Window (not key and visible: call makeKeyAndVisible() to show HomeViewController)`.
    public func render() -> String {
        var renderer = TreeRenderer(includeHidden: false)
        guard isVisible else {
            renderer.appendLine("", "Window (\(notVisibleExplanation))")
            return renderer.finishedOutput
        }
        renderer.appendLine("", "Window")
        if let open = Transitions.openTransitionLine(in: self) { renderer.appendLine("", open) }
        let controllers = visibleControllers
        for (index, controller) in controllers.enumerated() {
            let isLast = index == controllers.count - 1
            renderer.renderController(
                controller,
                prefix: isLast ? "└─ " : "├─ ",
                childPrefix: isLast ? "   " : "│  ",
                detail: renderDetail(for: controller))
        }
        return renderer.finishedOutput
    }

    /// Why nothing is on screen in a window that is not visible, and the fix.
    var notVisibleExplanation: String {
        guard let root else {
            return "not key and visible: set rootViewController, then call makeKeyAndVisible()"
        }
        return "not key and visible: call makeKeyAndVisible() to show \(root.diagnosticName)"
    }

    /// Throws (and reports) when the window was never made key and visible: a user's touch reaches
    /// nothing then.
    func requireVisible(for identifier: String?) throws(WindowError) {
        guard !isVisible else { return }
        let error = WindowError.notVisible(identifier: identifier, root: root?.diagnosticName)
        UIDiagnostics.emit(UIDiagnostic(.windowNotKeyAndVisible, error.description))
        throw error
    }

    private func renderDetail(for controller: ViewController) -> String? {
        var parts: [String] = []
        if let alert = controller as? AlertController, let title = alert.renderTitle { parts.append(title) }
        if controller.presentingStorage != nil, !(controller is AlertController) {
            parts.append("(\(controller.modalPresentationStyle.name))")
        }
        return parts.isEmpty ? nil : parts.joined(separator: " ")
    }
}
