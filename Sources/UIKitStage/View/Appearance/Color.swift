import Foundation
import ScenewrightLocks

/// A colour — HeadlessUI's `UIColor`, a class as on iOS, so an app's `convenience init` in an
/// extension compiles:
///
/// ```swift
/// extension UIColor {
///     convenience init(hex: UInt32) {
///         self.init(
///             red: CGFloat((hex >> 16) & 0xFF) / 255, green: CGFloat((hex >> 8) & 0xFF) / 255,
///             blue: CGFloat(hex & 0xFF) / 255, alpha: 1)
///     }
/// }
/// ```
///
/// Nothing is drawn, so a colour is a value to set and compare: two colours are equal when their
/// components are. UIKit's named colours (``red-type.property``, ``systemBlue``, ``label``…) carry
/// their name, which `description` shows. The system and semantic colours are dynamic as on iOS:
/// their components are the light appearance's, and ``resolvedColor(with:)`` gives the dark one in
/// a dark trait collection. ``init(dynamicProvider:)`` makes an app's own dynamic colour, and
/// ``init(named:)`` finds a colour the app registered by name (HeadlessUI reads no asset
/// catalogue).
///
/// ```swift
/// view.backgroundColor = .systemBackground
/// badge.backgroundColor = Color(red: 1, green: 0.23, blue: 0.19, alpha: 1).withAlphaComponent(0.5)
/// ```
open class UIColor: @unchecked Sendable, Hashable, CustomStringConvertible {
    // Every stored property is a constant; a dynamic colour's provider is called, never changed.
    private let components: Components
    /// The dark appearance's components of a system colour.
    private let darkComponents: Components?
    /// UIKit's name for a named colour, `nil` for one made from components.
    public let name: String?
    private let provider: ((UITraitCollection) -> UIColor)?

    private struct Components: Hashable {
        var red: CGFloat
        var green: CGFloat
        var blue: CGFloat
        var alpha: CGFloat

        init(_ red: CGFloat, _ green: CGFloat, _ blue: CGFloat, _ alpha: CGFloat) {
            func clamped(_ value: CGFloat) -> CGFloat { value.isNaN ? 0 : min(max(value, 0), 1) }
            self.red = clamped(red)
            self.green = clamped(green)
            self.blue = clamped(blue)
            self.alpha = clamped(alpha)
        }
    }

    /// The red component, 0 to 1 (a dynamic colour's in the light appearance).
    public var red: CGFloat { lightComponents.red }
    /// The green component, 0 to 1.
    public var green: CGFloat { lightComponents.green }
    /// The blue component, 0 to 1.
    public var blue: CGFloat { lightComponents.blue }
    /// The opacity, 0 (transparent) to 1 (opaque).
    public var alpha: CGFloat { lightComponents.alpha }

    private var lightComponents: Components {
        guard let provider else { return components }
        return provider(.phone).components
    }

