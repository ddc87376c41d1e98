import Scenewright
import ScenewrightTesting
import Testing

// A sub-flow started without `add(subFlowController:)`, whatever the screen it starts from says
// about its flow: a delegate, a closure, or nothing at all. `ActionSheetFlow` is FlowTrapTests'.

/// A screen whose button calls a closure: it refers to no flow.
@MainActor private final class ClosureAlbumViewController: ViewController {
    var onAddPhoto: () -> Void = {}
    override func loadView() {
        view = Button("Add photo") { [unowned self] in onAddPhoto() }.identified("addPhoto")
    }
}

/// The app's flow, wiring its screen with a closure. It keeps no reference to the screen.
@MainActor private final class ClosureAlbumFlow: InitialFlowController {
    let addsSubFlow: Bool
    var started: [ActionSheetFlow] = []
    var keepsStarted = false

    init(addsSubFlow: Bool) { self.addsSubFlow = addsSubFlow }

    override func start(from window: Window) {
        let album = ClosureAlbumViewController()
        album.onAddPhoto = { [unowned self, unowned album] in
            let flow = ActionSheetFlow()
            if addsSubFlow { add(subFlowController: flow) }
            flow.start(from: album)
            if keepsStarted { started.append(flow) }
        }
        window.rootViewController = NavigationController(rootViewController: album)
        window.makeKeyAndVisible()
    }
}

/// A flow started from the window's plain root controller: the presenter knows no flow, and no
/// flow put it on screen.
@MainActor private final class DetailFlow: FlowController {
    var onMore: () -> Void = {}
    override func start(from presentingViewController: ViewController) {
        let detail = ClosureAlbumViewController()
        detail.title = "Detail"
        detail.onAddPhoto = { [unowned self] in onMore() }
        presentingViewController.present(detail, animated: true)
    }
}

@MainActor
@Suite("A sub-flow never added is diagnosed however it was started")
struct FlowNotAddedTests {
    @Test("started from a screen whose callback is a closure, it is reported at once, naming both flows")
    func startedFromClosure() throws {
        let window = Window()
        let app = ClosureAlbumFlow(addsSubFlow: false)
        app.start(from: window)
        let diagnostics = try captureDiagnostics { try window.tap("addPhoto") }
        #expect(diagnostics.map(\.kind) == [.flowNotAdded])
        #expect(
            diagnostics.first?.message
                == "ActionSheetFlow showed ActionSheet(\"Add a photo\") from ClosureAlbumViewController, a screen "
                + "of ClosureAlbumFlow, but it was never added as a sub-flow of ClosureAlbumFlow: nothing held it, "
                + "so it was released and the actions of its screens now reach a released flow (an [unowned self] "
                + "action crashes). Call ClosureAlbumFlow's add(subFlowController:) before start(from:).")
    }

    @Test("the same closure-started flow, added first, is no diagnostic and works")
    func closureAddedIsFine() throws {
        let window = Window()
        let app = ClosureAlbumFlow(addsSubFlow: true)
        app.start(from: window)
        let diagnostics = try captureDiagnostics {
            try window.tap("addPhoto")
            try window.tap("alert.Beach")
        }
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(app.children.isEmpty || app.children.count == 1)
    }

    @Test("a closure-started flow kept by the app, not added, is no diagnostic while it lives")
    func closureKeptIsFine() throws {
        let window = Window()
        let app = ClosureAlbumFlow(addsSubFlow: false)
        app.keepsStarted = true
        app.start(from: window)
        let diagnostics = try captureDiagnostics {
            try window.tap("addPhoto")
            try window.tap("alert.Beach")
        }
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(app.started.first?.picked == 1)
    }

    @Test("started from a screen another flow presented, with closures only, it is reported naming that flow")
    func startedFromAnotherFlowsScreen() throws {
        let window = Window()
        let root = ViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let detailFlow = DetailFlow()
        detailFlow.onMore = { [unowned detailFlow] in
            guard let detail = root.presentedViewController else { return }
            _ = detailFlow
            let flow = ActionSheetFlow()
            flow.start(from: detail)
        }
        detailFlow.start(from: root)
        let diagnostics = try captureDiagnostics { try window.tap("addPhoto") }
        #expect(diagnostics.map(\.kind) == [.flowNotAdded])
        #expect(diagnostics.first?.message.contains("a screen of DetailFlow") == true)
    }
}
