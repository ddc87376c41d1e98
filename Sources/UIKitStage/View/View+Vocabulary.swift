import Foundation

/// The per-view state of UIKit's less common vocabulary: trait overrides and registrations, the
/// layer, accessibility values and interactions. A view carries it only once one of them is set.
@MainActor final class ViewVocabulary {
    var traits: TraitState?
    var layer: CALayer?
    var mask: UIView?
    var accessibilityValue: String?
    var accessibilityHint: String?
    var accessibilityTraits: UIAccessibilityTraits = .none
    var interactions: [any UIInteraction] = []
    var layoutMargins: UIEdgeInsets?
    var preservesSuperviewLayoutMargins = false
    var insetsLayoutMarginsFromSafeArea = true
    /// The safe-area and margins guides, by name, once read.
    var namedGuides: [String: UILayoutGuide] = [:]
}

extension UIView: UITraitEnvironment {
    /// The layer, made from ``layerClass`` the first time it is read.
    var madeLayer: CALayer {
        if let layer = vocabulary?.layer { return layer }
        let layerType = (type(of: self).layerClass as? CALayer.Type) ?? CALayer.self
        let made = layerType.init()
        made.owningView = self
        writableVocabulary.layer = made
        return made
    }

    /// Whether a layer was made: views that never read ``layer`` have none.
    var hasLayer: Bool { vocabulary?.layer != nil }

}

/// Something a view does with a user's touches, added with ``UIView/addInteraction(_:)`` — UIKit's
/// `UIInteraction`.
@preconcurrency @MainActor public protocol UIInteraction: AnyObject {
    /// The view the interaction is added to.
    var view: UIView? { get }
    /// Called before the interaction is added to `view` (or removed, with `nil`).
    func willMove(to view: UIView?)
    /// Called after the interaction was added to `view` (or removed, with `nil`).
    func didMove(to view: UIView?)
}

/// What kind of element assistive technologies announce — UIKit's `UIAccessibilityTraits`.
///
/// ```swift
/// header.accessibilityTraits = .header
/// badge.accessibilityTraits = [.staticText, .updatesFrequently]
/// ```
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt64
    /// Creates traits from UIKit's bits.
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// No trait.
    public static let none: UIAccessibilityTraits = []
    /// A button.
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    /// A link.
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    /// An image.
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    /// Selected.
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    /// Plays a sound when activated.
    public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
    /// A keyboard key.
    public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
    /// Text that does not change.
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    /// A summary of the app's state, read at launch.
    public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
    /// Not enabled.
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    /// Its value changes often.
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
    /// Starts a media session.
    public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 10)
    /// Its value can be adjusted (a slider).
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    /// Lets direct touch through.
    public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
    /// Turns a page when read to its end.
    public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
    /// A heading.
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
    /// A search field.
    public static let searchField = UIAccessibilityTraits(rawValue: 1 << 18)
    /// A tab bar.
    public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 28)
}
