/// Where a finding happened, resolved to an action path from launch once the exploration knows
/// every screen's shortest path.
enum ExplorationAnchor: Hashable {
    /// At launch, before any action.
    case launch
    /// During action `action` (an index into the screen's actions) tried on screen `screen`.
    case transition(screen: Int, action: Int)
    /// While the app stood on screen `screen`.
    case screen(Int)
    /// On exactly this path.
    case path([String])
}

/// The screens reached and the actions tried on them, with each screen's shortest known path.
///
/// Depths only shrink as the exploration finds shorter ways to a screen; a screen is expanded (its
/// actions tried) while its depth is below the limit. When nothing is left to try, a breadth-first
/// pass over what was found (``finalMap(maxDepth:)``) numbers the screens and orders the transitions
/// as a breadth-first exploration would have.
struct ExplorationGraph {
    struct Node {
        var rendering: String
        var drawing: ScreenDrawing
        var title: String
        var actions: [ExplorationAction]
        /// Per action: `nil` untried, the screen reached, or ``noArrival``.
        var arrivals: [Int?]
        /// The next action index not yet tried.
        var nextUntried = 0
        var depth: Int
        var parent: (screen: Int, action: Int)?
    }

    /// An action that was tried but reached no screen (it threw, or left a transition open), or was
    /// given up on.
    static let noArrival = -1

    private(set) var nodes: [Node] = []
    private var idsByKey: [[UInt8]: Int] = [:]
    /// Screens that may have untried actions below the depth limit, in the order they became so.
    private var worklist: [Int] = []
    private var worklistHead = 0
    /// Actions that once led elsewhere than before when travelled by: not used for travel again.
    private var unreliable = Set<Int64>()
    let maxDepth: Int

    init(maxDepth: Int) { self.maxDepth = maxDepth }

    func id(forKey key: [UInt8]) -> Int? { idsByKey[key] }

    /// Adds a screen first reached by `action` on `parent` (or at launch).
    mutating func add(
        key: [UInt8], rendering: String, drawing: ScreenDrawing, actions: [ExplorationAction],
        parent: (screen: Int, action: Int)?
    ) -> Int {
        let id = nodes.count
        let depth = parent.map { nodes[$0.screen].depth + 1 } ?? 0
        nodes.append(
            Node(
                rendering: rendering, drawing: drawing, title: drawing.title, actions: actions,
                arrivals: Array(repeating: nil, count: actions.count), depth: depth, parent: parent))
        idsByKey[key] = id
        if isExpandable(id) { worklist.append(id) }
        return id
    }

    /// Whether `screen` is below the depth limit and has actions left to try.
    func isExpandable(_ screen: Int) -> Bool {
        nodes[screen].depth < maxDepth && nodes[screen].nextUntried < nodes[screen].actions.count
    }

    /// The next action to try on `screen`, if it is expandable.
    func nextAction(on screen: Int) -> Int? {
        isExpandable(screen) ? nodes[screen].nextUntried : nil
    }

    /// Records that `action` on `screen` led to `arrival` (or ``noArrival``), and shortens the depths
    /// this reveals.
    mutating func record(screen: Int, action: Int, arrival: Int) {
        nodes[screen].arrivals[action] = arrival
        while nodes[screen].nextUntried < nodes[screen].actions.count,
            nodes[screen].arrivals[nodes[screen].nextUntried] != nil
        {
            nodes[screen].nextUntried += 1
        }
        guard arrival >= 0 else { return }
        relax(from: screen, action: action, to: arrival)
    }

    /// Keeps travel off `action` on `screen`: it led elsewhere than before (the screen behaves
    /// differently depending on how it was reached).
    mutating func markUnreliable(screen: Int, action: Int) {
        unreliable.insert(Int64(screen) << 32 | Int64(action))
    }

    /// Whether travel may use `action` on `screen`: it never led elsewhere than first recorded.
    func isReliable(screen: Int, action: Int) -> Bool {
        !unreliable.contains(Int64(screen) << 32 | Int64(action))
    }

    /// Gives up on every untried action of `screen`.
    mutating func abandon(_ screen: Int) {
        for index in nodes[screen].arrivals.indices where nodes[screen].arrivals[index] == nil {
            nodes[screen].arrivals[index] = Self.noArrival
        }
        nodes[screen].nextUntried = nodes[screen].actions.count
    }

    private mutating func relax(from screen: Int, action: Int, to arrival: Int) {
        guard nodes[screen].depth + 1 < nodes[arrival].depth else { return }
        nodes[arrival].depth = nodes[screen].depth + 1
        nodes[arrival].parent = (screen, action)
        if isExpandable(arrival) { worklist.append(arrival) }
        var pending = [arrival]
        while let node = pending.popLast() {
            for (index, next) in nodes[node].arrivals.enumerated() {
                guard let next, next >= 0, nodes[node].depth + 1 < nodes[next].depth else { continue }
                nodes[next].depth = nodes[node].depth + 1
                nodes[next].parent = (node, index)
                if isExpandable(next) { worklist.append(next) }
                pending.append(next)
            }
        }
    }

