import Scenewright

/// Zebra's location tracker on the app manager: tabs with records → day map → record detail, and
/// a tracking-profiles editor; screens talk to the app only through their agents.
final class TrackerAppManager: AppManager {
    init() {
        super.init()
        container.register(LocationLog.self, instance: LocationLog())
        container.register(TrackingProfiles.self, instance: TrackingProfiles())
        register(RecordsViewController.self, as: .records)
            .register(DayMapViewController.self, as: .dayMap)
            .register(RecordDetailViewController.self, as: .recordDetail)
            .register(ProfilesViewController.self, as: .profiles)
            .register(ProfileEditorViewController.self, as: .profileEditor)
        try? registerDeepLink("/records", to: .records)
        try? registerDeepLink("/records/{day:Int}", to: .dayMap)
        try? registerDeepLink("/records/{day:Int}/{record:Int}", to: .recordDetail)
        // Zebra showed routing errors in an alert; here the alert is extra — the caller still gets the error.
        errorPresenter = { error, source in
            let alert = AlertController(
                title: "Cannot open that", message: error.message, preferredStyle: .alert)
            alert.addAction(AlertAction(title: "OK", style: .cancel))
            source?.present(alert, animated: true)
        }
    }

    /// Two tabs, each a navigation stack.
    override func setup(in window: Window) throws {
        let records = try viewController(forIdentifier: .records)
        let profiles = try viewController(forIdentifier: .profiles)
        install(root: Story.tabs(Story.stack(root: records), Story.stack(root: profiles)), in: window)
    }

    /// The profile editor is presented as a sheet in its own navigation controller; the rest as usual.
    override func show(
        viewController: ViewController, from source: ViewController?, identifier: SceneIdentifier
    ) {
        guard identifier == .profileEditor, let source else {
            super.show(viewController: viewController, from: source, identifier: identifier)
            return
        }
        source.present(Story.stack(root: viewController), animated: true)
    }
}

enum LocationTracker: Example {
    static let name = "location-tracker"
    static let summary =
        "Zebra's location tracker: an app manager, agents, deep links, errors shown and thrown"

    /// The manager of the running app, for the scripted deep link.
    static var manager: TrackerAppManager?

    static func launch() -> Window {
        let window = Window()
        let manager = TrackerAppManager()
        self.manager = manager
        do {
            try manager.setup(in: window)
        } catch {
            print("setup failed: \(error)")
        }
        return window
    }

    /// Lets go of the app manager and the services it keeps.
    static func finish() { manager = nil }

    static func play(_ stage: Stage) throws {
        stage.show("launch: the Records tab")
        try stage.tap("records.row.1", "pick 12 Nov (a segue through the agent, typed data)")
        try stage.tap("day.row.2", "pick the third record")
        try stage.tap("back")
        try stage.tap("back")
        try stage.tap("tab.1", "the Profiles tab")
        try stage.tap("add", "add a profile: the editor is presented as a sheet (an overridden show)")
        try stage.show("type a name and an interval, then save: the agent dismisses the editor") {
            if let name = stage.window.find(identifier: "name") as? TextField { name.type("Cycling") }
            if let interval = stage.window.find(identifier: "interval") as? TextField { interval.type("20") }
            try stage.window.tap("save")
        }
        try stage.show("open the deep link /records/21/2: the Records tab is selected and its stack built") {
            try manager?.open(deepLink: "/records/21/2")
        }
        try stage.tap("back")
        try stage.tap("back")
        try stage.tap("broken", "a broken link: the error is thrown to the caller and shown in an alert")
        try stage.tap("alert.OK")
    }
}
