import Foundation
import ScenewrightLocks

/// The traits of the environment something is shown in: size classes, light or dark, the display's
/// scale, the user's text size and any trait an app defines — UIKit's `UITraitCollection`.
///
/// A collection is an immutable value: it *specifies* some traits, and answers the trait's default
/// (`unspecified` for UIKit's) for the rest. Views, controllers, windows and window scenes each have
/// one (``UITraitEnvironment/traitCollection``), inherited from the window's screen down through
/// the window, its root controller, that controller's view and its subviews, children and
/// presented controllers, with each object's `traitOverrides` applied on the way.
///
/// HeadlessUI's screen is a phone in portrait (``phone``): compact width, regular height, light
/// appearance, scale 3, the Large text size.
///
/// ```swift
/// let dark = UITraitCollection(userInterfaceStyle: .dark)
/// let both = UITraitCollection(traitsFrom: [.phone, dark])
/// both.horizontalSizeClass   // .compact
/// both.userInterfaceStyle    // .dark
///
/// let regular = both.modifyingTraits { $0.horizontalSizeClass = .regular }
/// ```
public final class UITraitCollection: @unchecked Sendable, Hashable, CustomStringConvertible {
    // Immutable after initialisation, so sharing it between threads is safe; the values of an
    // app's own traits are stored as `Any` and never mutated.
    let entries: [ObjectIdentifier: TraitEntry]

    init(entries: [ObjectIdentifier: TraitEntry]) {
        self.entries = entries.filter { !$0.value.isUnspecifiedSystemValue }
    }

    /// A collection that specifies no trait.
    public convenience init() {
        self.init(entries: [:])
    }

