/// Compares two resolve-time arguments, for telling a cycle from a recursion by argument.
enum ArgumentComparison {
    /// Whether `first` equals `second`: compared as `AnyHashable`, or element by element for a
    /// tuple (the arguments of a registration with several); `nil` when they cannot be compared.
    static func equal(_ first: Any, _ second: Any) -> Bool? {
        if let first = first as? AnyHashable, let second = second as? AnyHashable { return first == second }
        let firstMirror = Mirror(reflecting: first)
        let secondMirror = Mirror(reflecting: second)
        guard firstMirror.displayStyle == .tuple, secondMirror.displayStyle == .tuple,
            firstMirror.children.count == secondMirror.children.count
        else { return nil }
        var allEqual = true
        for (a, b) in zip(firstMirror.children, secondMirror.children) {
            guard let same = equal(a.value, b.value) else { return nil }
            allEqual = allEqual && same
        }
        return allEqual
    }
}
