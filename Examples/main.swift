import Foundation
import Scenewright

MainActor.assumeIsolated {
    let examples = [ExampleEntry(StageTour.self), ExampleEntry(CityGuide.self)]
    let command = ExamplesCommand(arguments: Array(CommandLine.arguments.dropFirst()), examples: examples)
    exit(command.run())
}
