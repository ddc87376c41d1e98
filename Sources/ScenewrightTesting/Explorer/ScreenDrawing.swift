import Scenewright

/// What one screen shows, in the shape the storyboard map draws: the presentation layers back to
/// front, each with its navigation bar, content and tab bar.
struct ScreenDrawing: Sendable, Hashable {
    /// How a layer is shown.
    enum Style: String, Sendable, Hashable {
        case root, sheet, fullScreen, overFullScreen, alert, actionSheet
    }

    /// One piece of content.
    indirect enum Element: Sendable, Hashable {
        case label(String)
        case button(String, identifier: String?)
        case field(text: String, placeholder: String, identifier: String?)
        case image(String)
        case table([Element])
        case row(String, identifier: String?)
        case stack(horizontal: Bool, [Element])
        case other(kind: String, detail: String)
    }

    /// A tab bar item.
    struct Tab: Sendable, Hashable {
        var title: String
        var isSelected: Bool
    }

    /// One controller on screen with what it shows.
    struct Layer: Sendable, Hashable {
        var style: Style
        /// The controller showing the content (the top of a stack, the selected tab), by type name.
        var controller: String
        /// The alert's title, or the navigation bar's.
        var title: String?
        var navigationTitle: String?
        var hasNavigationBar = false
        var hasBackButton = false
        var content: [Element] = []
        var tabs: [Tab] = []
    }

    var layers: [Layer]

    /// A short name for the screen: the frontmost alert's or navigation bar's title, else the
    /// frontmost controller's type name.
    var title: String {
        guard let front = layers.last else { return "Empty window" }
        if front.style == .alert || front.style == .actionSheet {
            return front.title ?? (front.style == .alert ? "Alert" : "Action sheet")
        }
        if let title = front.navigationTitle, !title.isEmpty { return title }
        if let title = front.title, !title.isEmpty { return title }
        if let tab = front.tabs.first(where: \.isSelected), !tab.title.isEmpty { return tab.title }
        return front.controller
    }
}

extension ScreenDrawing {
    /// Reads what `window` shows now.
    @MainActor init(window: Window) {
        guard window.isVisible else {
            self.init(layers: [])
            return
        }
        let chain = AppearanceAudit.presentationLayers(of: window)
        self.init(
            layers: chain.enumerated().map { index, controller in
                Self.layer(for: controller, isRoot: index == 0 && controller === window.rootViewController)
            })
    }

    @MainActor private static func layer(for controller: ViewController, isRoot: Bool) -> Layer {
        let style: Style
        if let alert = controller as? AlertController {
            style = alert.preferredStyle == .alert ? .alert : .actionSheet
        } else if isRoot {
            style = .root
        } else {
            switch controller.presentationStyleInUse {
            case .fullScreen: style = .fullScreen
            case .overFullScreen: style = .overFullScreen
            default: style = .sheet
            }
        }
        var layer = Layer(style: style, controller: contentName(of: controller), title: controller.title)
        if let root = controller.viewIfLoaded {
            var builder = LayerBuilder()
            var content: [Element] = []
            builder.collect(root, into: &content, layer: &layer)
            layer.content = content
        }
        return layer
    }

    /// The type name of the controller whose content fills `controller`: a stack's top, a selected tab.
    @MainActor private static func contentName(of controller: ViewController) -> String {
        var current = controller
        while true {
            if let navigation = current as? NavigationController, let top = navigation.topViewController {
                current = top
            } else if let tabs = current as? TabBarController, let selected = tabs.selectedViewController {
                current = selected
            } else if current is SplitViewController || current is PageViewController,
                let shown = current.children.last(where: { $0.viewIfLoaded?.superview != nil })
            {
                current = shown
            } else {
                return StageTypeName.of(type(of: current))
            }
        }
    }
}

/// Turns a layer's view tree into drawing elements, lifting the navigation and tab bars out.
@MainActor private struct LayerBuilder {
    mutating func collect(
        _ view: View, into elements: inout [ScreenDrawing.Element], layer: inout ScreenDrawing.Layer
    ) {
        guard !view.isHidden else { return }
        view.prepareForDisplay()
        switch view {
        case let label as Label:
            elements.append(.label(label.text ?? ""))
            return
        case let button as Button:
            elements.append(.button(button.currentTitle ?? "", identifier: button.identifier))
            return
        case let field as TextField:
            elements.append(
                .field(
                    text: field.text ?? "", placeholder: field.placeholder ?? "", identifier: field.identifier
                ))
            return
        case let image as ImageView:
            elements.append(.image(image.name))
            return
        case let table as TableView:
            var rows: [ScreenDrawing.Element] = []
            for cell in table.visibleCells where !cell.isHidden {
                let text = cell.textLabel?.text ?? Self.unquoted(cell.renderDetail) ?? ""
                rows.append(.row(text, identifier: cell.identifier))
            }
            elements.append(.table(rows))
            return
        case let stack as StackView:
            var children: [ScreenDrawing.Element] = []
            for subview in stack.subviews { collect(subview, into: &children, layer: &layer) }
            if !children.isEmpty { elements.append(.stack(horizontal: stack.axis == .horizontal, children)) }
            return
        default:
            break
        }
        switch view.renderKind {
        case "NavigationBar":
            // The outermost bar is the one a user sees at the top; an inner one (a stack inside a
            // stack) is drawn the same way.
            if !layer.hasNavigationBar {
                layer.hasNavigationBar = true
                layer.navigationTitle = Self.unquoted(view.renderDetail)
                layer.hasBackButton = view.subviews.contains { $0.identifier == "back" && !$0.isHidden }
            }
            return
        case "TabBar":
            layer.tabs = view.subviews.filter { !$0.isHidden }.map { item in
                let detail = item.renderDetail ?? ""
                return ScreenDrawing.Tab(
                    title: Self.unquoted(detail) ?? item.identifier ?? "",
                    isSelected: detail.hasSuffix(" selected"))
            }
            return
        case "Cell":
            let text = (view as? TableViewCell)?.textLabel?.text ?? Self.unquoted(view.renderDetail) ?? ""
            elements.append(.row(text, identifier: view.identifier))
            return
        default:
            break
        }
        if view.subviews.isEmpty {
            if let detail = view.renderDetail {
                elements.append(.other(kind: view.renderKind, detail: detail))
            }
            return
        }
        for subview in view.subviews { collect(subview, into: &elements, layer: &layer) }
    }

    /// The text between the first and the last double quote of a rendered detail.
    static func unquoted(_ detail: String?) -> String? {
        guard let detail, let first = detail.firstIndex(of: "\""), let last = detail.lastIndex(of: "\""),
            first < last
        else { return nil }
        return String(detail[detail.index(after: first)..<last])
    }
}
