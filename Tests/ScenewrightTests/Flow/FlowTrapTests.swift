import Scenewright
import ScenewrightTesting
import Testing

// The first hour with flows, written the way a newcomer writes them from the README.

@MainActor private protocol AlbumDelegate: AnyObject {
    func albumDidTapAddPhoto(_ album: AlbumViewController)
}

/// A screen with an "Add photo" button whose action uses `[unowned self]`, as the README's do.
@MainActor private final class AlbumViewController: ViewController {
    weak var delegate: (any AlbumDelegate)?
    override func loadView() {
        view = Button("Add photo") { [unowned self] in delegate?.albumDidTapAddPhoto(self) }.identified(
            "addPhoto")
    }
}

/// A sheet listing photos.
@MainActor private final class GridViewController: ViewController {
    weak var flow: PhotoFlow?
    init() {
        super.init()
        title = "Library"
        modalPresentationStyle = .pageSheet
    }
    override func loadView() {
        view = Button("Beach") { [unowned self] in flow?.picked() }.identified("beach")
    }
}

/// A sub-flow that asks with an action sheet; its action uses `[unowned self]`, as the README's.
@MainActor final class ActionSheetFlow: FlowController {
    private(set) var picked = 0
    override func start(from presentingViewController: ViewController) {
        let sheet = AlertController(title: "Add a photo", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(AlertAction(title: "Beach", style: .default) { [unowned self] _ in picked += 1 })
        presentingViewController.present(sheet, animated: true)
    }
}

/// A sub-flow that presents the grid as a sheet and, with `endsWhenDismissed`, ends with it.
@MainActor private final class PhotoFlow: FlowController {
    let endsWhenDismissed: Bool
    let style: ModalPresentationStyle
    weak var grid: GridViewController?

    init(endsWhenDismissed: Bool, style: ModalPresentationStyle = .pageSheet) {
        self.endsWhenDismissed = endsWhenDismissed
        self.style = style
    }

    override func start(from presentingViewController: ViewController) {
        let grid = GridViewController()
        grid.modalPresentationStyle = style
        grid.flow = self
        self.grid = grid
        presentingViewController.present(grid, animated: true)
        if endsWhenDismissed { endWhenDismissed(grid) }
    }

    func picked() { grid?.dismiss(animated: true) }
}

/// The app's flow. `addsSubFlow: false` is the newcomer's slip: the sub-flow is started but never
/// added.
@MainActor private final class AlbumFlow: InitialFlowController, AlbumDelegate {
    let addsSubFlow: Bool
    let makeSubFlow: () -> FlowController
    weak var album: AlbumViewController?

    init(addsSubFlow: Bool, makeSubFlow: @escaping () -> FlowController) {
        self.addsSubFlow = addsSubFlow
        self.makeSubFlow = makeSubFlow
    }

    override func start(from window: Window) {
        let album = AlbumViewController()
        album.delegate = self
        self.album = album
        window.rootViewController = NavigationController(rootViewController: album)
        window.makeKeyAndVisible()
    }

    func albumDidTapAddPhoto(_ album: AlbumViewController) {
        let flow = makeSubFlow()
        if addsSubFlow { add(subFlowController: flow) }
        flow.start(from: album)
    }
}

@MainActor
@Suite("Flow traps: forgotten sub-flows and sheets swiped away")
struct FlowTrapTests {
    @Test("a sub-flow started without add(subFlowController:) is reported at once, naming both flows")
    func startedWithoutAdd() throws {
        let window = Window()
        let app = AlbumFlow(addsSubFlow: false) { ActionSheetFlow() }
        app.start(from: window)
        let diagnostics = try captureDiagnostics { try window.tap("addPhoto") }
        #expect(diagnostics.map(\.kind) == [.flowNotAdded])
        #expect(
            diagnostics.first?.message
                == "ActionSheetFlow showed ActionSheet(\"Add a photo\") from AlbumViewController, a screen of "
                + "AlbumFlow, but it was never added as a sub-flow of AlbumFlow: nothing held it, so it was "
                + "released and the actions of its screens now reach a released flow (an [unowned self] action "
                + "crashes). Call AlbumFlow's add(subFlowController:) before start(from:).")
        // (Tapping "alert.Beach" now would crash in the test's own `[unowned self]`, as it would in an app:
        // the diagnostic came first.)
    }

    @Test("the same flow added first, or added right after it started, is no diagnostic")
    func addedIsFine() throws {
        for addsFirst in [true, false] {
            let window = Window()
            var started: ActionSheetFlow?
            let app = AlbumFlow(addsSubFlow: addsFirst) {
                let flow = ActionSheetFlow()
                started = flow
                return flow
            }
            app.start(from: window)
            let diagnostics = try captureDiagnostics {
                try window.tap("addPhoto")
                if !addsFirst, let started { app.add(subFlowController: started) }
                try window.tap("alert.Beach")
            }
            #expect(diagnostics.isEmpty, "\(diagnostics)")
            #expect(started?.picked == 1)
        }
    }

