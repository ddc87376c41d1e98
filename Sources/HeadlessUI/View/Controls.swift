/// A line of read-only text — HeadlessUI's `UILabel`.
///
/// ```swift
/// let title = Label("Amsterdam").identified("title")
/// ```
@preconcurrency @MainActor open class Label: View {
    /// The text shown.
    public var text: String

    /// Creates a label showing `text`.
    public init(_ text: String) {
        self.text = text
        super.init()
    }

    open override var renderDetail: String? { quoted(text) }
}

/// A tappable button with a title — HeadlessUI's `UIButton`.
///
/// ```swift
/// let save = Button("Save") { store.save() }.identified("save")
/// save.tap()
/// ```
@preconcurrency @MainActor open class Button: View {
    /// The title shown.
    public var title: String
    /// What a tap does.
    public var action: @MainActor () -> Void

    /// Creates a button.
    /// - Parameters:
    ///   - title: The title shown.
    ///   - action: What a tap does.
    public init(_ title: String, action: @escaping @MainActor () -> Void = {}) {
        self.title = title
        self.action = action
        super.init()
    }

    /// Taps the button: runs its action.
    public func tap() { action() }

    open override var renderDetail: String? { quoted(title) }
    open override func handleTap() -> Bool {
        tap()
        return true
    }
}

/// An editable line of text — HeadlessUI's `UITextField`.
///
/// ```swift
/// let name = TextField(placeholder: "Name").identified("name")
/// name.type("Ada")
/// ```
@preconcurrency @MainActor open class TextField: View {
    /// The current text.
    public var text: String
    /// Shown when the text is empty.
    public var placeholder: String
    /// Called after every ``type(_:)``, with the new text.
    public var onChange: (@MainActor (String) -> Void)?

    /// Creates a text field.
    public init(text: String = "", placeholder: String = "") {
        self.text = text
        self.placeholder = placeholder
        super.init()
    }

    /// Types `text` into the field as a user would, appending it, then calls ``onChange``.
    public func type(_ text: String) {
        self.text += text
        onChange?(self.text)
    }

    open override var renderDetail: String? {
        text.isEmpty ? "placeholder: \(quoted(placeholder))" : quoted(text)
    }
}

/// An image, named — HeadlessUI's `UIImageView`.
@preconcurrency @MainActor open class ImageView: View {
    /// The image's name.
    public var name: String

    /// Creates an image view showing the image called `name`.
    public init(name: String) {
        self.name = name
        super.init()
    }

    open override var renderDetail: String? { "image: \(quoted(name))" }
}

/// Lays out its subviews in a row or column — HeadlessUI's `UIStackView`.
///
/// ```swift
/// StackView(axis: .vertical) {
///     Label("Cities")
///     for city in cities { Button(city.name) { open(city) } }
///     if showsFooter { Label("Footer") }
/// }
/// ```
@preconcurrency @MainActor open class StackView: View {
    /// The direction subviews are laid out in.
    public enum Axis: Sendable { case horizontal, vertical }

    /// The direction subviews are laid out in.
    public var axis: Axis

    /// Creates a stack view with the views `content` builds.
    public init(axis: Axis = .vertical, @ViewBuilder _ content: () -> [View] = { [] }) {
        self.axis = axis
        super.init()
        for view in content() { addSubview(view) }
    }

    open override var renderDetail: String? { axis == .vertical ? "vertical" : "horizontal" }
}

func quoted(_ text: String) -> String {
    "\"" + text.replacingNewlines() + "\""
}

extension String {
    fileprivate func replacingNewlines() -> String {
        guard contains(where: \.isNewline) else { return self }
        return String(map { $0.isNewline ? " " : $0 })
    }
}
