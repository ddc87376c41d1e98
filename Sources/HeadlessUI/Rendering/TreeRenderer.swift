/// Renders views and controllers as a deterministic text tree.
///
/// Linear in the number of nodes, however deep the tree: one pass over an explicit stack (no
/// recursion, so a chain 100,000 views deep renders without exhausting the call stack), one
/// output buffer, and indentation that stops growing after ``maxIndentedDepth`` levels — deeper
/// lines show their depth in brackets instead (`[65] └─ UIView`), so each line stays short.
@MainActor struct TreeRenderer {
    /// How many levels are drawn as indentation; deeper nodes are marked with their depth.
    static let maxIndentedDepth = 64

    let includeHidden: Bool
    private(set) var output = ""

    /// One node waiting to be drawn.
    private struct Pending {
        enum Node {
            /// A view; `asItself` draws it as a view even when it is a controller's root view.
            case view(UIView, asItself: Bool)
            case controller(UIViewController, detail: String?)
        }
        let node: Node
        let prefix: String
        let childPrefix: String
        let depth: Int
    }

    private var pending: [Pending] = []

    init(includeHidden: Bool) {
        self.includeHidden = includeHidden
        output.reserveCapacity(256)
    }

    /// Renders `view` and everything below it. A view below it that is a controller's root view
    /// renders as that controller (see ``renderController(_:prefix:childPrefix:detail:)``); `view`
    /// itself does too unless `asItself` is true.
    mutating func renderView(_ view: UIView, prefix: String, childPrefix: String, asItself: Bool = false) {
        drain(
            Pending(node: .view(view, asItself: asItself), prefix: prefix, childPrefix: childPrefix, depth: 0)
        )
    }

    /// A controller node: its type name, then its root view. A plain `UIView` root is lifted away so
    /// its subviews appear directly under the controller; any other root view is shown as a node.
    mutating func renderController(
        _ controller: UIViewController, prefix: String, childPrefix: String, detail: String?
    ) {
        drain(
            Pending(
                node: .controller(controller, detail: detail), prefix: prefix, childPrefix: childPrefix,
                depth: 1))
    }

    private mutating func drain(_ first: Pending) {
        pending.append(first)
        while let item = pending.popLast() {
            switch item.node {
            case .view(let view, let asItself):
                if !asItself, let controller = view.owningController {
                    drawController(controller, detail: nil, item)
                } else {
                    view.prepareForDisplay()
                    appendLine(item.prefix, line(for: view))
                    pushChildren(of: view, childPrefix: item.childPrefix, depth: item.depth)
                }
            case .controller(let controller, let detail):
                drawController(controller, detail: detail, item)
            }
        }
    }

    private mutating func drawController(_ controller: UIViewController, detail: String?, _ item: Pending) {
        var text = controller.renderKind
        if let detail { text += " " + detail }
        appendLine(item.prefix, text)
        guard let root = controller.viewIfLoaded else { return }
        root.prepareForDisplay()
        if root.rendersTransparently {
            pushChildren(of: root, childPrefix: item.childPrefix, depth: item.depth)
        } else {
            guard includeHidden || !root.isHidden else { return }
            let (prefix, childPrefix) = Self.prefixes(
                below: item.childPrefix, depth: item.depth + 1, isLast: true)
            pending.append(
                Pending(
                    node: .view(root, asItself: true), prefix: prefix, childPrefix: childPrefix,
                    depth: item.depth + 1))
        }
    }

    /// Queues the children of `view`, so that the first is drawn next.
    private mutating func pushChildren(of view: UIView, childPrefix: String, depth: Int) {
        let children = view.renderedChildren
        let visible = includeHidden ? children : children.filter { !$0.isHidden }
        for (index, child) in visible.enumerated().reversed() {
            let (prefix, grandchildPrefix) = Self.prefixes(
                below: childPrefix, depth: depth + 1, isLast: index == visible.count - 1)
            pending.append(
                Pending(
                    node: .view(child, asItself: false), prefix: prefix, childPrefix: grandchildPrefix,
                    depth: depth + 1))
        }
    }

    /// The prefix of a node at `depth` under `childPrefix`, and the prefix its own children build
    /// on. Past ``maxIndentedDepth`` the indentation stops growing and the depth is shown instead.
    private static func prefixes(below childPrefix: String, depth: Int, isLast: Bool) -> (String, String) {
        let branch = isLast ? "└─ " : "├─ "
        guard depth <= maxIndentedDepth else { return (childPrefix + "[\(depth)] " + branch, childPrefix) }
        return (childPrefix + branch, childPrefix + (isLast ? "   " : "│  "))
    }

    /// The output without its final newline, removed in place (no copy of the whole text).
    mutating func finish() -> String {
        if output.utf8.last == UInt8(ascii: "\n") { output.removeLast() }
        return output
    }

    mutating func appendLine(_ prefix: String, _ text: String) {
        output += prefix
        output += text
        output += "\n"
    }

    private func line(for view: UIView) -> String {
        var text = view.renderKind
        if let identifier = view.identifier { text += " #" + identifier }
        if let detail = view.renderDetail { text += " " + detail }
        if view.isHidden { text += " hidden" }
        return text
    }
}
