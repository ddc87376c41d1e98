import Foundation
import Scenewright
import ScenewrightTesting

// The scaling group: each operation at three sizes, and how its time grows with the size. The growth
// exponent between two sizes is log(time ratio) / log(size ratio): 1 is linear, 2 quadratic, 0 flat.

/// One operation measured at several sizes.
public struct ScalingCase: Sendable {
    /// What is measured: "`reloadData()`, by rows".
    public let name: String
    /// What the size counts: "rows", "screens".
    public let sizeUnit: String
    /// The sizes, smallest first.
    public let sizes: [Int]
    /// The exponent the operation should stay under (1 is linear; a per-item operation, 0).
    public let limit: Double
    /// Operations per batch, at every size.
    public let iterations: Int
    /// Builds the state for one size and returns its batch; runs once per size, unmeasured.
    public let prepare: @MainActor @Sendable (Int) -> Batch

    /// A case measuring the batch `prepare` makes at each of `sizes`, `iterations` operations per batch.
    public init(
        _ name: String, sizeUnit: String, sizes: [Int], limit: Double,
        iterations: Int = 1,
        prepare: @escaping @MainActor @Sendable (Int) -> Batch
    ) {
        self.name = name
        self.sizeUnit = sizeUnit
        self.sizes = sizes
        self.limit = limit
        self.iterations = iterations
        self.prepare = prepare
    }

    /// A case whose batch calls the operation `prepare(size)` returns once per iteration.
    public static func loop(
        _ name: String, sizeUnit: String, sizes: [Int], limit: Double,
        iterations: Int = 1,
        prepare: @escaping @MainActor @Sendable (Int) -> @MainActor (Int) -> Void
    ) -> ScalingCase {
        ScalingCase(name, sizeUnit: sizeUnit, sizes: sizes, limit: limit, iterations: iterations) { size in
            let operation = prepare(size)
            return { iterations, meter in
                meter.start()
                for index in 0..<iterations { operation(index) }
                meter.stop()
            }
        }
    }
}

/// The medians of one scaling case: nanoseconds per operation at each size (`nil` where the size was
/// skipped because it would have run past the budget).
public struct ScalingResult: Sendable {
    /// The case.
    public let scalingCase: ScalingCase
    /// Nanoseconds per operation at each size; `nil` when skipped.
    public let nanoseconds: [Double?]
    /// How long the skipped sizes were projected to take, in seconds.
    public let projectedSeconds: [Double?]
    /// Rounds each size ran after its warm-up.
    public let rounds: Int

    /// The growth exponents between consecutive measured sizes.
    public var exponents: [Double?] {
        zip(scalingCase.sizes.indices.dropLast(), scalingCase.sizes.indices.dropFirst()).map { index, next in
            guard let small = nanoseconds[index], let large = nanoseconds[next], small > 0 else { return nil }
            return log(large / small)
                / log(Double(scalingCase.sizes[next]) / Double(scalingCase.sizes[index]))
        }
    }
}

/// Runs the sizes of `scalingCase` in interleaved rounds (small to large, then large to small, …)
/// after one warm-up batch each, and keeps the median per size. A size whose warm-up would run past
/// three times `budget` seconds (projected from the previous size's warm-up with an exponent of 2) is skipped; the rounds
/// shrink so that the case takes about `budget` seconds in all, but never below `minimumRounds`.
@MainActor
public func runScaling(
    _ scalingCase: ScalingCase, rounds maximumRounds: Int, budget: Double, minimumRounds: Int = 3
) -> ScalingResult {
    let sizes = scalingCase.sizes
    var started = 0.0
    var elapsed = 0.0
    let meter = Meter(
        start: { started = threadCPUNanoseconds() }, stop: { elapsed = threadCPUNanoseconds() - started })
    var batches: [Batch?] = []
    var warmups: [Double?] = []
    var projected: [Double?] = []
    for (index, size) in sizes.enumerated() {
        if index > 0, let previous = warmups[index - 1] {
            let ratio = Double(size) / Double(sizes[index - 1])
            let guess = previous * pow(ratio, 2) / 1e9
            if guess > 3 * budget {
                batches.append(nil)
                warmups.append(nil)
                projected.append(guess)
                continue
            }
        } else if index > 0 {
            batches.append(nil)
            warmups.append(nil)
            projected.append(nil)
            continue
        }
        let batch = scalingCase.prepare(size)
        let iterations = scalingCase.iterations
        elapsed = 0
        batch(iterations, meter)
        batches.append(batch)
        warmups.append(elapsed)
        projected.append(nil)
    }
    let roundCost = warmups.compactMap { $0 }.reduce(0, +) / 1e9
    let rounds = max(
        minimumRounds, min(maximumRounds, roundCost > 0 ? Int(budget / roundCost) : maximumRounds))
    var samples = Array(repeating: [Double](), count: sizes.count)
    for round in 0..<rounds {
        let order = round.isMultiple(of: 2) ? Array(sizes.indices) : sizes.indices.reversed()
        for index in order {
            guard let batch = batches[index] else { continue }
            let iterations = scalingCase.iterations
            elapsed = 0
            batch(iterations, meter)
            samples[index].append(elapsed / Double(iterations))
        }
    }
    return ScalingResult(
        scalingCase: scalingCase,
        nanoseconds: samples.map { $0.isEmpty ? nil : median($0) },
        projectedSeconds: projected, rounds: rounds)
}

