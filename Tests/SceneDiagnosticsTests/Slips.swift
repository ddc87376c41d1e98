import Testing

/// One mistake a newcomer makes inside a scene's closures, and the message the compiler gives for it.
enum Slip: String, CaseIterable, CustomTestStringConvertible {
    case typo = "a typo (clock.format)"
    case swappedParameters = "two closure parameters named the wrong way round"
    case wrongDependency = "the wrong dependency assigned"
    case viewReturnsString = "a view closure returning a String"

    var testDescription: String { rawValue }

    private static let names = [
        "Clock", "Store", "Logger", "Model", "Api", "Cache", "Router", "Theme", "Prefs", "Auth", "Feed",
        "Meter",
    ]

    /// The compiler's message, as plain code and the scene both give it.
    func expected(dependencies count: Int) -> String {
        let last = Self.names[count - 1]
        switch self {
        case .typo: return "value of type 'Clock' has no member 'format'"
        case .swappedParameters:
            return count == 1
                ? "value of type 'Clock' has no member 'clock'"
                : "cannot assign value of type '\(last)' to type 'Clock'"
        case .wrongDependency: return "cannot assign value of type '\(last)' to type 'String'"
        case .viewReturnsString: return "cannot convert"
        }
    }

    /// The slip inside a scene whose types are named (`plain == false`), or the same code written as
    /// plain functions.
    func source(dependencies count: Int, plain: Bool) -> String {
        let types = ["Screen"] + Self.names.prefix(count)
        let dependencies = Array(types.dropFirst())
        let names = dependencies.map { $0.lowercased() }
        var parameters = ["vc"] + names
        var connect = names.map { "vc.\($0) = \($0)" } + ["\(names[count - 1]).screen = vc"]
        var view = [
            "let label = Label(clock.name)", "label.identifier = \(names[count - 1]).name", "return label",
        ]
        switch self {
        case .typo: connect.append("vc.title = clock.format")
        case .swappedParameters: parameters.swapAt(count == 1 ? 0 : 1, count == 1 ? 1 : count)
        case .wrongDependency: connect.append("vc.title = \(names[count - 1])")
        case .viewReturnsString: view = ["let label = Label(clock.name)", "return label.text"]
        }
        var lines = ["import Scenewright", ""]
        lines += dependencies.map {
            "@MainActor final class \($0) { var name = \"\($0)\"; weak var screen: Screen? }"
        }
        let slots = zip(names, dependencies).map { "var \($0): \($1)?" }.joined(separator: "; ")
        lines.append("@MainActor final class Screen: ViewController { \(slots) }")
        if plain {
            let typed = zip(parameters, types).map { "_ \($0): \($1)" }.joined(separator: ", ")
            let arguments = (["vc"] + names).joined(separator: ", ")
            lines += ["@MainActor func connect(\(typed)) {"] + connect.map { "    " + $0 } + ["}"]
            lines += ["@MainActor func view(\(typed)) -> View {"] + view.map { "    " + $0 } + ["}"]
            lines += ["@MainActor func make() -> Screen {", "    let vc = Screen()"]
            lines += zip(names, dependencies).map { "    let \($0) = \($1)()" }
            lines += ["    connect(\(arguments))", "    _ = view(\(arguments))", "    return vc", "}"]
        } else {
            let list = parameters.joined(separator: ", ")
            lines += ["@MainActor func make() -> Screen {", "    Scene(Screen.self) { Screen() }"]
            lines += dependencies.map { "        .with(\($0).self) { \($0)() }" }
            lines += ["        .instantiate(connect: { \(list) in"] + connect.map { "            " + $0 }
            lines +=
                ["        }, view: { \(list) in"] + view.map { "            " + $0 } + ["        })", "}"]
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
