import Foundation
import ScenewrightCore

extension UIWindow {
    /// The device's environment changes the window's traits, as the system does when the user
    /// switches to dark mode, changes the text size, or an iPad's window is resized to a compact
    /// width: `mutations` sets the traits of the window's environment (on top of its screen's or its
    /// scene's), and they flow down to everything in the window.
    ///
    /// In UIKit's order: each controller whose traits will change, the root first and then each
    /// presented controller bottom to top, hears `willTransition(to:with:)` (whose default forwards
    /// to its children); then the traits change, and every view and controller whose traits changed
    /// — the window first, then each controller before its view, the view before its subviews, then
    /// its children and what it presents — hears `traitCollectionDidChange(_:)`, followed by the
    /// handlers it registered for a trait that changed. A split view on screen side by side
    /// collapses when its width becomes compact, asking its delegate.
    ///
    /// ```swift
    /// window.simulateTraitChange { $0.userInterfaceStyle = .dark }
    /// window.simulateTraitChange { $0.preferredContentSizeCategory = .accessibilityLarge }
    /// ```
    /// - Parameter mutations: Sets the environment's traits.
    /// - Returns: `false`, changing nothing and emitting a `window.notKeyAndVisible` diagnostic, when
    ///   the window was never made key and visible.
    @discardableResult
    public func simulateTraitChange(_ mutations: (inout any UIMutableTraits) -> Void) -> Bool {
        guard isVisible else {
            Diagnostics.emit(
                Diagnostic(
                    .windowNotKeyAndVisible,
                    "The trait change reached no controller: the window was never made key and visible. "
                        + "Call window.makeKeyAndVisible() first."))
            return false
        }
        var values: any UIMutableTraits = TraitValues(entries: traitState?.environment ?? [:])
        mutations(&values)
        let environment = (values as? TraitValues)?.entries ?? [:]
        let change = EnvironmentTraitChange(window: self, size: bounds.size, environment: environment)
        change.announce(with: SizeTransitionCoordinator(containerView: self))
        writableTraitState.environment = environment
        change.deliver()
        return true
    }

    /// The traits the window's environment gives it at `size`, with `environment` set on top.
    func environmentTraits(size: CGSize, environment: [ObjectIdentifier: TraitEntry]) -> UITraitCollection {
        let outer = sceneStorage?.traitCollection ?? screen.traitCollection
        var traits = outer
        if size != .zero {
            traits = traits.applying(UIScreen.sizeClassEntries(for: size, idiom: outer.userInterfaceIdiom))
        }
        return traits.applying(environment)
    }
}

/// A change of a window's environment (its size, or what ``UIWindow/simulateTraitChange(_:)``
/// sets): the traits everything has before, and what they will be.
@MainActor struct EnvironmentTraitChange {
    let window: UIWindow
    let before: [(TraitNode, UITraitCollection)]
    let preview: [(TraitNode, UITraitCollection)]

    /// The change of `window` to `size` with `environment`.
    init(window: UIWindow, size: CGSize, environment: [ObjectIdentifier: TraitEntry]) {
        self.window = window
        before = TraitPropagation.snapshot(from: .view(window), base: window.environmentTraits)
        preview = TraitPropagation.snapshot(
            from: .view(window), base: window.environmentTraits(size: size, environment: environment))
    }

    /// Whether any trait changes.
    var changesTraits: Bool {
        guard let old = before.first?.1, let new = preview.first?.1 else { return false }
        return !new.changedTraits(comparedTo: old).isEmpty
    }

    /// Tells each controller of the window's presentation layers whose traits will change:
    /// `willTransition(to:with:)`.
    func announce(with coordinator: any UIViewControllerTransitionCoordinator) {
        guard changesTraits else { return }
        var old: [ObjectIdentifier: UITraitCollection] = [:]
        for (node, traits) in before { old[ObjectIdentifier(node.object)] = traits }
        var new: [ObjectIdentifier: UITraitCollection] = [:]
        for (node, traits) in preview { new[ObjectIdentifier(node.object)] = traits }
        for controller in window.presentationLayers {
            let key = ObjectIdentifier(controller)
            guard let next = new[key], let previous = old[key],
                !next.changedTraits(comparedTo: previous).isEmpty
            else { continue }
            controller.willTransition(to: next, with: coordinator)
        }
    }

    /// Once the change is made: tells every environment whose traits changed.
    func deliver() {
        TraitPropagation.deliver(
            before: before,
            after: TraitPropagation.snapshot(from: .view(window), base: window.environmentTraits))
    }
}

// MARK: Window scenes

extension UIWindowScene: UITraitEnvironment, UITraitChangeObservable {
    /// The scene's traits: its screen's, with the scene's ``traitOverrides``.
    public var traitCollection: UITraitCollection {
        screen.traitCollection.applying(traitState?.overrides.entries ?? [:])
    }

    /// Does nothing by default.
    public func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The traits the scene sets for every window in it — UIKit's `traitOverrides` (iOS 17).
    /// Setting one tells every view and controller of the scene's windows whose traits changed.
    public var traitOverrides: any UITraitOverrides {
        get { traitState?.overrides ?? TraitValues() }
        set {
            guard let values = TraitValues.accepting(newValue, on: self) else { return }
            let previous = traitCollection
            var changes: [(before: [(TraitNode, UITraitCollection)], window: UIWindow)] = []
            for window in windows {
                changes.append(
                    (TraitPropagation.snapshot(from: .view(window), base: window.environmentTraits), window))
            }
            writableTraitState.overrides = values
            let changed = traitCollection.changedTraits(comparedTo: previous)
            if !changed.isEmpty {
                traitCollection.performAsCurrent { traitCollectionDidChange(previous) }
                traitState?.runHandlers(of: self, for: changed, previous: previous)
            }
            for (before, window) in changes {
                TraitPropagation.deliver(
                    before: before,
                    after: TraitPropagation.snapshot(from: .view(window), base: window.environmentTraits))
            }
        }
    }
}
