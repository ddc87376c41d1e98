import Foundation
import Scenewright

/// Lets a person drive an example from the terminal: prints the screen, then reads commands.
///
/// Commands are case-insensitive (`TAP`, `Back`); identifiers are matched exactly first, then
/// ignoring case when that picks one view. An argument may contain spaces: quote it
/// (`tap "alert.Choose from library"`) or let it run to the end of the line
/// (`tap alert.Choose from library`). Control characters and terminal escape sequences (arrow keys)
/// are dropped from the line. End of input (Ctrl-D) ends the session on a fresh line.
///
/// The user's gestures can be let go halfway: `swipe back cancel` and `drag sheet cancel` begin the
/// gesture, move it halfway and cancel it, then say whether the screen is as it was — or show it,
/// when the app changed something on the way (say, it stopped its work in `viewWillDisappear`).
///
/// The console reads from an input source and writes to an output sink, so tests can script it.
@MainActor final class InteractiveConsole {
    let driver: UIDriver
    private let readLine: () -> String?
    private let write: (String) -> Void

    /// A console on standard input and output, or on the given source and sink.
    /// - Parameters:
    ///   - driver: Drives the example's window.
    ///   - input: Returns the next line without its newline, or `nil` at the end of input.
    ///   - output: Writes text as it is (the console adds the newlines).
    init(
        driver: UIDriver,
        input: @escaping () -> String? = { InteractiveConsole.readLine { getchar() } },
        output: @escaping (String) -> Void = { text in
            print(text, terminator: "")
            fflush(nil)
        }
    ) {
        self.driver = driver
        self.readLine = input
        self.write = output
    }

    /// Prints the screen, then runs commands until `quit` or the end of input.
    func run() {
        write(driver.screen + "\n\nType `help` for the commands.\n")
        while true {
            write("> ")
            guard let line = readLine() else {
                write("\n")
                return
            }
            let outcome = execute(line)
            if !outcome.text.isEmpty { write(outcome.text + "\n") }
            if outcome.quits { return }
        }
    }

    /// What one command line printed, and whether the session ends.
    struct Outcome: Equatable {
        var text: String
        var quits = false
    }

    /// The longest line the console reads, in bytes; a longer one is refused whole.
    static let maxLineBytes = 4096

    /// Reads one line from `nextByte` (a `getchar`: a byte, or `EOF`), without its newline: a line of
    /// any length is read in constant memory — past ``maxLineBytes`` the rest is read and dropped,
    /// and the line comes back one byte longer than the limit, which ``execute(_:)`` refuses. Invalid
    /// UTF-8 is repaired; NUL bytes are kept for ``execute(_:)`` to drop.
    /// - Returns: The line, or `nil` at the end of input with nothing read.
    static func readLine(_ nextByte: () -> Int32) -> String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(128)
        var readAnything = false
        while true {
            let next = nextByte()
            if next == EOF {
                guard readAnything else { return nil }
                break
            }
            readAnything = true
            if next == 0x0A { break }
            if bytes.count <= maxLineBytes { bytes.append(UInt8(truncatingIfNeeded: next)) }
        }
        if bytes.last == 0x0D { bytes.removeLast() }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Runs one command line.
    func execute(_ rawLine: String) -> Outcome {
        guard rawLine.utf8.count <= Self.maxLineBytes else {
            return Outcome(
                text:
                    "That line is longer than \(Self.maxLineBytes) bytes, so nothing was done. Commands are "
                    + "short: type `help` for them.")
        }
        let line = ConsoleLine.removingControlCharacters(rawLine)
        let parsed: ConsoleLine
        do {
            parsed = try ConsoleLine(line)
        } catch {
            return Outcome(text: "Cannot read that line: \(error.hint).")
        }
        guard let word = parsed.command else { return Outcome(text: "") }
        let named = Self.commands.filter { $0.names.contains(word.lowercased()) }
        guard let first = named.first else {
            return Outcome(text: "Unknown command \"\(word)\". Type `help` for the commands.")
        }
        let second = parsed.word(at: 1)?.lowercased()
        guard let command = named.first(where: { $0.subcommand == nil || $0.subcommand == second }) else {
            let expected = named.compactMap(\.subcommand).map { "`\($0)`" }.joined(separator: " or ")
            return Self.usage(of: named, name: first.names[0], hint: "\(expected) must follow")
        }
        do {
            return try command.run(self, parsed)
        } catch let error as ConsoleUsageError {
            return Self.usage(of: named, name: command.names[0], hint: error.hint)
        } catch {
            return Outcome(text: "\(error)")
        }
    }

