/// Which records of a type to fetch, count or delete: a predicate, an order, a limit and an offset.
///
/// Start from the record type (`City.filter(…)`, `City.sorted(by: …)`) or from `RecordQuery()`, and
/// refine with ``filter(_:)``, ``sorted(by:)`` and ``limit(_:offset:)``; each returns a new query.
/// Without an ordering, records come back in `id` order.
///
/// ```swift
/// let top = City.filter(City.country == "NL")
///     .sorted(by: City.population.descending, City.name.ascending)
///     .limit(10)
/// let cities = try store.fetch(top)
/// ```
public struct RecordQuery<Root: Record>: Sendable {
    var predicate: RecordPredicate<Root>?
    var orderings: [RecordOrdering<Root>] = []
    var maximumCount: Int?
    var skipped = 0

    /// A query for every record of the type, in `id` order.
    ///
    /// ```swift
    /// let everything = try store.fetch(RecordQuery<City>())
    /// ```
    public init() {}

    /// The query narrowed to records that also match `predicate`.
    ///
    /// Calling it again combines the predicates with `&&`.
    ///
    /// ```swift
    /// query.filter(City.population > 100_000)
    /// ```
    ///
    /// - Parameter predicate: The condition to add.
    /// - Returns: The narrowed query.
    public func filter(_ predicate: RecordPredicate<Root>) -> RecordQuery {
        var query = self
        query.predicate = self.predicate.map { $0 && predicate } ?? predicate
        return query
    }

    /// The query with its records in the given order: by the first ordering, ties by the next.
    ///
    /// Replaces any earlier ordering. Ties left after the last ordering are broken by `id`.
    ///
    /// ```swift
    /// query.sorted(by: City.country.ascending, City.population.descending)
    /// ```
    ///
    /// - Parameter orderings: The orderings, most significant first.
    /// - Returns: The ordered query.
    public func sorted(by orderings: RecordOrdering<Root>...) -> RecordQuery {
        var query = self
        query.orderings = orderings
        return query
    }

    /// The query returning at most `count` records, after skipping `offset`.
    ///
    /// Negative numbers count as zero.
    ///
    /// ```swift
    /// query.limit(20, offset: 40)   // the third page of 20
    /// ```
    ///
    /// - Parameters:
    ///   - count: The most records to return.
    ///   - offset: How many matching records to skip first.
    /// - Returns: The limited query.
    public func limit(_ count: Int, offset: Int = 0) -> RecordQuery {
        var query = self
        query.maximumCount = max(0, count)
        query.skipped = max(0, offset)
        return query
    }

    /// The `WHERE`, `ORDER BY`, `LIMIT` and `OFFSET` clauses for `layout`'s table, appending the
    /// values to bind.
    ///
    /// - Throws: ``RecordStoreError/Kind/unknownColumn`` for a column the schema does not declare,
    ///   ``RecordStoreError/Kind/predicateTooLarge`` for a predicate SQLite cannot take (more values
    ///   than `bindingLimit`, or nested too deep).
    func clauses(
        for layout: TableLayout, bindingLimit: Int, binding bindings: inout [SQLValue], ordered: Bool = true,
        limited: Bool = true
    ) throws(RecordStoreError) -> String {
        var renderer = PredicateRenderer(layout: layout)
        var sql = ""
        if let predicate { sql += " WHERE " + (try renderer.render(predicate.node)) }
        if ordered { sql += " ORDER BY " + (try renderer.orderBy(orderings)) }
        bindings.append(contentsOf: renderer.bindings)
        if limited, maximumCount != nil || skipped > 0 {
            sql += " LIMIT ? OFFSET ?"
            bindings.append(.integer(Int64(maximumCount ?? -1)))
            bindings.append(.integer(Int64(skipped)))
        }
        guard bindings.count <= bindingLimit else {
            throw RecordStoreError(
                .predicateTooLarge,
                "A query on \(layout.recordName) binds \(bindings.count) values, more than the \(bindingLimit) "
                    + "SQLite takes in one statement. Nothing ran. Split the values into batches of at most "
                    + "\(bindingLimit / 2) and run one query per batch.",
                table: layout.tableName)
        }
        return sql
    }

    /// SQL that acts on the records this query matches. Without a limit or an offset, the order does
    /// not matter: `whole`, a statement on the whole table (`DELETE FROM` it, say), with the `WHERE`
    /// clause appended. Otherwise `limited` wraps the ordered, limited selection of the matching ids
    /// (`DELETE FROM` the table `WHERE "id" IN (…)`, say).
    func statement(
        _ whole: String, limited: (_ selectedIDs: String) -> String, for layout: TableLayout,
        bindingLimit: Int,
        binding bindings: inout [SQLValue]
    ) throws(RecordStoreError) -> String {
        guard maximumCount != nil || skipped != 0 else {
            return try whole
                + clauses(for: layout, bindingLimit: bindingLimit, binding: &bindings, ordered: false)
        }
        let selection =
            try "SELECT \"id\" FROM \(layout.quotedTable)"
            + clauses(for: layout, bindingLimit: bindingLimit, binding: &bindings)
        return limited(selection)
    }
}

/// One term of a query's order: a column, ascending or descending.
///
/// Made by ``Column/ascending`` and ``Column/descending``.
///
/// ```swift
/// City.sorted(by: City.population.descending)
/// ```
public struct RecordOrdering<Root: Record>: Sendable {
    let column: String
    let isAscending: Bool

}

extension Record {
    /// A query for the records of this type that match `predicate`.
    ///
    /// ```swift
    /// let big = try store.fetch(City.filter(City.population > 1_000_000))
    /// ```
    ///
    /// - Parameter predicate: The condition records must match.
    /// - Returns: The query, in `id` order until you sort it.
    public static func filter(_ predicate: RecordPredicate<Self>) -> RecordQuery<Self> {
        RecordQuery().filter(predicate)
    }

    /// A query for every record of this type, in the given order.
    ///
    /// ```swift
    /// let alphabetical = try store.fetch(City.sorted(by: City.name.ascending))
    /// ```
    ///
    /// - Parameter orderings: The orderings, most significant first.
    /// - Returns: The query.
    public static func sorted(by orderings: RecordOrdering<Self>...) -> RecordQuery<Self> {
        var query = RecordQuery<Self>()
        query.orderings = orderings
        return query
    }
}
