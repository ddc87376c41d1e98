import Foundation
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
            (
                "swipe left",
                "Wrong arguments for swipe: it takes no arguments.\nusage: swipe back [cancel]\nusage: swipe"
            ),
            (
                "swipe back now",
                "Wrong arguments for swipe: only `cancel` may follow.\nusage: swipe back [cancel]\nusage: swipe"
            ),
            ("drag", "Wrong arguments for drag: `sheet` must follow.\nusage: drag sheet [cancel]"),
            (
                "drag sheet cancel twice",
                "Wrong arguments for drag: only `cancel` may follow.\nusage: drag sheet [cancel]"
            ),
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
        #expect(field.text?.isEmpty == true)
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

    @Test("swipe back pops the screen; swipe back cancel leaves it, and says the screen is as it was")
    func swipeBack() {
        let window = CityGuide.launch(log: GuideLog())
        let output = session(window, ["tap cities.row.0", "swipe back cancel", "Swipe Back CANCEL"])
        #expect(
            output.components(separatedBy: "> Swipe back cancelled: the screen is as it was.\n").count == 3,
            "\(output)")
        #expect(window.render().contains("Button #back"))
        _ = session(window, ["swipe back"])
        #expect(!window.render().contains("Button #back"))
        #expect(window.render().contains("#cities.row.0"))
    }

    @Test("drag sheet dismisses the sheet; drag sheet cancel lets it spring back")
    func dragSheet() {
        let window = ImperioTutorial.launch()
        let output = session(
            window,
            ["tap next", "tap next", "tap addPhoto", "tap alert.Choose from library", "drag sheet cancel"])
        #expect(output.hasSuffix("> Drag sheet cancelled: the screen is as it was.\n> \n"), "\(output)")
        #expect(window.render().contains("PhotoGridViewController (pageSheet)"))
        let finished = session(window, ["drag sheet"])
        #expect(!window.render().contains("PhotoGridViewController (pageSheet)"))
        #expect(finished.hasSuffix(window.render() + "\n> \n"))
        ImperioTutorial.finish()
    }

    @Test("a gesture with nothing to move says why, and changes nothing")
    func gesturesWithNothingThere() {
        let window = StageTour.launch()
        let before = window.render()
        let console = InteractiveConsole(driver: UIDriver(window: window), input: { nil }, output: { _ in })
        #expect(console.execute("swipe back").text.hasPrefix("There is nothing to swipe back: "))
        #expect(console.execute("swipe back cancel").text.hasPrefix("There is nothing to swipe back: "))
        #expect(
            console.execute("drag sheet").text == "There is no sheet to swipe down: nothing is presented.")
        #expect(window.render() == before)
    }

    @Test("a cancelled swipe back that changes the screen shows what changed: the classic bug")
    func cancelledSwipeShowsTheBug() {
        let window = Window()
        let home = ViewController()
        home.title = "Home"
        let navigation = NavigationController(rootViewController: home)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        navigation.pushViewController(StopsOnDisappear(), animated: false)
        let output = session(window, ["swipe back cancel"])
        #expect(output.contains("> Swipe back cancelled, but the screen changed:\n"), "\(output)")
        #expect(output.contains("\"Updates stopped\""))
    }

    @Test("hostile input: a huge line, NUL bytes and unmatched quotes are answered, never crash")
    func hostile() {
        let console = InteractiveConsole(
            driver: UIDriver(window: StageTour.launch()), input: { nil }, output: { _ in })
        #expect(
            console.execute("tap " + String(repeating: "x", count: 100_000)).text.hasPrefix(
                "That line is longer than 4096 bytes, so nothing was done."))
        #expect(
            console.execute("tap " + String(repeating: "x", count: 4000)).text.hasPrefix("Nothing tappable"))
        #expect(console.execute("tap '").text.hasPrefix("Cannot read that line"))
        #expect(console.execute("type \"\" \"\"").text.hasPrefix("Wrong arguments for type"))
    }
}

@MainActor
@Suite("The console's line reader")
struct ConsoleLineReaderTests {
    /// A `getchar` over `bytes`, counting how many it handed out.
    final class Bytes {
        var bytes: [UInt8]
        var position = 0
        init(_ bytes: [UInt8]) { self.bytes = bytes }
        func next() -> Int32 {
            guard position < bytes.count else { return EOF }
            defer { position += 1 }
            return Int32(bytes[position])
        }
    }

    @Test("a 10 MB line without a newline is read in bounded memory, refused, and end of input follows")
    func hugeLine() {
        let input = Bytes(Array("tap ".utf8) + Array(repeating: UInt8(ascii: "x"), count: 10_000_000))
        let line = InteractiveConsole.readLine(input.next)
        #expect(line?.utf8.count == InteractiveConsole.maxLineBytes + 1)
        #expect(input.position == input.bytes.count, "the whole line was consumed")
        #expect(InteractiveConsole.readLine(input.next) == nil)
        let console = InteractiveConsole(
            driver: UIDriver(window: StageTour.launch()), input: { nil }, output: { _ in })
        #expect(console.execute(line ?? "").text.hasPrefix("That line is longer than 4096 bytes"))
    }

    @Test("NUL bytes, invalid UTF-8, CRLF and a last line without a newline are read, never hang")
    func hostileBytes() {
        let input = Bytes([0x74, 0x00, 0x61, 0x70, 0x0D, 0x0A, 0xFF, 0xFE, 0x0A, 0x0A] + Array("quit".utf8))
        #expect(InteractiveConsole.readLine(input.next) == "t\u{0}ap")
        #expect(InteractiveConsole.readLine(input.next) == "\u{FFFD}\u{FFFD}")
        #expect(InteractiveConsole.readLine(input.next) == "")
        #expect(InteractiveConsole.readLine(input.next) == "quit")
        #expect(InteractiveConsole.readLine(input.next) == nil)
        #expect(InteractiveConsole.readLine(input.next) == nil, "end of input stays the end")
    }

    @Test("a session fed only hostile lines answers each and ends at end of input")
    func hostileSession() {
        let input = Bytes(
            [0x00, 0x00, 0x0A] + Array(repeating: 0x41, count: 50_000) + [0x0A, 0x1B, 0x5B, 0x41, 0x0A])
        var output = ""
        let console = InteractiveConsole(
            driver: UIDriver(window: StageTour.launch()), input: { InteractiveConsole.readLine(input.next) },
            output: { output += $0 })
        console.run()
        #expect(output.contains("That line is longer than 4096 bytes"))
        #expect(output.hasSuffix("> \n"), "end of input ends the session on a fresh line")
    }
}

/// Stops its updates in viewWillDisappear and never restarts them.
@MainActor
private final class StopsOnDisappear: ViewController {
    private let status = Label("Updating")

    override func loadView() {
        let root = View()
        root.addSubview(status)
        view = root
    }

    override func viewWillDisappear(_ animated: Bool) { status.text = "Updates stopped" }
}
