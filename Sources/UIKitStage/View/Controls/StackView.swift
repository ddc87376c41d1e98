import Foundation

/// Lays out its arranged subviews in a row or column — HeadlessUI's `UIStackView`.
///
/// ``arrangedSubviews`` are the views it lines up, always also among its ``UIView/subviews``.
/// Removing an arranged view from its superview also removes it from ``arrangedSubviews``;
/// ``removeArrangedSubview(_:)`` keeps it as a subview, as in UIKit. `UIStackView()`,
/// ``UIView/init(frame:)`` and ``init(arrangedSubviews:)`` are horizontal, as in UIKit.
///
/// ```swift
/// StackView(axis: .vertical) {
///     Label("Cities")
///     for city in cities { Button(city.name) { open(city) } }
///     if showsFooter { Label("Footer") }
/// }
///
/// let row = StackView(arrangedSubviews: [icon, title])
/// row.axis = .horizontal
/// row.spacing = 8
/// ```
@preconcurrency @MainActor open class UIStackView: UIView {
    /// The direction subviews are laid out in — UIKit's `NSLayoutConstraint.Axis`.
    public enum Axis: Sendable { case horizontal, vertical }

    /// The direction subviews are laid out in. Default ``Axis/horizontal``.
    open var axis: Axis = .horizontal
    /// The space between arranged views, in points.
    open var spacing: CGFloat = 0
    /// How arranged views are placed across the axis.
    open var alignment: Alignment = .fill
    /// How arranged views share the length along the axis.
    open var distribution: Distribution = .fill
    /// Whether spacing is measured between baselines.
    open var isBaselineRelativeArrangement = false
    /// Whether the margins bound the arranged views.
    open var isLayoutMarginsRelativeArrangement = false

    /// The views the stack lines up, in order.
    public private(set) var arrangedSubviews: [UIView] = []

    /// Creates a horizontal stack view of `views`, as `UIStackView(arrangedSubviews:)` does.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// Adds `view` at the end of ``arrangedSubviews``, and as the front-most subview.
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` into ``arrangedSubviews`` at `stackIndex` (clamped), adding it as a subview
    /// if needed. A view that cannot be a subview (an ancestor of the stack) is rejected with the
    /// same diagnostic as ``UIView/addSubview(_:)``.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        if view.superview !== self {
            addSubview(view)
            guard view.superview === self else { return }
        }
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(0, stackIndex), arrangedSubviews.count))
    }

    /// Removes `view` from ``arrangedSubviews``; it stays a subview, as in UIKit.
    open func removeArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
    }

    override func subviewWillLeave(_ subview: UIView) {
        arrangedSubviews.removeAll { $0 === subview }
    }

    open override var renderDetail: String? { axis == .vertical ? "vertical" : "horizontal" }

    /// How arranged views are placed across the axis — UIKit's `UIStackView.Alignment`.
    public enum Alignment: Int, Sendable {
        /// Stretched across.
        case fill
        /// At the leading edge (vertical stacks).
        case leading
        /// Along the first baseline (horizontal stacks).
        case firstBaseline
        /// Centred.
        case center
        /// At the trailing edge (vertical stacks).
        case trailing
        /// Along the last baseline (horizontal stacks).
        case lastBaseline
        /// At the top (horizontal stacks).
        public static var top: Alignment { .leading }
        /// At the bottom (horizontal stacks).
        public static var bottom: Alignment { .trailing }
    }

    /// How arranged views share the length along the axis — UIKit's `UIStackView.Distribution`.
    public enum Distribution: Int, Sendable {
        /// As their sizes ask, stretching one.
        case fill
        /// In equal lengths.
        case fillEqually
        /// In proportion to their sizes.
        case fillProportionally
        /// With equal spaces between.
        case equalSpacing
        /// With equal distances between centres.
        case equalCentering
    }
}
