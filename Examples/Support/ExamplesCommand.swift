import Foundation
import Scenewright

/// `swift run Examples [name …] [--interactive] [--explore [--depth N] [--map FILE.html] [--stats]]
/// [--explore-all] [--list]`.
@MainActor struct ExamplesCommand {
    let arguments: [String]
    let examples: [ExampleEntry]

    /// The command line, read.
    struct Options {
        var names: [String] = []
        var interactive = false
        var explore = false
        var exploreAll = false
        var help = false
        var stats = false
        var depth = 6
        var repeats = 1
        var mapPath: String?
    }

    /// Why the command line could not be read.
    struct UsageError: Error {
        let message: String
    }

    static let usage = """
        usage: swift run Examples [name …]                      play the scripted walks
               swift run Examples <name> --interactive          drive one example from the terminal
               swift run Examples <name> --explore [--depth N] [--map FILE.html] [--stats [--repeat N]]
                                                                explore every path, print the violations
               swift run Examples --explore-all [--depth N]     explore every example, one line each
               swift run Examples --list                        list the examples
        """

    static func parse(_ arguments: [String]) throws(UsageError) -> Options {
        var options = Options()
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--interactive": options.interactive = true
            case "--explore": options.explore = true
            case "--explore-all": options.exploreAll = true
            case "--stats": options.stats = true
            case "--list", "--help", "-h": options.help = true
            case "--depth":
                guard let value = remaining.popFirst(), let depth = Int(value), depth >= 0 else {
                    throw UsageError(message: "--depth needs a whole number of actions, e.g. --depth 4.")
                }
                options.depth = depth
            case "--repeat":
                guard let value = remaining.popFirst(), let repeats = Int(value), repeats >= 1 else {
                    throw UsageError(message: "--repeat needs a count of at least 1, e.g. --repeat 50.")
                }
                options.repeats = repeats
            case "--map":
                guard let path = remaining.popFirst(), !path.hasPrefix("--") else {
                    throw UsageError(message: "--map needs a file to write, e.g. --map /tmp/map.html.")
                }
                options.mapPath = path
            default:
                guard !argument.hasPrefix("-") else {
                    throw UsageError(message: "Unknown option \(argument).")
                }
                options.names.append(argument)
            }
        }
        return options
    }

    func run() -> Int32 {
        let options: Options
        do {
            options = try Self.parse(arguments)
        } catch {
            printError("\(error.message)\n\n\(Self.usage)")
            return 2
        }
        if options.help {
            printUsage()
            return 0
        }
        var chosen: [ExampleEntry] = []
        for name in options.names {
            guard let example = examples.first(where: { $0.name == name }) else {
                printError(
                    "Unknown example \"\(name)\". Known examples: \(examples.map(\.name).joined(separator: ", "))."
                )
                return 2
            }
            chosen.append(example)
        }
        var explore = ExploreCommand(
            depth: options.depth, mapPath: options.mapPath, showsStats: options.stats)
        explore.repeats = options.repeats
        if options.exploreAll {
            return explore.exploreAll(chosen.isEmpty ? examples : chosen)
        }
        if options.explore || options.interactive {
            let flag = options.explore ? "--explore" : "--interactive"
            guard chosen.count == 1, let example = chosen.first else {
                printError(
                    "\(flag) takes one example: name it, e.g. `swift run Examples city-guide \(flag)`.")
                return 2
            }
            if options.explore { return explore.explore(example) }
            let console = InteractiveConsole(driver: UIDriver(window: example.launch()))
            console.run()
            example.finish()
            return 0
        }
        for example in chosen.isEmpty ? examples : chosen {
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
        print(Self.usage)
        print("\n--interactive commands (any case; an argument may contain spaces, or be quoted):")
        print(InteractiveConsole.commandList + "\n\nexamples:")
        let width = (examples.map(\.name.count).max() ?? 0) + 2
        for example in examples {
            print("  \(example.name.padding(toLength: width, withPad: " ", startingAt: 0))\(example.summary)")
        }
    }
}

func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}
