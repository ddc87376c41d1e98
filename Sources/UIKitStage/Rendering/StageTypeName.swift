/// How renders and diagnostics name a type: a class of the stage by its short name
/// (`NavigationController` for `UINavigationController`), any other type, an app's subclass
/// included, by its own name.
///
/// Screens and messages read the same whichever vocabulary the code was written in.
@MainActor package enum StageTypeName {
    /// Names already worked out, by type; a type is looked at once.
    private static var cache: [ObjectIdentifier: String] = [:]

    package static func of(_ type: Any.Type) -> String {
        let key = ObjectIdentifier(type)
        if let name = cache[key] { return name }
        let name = String(describing: type)
        let isStageType = String(reflecting: type).hasPrefix("UIKitStage.")
        let short = isStageType && name.hasPrefix("UI") ? String(name.dropFirst(2)) : name
        cache[key] = short
        return short
    }
}
