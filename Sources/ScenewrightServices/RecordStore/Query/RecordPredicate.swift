/// A condition on a record's columns, written in Swift and run by SQLite with every value bound as a
/// parameter.
///
/// Build predicates from ``Column``s with `==`, `!=`, `<`, `<=`, `>`, `>=`, ``Column/in(_:)``,
/// ``Column/isNil``, `contains(_:)`, `hasPrefix(_:)` and
/// `hasSuffix(_:)`, and combine them with `&&`, `||` and `!`. There are no string
/// predicates: a value is never written into SQL, so a name like `'; DROP TABLE cities; --` is just
/// a name.
///
/// Optional columns follow Swift's rules rather than SQL's three-valued logic: `City.nickname ==
/// nil` matches rows without a nickname, `City.nickname != "Dam"` matches them too, and `!` negates
/// exactly. Text follows Swift's `String` exactly, NUL characters included: `==`, `<` and sorting
/// compare by canonical equivalence (`"é" == "e\u{301}"`), and `contains(_:)`, `hasPrefix(_:)` and
/// `hasSuffix(_:)` match Character by Character, case-sensitively. `Double.nan` matches as in Swift:
/// `== .nan` matches nothing and `!= .nan` everything.
///
/// A predicate may have any number of terms: a chain of `||` or `&&` is sent to SQLite as a flat,
/// balanced expression. A predicate that SQLite still cannot take — more values than it binds at
/// once, or `&&` and `||` alternating more than ``maximumNesting`` levels deep — throws
/// `RecordStoreError.Kind.predicateTooLarge` and runs nothing. A column the record's schema does not
/// declare throws `RecordStoreError.Kind.unknownColumn`.
///
/// ```swift
/// let bigDutch = City.population > 1_000_000 && City.country == "NL"
/// let unnamed = City.nickname.isNil || !City.country.in(["NL", "BE"])
/// let cities = try store.fetch(City.filter(bigDutch))
/// ```
public struct RecordPredicate<Root: Record>: Sendable {
    let node: PredicateNode

    init(_ node: PredicateNode) { self.node = node }

    /// How deeply `&&` and `||` may alternate, after chains of one of them are flattened and `!` is
    /// moved inward: SQLite's parser has a fixed stack. Deeper predicates throw
    /// `RecordStoreError.Kind.predicateTooLarge`.
    public static var maximumNesting: Int { PredicateRenderer.maximumNesting }

    /// A predicate every record matches.
    ///
    /// A neutral start when building a predicate in a loop.
    ///
    /// ```swift
    /// var predicate = RecordPredicate<City>.true
    /// for country in excluded { predicate = predicate && City.country != country }
    /// ```
    public static var `true`: RecordPredicate { RecordPredicate(.test(.constant(true))) }

    /// A predicate no record matches.
    ///
    /// The neutral start for a chain of `||`.
    ///
    /// ```swift
    /// var predicate = RecordPredicate<City>.false
    /// for name in names { predicate = predicate || City.name == name }
    /// ```
    public static var `false`: RecordPredicate { RecordPredicate(.test(.constant(false))) }

    /// Matches records that match both predicates.
    ///
    /// ```swift
    /// City.population > 100_000 && City.country == "NL"
    /// ```
    ///
    /// - Returns: The conjunction, rendered as `(lhs AND rhs)`.
    public static func && (lhs: RecordPredicate, rhs: RecordPredicate) -> RecordPredicate {
        RecordPredicate(.branch(PredicateBranch(.and, lhs.node, rhs.node)))
    }

    /// Matches records that match either predicate.
    ///
    /// ```swift
    /// City.country == "NL" || City.country == "BE"
    /// ```
    ///
    /// - Returns: The disjunction, rendered as `(lhs OR rhs)`.
    public static func || (lhs: RecordPredicate, rhs: RecordPredicate) -> RecordPredicate {
        RecordPredicate(.branch(PredicateBranch(.or, lhs.node, rhs.node)))
    }

    /// Matches exactly the records the predicate does not match.
    ///
    /// ```swift
    /// !City.name.hasPrefix("A")
    /// ```
    ///
    /// - Returns: The negation, rendered with `NOT` moved inward to the column tests.
    public static prefix func ! (predicate: RecordPredicate) -> RecordPredicate {
        RecordPredicate(.branch(PredicateBranch(.not, predicate.node)))
    }
}
