/// Draws one screen as a phone: status bar, navigation bar, content, tab bar, then any sheet, alert
/// or action sheet on top, all in HTML and CSS (see `StoryboardHTML`).
struct StoryboardPhone {
    let drawing: ScreenDrawing

    /// The phone's HTML: a `.phone` frame holding one `.layer` per presentation, back to front.
    func html() -> String {
        var html = "<div class=\"phone\"><div class=\"display\">"
        for (index, layer) in drawing.layers.enumerated() {
            if index > 0 { html += "<div class=\"dim\"></div>" }
            html += self.layer(layer, isBack: index == 0)
        }
        if drawing.layers.isEmpty { html += "<div class=\"layer root empty\">Empty window</div>" }
        return html + "</div></div>"
    }

    private func layer(_ layer: ScreenDrawing.Layer, isBack: Bool) -> String {
        switch layer.style {
        case .alert: return alert(layer)
        case .actionSheet: return actionSheet(layer)
        default: break
        }
        var html = "<div class=\"layer \(layer.style.rawValue)\">"
        if isBack { html += "<div class=\"statusbar\"><span>9:41</span><span class=\"signal\"></span></div>" }
        if layer.style == .sheet { html += "<div class=\"grabber\"></div>" }
        if layer.hasNavigationBar {
            html += "<div class=\"navbar\">"
            html +=
                layer.hasBackButton ? "<span class=\"back\">‹ Back</span>" : "<span class=\"back\"></span>"
            html += "<span class=\"navtitle\">\(StoryboardHTML.escape(layer.navigationTitle ?? ""))</span>"
            html += "<span class=\"back\"></span></div>"
        }
        html += "<div class=\"content\">"
        if layer.content.isEmpty {
            html += "<div class=\"controller\">\(StoryboardHTML.escape(layer.controller))</div>"
        }
        for element in layer.content { html += self.element(element) }
        html += "</div>"
        if !layer.tabs.isEmpty {
            html += "<div class=\"tabbar\">"
            for tab in layer.tabs {
                html += "<span class=\"tab\(tab.isSelected ? " selected" : "")\"><i></i>"
                html += StoryboardHTML.escape(tab.title) + "</span>"
            }
            html += "</div>"
        }
        return html + "</div>"
    }

    private func alert(_ layer: ScreenDrawing.Layer) -> String {
        var html = "<div class=\"alert\"><div class=\"alert-text\">"
        if let title = layer.title { html += "<b>\(StoryboardHTML.escape(title))</b>" }
        var buttons: [String] = []
        for element in layer.content {
            switch element {
            case .label(let message): html += "<p>\(StoryboardHTML.escape(message))</p>"
            case .button(let title, _): buttons.append(title)
            default: break
            }
        }
        html += "</div><div class=\"alert-actions\(buttons.count == 2 ? " pair" : "")\">"
        for title in buttons { html += "<span>\(StoryboardHTML.escape(title))</span>" }
        return html + "</div></div>"
    }

    private func actionSheet(_ layer: ScreenDrawing.Layer) -> String {
        var html = "<div class=\"action-sheet\"><div class=\"sheet-group\">"
        if let title = layer.title {
            html += "<div class=\"sheet-title\">\(StoryboardHTML.escape(title))</div>"
        }
        var cancel: String?
        for element in layer.content {
            switch element {
            case .label(let message):
                html += "<div class=\"sheet-title\">\(StoryboardHTML.escape(message))</div>"
            case .button(let title, _) where cancel == nil && title.lowercased() == "cancel": cancel = title
            case .button(let title, _): html += "<span>\(StoryboardHTML.escape(title))</span>"
            default: break
            }
        }
        html += "</div>"
        if let cancel {
            html +=
                "<div class=\"sheet-group\"><span class=\"cancel\">\(StoryboardHTML.escape(cancel))</span></div>"
        }
        return html + "</div>"
    }

    private func element(_ element: ScreenDrawing.Element) -> String {
        switch element {
        case .label(let text):
            return "<p class=\"label\">\(StoryboardHTML.escape(text))</p>"
        case .button(let title, _):
            return "<span class=\"button\">\(StoryboardHTML.escape(title))</span>"
        case .field(let text, let placeholder, _):
            return text.isEmpty
                ? "<span class=\"field placeholder\">\(StoryboardHTML.escape(placeholder))</span>"
                : "<span class=\"field\">\(StoryboardHTML.escape(text))</span>"
        case .image(let name):
            return "<figure class=\"image\"><svg viewBox=\"0 0 24 16\" aria-hidden=\"true\">"
                + "<path d=\"M1 15 L8 6 L13 11 L16 8 L23 15 Z\"/><circle cx=\"17.5\" cy=\"4\" r=\"2\"/></svg>"
                + "<figcaption>\(StoryboardHTML.escape(name))</figcaption></figure>"
        case .table(let rows):
            return "<div class=\"table\">" + rows.map(self.element).joined() + "</div>"
        case .row(let text, _):
            return "<div class=\"row\"><span>\(StoryboardHTML.escape(text))</span><i>›</i></div>"
        case .stack(let horizontal, let children):
            return "<div class=\"stack\(horizontal ? " horizontal" : "")\">"
                + children.map(self.element).joined() + "</div>"
        case .other(let kind, let detail):
            return "<p class=\"other\">\(StoryboardHTML.escape(kind)) \(StoryboardHTML.escape(detail))</p>"
        }
    }
}