    /// Creates a colour from components between 0 and 1 (values outside are clamped).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = Components(red, green, blue, alpha)
        darkComponents = nil
        name = nil
        provider = nil
    }

    /// Creates a grey of brightness `white`, 0 (black) to 1 (white).
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// Creates a colour from hue, saturation and brightness, each 0 to 1.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let hue6 = (hue - hue.rounded(.down)) * 6
        let chroma = brightness * saturation
        let x = chroma * (1 - abs(hue6.truncatingRemainder(dividingBy: 2) - 1))
        let (r, g, b): (CGFloat, CGFloat, CGFloat) =
            switch Int(hue6) {
            case 0: (chroma, x, 0)
            case 1: (x, chroma, 0)
            case 2: (0, chroma, x)
            case 3: (0, x, chroma)
            case 4: (x, 0, chroma)
            default: (chroma, 0, x)
            }
        let m = brightness - chroma
        self.init(red: r + m, green: g + m, blue: b + m, alpha: alpha)
    }

    /// Creates a colour with the components of `cgColor`.
    public convenience init(cgColor: CGColor) {
        let c = cgColor.rgba
        self.init(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
    }

    /// Creates a dynamic colour: `dynamicProvider` gives the colour for a trait collection
    /// (``resolvedColor(with:)`` calls it), as for a light and a dark appearance.
    ///
    /// ```swift
    /// let card = UIColor { traits in traits.userInterfaceStyle == .dark ? .black : .white }
    /// ```
    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        components = Components(0, 0, 0, 0)
        darkComponents = nil
        name = nil
        provider = dynamicProvider
    }

    /// The colour an app registered under `name`, as UIKit finds one in the asset catalogue; `nil`
    /// when none is registered. HeadlessUI reads no asset catalogue: register colours with
    /// HeadlessUI's `UIColor.register(_:named:)` (for instance in the test or launch code).
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The colour an app registered under `name`, resolved for `traitCollection` when given; `nil`
    /// when none is registered. The bundle is not read: names are looked up among the registered
    /// colours.
    public convenience init?(
        named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?
    ) {
        guard let registered = UIColor.registry.withLock({ $0[name] }) else { return nil }
        if let traitCollection {
            self.init(copying: registered.resolvedColor(with: traitCollection), name: name)
        } else {
            self.init(copying: registered, name: name)
        }
    }

    private init(copying color: UIColor, name: String?) {
        components = color.components
        darkComponents = color.darkComponents
        self.name = name
        provider = color.provider
    }

    private init(name: String, light: Components, dark: Components?) {
        components = light
        darkComponents = dark
        self.name = name
        provider = nil
    }

    /// The colour for `traitCollection`: a dynamic colour's provider's answer, a system colour's
    /// dark appearance when the traits are dark, and this colour otherwise.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        if let provider { return provider(traitCollection).resolvedColor(with: traitCollection) }
        if let darkComponents, traitCollection.userInterfaceStyle == .dark {
            return UIColor(name: name ?? "", light: darkComponents, dark: nil)
        }
        return self
    }

    /// The same colour with opacity `alpha`.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        let c = lightComponents
        return UIColor(red: c.red, green: c.green, blue: c.blue, alpha: alpha)
    }

    /// Reads the components (the light appearance's for a dynamic colour); `true`, as every colour
    /// here is RGB.
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let c = lightComponents
        red?.pointee = c.red
        green?.pointee = c.green
        blue?.pointee = c.blue
        alpha?.pointee = c.alpha
        return true
    }

    /// The colour as Core Graphics holds it, for a layer (the light appearance's for a dynamic
    /// colour).
    public var cgColor: CGColor {
        let c = lightComponents
        return CGColor(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
    }

    /// Whether the two colours have the same components (names are not compared); a dynamic colour
    /// made with ``init(dynamicProvider:)`` is equal only to itself.
    public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
        if lhs.provider != nil || rhs.provider != nil { return lhs === rhs }
        return lhs.components == rhs.components
    }

    /// Hashes the components (a dynamic colour, its identity).
    public func hash(into hasher: inout Hasher) {
        if provider != nil {
            hasher.combine(ObjectIdentifier(self))
        } else {
            hasher.combine(components)
        }
    }

    /// The name of a named colour, `dynamic` for a dynamic one, else `rgba(r, g, b, a)` with
    /// components rounded to 3 places.
    public var description: String {
        if let name { return name }
        if provider != nil { return "dynamic" }
        func text(_ value: CGFloat) -> String {
            let rounded = (value * 1000).rounded() / 1000
            return rounded == rounded.rounded() ? String(Int(rounded)) : String(Double(rounded))
        }
        let c = components
        return "rgba(\(text(c.red)), \(text(c.green)), \(text(c.blue)), \(text(c.alpha)))"
    }

    /// The colours registered by name, for ``init(named:)``. Guarded by its own lock: colours are
    /// looked up from any thread.
    package static let registry = LockedState<[String: UIColor]>([:])

    private static func named(
        _ name: String, _ red: CGFloat, _ green: CGFloat, _ blue: CGFloat, _ alpha: CGFloat = 1,
        dark: (CGFloat, CGFloat, CGFloat, CGFloat)? = nil
    ) -> UIColor {
        UIColor(
            name: name, light: Components(red / 255, green / 255, blue / 255, alpha),
            dark: dark.map { Components($0.0 / 255, $0.1 / 255, $0.2 / 255, $0.3) })
    }

    // Fixed colours.
    /// Black.
    public static let black = named("black", 0, 0, 0)
    /// White.
    public static let white = named("white", 255, 255, 255)
    /// Fully transparent.
    public static let clear = named("clear", 0, 0, 0, 0)
    /// Pure red.
    public static let red = named("red", 255, 0, 0)
    /// Pure green.
    public static let green = named("green", 0, 255, 0)
    /// Pure blue.
    public static let blue = named("blue", 0, 0, 255)
    /// Grey at 50 %.
    public static let gray = named("gray", 127.5, 127.5, 127.5)
    /// Grey at 33 %.
    public static let darkGray = named("darkGray", 85, 85, 85)
    /// Grey at 67 %.
    public static let lightGray = named("lightGray", 170, 170, 170)
    /// Yellow.
    public static let yellow = named("yellow", 255, 255, 0)
    /// Orange.
    public static let orange = named("orange", 255, 127.5, 0)
    /// Purple.
    public static let purple = named("purple", 127.5, 0, 127.5)
    /// Cyan.
    public static let cyan = named("cyan", 0, 255, 255)
    /// Magenta.
    public static let magenta = named("magenta", 255, 0, 255)
    /// Brown.
    public static let brown = named("brown", 153, 102, 51)

    // System colours, light and dark.
    /// The system blue, the default tint.
    public static let systemBlue = named("systemBlue", 0, 122, 255, dark: (10, 132, 255, 1))
    /// The system red.
    public static let systemRed = named("systemRed", 255, 59, 48, dark: (255, 69, 58, 1))
    /// The system green.
    public static let systemGreen = named("systemGreen", 52, 199, 89, dark: (48, 209, 88, 1))
    /// The system orange.
    public static let systemOrange = named("systemOrange", 255, 149, 0, dark: (255, 159, 10, 1))
    /// The system yellow.
    public static let systemYellow = named("systemYellow", 255, 204, 0, dark: (255, 214, 10, 1))
    /// The system pink.
    public static let systemPink = named("systemPink", 255, 45, 85, dark: (255, 55, 95, 1))
    /// The system purple.
    public static let systemPurple = named("systemPurple", 175, 82, 222, dark: (191, 90, 242, 1))
    /// The system teal.
    public static let systemTeal = named("systemTeal", 48, 176, 199, dark: (64, 200, 224, 1))
    /// The system indigo.
    public static let systemIndigo = named("systemIndigo", 88, 86, 214, dark: (94, 92, 230, 1))
    /// The system grey.
    public static let systemGray = named("systemGray", 142, 142, 147, dark: (142, 142, 147, 1))
    /// A lighter system grey.
    public static let systemGray2 = named("systemGray2", 174, 174, 178, dark: (99, 99, 102, 1))
    /// The lightest system grey.
    public static let systemGray6 = named("systemGray6", 242, 242, 247, dark: (28, 28, 30, 1))
    /// A mid-light system grey.
    public static let systemGray3 = named("systemGray3", 199, 199, 204, dark: (72, 72, 74, 1))
    /// A light system grey.
    public static let systemGray4 = named("systemGray4", 209, 209, 214, dark: (58, 58, 60, 1))
    /// A lighter system grey.
    public static let systemGray5 = named("systemGray5", 229, 229, 234, dark: (44, 44, 46, 1))
    /// The system mint.
    public static let systemMint = named("systemMint", 0, 199, 190, dark: (99, 230, 226, 1))
    /// The system cyan.
    public static let systemCyan = named("systemCyan", 50, 173, 230, dark: (100, 210, 255, 1))
    /// The system brown.
    public static let systemBrown = named("systemBrown", 162, 132, 94, dark: (172, 142, 104, 1))

    // Semantic colours, light and dark.
    /// The background of a plain screen.
    public static let systemBackground = named("systemBackground", 255, 255, 255, dark: (0, 0, 0, 1))
    /// The background of content on top of ``systemBackground``.
    public static let secondarySystemBackground = named(
        "secondarySystemBackground", 242, 242, 247, dark: (28, 28, 30, 1))
    /// The background of a grouped table.
    public static let systemGroupedBackground = named(
        "systemGroupedBackground", 242, 242, 247, dark: (0, 0, 0, 1))
    /// The background of a cell in a grouped table.
    public static let secondarySystemGroupedBackground = named(
        "secondarySystemGroupedBackground", 255, 255, 255, dark: (28, 28, 30, 1))
    /// Primary text.
    public static let label = named("label", 0, 0, 0, dark: (255, 255, 255, 1))
    /// Secondary text.
    public static let secondaryLabel = named("secondaryLabel", 60, 60, 67, 0.6, dark: (235, 235, 245, 0.6))
    /// Tertiary text.
    public static let tertiaryLabel = named("tertiaryLabel", 60, 60, 67, 0.3, dark: (235, 235, 245, 0.3))
    /// Placeholder text.
    public static let placeholderText = named("placeholderText", 60, 60, 67, 0.3, dark: (235, 235, 245, 0.3))
    /// Separator lines.
    public static let separator = named("separator", 60, 60, 67, 0.29, dark: (84, 84, 88, 0.6))
    /// Link text.
    public static let link = named("link", 0, 122, 255, dark: (9, 132, 255, 1))
    /// Quaternary text.
    public static let quaternaryLabel = named(
        "quaternaryLabel", 60, 60, 67, 0.18, dark: (235, 235, 245, 0.16))
    /// The background of content on top of ``secondarySystemBackground``.
    public static let tertiarySystemBackground = named(
        "tertiarySystemBackground", 255, 255, 255, dark: (44, 44, 46, 1))
    /// The background of content on top of ``secondarySystemGroupedBackground``.
    public static let tertiarySystemGroupedBackground = named(
        "tertiarySystemGroupedBackground", 242, 242, 247, dark: (44, 44, 46, 1))
    /// Separator lines that hide what is behind them.
    public static let opaqueSeparator = named("opaqueSeparator", 198, 198, 200, dark: (56, 56, 58, 1))
    /// The fill of thin, small shapes (a slider's track).
    public static let systemFill = named("systemFill", 120, 120, 128, 0.2, dark: (120, 120, 128, 0.36))
    /// The fill of medium shapes (a switch's background).
    public static let secondarySystemFill = named(
        "secondarySystemFill", 120, 120, 128, 0.16, dark: (120, 120, 128, 0.32))
    /// The fill of large shapes (input fields, search bars).
    public static let tertiarySystemFill = named(
        "tertiarySystemFill", 118, 118, 128, 0.12, dark: (118, 118, 128, 0.24))
    /// The fill of large areas holding complex content.
    public static let quaternarySystemFill = named(
        "quaternarySystemFill", 116, 116, 128, 0.08, dark: (118, 118, 128, 0.18))
    /// Text on a dark background; white at 60%.
    public static let lightText = named("lightText", 255, 255, 255, 0.6)
    /// Text on a light background; black.
    public static let darkText = named("darkText", 0, 0, 0)
}

