import Foundation

/// One attribute of a view or layout guide, to make constraints from — HeadlessUI's
/// `NSLayoutAnchor`. The made constraints are inactive until activated.
@preconcurrency @MainActor public class LayoutAnchor<AnchorType: AnyObject> {
    /// The view or guide. Held weakly.
    public private(set) weak var item: AnyObject?
    /// The attribute.
    public let attribute: LayoutConstraint.Attribute

    init(_ item: AnyObject, _ attribute: LayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
    }

    func make(
        _ relation: LayoutConstraint.Relation, _ other: LayoutAnchor<AnchorType>?, multiplier: CGFloat = 1,
        constant: CGFloat
    ) -> LayoutConstraint {
        LayoutConstraint(
            item: item ?? self, attribute: attribute, relatedBy: relation, toItem: other?.item,
            attribute: other?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
    }

    /// `self == anchor`.
    public func constraint(equalTo anchor: LayoutAnchor<AnchorType>) -> LayoutConstraint {
        make(.equal, anchor, constant: 0)
    }

    /// `self == anchor + c`.
    public func constraint(equalTo anchor: LayoutAnchor<AnchorType>, constant c: CGFloat) -> LayoutConstraint
    {
        make(.equal, anchor, constant: c)
    }

    /// `self >= anchor`.
    public func constraint(greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: 0)
    }

    /// `self >= anchor + c`.
    public func constraint(
        greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant c: CGFloat
    ) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: c)
    }

    /// `self <= anchor`.
    public func constraint(lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: 0)
    }

    /// `self <= anchor + c`.
    public func constraint(lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant c: CGFloat)
        -> LayoutConstraint
    {
        make(.lessThanOrEqual, anchor, constant: c)
    }
}

/// A horizontal edge or centre — HeadlessUI's `NSLayoutXAxisAnchor`.
@preconcurrency @MainActor public final class LayoutXAxisAnchor: LayoutAnchor<LayoutXAxisAnchor> {}

/// A vertical edge, centre or baseline — HeadlessUI's `NSLayoutYAxisAnchor`.
@preconcurrency @MainActor public final class LayoutYAxisAnchor: LayoutAnchor<LayoutYAxisAnchor> {}

/// A width or height — HeadlessUI's `NSLayoutDimension`.
@preconcurrency @MainActor public final class LayoutDimension: LayoutAnchor<LayoutDimension> {
    /// `self == c`.
    public func constraint(equalToConstant c: CGFloat) -> LayoutConstraint { make(.equal, nil, constant: c) }

    /// `self >= c`.
    public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> LayoutConstraint {
        make(.greaterThanOrEqual, nil, constant: c)
    }

    /// `self <= c`.
    public func constraint(lessThanOrEqualToConstant c: CGFloat) -> LayoutConstraint {
        make(.lessThanOrEqual, nil, constant: c)
    }

    /// `self == anchor × m`.
    public func constraint(equalTo anchor: LayoutDimension, multiplier m: CGFloat) -> LayoutConstraint {
        make(.equal, anchor, multiplier: m, constant: 0)
    }

    /// `self == anchor × m + c`.
    public func constraint(equalTo anchor: LayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
        -> LayoutConstraint
    {
        make(.equal, anchor, multiplier: m, constant: c)
    }
}

extension View {
    /// The leading edge.
    public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .leading) }
    /// The trailing edge.
    public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .trailing) }
    /// The left edge.
    public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .left) }
    /// The right edge.
    public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .right) }
    /// The top edge.
    public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .top) }
    /// The bottom edge.
    public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .bottom) }
    /// The width.
    public var widthAnchor: LayoutDimension { LayoutDimension(self, .width) }
    /// The height.
    public var heightAnchor: LayoutDimension { LayoutDimension(self, .height) }
    /// The horizontal centre.
    public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .centerX) }
    /// The vertical centre.
    public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .centerY) }
    /// The first baseline.
    public var firstBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .firstBaseline) }
    /// The last baseline.
    public var lastBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .lastBaseline) }

    /// The area not covered by bars, as a guide constraints can refer to (the bounds here).
    public var safeAreaLayoutGuide: LayoutGuide { guide(named: "UIViewSafeAreaLayoutGuide") }
    /// The bounds inset by the margins, as a guide constraints can refer to (the bounds here).
    public var layoutMarginsGuide: LayoutGuide { guide(named: "UIViewLayoutMarginsGuide") }

    private func guide(named name: String) -> LayoutGuide {
        let guide = LayoutGuide()
        guide.identifier = name
        guide.owningView = self
        return guide
    }

    /// The active constraints that belong to this view.
    public var constraints: [LayoutConstraint] { autoLayout?.constraints ?? [] }

    /// Activates `constraint` (UIKit's older spelling).
    public func addConstraint(_ constraint: LayoutConstraint) { constraint.isActive = true }
    /// Activates `constraints`.
    public func addConstraints(_ constraints: [LayoutConstraint]) { LayoutConstraint.activate(constraints) }
    /// Deactivates `constraint`.
    public func removeConstraint(_ constraint: LayoutConstraint) { constraint.isActive = false }
    /// Deactivates `constraints`.
    public func removeConstraints(_ constraints: [LayoutConstraint]) {
        LayoutConstraint.deactivate(constraints)
    }

    /// Adds `layoutGuide` to this view.
    public func addLayoutGuide(_ layoutGuide: LayoutGuide) { layoutGuide.owningView = self }

    /// How strongly the view resists growing past its content along `axis` (250 by default).
    public func contentHuggingPriority(for axis: LayoutConstraint.Axis) -> LayoutConstraint.Priority {
        autoLayout?.hugging[axis] ?? .defaultLow
    }

    /// Sets how strongly the view resists growing past its content along `axis`.
    public func setContentHuggingPriority(
        _ priority: LayoutConstraint.Priority, for axis: LayoutConstraint.Axis
    ) {
        autoLayoutState.hugging[axis] = priority
    }

    /// How strongly the view resists shrinking below its content along `axis` (750 by default).
    public func contentCompressionResistancePriority(for axis: LayoutConstraint.Axis)
        -> LayoutConstraint.Priority
    {
        autoLayout?.compressionResistance[axis] ?? .defaultHigh
    }

    /// Sets how strongly the view resists shrinking below its content along `axis`.
    public func setContentCompressionResistancePriority(
        _ priority: LayoutConstraint.Priority, for axis: LayoutConstraint.Axis
    ) {
        autoLayoutState.compressionResistance[axis] = priority
    }
}