/// The scaling table: the time of one operation at each size, then the exponents between sizes.
public func scalingTable(_ results: [ScalingResult]) -> String {
    var lines = [
        row(["operation", "sizes", "time at each size", "exponents", "limit"]),
        row(["---", "---", "---", "---", "---:"]),
    ]
    for result in results {
        let scalingCase = result.scalingCase
        let sizes = scalingCase.sizes.map(grouped).joined(separator: " → ") + " " + scalingCase.sizeUnit
        let times = scalingCase.sizes.indices.map { index -> String in
            if let value = result.nanoseconds[index] { return time(value, "op") }
            if let projected = result.projectedSeconds[index] {
                return String(format: "skipped (~%.0f s)", projected)
            }
            return "skipped"
        }.joined(separator: " → ")
        let exponents = result.exponents.map { $0.map { String(format: "%.2f", $0) } ?? "–" }
            .joined(separator: ", ")
        lines.append(
            row([scalingCase.name, sizes, times, exponents, String(format: "%.1f", scalingCase.limit)]))
    }
    return lines.joined(separator: "\n")
}

// MARK: The apps and trees measured

/// A table of `rows` rows answering from an array.
@MainActor final class RowsSource: TableViewDataSource, TableViewDelegate {
    var rows: Int
    var selected = 0
    init(rows: Int) { self.rows = rows }
    func numberOfRows(in tableView: TableView) -> Int { rows }
    func tableView(_ tableView: TableView, textForRowAt row: Int) -> String { "Row \(row)" }
    func tableView(_ tableView: TableView, didSelectRowAt row: Int) { selected &+= 1 }
}

/// A visible window showing a table of `rows` rows, identified `rows`. The table holds its data
/// source weakly: keep the source.
@MainActor func tableWindow(rows: Int) -> (Window, TableView, RowsSource) {
    let source = RowsSource(rows: rows)
    let controller = ViewController()
    let table = TableView()
    table.identifier = "rows"
    table.dataSource = source
    table.delegate = source
    controller.view.addSubview(table)
    let window = Window()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    blackHole(window.find(identifier: "rows.row.0"))  // loads the rows
    return (window, table, source)
}

/// Screen `index` of a push chain `count` long: a `next` button pushes the following screen.
final class ChainScreen: ViewController {
    let index: Int
    let count: Int
    init(index: Int, count: Int) {
        self.index = index
        self.count = count
        super.init()
        title = "Screen \(index)"
    }
    override func loadView() {
        let root = StackView()
        root.addSubview(Label("Screen \(index) of \(count)"))
        if index + 1 < count {
            root.addSubview(
                Button("Next") { [weak self] in
                    guard let self else { return }
                    self.navigationController?.pushViewController(
                        ChainScreen(index: self.index + 1, count: self.count), animated: true)
                }.identified("next"))
        }
        view = root
    }
}

/// An app that is one navigation stack of `screens` screens, each pushing the next.
@MainActor public func chainApp(screens: Int) -> Window {
    let window = Window()
    window.rootViewController = NavigationController(
        rootViewController: ChainScreen(index: 0, count: screens))
    window.makeKeyAndVisible()
    return window
}

/// A tab's root: `buttons` buttons, each pushing a detail screen.
final class WideScreen: ViewController {
    let tab: Int
    let buttons: Int
    init(tab: Int, buttons: Int) {
        self.tab = tab
        self.buttons = buttons
        super.init()
        title = "Tab \(tab)"
    }
    override func loadView() {
        let root = StackView()
        for index in 0..<buttons {
            root.addSubview(
                Button("Item \(tab).\(index)") { [weak self] in
                    let detail = ViewController()
                    detail.title = "Detail \(self?.tab ?? -1).\(index)"
                    self?.navigationController?.pushViewController(detail, animated: true)
                }.identified("item.\(tab).\(index)"))
        }
        view = root
    }
}

