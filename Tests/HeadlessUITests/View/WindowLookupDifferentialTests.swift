import HeadlessUI
import Testing

/// `View.window` is answered from hints each view keeps about its tree's root, trusted until some
/// view leaves its superview. These tests check the answer against the plain definition — walk
/// `superview` to the top; the view is in a window when the top is that window — after every step
/// of seeded random edits: additions, insertions, moves within and between trees, removals, and
/// whole subtrees entering and leaving the window.
@MainActor
@Suite("View.window agrees with walking superview to the top")
struct WindowLookupDifferentialTests {
    /// A small deterministic generator (SplitMix64), so a failure names a reproducible seed.
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

    static func expectedWindow(of view: View) -> Window? {
        var top = view
        while let parent = top.superview { top = parent }
        return top as? Window
    }

    @Test(
        "after each of 3,000 random edits, every view reports the window its top says", arguments: [1, 2, 3])
    func randomEdits(seed: UInt64) {
        var random = SplitMix64(state: seed)
        let window = Window()
        let root = ViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        guard let windowed = root.view else {
            Issue.record("the root controller has no view")
            return
        }
        var views: [View] = [windowed]
        for _ in 0..<40 { views.append(View()) }
        for step in 0..<3_000 {
            let view = views[Int.random(in: 1..<views.count, using: &random)]
            let target = views[Int.random(in: 0..<views.count, using: &random)]
            switch Int.random(in: 0..<5, using: &random) {
            case 0, 1: target.addSubview(view)  // a cycle is refused and changes nothing
            case 2: target.insertSubview(view, at: Int.random(in: -1...3, using: &random))
            case 3: view.removeFromSuperview()
            default:
                if let sibling = target.subviews.first { target.insertSubview(view, belowSubview: sibling) }
            }
            for candidate in views {
                let reported = candidate.window
                let expected = Self.expectedWindow(of: candidate)
                let agrees = reported === expected
                #expect(agrees, "seed \(seed), step \(step): a view reports \(String(describing: reported))")
                if !agrees { return }
            }
        }
    }
}
