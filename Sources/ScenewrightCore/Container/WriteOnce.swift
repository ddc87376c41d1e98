/// A property that takes its value once — write-once, read-many (WORN) injection — and rejects a
/// second write with a diagnostic, keeping the first value.
///
/// Use it for dependencies set after creation: by a container's `injecting:` closure, a VIPER
/// module, or a scene's `connect`. Keep the property `private(set)` or `private` so that only the
/// owner reads what was injected.
///
/// ```swift
/// final class CitiesInteractor {
///     @WriteOnce private(set) var store: CityStore?
/// }
/// container.register(CitiesInteractor.self) { _ in CitiesInteractor() } injecting: { r, interactor in
///     interactor.store = try r.resolve(CityStore.self)
/// }
/// interactor.store = otherStore   // rejected: diagnostic `injection.writeOnce`, the first value stays
/// ```
@propertyWrapper
public struct WriteOnce<Value> {
    private var storage: Value?
    /// Whether the first write happened: a write of `nil` counts too.
    private var written = false
    private let declaration: String

    /// An empty write-once property.
    /// - Parameters:
    ///   - file: Where the property is declared, for the diagnostic; leave the default.
    ///   - line: The line of the declaration; leave the default.
    public init(file: StaticString = #fileID, line: UInt = #line) {
        storage = nil
        declaration = "\(file):\(line)"
    }

    /// The value, once written; `nil` before. The first write counts even when it writes `nil`. A
    /// second write, even of nil, is rejected with a `Diagnostic.Kind.writeOnceViolation`
    /// diagnostic and changes nothing.
    public var wrappedValue: Value? {
        get { storage }
        set {
            guard !written else {
                Diagnostics.emit(
                    Diagnostic(
                        .writeOnceViolation,
                        "A second write to the write-once \(Value.self) property declared at \(declaration) "
                            + "was rejected; it keeps its first value. Fix: inject it once, when the owner is "
                            + "assembled, or use a plain property if it must change."))
                return
            }
            storage = newValue
            written = true
        }
    }
}

extension WriteOnce: Sendable where Value: Sendable {}
