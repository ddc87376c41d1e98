/// One node of a ``RecordPredicate``: a test (``PredicateTest``), or a connective over other nodes
/// (``PredicateBranch``).
///
/// Values are kept as ``SQLValue``s and bound when the predicate is rendered; column names are
/// checked against the record's schema then.
enum PredicateNode: Sendable {
    case test(PredicateTest)
    case branch(PredicateBranch)
}

/// A leaf of a predicate: a constant or a test on one column.
enum PredicateTest: Sendable {
    case constant(Bool)
    /// `column <operator> value`, with `operator` one of `=`, `<>`, `IS`, `IS NOT`, `<`, `<=`, `>`,
    /// `>=`.
    case compare(column: String, operator: String, value: SQLValue)
    case isNull(column: String)
    case among(column: String, values: [SQLValue], isOptional: Bool)
    case text(column: String, match: TextMatch, text: String)

    /// A Character-wise text test, run by one of ``SwiftTextSemantics``' functions.
    enum TextMatch: Sendable {
        case contains, hasPrefix, hasSuffix

        var function: String {
            switch self {
            case .contains: SwiftTextSemantics.containsFunction
            case .hasPrefix: SwiftTextSemantics.prefixFunction
            case .hasSuffix: SwiftTextSemantics.suffixFunction
            }
        }
    }
}

/// `&&`, `||` or `!` over predicate nodes, in a class so that a predicate folded from any number of
/// terms is cheap to build and is torn down without recursion.
///
/// A predicate built in a loop (`predicate = predicate || City.id == id`) is a chain as long as the
/// loop; releasing it the default way would recurse once per link and overflow the stack, so
/// `deinit` takes the chain apart with a loop instead.
final class PredicateBranch: @unchecked Sendable {
    enum Connective: Sendable { case and, or, not }

    let connective: Connective
    // `first` and `second` are set in `init` and changed only by `deinit`'s teardown, on branches
    // no one else references any more; nothing reads them concurrently with a write.
    private(set) var first: PredicateNode
    /// The right operand of `&&` and `||`; `nil` for `!`.
    private(set) var second: PredicateNode?

    init(_ connective: Connective, _ first: PredicateNode, _ second: PredicateNode? = nil) {
        self.connective = connective
        self.first = first
        self.second = second
    }

    deinit {
        var pending: [PredicateBranch] = []
        if case .branch(let branch) = first { pending.append(branch) }
        if case .branch(let branch)? = second { pending.append(branch) }
        first = .test(.constant(true))
        second = nil
        while var branch = pending.popLast() {
            // Shared branches stay whole: their last owner takes them apart.
            guard isKnownUniquelyReferenced(&branch) else { continue }
            if case .branch(let child) = branch.first { pending.append(child) }
            if case .branch(let child)? = branch.second { pending.append(child) }
            branch.first = .test(.constant(true))
            branch.second = nil
        }
    }
}
