import Foundation

/// Shows an image — HeadlessUI's `UIImageView`.
///
/// ```swift
/// let logo = ImageView(name: "logo")
/// let avatar = ImageView(image: Image(systemName: "person.circle"))
/// ```
@preconcurrency @MainActor open class UIImageView: UIView {
    /// The image shown; `nil` shows nothing.
    open var image: UIImage?
    /// The image shown while highlighted.
    open var highlightedImage: UIImage?
    /// Whether the highlighted image is shown.
    open var isHighlighted = false

    /// Creates an image view showing the image called `name` (nothing for an empty name).
    public init(name: String) {
        image = UIImage(named: name)
        super.init()
    }

    /// Creates an image view showing `image`, as `UIImageView(image:)` does.
    public init(image: UIImage?) {
        self.image = image
        super.init()
    }

    /// Creates an image view showing `image`, or `highlightedImage` while highlighted.
    public init(image: UIImage?, highlightedImage: UIImage?) {
        self.image = image
        self.highlightedImage = highlightedImage
        super.init()
    }

    /// Creates an empty image view in `frame`; `UIImageView()` makes one with a zero frame.
    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
    }

    /// Creates an empty image view; there are no archives here, so `coder` is not read (see
    /// ``UIView/init(coder:)``).
    public override init?<Coder: NSCoder>(coder: Coder) {
        super.init(coder: coder)
    }

    /// The shown image's name; empty when there is none. Setting it shows the image called so.
    public var name: String {
        get { image?.name ?? "" }
        set { image = UIImage(named: newValue) }
    }

    open override var renderDetail: String? {
        let shown = isHighlighted ? highlightedImage ?? image : image
        return shown.map { "image: \(quoted($0.description))" }
    }
}
