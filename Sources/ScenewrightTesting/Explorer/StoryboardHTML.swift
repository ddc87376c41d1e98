extension ExplorationReport {
    /// The storyboard map: one self-contained HTML page drawing every screen as a phone, with arrows
    /// labelled by the actions that lead from one screen to the next.
    ///
    /// Columns are depths (actions from launch); each screen sits next to the screen it was first
    /// reached from, and a depth with many screens wraps into a grid. A blue arrow is the first way
    /// to a screen, a grey one another way deeper; ways back or sideways (`back`, `swipe back`,
    /// `drag sheet`, a tab switch) and actions that leave the screen as it was (a cancelled swipe
    /// back or sheet drag, the tab already selected) are listed under its card. The page needs no
    /// network, scripts or fonts, and prints on landscape paper.
    ///
    /// ```swift
    /// let map = try Explorer(maxDepth: 6) { CityGuide.launch() }.run().storyboardHTML()
    /// try map.write(toFile: "city-guide.html", atomically: true, encoding: .utf8)
    /// ```
    /// - Returns: The HTML page.
    public func storyboardHTML() -> String { storyboardHTML(title: "Storyboard") }

    /// The storyboard map (see ``storyboardHTML()``) under a title of your choice, such as the
    /// app's name.
    /// - Parameter title: The page's heading.
    /// - Returns: The HTML page.
    public func storyboardHTML(title: String) -> String {
        StoryboardHTML(report: self, title: title).page()
    }
}

/// Writes the storyboard map's page.
struct StoryboardHTML {
    let report: ExplorationReport
    let title: String

    func page() -> String {
        let layout = StoryboardLayout(screens: report.screens, transitions: report.transitions)
        let arrowActions = layout.arrows.reduce(0) { $0 + $1.actions.count }
        let loopActions = layout.loops.reduce(0) { $0 + $1.count }
        let returnActions = layout.returns.reduce(0) { $0 + $1.reduce(0) { $0 + $1.actions.count } }
        var html = """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(Self.escape(title)) — storyboard</title>
            <style>\(Self.css)</style></head>
            <body><header class="page-header"><h1>\(Self.escape(title))</h1>
            <p class="summary">\(report.screens.count) screens · \(report.transitions.count) transitions · \
            \(report.violations.count) violations · explored \(report.maxDepth) actions deep</p>
            <p class="legend"><span class="key discovery">first way there</span>\
            <span class="key forward">another way forward</span>\
            <span>↩ ways back and sideways, and actions that change nothing, are listed under each screen</span></p>
            </header>
            <main class="board" data-screens="\(report.screens.count)" data-arrows="\(layout.arrows.count)" \
            data-arrow-actions="\(arrowActions)" data-return-actions="\(returnActions)" \
            data-loop-actions="\(loopActions)" \
            data-transitions="\(report.transitions.count)" \
            style="width:\(Self.px(layout.width));height:\(Self.px(layout.height))">

            """
        html += arrowsSVG(layout, labels: false)
        for screen in report.screens { html += card(screen, layout: layout) }
        html += arrowsSVG(layout, labels: true)
        html += "</main>"
        html += violationsSection()
        html += "</body></html>\n"
        return html
    }

    private func card(_ screen: ExploredScreen, layout: StoryboardLayout) -> String {
        guard screen.id < layout.origins.count else { return "" }
        let origin = layout.origins[screen.id]
        let violations = report.violations.filter { $0.path == screen.path }.count
        var html = "<section class=\"screen\" data-screen=\"\(screen.id)\" "
        html +=
            "style=\"left:\(Self.px(origin.x));top:\(Self.px(origin.y - StoryboardLayout.captionHeight))\">"
        html += "<h2 class=\"caption\"><span class=\"number\">\(screen.id)</span>"
        html += "<span class=\"name\">\(Self.escape(screen.title))</span>"
        if violations > 0 { html += "<span class=\"flag\">\(violations) ⚠</span>" }
        html += "</h2>"
        html += StoryboardPhone(drawing: screen.drawing).html()
        let path = screen.path.isEmpty ? "launch" : screen.path.joined(separator: " → ")
        html += "<p class=\"path\">\(Self.escape(path))</p>"
        let returns = layout.returns[screen.id]
        if !returns.isEmpty {
            let count = returns.reduce(0) { $0 + $1.actions.count }
            html += "<ul class=\"returns\" data-returns=\"\(count)\">"
            for way in returns where way.to < report.screens.count {
                html += "<li>↩ <code>" + way.actions.map(Self.escape).joined(separator: "</code>, <code>")
                html += "</code> → <b>\(way.to)</b> \(Self.escape(report.screens[way.to].title))</li>"
            }
            html += "</ul>"
        }
        let loops = layout.loops[screen.id]
        if !loops.isEmpty {
            // Each action in its own <code>, so a label with a comma (`swipe back, cancelled`)
            // still reads as one action.
            html += "<p class=\"loops\" data-loops=\"\(loops.count)\">no change: <code>"
            html += loops.map(Self.escape).joined(separator: "</code> <code>") + "</code></p>"
        }
        return html + "</section>\n"
    }

