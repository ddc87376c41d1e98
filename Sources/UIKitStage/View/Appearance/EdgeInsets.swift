import Foundation

/// Distances inward from the four edges of a rectangle — UIKit's `UIEdgeInsets`.
///
/// A scroll view's ``UIScrollView/contentInset`` and a flow layout's
/// ``UICollectionViewFlowLayout/sectionInset`` are insets. Nothing is drawn; the values are stored
/// and read back, and the layouts use them to place items.
///
/// ```swift
/// tableView.contentInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
/// ```
public struct UIEdgeInsets: Hashable, Sendable {
    /// The inset from the top edge.
    public var top: CGFloat
    /// The inset from the left edge.
    public var left: CGFloat
    /// The inset from the bottom edge.
    public var bottom: CGFloat
    /// The inset from the right edge.
    public var right: CGFloat

    /// Insets of zero on every edge.
    public init() {
        self.init(top: 0, left: 0, bottom: 0, right: 0)
    }

    /// Insets with the given distance from each edge.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// Insets of zero on every edge.
    public static let zero = UIEdgeInsets()
}

/// Distances inward from the four edges of a rectangle, named by reading direction — UIKit's
/// `NSDirectionalEdgeInsets`. Left-to-right text is assumed: `leading` is the left edge.
///
/// ```swift
/// section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
/// ```
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
    /// The inset from the top edge.
    public var top: CGFloat
    /// The inset from the leading edge.
    public var leading: CGFloat
    /// The inset from the bottom edge.
    public var bottom: CGFloat
    /// The inset from the trailing edge.
    public var trailing: CGFloat

    /// Insets of zero on every edge.
    public init() {
        self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
    }

    /// Insets with the given distance from each edge.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// Insets of zero on every edge.
    public static let zero = NSDirectionalEdgeInsets()
}

extension CGRect {
    /// The rectangle made smaller by `insets` on each edge (larger for negative insets), as UIKit's
    /// `CGRect.inset(by:)` makes it.
    /// - Parameter insets: The distance to move each edge inward.
    /// - Returns: The inset rectangle.
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(
            x: minX + insets.left, y: minY + insets.top,
            width: width - insets.left - insets.right, height: height - insets.top - insets.bottom)
    }
}