    /// "Wrong arguments", with the usage of every command of that name.
    private static func usage(of commands: [Command], name: String, hint: String) -> Outcome {
        let usages = commands.map { "usage: \($0.usage)" }.joined(separator: "\n")
        return Outcome(text: "Wrong arguments for \(name): \(hint).\n\(usages)")
    }

    // MARK: Commands

    /// One console command: its names, the word that must follow it (`swipe back`), its usage line
    /// and what it does.
    ///
    /// New commands are added to ``commands``. Commands that share a name are told apart by their
    /// ``subcommand``; one without a subcommand, listed last, takes the rest.
    struct Command {
        let names: [String]
        var subcommand: String?
        let usage: String
        let summary: String
        let run: @MainActor (InteractiveConsole, ConsoleLine) throws -> Outcome
    }

    static let commands: [Command] = [
        Command(
            names: ["tap"], usage: "tap <identifier>",
            summary: "tap a button, table row, tab item or alert action (spaces allowed)"
        ) { console, line in
            let identifier = try line.restOfLine(from: 1)
            return try console.act("tap \(identifier)") { try console.tap(identifier) }
        },
        Command(names: ["back"], usage: "back", summary: "tap the navigation bar's back button") {
            console, line in
            try line.expectArguments(0)
            return try console.act("back") { try console.driver.back() }
        },
        Command(
            names: ["type"], usage: "type <identifier> <text>",
            summary: "type text into a text field (quote an identifier with spaces)"
        ) { console, line in
            let identifier = try line.argument(1)
            let text = try line.restOfLine(from: 2)
            return try console.act("typing") {
                try console.driver.type(text, into: console.resolve(identifier))
            }
        },
        Command(names: ["clear"], usage: "clear <identifier>", summary: "empty a text field") {
            console, line in
            let identifier = try line.restOfLine(from: 1)
            return try console.act("clear \(identifier)") { try console.clear(identifier) }
        },
        Command(
            names: ["swipe"], subcommand: "back", usage: "swipe back [cancel]",
            summary: "swipe back from the left edge; with cancel, let go halfway"
        ) { console, line in
            let cancelled = try line.cancelFlag(at: 2)
            return try console.gesture("swipe back", cancelled: cancelled) {
                try console.driver.window.beginSwipeBack()
            }
        },
        Command(
            names: ["drag"], subcommand: "sheet", usage: "drag sheet [cancel]",
            summary: "drag the frontmost sheet down; with cancel, let it spring back"
        ) { console, line in
            let cancelled = try line.cancelFlag(at: 2)
            return try console.gesture("drag sheet", cancelled: cancelled) {
                try console.driver.window.beginSheetDrag()
            }
        },
        Command(
            names: ["finish"], subcommand: "transition", usage: "finish transition",
            summary: "complete the custom transition an animator holds open"
        ) { console, line in
            try line.expectArguments(1)
            return try console.act("finish transition") {
                try console.driver.endOpenTransition(cancel: false)
            }
        },
        Command(
            names: ["cancel"], subcommand: "transition", usage: "cancel transition",
            summary: "cancel it: everything goes back where it was"
        ) { console, line in
            try line.expectArguments(1)
            return try console.act("cancel transition") { try console.driver.endOpenTransition(cancel: true) }
        },
        Command(names: ["swipe"], usage: "swipe", summary: "swipe the frontmost sheet down to dismiss it") {
            console, line in
            try line.expectArguments(0)
            var refused = false
            let outcome = try console.act("swipe") { refused = try !console.driver.swipeDownSheet() }
            guard refused else { return outcome }
            return Outcome(text: "The sheet stayed: it is modal in presentation, or its delegate refused.")
        },
        Command(names: ["tree", "screen"], usage: "tree", summary: "print the screen again") {
            console, line in
            try line.expectArguments(0)
            return Outcome(text: console.driver.screen)
        },
        Command(names: ["help", "?"], usage: "help", summary: "show this list") { _, _ in
            Outcome(text: InteractiveConsole.help)
        },
        Command(names: ["quit", "exit"], usage: "quit", summary: "leave (Ctrl-D too)") { _, _ in
            Outcome(text: "Bye.", quits: true)
        },
    ]

