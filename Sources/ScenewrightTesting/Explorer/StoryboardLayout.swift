/// Where the storyboard map puts each screen card and how it routes each arrow: one column per
/// depth (actions from launch), each screen placed next to the screen it was first reached from.
struct StoryboardLayout {
    /// The size of a phone card and the gaps between cards.
    static let cardWidth = 232.0
    static let cardHeight = 470.0
    static let columnGap = 210.0
    static let rowGap = 96.0
    static let margin = 48.0
    /// Room above a card for its caption.
    static let captionHeight = 34.0

    /// A point on the page.
    struct Point: Equatable {
        var x: Double
        var y: Double
    }

    /// One arrow: a cubic Bézier from `start` to `end`, and where its label sits.
    struct Arrow {
        enum Role: String {
            /// The action that first reached the target screen.
            case discovery
            /// Another way forward.
            case forward
            /// Back to a screen nearer launch, or sideways to one as near.
            case backward
        }

        var from: Int
        var to: Int
        var actions: [String]
        var role: Role
        var start: Point
        var control1: Point
        var control2: Point
        var end: Point
        var label: Point
        /// Whether the label reads leftwards from its anchor (`text-anchor: end`).
        var labelAnchorsAtEnd: Bool
    }

    /// The top-left corner of each screen's phone card, by screen id.
    private(set) var origins: [Point] = []
    private(set) var arrows: [Arrow] = []
    /// The actions that led back to the same screen, by screen id.
    private(set) var loops: [[String]] = []
    private(set) var width = 0.0
    private(set) var height = 0.0

    init(screens: [ExploredScreen], transitions: [ExploredTransition]) {
        let count = screens.count
        loops = Array(repeating: [], count: count)
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
        var columns = Array(repeating: [Int](), count: depth + 1)
        for screen in screens { columns[screen.depth].append(screen.id) }
        origins = Array(repeating: Point(x: 0, y: 0), count: screens.count)
        let step = Self.cardHeight + Self.captionHeight + Self.rowGap
        var rowOf = Array(repeating: 0.0, count: screens.count)
        for (column, ids) in columns.enumerated() {
            // Children in the order of their parents, so arrows cross as little as possible.
            let ordered = ids.sorted { a, b in
                let (pa, pb) = (parent[a] < 0 ? -1 : rowOf[parent[a]], parent[b] < 0 ? -1 : rowOf[parent[b]])
                return pa != pb ? pa < pb : a < b
            }
            var nextFree = 0.0
            for id in ordered {
                // Next to the parent when there is room, else below the previous card.
                let wanted = parent[id] < 0 ? 0 : rowOf[parent[id]]
                let row = max(nextFree, wanted)
                rowOf[id] = row
                nextFree = row + 1
                origins[id] = Point(
                    x: Self.margin + Double(column) * (Self.cardWidth + Self.columnGap),
                    y: Self.margin + Self.captionHeight + row * step)
            }
        }
        width =
            Self.margin * 2 + Double(columns.count) * Self.cardWidth + Double(columns.count - 1)
            * Self.columnGap
        let rows = (rowOf.max() ?? 0) + 1
        height = Self.margin * 2 + rows * step - Self.rowGap + 40
    }

    private mutating func routeArrows(
        screens: [ExploredScreen], transitions: [ExploredTransition], discovering: Set<Int>
    ) {
        // One arrow per ordered pair of screens; its label lists every action between them.
        var pairs: [(from: Int, to: Int, actions: [String], discovery: Bool)] = []
        var pairIndex: [Int: Int] = [:]
        let count = screens.count
        for (index, transition) in transitions.enumerated()
        where transition.from < count && transition.to < count {
            if transition.from == transition.to {
                loops[transition.from].append(transition.action)
                continue
            }
            let key = transition.from * count + transition.to
            if let existing = pairIndex[key] {
                pairs[existing].actions.append(transition.action)
                pairs[existing].discovery = pairs[existing].discovery || discovering.contains(index)
            } else {
                pairIndex[key] = pairs.count
                pairs.append(
                    (transition.from, transition.to, [transition.action], discovering.contains(index)))
            }
        }
        // Ports: each side of each card spreads its arrow ends evenly, ordered by the other end's height.
        enum Side { case left, right }
        struct End {
            var pair: Int
            var isStart: Bool
            var otherY: Double
        }
        var sides: [Int: [Side: [End]]] = [:]
        var isForward: [Bool] = []
        for (index, pair) in pairs.enumerated() {
            let forward = screens[pair.to].depth > screens[pair.from].depth
            isForward.append(forward)
            let sameColumn = screens[pair.to].depth == screens[pair.from].depth
            let startSide: Side = forward ? .right : .left
            let endSide: Side = forward || sameColumn ? .left : .right
            sides[pair.from, default: [:]][startSide, default: []].append(
                End(pair: index, isStart: true, otherY: origins[pair.to].y))
            sides[pair.to, default: [:]][endSide, default: []].append(
                End(pair: index, isStart: false, otherY: origins[pair.from].y))
        }
        var starts = Array(repeating: Point(x: 0, y: 0), count: pairs.count)
        var ends = starts
        // Labels sit at an arrow's start. On a card's right side the labelled starts (forward) take
        // the upper half and the ends (ways back) the lower half; on its left side the other way
        // round. So in any gap, forward labels and labels of ways back never share a height.
        let top = 64.0
        let half = (Self.cardHeight - top - 56) / 2
        for (card, bySide) in sides {
            for (side, list) in bySide {
                for isStart in [true, false] {
                    let ordered = list.filter { $0.isStart == isStart }
                        .sorted { $0.otherY != $1.otherY ? $0.otherY < $1.otherY : $0.pair < $1.pair }
                    guard !ordered.isEmpty else { continue }
                    let upper = (side == .right) == isStart
                    let spacing = min(26, (half - 12) / Double(ordered.count))
                    let rangeTop = origins[card].y + top + (upper ? 0 : half + 12)
                    let first = rangeTop + (half - 12 - spacing * Double(ordered.count - 1)) / 2
                    for (position, end) in ordered.enumerated() {
                        let x = side == .left ? origins[card].x : origins[card].x + Self.cardWidth
                        let point = Point(x: x, y: first + Double(position) * spacing)
                        if isStart { starts[end.pair] = point } else { ends[end.pair] = point }
                    }
                }
            }
        }
        for (index, pair) in pairs.enumerated() {
            let (start, end) = (starts[index], ends[index])
            let forward = isForward[index]
            let control1: Point
            let control2: Point
            if forward {
                let pull = max(60, (end.x - start.x) * 0.45)
                control1 = Point(x: start.x + pull, y: start.y)
                control2 = Point(x: end.x - pull, y: end.y)
            } else if end.x < start.x {
                let pull = max(60, (start.x - end.x) * 0.45)
                control1 = Point(x: start.x - pull, y: start.y)
                control2 = Point(x: end.x + pull, y: end.y)
            } else {
                // Sideways within a column: a loop out to the left.
                control1 = Point(x: start.x - 90, y: start.y)
                control2 = Point(x: end.x - 90, y: end.y)
            }
            let role: Arrow.Role = pair.discovery ? .discovery : forward ? .forward : .backward
            arrows.append(
                Arrow(
                    from: pair.from, to: pair.to, actions: pair.actions, role: role, start: start,
                    control1: control1, control2: control2, end: end,
                    label: Point(x: forward ? start.x + 10 : start.x - 10, y: start.y - 5),
                    labelAnchorsAtEnd: !forward))
        }
    }
}
