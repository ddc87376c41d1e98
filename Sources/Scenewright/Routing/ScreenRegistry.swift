/// What is registered under each ``SceneIdentifier``, in registration order: the one registry behind
/// ``AppManager`` (screens) and ``ModuleRouter`` (modules).
///
/// It words the two routing mistakes the same way for both: a second registration is ignored with
/// a diagnostic (unless replacing), and an unknown identifier is a ``RoutingError`` listing what is
/// registered, with a "did you mean" from ``Suggestions``.
@MainActor struct ScreenRegistry<Entry> {
    /// What an entry is called in messages: "screen" or "module".
    let noun: String
    /// Who keeps the registry, for the duplicate diagnostic: `AppManager`, `ModuleRouter`.
    let owner: String
    private var entries: [SceneIdentifier: Entry] = [:]
    /// The identifiers registered so far, in registration order (a replaced one keeps its place).
    private(set) var order: [SceneIdentifier] = []

    init(noun: String, owner: String) {
        self.noun = noun
        self.owner = owner
    }

    /// Registers `entry` under `identifier`. A second registration is ignored with a
    /// ``UIDiagnostic/Kind/duplicateScene`` diagnostic unless `replacing` is true.
    /// - Returns: Whether `entry` is now registered.
    @discardableResult
    mutating func register(_ identifier: SceneIdentifier, replacing: Bool, _ entry: Entry) -> Bool {
        if entries[identifier] != nil, !replacing {
            Diagnostics.emit(
                Diagnostic(
                    .duplicateScene,
                    "The \(noun) \(identifier) is already registered with \(owner); the second registration "
                        + "was ignored. Pass `replacing: true` to replace it."))
            return false
        }
        if entries[identifier] == nil { order.append(identifier) }
        entries[identifier] = entry
        return true
    }

    /// The entry under `identifier`.
    /// - Throws: ``RoutingError`` (`.unknownIdentifier`) listing the registered identifiers and the
    ///   close ones.
    func entry(for identifier: SceneIdentifier) throws(RoutingError) -> Entry {
        guard let entry = entries[identifier] else { throw unknown(identifier) }
        return entry
    }

    /// Builds what is registered under `identifier` with `build`, which is handed the entry.
    ///
    /// A ``RoutingError`` thrown while building (a screen reading data it was not given) passes as
    /// it is; any other error is wrapped in `.assemblyFailed` with `failure` as the message and the
    /// error as ``RoutingError/underlying``.
    /// - Throws: ``RoutingError``: `.unknownIdentifier` when nothing is registered under
    ///   `identifier`, else as above.
    func build<Built>(
        _ identifier: SceneIdentifier, failure: @autoclosure () -> String, _ build: (Entry) throws -> Built
    ) throws(RoutingError) -> Built {
        let entry = try entry(for: identifier)
        do {
            return try build(entry)
        } catch let error as RoutingError {
            throw error
        } catch {
            throw RoutingError(.assemblyFailed, failure(), underlying: error)
        }
    }

    /// `No screen is registered under "daymap". Registered: "records", "dayMap". Did you mean "dayMap"?`
    func unknown(_ identifier: SceneIdentifier) -> RoutingError {
        let known = order.map(\.description).joined(separator: ", ")
        var message =
            "No \(noun) is registered under \(identifier). Registered: \(known.isEmpty ? "none" : known)."
        let close = Suggestions.closest(to: identifier.rawValue, among: order.map(\.rawValue), limit: 1)
        if let suggestion = close.first { message += " Did you mean \(SceneIdentifier(suggestion))?" }
        return RoutingError(.unknownIdentifier, message)
    }
}

/// How a screen built for a segue or a module navigation is shown from the screen that asked:
/// written once for ``AppManager`` and ``ModuleRouter``.
@MainActor enum ScreenPresentation {
    /// Pushes `controller` when `source` is a navigation controller or lives in one (and
    /// `controller` is not itself a navigation controller, which cannot be pushed); presents it
    /// from `source` otherwise.
    static func show(_ controller: UIViewController, from source: UIViewController, animated: Bool = true) {
        if let navigation = source as? UINavigationController ?? source.navigationController,
            !(controller is UINavigationController)
        {
            navigation.pushViewController(controller, animated: animated)
        } else {
            source.present(controller, animated: animated)
        }
    }
}
