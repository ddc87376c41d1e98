/// Where the storyboard map puts each screen card and how it routes each arrow: one band of columns
/// per depth (actions from launch), each screen placed next to the screen it was first reached from,
/// or, when a depth has many screens, in a grid. Arrows only lead deeper, so the map reads left to
/// right; ways back and sideways are listed under their cards.
struct StoryboardLayout {
    /// The size of a phone card and the gaps between cards.
    static let cardWidth = 232.0
    static let cardHeight = 470.0
    static let columnGap = 210.0
    static let rowGap = 150.0
    static let margin = 48.0
    /// Room above a card for its caption.
    static let captionHeight = 34.0

    /// A point on the page.
    struct Point: Equatable {
        var x: Double
        var y: Double
    }

    /// One arrow to a deeper screen: a cubic Bézier from `start` to `end`, labelled at its start.
    struct Arrow {
        var from: Int
        var to: Int
        var actions: [String]
        /// Whether it is the way the target screen was first reached.
        var isDiscovery: Bool
        var start: Point
        var control1: Point
        var control2: Point
        var end: Point
        var label: Point
    }

    /// Actions leading back, or sideways, to a screen no deeper than the card they leave.
    struct Return {
        var to: Int
        var actions: [String]
    }

    /// The top-left corner of each screen's phone card, by screen id.
    private(set) var origins: [Point] = []
    private(set) var arrows: [Arrow] = []
    /// The actions that led back to the same screen, by screen id.
    private(set) var loops: [[String]] = []
    /// The ways back and sideways, by the id of the screen they leave.
    private(set) var returns: [[Return]] = []
    private(set) var width = 0.0
    private(set) var height = 0.0

    init(screens: [ExploredScreen], transitions: [ExploredTransition]) {
        let count = screens.count
        loops = Array(repeating: [], count: count)
        returns = Array(repeating: [], count: count)
        guard count > 0 else { return }
        // The screen each was first reached from: the first transition into it from elsewhere.
        var parent = Array(repeating: -1, count: count)
        var discovering = Set<Int>()
        for (index, transition) in transitions.enumerated()
        where transition.from != transition.to && transition.to < count && transition.from < count
            && parent[transition.to] == -1 && transition.to != 0
            && screens[transition.from].depth + 1 == screens[transition.to].depth
        {
            parent[transition.to] = transition.from
            discovering.insert(index)
        }
        placeCards(screens: screens, parent: parent)
        routeArrows(screens: screens, transitions: transitions, discovering: discovering)
    }

    private mutating func placeCards(screens: [ExploredScreen], parent: [Int]) {
        let depth = screens.map(\.depth).max() ?? 0
        var bands = Array(repeating: [Int](), count: depth + 1)
        for screen in screens { bands[screen.depth].append(screen.id) }
        origins = Array(repeating: Point(x: 0, y: 0), count: screens.count)
        // A depth with more screens than fit in one column wraps into several, so a wide app stays
        // about as wide as it is tall instead of one long strip.
        let maxRows = max(4, Int(Double(screens.count).squareRoot().rounded(.up)))
        let step = Self.cardHeight + Self.captionHeight + Self.rowGap
        var rowOf = Array(repeating: 0.0, count: screens.count)
        var column = 0
        var rows = 1.0
        for ids in bands {
            // Children in the order of their parents, so arrows cross as little as possible.
            let ordered = ids.sorted { a, b in
                let (pa, pb) = (parent[a] < 0 ? -1 : rowOf[parent[a]], parent[b] < 0 ? -1 : rowOf[parent[b]])
                return pa != pb ? pa < pb : a < b
            }
            let wraps = ordered.count > maxRows
            var nextFree = 0.0
            for (index, id) in ordered.enumerated() {
                let row: Double
                let subColumn: Int
                if wraps {
                    (subColumn, row) = (index / maxRows, Double(index % maxRows))
                } else {
                    // Next to the parent when there is room, else below the previous card.
                    subColumn = 0
                    row = max(nextFree, parent[id] < 0 ? 0 : rowOf[parent[id]])
                    nextFree = row + 1
                }
                rowOf[id] = row
                rows = max(rows, row + 1)
                origins[id] = Point(
                    x: Self.margin + Double(column + subColumn) * (Self.cardWidth + Self.columnGap),
                    y: Self.margin + Self.captionHeight + row * step)
            }
            column += max(1, (ordered.count + maxRows - 1) / maxRows)
        }
        width = Self.margin * 2 + Double(column) * Self.cardWidth + Double(column - 1) * Self.columnGap
        height = Self.margin * 2 + rows * step - Self.rowGap + 40
    }