    /// The first screen of the worklist still expandable, dropping those done.
    mutating func firstExpandable() -> Int? {
        while worklistHead < worklist.count {
            let screen = worklist[worklistHead]
            if isExpandable(screen) { return screen }
            worklistHead += 1
        }
        return nil
    }

    /// Whether `ancestor` is `screen` or one of the screens on its shortest known path.
    func isOnPath(_ ancestor: Int, to screen: Int) -> Bool {
        var current = screen
        while true {
            if current == ancestor { return true }
            guard let parent = nodes[current].parent else { return false }
            current = parent.screen
        }
    }

    /// Whether `action` on `screen` keeps the app in the state its shortest paths lead to: it is the
    /// action that first reached its arrival (so the arrival's shortest path is `screen`'s plus it),
    /// or a step back — the back button, a swipe back, a sheet dragged away or let go — to a screen
    /// on `screen`'s own shortest path, which shows that screen again as it was there. Taps, typing
    /// and tab switches that lead back are not trusted: they may have changed what no screen on the
    /// way shows (a model behind the list, another tab's stack).
    func keepsPathState(screen: Int, action: Int) -> Bool {
        guard let arrival = nodes[screen].arrivals[action], arrival >= 0 else { return false }
        if let parent = nodes[arrival].parent, parent.screen == screen, parent.action == action {
            return true
        }
        return nodes[screen].actions[action].isStepBack && isOnPath(arrival, to: screen)
    }

    /// The shortest route from `start` to a screen with something left to try, over tried actions
    /// that keep the app in the state shortest paths lead to (``keepsPathState(screen:action:)``),
    /// as (screen, action, expected arrival) steps; `nil` when none is within `limit` screens.
    func routeToExpandable(from start: Int, visiting limit: Int) -> [(
        screen: Int, action: Int, arrival: Int
    )]? {
        var previous: [Int: (screen: Int, action: Int)] = [start: (start, -1)]
        var queue = [start]
        var head = 0
        while head < queue.count, head < limit {
            let screen = queue[head]
            head += 1
            if screen != start, isExpandable(screen) {
                var route: [(screen: Int, action: Int, arrival: Int)] = []
                var current = screen
                while current != start, let step = previous[current] {
                    route.append((step.screen, step.action, current))
                    current = step.screen
                }
                return route.reversed()
            }
            for (action, arrival) in nodes[screen].arrivals.enumerated() {
                guard let arrival, arrival >= 0, previous[arrival] == nil,
                    !unreliable.contains(Int64(screen) << 32 | Int64(action)),
                    keepsPathState(screen: screen, action: action)
                else { continue }
                previous[arrival] = (screen, action)
                queue.append(arrival)
            }
        }
        return nil
    }

    /// The actions of `screen`'s shortest known path from launch, as (screen, action) steps.
    func pathSteps(to screen: Int) -> [(screen: Int, action: Int)] {
        var steps: [(screen: Int, action: Int)] = []
        var current = screen
        while let parent = nodes[current].parent {
            steps.append(parent)
            current = parent.screen
        }
        return steps.reversed()
    }

    /// The deepest depth of any screen reached.
    var deepest: Int { nodes.lazy.map(\.depth).max() ?? 0 }

    /// What a breadth-first exploration to `maxDepth` reports over this graph: screens numbered in
    /// the order it reaches them, their shortest paths, the transitions in the order it tries them,
    /// and how many screens it reached at the limit with actions it did not try.
    func finalMap() -> FinalMap {
        var map = FinalMap(newID: Array(repeating: nil, count: nodes.count))
        guard !nodes.isEmpty else { return map }
        map.newID[0] = 0
        map.order = [0]
        map.paths = [[]]
        var head = 0
        while head < map.order.count {
            let old = map.order[head]
            let depth = map.paths[head].count
            head += 1
            guard depth < maxDepth else {
                if !nodes[old].actions.isEmpty { map.unexpanded += 1 }
                continue
            }
            for (action, arrival) in nodes[old].arrivals.enumerated() {
                guard let arrival, arrival >= 0 else { continue }
                if map.newID[arrival] == nil {
                    map.newID[arrival] = map.order.count
                    map.order.append(arrival)
                    map.paths.append(map.paths[head - 1] + [nodes[old].actions[action].name])
                }
                map.transitions.append((old, action, arrival))
            }
        }
        return map
    }

    struct FinalMap {
        /// For each node, its number in the report (`nil` when not reached within the limit).
        var newID: [Int?]
        /// Nodes in report order.
        var order: [Int] = []
        /// Action names from launch, per report number.
        var paths: [[String]] = []
        var transitions: [(from: Int, action: Int, to: Int)] = []
        var unexpanded = 0

        /// The path of a node, by its node index.
        func path(ofNode node: Int) -> [String]? { newID[node].map { paths[$0] } }
    }
}