    /// A collection with every trait `traitCollections` specify; where several specify one trait,
    /// the last one's value wins.
    /// - Parameter traitCollections: The collections to combine, in increasing priority.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        var merged: [ObjectIdentifier: TraitEntry] = [:]
        for collection in traitCollections { merged.merge(collection.entries) { _, new in new } }
        self.init(entries: merged)
    }

    /// A collection whose traits are those `mutations` sets, UIKit's iOS 17 initializer.
    ///
    /// ```swift
    /// let traits = UITraitCollection { $0.userInterfaceStyle = .dark }
    /// ```
    /// - Parameter mutations: Sets the traits.
    public convenience init(mutations: (inout any UIMutableTraits) -> Void) {
        var values: any UIMutableTraits = TraitValues()
        mutations(&values)
        self.init(entries: (values as? TraitValues)?.entries ?? [:])
    }

    /// A collection that specifies only the width class.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(UITraitHorizontalSizeClass.self, horizontalSizeClass)
    }

    /// A collection that specifies only the height class.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(UITraitVerticalSizeClass.self, verticalSizeClass)
    }

    /// A collection that specifies only the idiom.
    public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) {
        self.init(UITraitUserInterfaceIdiom.self, userInterfaceIdiom)
    }

    /// A collection that specifies only light or dark.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(UITraitUserInterfaceStyle.self, userInterfaceStyle)
    }

    /// A collection that specifies only the display scale.
    public convenience init(displayScale scale: CGFloat) {
        self.init(UITraitDisplayScale.self, scale)
    }

    /// A collection that specifies only the text size.
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(UITraitPreferredContentSizeCategory.self, preferredContentSizeCategory)
    }

    /// A collection that specifies only the layout direction.
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init(UITraitLayoutDirection.self, layoutDirection)
    }

    /// A collection that specifies only the interface level.
    public convenience init(userInterfaceLevel: UIUserInterfaceLevel) {
        self.init(UITraitUserInterfaceLevel.self, userInterfaceLevel)
    }

    /// A collection that specifies only the contrast.
    public convenience init(accessibilityContrast: UIAccessibilityContrast) {
        self.init(UITraitAccessibilityContrast.self, accessibilityContrast)
    }

    /// A collection that specifies only the text weight.
    public convenience init(legibilityWeight: UILegibilityWeight) {
        self.init(UITraitLegibilityWeight.self, legibilityWeight)
    }

    /// A collection that specifies only whether the window is in front.
    public convenience init(activeAppearance: UIUserInterfaceActiveAppearance) {
        self.init(UITraitActiveAppearance.self, activeAppearance)
    }

    private convenience init<Trait: UITraitDefinition>(_ trait: Trait.Type, _ value: Trait.Value) {
        self.init(entries: [ObjectIdentifier(trait): TraitEntry(trait, value)])
    }

    /// This collection with the traits `mutations` sets changed, UIKit's iOS 17 method.
    ///
    /// ```swift
    /// let compact = traitCollection.modifyingTraits { $0.horizontalSizeClass = .compact }
    /// ```
    /// - Parameter mutations: Changes the traits.
    /// - Returns: A new collection.
    public func modifyingTraits(_ mutations: (inout any UIMutableTraits) -> Void) -> UITraitCollection {
        var values: any UIMutableTraits = TraitValues(entries: entries)
        mutations(&values)
        return UITraitCollection(entries: (values as? TraitValues)?.entries ?? entries)
    }

    /// The value of `trait`: the one this collection specifies, else the trait's default.
    ///
    /// ```swift
    /// let theme = traitCollection[ThemeTrait.self]
    /// ```
    public subscript<Trait: UITraitDefinition>(trait: Trait.Type) -> Trait.Value {
        (entries[ObjectIdentifier(trait)]?.value as? Trait.Value) ?? Trait.defaultValue
    }

    /// The width class.
    public var horizontalSizeClass: UIUserInterfaceSizeClass { self[UITraitHorizontalSizeClass.self] }
    /// The height class.
    public var verticalSizeClass: UIUserInterfaceSizeClass { self[UITraitVerticalSizeClass.self] }
    /// The kind of device.
    public var userInterfaceIdiom: UIUserInterfaceIdiom { self[UITraitUserInterfaceIdiom.self] }
    /// Light or dark.
    public var userInterfaceStyle: UIUserInterfaceStyle { self[UITraitUserInterfaceStyle.self] }
    /// Pixels per point; 0 when unspecified.
    public var displayScale: CGFloat { self[UITraitDisplayScale.self] }
    /// The user's text size.
    public var preferredContentSizeCategory: UIContentSizeCategory {
        self[UITraitPreferredContentSizeCategory.self]
    }
    /// Left-to-right or right-to-left.
    public var layoutDirection: UITraitEnvironmentLayoutDirection { self[UITraitLayoutDirection.self] }
    /// Base or elevated.
    public var userInterfaceLevel: UIUserInterfaceLevel { self[UITraitUserInterfaceLevel.self] }
    /// Normal or increased contrast.
    public var accessibilityContrast: UIAccessibilityContrast { self[UITraitAccessibilityContrast.self] }
    /// Regular or bold text.
    public var legibilityWeight: UILegibilityWeight { self[UITraitLegibilityWeight.self] }
    /// Whether the window is in front.
    public var activeAppearance: UIUserInterfaceActiveAppearance { self[UITraitActiveAppearance.self] }

    /// Whether this collection specifies every trait `trait` specifies, with the same value.
    /// - Parameter trait: The traits to look for; `nil` is contained in every collection.
    public func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        return trait.entries.allSatisfy { key, entry in entries[key]?.matches(entry) == true }
    }

    /// Whether a dynamic colour could resolve differently in `traitCollection`: a trait that affects
    /// colours (light or dark, contrast, level, scale, active appearance) differs.
    public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        let other = traitCollection ?? UITraitCollection()
        return !changedTraits(comparedTo: other).allSatisfy { !$0.affectsColorAppearance }
    }

    /// The traits whose values differ between this collection and `other`.
    func changedTraits(comparedTo other: UITraitCollection) -> [UITrait] {
        var changed: [UITrait] = []
        for (key, entry) in entries where other.entries[key]?.matches(entry) != true {
            changed.append(entry.trait)
        }
        for (key, entry) in other.entries where entries[key] == nil { changed.append(entry.trait) }
        return changed
    }

    /// This collection with `overrides` applied on top.
    func applying(_ overrides: [ObjectIdentifier: TraitEntry]) -> UITraitCollection {
        guard !overrides.isEmpty else { return self }
        return UITraitCollection(entries: entries.merging(overrides) { _, new in new })
    }

    /// Whether both specify the same traits with the same values.
    public static func == (lhs: UITraitCollection, rhs: UITraitCollection) -> Bool {
        lhs === rhs || (lhs.entries.count == rhs.entries.count && lhs.containsTraits(in: rhs))
    }

    /// Hashes which traits are specified.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(Set(entries.keys))
    }

    /// The specified traits by name, sorted: `UITraitCollection(horizontalSizeClass: compact, …)`.
    public var description: String {
        let parts = entries.values.map { "\($0.trait.name): \($0.value)" }.sorted()
        return "UITraitCollection(\(parts.joined(separator: ", ")))"
    }

    /// The traits of HeadlessUI's screen: a phone in portrait, in light mode, at scale 3, with the
    /// default text size.
    public static let phone = UITraitCollection { traits in
        traits.horizontalSizeClass = .compact
        traits.verticalSizeClass = .regular
        traits.userInterfaceIdiom = .phone
        traits.userInterfaceStyle = .light
        traits.displayScale = 3
        traits.preferredContentSizeCategory = .large
        traits.layoutDirection = .leftToRight
        traits.userInterfaceLevel = .base
        traits.accessibilityContrast = .normal
        traits.legibilityWeight = .regular
        traits.activeAppearance = .active
    }

    /// The traits code that resolves colours and fonts without naming an environment uses: set
    /// around `traitCollectionDidChange(_:)`, trait change handlers and ``performAsCurrent(_:)``
    /// to the traits of the object concerned, and the screen's otherwise. (One value for the whole
    /// process, where UIKit keeps one per thread.)
    public static var current: UITraitCollection {
        get { currentStorage.withLock { $0 } ?? UIScreen.main.traitCollection }
        set { currentStorage.withLock { $0 = newValue } }
    }
    /// Guarded by its own lock: fonts and colours read it from any thread.
    private static let currentStorage = LockedState<UITraitCollection?>(nil)

    /// Runs `actions` with ``current`` set to this collection, then restores it.
    public func performAsCurrent(_ actions: () throws -> Void) rethrows {
        let previous = UITraitCollection.currentStorage.withLock { current in
            defer { current = self }
            return current
        }
        defer { UITraitCollection.currentStorage.withLock { $0 = previous } }
        try actions()
    }
}

