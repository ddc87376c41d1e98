/// A readable line diff of two texts: `-` lines only in the expected text, `+` lines only in the
/// actual one, two lines of context around each change.
enum TextDiff {
    static func render(expected: String, actual: String, context: Int = 2) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let script = edits(old, new)
        var keep = [Bool](repeating: false, count: script.count)
        for (index, edit) in script.enumerated() where edit.mark != " " {
            for near in max(0, index - context)...min(script.count - 1, index + context) { keep[near] = true }
        }
        var lines: [String] = []
        var skipped = false
        for (index, edit) in script.enumerated() {
            if keep[index] {
                lines.append("\(edit.mark) \(edit.line)")
                skipped = false
            } else if !skipped {
                lines.append("  …")
                skipped = true
            }
        }
        return lines.joined(separator: "\n")
    }

    private struct Edit {
        let mark: Character
        let line: String
    }

    /// A shortest edit script by longest common subsequence; texts here are small.
    private static func edits(_ old: [String], _ new: [String]) -> [Edit] {
        let rows = old.count
        let columns = new.count
        var lengths = [[Int]](repeating: [Int](repeating: 0, count: columns + 1), count: rows + 1)
        for i in stride(from: rows - 1, through: 0, by: -1) {
            for j in stride(from: columns - 1, through: 0, by: -1) {
                lengths[i][j] =
                    old[i] == new[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var script: [Edit] = []
        var (i, j) = (0, 0)
        while i < rows || j < columns {
            if i < rows, j < columns, old[i] == new[j] {
                script.append(Edit(mark: " ", line: old[i]))
                i += 1
                j += 1
            } else if i < rows, j == columns || lengths[i + 1][j] >= lengths[i][j + 1] {
                script.append(Edit(mark: "-", line: old[i]))
                i += 1
            } else {
                script.append(Edit(mark: "+", line: new[j]))
                j += 1
            }
        }
        return script
    }
}
