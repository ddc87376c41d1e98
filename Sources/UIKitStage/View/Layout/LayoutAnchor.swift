import Foundation

/// One attribute of a view or layout guide, to make constraints from — HeadlessUI's
/// `NSLayoutAnchor`. The made constraints are inactive until activated.
@preconcurrency @MainActor public class NSLayoutAnchor<AnchorType: AnyObject> {
    /// The view or guide. Held weakly.
    public private(set) weak var item: AnyObject?
    /// The attribute.
    public let attribute: NSLayoutConstraint.Attribute

    init(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
    }

    func make(
        _ relation: NSLayoutConstraint.Relation, _ other: NSLayoutAnchor<AnchorType>?,
        multiplier: CGFloat = 1,
        constant: CGFloat
    ) -> NSLayoutConstraint {
        NSLayoutConstraint(
            item: item ?? self, attribute: attribute, relatedBy: relation, toItem: other?.item,
            attribute: other?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
    }

    /// `self == anchor`.
    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.equal, anchor, constant: 0)
    }

    /// `self == anchor + c`.
    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
        -> NSLayoutConstraint
    {
        make(.equal, anchor, constant: c)
    }

    /// `self >= anchor`.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: 0)
    }

    /// `self >= anchor + c`.
    public func constraint(
        greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
    ) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: c)
    }

    /// `self <= anchor`.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: 0)
    }

    /// `self <= anchor + c`.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
        -> NSLayoutConstraint
    {
        make(.lessThanOrEqual, anchor, constant: c)
    }
}

/// A horizontal edge or centre — HeadlessUI's `NSLayoutXAxisAnchor`.
@preconcurrency @MainActor public final class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

/// A vertical edge, centre or baseline — HeadlessUI's `NSLayoutYAxisAnchor`.
@preconcurrency @MainActor public final class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

/// A width or height — HeadlessUI's `NSLayoutDimension`.
@preconcurrency @MainActor public final class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// `self == c`.
    public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
        make(.equal, nil, constant: c)
    }

    /// `self >= c`.
    public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, nil, constant: c)
    }

    /// `self <= c`.
    public func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, nil, constant: c)
    }

    /// `self == anchor × m`.
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: m, constant: 0)
    }

    /// `self == anchor × m + c`.
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
        -> NSLayoutConstraint
    {
        make(.equal, anchor, multiplier: m, constant: c)
    }
}

extension UIView {
    /// The leading edge.
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .leading) }
    /// The trailing edge.
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .trailing) }
    /// The left edge.
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .left) }
    /// The right edge.
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .right) }
    /// The top edge.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .top) }
    /// The bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .bottom) }
    /// The width.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(self, .width) }
    /// The height.
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(self, .height) }
    /// The horizontal centre.
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .centerX) }
    /// The vertical centre.
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .centerY) }
    /// The first baseline.
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .firstBaseline) }
    /// The last baseline.
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .lastBaseline) }

    /// The area not covered by bars, as a guide constraints can refer to (the bounds here).
    public var safeAreaLayoutGuide: UILayoutGuide { guide(named: "UIViewSafeAreaLayoutGuide") }
    /// The bounds inset by the margins, as a guide constraints can refer to (the bounds here).
    public var layoutMarginsGuide: UILayoutGuide { guide(named: "UIViewLayoutMarginsGuide") }

    private func guide(named name: String) -> UILayoutGuide {
        let guide = UILayoutGuide()
        guide.identifier = name
        guide.owningView = self
        return guide
    }

    /// The active constraints that belong to this view.
    public var constraints: [NSLayoutConstraint] { autoLayout?.constraints ?? [] }

    /// Activates `constraint` (UIKit's older spelling).
    public func addConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }
    /// Activates `constraints`.
    public func addConstraints(_ constraints: [NSLayoutConstraint]) {
        NSLayoutConstraint.activate(constraints)
    }
    /// Deactivates `constraint`.
    public func removeConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = false }
    /// Deactivates `constraints`.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        NSLayoutConstraint.deactivate(constraints)
    }

    /// Adds `layoutGuide` to this view.
    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) { layoutGuide.owningView = self }

    /// How strongly the view resists growing past its content along `axis` (250 by default).
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        autoLayout?.hugging[axis] ?? .defaultLow
    }

    /// Sets how strongly the view resists growing past its content along `axis`.
    public func setContentHuggingPriority(
        _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
    ) {
        autoLayoutState.hugging[axis] = priority
    }

    /// How strongly the view resists shrinking below its content along `axis` (750 by default).
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis)
        -> UILayoutPriority
    {
        autoLayout?.compressionResistance[axis] ?? .defaultHigh
    }

    /// Sets how strongly the view resists shrinking below its content along `axis`.
    public func setContentCompressionResistancePriority(
        _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
    ) {
        autoLayoutState.compressionResistance[axis] = priority
    }
}
