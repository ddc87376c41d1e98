import Foundation
import Scenewright

/// `swift run Examples [name] [--interactive] [--list]`.
@MainActor struct ExamplesCommand {
    let arguments: [String]
    let examples: [ExampleEntry]

    func run() -> Int32 {
        let interactive = arguments.contains("--interactive")
        let names = arguments.filter { !$0.hasPrefix("--") }
        if arguments.contains("--list") || arguments.contains("--help") {
            printUsage()
            return 0
        }
        let chosen: [ExampleEntry]
        if names.isEmpty {
            chosen = examples
        } else {
            var found: [ExampleEntry] = []
            for name in names {
                guard let example = examples.first(where: { $0.name == name }) else {
                    printError(
                        "Unknown example \"\(name)\". Known examples: \(examples.map(\.name).joined(separator: ", "))."
                    )
                    return 2
                }
                found.append(example)
            }
            chosen = found
        }
        if interactive {
            guard chosen.count == 1, let example = chosen.first else {
                printError(
                    "--interactive drives one example: name it, e.g. `swift run Examples city-guide --interactive`."
                )
                return 2
            }
            let console = InteractiveConsole(driver: UIDriver(window: example.launch()))
            console.run()
            example.finish()
            return 0
        }
        for example in chosen {
            print("═══ \(example.name): \(example.summary)\n")
            let stage = Stage(window: example.launch())
            defer { example.finish() }
            do {
                try example.play(stage)
            } catch {
                printError("Example \(example.name) failed at step \(stage.step + 1): \(error)")
                return 1
            }
        }
        return 0
    }

    private func printUsage() {
        print("usage: swift run Examples [name …] [--interactive]\n\nexamples:")
        let width = (examples.map(\.name.count).max() ?? 0) + 2
        for example in examples {
            print("  \(example.name.padding(toLength: width, withPad: " ", startingAt: 0))\(example.summary)")
        }
    }
}

func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}
