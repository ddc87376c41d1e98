import Foundation

/// Builds an array of views declaratively, with `if`/`else`, optionals, `for`-`in` and arrays.
///
/// ```swift
/// StackView {
///     Label("Title")
///     if let subtitle { Label(subtitle) }
///     for item in items { Button(item) {} }
/// }
/// ```
@resultBuilder
public enum ViewBuilder {
    /// A single view.
    @preconcurrency @MainActor public static func buildExpression(_ view: UIView) -> [UIView] { [view] }
    /// An optional view: nothing when `nil`.
    @preconcurrency @MainActor public static func buildExpression(_ view: UIView?) -> [UIView] {
        view.map { [$0] } ?? []
    }
    /// An array of views.
    @preconcurrency @MainActor public static func buildExpression(_ views: [UIView]) -> [UIView] { views }
    /// Joins the statements of a block.
    @preconcurrency @MainActor public static func buildBlock(_ parts: [UIView]...) -> [UIView] {
        parts.flatMap { $0 }
    }
    /// An `if` without `else`.
    @preconcurrency @MainActor public static func buildOptional(_ part: [UIView]?) -> [UIView] { part ?? [] }
    /// The `if` branch of an `if`/`else`.
    @preconcurrency @MainActor public static func buildEither(first part: [UIView]) -> [UIView] { part }
    /// The `else` branch of an `if`/`else`.
    @preconcurrency @MainActor public static func buildEither(second part: [UIView]) -> [UIView] { part }
    /// A `for`-`in` loop.
    @preconcurrency @MainActor public static func buildArray(_ parts: [[UIView]]) -> [UIView] {
        parts.flatMap { $0 }
    }
    /// An `#available` block.
    @preconcurrency @MainActor public static func buildLimitedAvailability(_ part: [UIView]) -> [UIView] {
        part
    }
}

extension UIStackView {
    /// Creates a stack view with the views `content` builds as its arranged subviews, vertical
    /// unless `axis` says otherwise.
    ///
    /// ```swift
    /// StackView {
    ///     Label("Cities")
    ///     for city in cities { Button(city.name) { open(city) } }
    /// }
    /// ```
    ///
    /// `StackView()` with no arguments at all is UIKit's `UIStackView()`, which is horizontal.
    /// - Parameters:
    ///   - axis: The direction the views are laid out in; vertical by default.
    ///   - content: The arranged subviews, in order.
    @_disfavoredOverload
    public convenience init(axis: Axis = .vertical, @ViewBuilder _ content: () -> [UIView] = { [] }) {
        self.init(arrangedSubviews: content())
        self.axis = axis
    }
}
