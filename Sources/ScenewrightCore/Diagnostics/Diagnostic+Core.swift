// The core's diagnostic kinds: injection and observation misuse. Every kind is a named constant,
// so a call site never spells a raw name; the container's `duplicateRegistration` sits beside the
// container.

extension Diagnostic.Kind {
    /// A `@WriteOnce` value written a second time (a first write of `nil` counts); the second write
    /// changes nothing.
    ///
    /// ```swift
    /// let diagnostics = captureDiagnostics { model.service = other }
    /// // diagnostics.map(\.kind) == [.writeOnceViolation]
    /// ```
    public static let writeOnceViolation = Self("injection.writeOnce")

    /// An `ObservableProperty` whose observers keep changing it stopped delivering.
    public static let observationFeedbackLoop = Self("observation.feedbackLoop")
}