    private func arrowsSVG(_ layout: StoryboardLayout, labels: Bool) -> String {
        var svg = "<svg class=\"\(labels ? "labels" : "arrows")\" width=\"\(Self.number(layout.width))\" "
        svg += "height=\"\(Self.number(layout.height))\" aria-hidden=\"true\">"
        if !labels {
            svg += "<defs>"
            for role in ["discovery", "forward"] {
                svg +=
                    "<marker id=\"head-\(role)\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" markerWidth=\"7\" "
                svg += "markerHeight=\"7\" orient=\"auto-start-reverse\"><path class=\"head \(role)\" "
                svg += "d=\"M0 0 L10 5 L0 10 z\"/></marker>"
            }
            svg += "</defs>"
        }
        for arrow in layout.arrows {
            let role = arrow.isDiscovery ? "discovery" : "forward"
            if labels {
                svg += "<g class=\"label \(role)\" data-actions=\"\(arrow.actions.count)\">"
                for (line, action) in arrow.actions.enumerated() {
                    let y = arrow.label.y - Double(arrow.actions.count - 1 - line) * 12
                    svg += "<text x=\"\(Self.number(arrow.label.x))\" y=\"\(Self.number(y))\">"
                    svg += Self.escape(action) + "</text>"
                }
                svg += "</g>"
            } else {
                let d =
                    "M\(Self.point(arrow.start)) C\(Self.point(arrow.control1)) \(Self.point(arrow.control2)) "
                    + Self.point(arrow.end)
                svg += "<path class=\"arrow \(role)\" data-arrow=\"\(arrow.from)-\(arrow.to)\" d=\"\(d)\" "
                svg += "marker-end=\"url(#head-\(role))\"/>"
            }
        }
        return svg + "</svg>\n"
    }

    private func violationsSection() -> String {
        guard !report.violations.isEmpty else {
            return "<footer class=\"violations none\">No violations: nothing leaked, nothing was rejected, "
                + "every controller's appearance matched the screen.</footer>"
        }
        var html = "<footer class=\"violations\"><h2>Violations</h2><ol>"
        for violation in report.violations {
            let path =
                violation.path.isEmpty ? "launch" : "launch → " + violation.path.joined(separator: " → ")
            html += "<li data-violation><b>\(Self.escape(violation.kind.rawValue))</b> "
            html += "\(Self.escape(violation.message))<br><code>\(Self.escape(path))</code></li>"
        }
        return html + "</ol></footer>"
    }

    // MARK: Text

    /// `text` safe inside HTML text and quoted attributes: `& < > " '` become entities, and control
    /// characters (which HTML does not allow) become U+FFFD.
    static func escape(_ text: String) -> String {
        text.replacingScalars { scalar in
            if let entity = entities[scalar] { return entity }
            let value = scalar.value
            let isControl =
                value < 0x20 || (0x7F...0x9F).contains(value) || value == 0xFFFE || value == 0xFFFF
            return isControl ? "\u{FFFD}" : nil
        }
    }

    /// The entities for the characters HTML text and quoted attributes cannot hold as they are, and
    /// a space for the line breaks and tabs a one-line label flattens.
    private static let entities: [Unicode.Scalar: String] = [
        "&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&#39;", "\n": " ", "\t": " ",
    ]

    private static func number(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    private static func px(_ value: Double) -> String { number(value) + "px" }

    private static func point(_ point: StoryboardLayout.Point) -> String {
        "\(number(point.x)) \(number(point.y))"
    }
}
