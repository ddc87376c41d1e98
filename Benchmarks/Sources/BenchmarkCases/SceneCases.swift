import Scenewright

// MARK: The representative scene: three dependencies, two of them observe the controller's
// lifecycle, one is awoken; a `connect` closure and a `view` closure building a small stack.

/// The model: told once that it may start working.
@MainActor final class CityModel: Awakable {
    let title = "Amsterdam"
    var awakes = 0
    func awake() { awakes &+= 1 }
}

/// Counts every lifecycle event it hears, the way a screen tracker would.
@MainActor final class ScreenTracker: ViewObserver {
    var events = 0
    func viewDidLoad() { events &+= 1 }
    func viewWillAppear(_ animated: Bool) { events &+= 1 }
    func viewIsAppearing(_ animated: Bool) { events &+= 1 }
    func viewDidAppear(_ animated: Bool) { events &+= 1 }
    func viewWillDisappear(_ animated: Bool) { events &+= 1 }
    func viewDidDisappear(_ animated: Bool) { events &+= 1 }
    func viewWillLayoutSubviews() { events &+= 1 }
    func viewDidLayoutSubviews() { events &+= 1 }
}

/// A second observer, another class, so neither side can share one devirtualised call.
@MainActor final class KeyboardAvoider: ViewObserver {
    var events = 0
    func viewDidLoad() { events &+= 1 }
    func viewWillAppear(_ animated: Bool) { events &+= 1 }
    func viewIsAppearing(_ animated: Bool) { events &+= 1 }
    func viewDidAppear(_ animated: Bool) { events &+= 1 }
    func viewWillDisappear(_ animated: Bool) { events &+= 1 }
    func viewDidDisappear(_ animated: Bool) { events &+= 1 }
    func viewWillLayoutSubviews() { events &+= 1 }
    func viewDidLayoutSubviews() { events &+= 1 }
}

/// The small view both sides build: a stack with a title and two rows.
@MainActor func cityView(_ model: CityModel) -> View {
    StackView {
        Label(model.title)
        Label("population")
        Button("Details") {}
    }
}

/// The controller the scene builds; `connect` hands it its dependencies.
final class SceneCityController: ViewController {
    var model: CityModel?
    var tracker: ScreenTracker?
    var avoider: KeyboardAvoider?
}

/// The hand-written equivalent: holds the same three objects, builds the same view in `loadView()`
/// and forwards every lifecycle method to the two observers, right after its own.
final class HandCityController: ViewController {
    let model: CityModel
    let tracker: ScreenTracker
    let avoider: KeyboardAvoider

    init(model: CityModel, tracker: ScreenTracker, avoider: KeyboardAvoider) {
        self.model = model
        self.tracker = tracker
        self.avoider = avoider
        super.init()
    }

    override func loadView() { view = cityView(model) }
    override func viewDidLoad() {
        super.viewDidLoad()
        tracker.viewDidLoad()
        avoider.viewDidLoad()
    }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        tracker.viewWillAppear(animated)
        avoider.viewWillAppear(animated)
    }
    override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        tracker.viewIsAppearing(animated)
        avoider.viewIsAppearing(animated)
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        tracker.viewDidAppear(animated)
        avoider.viewDidAppear(animated)
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        tracker.viewWillDisappear(animated)
        avoider.viewWillDisappear(animated)
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        tracker.viewDidDisappear(animated)
        avoider.viewDidDisappear(animated)
    }
    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        tracker.viewWillLayoutSubviews()
        avoider.viewWillLayoutSubviews()
    }
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        tracker.viewDidLayoutSubviews()
        avoider.viewDidLayoutSubviews()
    }
}

/// Builds the hand-written controller: make, connect (through the initializer), awake.
@MainActor func handBuild() -> HandCityController {
    let model = CityModel()
    let tracker = ScreenTracker()
    let avoider = KeyboardAvoider()
    let controller = HandCityController(model: model, tracker: tracker, avoider: avoider)
    model.awake()
    return controller
}

/// The scene as a StoryCode user writes it, stored once.
@MainActor func cityScene() -> Scene3<SceneCityController, CityModel, ScreenTracker, KeyboardAvoider> {
    Scene { SceneCityController() }
        .with { CityModel() }
        .with { ScreenTracker() }
        .with { KeyboardAvoider() }
}

/// Instantiates a stored scene: `connect` and `view` closures, as in the shape.
@MainActor func instantiate(
    _ scene: Scene3<SceneCityController, CityModel, ScreenTracker, KeyboardAvoider>
) -> SceneCityController {
    scene.instantiate(
        connect: { controller, model, tracker, avoider in
            controller.model = model
            controller.tracker = tracker
            controller.avoider = avoider
        },
        view: { _, model, _, _ in cityView(model) })
}

/// Builds the scene from scratch: the whole expression, every time.
@MainActor func sceneBuild() -> SceneCityController {
    Scene { SceneCityController() }
        .with { CityModel() }
        .with { ScreenTracker() }
        .with { KeyboardAvoider() }
        .instantiate(
            connect: { controller, model, tracker, avoider in
                controller.model = model
                controller.tracker = tracker
                controller.avoider = avoider
            },
            view: { _, model, _, _ in cityView(model) })
}

/// Loads the view, then appears and disappears: the cycle every pushed screen goes through.
@MainActor func cycle(_ controller: ViewController) {
    controller.loadViewIfNeeded()
    controller.beginAppearanceTransition(true, animated: false)
    controller.endAppearanceTransition()
    controller.beginAppearanceTransition(false, animated: false)
    controller.endAppearanceTransition()
}

// MARK: The contract's own floor (kept as an extra line only).

