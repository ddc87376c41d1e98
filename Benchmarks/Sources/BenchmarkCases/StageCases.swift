import Foundation
import Scenewright

/// Ten of these observe one controller in the appearance-forwarding case.
@MainActor final class CountingObserver: ViewObserver {
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
            root.addSubview(
                StackView { for item in 0..<9 { Label("Row \(group).\(item)") } }.identified("group.\(group)")
            )
        }
        view = root
    }
}

/// A visible navigation stack `depth` controllers deep, pushed onto and popped from, in a window
/// with `frame` (with a size, every pushed view is sized to fill the navigation controller).
@MainActor func pushPop(depth: Int, frame: CGRect = .zero) -> @MainActor (Int) -> Void {
    let navigation = NavigationController(rootViewController: ViewController())
    navigation.setViewControllers((0..<depth).map { _ in ViewController() }, animated: false)
    let window = Window(frame: frame)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    return { _ in
        navigation.pushViewController(ViewController(), animated: true)
        navigation.popViewController(animated: true)
        blackHole(window)
    }
}

/// A visible root presenting a controller with `style` and dismissing it again, in a window with
/// `frame` (with a size, every presented view is sized to cover it).
@MainActor func presentDismiss(_ style: ModalPresentationStyle, frame: CGRect = .zero)
    -> @MainActor (Int) -> Void
{
    let root = ViewController()
    let window = Window(frame: frame)
    window.rootViewController = root
    window.makeKeyAndVisible()
    return { _ in
        let presented = ViewController()
        presented.modalPresentationStyle = style
        root.present(presented, animated: true)
        root.dismiss(animated: true)
        blackHole(window)
    }
}

/// A visible window whose root view holds `nodes` views, rendered whole.
@MainActor func render(nodes: Int) -> @MainActor (Int) -> Void {
    let window = Window()
    window.rootViewController = TreeController(nodes: nodes)
    window.makeKeyAndVisible()
    return { _ in blackHole(window.render()) }
}

/// Builds a chain of views `depth` deep top-down (each new view added under the last), renders it
/// and releases it: every step must stay linear in the number of views.
@MainActor func viewChain(depth: Int) -> @MainActor (Int) -> Void {
    { _ in
        let root = View()
        var current = root
        for _ in 1..<depth {
            let child = View()
            current.addSubview(child)
            current = child
        }
        blackHole(root.render())
    }
}

func stageCases() -> [BenchmarkCase] {
    [
        BenchmarkCase(
            "stage", "a view chain built top-down, rendered and released, by depth (10× is linear)",
            iterations: 2, quick: 1,
            [
                .loop(.floor, "10k deep") { viewChain(depth: 10_000) },
                .loop(.subject, "100k deep") { viewChain(depth: 100_000) },
            ]),
        BenchmarkCase(
            "stage", "push + pop, by stack depth", iterations: 2_000, quick: 200,
            [
                .loop(.floor, "10 deep") { pushPop(depth: 10) },
                .loop(.subject, "10,000 deep") { pushPop(depth: 10_000) },
            ]),
        BenchmarkCase(
            "stage", "present + dismiss, by presentation style", iterations: 2_000, quick: 200,
            [
                .loop(.floor, "page sheet") { presentDismiss(.pageSheet) },
                .loop(.subject, "full screen") { presentDismiss(.fullScreen) },
            ]),
        // What sizing the controllers' views costs when the window has a size.
        BenchmarkCase(
            "stage", "push + pop, by window size", iterations: 2_000, quick: 200,
            [
                .loop(.floor, "no size") { pushPop(depth: 10) },
                .loop(.subject, "screen-sized") { pushPop(depth: 10, frame: Screen.main.bounds) },
            ]),
        BenchmarkCase(
            "stage", "present + dismiss (page sheet), by window size", iterations: 2_000, quick: 200,
            [
                .loop(.floor, "no size") { presentDismiss(.pageSheet) },
                .loop(.subject, "screen-sized") { presentDismiss(.pageSheet, frame: Screen.main.bounds) },
            ]),
        BenchmarkCase(
            "stage", "Window.render(), by node count (10× is linear)", iterations: 3, quick: 1,
            [
                .loop(.floor, "10k nodes") { render(nodes: 10_000) },
                .loop(.subject, "100k nodes") { render(nodes: 100_000) },
            ]),
        // The floor: a controller calling its own methods and each observer's directly, through the
        // same `[any ViewObserver]` a hand-written forwarder would keep.
        BenchmarkCase(
            "stage", "appear + disappear, 10 observers", iterations: 10_000,
            quick: 1_000,
            [
                .loop(.floor, "direct calls") {
                    let direct = ViewController()
                    direct.loadViewIfNeeded()
                    let observers: [any ViewObserver] = (0..<10).map { _ in CountingObserver() }
                    return { _ in
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
                    }
                },
                .loop(.subject, "scene forwarding") {
                    let scene = Scene { ViewController() }
                        .with { CountingObserver() }.with { CountingObserver() }.with { CountingObserver() }
                        .with { CountingObserver() }.with { CountingObserver() }.with { CountingObserver() }
                        .with { CountingObserver() }.with { CountingObserver() }.with { CountingObserver() }
                        .with { CountingObserver() }
                        .instantiate()
                    scene.loadViewIfNeeded()
                    return { _ in
                        scene.beginAppearanceTransition(true, animated: false)
                        scene.endAppearanceTransition()
                        scene.beginAppearanceTransition(false, animated: false)
                        scene.endAppearanceTransition()
                    }
                },
            ]),
    ]
}
