import Scenewright

/// Lets a person drive an example from the terminal: prints the screen, then reads commands.
@MainActor struct InteractiveConsole {
    let driver: UIDriver

    func run() {
        print(driver.screen)
        print("\nType `help` for the commands.")
        while true {
            print("> ", terminator: "")
            guard let line = readLine() else { return }
            let outcome = driver.execute(line)
            if !outcome.text.isEmpty { print(outcome.text) }
            if outcome.quits { return }
        }
    }
}
