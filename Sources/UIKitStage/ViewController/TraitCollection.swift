/// The traits of the environment a controller is shown in — HeadlessUI's `UITraitCollection`,
/// reduced to the size classes and idiom that decide how a presentation adapts.
///
/// HeadlessUI models a phone in portrait (``phone``): compact width, regular height.
///
/// ```swift
/// func adaptivePresentationStyle(
///     for controller: PresentationController, traitCollection: TraitCollection
/// ) -> ModalPresentationStyle {
///     traitCollection.horizontalSizeClass == .compact ? .none : .popover
/// }
/// ```
public final class UITraitCollection: Sendable {
    /// The width class: compact on a phone in portrait.
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// The height class: regular on a phone in portrait.
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// The kind of device.
    public let userInterfaceIdiom: UIUserInterfaceIdiom

    /// A trait collection with only the width class specified.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(horizontal: horizontalSizeClass, vertical: .unspecified, idiom: .unspecified)
    }

    /// A trait collection with only the height class specified.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(horizontal: .unspecified, vertical: verticalSizeClass, idiom: .unspecified)
    }

    /// A trait collection with only the idiom specified.
    public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) {
        self.init(horizontal: .unspecified, vertical: .unspecified, idiom: userInterfaceIdiom)
    }

    init(
        horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass, idiom: UIUserInterfaceIdiom
    ) {
        horizontalSizeClass = horizontal
        verticalSizeClass = vertical
        userInterfaceIdiom = idiom
    }

    /// The traits of HeadlessUI's stage: a phone in portrait.
    public static let phone = UITraitCollection(horizontal: .compact, vertical: .regular, idiom: .phone)
}

/// A width or height class — HeadlessUI's `UIUserInterfaceSizeClass`.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    /// Not specified.
    case unspecified = 0
    /// Little room: a phone's width in portrait.
    case compact = 1
    /// Ample room.
    case regular = 2
}

/// The kind of device — HeadlessUI's `UIUserInterfaceIdiom`.
public enum UIUserInterfaceIdiom: Int, Sendable {
    /// Not specified.
    case unspecified = -1
    /// A phone.
    case phone = 0
    /// A tablet.
    case pad = 1
    /// A television.
    case tv = 2
    /// A car's screen.
    case carPlay = 3
    /// A Mac.
    case mac = 5
    /// A headset.
    case vision = 6
}
