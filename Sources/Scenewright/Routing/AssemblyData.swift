/// The values a screen is assembled from, read with types and clear errors, never with `as!`.
///
/// The app manager hands it to ``ManagedViewController/assemble(with:manager:)`` together with the
/// identifier being assembled and the screen's ``Agent``. Reads throw a ``RoutingError`` naming the
/// identifier, the key and both types. A value stored as text (as deep links store them) converts to
/// any `LosslessStringConvertible` type on read.
///
/// ```swift
/// static func assemble(with data: AssemblyData, manager: AppManager) throws -> ViewController {
///     let day = try data.value("day", as: Int.self)
///     let note = try data.optionalValue("note", as: String.self)
///     return DayMapViewController(day: day, note: note, agent: data.agent)
/// }
/// ```
@MainActor public struct AssemblyData {
    /// The identifier being assembled.
    public let identifier: SceneIdentifier
    /// The restricted facade the assembled screen uses to reach the app.
    public let agent: Agent
    /// The raw values, by key.
    public let values: [String: Any]

    init(identifier: SceneIdentifier, values: [String: Any], agent: Agent) {
        self.identifier = identifier
        self.values = values
        self.agent = agent
    }

    /// The value under `key`, as `type`.
    /// - Throws: ``RoutingError`` (`.missingData`, `.wrongDataType`) naming the identifier and key.
    public func value<Value>(_ key: String, as type: Value.Type = Value.self) throws(RoutingError) -> Value {
        try TypedValues(identifier: identifier, values: values).value(key)
    }

    /// The value under `key` as `type`, or `nil` when the key is absent.
    /// - Throws: ``RoutingError`` (`.wrongDataType`) when the key holds a value of another type.
    public func optionalValue<Value>(_ key: String, as type: Value.Type = Value.self) throws(RoutingError)
        -> Value?
    {
        try TypedValues(identifier: identifier, values: values).optionalValue(key)
    }
}

/// Typed reads from untyped values, shared by ``AssemblyData`` and ``ModuleContext``.
struct TypedValues {
    let identifier: SceneIdentifier
    let values: [String: Any]

    func value<Value>(_ key: String) throws(RoutingError) -> Value {
        guard let raw = values[key] else {
            let known = values.keys.sorted().map { "\"\($0)\"" }.joined(separator: ", ")
            throw RoutingError(
                .missingData,
                "Assembling \(identifier) needs \"\(key)\" (\(Value.self)), but the data has "
                    + (known.isEmpty ? "no keys" : "only \(known)")
                    + ". Pass it in `data:` when performing the segue.")
        }
        return try convert(raw, key: key)
    }

    func optionalValue<Value>(_ key: String) throws(RoutingError) -> Value? {
        guard let raw = values[key] else { return nil }
        return try convert(raw, key: key)
    }

    private func convert<Value>(_ raw: Any, key: String) throws(RoutingError) -> Value {
        if let value = raw as? Value { return value }
        if let text = raw as? String, let convertible = Value.self as? any LosslessStringConvertible.Type,
            let converted = convertible.init(text) as? Value
        {
            return converted
        }
        throw RoutingError(
            .wrongDataType,
            "Assembling \(identifier): \"\(key)\" holds \(type(of: raw)) (\(String(reflecting: raw))), "
                + "not \(Value.self). Pass a \(Value.self) under \"\(key)\".")
    }
}
