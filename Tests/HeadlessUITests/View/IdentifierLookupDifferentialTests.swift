import HeadlessUI
import Testing

/// A tap and a lookup by identifier go straight to the views that carry the identifier, through an
/// index kept as identifiers are set. These tests check every answer against the plain definition —
/// walk the tree depth first, front to back, preparing each view, skipping hidden subtrees for what
/// is on screen — after every step of seeded random edits: views added, moved, removed, hidden and
/// shown, identifiers set, changed and cleared, and a table whose data source and rows change.
@MainActor
@Suite("Lookups by identifier agree with walking the tree")
struct IdentifierLookupDifferentialTests {
    struct SplitMix64: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    @MainActor final class Rows: TableViewDataSource {
        var count: Int
        init(count: Int) { self.count = count }
        func numberOfRows(in tableView: TableView) -> Int { count }
        func tableView(_ tableView: TableView, textForRowAt row: Int) -> String { "Row \(row)" }
    }

    /// The plain definition: depth first, front to back, preparing each view passed.
    static func walk(_ identifier: String, in root: View, includingHidden: Bool) -> View? {
        var pending: [View] = [root]
        while let view = pending.popLast() {
            if view.isHidden, !includingHidden { continue }
            view.prepareForDisplay()
            if view.identifier == identifier { return view }
            pending.append(contentsOf: includingHidden ? view.subviews.reversed() : view.subviews)
        }
        return nil
    }

    @Test("after each of 2,000 random edits, every lookup finds what a walk finds", arguments: [1, 2, 3])
    func randomEdits(seed: UInt64) {
        var random = SplitMix64(state: seed)
        let window = Window()
        let root = ViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        guard let top = root.view else {
            Issue.record("the root controller has no view")
            return
        }
        let table = TableView()
        table.identifier = "t"
        var sources = [Rows(count: 3), Rows(count: 5)]
        var views: [View] = [top, table]
        for _ in 0..<30 { views.append(Bool.random(using: &random) ? Button("b") : View()) }
        let names = ["a", "b", "c", "t.row.1", "t.row.4", "back"]
        for step in 0..<2_000 {
            let view = views[Int.random(in: 1..<views.count, using: &random)]
            let target = views[Int.random(in: 0..<views.count, using: &random)]
            switch Int.random(in: 0..<9, using: &random) {
            case 0, 1: target.addSubview(view)  // a cycle is refused and changes nothing
            case 2: target.insertSubview(view, at: Int.random(in: -1...3, using: &random))
            case 3: view.removeFromSuperview()
            case 4: view.identifier = Bool.random(using: &random) ? nil : names.randomElement(using: &random)
            case 5: view.isHidden.toggle()
            case 6: table.dataSource = sources[Int.random(in: 0..<2, using: &random)]
            case 7:
                sources[Int.random(in: 0..<2, using: &random)].count = Int.random(in: 0..<6, using: &random)
                if Bool.random(using: &random) { table.reloadData() }
            default:
                if Int.random(in: 0..<20, using: &random) == 0 {
                    sources = [Rows(count: 2), Rows(count: 6)]  // the old sources are released
                }
            }
            // Every lookup of the step first, then the walks: a walk prepares what it passes, which
            // would hide a lookup that forgot to.
            let onScreen = names.map { window.find(identifier: $0) }
            let anywhere = names.map { top.find(identifier: $0) }
            for (index, name) in names.enumerated() {
                let walked = Self.walk(name, in: top, includingHidden: false)
                let agrees = onScreen[index] === walked
                #expect(agrees, "seed \(seed), step \(step): window.find(\"\(name)\") disagrees with a walk")
                let walkedAnywhere = Self.walk(name, in: top, includingHidden: true)
                let agreesAnywhere = anywhere[index] === walkedAnywhere
                #expect(
                    agreesAnywhere, "seed \(seed), step \(step): view.find(\"\(name)\") disagrees with a walk"
                )
                if !agrees || !agreesAnywhere { return }
            }
        }
    }
}
