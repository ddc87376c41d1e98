import HeadlessUI
import Testing

/// A screen of buttons without identifiers, as real apps build them.
@MainActor private final class ButtonsScreen: ViewController {
    var tapped: [String] = []
    let row = View()
    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(row)
    }
    @discardableResult
    func add(_ title: String, tag: String? = nil, image: Image? = nil) -> Button {
        let button = Button(title) { [weak self] in self?.tapped.append(tag ?? title) }
        if let image { button.setImage(image, for: .normal) }
        row.addSubview(button)
        return button
    }
}

@MainActor private func show(_ controller: ViewController) -> Window {
    let window = Window()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    _ = controller.view
    return window
}

@MainActor
@Suite("Tapping what has no identifier, by what a user sees")
struct TapAddressTests {
    @Test("buttons with only titles are listed by title and tapped by that address")
    func titles() throws {
        let screen = ButtonsScreen()
        let window = show(screen)
        screen.add("Checkout")
        screen.add("Cancel")
        #expect(window.tappableAddresses() == ["Button \"Checkout\"", "Button \"Cancel\""])
        try window.tap("Button \"Cancel\"")
        #expect(screen.tapped == ["Cancel"])
        #expect(window.tappableIdentifiers().isEmpty)
    }

    @Test("two buttons with the same title get an ordinal, and each address taps its own button")
    func duplicates() throws {
        let screen = ButtonsScreen()
        let window = show(screen)
        screen.add("Add", tag: "first")
        screen.add("Add", tag: "second")
        screen.add("Add", tag: "third")
        #expect(window.tappableAddresses() == ["Button \"Add\"", "Button \"Add\" #2", "Button \"Add\" #3"])
        try window.tap("Button \"Add\" #2")
        try window.tap("Button \"Add\"")
        #expect(screen.tapped == ["second", "first"])
    }

    @Test("a title with NUL, newlines, quotes and backslashes gives a one-line address that taps it")
    func hostileTitle() throws {
        let screen = ButtonsScreen()
        let window = show(screen)
        screen.add("say \"hi\"\n\u{0}\\ ok\r\t\u{2028}", tag: "hostile")
        let addresses = window.tappableAddresses()
        #expect(addresses == ["Button \"say \\\"hi\\\"\\n\\u{0}\\\\ ok\\r\\t\\u{2028}\""])
        #expect(!addresses[0].contains("\n") && !addresses[0].contains("\u{0}"))
        try window.tap(addresses[0])
        #expect(screen.tapped == ["hostile"])
    }

    @Test("a button with an empty title is addressed by its image, one with neither by its place")
    func imageAndPlace() throws {
        let screen = ButtonsScreen()
        let window = show(screen)
        screen.add("", tag: "cart", image: Image(systemName: "cart"))
        screen.add("", tag: "bare")
        #expect(window.tappableAddresses() == ["Button image \"systemName:cart\"", "Button at 2 in View"])
        try window.tap("Button at 2 in View")
        try window.tap("Button image \"systemName:cart\"")
        #expect(screen.tapped == ["bare", "cart"])
    }

    @Test("a disabled button is not offered; tapping its address says it is disabled and runs nothing")
    func disabled() throws {
        let screen = ButtonsScreen()
        let window = show(screen)
        screen.add("Pay").isEnabled = false
        screen.add("Pay", tag: "enabled")
        #expect(window.tappableAddresses() == ["Button \"Pay\" #2"])
        do {
            try window.tap("Button \"Pay\"")
            Issue.record("a disabled button took a tap")
        } catch {
            guard case .disabled = error else {
                Issue.record("expected disabled, got \(error)")
                return
            }
        }
        #expect(screen.tapped.isEmpty)
        try window.tap("Button \"Pay\" #2")
        #expect(screen.tapped == ["enabled"])
    }

    @Test("a hidden button, or one inside a hidden view, is not offered and cannot be tapped")
    func hidden() {
        let screen = ButtonsScreen()
        let window = show(screen)
        screen.add("Secret").isHidden = true
        #expect(window.tappableAddresses().isEmpty)
        #expect(throws: WindowError.self) { try window.tap("Button \"Secret\"") }
        screen.row.isHidden = true
        #expect(window.tappableAddresses().isEmpty)
        #expect(screen.tapped.isEmpty)
    }

    @Test("a button covered by a presentation is not offered; tapping it reports it covered")
    func covered() throws {
        let screen = ButtonsScreen()
        let window = show(screen)
        screen.add("Behind")
        let sheet = ButtonsScreen()
        screen.present(sheet, animated: false)
        sheet.add("Front")
        #expect(window.tappableAddresses() == ["Button \"Front\""])
        do {
            try window.tap("Button \"Behind\"")
            Issue.record("a covered button took a tap")
        } catch {
            guard case .covered = error else {
                Issue.record("expected covered, got \(error)")
                return
            }
        }
        #expect(screen.tapped.isEmpty)
        try window.tap("Button \"Front\"")
        #expect(sheet.tapped == ["Front"])
    }

    @Test("an unknown address is not on screen, and an identified button keeps its identifier")
    func unknownAndIdentified() {
        let screen = ButtonsScreen()
        let window = show(screen)
        screen.add("Save").identifier = "save"
        #expect(window.tappableAddresses() == ["save"])
        #expect(throws: WindowError.self) { try window.tap("Button \"Nope\"") }
    }
}
