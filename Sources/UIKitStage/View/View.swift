import Foundation
import ScenewrightCore

/// A rectangle on screen that can hold other views — HeadlessUI's `UIView`.
///
/// Views form a tree through ``addSubview(_:)`` and ``removeFromSuperview()``. Give a view an
/// ``identifier`` (like `accessibilityIdentifier`, which is the same value) to find it with
/// ``find(identifier:)`` or to tap it through ``UIWindow/tap(_:)``. ``render()`` prints the tree as
/// text.
///
/// Geometry follows UIKit: ``frame`` (in the superview's coordinates), ``bounds`` (in the view's
/// own) and ``center`` describe one rectangle, so setting any of them updates the others. Nothing
/// is drawn. A controller's view is sized by what shows it — its window, its container or its
/// presentation — as in UIKit; a change of size marks the view as needing layout, which
/// ``layoutIfNeeded()`` then runs (an appearance and ``UIWindow/simulateSizeChange(to:)`` run
/// their layout passes themselves).
///
/// ```swift
/// let root = View()
/// root.addSubview(Label("Hello").identified("greeting"))
/// print(root.render())
/// // View
/// // └─ Label #greeting "Hello"
/// ```
@preconcurrency @MainActor open class UIView: UIResponder {
    /// A name to find this view by, like UIKit's `accessibilityIdentifier` (the same storage).
    public var identifier: String? {
        didSet { if identifier != oldValue { IdentifierIndex.update(self, from: oldValue, to: identifier) } }
    }
    /// Hidden views stay in the tree but are left out of `UIWindow/render()` and `UIWindow/find(identifier:)`.
    open var isHidden = false
    /// The views this view contains, back to front.
    public private(set) var subviews: [UIView] {
        get { storedSubviews }
        set { storedSubviews = newValue }
    }

    /// The storage of ``subviews``. Read outside the main actor only by `deinit`, when nothing else
    /// can reach this view or the subviews it alone holds. Mutated in place here, never through
    /// ``subviews``, whose getter and setter would copy the whole array on every insertion.
    private nonisolated(unsafe) var storedSubviews: [UIView] = []
    /// The view that contains this one.
    public private(set) weak var superview: UIView?

    /// The controller whose root view this is, if any. Set by ``UIViewController`` when it loads.
    package weak var owningController: UIViewController?
    /// The gesture recognizers attached with ``addGestureRecognizer(_:)``, in the order added.
    var attachedGestureRecognizers: [UIGestureRecognizer] {
        get { extras?.gestureRecognizers ?? [] }
        set {
            if newValue.isEmpty, extras == nil { return }
            writableExtras.gestureRecognizers = newValue
        }
    }
    private(set) var needsLayout = false
    /// UIKit's appearance, geometry and Auto Layout values, made on first write so that views
    /// that never use them (most, in a composition layer) stay small and fast to build.
    private var extras: ViewExtras?
    private var writableExtras: ViewExtras { extras.madeIfNeeded(ViewExtras.init) }
    /// UIKit's rarer per-view state (trait overrides and registrations, the layer, accessibility
    /// values, interactions), made on first write (View+Vocabulary.swift).
    var vocabulary: ViewVocabulary? { extras?.vocabulary }
    var writableVocabulary: ViewVocabulary {
        if let vocabulary = extras?.vocabulary { return vocabulary }
        let made = ViewVocabulary()
        writableExtras.vocabulary = made
        return made
    }
    /// The view's trait overrides and registrations, if any were made.
    override var traitState: TraitState? {
        get { vocabulary?.traits }
        set { writableVocabulary.traits = newValue }
    }
    /// Recorded Auto Layout state, made on first use.
    var autoLayout: AutoLayoutState? { extras?.autoLayout }
    var autoLayoutState: AutoLayoutState {
        if let state = extras?.autoLayout { return state }
        let state = AutoLayoutState()
        writableExtras.autoLayout = state
        return state
    }

    /// The root found by an earlier ``treeRoot`` lookup, valid while its ``treeGeneration`` is still
    /// ``rootHintGeneration``.
    private weak var rootHint: UIView?
    private var rootHintGeneration = 0
    /// Counts, on a tree's root, the changes that can make it no longer the root of a view hinted
    /// at it: a view with subviews leaving its tree, or the root joining another tree. Each tree
    /// (each window's among them) keeps its own: a change in one tree leaves the hints of every other
    /// valid. (A view with no superview never reads its own hint, so a leaf leaving changes nothing.)
    private var treeGeneration = 0

    // MARK: Geometry and appearance

