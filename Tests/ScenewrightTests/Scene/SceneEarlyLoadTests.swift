import Scenewright
import ScenewrightTesting
import Testing

/// A controller whose screen a newcomer titles from its view, the way UIKit code often reads `view`.
@MainActor private final class ProfileViewController: ViewController {
    var greeting = ""
}

/// A dependency that remembers the order things happened in.
@MainActor private final class ProfileModel: Awakable, ViewObserver {
    let log: Journal
    init(_ log: Journal) { self.log = log }
    func awake() { log.entries.append("model.awake") }
    func viewDidLoad() { log.entries.append("model.viewDidLoad") }
}

@MainActor
@Suite("Scenes: the README's promise that a view loaded before instantiate returns is reported")
struct SceneEarlyLoadTests {
    @Test(
        "README: a controller that loads its view before instantiate returns is reported — `vc.view` read in connect"
    )
    func viewReadInConnect() {
        let log = Journal()
        var built: ProfileViewController?
        let diagnostics = captureDiagnostics {
            built = Scene { ProfileViewController() }
                .with { ProfileModel(log) }
                .instantiate(
                    connect: { vc, _ in
                        vc.view.identifier = "profile"  // the newcomer's slip
                    },
                    view: { _, _ in Label("Profile") })
        }
        #expect(diagnostics.map(\.kind) == [.sceneViewAlreadyLoaded])
        let message = diagnostics.first?.message ?? ""
        #expect(message.contains("ProfileViewController"))
        #expect(message.contains("Scene1<ProfileViewController, ProfileModel>"))
        #expect(message.contains("`connect`"))
        // What the diagnostic warns about: the early view is a plain one and the model never heard
        // it load; after `view = nil` the scene's closure builds the view and the model hears it.
        #expect(built?.viewIfLoaded != nil && !(built?.viewIfLoaded is Label))
        #expect(log.entries == ["model.awake"])
        built?.view = nil
        #expect((built?.view as? Label)?.text == "Profile")
        #expect(log.entries == ["model.awake", "model.viewDidLoad"])
    }

    @Test("reading `view` in connect of a scene without dependencies or a view closure is reported too")
    func viewReadInConnectOfAPlainScene() {
        let diagnostics = captureDiagnostics {
            _ = Scene { ProfileViewController() }.instantiate(connect: { vc in _ = vc.view })
        }
        #expect(diagnostics.map(\.kind) == [.sceneViewAlreadyLoaded])
        #expect(diagnostics.first?.message.contains("Scene<ProfileViewController>") == true)
    }

    @Test("a dependency's awake() that loads the controller's view is reported")
    func viewLoadedInAwake() {
        @MainActor final class Eager: Awakable {
            weak var controller: ViewController?
            func awake() { _ = controller?.view }
        }
        let diagnostics = captureDiagnostics {
            _ = Scene { ProfileViewController() }
                .with { Eager() }
                .instantiate(connect: { vc, eager in eager.controller = vc })
        }
        #expect(diagnostics.map(\.kind) == [.sceneViewAlreadyLoaded])
    }

    @Test(
        "a view loaded in the initializer is reported once, as loaded in the initializer, even with no view closure"
    )
    func viewLoadedInInitializer() {
        final class Eager: ViewController {
            init() {
                super.init()
                _ = view
            }
        }
        let diagnostics = captureDiagnostics {
            _ = Scene { Eager() }.with { 1 }.instantiate()
        }
        #expect(diagnostics.map(\.kind) == [.sceneViewAlreadyLoaded])
        #expect(diagnostics.first?.message.contains("in its initializer") == true)
    }

    @Test("a scene that leaves the view alone reports nothing, at every shape")
    func noFalseAlarm() {
        let log = Journal()
        let diagnostics = captureDiagnostics {
            _ = Scene { ProfileViewController() }.instantiate()
            _ = Scene { ProfileViewController() }.instantiate(view: { _ in Label("a") })
            _ = Scene { ProfileViewController() }.with { ProfileModel(log) }
                .instantiate(connect: { vc, _ in vc.greeting = "hi" }, view: { _, _ in Label("b") })
        }
        #expect(diagnostics.isEmpty)
    }
}
