import HeadlessUI
import HeadlessUITesting
import Testing

/// A controller's window is answered from the bottom of its presentation chain, which a presented
/// controller remembers when it is presented instead of walking its presenters on every request.
/// These tests check the answer against the plain definition — walk to the outermost container,
/// then to its presenter, and on, to the bottom; the controller is in the window whose root that
/// is — after every step of seeded random presentations, dismissals, pushes, and controllers
/// embedded in or removed from parents while they present.
@MainActor
@Suite("A controller's window agrees with walking its presenters to the bottom")
struct PresentationWindowDifferentialTests {
    struct SplitMix64: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static func expectedWindow(of controller: ViewController, in windows: [Window]) -> Window? {
        var current = controller
        while true {
            while let parent = current.parent { current = parent }
            guard let presenter = current.presentingViewController else { break }
            current = presenter
        }
        return windows.first { $0.rootViewController === current }
    }

    @Test(
        "after each of 800 random presentation edits, every controller reports the window its chain's bottom is in",
        arguments: [1, 2, 3])
    func randomEdits(seed: UInt64) {
        var random = SplitMix64(state: seed)
        let windows = [Window(), Window()]
        var controllers: [ViewController] = []
        for window in windows {
            let root = NavigationController(rootViewController: ViewController())
            window.rootViewController = root
            window.makeKeyAndVisible()
            controllers += [root] + root.viewControllers
        }
        let styles: [ModalPresentationStyle] = [.fullScreen, .pageSheet, .overFullScreen, .formSheet]
        _ = captureDiagnostics {
            for step in 0..<800 {
                let controller = controllers[Int.random(in: 0..<controllers.count, using: &random)]
                switch Int.random(in: 0..<8, using: &random) {
                case 0, 1:
                    let presented: ViewController =
                        Bool.random(using: &random)
                        ? NavigationController(rootViewController: ViewController()) : ViewController()
                    presented.modalPresentationStyle =
                        styles[Int.random(in: 0..<styles.count, using: &random)]
                    controller.present(presented, animated: Bool.random(using: &random))
                    controllers.append(presented)
                    controllers += presented.children
                case 2:
                    controller.dismiss(animated: false)
                case 3:
                    (controller as? NavigationController)?.pushViewController(
                        ViewController(), animated: true)
                    controllers += (controller as? NavigationController)?.viewControllers ?? []
                case 4:
                    (controller as? NavigationController)?.popViewController(animated: true)
                case 5:
                    // Embedding a controller, which may be presenting, moves its presentations along.
                    let parent = controllers[Int.random(in: 0..<controllers.count, using: &random)]
                    if parent !== controller, !(parent is NavigationController) {
                        parent.addChild(controller)
                        if controller.parent === parent { parent.view.addSubview(controller.view) }
                    }
                case 6:
                    controller.removeFromParent()
                default:
                    let window = windows[Int.random(in: 0..<windows.count, using: &random)]
                    if Int.random(in: 0..<10, using: &random) == 0 { window.rootViewController = controller }
                }
                for candidate in controllers {
                    let reported = candidate.window
                    let expected = Self.expectedWindow(of: candidate, in: windows)
                    let agrees = reported === expected
                    #expect(
                        agrees,
                        "seed \(seed), step \(step): \(candidate.diagnosticName) reports \(String(describing: reported))"
                    )
                    if !agrees { return }
                }
            }
        }
    }
}