    /// The view's rectangle in its superview's coordinate system.
    ///
    /// Setting it moves ``center`` and resizes ``bounds``; a new size marks the view as needing
    /// layout (``setNeedsLayout()``). As in UIKit, a rectangle with a negative width or height
    /// covers the same area and reads back standardized (`CGRect(x: 100, y: 100, width: -50,
    /// height: -50)` reads `(50, 50, 50, 50)`), and a NaN or infinite component is refused: UIKit
    /// raises `CALayerInvalidGeometry`; here the view keeps its frame and a
    /// `Diagnostic.Kind.invalidGeometry` diagnostic names the view and the value.
    open var frame: CGRect {
        get { extras?.frame ?? .zero }
        set {
            guard newValue.isFiniteGeometry else {
                refuseGeometry("frame", newValue.geometryDescription, keeping: frame.geometryDescription)
                return
            }
            let accepted = standardizingBounds(of: newValue)
            let resized = accepted.size != frame.size
            writableExtras.frame = accepted
            if resized { sizeDidChange() }
        }
    }

    /// The view's rectangle in its own coordinate system: the size of ``frame`` at the origin of
    /// the view's content (`.zero` unless set).
    ///
    /// Setting it keeps ``center`` where it is and resizes ``frame`` around it. A negative size is
    /// standardized and a NaN or infinite component refused, as for ``frame``.
    open var bounds: CGRect {
        get {
            guard let extras else { return .zero }
            return CGRect(origin: extras.boundsOrigin, size: extras.frame.size)
        }
        set {
            guard newValue.isFiniteGeometry else {
                refuseGeometry("bounds", newValue.geometryDescription, keeping: bounds.geometryDescription)
                return
            }
            let standardized = newValue.standardized
            writableExtras.boundsOrigin = standardized.origin
            let center = self.center
            frame = CGRect(
                x: center.x - standardized.width / 2, y: center.y - standardized.height / 2,
                width: standardized.width, height: standardized.height)
        }
    }

    /// `rect` standardized, as Core Animation stores a view's layer: a negative width or height
    /// moves the origin to the other corner, and the bounds' origin with it (UIKit's views read
    /// `bounds.origin` `(-50, -50)` after `frame = CGRect(x: 100, y: 100, width: -50, height: -50)`).
    private func standardizingBounds(of rect: CGRect) -> CGRect {
        guard rect.size.width < 0 || rect.size.height < 0 else { return rect }
        let origin = extras?.boundsOrigin ?? .zero
        writableExtras.boundsOrigin = CGRect(origin: origin, size: rect.size).standardized.origin
        return rect.standardized
    }

    /// Gives the view `newFrame` unless it has that frame already, looking at the out-of-line
    /// storage once: containers call it for every view they show, on every transition.
    func place(in newFrame: CGRect) {
        if let extras {
            if extras.frame.isSame(as: newFrame) { return }
        } else if newFrame.isSame(as: .zero) {
            return
        }
        frame = newFrame
    }

