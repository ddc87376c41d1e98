import HeadlessUITesting
import Testing
import UIKit

// UITraitChangeObservable (iOS 17), written from Apple's documentation: "Types that conform to
// UITraitChangeObservable can execute your code in response to changes in their trait collection.
// When you register for trait changes, the system observes the specified traits, and calls your
// code when any of the observed traits change value." Its conforming types include UIView,
// UIViewController and UIWindowScene.

/// What the handlers heard, in order.
@MainActor private final class StyleLog {
    var lines: [String] = []
}

/// An app's generic helper: registers for style changes on anything that can observe them.
@MainActor private func watch<Observed: UITraitChangeObservable & UITraitEnvironment>(
    _ observed: Observed, as name: String, into log: StyleLog
) -> any UITraitChangeRegistration {
    observed.registerForTraitChanges([UITraitUserInterfaceStyle.self]) {
        (observed: Observed, previousTraitCollection: UITraitCollection) in
        log.lines.append(
            "\(name) \(previousTraitCollection.userInterfaceStyle)→\(observed.traitCollection.userInterfaceStyle)"
        )
    }
}

/// An app's generic helper that stops a registration, knowing only that the object observes.
@MainActor private func stopWatching(
    _ observed: some UITraitChangeObservable, _ registration: any UITraitChangeRegistration
) {
    observed.unregisterForTraitChanges(registration)
}

@MainActor @Suite("UITraitChangeObservable, from Apple's documentation")
struct AppleDocsTraitChangeObservableTests {
    @Test(
        "one generic function registers on a window scene, a controller and a view, and each hears the change"
    )
    func genericRegistration() throws {
        // registerForTraitChanges(_:handler:): "Registers a list of traits to observe and a
        // closure to execute when one of the observed traits changes."
        let (scene, window, controller) = try showInNewScene()
        defer { UIApplication.shared.disconnectScene(scene) }
        let log = StyleLog()
        _ = watch(scene, as: "scene", into: log)
        _ = watch(controller, as: "controller", into: log)
        _ = watch(controller.view, as: "view", into: log)
        scene.traitOverrides.userInterfaceStyle = .dark
        #expect(log.lines == ["scene light→dark", "controller light→dark", "view light→dark"])
        log.lines = []
        // A change of a trait no one registered for runs no handler.
        window.simulateTraitChange { $0.preferredContentSizeCategory = .extraExtraLarge }
        #expect(log.lines.isEmpty)
    }

    @Test("the token stops the observation, through the protocol, on each kind of object")
    func unregisterThroughTheProtocol() throws {
        // The returned value is "An opaque token you can use to stop observing trait changes by
        // passing to unregisterForTraitChanges(_:)."
        let (scene, window, controller) = try showInNewScene()
        defer { UIApplication.shared.disconnectScene(scene) }
        let log = StyleLog()
        let sceneToken = watch(scene, as: "scene", into: log)
        let controllerToken = watch(controller, as: "controller", into: log)
        let viewToken = watch(controller.view, as: "view", into: log)
        stopWatching(scene, sceneToken)
        stopWatching(controller, controllerToken)
        stopWatching(controller.view, viewToken)
        scene.traitOverrides.userInterfaceStyle = .dark
        #expect(log.lines.isEmpty)
        // The change did happen; no one was listening any more.
        #expect(window.traitCollection.userInterfaceStyle == .dark)
    }

    @Test("a token given to an object that did not make it changes nothing: the observation goes on")
    func foreignToken() throws {
        let (scene, window, controller) = try showInNewScene()
        defer { UIApplication.shared.disconnectScene(scene) }
        let log = StyleLog()
        let controllerToken = watch(controller, as: "controller", into: log)
        let viewToken = watch(controller.view, as: "view", into: log)
        stopWatching(scene, controllerToken)
        stopWatching(controller, viewToken)
        stopWatching(controller.view, controllerToken)
        scene.traitOverrides.userInterfaceStyle = .dark
        #expect(log.lines == ["controller light→dark", "view light→dark"])
        #expect(window.traitCollection.userInterfaceStyle == .dark)
    }

    @Test("an ignored token is fine, and a handler that uses its parameter keeps nothing alive")
    func ignoredTokenKeepsNothingAlive() {
        // "You don't have to unregister your observations, and you can safely ignore this value."
        // TraitChangeHandler: "Use the traitEnvironment parameter to refer to the observed object
        // inside the closure." UITraitChangeObservable: "UIKit cleans up registrations at the end
        // of the object lifecycle."
        let log = StyleLog()
        weak var weakController: UIViewController?
        weak var weakView: UIView?
        do {
            let controller = UIViewController()
            let window = UIWindow(frame: UIScreen.main.bounds)
            window.rootViewController = controller
            window.makeKeyAndVisible()
            _ = watch(controller, as: "controller", into: log)
            _ = watch(controller.view, as: "view", into: log)
            window.simulateTraitChange { $0.userInterfaceStyle = .dark }
            weakController = controller
            weakView = controller.view
        }
        #expect(log.lines == ["controller light→dark", "view light→dark"])
        #expect(weakController == nil)
        #expect(weakView == nil)
    }

    @Test("a responder of the app's own that declares UITraitChangeObservable is told its handler never runs")
    func ownResponderIsToldRegistrationIsIgnored() {
        // On iOS such a class must implement the requirements itself; here it gets the stage's
        // implementation, which has nowhere to keep a registration for an object with no traits.
        final class Gauge: UIResponder, UITraitChangeObservable, UITraitEnvironment {
            var traitCollection: UITraitCollection { UITraitCollection() }
            func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
        }
        let gauge = Gauge()
        let log = StyleLog()
        let diagnostics = captureDiagnostics { _ = watch(gauge, as: "gauge", into: log) }
        #expect(diagnostics.map(\.kind) == [.traitRegistrationIgnored])
        #expect(diagnostics.first?.message.contains("Gauge") == true)
        let view = UIView()
        let quiet = captureDiagnostics { _ = watch(view, as: "view", into: log) }
        #expect(quiet.isEmpty)
    }
}
