/// A least-recently-used cache that keeps the total cost of its values within a byte budget.
///
/// A plain value with no locking: ``ImageStore`` owns one inside its actor. Reading a value makes it
/// the most recently used; inserting evicts the least recently used values until the new one fits.
/// A value costing more than the whole budget is not stored at all (and evicts nothing).
///
/// Recency is an array, so touching is O(n) in the number of entries: fine for the hundreds of
/// images an app keeps, and simple enough to be obviously right.
///
/// ```swift
/// var cache = ByteBudgetCache<String, Data>(budget: 100)
/// cache.insert(a, cost: 60, for: "a")
/// cache.insert(b, cost: 60, for: "b")   // evicts "a"
/// ```
struct ByteBudgetCache<Key: Hashable, Value> {
    /// The most the values may cost together.
    let budget: Int
    /// What the stored values cost together; never more than ``budget``.
    private(set) var byteCount = 0
    private var entries: [Key: (value: Value, cost: Int)] = [:]
    /// The keys, least recently used first.
    private(set) var keys: [Key] = []

    init(budget: Int) { self.budget = max(0, budget) }

    /// Whether `key` is stored (without touching it).
    func contains(_ key: Key) -> Bool { entries[key] != nil }

    /// The value for `key`, made the most recently used.
    mutating func value(for key: Key) -> Value? {
        guard let entry = entries[key] else { return nil }
        touch(key)
        return entry.value
    }

    /// Stores `value` as the most recently used, evicting the least recently used values until it
    /// fits. Replaces an existing value for `key`.
    /// - Returns: Whether the value was stored (`false` when it costs more than the whole budget),
    ///   and the keys evicted to make room, least recently used first.
    @discardableResult
    mutating func insert(_ value: Value, cost: Int, for key: Key) -> (stored: Bool, evicted: [Key]) {
        remove(key)
        guard cost <= budget else { return (false, []) }
        var evicted: [Key] = []
        while byteCount + cost > budget, let oldest = keys.first {
            remove(oldest)
            evicted.append(oldest)
        }
        entries[key] = (value, cost)
        keys.append(key)
        byteCount += cost
        return (true, evicted)
    }

    /// Removes the value for `key`, if any.
    mutating func remove(_ key: Key) {
        guard let entry = entries.removeValue(forKey: key) else { return }
        byteCount -= entry.cost
        keys.removeAll { $0 == key }
    }

    /// Removes every value.
    mutating func removeAll() {
        entries = [:]
        keys = []
        byteCount = 0
    }

    private mutating func touch(_ key: Key) {
        guard let index = keys.firstIndex(of: key) else { return }
        keys.remove(at: index)
        keys.append(key)
    }
}