    private mutating func routeArrows(
        screens: [ExploredScreen], transitions: [ExploredTransition], discovering: Set<Int>
    ) {
        // One arrow per pair of screens where the second is deeper; its label lists every action
        // between them. Ways back and sideways are listed under the card they leave, grouped by
        // where they lead, and actions that change nothing under their own card.
        var pairs: [(from: Int, to: Int, actions: [String], discovery: Bool)] = []
        var pairIndex: [Int: Int] = [:]
        var returnIndex: [Int: (card: Int, position: Int)] = [:]
        let count = screens.count
        for (index, transition) in transitions.enumerated()
        where transition.from < count && transition.to < count {
            let (from, to) = (transition.from, transition.to)
            let key = from * count + to
            if from == to {
                loops[from].append(transition.action)
            } else if screens[to].depth <= screens[from].depth {
                if let existing = returnIndex[key] {
                    returns[existing.card][existing.position].actions.append(transition.action)
                } else {
                    returnIndex[key] = (from, returns[from].count)
                    returns[from].append(Return(to: to, actions: [transition.action]))
                }
            } else if let existing = pairIndex[key] {
                pairs[existing].actions.append(transition.action)
                pairs[existing].discovery = pairs[existing].discovery || discovering.contains(index)
            } else {
                pairIndex[key] = pairs.count
                pairs.append((from, to, [transition.action], discovering.contains(index)))
            }
        }
        // Ports: each card spreads the arrows leaving its right side, and those reaching its left
        // side, evenly, ordered by the other end's height, so arrows cross as little as possible.
        var leaving: [Int: [Int]] = [:]
        var reaching: [Int: [Int]] = [:]
        for (index, pair) in pairs.enumerated() {
            leaving[pair.from, default: []].append(index)
            reaching[pair.to, default: []].append(index)
        }
        var starts = Array(repeating: Point(x: 0, y: 0), count: pairs.count)
        var ends = starts
        func spread(_ list: [Int], on card: Int, x: Double, otherY: (Int) -> Double) -> [(Int, Point)] {
            let ordered = list.sorted { otherY($0) != otherY($1) ? otherY($0) < otherY($1) : $0 < $1 }
            let top = origins[card].y + 64
            let usable = Self.cardHeight - 64 - 56
            let spacing = min(26, usable / Double(max(ordered.count, 1)))
            let first = top + (usable - spacing * Double(ordered.count - 1)) / 2
            return ordered.enumerated().map { ($1, Point(x: x, y: first + Double($0) * spacing)) }
        }
        for (card, list) in leaving {
            for (pair, point) in spread(
                list, on: card, x: origins[card].x + Self.cardWidth, otherY: { origins[pairs[$0].to].y })
            {
                starts[pair] = point
            }
        }
        for (card, list) in reaching {
            for (pair, point) in spread(
                list, on: card, x: origins[card].x, otherY: { origins[pairs[$0].from].y })
            {
                ends[pair] = point
            }
        }
        for (index, pair) in pairs.enumerated() {
            let (start, end) = (starts[index], ends[index])
            let pull = max(60, (end.x - start.x) * 0.45)
            arrows.append(
                Arrow(
                    from: pair.from, to: pair.to, actions: pair.actions, isDiscovery: pair.discovery,
                    start: start, control1: Point(x: start.x + pull, y: start.y),
                    control2: Point(x: end.x - pull, y: end.y), end: end,
                    label: Point(x: start.x + 10, y: start.y - 5)))
        }
    }
}