/// One trait's value in a collection or among overrides.
struct TraitEntry: @unchecked Sendable {
    // `value` is an app's trait value, never mutated once stored.
    let trait: UITrait
    let value: Any

    init<Trait: UITraitDefinition>(_ trait: Trait.Type, _ value: Trait.Value) {
        self.trait = trait
        self.value = value
    }

    /// Whether both hold equal values; values that are not `Equatable` are never equal.
    func matches(_ other: TraitEntry) -> Bool {
        guard let value = value as? any Equatable else { return false }
        return value.isEqual(to: other.value)
    }

    /// A UIKit trait set to its `unspecified` default, which specifies nothing.
    var isUnspecifiedSystemValue: Bool {
        guard let system = trait as? any SystemTrait.Type else { return false }
        return system.isUnspecified(value)
    }
}

extension Equatable {
    fileprivate func isEqual(to other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}

/// UIKit's own traits, whose default value means "unspecified".
protocol SystemTrait: UITraitDefinition where Value: Equatable {}

extension SystemTrait {
    static func isUnspecified(_ value: Any) -> Bool { (value as? Value) == defaultValue }
}

extension UITraitHorizontalSizeClass: SystemTrait {}
extension UITraitVerticalSizeClass: SystemTrait {}
extension UITraitUserInterfaceIdiom: SystemTrait {}
extension UITraitUserInterfaceStyle: SystemTrait {}
extension UITraitDisplayScale: SystemTrait {}
extension UITraitPreferredContentSizeCategory: SystemTrait {}
extension UITraitLayoutDirection: SystemTrait {}
extension UITraitUserInterfaceLevel: SystemTrait {}
extension UITraitAccessibilityContrast: SystemTrait {}
extension UITraitLegibilityWeight: SystemTrait {}
extension UITraitActiveAppearance: SystemTrait {}

/// Trait values being set: what ``UITraitCollection/init(mutations:)`` hands its closure, and the
/// storage of every `traitOverrides`.
struct TraitValues: UITraitOverrides {
    var entries: [ObjectIdentifier: TraitEntry] = [:]

    subscript<Trait: UITraitDefinition>(trait: Trait.Type) -> Trait.Value {
        get { (entries[ObjectIdentifier(trait)]?.value as? Trait.Value) ?? Trait.defaultValue }
        set { entries[ObjectIdentifier(trait)] = TraitEntry(trait, newValue) }
    }

    func contains(_ trait: UITrait) -> Bool { entries[ObjectIdentifier(trait)] != nil }

    mutating func remove(_ trait: UITrait) { entries[ObjectIdentifier(trait)] = nil }
}
