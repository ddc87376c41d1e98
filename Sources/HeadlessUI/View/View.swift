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
@preconcurrency @MainActor open class View: Responder {
    /// A name to find this view by, like UIKit's `accessibilityIdentifier`.
    public var identifier: String?
    /// Hidden views stay in the tree but are left out of ``Window/render()`` and ``Window/find(identifier:)``.
    public var isHidden = false
    /// The views this view contains, back to front.
    public private(set) var subviews: [View] {
        get { storedSubviews }
        set { storedSubviews = newValue }
    }

    /// The storage of ``subviews``. Read outside the main actor only by `deinit`, when nothing else
    /// can reach this view or the subviews it alone holds.
    private nonisolated(unsafe) var storedSubviews: [View] = []
    /// The view that contains this one.
    public private(set) weak var superview: View?

    /// The controller whose root view this is, if any. Set by ``ViewController`` when it loads.
    weak var owningController: ViewController?
    private(set) var needsLayout = false

    /// Creates an empty view.
    public override init() {}

    /// Releases the subtree without recursion: a chain of views 100,000 deep would otherwise be
    /// released one nested `deinit` at a time and exhaust the call stack. Subviews that something
    /// else still holds are left alone. (A plain `deinit`, not an isolated one, so it needs no
    /// newer runtime on Apple platforms; it touches only views no one else can reach.)
    deinit {
        guard !storedSubviews.isEmpty else { return }
        var releasing = storedSubviews
        storedSubviews = []
        while var view = releasing.popLast() {
            guard isKnownUniquelyReferenced(&view) else { continue }
            releasing.append(contentsOf: view.storedSubviews)
            view.storedSubviews = []
        }
    }

    /// Adds `view` as the front-most subview, first removing it from any other superview.
    ///
    /// Adding a view to itself or to one of its descendants is rejected with a
    /// ``UIDiagnostic/Kind/viewHierarchyCycle`` diagnostic. When `view` is the root view of a child
    /// controller whose parent is on screen, the child appears (rule R22).
    /// - Parameter view: The view to add.
    public func addSubview(_ view: View) {
        // Only a view with subviews can be an ancestor of the receiver, so a leaf (the usual case,
        // and every step of a chain built top-down) costs no walk: building stays linear.
        if view === self || (!view.subviews.isEmpty && isDescendant(of: view)) {
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
        // Depth first, each view before its subviews, without recursion: a tree of any depth.
        var pending: [View] = [self]
        while let view = pending.popLast() {
            if view.needsLayout {
                if let controller = view.owningController {
                    controller.performLayoutPass()
                } else {
                    view.layoutSubviews()
                    view.needsLayout = false
                }
            }
            pending.append(contentsOf: view.subviews.reversed())
        }
    }

    /// Lays out subviews. Override to position content; the default does nothing.
    open func layoutSubviews() {}

    func completeLayout() { needsLayout = false }

    /// Returns the first view, depth-first and including this one, whose identifier is `identifier`,
    /// hidden or not.
    /// - Parameter identifier: The identifier to look for.
    /// - Returns: The view, or `nil` when none has that identifier.
    public func find(identifier: String) -> View? {
        var pending: [View] = [self]
        while let view = pending.popLast() {
            view.prepareForDisplay()
            if view.identifier == identifier { return view }
            pending.append(contentsOf: view.subviews.reversed())
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
    /// One node per line: the kind, `#identifier` when set, then quoted text or attributes. The
    /// first line is always this view itself, also when it is a view controller's root view. A view
    /// below it that is another controller's root view (an embedded child controller) shows as
    /// that controller's name, with its view's subviews below it, as ``Window/render()`` shows it.
    /// Past 64 levels the indentation stops growing and each line shows its depth (`[65] └─ View`),
    /// so even a very deep tree renders in time linear in its size.
    ///
    /// ```swift
    /// let screen = ViewController()
    /// screen.view.addSubview(Label("Hello"))
    /// print(screen.view.render())
    /// // View
    /// // └─ Label "Hello"
    /// ```
    public func render() -> String {
        var renderer = TreeRenderer(includeHidden: true)
        renderer.renderView(self, prefix: "", childPrefix: "", asItself: true)
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