/// An app of five tabs, each a navigation stack whose root has `buttons` buttons.
@MainActor public func wideApp(buttons: Int) -> Window {
    let window = Window()
    window.rootViewController = TabBarController(
        viewControllers: (0..<5).map {
            NavigationController(rootViewController: WideScreen(tab: $0, buttons: buttons))
        })
    window.makeKeyAndVisible()
    return window
}

/// Explores `launch` to `depth` and counts a failure when it throws or finds a violation.
@MainActor func explore(depth: Int, launch: @escaping @MainActor () -> Window) {
    do {
        let report = try Explorer(maxDepth: depth, launch: launch).run()
        if !report.violations.isEmpty { failedExplorations += 1 }
        blackHole(report)
    } catch {
        failedExplorations += 1
    }
}

/// Every scaling case, in the order the table prints them.
public func scalingCases() -> [ScalingCase] {
    [
        .loop("`reloadData()`, by rows", sizeUnit: "rows", sizes: [1_000, 10_000, 100_000], limit: 1.2) {
            rows in
            let (window, table, source) = tableWindow(rows: rows)
            return { _ in
                table.reloadData()
                blackHole((window, source))
            }
        },
        .loop(
            "tap a row, by rows on screen", sizeUnit: "rows", sizes: [1_000, 10_000, 100_000], limit: 0.2,
            iterations: 50
        ) { rows in
            let (window, _, source) = tableWindow(rows: rows)
            return { index in
                do { try window.tap("rows.row.\((index * 7919) % rows)") } catch { failedExplorations += 1 }
                blackHole(source)
            }
        },
        .loop(
            "`find(identifier:)`, by rows on screen", sizeUnit: "rows", sizes: [1_000, 10_000, 100_000],
            limit: 0.2, iterations: 50
        ) { rows in
            let (window, _, _) = tableWindow(rows: rows)
            return { index in blackHole(window.find(identifier: "rows.row.\((index * 7919) % rows)")) }
        },
        .loop("explore a push chain, by screens", sizeUnit: "screens", sizes: [10, 30, 100], limit: 1.3) {
            screens in
            { _ in explore(depth: screens + 1) { chainApp(screens: screens) } }
        },
        .loop(
            "explore five tabs of N buttons, by N", sizeUnit: "buttons", sizes: [100, 300, 1_000], limit: 1.3
        ) { buttons in
            { _ in explore(depth: 3) { wideApp(buttons: buttons) } }
        },
        .loop(
            "present a modal chain, then dismiss it from the top", sizeUnit: "modals",
            sizes: [100, 300, 1_000], limit: 1.2
        ) {
            modals in
            let window = Window()
            let root = ViewController()
            window.rootViewController = root
            window.makeKeyAndVisible()
            return { _ in
                var chain: [ViewController] = [root]
                for _ in 0..<modals {
                    let next = ViewController()
                    chain[chain.count - 1].present(next, animated: true)
                    chain.append(next)
                }
                for controller in chain.dropFirst().reversed() { controller.dismiss(animated: true) }
                blackHole(window)
            }
        },
        .loop(
            "push + pop on top of P modals, by P", sizeUnit: "modals", sizes: [10, 100, 1_000], limit: 0.2,
            iterations: 200
        ) { modals in
            let window = Window()
            let root = ViewController()
            window.rootViewController = root
            window.makeKeyAndVisible()
            var top = root
            for _ in 0..<modals {
                let next = ViewController()
                top.present(next, animated: false)
                top = next
            }
            let navigation = NavigationController(rootViewController: ViewController())
            top.present(navigation, animated: false)
            return { _ in
                navigation.pushViewController(ViewController(), animated: true)
                navigation.popViewController(animated: true)
                blackHole(window)
            }
        },
        .loop("show and release N windows", sizeUnit: "windows", sizes: [10, 1_000, 10_000], limit: 1.2) {
            windows in
            { _ in
                var shown: [Window] = []
                shown.reserveCapacity(windows)
                for _ in 0..<windows {
                    let window = Window()
                    window.rootViewController = ViewController()
                    window.makeKeyAndVisible()
                    shown.append(window)
                }
                shown.removeAll()
            }
        },
        .loop(
            "push N controllers one by one, then pop to the root", sizeUnit: "pushes",
            sizes: [10, 1_000, 10_000], limit: 1.2
        ) {
            pushes in
            let navigation = NavigationController(rootViewController: ViewController())
            let window = Window()
            window.rootViewController = navigation
            window.makeKeyAndVisible()
            return { _ in
                for _ in 0..<pushes { navigation.pushViewController(ViewController(), animated: true) }
                navigation.popToRootViewController(animated: true)
                blackHole(window)
            }
        },
        .loop("`Window.render()`, by views", sizeUnit: "views", sizes: [100, 10_000, 100_000], limit: 1.2) {
            nodes in render(nodes: nodes)
        },
    ]
}