    /// The centre of ``frame``, in the superview's coordinate system. Setting it moves the frame.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set {
            guard newValue.x.isFinite, newValue.y.isFinite else {
                let keeping = center
                refuseGeometry(
                    "center", "(x: \(newValue.x), y: \(newValue.y))",
                    keeping: "(x: \(keeping.x), y: \(keeping.y))")
                return
            }
            let size = frame.size
            writableExtras.frame.origin = CGPoint(
                x: newValue.x - size.width / 2, y: newValue.y - size.height / 2)
        }
    }

    /// The colour behind the view's content; `nil` (the default) is transparent.
    open var backgroundColor: UIColor? {
        get { extras?.backgroundColor }
        set { writableExtras.backgroundColor = newValue }
    }
    /// The view's opacity, from 0 (transparent) to 1 (the default).
    open var alpha: CGFloat {
        get { extras?.alpha ?? 1 }
        set { writableExtras.alpha = newValue }
    }
    /// The view's transform relative to its centre: stored, not drawn (the frame the stage records
    /// is the untransformed one). ``CGAffineTransform/identity`` by default.
    open var transform: CGAffineTransform {
        get { extras?.transform ?? .identity }
        set { writableExtras.transform = newValue }
    }
    /// Whether the view is drawn fully opaque; a drawing hint only.
    open var isOpaque: Bool {
        get { extras?.isOpaque ?? true }
        set { writableExtras.isOpaque = newValue }
    }
    /// A number to find the view by with ``viewWithTag(_:)``; 0 by default.
    open var tag: Int {
        get { extras?.tag ?? 0 }
        set { writableExtras.tag = newValue }
    }
    /// Whether taps reach this view and its subviews: ``UIWindow/tap(_:)`` refuses a view inside a
    /// view with this set to `false`.
    open var isUserInteractionEnabled: Bool {
        get { extras?.isUserInteractionEnabled ?? true }
        set { writableExtras.isUserInteractionEnabled = newValue }
    }
    /// Whether subviews are clipped to the bounds; recorded only, as nothing is drawn.
    open var clipsToBounds: Bool {
        get { extras?.clipsToBounds ?? false }
        set { writableExtras.clipsToBounds = newValue }
    }
    /// How content is fitted into the bounds; recorded only.
    open var contentMode: ContentMode {
        get { extras?.contentMode ?? .scaleToFill }
        set { writableExtras.contentMode = newValue }
    }
    /// Whether Auto Layout derives constraints from the frame; recorded only.
    open var translatesAutoresizingMaskIntoConstraints: Bool {
        get { extras?.translatesAutoresizingMaskIntoConstraints ?? true }
        set { writableExtras.translatesAutoresizingMaskIntoConstraints = newValue }
    }
    /// The label VoiceOver would read for this view.
    open var accessibilityLabel: String? {
        get { extras?.accessibilityLabel }
        set { writableExtras.accessibilityLabel = newValue }
    }
    /// Whether assistive technologies see this view as one element.
    open var isAccessibilityElement: Bool {
        get { extras?.isAccessibilityElement ?? false }
        set { writableExtras.isAccessibilityElement = newValue }
    }
    /// The value VoiceOver reads after the label (a slider's percentage, a field's text).
    open var accessibilityValue: String? {
        get { vocabulary?.accessibilityValue }
        set { writableVocabulary.accessibilityValue = newValue }
    }
    /// What VoiceOver says happens when the element is activated.
    open var accessibilityHint: String? {
        get { vocabulary?.accessibilityHint }
        set { writableVocabulary.accessibilityHint = newValue }
    }
    /// What kind of element VoiceOver announces (a button, a header, selected…); `.none` by
    /// default.
    open var accessibilityTraits: UIAccessibilityTraits {
        get { vocabulary?.accessibilityTraits ?? .none }
        set { writableVocabulary.accessibilityTraits = newValue }
    }

    // MARK: Traits, layer and touches (the work is in Traits/, Layer/ and Touches/)

    /// The traits of the environment the view is in: its controller's when it is a controller's
    /// view, else its superview's, with ``traitOverrides`` applied; the screen's outside any
    /// hierarchy.
    open var traitCollection: UITraitCollection { TraitNode.view(self).resolvedTraits }

    /// Called after ``traitCollection`` changed, with the traits it had before. Does nothing by
    /// default.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The class of the ``layer`` the view makes: ``CALayer`` by default. Override to return a
    /// subclass, such as ``CAGradientLayer``.
    open class var layerClass: AnyClass { CALayer.self }

    /// The layer behind the view, made from ``layerClass`` on first read. Its geometry, colour,
    /// opacity, hidden state and clipping are the view's; the rest is stored, never drawn.
    open var layer: CALayer { madeLayer }

    /// A view whose alpha channel masks this view's content — stored, never drawn. As in UIKit the
    /// mask is not a subview (it is left out of ``subviews``, renders and searches), and setting it
    /// sets the layer's `mask` to the mask view's layer.
    ///
    /// ```swift
    /// container.mask = titleLabel   // container.layer.mask === titleLabel.layer
    /// ```
    open var mask: UIView? {
        get { vocabulary?.mask }
        set {
            writableVocabulary.mask = newValue
            layer.mask = newValue?.layer
        }
    }

    /// Draws the view's content in `rect` — UIKit calls it when the view is next displayed. Nothing
    /// is drawn here, so the stage never calls it; a subclass's override compiles and stays unused.
    /// - Parameter rect: The part of the bounds to draw.
    open func draw(_ rect: CGRect) {}

    /// Marks the whole view as needing to be redrawn. Nothing is drawn here, so it does nothing.
    open func setNeedsDisplay() {}

    /// Marks `rect` of the view as needing to be redrawn. Nothing is drawn here, so it does nothing.
    /// - Parameter rect: The part of the bounds to redraw.
    open func setNeedsDisplay(_ rect: CGRect) {}

    /// The deepest visible view at `point` (in this view's coordinates) that takes touches: this
    /// view or a subview, front to back; `nil` when this view is hidden, does not take touches, is
    /// almost transparent, or `point` is outside it.
    /// - Parameters:
    ///   - point: A point in this view's coordinates.
    ///   - event: The event the hit belongs to; not read.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        defaultHitTest(point, with: event)
    }

    /// Whether `point`, in this view's coordinates, lies inside its bounds.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }

    /// `point`, in this view's coordinates, in `view`'s (the window's when `nil`).
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        UIView.convert(point, from: self, to: view)
    }

    /// `point`, in `view`'s coordinates (the window's when `nil`), in this view's.
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        UIView.convert(point, from: view, to: self)
    }

    /// `rect`, in this view's coordinates, in `view`'s (the window's when `nil`).
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        CGRect(origin: UIView.convert(rect.origin, from: self, to: view), size: rect.size)
    }

    /// `rect`, in `view`'s coordinates (the window's when `nil`), in this view's.
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        CGRect(origin: UIView.convert(rect.origin, from: view, to: self), size: rect.size)
    }

    /// Called after ``layoutMargins`` (or ``directionalLayoutMargins``) changed. Does nothing by
    /// default.
    open func layoutMarginsDidChange() {}

    /// Asks the first responder in this view or below it to resign, as tapping outside a text
    /// field does; with `force`, it resigns even if its delegate refuses.
    /// - Returns: Whether no first responder is left in this view.
    @discardableResult
    open func endEditing(_ force: Bool) -> Bool { endEditingBelow(force: force) }

    /// The colour controls inside this view use for their highlights: the first one set on this
    /// view or an ancestor, else ``UIColor/systemBlue``. Setting `nil` inherits again.
    open var tintColor: UIColor! {
        get {
            var current: UIView? = self
            while let view = current {
                if let color = view.extras?.tintColor { return color }
                current = view.superview
            }
            return .systemBlue
        }
        set { writableExtras.tintColor = newValue }
    }

    /// Creates an empty view with `frame` — UIKit's designated initializer; `UIView()` makes one with
    /// a zero frame. A view with a size needs layout (``layoutIfNeeded()`` runs ``layoutSubviews()``
    /// once).
    ///
    /// ```swift
    /// final class BadgeView: UIView {
    ///     override init(frame: CGRect) {
    ///         super.init(frame: frame)
    ///         backgroundColor = .systemRed
    ///     }
    ///     required init?(coder: NSCoder) { super.init(coder: coder) }
    /// }
    /// ```
    /// - Parameter frame: The view's rectangle in its future superview's coordinates.
    public init(frame: CGRect = .zero) {
        // A view made with a size is laid out on the first pass, as in UIKit.
        let isFinite = frame.isFiniteGeometry
        needsLayout = isFinite && frame.size != .zero
        super.init()
        guard isFinite else {
            refuseGeometry("frame", frame.geometryDescription, keeping: CGRect.zero.geometryDescription)
            return
        }
        if frame != .zero { writableExtras.frame = standardizingBounds(of: frame) }
    }

    /// Creates an empty view with a zero frame, through ``init(frame:)`` — the `init()` UIKit's views
    /// inherit from `NSObject`.
    ///
    /// A convenience initializer, as on iOS: a subclass declares its own `init()` without
    /// `override`, and a subclass that inherits the designated initializers also has `init()`, so it
    /// satisfies a protocol's `init()` requirement. A plain `UIView()` or `super.init()` calls
    /// ``init(frame:)`` directly.
    @_disfavoredOverload
    public override convenience init() {
        self.init(frame: .zero)
    }

    /// Creates an empty view with a zero frame — UIKit's initializer for a view an archive (a
    /// storyboard or nib) describes. There are no archives here, so `coder` is not read.
    ///
    /// It is generic over the coder so that a subclass's `required init?(coder: NSCoder)`, as Xcode
    /// writes it, is a new initializer that calls this one as `super.init(coder: coder)` — no
    /// `override` needed, as on iOS — while subclasses that never declare it keep compiling.
    /// - Parameter coder: Not read.
    public init?<Coder: NSCoder>(coder: Coder) {
        super.init()
    }

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
    /// `Diagnostic/Kind/viewHierarchyCycle` diagnostic. When `view` is the root view of a child
    /// controller whose parent is on screen, the child appears (rule R22).
    /// - Parameter view: The view to add.
    open func addSubview(_ view: UIView) {
        insert(view) { $0.count }
    }

    /// Inserts `view` among the subviews at `index` (0 is the back), first removing it from any
    /// other superview. An index past the end adds it at the front; a negative one at the back.
    ///
    /// Adding a view to itself or to one of its descendants is rejected like ``addSubview(_:)``.
    /// - Parameters:
    ///   - view: The view to insert.
    ///   - index: Its position among the subviews after the insertion.
    open func insertSubview(_ view: UIView, at index: Int) {
        insert(view) { _ in index }
    }

    /// Inserts `view` just above `siblingSubview`; adds it at the front when `siblingSubview` is
    /// not a subview of this view.
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        insert(view) { subviews in (subviews.firstIndex { $0 === siblingSubview }).map { $0 + 1 } }
    }

    /// Inserts `view` just below `siblingSubview`; adds it at the front when `siblingSubview` is
    /// not a subview of this view.
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        insert(view) { subviews in subviews.firstIndex { $0 === siblingSubview } }
    }

    /// Moves `view`, one of the subviews, to the front; does nothing for any other view.
    open func bringSubviewToFront(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        storedSubviews.append(storedSubviews.remove(at: index))
    }

    /// Moves `view`, one of the subviews, to the back; does nothing for any other view.
    open func sendSubviewToBack(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        storedSubviews.insert(storedSubviews.remove(at: index), at: 0)
    }

    /// Swaps the subviews at two indices; does nothing when either is out of range.
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2) else { return }
        storedSubviews.swapAt(index1, index2)
    }

    /// Removes this view from its superview; does nothing when it has none.
    open func removeFromSuperview() {
        guard let superview else { return }
        let oldWindow = window
        let oldScope: UIView = oldWindow ?? superview.treeRoot
        if oldWindow != nil { forEachInSubtree { $0.willMove(toWindow: nil) } }
        willMove(toSuperview: nil)
        superview.willRemoveSubview(self)
        superview.subviewWillLeave(self)
        superview.detach(self)
        if oldScope.hasFirstResponderOfScope { UIView.forgetFirstResponder(of: oldScope, ifInside: self) }
        didMoveToSuperview()
        if oldWindow != nil { forEachInSubtree { $0.didMoveToWindow() } }
        owningController?.rootViewDidMove(toSuperview: nil)
    }

    /// Inserts `view` at the index `position` finds among the other subviews (clamped; `nil` is
    /// the front).
    private func insert(_ view: UIView, position: ([UIView]) -> Int?) {
        // Only a view with subviews can be an ancestor of the receiver, so a leaf (the usual case,
        // and every step of a chain built top-down) costs no walk: building stays linear.
        if view === self || (!view.subviews.isEmpty && isDescendant(of: view)) {
            Diagnostics.emit(
                Diagnostic(
                    .viewHierarchyCycle,
                    "Cannot add \(view.diagnosticName) as a subview of \(diagnosticName): "
                        + "it would contain itself. Add a view that is not an ancestor of the receiver."
                ))
            return
        }
        let oldSuperview = view.superview
        if oldSuperview === self {
            // A move within this view: only the order changes, with no move callbacks.
            var others = subviews
            others.removeAll { $0 === view }
            others.insert(view, at: min(max(0, position(others) ?? others.count), others.count))
            subviews = others
            return
        }
        // A view with no superview is its own root: one lookup fewer on the common path.
        let oldRoot = oldSuperview == nil ? view : view.treeRoot
        let oldWindow = UIView.window(ofRoot: oldRoot)
        let newRoot = treeRoot
        let rootGeneration = newRoot.treeGeneration
        let newWindow = UIView.window(ofRoot: newRoot)
        let oldScope: UIView = oldWindow ?? oldRoot
        let movesWindow = oldWindow !== newWindow
        if movesWindow { view.forEachInSubtree { $0.willMove(toWindow: newWindow) } }
        view.willMove(toSuperview: self)
        if let old = view.superview {
            old.willRemoveSubview(view)
            old.subviewWillLeave(view)
            old.detach(view)
        } else if !view.storedSubviews.isEmpty {
            // A root joins another tree: the hints of its subviews at it no longer name a root.
            view.treeGeneration &+= 1
        }
        let index = min(max(0, position(storedSubviews) ?? storedSubviews.count), storedSubviews.count)
        storedSubviews.insert(view, at: index)
        view.superview = self
        // The added view's root is now the receiver's: leave it that hint, so that adding under it
        // next (a tree built top-down) finds the root in one step. A detach since the root was
        // found (a callback above) makes the hint stale, as the root's generation records.
        view.rootHint = newRoot
        view.rootHintGeneration = rootGeneration
        if oldScope.hasFirstResponderOfScope, oldScope !== (newWindow ?? newRoot) {
            UIView.forgetFirstResponder(of: oldScope, ifInside: view)
        }
        view.didMoveToSuperview()
        if movesWindow { view.forEachInSubtree { $0.didMoveToWindow() } }
        didAddSubview(view)
        view.owningController?.rootViewDidMove(toSuperview: self)
    }

    private func detach(_ view: UIView) {
        storedSubviews.removeAll { $0 === view }
        if !view.storedSubviews.isEmpty { treeRoot.treeGeneration &+= 1 }
        view.superview = nil
    }

    /// Replaces every subview at once, without appearance side effects. Used by containers for chrome.
    ///
    /// Linear in the old and new subviews together: which old subviews stay is looked up in a set
    /// of the new ones (a table's cells, a bar's items), never by comparing every pair.
    func setSubviewsQuietly(_ views: [UIView]) {
        var detachedSubtree = false
        if !storedSubviews.isEmpty {
            // Small lists (a bar's two or three items) compare directly; a set costs more there.
            if views.count <= 8 {
                for old in storedSubviews where !views.contains(where: { $0 === old }) {
                    old.superview = nil
                    detachedSubtree = detachedSubtree || !old.storedSubviews.isEmpty
                }
            } else {
                let kept = Set(views.lazy.map(ObjectIdentifier.init))
                for old in storedSubviews where !kept.contains(ObjectIdentifier(old)) {
                    old.superview = nil
                    detachedSubtree = detachedSubtree || !old.storedSubviews.isEmpty
                }
            }
        }
        if detachedSubtree { treeRoot.treeGeneration &+= 1 }
        for view in views where view.superview !== self {
            if let old = view.superview {
                old.detach(view)
            } else if !view.storedSubviews.isEmpty {
                view.treeGeneration &+= 1
            }
            // Its hint may name the root of a tree it left as a leaf: found again when asked.
            view.rootHint = nil
            view.superview = self
        }
        storedSubviews = views
    }

    /// Calls `body` on this view and every view below it, depth first, without recursion.
    func forEachInSubtree(_ body: (UIView) -> Void) {
        var pending: [UIView] = [self]
        while let view = pending.popLast() {
            body(view)
            pending.append(contentsOf: view.subviews.reversed())
        }
    }

    /// The top of this view's tree: the view itself when it has no superview.
    ///
    /// Amortised constant time however deep the tree: lookups leave each visited view a hint
    /// pointing at the root found, trusted until that tree changes (``treeGeneration``).
    var treeRoot: UIView {
        guard var parent = superview else { return self }
        var root = self
        var ownHint: UIView?
        // Each view's weak references are loaded at most once per step: they are the costly part.
        while true {
            if let hint = root.validRootHint {
                if root === self { ownHint = hint }
                root = hint
            } else {
                root = parent
            }
            guard let next = root.superview else { break }
            parent = next
        }
        // The usual case once a tree has been walked or built top-down: the view's own hint is
        // the root, and the path needs no new hints.
        if ownHint === root { return root }
        // Second walk over the same path: leave each view a hint at the root.
        var current = self
        let generation = root.treeGeneration
        while current !== root {
            let hint = current.validRootHint
            if hint !== root {
                current.rootHint = root
                current.rootHintGeneration = generation
            }
            guard let next = hint ?? current.superview else { break }
            current = next
        }
        return root
    }

    /// The root hint, while no change to its tree has made it stale: then it is still the root of
    /// this view's tree.
    private var validRootHint: UIView? {
        guard let hint = rootHint, hint !== self, rootHintGeneration == hint.treeGeneration else {
            return nil
        }
        return hint
    }

    /// The window showing this view's tree: the window of the controller whose root view is at
    /// the top of the tree, if that controller is in a window. `nil` for a view in no window.
    open var window: UIWindow? { UIView.window(ofRoot: treeRoot) }

    /// The window a tree whose root is `root` is in: the root itself once a window holds its
    /// controller's view, else the window of the controller whose view the root is.
    static func window(ofRoot root: UIView) -> UIWindow? {
        (root as? UIWindow) ?? root.owningController?.window
    }

    override var firstResponderScope: UIResponder { window ?? treeRoot }

    /// The first responder of the window or view tree this view is the top of, kept out of line.
    override var firstResponderOfScope: UIResponder? {
        get { extras?.firstResponder }
        set {
            if newValue == nil, extras == nil { return }
            writableExtras.firstResponder = newValue
        }
    }

    /// Whether this view keeps a first responder for its window or tree: one optional read when it
    /// keeps none, so moving views costs no first-responder bookkeeping.
    var hasFirstResponderOfScope: Bool { extras?.firstResponder != nil }

    // MARK: Hierarchy notifications (override points, as in UIKit)

    /// Called just before the view gets a new superview (`nil` when it is being removed). Does
    /// nothing by default.
    open func willMove(toSuperview newSuperview: UIView?) {}

    /// Called just after the view got a new superview or lost it. Does nothing by default.
    open func didMoveToSuperview() {}

    /// Called just before the view (or an ancestor) is added to a view tree in another window, or
    /// removed from its window (`nil`). Does nothing by default.
    open func willMove(toWindow newWindow: UIWindow?) {}

    /// Called just after the view (or an ancestor) was added to a view tree in another window, or
    /// removed from its window. Does nothing by default.
    ///
    /// Called when views move between trees; a tree that comes on screen with its controller (a
    /// push or a presentation) does not call it.
    open func didMoveToWindow() {}

    /// Called after `subview` was added to this view. Does nothing by default.
    open func didAddSubview(_ subview: UIView) {}

    /// Called before `subview` leaves this view. Does nothing by default.
    open func willRemoveSubview(_ subview: UIView) {}

    /// The stage's own bookkeeping when `subview` leaves (a stack forgets an arranged view),
    /// independent of overrides of ``willRemoveSubview(_:)``.
    func subviewWillLeave(_ subview: UIView) {}

    /// The views drawn below this one by ``render()``: the subviews by default.
    package var renderedChildren: [UIView] { subviews }

    /// Why a user's tap on this view does nothing now (a disabled control), or `nil`.
    package var tapRefusal: String? { nil }

    /// Marks the view as needing a layout pass; ``layoutIfNeeded()`` runs it.
    open func setNeedsLayout() { needsLayout = true }

    /// Runs a layout pass now if ``setNeedsLayout()`` was called since the last one.
    ///
    /// For a controller's root view the pass is `viewWillLayoutSubviews`, ``layoutSubviews()``,
    /// `viewDidLayoutSubviews` (rule R5); for other views, ``layoutSubviews()``. Subviews that
    /// need layout are laid out too; for a window, so are the views of the controllers presented
    /// in it, after its root's.
    open func layoutIfNeeded() {
        // Depth first, each view before its subviews, without recursion: a tree of any depth.
        var pending: [UIView] = [self]
        if let window = self as? UIWindow { pending = window.presentedViews.reversed() + pending }
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
    ///
    /// Called by ``layoutIfNeeded()`` when the view needs layout, and, for a controller's root
    /// view, during the controller's layout pass between `viewWillLayoutSubviews` and
    /// `viewDidLayoutSubviews`. Never call it directly; call ``setNeedsLayout()``.
    open func layoutSubviews() {}

    /// The size the view would like for its content, or ``noIntrinsicMetric`` in a dimension
    /// without one (the default for a plain view).
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// The size that best fits `size`: the current bounds' size by default.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Resizes the view to ``sizeThatFits(_:)`` of its current size.
    open func sizeToFit() {
        frame.size = sizeThatFits(bounds.size)
    }

    func completeLayout() { needsLayout = false }

    /// The view's size changed: it needs layout, and the views UIKit resizes with it follow (a
    /// container controller's children, and for a window its root view and presented views).
    /// Final, the window handled here rather than in an override: no class gains a method-table entry.
    final func sizeDidChange() {
        setNeedsLayout()
        if let owningController {
            owningController.rootViewDidChangeSize()
        } else if let window = self as? UIWindow {
            window.fitContentToBounds()
        }
    }

    /// Whether this view is `view` or lies anywhere below it.
    open func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    // MARK: Rendering hooks

    /// Whether a render shows this view's subviews directly under its controller, without a line of
    /// its own: a plain `UIView` root, or a container's root view.
    package var rendersTransparently: Bool { type(of: self) == UIView.self }

    /// The node name shown by ``UIView/render()``: the type name by default.
    open var renderKind: String { StageTypeName.of(type(of: self)) }

    /// The quoted text or attributes shown after the kind, or `nil` for none.
    open var renderDetail: String? { nil }

    /// Brings derived content (such as table rows) up to date before the view is rendered or searched.
    open func prepareForDisplay() {}

    /// Tapping this view, as a user would through ``UIWindow/tap(_:)``. Returns `false` when the view
    /// does not respond to taps.
    open func handleTap() -> Bool { false }

    package var diagnosticName: String {
        if let identifier { return "\(renderKind) #\(identifier)" }
        return renderKind
    }

    /// The space a view keeps around its content, left-to-right; 8 points on each side unless set.
    /// Setting it calls ``layoutMarginsDidChange()``. Kept; nothing lays out by it here.
    open var layoutMargins: UIEdgeInsets {
        get { vocabulary?.layoutMargins ?? UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) }
        set {
            writableVocabulary.layoutMargins = newValue
            layoutMarginsDidChange()
        }
    }

    /// ``layoutMargins`` by reading direction: leading is left, as text here runs left to right.
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            let margins = layoutMargins
            return NSDirectionalEdgeInsets(
                top: margins.top, leading: margins.left, bottom: margins.bottom, trailing: margins.right)
        }
        set {
            layoutMargins = UIEdgeInsets(
                top: newValue.top, left: newValue.leading, bottom: newValue.bottom, right: newValue.trailing)
        }
    }

    /// Whether the view's margins include its superview's. Default `false`; kept.
    open var preservesSuperviewLayoutMargins: Bool {
        get { vocabulary?.preservesSuperviewLayoutMargins ?? false }
        set { writableVocabulary.preservesSuperviewLayoutMargins = newValue }
    }

    /// Whether the margins grow with the safe area. Default `true`; kept.
    open var insetsLayoutMarginsFromSafeArea: Bool {
        get { vocabulary?.insetsLayoutMarginsFromSafeArea ?? true }
        set { writableVocabulary.insetsLayoutMarginsFromSafeArea = newValue }
    }

    /// The interactions added with ``addInteraction(_:)``, in the order added.
    open var interactions: [any UIInteraction] {
        get { vocabulary?.interactions ?? [] }
        set {
            for interaction in interactions { removeInteraction(interaction) }
            for interaction in newValue { addInteraction(interaction) }
        }
    }

    /// Adds `interaction` (a context menu's, say) to the view; the view keeps it.
    open func addInteraction(_ interaction: any UIInteraction) {
        guard !interactions.contains(where: { $0 === interaction }) else { return }
        interaction.willMove(to: self)
        writableVocabulary.interactions.append(interaction)
        interaction.didMove(to: self)
    }

    /// Removes `interaction`; does nothing when the view does not have it.
    open func removeInteraction(_ interaction: any UIInteraction) {
        guard let index = interactions.firstIndex(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        writableVocabulary.interactions.remove(at: index)
        interaction.didMove(to: nil)
    }

    /// The leading edge.
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .leading) }

    /// The trailing edge.
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .trailing) }

    /// The left edge.
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .left) }

    /// The right edge.
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .right) }

    /// The top edge.
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .top) }

    /// The bottom edge.
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .bottom) }

    /// The width.
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(self, .width) }

    /// The height.
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(self, .height) }

    /// The horizontal centre.
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .centerX) }

    /// The vertical centre.
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .centerY) }

    /// The first baseline.
    open var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .firstBaseline) }

    /// The last baseline.
    open var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .lastBaseline) }

    /// The area not covered by bars, as a guide constraints can refer to (the bounds here).
    open var safeAreaLayoutGuide: UILayoutGuide { guide(named: "UIViewSafeAreaLayoutGuide") }

    /// The bounds inset by the margins, as a guide constraints can refer to (the bounds here).
    open var layoutMarginsGuide: UILayoutGuide { guide(named: "UIViewLayoutMarginsGuide") }

    /// The active constraints that belong to this view.
    open var constraints: [NSLayoutConstraint] { autoLayout?.constraints ?? [] }

    /// Activates `constraint` (UIKit's older spelling).
    open func addConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }

    /// Activates `constraints`.
    open func addConstraints(_ constraints: [NSLayoutConstraint]) {
        NSLayoutConstraint.activate(constraints)
    }

    /// Deactivates `constraint`.
    open func removeConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = false }

    /// Deactivates `constraints`.
    open func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        NSLayoutConstraint.deactivate(constraints)
    }

    /// Adds `layoutGuide` to this view.
    open func addLayoutGuide(_ layoutGuide: UILayoutGuide) { layoutGuide.owningView = self }

    /// How strongly the view resists growing past its content along `axis` (250 by default).
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        autoLayout?.hugging[axis] ?? .defaultLow
    }

    /// Sets how strongly the view resists growing past its content along `axis`.
    open func setContentHuggingPriority(
        _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
    ) {
        autoLayoutState.hugging[axis] = priority
    }

    /// How strongly the view resists shrinking below its content along `axis` (750 by default).
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis)
        -> UILayoutPriority
    {
        autoLayout?.compressionResistance[axis] ?? .defaultHigh
    }

    /// Sets how strongly the view resists shrinking below its content along `axis`.
    open func setContentCompressionResistancePriority(
        _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
    ) {
        autoLayoutState.compressionResistance[axis] = priority
    }

    /// The gesture recognizers attached to the view, in the order added; `nil` when none.
    open var gestureRecognizers: [UIGestureRecognizer]? {
        get { attachedGestureRecognizers.isEmpty ? nil : attachedGestureRecognizers }
        set {
            for recognizer in attachedGestureRecognizers { recognizer.view = nil }
            attachedGestureRecognizers = []
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }

    /// Attaches `gestureRecognizer` to the view, first detaching it from any other view. The view
    /// keeps it; it knows its ``UIGestureRecognizer/view`` weakly.
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        if let previous = gestureRecognizer.view, previous !== self {
            previous.removeGestureRecognizer(gestureRecognizer)
        }
        guard !attachedGestureRecognizers.contains(where: { $0 === gestureRecognizer }) else { return }
        attachedGestureRecognizers.append(gestureRecognizer)
        gestureRecognizer.view = self
    }

    /// Detaches `gestureRecognizer`; does nothing when it is not attached to this view.
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard let index = attachedGestureRecognizers.firstIndex(where: { $0 === gestureRecognizer }) else {
            return
        }
        attachedGestureRecognizers.remove(at: index)
        gestureRecognizer.view = nil
    }

    /// The first view, depth first and including this one, whose ``tag`` is `tag`.
    ///
    /// ```swift
    /// let badge = Label("3")
    /// badge.tag = 7
    /// container.addSubview(badge)
    /// container.viewWithTag(7) === badge   // true
    /// ```
    /// - Parameter tag: The tag to look for.
    /// - Returns: The view, or `nil` when none has that tag.
    open func viewWithTag(_ tag: Int) -> UIView? {
        var pending: [UIView] = [self]
        while let view = pending.popLast() {
            if view.tag == tag { return view }
            pending.append(contentsOf: view.subviews.reversed())
        }
        return nil
    }

    /// The traits this view sets for itself and its subviews — UIKit's `traitOverrides` (iOS 17).
    /// Setting a trait tells this view and every view and controller below it whose traits
    /// changed.
    ///
    /// ```swift
    /// window.traitOverrides.userInterfaceStyle = .dark
    /// ```
    open var traitOverrides: any UITraitOverrides {
        get { traitState?.overrides ?? TraitValues() }
        set { TraitNode.view(self).replaceOverrides(with: newValue) }
    }

    /// Forces an immediate trait update for this view (and its view controller, if it has one) and
    /// its subviews, as UIKit's does; traits are always up to date here, so it does nothing.
    open func updateTraitsIfNeeded() {}
}

