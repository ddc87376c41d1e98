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
    @preconcurrency @MainActor public static func buildExpression(_ view: View) -> [View] { [view] }
    /// An optional view: nothing when `nil`.
    @preconcurrency @MainActor public static func buildExpression(_ view: View?) -> [View] {
        view.map { [$0] } ?? []
    }
    /// An array of views.
    @preconcurrency @MainActor public static func buildExpression(_ views: [View]) -> [View] { views }
    /// Joins the statements of a block.
    @preconcurrency @MainActor public static func buildBlock(_ parts: [View]...) -> [View] {
        parts.flatMap { $0 }
    }
    /// An `if` without `else`.
    @preconcurrency @MainActor public static func buildOptional(_ part: [View]?) -> [View] { part ?? [] }
    /// The `if` branch of an `if`/`else`.
    @preconcurrency @MainActor public static func buildEither(first part: [View]) -> [View] { part }
    /// The `else` branch of an `if`/`else`.
    @preconcurrency @MainActor public static func buildEither(second part: [View]) -> [View] { part }
    /// A `for`-`in` loop.
    @preconcurrency @MainActor public static func buildArray(_ parts: [[View]]) -> [View] {
        parts.flatMap { $0 }
    }
    /// An `#available` block.
    @preconcurrency @MainActor public static func buildLimitedAvailability(_ part: [View]) -> [View] { part }
}
