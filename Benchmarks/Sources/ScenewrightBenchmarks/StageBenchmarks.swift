import Scenewright

// MARK: Scene instantiate with three dependencies

final class BenchController: ViewController {
    var a: Counter?
    var b: Plain?
    var c: Settings?
}

final class Counter: Awakable {
    var awakes = 0
    func awake() { awakes &+= 1 }
}

final class Plain {}

struct Settings {
    var units = 1
}

/// Ten of these observe one controller in the appearance-cycle case.
final class Observer: ViewObserver {
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

@MainActor
func stageBenchmarks(_ report: inout Report) {
    print("\n── Scenes and the stage (HeadlessUI)")
    if wants("scene") { sceneInstantiation(&report) }
    if wants("cycle") { appearanceCycle(&report) }
    if wants("render") { rendering(&report) }
    if wants("stack") { deepStacks(&report) }
}

@MainActor
private func sceneInstantiation(_ report: inout Report) {
    report.add(
        measure("scene instantiate, 3 dependencies: hand-written", iterations: 200_000) { _ in
            let controller = BenchController()
            let a = Counter()
            let b = Plain()
            let c = Settings()
            controller.a = a
            controller.b = b
            controller.c = c
            a.awake()
            blackHole(controller)
        })
    report.add(
        measure("scene instantiate, 3 dependencies: Scene DSL", iterations: 200_000) { _ in
            let controller = Scene { BenchController() }
                .with { Counter() }
                .with { Plain() }
                .with { Settings() }
                .instantiate(connect: { vc, a, b, c in
                    vc.a = a
                    vc.b = b
                    vc.c = c
                })
            blackHole(controller)
        }, against: "scene instantiate, 3 dependencies: hand-written")
}

@MainActor
private func appearanceCycle(_ report: inout Report) {
    // The floor: a controller calling its own methods and each observer's directly, through the
    // same `[any ViewObserver]` a hand-written forwarder would keep (so the observers do the same
    // work in both rows and the optimizer cannot fold them away).
    let direct: ViewController = BenchController()
    direct.loadViewIfNeeded()
    let observers: [any ViewObserver] = (0..<10).map { _ in Observer() }
    report.add(
        measure("appear + disappear, 10 observers: direct calls", iterations: 200_000) { _ in
            direct.viewWillAppear(false)
            for observer in observers { observer.viewWillAppear(false) }
            direct.viewIsAppearing(false)
            for observer in observers { observer.viewIsAppearing(false) }
            direct.viewWillLayoutSubviews()
            for observer in observers { observer.viewWillLayoutSubviews() }
            direct.viewDidLayoutSubviews()
            for observer in observers { observer.viewDidLayoutSubviews() }
            direct.viewDidAppear(false)
            for observer in observers { observer.viewDidAppear(false) }
            direct.viewWillDisappear(false)
            for observer in observers { observer.viewWillDisappear(false) }
            direct.viewDidDisappear(false)
            for observer in observers { observer.viewDidDisappear(false) }
        })

    let scene = Scene { BenchController() }
        .with { Observer() }.with { Observer() }.with { Observer() }.with { Observer() }.with { Observer() }
        .with { Observer() }.with { Observer() }.with { Observer() }.with { Observer() }.with { Observer() }
        .instantiate()
    scene.loadViewIfNeeded()
    report.add(
        measure("appear + disappear, 10 observers: scene forwarding", iterations: 200_000) { _ in
            scene.beginAppearanceTransition(true, animated: false)
            scene.endAppearanceTransition()
            scene.beginAppearanceTransition(false, animated: false)
            scene.endAppearanceTransition()
        }, against: "appear + disappear, 10 observers: direct calls")
}

/// A controller whose view is a tree of `nodes` views: stacks of nine labels.
final class TreeController: ViewController {
    let nodes: Int
    init(nodes: Int) {
        self.nodes = nodes
        super.init()
    }
    override func loadView() {
        let root = StackView()
        for group in 0..<(nodes / 10) {
            root.addSubview(StackView { for item in 0..<9 { Label("Row \(group).\(item)") } }.identified("group.\(group)"))
        }
        view = root
    }
}

@MainActor
private func rendering(_ report: inout Report) {
    for nodes in [10_000, 100_000] {
        let window = Window()
        window.rootViewController = TreeController(nodes: nodes)
        window.makeKeyAndVisible()
        let name = "Window.render(), \(nodes / 1000)k nodes"
        let iterations = nodes == 10_000 ? 40 : 4
        report.add(
            measure(name, iterations: iterations, samples: 5) { _ in blackHole(window.render()) },
            against: nodes == 100_000 ? "Window.render(), 10k nodes" : nil)
    }
}

@MainActor
private func deepStacks(_ report: inout Report) {
    for depth in [10, 10_000] {
        let nav = NavigationController(rootViewController: ViewController())
        nav.setViewControllers((0..<depth).map { _ in ViewController() }, animated: false)
        let window = Window()
        window.rootViewController = nav
        window.makeKeyAndVisible()
        let name = "push + pop on a \(depth)-deep stack"
        report.add(
            measure(name, iterations: 20_000) { _ in
                nav.pushViewController(ViewController(), animated: true)
                nav.popViewController(animated: true)
            }, against: depth == 10_000 ? "push + pop on a 10-deep stack" : nil)
    }
}
