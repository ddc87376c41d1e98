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
        input: @escaping () -> String? = { Swift.readLine(strippingNewline: true) },
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

    /// Runs one command line.
    func execute(_ rawLine: String) -> Outcome {
        let line = ConsoleLine.removingControlCharacters(rawLine)
        let parsed: ConsoleLine
        do {
            parsed = try ConsoleLine(line)
        } catch {
            return Outcome(text: "Cannot read that line: \(error.hint).")
        }
        guard let word = parsed.command else { return Outcome(text: "") }
        guard let command = Self.commands.first(where: { $0.names.contains(word.lowercased()) }) else {
            return Outcome(text: "Unknown command \"\(word)\". Type `help` for the commands.")
        }
        do {
            return try command.run(self, parsed)
        } catch let error as ConsoleUsageError {
            return Outcome(
                text: "Wrong arguments for \(command.names[0]): \(error.hint).\nusage: \(command.usage)")
        } catch {
            return Outcome(text: "\(error)")
        }
    }

    // MARK: Commands

    /// One console command: its names, its usage line and what it does.
    ///
    /// New commands are added to ``commands``: the interactive transitions of a user's finger
    /// (`swipe back [cancel]`, `drag sheet [cancel]`) belong here once the window offers them.
    struct Command {
        let names: [String]
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