    /// The commands, one a line.
    static var help: String { "Commands (any case):\n" + commandList }

    /// One line per command: its usage, then what it does.
    static var commandList: String {
        let width = commands.map(\.usage.count).max() ?? 0
        return commands.map {
            "  " + $0.usage.padding(toLength: width + 3, withPad: " ", startingAt: 0) + $0.summary
        }
        .joined(separator: "\n")
    }

    /// Runs a user action; prints the screen after it, or says that nothing changed.
    private func act(_ what: String, _ action: () throws -> Void) throws -> Outcome {
        let before = driver.screen
        try action()
        let after = driver.screen
        guard after != before else {
            return Outcome(text: "Nothing changed: \(what) left the screen as it was.")
        }
        return Outcome(text: after)
    }

    /// Runs a user's gesture halfway, then finishes it or lets go. A finished gesture prints the
    /// screen after it; a cancelled one says the screen is as it was, or shows what changed (an app
    /// that stopped something in `viewWillDisappear` and did not restart it).
    private func gesture(
        _ what: String, cancelled: Bool, begin: () throws -> InteractiveTransition
    ) throws -> Outcome {
        guard cancelled else {
            return try act(what) {
                let gesture = try begin()
                gesture.update(0.5)
                gesture.finish()
            }
        }
        let before = driver.screen
        let gesture = try begin()
        gesture.update(0.5)
        gesture.cancel()
        let after = driver.screen
        let capitalized = what.prefix(1).uppercased() + what.dropFirst()
        guard after != before else {
            return Outcome(text: "\(capitalized) cancelled: the screen is as it was.")
        }
        return Outcome(text: "\(capitalized) cancelled, but the screen changed:\n\(after)")
    }

    private func tap(_ identifier: String) throws {
        try driver.tap(resolve(identifier))
    }

    /// `identifier` when something on screen has it, else the one tappable or field identifier that
    /// matches it ignoring case.
    private func resolve(_ identifier: String) -> String {
        guard driver.window.find(identifier: identifier) == nil else { return identifier }
        var candidates = driver.window.tappableIdentifiers()
        if let front = frontmostView { candidates += Self.fieldIdentifiers(in: front) }
        let matches = Set(candidates.filter { $0.lowercased() == identifier.lowercased() })
        return matches.count == 1 ? matches.first ?? identifier : identifier
    }

    private func clear(_ identifier: String) throws {
        let resolved = resolve(identifier)
        guard let view = driver.window.find(identifier: resolved), let front = frontmostView,
            view.isDescendant(of: front)
        else {
            throw UIDriverError.noView(identifier: identifier)
        }
        guard let field = view as? TextField else {
            throw UIDriverError.notATextField(identifier: identifier, kind: view.renderKind)
        }
        field.text = ""
        field.onChange?("")
    }

    /// The root view of the frontmost presentation, the only one a user can touch.
    private var frontmostView: View? {
        var front = driver.window.rootViewController
        while let presented = front?.presentedViewController, presented !== front { front = presented }
        return front?.viewIfLoaded
    }

    private static func fieldIdentifiers(in view: View) -> [String] {
        var found: [String] = []
        if view is TextField, let identifier = view.identifier { found.append(identifier) }
        for subview in view.subviews where !subview.isHidden { found += fieldIdentifiers(in: subview) }
        return found
    }
}
