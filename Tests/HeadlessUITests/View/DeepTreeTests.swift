import HeadlessUI
import HeadlessUITesting
import Testing

@MainActor
@Suite("A view tree 100,000 deep")
struct DeepTreeTests {
    static let depth = 100_000

    /// `root → View → … → Label #deepest`, built the way a loop naturally builds it: top-down.
    static func chainBuiltTopDown() -> (root: View, middle: View, deepest: Label) {
        let root = View().identified("root")
        var current = root
        var middle = root
        for level in 1..<depth {
            let child = View()
            current.addSubview(child)
            current = child
            if level == depth / 2 { middle = child }
        }
        let deepest = Label("bottom").identified("deepest")
        current.addSubview(deepest)
        return (root, middle, deepest)
    }

    @Test("a chain built top-down builds, is searched, laid out and rendered, and is released")
    func topDown() {
        weak var released: View?
        do {
            let (root, _, deepest) = Self.chainBuiltTopDown()
            released = deepest
            #expect(root.find(identifier: "deepest") === deepest)
            deepest.setNeedsLayout()
            root.layoutIfNeeded()
            let rendering = root.render()
            let lines = rendering.split(separator: "\n")
            #expect(lines.count == Self.depth + 1)
            #expect(lines.first == "View #root")
            #expect(
                lines.last.map(String.init) == String(repeating: "   ", count: 64)
                    + "[\(Self.depth)] └─ Label #deepest \"bottom\"")
            // Indentation stops growing, so the text stays linear in the number of views.
            #expect(rendering.utf8.count < 300 * (Self.depth + 1))
        }
        #expect(released == nil, "the whole chain is released without overflowing the stack")
    }

    @Test("a chain built bottom-up builds and renders too")
    func bottomUp() {
        var current: View = Label("bottom").identified("deepest")
        for _ in 1..<Self.depth {
            let parent = View()
            parent.addSubview(current)
            current = parent
        }
        #expect(current.render().split(separator: "\n").count == Self.depth)
        #expect(current.find(identifier: "deepest") != nil)
    }

    @Test("adding an ancestor below its own descendant is still rejected, and changes nothing")
    func ancestorCheckKept() {
        let (root, middle, deepest) = Self.chainBuiltTopDown()
        let leaf = View()
        let diagnostics = captureDiagnostics {
            deepest.addSubview(root)
            deepest.addSubview(middle)
            middle.addSubview(middle)
            leaf.addSubview(leaf)
        }
        #expect(diagnostics.map(\.kind) == Array(repeating: .viewHierarchyCycle, count: 4))
        #expect(root.superview == nil)
        #expect(middle.superview != nil && middle.superview !== deepest)
        #expect(deepest.subviews.isEmpty)
        // A leaf moved under another view is fine: it cannot be anyone's ancestor.
        deepest.addSubview(leaf)
        #expect(leaf.superview === deepest)
    }
}
