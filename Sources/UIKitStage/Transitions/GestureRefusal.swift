/// Why a user's gesture could not begin; nothing changed. The headless tools turn it into the
/// error their caller sees.
package struct GestureRefusal: Error {
    /// What was wrong, naming the objects involved.
    package let reason: String

    init(_ reason: String) { self.reason = reason }
}