extension UIView {
    /// The value of ``intrinsicContentSize`` in a dimension with no intrinsic size.
    public static let noIntrinsicMetric: CGFloat = -1

    /// UIKit's name for ``identifier``: the same value, so views set up for UI tests with
    /// `accessibilityIdentifier` are found and tapped by it.
    public var accessibilityIdentifier: String? {
        get { identifier }
        set { identifier = newValue }
    }

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

/// The values of a ``UIView`` that most views never set, kept out of line.
@MainActor private final class ViewExtras {
    var frame: CGRect = .zero
    var boundsOrigin: CGPoint = .zero
    var backgroundColor: UIColor?
    var tintColor: UIColor?
    var alpha: CGFloat = 1
    var transform = CGAffineTransform.identity
    var isOpaque = true
    var tag = 0
    var isUserInteractionEnabled = true
    var clipsToBounds = false
    var contentMode: UIView.ContentMode = .scaleToFill
    var translatesAutoresizingMaskIntoConstraints = true
    var accessibilityLabel: String?
    var isAccessibilityElement = false
    var autoLayout: AutoLayoutState?
    var gestureRecognizers: [UIGestureRecognizer] = []
    /// The first responder of the window or view tree this view is the top of.
    weak var firstResponder: UIResponder?
    var vocabulary: ViewVocabulary?
}
