/// One console line split into words: quoted words (`"…"` or `'…'`) keep their spaces, and a
/// command can also take the rest of the line as one argument.
struct ConsoleLine {
    /// One word and where it starts in the line.
    private struct Word {
        let text: String
        let start: String.Index
        let isQuoted: Bool
    }

    private let line: String
    private let words: [Word]

    /// The command word, or `nil` for a blank line.
    var command: String? { words.first?.text }

    /// Splits `line` into words.
    /// - Throws: ``ConsoleUsageError`` for a quote that is never closed.
    init(_ line: String) throws(ConsoleUsageError) {
        self.line = line
        var words: [Word] = []
        var index = line.startIndex
        while index < line.endIndex {
            let character = line[index]
            if character == " " {
                index = line.index(after: index)
                continue
            }
            if character == "\"" || character == "'" {
                let contentStart = line.index(after: index)
                guard let close = line[contentStart...].firstIndex(of: character) else {
                    throw ConsoleUsageError(hint: "a quote (\(character)) is not closed")
                }
                words.append(Word(text: String(line[contentStart..<close]), start: index, isQuoted: true))
                index = line.index(after: close)
            } else {
                let end = line[index...].firstIndex(of: " ") ?? line.endIndex
                words.append(Word(text: String(line[index..<end]), start: index, isQuoted: false))
                index = end
            }
        }
        self.words = words
    }

    /// The word at `position` (0 is the command).
    /// - Throws: ``ConsoleUsageError`` when it is missing.
    func argument(_ position: Int) throws(ConsoleUsageError) -> String {
        guard words.indices.contains(position), !words[position].text.isEmpty else {
            throw ConsoleUsageError(hint: "an argument is missing")
        }
        return words[position].text
    }

    /// Everything from the word at `position` to the end of the line: the word itself when it is
    /// the last and quoted, else the line as typed (spaces kept, trailing spaces dropped).
    /// - Throws: ``ConsoleUsageError`` when there is nothing there.
    func restOfLine(from position: Int) throws(ConsoleUsageError) -> String {
        guard words.indices.contains(position) else {
            throw ConsoleUsageError(hint: "an argument is missing")
        }
        if position == words.count - 1 { return try argument(position) }
        var rest = line[words[position].start...]
        while rest.last == " " { rest = rest.dropLast() }
        return String(rest)
    }

    /// The word at `position` (0 is the command), or `nil` when the line is shorter.
    func word(at position: Int) -> String? {
        words.indices.contains(position) ? words[position].text : nil
    }

    /// Whether the line ends with `cancel` at `position` (any case); nothing there means `false`.
    /// - Throws: ``ConsoleUsageError`` when something else is there.
    func cancelFlag(at position: Int) throws(ConsoleUsageError) -> Bool {
        if words.count == position { return false }
        guard words.count == position + 1, words[position].text.lowercased() == "cancel" else {
            throw ConsoleUsageError(hint: "only `cancel` may follow")
        }
        return true
    }

    /// Checks that the command has exactly `count` arguments.
    /// - Throws: ``ConsoleUsageError`` otherwise.
    func expectArguments(_ count: Int) throws(ConsoleUsageError) {
        guard words.count - 1 == count else {
            throw ConsoleUsageError(
                hint: count == 0 ? "it takes no arguments" : "it takes \(count) argument(s)")
        }
    }

    /// `line` without control characters: terminal escape sequences (arrow keys: ESC [ A) are
    /// dropped whole, a tab becomes a space, and other control characters (NUL, Ctrl-letters, DEL)
    /// are dropped.
    static func removingControlCharacters(_ line: String) -> String {
        var output = ""
        var scalars = line.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            switch scalar.value {
            case 0x1B:
                // ESC [ parameters… final byte (0x40–0x7E), or ESC and one character.
                guard let next = scalars.next() else { break }
                if next == "[" {
                    while let byte = scalars.next(), !(0x40...0x7E).contains(byte.value) {}
                }
            case 0x09: output.append(" ")
            case 0x00..<0x20, 0x7F, 0x80..<0xA0: break
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output
    }
}

/// A command got the wrong arguments; the console prints its usage with ``hint``.
struct ConsoleUsageError: Error, CustomStringConvertible {
    let hint: String
    var description: String { hint }
}
