// A stand-in for the Objective-C runtime's associated objects, for a published app explored
// headless on Linux (Scripts/explore-published-app.sh). Not part of Scenewright.
//
// The runtime releases an object's associated values when the object is deallocated. Swift offers
// no hook for another object's deallocation, so this table holds each owner weakly and lets go of
// the values of owners that are gone on every call, and when `objc_releaseValuesOfDeadOwners()` is
// called (the exploration calls it after releasing each launched app).

/// The policies the runtime offers; only the retaining ones are told apart from `ASSIGN`.
public enum objc_AssociationPolicy: Sendable {
    case OBJC_ASSOCIATION_ASSIGN
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC
    case OBJC_ASSOCIATION_COPY_NONATOMIC
    case OBJC_ASSOCIATION_RETAIN
    case OBJC_ASSOCIATION_COPY
}

private final class Entry {
    weak var owner: AnyObject?
    var values: [UnsafeRawPointer: Value] = [:]
    init(owner: AnyObject) { self.owner = owner }
}

private enum Value {
    case strong(Any)
    case weak(WeakBox)
}

private final class WeakBox {
    weak var object: AnyObject?
    init(_ object: AnyObject?) { self.object = object }
}

@MainActor private var table: [ObjectIdentifier: Entry] = [:]

/// Lets go of the values associated with owners that no longer exist.
@MainActor public func objc_releaseValuesOfDeadOwners() {
    table = table.filter { $0.value.owner != nil }
}

/// Returns the value associated with `object` for `key`, or `nil`.
@MainActor public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    objc_releaseValuesOfDeadOwners()
    guard let entry = table[ObjectIdentifier(object as AnyObject)], entry.owner != nil else { return nil }
    switch entry.values[key] {
    case .strong(let value): return value
    case .weak(let box): return box.object
    case nil: return nil
    }
}

/// Associates `value` with `object` for `key` (`nil` removes it).
@MainActor public func objc_setAssociatedObject(
    _ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy
) {
    objc_releaseValuesOfDeadOwners()
    let owner = object as AnyObject
    let id = ObjectIdentifier(owner)
    let entry = table[id] ?? Entry(owner: owner)
    table[id] = entry
    guard let value else {
        entry.values[key] = nil
        return
    }
    entry.values[key] = policy == .OBJC_ASSOCIATION_ASSIGN ? .weak(WeakBox(value as AnyObject)) : .strong(value)
}

/// Lets go of every associated value, of live owners too (a diagnostic aid: a leak that goes away
/// with it is a cycle through associated objects, which the Objective-C runtime would leak too).
@MainActor public func objc_removeAllAssociatedValues() {
    table.removeAll()
}
