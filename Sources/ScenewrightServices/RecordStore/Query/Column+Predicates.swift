extension Column {
    /// Matches records whose column equals `value`; on an optional column, `nil` matches `NULL`.
    ///
    /// ```swift
    /// City.country == "NL"
    /// City.founded == nil
    /// ```
    ///
    /// - Returns: `"column" = ?` (`IS ?` on an optional column), with `value` bound.
    public static func == (column: Column, value: Value) -> RecordPredicate<Root> {
        column.compare(column.definition.isOptional ? "IS" : "=", value)
    }

    /// Matches records whose column differs from `value`, including `NULL`s when `value` is not
    /// `nil`.
    ///
    /// ```swift
    /// City.country != "NL"
    /// ```
    ///
    /// - Returns: `"column" <> ?` (`IS NOT ?` on an optional column), with `value` bound.
    public static func != (column: Column, value: Value) -> RecordPredicate<Root> {
        column.compare(column.definition.isOptional ? "IS NOT" : "<>", value)
    }

    /// Matches records whose column holds one of `values`.
    ///
    /// An empty list matches nothing. On an optional column, listing `nil` matches `NULL`.
    ///
    /// ```swift
    /// City.country.in(["NL", "BE", "LU"])
    /// ```
    ///
    /// - Parameter values: The values to match.
    /// - Returns: `"column" IN (?, …)`, with every value bound.
    public func `in`(_ values: some Sequence<Value>) -> RecordPredicate<Root> {
        RecordPredicate(
            .test(.among(column: name, values: values.map(\.sqlValue), isOptional: definition.isOptional)))
    }

    /// The column in ascending order (`NULL`s first), for ``RecordQuery/sorted(by:)``.
    ///
    /// ```swift
    /// City.sorted(by: City.name.ascending)
    /// ```
    public var ascending: RecordOrdering<Root> { RecordOrdering(column: name, isAscending: true) }

    /// The column in descending order (`NULL`s last), for ``RecordQuery/sorted(by:)``.
    ///
    /// ```swift
    /// City.sorted(by: City.population.descending)
    /// ```
    public var descending: RecordOrdering<Root> { RecordOrdering(column: name, isAscending: false) }

    func compare(_ comparison: String, _ value: Value) -> RecordPredicate<Root> {
        RecordPredicate(.test(.compare(column: name, operator: comparison, value: value.sqlValue)))
    }

    func match(_ match: PredicateTest.TextMatch, _ text: String) -> RecordPredicate<Root> {
        RecordPredicate(.test(.text(column: name, match: match, text: text)))
    }
}

extension Column where Value: Comparable {
    /// Matches records whose column is less than `value`.
    ///
    /// Text compares as `String`'s `<` does (canonical equivalence, Unicode scalar order); dates and
    /// numbers compare as numbers.
    ///
    /// ```swift
    /// City.population < 50_000
    /// ```
    ///
    /// - Returns: `"column" < ?`, with `value` bound.
    public static func < (column: Column, value: Value) -> RecordPredicate<Root> {
        column.compare("<", value)
    }

    /// Matches records whose column is less than or equal to `value`.
    ///
    /// ```swift
    /// City.founded <= cutoff
    /// ```
    ///
    /// - Returns: `"column" <= ?`, with `value` bound.
    public static func <= (column: Column, value: Value) -> RecordPredicate<Root> {
        column.compare("<=", value)
    }

    /// Matches records whose column is greater than `value`.
    ///
    /// ```swift
    /// City.population > 1_000_000
    /// ```
    ///
    /// - Returns: `"column" > ?`, with `value` bound.
    public static func > (column: Column, value: Value) -> RecordPredicate<Root> {
        column.compare(">", value)
    }

    /// Matches records whose column is greater than or equal to `value`.
    ///
    /// ```swift
    /// City.rating >= 4.5
    /// ```
    ///
    /// - Returns: `"column" >= ?`, with `value` bound.
    public static func >= (column: Column, value: Value) -> RecordPredicate<Root> {
        column.compare(">=", value)
    }
}

extension Column {
    /// Matches records whose optional column has a value less than `value`; `nil` never matches.
    ///
    /// ```swift
    /// City.founded < cutoff
    /// ```
    ///
    /// - Returns: `"column" < ?` on rows where the column is not `NULL`, with `value` bound.
    public static func < <Wrapped: Comparable & ColumnValue>(column: Column, value: Wrapped)
        -> RecordPredicate<Root>
    where Value == Wrapped? {
        column.compareUnlessNull("<", value)
    }

    /// Matches records whose optional column has a value less than or equal to `value`; `nil`
    /// never matches.
    ///
    /// ```swift
    /// City.founded <= cutoff
    /// ```
    ///
    /// - Returns: `"column" <= ?` on rows where the column is not `NULL`, with `value` bound.
    public static func <= <Wrapped: Comparable & ColumnValue>(column: Column, value: Wrapped)
        -> RecordPredicate<Root>
    where Value == Wrapped? {
        column.compareUnlessNull("<=", value)
    }

