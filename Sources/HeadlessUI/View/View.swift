/// A rectangle on screen that can hold other views — HeadlessUI's `UIView`.
///
/// Views form a tree through ``addSubview(_:)`` and ``removeFromSuperview()``. Give a view an
/// ``identifier`` (like `accessibilityIdentifier`) to find it with ``find(identifier:)`` or to tap it
/// through ``Window/tap(_:)``. ``render()`` prints the tree as text.
///
/// ```swift
/// let root = View()
/// root.addSubview(Label("Hello").identified("greeting"))
/// print(root.render())
/// // View
/// // └─ Label #greeting "Hello"
/// ```
@MainActor open class View {
    /// A name to find this view by, like UIKit's `accessibilityIdentifier`.
    public var identifier: String?
    /// Hidden views stay in the tree but are left out of ``Window/render()`` and ``Window/find(identifier:)``.
    public var isHidden = false
    /// The views this view contains, back to front.
    public private(set) var subviews: [View] = []
    /// The view that contains this one.
    public private(set) weak var superview: View?

    /// The controller whose root view this is, if any. Set by ``ViewController`` when it loads.
    weak var owningController: ViewController?
    private(set) var needsLayout = false

    /// Creates an empty view.
    public init() {}

    /// Adds `view` as the front-most subview, first removing it from any other superview.
    ///
    /// Adding a view to itself or to one of its descendants is rejected with a
    /// ``UIDiagnostic/Kind/viewHierarchyCycle`` diagnostic. When `view` is the root view of a child
    /// controller whose parent is on screen, the child appears (rule R22).
    /// - Parameter view: The view to add.
    public func addSubview(_ view: View) {
        if view === self || isDescendant(of: view) {
            UIDiagnostics.emit(
                UIDiagnostic(
                    .viewHierarchyCycle,
                    "Cannot add \(view.diagnosticName) as a subview of \(diagnosticName): "
                        + "it would contain itself. Add a view that is not an ancestor of the receiver."
                ))
            return
        }
        if let old = view.superview {
            if old === self, subviews.last === view { return }
            old.detach(view)
        }
        subviews.append(view)
        view.superview = self
        view.owningController?.rootViewDidMove(toSuperview: self)
    }

    /// Removes this view from its superview; does nothing when it has none.
    public func removeFromSuperview() {
        guard let superview else { return }
        superview.detach(self)
        owningController?.rootViewDidMove(toSuperview: nil)
    }

    private func detach(_ view: View) {
        subviews.removeAll { $0 === view }
        view.superview = nil
    }

    /// Replaces every subview at once, without appearance side effects. Used by containers for chrome.
    func setSubviewsQuietly(_ views: [View]) {
        for old in subviews where !views.contains(where: { $0 === old }) { old.superview = nil }
        for view in views {
            if let old = view.superview, old !== self { old.detach(view) }
            view.superview = self
        }
        subviews = views
    }

    /// Marks the view as needing a layout pass; ``layoutIfNeeded()`` runs it.
    public func setNeedsLayout() { needsLayout = true }

    /// Runs a layout pass now if ``setNeedsLayout()`` was called since the last one.
    ///
    /// For a controller's root view the pass is `viewWillLayoutSubviews`, ``layoutSubviews()``,
    /// `viewDidLayoutSubviews` (rule R5); for other views, ``layoutSubviews()``. Subviews that
    /// need layout are laid out too.
    public func layoutIfNeeded() {
        if needsLayout {
            if let controller = owningController {
                controller.performLayoutPass()
            } else {
                layoutSubviews()
                needsLayout = false
            }
        }
        for subview in subviews { subview.layoutIfNeeded() }
    }

    /// Lays out subviews. Override to position content; the default does nothing.
    open func layoutSubviews() {}

    func completeLayout() { needsLayout = false }

    /// Returns the first view, depth-first and including this one, whose identifier is `identifier`,
    /// hidden or not.
    /// - Parameter identifier: The identifier to look for.
    /// - Returns: The view, or `nil` when none has that identifier.
    public func find(identifier: String) -> View? {
        prepareForDisplay()
        if self.identifier == identifier { return self }
        for subview in subviews {
            if let found = subview.find(identifier: identifier) { return found }
        }
        return nil
    }

    /// Whether this view is `view` or lies anywhere below it.
    public func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// The text tree of this view and everything below it, hidden views included (marked `hidden`).
    ///
    /// One node per line: the kind, `#identifier` when set, then quoted text or attributes.
    public func render() -> String {
        var renderer = TreeRenderer(includeHidden: true)
        renderer.renderView(self, prefix: "", childPrefix: "")
        return renderer.finishedOutput
    }

    // MARK: Rendering hooks

    /// The node name shown by ``View/render()``: the type name by default.
    open var renderKind: String { String(describing: type(of: self)) }

    /// The quoted text or attributes shown after the kind, or `nil` for none.
    open var renderDetail: String? { nil }

    /// Brings derived content (such as table rows) up to date before the view is rendered or searched.
    open func prepareForDisplay() {}

    /// Tapping this view, as a user would through ``Window/tap(_:)``. Returns `false` when the view
    /// does not respond to taps.
    open func handleTap() -> Bool { false }

    var diagnosticName: String {
        if let identifier { return "\(renderKind) #\(identifier)" }
        return renderKind
    }
}

extension View {
    /// Sets ``identifier`` and returns the view, for declaring identifiers inline.
    ///
    /// ```swift
    /// StackView { Label("Cities").identified("title") }
    /// ```
    /// - Parameter identifier: The identifier to set.
    /// - Returns: The same view.
    @discardableResult
    public func identified(_ identifier: String) -> Self {
        self.identifier = identifier
        return self
    }

    /// Sets ``isHidden`` and returns the view, for declaring visibility inline.
    @discardableResult
    public func hidden(_ isHidden: Bool = true) -> Self {
        self.isHidden = isHidden
        return self
    }
}
