// Scenewright benchmarks: release build, one process, printed side by side with their floors.
// swift run -c release --package-path Benchmarks [container|signals|records|stage|scene|cycle|render|stack]
let selected = Set(CommandLine.arguments.dropFirst())
let stageGroups: Set<String> = ["scene", "cycle", "render", "stack"]
func wants(_ group: String) -> Bool {
    selected.isEmpty || selected.contains(group) || (selected.contains("stage") && stageGroups.contains(group))
}

MainActor.assumeIsolated {
    var report = Report()
    print("case".padding(toLength: 58, withPad: " ", startingAt: 0) + pad("time/op", 14) + pad("heap/op", 14))
    if wants("container") { containerBenchmarks(&report) }
    if wants("signals") { signalBenchmarks(&report) }
    if wants("records") { recordBenchmarks(&report) }
    if wants("stage") || !stageGroups.isDisjoint(with: selected) { stageBenchmarks(&report) }
}