    /// Matches records whose optional column has a value greater than `value`; `nil` never
    /// matches.
    ///
    /// ```swift
    /// City.founded > cutoff
    /// ```
    ///
    /// - Returns: `"column" > ?` on rows where the column is not `NULL`, with `value` bound.
    public static func > <Wrapped: Comparable & ColumnValue>(column: Column, value: Wrapped)
        -> RecordPredicate<Root>
    where Value == Wrapped? {
        column.compareUnlessNull(">", value)
    }

    /// Matches records whose optional column has a value greater than or equal to `value`; `nil`
    /// never matches.
    ///
    /// ```swift
    /// City.founded >= cutoff
    /// ```
    ///
    /// - Returns: `"column" >= ?` on rows where the column is not `NULL`, with `value` bound.
    public static func >= <Wrapped: Comparable & ColumnValue>(column: Column, value: Wrapped)
        -> RecordPredicate<Root>
    where Value == Wrapped? {
        column.compareUnlessNull(">=", value)
    }

    /// Compares only rows that have a value, so that `!` negates exactly (SQL alone would drop the
    /// `NULL` rows from both the predicate and its negation).
    private func compareUnlessNull(_ comparison: String, _ value: some ColumnValue) -> RecordPredicate<Root> {
        RecordPredicate(
            .branch(
                PredicateBranch(
                    .and, .branch(PredicateBranch(.not, .test(.isNull(column: name)))),
                    .test(.compare(column: name, operator: comparison, value: value.sqlValue)))))
    }
}

extension Column where Value: ExpressibleByNilLiteral {
    /// Matches records whose optional column is `nil` (`NULL`).
    ///
    /// Negate it with `!` for "has a value".
    ///
    /// ```swift
    /// City.founded.isNil
    /// ```
    public var isNil: RecordPredicate<Root> { RecordPredicate(.test(.isNull(column: name))) }
}

extension Column where Value == String {
    /// Matches records whose text contains `text`, case-sensitively.
    ///
    /// Matches as the standard library's `contains(_:)` does, Character by Character: every text
    /// contains `""`, `"e\u{301}"` does not contain `"e"`, and NUL, `*`, `%` and `[` are ordinary
    /// characters. (Foundation's `StringProtocol.contains(_:)`, which a file importing Foundation
    /// may call instead, differs for `""` and inside Characters such as `"\r\n"`.)
    ///
    /// ```swift
    /// City.name.contains("dam")
    /// ```
    ///
    /// - Parameter text: The text to look for.
    /// - Returns: A test run by Swift's `contains(_:)` inside SQLite, with `text` bound.
    public func contains(_ text: String) -> RecordPredicate<Root> { match(.contains, text) }

    /// Matches records whose text starts with `prefix`, case-sensitively.
    ///
    /// ```swift
    /// City.name.hasPrefix("Amster")
    /// ```
    ///
    /// - Parameter prefix: The start to look for.
    /// - Returns: A test run by Swift's `hasPrefix(_:)` inside SQLite, with `prefix` bound.
    public func hasPrefix(_ prefix: String) -> RecordPredicate<Root> { match(.hasPrefix, prefix) }

    /// Matches records whose text ends with `suffix`, case-sensitively.
    ///
    /// ```swift
    /// City.name.hasSuffix("dam")
    /// ```
    ///
    /// - Parameter suffix: The end to look for.
    /// - Returns: A test run by Swift's `hasSuffix(_:)` inside SQLite, with `suffix` bound.
    public func hasSuffix(_ suffix: String) -> RecordPredicate<Root> { match(.hasSuffix, suffix) }
}

extension Column where Value == String? {
    /// Matches records whose text is not `nil` and contains `text`, case-sensitively.
    ///
    /// ```swift
    /// City.nickname.contains("Big")
    /// ```
    ///
    /// - Parameter text: The text to look for.
    /// - Returns: A test run by Swift's `contains(_:)` inside SQLite, with `text` bound.
    public func contains(_ text: String) -> RecordPredicate<Root> { match(.contains, text) }

    /// Matches records whose text is not `nil` and starts with `prefix`, case-sensitively.
    ///
    /// ```swift
    /// City.nickname.hasPrefix("The ")
    /// ```
    ///
    /// - Parameter prefix: The start to look for.
    /// - Returns: A test run by Swift's `hasPrefix(_:)` inside SQLite, with `prefix` bound.
    public func hasPrefix(_ prefix: String) -> RecordPredicate<Root> { match(.hasPrefix, prefix) }

    /// Matches records whose text is not `nil` and ends with `suffix`, case-sensitively.
    ///
    /// ```swift
    /// City.nickname.hasSuffix("City")
    /// ```
    ///
    /// - Parameter suffix: The end to look for.
    /// - Returns: A test run by Swift's `hasSuffix(_:)` inside SQLite, with `suffix` bound.
    public func hasSuffix(_ suffix: String) -> RecordPredicate<Root> { match(.hasSuffix, suffix) }
}
