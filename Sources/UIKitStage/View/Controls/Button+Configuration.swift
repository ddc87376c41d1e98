import Foundation

/// A button's configuration, menu and their handlers, kept out of line: most buttons have none.
@MainActor final class ButtonConfigurationState {
    var configuration: UIButton.Configuration?
    var updateHandler: UIButton.ConfigurationUpdateHandler?
    var isUpdating = false
    var menu: UIMenu?
    var showsMenuAsPrimaryAction = false
}

extension UIButton {
    /// The handler that updates a button's configuration — UIKit's
    /// `UIButton.ConfigurationUpdateHandler`.
    public typealias ConfigurationUpdateHandler = (UIButton) -> Void

    var writableConfigurationState: ButtonConfigurationState {
        if let configurationState { return configurationState }
        let made = ButtonConfigurationState()
        configurationState = made
        return made
    }

    /// The title a configuration gives the button, if any.
    var configurationTitle: String? {
        guard let configuration = configurationState?.configuration else { return nil }
        return configuration.title ?? configuration.attributedTitle.map { String($0.characters) }
    }

    /// Creates a button with `configuration`, running `primaryAction` when tapped — UIKit's iOS 15
    /// initializer.
    ///
    /// ```swift
    /// var config = UIButton.Configuration.filled()
    /// config.title = "Continue"
    /// config.baseBackgroundColor = .systemGreen
    /// let button = UIButton(configuration: config, primaryAction: UIAction { _ in next() })
    /// ```
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system, primaryAction: primaryAction)
        self.configuration = configuration
    }

    /// How a button looks — UIKit's `UIButton.Configuration` (iOS 15). Stored, not drawn: the title
    /// renders as the button's title.
    public struct Configuration: Hashable {
        /// The title.
        public var title: String?
        /// The title with attributes; its characters render when ``title`` is `nil`.
        public var attributedTitle: AttributedString?
        /// A second line.
        public var subtitle: String?
        /// The second line with attributes.
        public var attributedSubtitle: AttributedString?
        /// The image.
        public var image: UIImage?
        /// Where the image sits beside the title.
        public var imagePlacement: NSDirectionalRectEdge = .leading
        /// The space between image and title.
        public var imagePadding: CGFloat = 0
        /// The space between title and subtitle.
        public var titlePadding: CGFloat = 0
        /// How the title lines are aligned.
        public var titleAlignment: TitleAlignment = .automatic
        /// The colour of the title and image.
        public var baseForegroundColor: UIColor?
        /// The colour behind them.
        public var baseBackgroundColor: UIColor?
        /// How round the corners are.
        public var cornerStyle: CornerStyle = .dynamic
        /// How large the button is.
        public var buttonSize: Size = .medium
        /// Whether a spinner shows in place of the image.
        public var showsActivityIndicator = false
        /// The space around the title and image.
        public var contentInsets = NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
        /// The style it was made with (``plain()``, ``filled()``…).
        public private(set) var style: String

        private init(style: String) {
            self.style = style
        }

        /// No background.
        public static func plain() -> Configuration { Configuration(style: "plain") }
        /// A tinted background.
        public static func tinted() -> Configuration { Configuration(style: "tinted") }
        /// A grey background.
        public static func gray() -> Configuration { Configuration(style: "gray") }
        /// A filled background in the tint colour.
        public static func filled() -> Configuration { Configuration(style: "filled") }
        /// No border.
        public static func borderless() -> Configuration { Configuration(style: "borderless") }
        /// A border.
        public static func bordered() -> Configuration { Configuration(style: "bordered") }
        /// A border, tinted.
        public static func borderedTinted() -> Configuration { Configuration(style: "borderedTinted") }
        /// A prominent border.
        public static func borderedProminent() -> Configuration { Configuration(style: "borderedProminent") }

        /// This configuration as it would look for `button`'s state: unchanged, as nothing is drawn.
        @preconcurrency @MainActor public func updated(for button: UIButton) -> Configuration { self }

        /// How round the corners are — UIKit's `UIButton.Configuration.CornerStyle`.
        public enum CornerStyle: Int, Sendable {
            /// The background's own radius.
            case fixed = -1
            /// Following the button's size.
            case dynamic = 0
            /// Small.
            case small = 1
            /// Medium.
            case medium = 2
            /// Large.
            case large = 3
            /// A capsule.
            case capsule = 4
        }

        /// How large a button is — UIKit's `UIButton.Configuration.Size`.
        public enum Size: Int, Sendable {
            /// Mini.
            case mini
            /// Small.
            case small
            /// Medium, the default.
            case medium
            /// Large.
            case large
        }

        /// How title lines are aligned — UIKit's `UIButton.Configuration.TitleAlignment`.
        public enum TitleAlignment: Int, Sendable {
            /// As the image placement suggests.
            case automatic
            /// Leading.
            case leading
            /// Centred.
            case center
            /// Trailing.
            case trailing
        }
    }
}

/// An edge of a rectangle, by reading direction — UIKit's `NSDirectionalRectEdge`.
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt
    /// Creates edges from UIKit's bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top edge.
    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    /// The leading edge.
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    /// The trailing edge.
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    /// Every edge.
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}
