import Foundation

/// How a cell's or a header's background looks — UIKit's `UIBackgroundConfiguration`: stored,
/// never drawn.
///
/// Set one on a cell's ``UITableViewCell/backgroundConfiguration`` or
/// ``UICollectionViewCell/backgroundConfiguration``. As in UIKit, setting one resets the cell's
/// `backgroundColor`, `backgroundView` and `selectedBackgroundView` to `nil`: the configuration
/// is the background.
///
/// ```swift
/// var background = UIBackgroundConfiguration.listGroupedCell()
/// background.backgroundColor = .secondarySystemGroupedBackground
/// background.cornerRadius = 10
/// cell.backgroundConfiguration = background
/// ```
@preconcurrency @MainActor public struct UIBackgroundConfiguration {
    /// The style the configuration was made for (`listGroupedCell`, `clear`…), for renders and
    /// messages.
    let style: String

    private init(style: String, backgroundColor: UIColor? = nil) {
        self.style = style
        self.backgroundColor = backgroundColor
    }

    /// The background of a cell in a plain list.
    public static func listPlainCell() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(style: "listPlainCell", backgroundColor: .systemBackground)
    }

    /// The background of a cell in a grouped or inset-grouped list.
    public static func listGroupedCell() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(
            style: "listGroupedCell", backgroundColor: .secondarySystemGroupedBackground)
    }

    /// The background of a cell in a sidebar list.
    public static func listSidebarCell() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(style: "listSidebarCell")
    }

    /// The background of a header or footer in a plain list.
    public static func listPlainHeaderFooter() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(style: "listPlainHeaderFooter", backgroundColor: .systemBackground)
    }

    /// The background of a header or footer in a grouped list.
    public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(style: "listGroupedHeaderFooter")
    }

    /// A clear background.
    public static func clear() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(style: "clear", backgroundColor: .clear)
    }

    /// A view shown behind everything else in the background; `nil` by default.
    public var customView: UIView?
    /// The radius of the background's corners; 0.
    public var cornerRadius: CGFloat = 0
    /// The insets of the background from the cell's edges; zero.
    public var backgroundInsets: NSDirectionalEdgeInsets = .zero
    /// The background's colour; `nil` uses the view's tint colour in UIKit, nothing here.
    public var backgroundColor: UIColor?
    /// The image drawn in the background; stored only.
    public var image: UIImage?
    /// The colour of the outline; `nil`, no outline.
    public var strokeColor: UIColor?
    /// The width of the outline; 0.
    public var strokeWidth: CGFloat = 0
    /// How far the outline reaches outside the background; 0.
    public var strokeOutset: CGFloat = 0
}