    @Test(
        "a sub-flow kept in a property instead of the tree, released after its screen left, is no diagnostic")
    func keptElsewhere() throws {
        let window = Window()
        var kept: PhotoFlow?
        let app = AlbumFlow(addsSubFlow: false) {
            let flow = PhotoFlow(endsWhenDismissed: false)
            kept = flow
            return flow
        }
        app.start(from: window)
        let diagnostics = try captureDiagnostics {
            try window.tap("addPhoto")
            try window.tap("beach")  // the grid is dismissed
            kept = nil
        }
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(kept == nil)
    }

    @Test("a root flow started from its own screen is no diagnostic")
    func rootFlowIsFine() {
        let window = Window()
        let root = ViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let diagnostics = captureDiagnostics {
            let flow = PhotoFlow(endsWhenDismissed: false)
            flow.start(from: root)
        }
        #expect(diagnostics.isEmpty, "\(diagnostics)")
    }

    @Test("a sheet swiped away leaves its sub-flow in the tree, one more each visit, unless it ends with it")
    func swipedAway() throws {
        let window = Window()
        let leaky = AlbumFlow(addsSubFlow: true) { PhotoFlow(endsWhenDismissed: false) }
        leaky.start(from: window)
        for _ in 0..<3 {
            try window.tap("addPhoto")
            #expect(try window.swipeDownSheet())
        }
        #expect(leaky.children.count == 3, "the newcomer's trap: every visit leaves a flow behind")

        let fixedWindow = Window()
        let fixed = AlbumFlow(addsSubFlow: true) { PhotoFlow(endsWhenDismissed: true) }
        fixed.start(from: fixedWindow)
        weak var released: FlowController?
        for _ in 0..<3 {
            try fixedWindow.tap("addPhoto")
            released = fixed.children.first
            #expect(fixed.children.count == 1)
            #expect(try fixedWindow.swipeDownSheet())
            #expect(fixed.children.isEmpty)
        }
        #expect(released == nil)
    }

    @Test("endWhenDismissed ends the flow however the screen leaves: dragged, dismissed in code, picked")
    func endsByAnyMeans() throws {
        let window = Window()
        let app = AlbumFlow(addsSubFlow: true) { PhotoFlow(endsWhenDismissed: true) }
        app.start(from: window)

        try window.tap("addPhoto")
        let drag = try window.beginSheetDrag()
        drag.cancel()
        #expect(app.children.count == 1, "a drag let go halfway leaves the sheet, and the flow")
        try window.beginSheetDrag().finish()
        #expect(app.children.isEmpty)

        try window.tap("addPhoto")
        try window.tap("beach")  // the flow dismisses the grid in code
        #expect(app.children.isEmpty)

        try window.tap("addPhoto")
        app.album?.navigationController?.dismiss(animated: false)
        #expect(app.children.isEmpty)
    }

    @Test("a sheet covered by a full-screen presentation has not left: its flow stays")
    func coveredIsNotGone() throws {
        let window = Window()
        let app = AlbumFlow(addsSubFlow: true) { PhotoFlow(endsWhenDismissed: true) }
        app.start(from: window)
        try window.tap("addPhoto")
        let grid = try #require((app.children.first as? PhotoFlow)?.grid)
        let cover = ViewController()
        cover.modalPresentationStyle = .fullScreen
        grid.present(cover, animated: false)
        #expect(grid.appearanceState == .disappeared)
        #expect(app.children.count == 1)
        cover.dismiss(animated: false)
        #expect(app.children.count == 1)
        try window.swipeDownSheet()
        #expect(app.children.isEmpty)
    }

    @Test("a screen inside a navigation controller presented as a sheet leaves with the sheet")
    func insidePresentedNavigation() throws {
        final class StackSheetFlow: FlowController {
            override func start(from presentingViewController: ViewController) {
                let first = ViewController()
                first.title = "First"
                let navigation = NavigationController(rootViewController: first)
                navigation.modalPresentationStyle = .formSheet
                presentingViewController.present(navigation, animated: true)
                endWhenDismissed(first)
            }
        }
        let window = Window()
        let app = AlbumFlow(addsSubFlow: true) { StackSheetFlow() }
        app.start(from: window)
        try window.tap("addPhoto")
        #expect(app.children.count == 1)
        #expect(try window.swipeDownSheet())
        #expect(app.children.isEmpty)
    }

    @Test("a pushed first screen popped with the back button ends its flow")
    func pushedAndPopped() throws {
        final class PushFlow: FlowController {
            override func start(from presentingViewController: ViewController) {
                let page = ViewController()
                page.title = "Pushed"
                presentingViewController.navigationController?.pushViewController(page, animated: true)
                endWhenDismissed(page)
            }
        }
        let window = Window()
        let app = AlbumFlow(addsSubFlow: true) { PushFlow() }
        app.start(from: window)
        try window.tap("addPhoto")
        #expect(app.children.count == 1)
        try window.tap("back")
        #expect(app.children.isEmpty)
    }
}
