import ScenewrightTesting
import Testing

@testable import Examples

/// Runs a console on `lines` as its input and returns everything it wrote.
@MainActor
private func session(_ window: Window, _ lines: [String]) -> String {
    var input = lines[...]
    var output = ""
    let console = InteractiveConsole(
        driver: UIDriver(window: window), input: { input.popFirst() }, output: { output += $0 })
    console.run()
    return output
}

@MainActor
@Suite("The interactive console")
struct InteractiveConsoleTests {
    @Test("an alert action whose title has spaces can be tapped, unquoted or quoted")
    func spaces() throws {
        for command in [
            "tap alert.Choose from library", "tap \"alert.Choose from library\"",
            "TAP 'alert.Choose from library'",
        ] {
            let window = ImperioTutorial.launch()
            let output = session(window, ["tap next", "tap next", "tap addPhoto", command])
            #expect(!output.contains("Nothing tappable"), "\(command): \(output)")
            #expect(window.render().contains("PhotoGridViewController (pageSheet)"), "\(command)")
            ImperioTutorial.finish()
        }
    }

    @Test("commands are case-insensitive, identifiers too when that picks one view")
    func caseInsensitive() {
        let window = StageTour.launch()
        let output = session(window, ["TaP MESSAGES.ROW.1", "BACK"])
        #expect(!output.contains("Unknown command"))
        #expect(!output.contains("Nothing tappable"))
        #expect(window.render().contains("Button #back") == false)
    }

    @Test(
        "wrong arguments show the command's usage",
        arguments: [
            ("tap", "Wrong arguments for tap: an argument is missing.\nusage: tap <identifier>"),
            ("back now", "Wrong arguments for back: it takes no arguments.\nusage: back"),
            (
                "type name",
                "Wrong arguments for type: an argument is missing.\nusage: type <identifier> <text>"
            ),
            ("swipe left", "Wrong arguments for swipe: it takes no arguments.\nusage: swipe"),
            ("tap \"alert.Choose", "Cannot read that line: a quote (\") is not closed."),
        ])
    func usage(line: String, expected: String) {
        let console = InteractiveConsole(
            driver: UIDriver(window: StageTour.launch()), input: { nil }, output: { _ in })
        #expect(console.execute(line).text == expected)
    }

    @Test("a text field is typed into, with spaces, and cleared")
    func clearing() throws {
        let window = LocationTracker.launch()
        defer { LocationTracker.finish() }
        let output = session(
            window, ["tap tab.1", "tap add", "type name Morning run", "clear name", "clear name"])
        #expect(output.contains("TextField #name \"Morning run\""))
        #expect(output.contains("TextField #name placeholder: \"Name\""))
        #expect(output.hasSuffix("Nothing changed: clear name left the screen as it was.\n> \n"))
        let field = try #require(window.find(identifier: "name") as? TextField)
        #expect(field.text.isEmpty)
    }

    @Test("clearing something that is not a text field, or not there, says so")
    func clearingWrongThings() {
        let console = InteractiveConsole(
            driver: UIDriver(window: StageTour.launch()), input: { nil }, output: { _ in })
        #expect(console.execute("clear messages.row.0").text.contains("is a Cell, not a TextField"))
        #expect(console.execute("clear nope").text == "Nothing with identifier \"nope\" is on screen.")
    }

    @Test("a tap that changes nothing says so instead of printing the same screen")
    func nothingChanged() {
        let output = session(StageTour.launch(), ["tap tab.0"])
        #expect(output.hasSuffix("> Nothing changed: tap tab.0 left the screen as it was.\n> \n"))
    }

    @Test("control characters and arrow keys are dropped, not echoed as an unknown command")
    func controlCharacters() {
        let console = InteractiveConsole(
            driver: UIDriver(window: StageTour.launch()), input: { nil }, output: { _ in })
        for line in ["\u{1b}[A", "\u{1b}[1;5C", "\u{0}", "\u{7f}\u{7f}", "\u{3}", "\t"] {
            #expect(console.execute(line).text == "", "\(line.unicodeScalars.map(\.value))")
        }
        #expect(!console.execute("\u{1b}[Dtap\tmessages.row.0\u{0}").text.contains("Unknown"))
        #expect(console.execute("jump").text == "Unknown command \"jump\". Type `help` for the commands.")
    }

    @Test("end of input ends the session on a fresh line; quit says goodbye")
    func endOfInput() {
        #expect(session(StageTour.launch(), []).hasSuffix("Type `help` for the commands.\n> \n"))
        #expect(session(StageTour.launch(), ["QUIT", "tap never"]).hasSuffix("> Bye.\n"))
    }

    @Test("help lists every command with its usage")
    func help() {
        let text = InteractiveConsole(
            driver: UIDriver(window: StageTour.launch()), input: { nil }, output: { _ in }
        )
        .execute("Help").text
        for command in InteractiveConsole.commands { #expect(text.contains(command.usage)) }
    }

    @Test("hostile input: a huge line, NUL bytes and unmatched quotes are answered, never crash")
    func hostile() {
        let console = InteractiveConsole(
            driver: UIDriver(window: StageTour.launch()), input: { nil }, output: { _ in })
        #expect(
            console.execute("tap " + String(repeating: "x", count: 100_000)).text.hasPrefix(
                "Nothing tappable"))
        #expect(console.execute("tap '").text.hasPrefix("Cannot read that line"))
        #expect(console.execute("type \"\" \"\"").text.hasPrefix("Wrong arguments for type"))
    }
}
