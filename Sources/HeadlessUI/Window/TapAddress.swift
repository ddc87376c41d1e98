// Addresses for what a user can tap that has no identifier, made from what the user sees.

/// The addresses ``UIWindow/tappableAddresses()`` lists and ``UIWindow/tap(_:)`` accepts.
@MainActor enum TapAddress {
    /// The kinds a user taps for an effect, when enabled: buttons, rows, items, tabs, switches,
    /// page controls and views a tap gesture recognizer watches.
    static func isTappable(_ view: UIView) -> Bool {
        isTappableKind(view) && view.tapRefusal == nil
    }

    private static func isTappableKind(_ view: UIView) -> Bool {
        view is UIButton || view is UITableViewCell || view is UICollectionViewCell || view is TabBarButton
            || view.offersUserTap
    }

    /// Whether `text` has the shape of an address (a kind, then a space), so an unknown identifier
    /// costs no walk.
    static func canBeAddress(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first.properties.isUppercase else { return false }
        return text.contains(" ")
    }

    /// Every tappable view shown in `root`'s tree (front presentation), with its identifier or
    /// address, in tree order (back to front), skipping hidden subtrees and views that take no
    /// touches; disabled controls too unless `includingRefused` (they are numbered either way, so
    /// a view's ordinal does not change when a namesake is disabled). One walk; each view's place
    /// among its siblings comes from the walk itself.
    static func addressed(
        in root: UIView, includingRefused: Bool = false
    ) -> [(address: String, view: UIView)] {
        var found: [(address: String, view: UIView)] = []
        var seen: [String: Int] = [:]
        var pending: [(view: UIView, place: Int)] = [(root, 1)]
        while let (view, place) = pending.popLast() {
            guard !view.isHidden else { continue }
            view.prepareForDisplay()
            guard view.isUserInteractionEnabled else { continue }
            if isTappableKind(view) {
                let offered = includingRefused || view.tapRefusal == nil
                if let identifier = view.identifier {
                    if offered { found.append((identifier, view)) }
                } else {
                    let base = address(of: view, place: place)
                    let count = (seen[base] ?? 0) + 1
                    seen[base] = count
                    if offered { found.append((count == 1 ? base : "\(base) #\(count)", view)) }
                }
            }
            let subviews = view.subviews
            for index in subviews.indices.reversed() { pending.append((subviews[index], index + 1)) }
        }
        return found
    }

    /// The view at `address` in `root`'s tree, or `nil`.
    /// A disabled control is found too, so that tapping it reports it disabled.
    static func view(at address: String, in root: UIView) -> UIView? {
        addressed(in: root, includingRefused: true).first { $0.address == address }?.view
    }

    /// `Button "Title"`, `Button image "name"` or `Kind at N in SuperKind`.
    private static func address(of view: UIView, place: Int) -> String {
        let kind = view.renderKind
        if let label = label(of: view), !label.isEmpty { return "\(kind) \"\(escaped(label))\"" }
        if let image = (view as? UIButton)?.currentImage ?? (view as? UIImageView)?.image {
            return "\(kind) image \"\(escaped(image.description))\""
        }
        return "\(kind) at \(place) in \(view.superview?.renderKind ?? "window")"
    }

    /// What a user (or VoiceOver) reads on the view: its accessibility label, else a button's
    /// title, a label's text.
    private static func label(of view: UIView) -> String? {
        if let label = view.accessibilityLabel, !label.isEmpty { return label }
        if let button = view as? UIButton { return button.currentTitle }
        if let label = view as? UILabel { return label.text }
        return nil
    }

    /// `text` with backslashes, quotes and control characters escaped, on one line.
    static func escaped(_ text: String) -> String {
        text.replacingScalars { scalar in
            if let escape = swiftEscapes[scalar] { return escape }
            let category = scalar.properties.generalCategory
            let isInvisible =
                category == .control || category == .format || scalar == "\u{2028}" || scalar == "\u{2029}"
            return isInvisible ? "\\u{\(String(scalar.value, radix: 16))}" : nil
        }
    }

    /// The escapes Swift's string literals use for the characters a quoted address cannot hold.
    private static let swiftEscapes: [Unicode.Scalar: String] = [
        "\\": "\\\\", "\"": "\\\"", "\n": "\\n", "\r": "\\r", "\t": "\\t",
    ]
}
