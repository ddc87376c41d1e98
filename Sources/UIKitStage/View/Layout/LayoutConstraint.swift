import Foundation

/// A relation between two layout attributes — HeadlessUI's `NSLayoutConstraint`.
///
/// Constraints are recorded, not solved: nothing here computes frames, so UIKit code full of
/// Auto Layout compiles and runs, and tests can read which constraints a view holds. An active
/// constraint belongs to its first item's view (its ``UIView/constraints``).
///
/// ```swift
/// label.translatesAutoresizingMaskIntoConstraints = false
/// LayoutConstraint.activate([
///     label.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 16),
///     label.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
/// ])
/// ```
@preconcurrency @MainActor open class NSLayoutConstraint {
    /// A layout direction — UIKit's `NSLayoutConstraint.Axis`.
    public typealias Axis = UIStackView.Axis

    /// The first item: a view or a layout guide. Held weakly.
    public private(set) weak var firstItem: AnyObject?
    /// The first item's attribute.
    public let firstAttribute: Attribute
    /// How the two sides relate.
    public let relation: Relation
    /// The second item, if any. Held weakly.
    public private(set) weak var secondItem: AnyObject?
    /// The second item's attribute (`.notAnAttribute` without one).
    public let secondAttribute: Attribute
    /// The factor the second attribute is multiplied by.
    public let multiplier: CGFloat
    /// The constant added.
    open var constant: CGFloat
    /// How strongly the constraint holds.
    open var priority: UILayoutPriority = .required
    /// A name for debugging.
    public var identifier: String?

    /// Creates an inactive constraint `item.attribute relation toItem.attribute × multiplier + constant`.
    public init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
        attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        firstItem = view1 as AnyObject
        firstAttribute = attr1
        self.relation = relation
        secondItem = view2.map { $0 as AnyObject }
        secondAttribute = attr2
        self.multiplier = multiplier
        constant = c
    }

    /// Whether the constraint is in force: activating adds it to its first item's view's
    /// ``UIView/constraints``, deactivating removes it.
    open var isActive: Bool {
        get { holder?.autoLayout?.constraints.contains { $0 === self } ?? false }
        set {
            guard let holder, newValue != isActive else { return }
            if newValue {
                holder.autoLayoutState.constraints.append(self)
            } else {
                holder.autoLayout?.constraints.removeAll { $0 === self }
            }
        }
    }

    /// The view an active constraint belongs to: the first item, or the view owning the guide.
    private var holder: UIView? {
        if let view = firstItem as? UIView { return view }
        return (firstItem as? UILayoutGuide)?.owningView
    }

    /// Activates every constraint in `constraints`.
    public static func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates every constraint in `constraints`.
    public static func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// A layout attribute — UIKit's `NSLayoutConstraint.Attribute`.
    public enum Attribute: Int, Sendable {
        /// No attribute.
        case notAnAttribute = 0
        /// The left edge.
        case left
        /// The right edge.
        case right
        /// The top edge.
        case top
        /// The bottom edge.
        case bottom
        /// The leading edge.
        case leading
        /// The trailing edge.
        case trailing
        /// The width.
        case width
        /// The height.
        case height
        /// The horizontal centre.
        case centerX
        /// The vertical centre.
        case centerY
        /// The last baseline.
        case lastBaseline
        /// The first baseline.
        case firstBaseline
    }

    /// How a constraint's sides relate — UIKit's `NSLayoutConstraint.Relation`.
    public enum Relation: Int, Sendable {
        /// At most.
        case lessThanOrEqual = -1
        /// Exactly.
        case equal = 0
        /// At least.
        case greaterThanOrEqual = 1
    }

}

/// How strongly a constraint holds — UIKit's `UILayoutPriority`.
public struct UILayoutPriority: RawRepresentable, Hashable, Sendable, Comparable {
    /// 1 to 1000.
    public let rawValue: Float
    /// Creates a priority.
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// Creates a priority.
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    /// Must hold.
    public static let required = UILayoutPriority(1000)
    /// A button's resistance to compression.
    public static let defaultHigh = UILayoutPriority(750)
    /// A button's hugging.
    public static let defaultLow = UILayoutPriority(250)
    /// The level for fitting sizes.
    public static let fittingSizeLevel = UILayoutPriority(50)

    /// Orders priorities by value.
    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
    /// `priority + value`.
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        UILayoutPriority(lhs.rawValue + rhs)
    }
    /// `priority - value`.
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        UILayoutPriority(lhs.rawValue - rhs)
    }
}

/// What a view records of Auto Layout, made on first use so views without it stay small.
@MainActor final class AutoLayoutState {
    var constraints: [NSLayoutConstraint] = []
    var hugging: [UIStackView.Axis: UILayoutPriority] = [:]
    var compressionResistance: [UIStackView.Axis: UILayoutPriority] = [:]
}

/// A rectangle constraints can refer to, like a view's safe area — HeadlessUI's `UILayoutGuide`.
@preconcurrency @MainActor open class UILayoutGuide {
    /// The view the guide belongs to. Held weakly.
    public internal(set) weak var owningView: UIView?
    /// A name for debugging.
    public var identifier = ""

    /// Creates a guide; add it to a view with ``UIView/addLayoutGuide(_:)``.
    public init() {}

    /// The guide's rectangle in its view: the view's bounds (nothing is solved).
    open var layoutFrame: CGRect { owningView?.bounds ?? .zero }

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
}