/// A colour as Core Graphics holds it — `CGColor`, which UIKit brings in: RGB components, for a
/// layer's colours. ``UIColor/cgColor`` makes one.
public final class CGColor: Hashable, Sendable, CustomStringConvertible {
    let rgba: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)

    /// Creates a colour from components between 0 and 1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        rgba = (red, green, blue, alpha)
    }

    /// Creates a grey of brightness `gray`.
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(red: gray, green: gray, blue: gray, alpha: alpha)
    }

    /// The red, green, blue and alpha components.
    public var components: [CGFloat]? { [rgba.red, rgba.green, rgba.blue, rgba.alpha] }
    /// The number of components: 4.
    public var numberOfComponents: Int { 4 }
    /// The opacity.
    public var alpha: CGFloat { rgba.alpha }

    /// The same colour with opacity `alpha`.
    public func copy(alpha: CGFloat) -> CGColor? {
        CGColor(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: alpha)
    }

    /// Whether the components are equal.
    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs.rgba == rhs.rgba
    }

    /// Hashes the components.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(rgba.red)
        hasher.combine(rgba.green)
        hasher.combine(rgba.blue)
        hasher.combine(rgba.alpha)
    }

    /// `CGColor(r, g, b, a)`.
    public var description: String {
        "CGColor(\(rgba.red), \(rgba.green), \(rgba.blue), \(rgba.alpha))"
    }
}