/// A controller for the floor below: the same three properties `connect` sets, plus the record's
/// references, held as a plain stored tuple.
final class FloorCityController: ViewController {
    var model: CityModel?
    var tracker: ScreenTracker?
    var avoider: KeyboardAvoider?
    var dependencies: (CityModel, ScreenTracker, KeyboardAvoider)?
}

/// Only the work any scene with this contract must do, written for this one shape: the controller
/// and each dependency made by a stored closure, `connect` called through a closure, the model
/// awoken, and the controller keeping its own reference to every dependency besides the ones
/// `connect` stored. No roles, no `view` closure, no forwarding: what it leaves out is what a
/// general scene adds, and its ratio to hand-written is a floor for any design.
struct FloorScene {
    let makeController: @MainActor () -> FloorCityController
    let make1: @MainActor () -> CityModel
    let make2: @MainActor () -> ScreenTracker
    let make3: @MainActor () -> KeyboardAvoider

    @MainActor @inline(never) func build(
        connect: (FloorCityController, CityModel, ScreenTracker, KeyboardAvoider) -> Void
    ) -> FloorCityController {
        let controller = makeController()
        let model = make1()
        let tracker = make2()
        let avoider = make3()
        connect(controller, model, tracker, avoider)
        model.awake()
        controller.dependencies = (model, tracker, avoider)
        return controller
    }
}

@MainActor func floorBuild() -> FloorCityController {
    FloorScene(
        makeController: { FloorCityController() }, make1: { CityModel() }, make2: { ScreenTracker() },
        make3: { KeyboardAvoider() }
    )
    .build(connect: { controller, model, tracker, avoider in
        controller.model = model
        controller.tracker = tracker
        controller.avoider = avoider
    })
}

// MARK: The cheapest shape: no view closure, no observers (kept as an extra line only).

final class PlainController: ViewController {
    var counter: AwakeCounter?
    var plain: PlainObject?
    var settings: PlainSettings?
}

@MainActor final class AwakeCounter: Awakable {
    var awakes = 0
    func awake() { awakes &+= 1 }
}

final class PlainObject {}

struct PlainSettings {
    var units = 1
}

// MARK: A realistic app session (whether any difference is one a user could see).

/// A user browsing: `screens` city screens, each built, pushed onto a visible navigation stack with
/// the animation, shown, and popped again — the build, the view, the layout, the appearance cycle
/// and the release of every screen, as an app does them.
@MainActor func appSession(screens: Int, build: @escaping @MainActor () -> ViewController)
    -> @MainActor (Int) -> Void
{
    let navigation = NavigationController(rootViewController: ViewController())
    let window = Window()
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    return { _ in
        for _ in 0..<screens {
            navigation.pushViewController(build(), animated: true)
            navigation.popViewController(animated: true)
        }
        blackHole(window)
    }
}

func sceneCases() -> [BenchmarkCase] {
    let iterations = 10_000
    let quick = 1_000
    let handWrittenBuild = Contender.loop(.floor, "hand-written") { { _ in blackHole(handBuild()) } }
    return [
        BenchmarkCase(
            "scenes", "build (make, connect, awake)", iterations: iterations, quick: quick,
            [
                handWrittenBuild,
                .loop(.subject, "Scene DSL") { { _ in blackHole(sceneBuild()) } },
            ]),
        BenchmarkCase(
            "scenes", "instantiate one stored Scene again and again", iterations: iterations, quick: quick,
            [
                handWrittenBuild,
                .loop(.subject, "Scene DSL") {
                    let scene = cityScene()
                    return { _ in blackHole(instantiate(scene)) }
                },
            ]),
        BenchmarkCase(
            "scenes", "build + load view + appear + disappear", iterations: iterations, quick: quick,
            [
                .loop(.floor, "hand-written") {
                    { _ in
                        let controller = handBuild()
                        cycle(controller)
                        blackHole(controller)
                    }
                },
                .loop(.subject, "Scene DSL") {
                    { _ in
                        let controller = sceneBuild()
                        cycle(controller)
                        blackHole(controller)
                    }
                },
            ]),
        BenchmarkCase(
            "scenes", "app session: 300 screens built, pushed, shown and popped (per session)",
            iterations: 20,
            quick: 2,
            [
                .loop(.floor, "hand-written") { appSession(screens: 300) { handBuild() } },
                .loop(.subject, "Scene DSL") { appSession(screens: 300) { sceneBuild() } },
            ]),
        BenchmarkCase(
            "scenes", "build: only what the contract requires (floor; extra line)", iterations: iterations,
            quick: quick,
            [
                handWrittenBuild,
                .loop(.subject, "contract floor") { { _ in blackHole(floorBuild()) } },
            ]),
        BenchmarkCase(
            "scenes", "cheapest shape (extra line): build, no view closure, no observers",
            iterations: iterations,
            quick: quick,
            [
                .loop(.floor, "hand-written") {
                    { _ in
                        let controller = PlainController()
                        let counter = AwakeCounter()
                        let plain = PlainObject()
                        let settings = PlainSettings()
                        controller.counter = counter
                        controller.plain = plain
                        controller.settings = settings
                        counter.awake()
                        blackHole(controller)
                    }
                },
                .loop(.subject, "Scene DSL") {
                    { _ in
                        let controller = Scene { PlainController() }
                            .with { AwakeCounter() }
                            .with { PlainObject() }
                            .with { PlainSettings() }
                            .instantiate(connect: { controller, counter, plain, settings in
                                controller.counter = counter
                                controller.plain = plain
                                controller.settings = settings
                            })
                        blackHole(controller)
                    }
                },
            ]),
    ]
}
