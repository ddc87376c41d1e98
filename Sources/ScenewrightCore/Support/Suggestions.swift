/// "Did you mean …?" for names: which registered names are close to one that was not found.
///
/// One helper for every registry that words an "unknown name" error (screens, modules, the
/// container's candidates and the record store's columns), so they all suggest the same way: a name is close when it equals the wanted one
/// ignoring case, when one contains the other, or when it is a few edits away (at most 2, or a
/// quarter of the wanted name's length when that is more). Closest first.
package enum Suggestions {
    /// The names among `candidates` close to `wanted`, closest first, at most `limit`.
    package static func closest(to wanted: String, among candidates: [String], limit: Int = 3) -> [String] {
        let target = wanted.lowercased()
        var scored: [(distance: Int, index: Int, name: String)] = []
        for (index, name) in candidates.enumerated() {
            let other = name.lowercased()
            let distance = editDistance(other, target)
            let contains =
                !target.isEmpty && !other.isEmpty && (other.contains(target) || target.contains(other))
            guard distance <= max(2, target.count / 4) || contains else { continue }
            scored.append((distance, index, name))
        }
        scored.sort { ($0.distance, $0.index) < ($1.distance, $1.index) }
        return Array(scored.prefix(max(0, limit)).map(\.name))
    }

    /// Levenshtein distance: the fewest single-character insertions, deletions and substitutions
    /// that turn `lhs` into `rhs`.
    package static func editDistance(_ lhs: String, _ rhs: String) -> Int {
        let lhs = Array(lhs)
        let rhs = Array(rhs)
        guard !lhs.isEmpty else { return rhs.count }
        guard !rhs.isEmpty else { return lhs.count }
        var previous = Array(0...rhs.count)
        var current = [Int](repeating: 0, count: rhs.count + 1)
        for i in 1...lhs.count {
            current[0] = i
            for j in 1...rhs.count {
                let substitution = previous[j - 1] + (lhs[i - 1] == rhs[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[rhs.count]
    }
}
