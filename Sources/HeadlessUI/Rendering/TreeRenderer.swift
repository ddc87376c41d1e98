/// Renders views and controllers as a deterministic text tree.
///
/// Linear in the number of nodes: one pass, one output buffer.
@MainActor struct TreeRenderer {
    let includeHidden: Bool
    private(set) var output = ""

    init(includeHidden: Bool) {
        self.includeHidden = includeHidden
        output.reserveCapacity(256)
    }

    /// Renders `view` as a node; a controller's root view renders as the controller (see `renderController`).
    mutating func renderView(_ view: View, prefix: String, childPrefix: String) {
        if let controller = view.owningController {
            renderController(controller, prefix: prefix, childPrefix: childPrefix, detail: nil)
            return
        }
        view.prepareForDisplay()
        appendLine(prefix, line(for: view))
        renderChildren(of: view, childPrefix: childPrefix)
    }

    /// A controller node: its type name, then its root view. A plain `View` root is lifted away so
    /// its subviews appear directly under the controller; any other root view is shown as a node.
    mutating func renderController(
        _ controller: ViewController, prefix: String, childPrefix: String, detail: String?
    ) {
        var text = controller.renderKind
        if let detail { text += " " + detail }
        appendLine(prefix, text)
        guard let root = controller.viewIfLoaded else { return }
        root.prepareForDisplay()
        if type(of: root) == View.self || root is ContainerView {
            renderChildren(of: root, childPrefix: childPrefix)
        } else {
            guard includeHidden || !root.isHidden else { return }
            appendLine(childPrefix + "└─ ", line(for: root))
            renderChildren(of: root, childPrefix: childPrefix + "   ")
        }
    }

    mutating func renderChildren(of view: View, childPrefix: String) {
        let visible = includeHidden ? view.subviews : view.subviews.filter { !$0.isHidden }
        for (index, child) in visible.enumerated() {
            let isLast = index == visible.count - 1
            renderView(
                child,
                prefix: childPrefix + (isLast ? "└─ " : "├─ "),
                childPrefix: childPrefix + (isLast ? "   " : "│  "))
        }
    }

    /// The output without its final newline.
    var finishedOutput: String {
        output.hasSuffix("\n") ? String(output.dropLast()) : output
    }

    mutating func appendLine(_ prefix: String, _ text: String) {
        output += prefix
        output += text
        output += "\n"
    }

    private func line(for view: View) -> String {
        var text = view.renderKind
        if let identifier = view.identifier { text += " #" + identifier }
        if let detail = view.renderDetail { text += " " + detail }
        if view.isHidden { text += " hidden" }
        return text
    }
}

/// The root view containers use; rendered transparently under its controller.
@MainActor final class ContainerView: View {}
