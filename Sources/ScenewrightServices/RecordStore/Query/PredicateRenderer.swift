/// Turns a predicate and orderings into SQL for one record type's table, without recursion: column
/// names checked against the schema, values appended to the bindings, text compared and matched
/// with ``SwiftTextSemantics``, and `Double.nan` answered as Swift does.
///
/// Chains of one connective (`a || b || c …`) are flattened into one list and sent to SQLite as a
/// balanced tree, so a list of n terms nests only log₂ n levels; `!` is moved inward to the column
/// tests (every test is two-valued, so De Morgan's laws hold). Nesting deeper than
/// ``maximumNesting`` throws ``RecordStoreError/Kind/predicateTooLarge`` before SQLite is asked.
struct PredicateRenderer {
    /// How many levels of parentheses a rendered predicate may nest. SQLite's parser keeps a stack
    /// of 100 entries, and a right-nested level can take three: 24 levels leave room for the tests
    /// themselves. A balanced list of 100,000 terms takes 17.
    static let maximumNesting = 24

    let layout: TableLayout
    /// The values to bind, in the order their `?` appear.
    var bindings: [SQLValue] = []

    init(layout: TableLayout) {
        self.layout = layout
    }

    /// The predicate as an SQL expression with `?` placeholders, appending its values to
    /// ``bindings``.
    mutating func render(_ root: PredicateNode) throws(RecordStoreError) -> String {
        let flat = mergingEqualities(Self.flatten(root))
        var sql = ""
        var work: [Work] = [.item(flat.root, depth: 0)]
        while let next = work.popLast() {
            switch next {
            case .text(let text):
                sql += text
            case .item(let index, let depth):
                switch flat.items[index] {
                case .test(let test, let negated):
                    sql += try render(test, negated: negated)
                case .list(let list):
                    work.append(.group(list: list, lower: 0, upper: flat.lists[list].count, depth: depth))
                }
            case .group(let list, let lower, let upper, let depth):
                guard upper - lower > 1 else {
                    work.append(.item(flat.lists[list][lower], depth: depth))
                    continue
                }
                guard depth < Self.maximumNesting else { throw tooDeep() }
                let middle = (lower + upper) / 2
                work.append(.text(")"))
                work.append(.group(list: list, lower: middle, upper: upper, depth: depth + 1))
                work.append(.text(flat.isConjunction[list] ? " AND " : " OR "))
                work.append(.group(list: list, lower: lower, upper: middle, depth: depth + 1))
                work.append(.text("("))
            }
        }
        return sql
    }

    /// `ORDER BY` terms for `orderings`, then `id`: text columns sort as `String`'s `<` does.
    func orderBy<Root: Record>(_ orderings: [RecordOrdering<Root>]) throws(RecordStoreError) -> String {
        var terms: [String] = []
        for ordering in orderings {
            let type = try layout.columnType(of: ordering.column, usedIn: "an ordering")
            let collation = type == .text ? " COLLATE \(SwiftTextSemantics.collation)" : ""
            terms.append(
                quoteIdentifier(ordering.column) + collation + (ordering.isAscending ? " ASC" : " DESC"))
        }
        return (terms + ["\"id\" ASC"]).joined(separator: ", ")
    }

    // MARK: - Flattening

    private enum Work {
        case text(String)
        case item(Int, depth: Int)
        case group(list: Int, lower: Int, upper: Int, depth: Int)
    }

    private enum Item {
        case test(PredicateTest, negated: Bool)
        case list(Int)
    }

    /// A predicate as lists of items: each list is one connective over two or more items.
    private struct Flat {
        var items: [Item] = []
        var lists: [[Int]] = []
        var isConjunction: [Bool] = []
        var root = 0
    }

    /// Merges, in each list, the equality tests on one column into a single ``PredicateTest/among``
    /// (`a == 1 || a == 2` is `a IN (1, 2)`, `a != 1 && a != 2` is `NOT (a IN (1, 2))`): a list of
    /// ids OR-ed together becomes one `IN`, which SQLite plans and runs in about linear time.
    private func mergingEqualities(_ flat: Flat) -> Flat {
        var flat = flat
        for list in flat.lists.indices {
            let isConjunction = flat.isConjunction[list]
            // The column each child tests for (in)equality, when it can join an `among`.
            var columns: [String?] = []
            var values: [String: [SQLValue]] = [:]
            for child in flat.lists[list] {
                guard
                    case .test(.compare(let column, let comparison, let value), let negated) = flat.items[
                        child],
                    layout.isOptional(column) != nil
                else {
                    columns.append(nil)
                    continue
                }
                let isEquality = comparison == "=" || comparison == "IS"
                let isInequality = comparison == "<>" || comparison == "IS NOT"
                // In an OR list, tests that hold when the column equals the value; in an AND list,
                // tests that hold when it does not.
                let mergeable =
                    isConjunction
                    ? (isInequality && !negated) || (isEquality && negated)
                    : (isEquality && !negated) || (isInequality && negated)
                columns.append(mergeable ? column : nil)
                if mergeable { values[column, default: []].append(value) }
            }
            guard values.values.contains(where: { $0.count > 1 }) else { continue }
            var children: [Int] = []
            var emitted: Set<String> = []
            for (child, column) in zip(flat.lists[list], columns) {
                guard let column, let merged = values[column], merged.count > 1 else {
                    children.append(child)
                    continue
                }
                guard emitted.insert(column).inserted else { continue }
                children.append(flat.items.count)
                flat.items.append(
                    .test(
                        .among(
                            column: column, values: merged, isOptional: layout.isOptional(column) ?? false),
                        negated: isConjunction))
            }
            flat.lists[list] = children
        }
        return flat
    }

