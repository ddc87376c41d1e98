/// An image, known by its name — HeadlessUI's `UIImage`.
///
/// There are no image files or symbol sets here, so an image is its name: ``init(named:)`` gives
/// an image for any non-empty name (UIKit gives `nil` when the asset catalogue has no such image;
/// here every name is assumed present) and `nil` for an empty one, and ``init(systemName:)`` does
/// the same for SF Symbols. Image views render the name.
///
/// ```swift
/// let logo = ImageView(image: Image(named: "logo"))
/// let star = Image(systemName: "star.fill")
/// ```
public final class UIImage: Hashable, Sendable, CustomStringConvertible {
    /// The asset or symbol name.
    public let name: String
    /// Whether this is an SF Symbol made with ``init(systemName:)``.
    public let isSymbolImage: Bool
    /// How the image is tinted.
    public let renderingMode: RenderingMode

    /// The image called `name` in the app's assets; `nil` when `name` is empty.
    public convenience init?(named name: String) {
        guard !name.isEmpty else { return nil }
        self.init(name: name, isSymbol: false, renderingMode: .automatic)
    }

    /// The SF Symbol called `name`; `nil` when `name` is empty.
    public convenience init?(systemName name: String) {
        guard !name.isEmpty else { return nil }
        self.init(name: name, isSymbol: true, renderingMode: .automatic)
    }

    private init(name: String, isSymbol: Bool, renderingMode: RenderingMode) {
        self.name = name
        self.isSymbolImage = isSymbol
        self.renderingMode = renderingMode
    }

    /// The same image drawn in `renderingMode`.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        UIImage(name: name, isSymbol: isSymbolImage, renderingMode: renderingMode)
    }

    /// The same image tinted with `color` (the tint is not kept: nothing is drawn).
    public func withTintColor(_ color: UIColor) -> UIImage { self }

    /// Images are equal when they name the same asset or symbol.
    public static func == (lhs: UIImage, rhs: UIImage) -> Bool {
        lhs.name == rhs.name && lhs.isSymbolImage == rhs.isSymbolImage
    }

    /// Hashes the name.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(isSymbolImage)
    }

    /// The name, with `systemName:` before a symbol's.
    public var description: String { isSymbolImage ? "systemName:\(name)" : name }

    /// How an image is tinted — UIKit's `UIImage.RenderingMode`.
    public enum RenderingMode: Int, Sendable {
        /// As the context decides.
        case automatic
        /// In its own colours.
        case alwaysOriginal
        /// As a template, in the tint colour.
        case alwaysTemplate
    }
}
