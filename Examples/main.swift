import Foundation
import Scenewright

MainActor.assumeIsolated {
    let examples = [
        ExampleEntry(StageTour.self),
        ExampleEntry(CityGuide.self),
        ExampleEntry(ImperioTutorial.self),
        ExampleEntry(CoordinatorShop.self),
        ExampleEntry(LocationTracker.self),
        ExampleEntry(ViperCities.self),
        ExampleEntry(CityFacts.self),
        ExampleEntry(UIKitNotes.self),
    ]
    let command = ExamplesCommand(arguments: Array(CommandLine.arguments.dropFirst()), examples: examples)
    exit(command.run())
}