    /// Flattens chains of one connective into lists and moves `!` inward, with an explicit stack.
    private static func flatten(_ root: PredicateNode) -> Flat {
        var flat = Flat()
        var pending: [(node: PredicateNode, negated: Bool, list: Int?)] = [(root, false, nil)]
        while let entry = pending.popLast() {
            var node = entry.node
            var negated = entry.negated
            let parent = entry.list
            while case .branch(let branch) = node, branch.connective == .not {
                node = branch.first
                negated.toggle()
            }
            let index = flat.items.count
            switch node {
            case .test(let test):
                flat.items.append(.test(test, negated: negated))
            case .branch(let branch):
                // De Morgan: !(a && b) is !a || !b.
                let isConjunction = (branch.connective == .and) != negated
                let list: Int
                if let parent, flat.isConjunction[parent] == isConjunction {
                    list = parent
                } else {
                    list = flat.lists.count
                    flat.lists.append([])
                    flat.isConjunction.append(isConjunction)
                    flat.items.append(.list(list))
                }
                if let second = branch.second { pending.append((second, negated, list)) }
                pending.append((branch.first, negated, list))
                guard list != parent else { continue }
            }
            if let parent { flat.lists[parent].append(index) } else { flat.root = index }
        }
        return flat
    }

    // MARK: - Tests

    private mutating func render(_ test: PredicateTest, negated: Bool) throws(RecordStoreError) -> String {
        let sql: String
        switch test {
        case .constant(let value):
            return value != negated ? "1" : "0"
        case .compare(let column, let comparison, let value):
            let type = try layout.columnType(of: column, usedIn: "a predicate")
            let isEquality = ["=", "<>", "IS", "IS NOT"].contains(comparison)
            if case .real(let number) = value, number.isNaN {
                // As in Swift: nothing equals NaN or is ordered with it; everything differs from it.
                return (comparison == "<>" || comparison == "IS NOT") != negated ? "1" : "0"
            }
            bindings.append(value)
            if type == .text, case .text(let text) = value {
                if let code = SwiftTextSemantics.orderCode(comparison) {
                    sql = "\(SwiftTextSemantics.orderFunction)(\(quoteIdentifier(column)), ?, \(code))"
                } else if isEquality
                    && (!SwiftTextSemantics.bytesDecideEquality(text)
                        // The unique index compares with the collation: using it, SQLite can seek.
                        || (["=", "IS"].contains(comparison) && layout.hasSwiftUniqueIndex(column)))
                {
                    sql = "\(quoteIdentifier(column)) \(comparison) ? COLLATE \(SwiftTextSemantics.collation)"
                } else {
                    sql = "\(quoteIdentifier(column)) \(comparison) ?"
                }
            } else {
                sql = "\(quoteIdentifier(column)) \(comparison) ?"
            }
        case .isNull(let column):
            _ = try layout.columnType(of: column, usedIn: "a predicate")
            return quoteIdentifier(column) + (negated ? " IS NOT NULL" : " IS NULL")
        case .among(let column, let values, let isOptional):
            let type = try layout.columnType(of: column, usedIn: "a predicate")
            let includesNull = values.contains(.null)
            // NaN equals nothing, in Swift as here.
            let present = values.filter { value in
                if case .real(let number) = value { return !number.isNaN }
                return value != .null
            }
            let needsCollation =
                type == .text
                && (layout.hasSwiftUniqueIndex(column)
                    || present.contains { value in
                        if case .text(let text) = value {
                            return !SwiftTextSemantics.bytesDecideEquality(text)
                        }
                        return false
                    })
            let name = quoteIdentifier(column)
            let subject = needsCollation ? "\(name) COLLATE \(SwiftTextSemantics.collation)" : name
            bindings.append(contentsOf: present)
            let membership =
                present.isEmpty
                ? "0"
                : "\(subject) IN (\(Array(repeating: "?", count: present.count).joined(separator: ", ")))"
            if !isOptional {
                sql = membership
            } else {
                // Two-valued on optional columns: NULL is "not in" unless nil was listed.
                sql =
                    includesNull
                    ? "(\(name) IS NULL OR \(membership))" : "(\(name) IS NOT NULL AND \(membership))"
            }
        case .text(let column, let match, let text):
            _ = try layout.columnType(of: column, usedIn: "a predicate")
            bindings.append(.text(text))
            sql = "\(match.function)(\(quoteIdentifier(column)), ?)"
        }
        return negated ? "NOT (\(sql))" : sql
    }

    private func tooDeep() -> RecordStoreError {
        RecordStoreError(
            .predicateTooLarge,
            "A predicate on \(layout.recordName) nests && and || more than \(Self.maximumNesting) levels deep "
                + "(after chains of one operator are flattened and ! is moved inward), deeper than SQLite's "
                + "parser takes. Nothing ran. Build long conditions as chains of one operator "
                + "(`predicate = predicate || …` in a loop is fine) or with `column.in(values)`.",
            table: layout.tableName)
    }
}
