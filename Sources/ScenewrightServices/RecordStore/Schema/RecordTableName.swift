/// The table names a ``Record`` type gets when it declares none.
///
/// The default is the type's name with the types it is nested in, `"Inbox.Message"`, so that two
/// record types of one name nested in different types never share a table. The module is left out,
/// so moving a type between modules keeps its table, and so are the contexts Swift cannot name
/// stably (a type declared inside a function, or `private` at file scope, whose reflected name holds
/// an address): such a type is named from the type it is nested in onwards.
///
/// Earlier versions used the unqualified name (`"Message"`) for every type; ``legacy(_:)`` gives it,
/// so that a file written then stays readable (see `SQLiteConnection.adoptLegacyTable`).
enum RecordTableName {
    /// `"Inbox.Message"` for `Inbox.Message`, `"City"` for a type nested in nothing.
    static func qualified(_ type: Any.Type) -> String {
        let enclosing = components(of: String(reflecting: type)).dropFirst().dropLast()
            .filter { !$0.hasPrefix("(") }
        return (enclosing + [legacy(type)]).joined(separator: ".")
    }

    /// `"Message"`: the name alone, as earlier versions named every record type's table.
    static func legacy(_ type: Any.Type) -> String { String(describing: type) }

    /// `reflected` cut at the dots that separate its components, not those inside generic
    /// arguments or parenthesised contexts: `M.(unknown context at $1).A<Swift.Int>.B` gives `M`,
    /// `(unknown context at $1)`, `A<Swift.Int>`, `B`.
    static func components(of reflected: String) -> [String] {
        var parts: [String] = []
        var current = ""
        var depth = 0
        for character in reflected {
            switch character {
            case "<", "(", "[": depth += 1
            case ">", ")", "]": depth = max(0, depth - 1)
            case "." where depth == 0:
                parts.append(current)
                current = ""
                continue
            default: break
            }
            current.append(character)
        }
        parts.append(current)
        return parts
    }
}
