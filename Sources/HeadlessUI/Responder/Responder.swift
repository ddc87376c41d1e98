/// The base of every object that takes part in the screen: views, view controllers, the
/// application — HeadlessUI's `UIResponder`.
///
/// Two responders are equal only when they are the same object, and hash by identity, as UIKit's
/// objects do through `NSObject`: a controller or a view can be a dictionary key or a set member.
///
/// ```swift
/// let first = ViewController()
/// let second = ViewController()
/// let seen: Set<ViewController> = [first, first, second]
/// print(seen.count)   // 2
/// ```
@preconcurrency @MainActor open class Responder {
    /// Creates a responder.
    public init() {}
}

extension Responder: Hashable {
    /// Whether `lhs` and `rhs` are the same object.
    nonisolated public static func == (lhs: Responder, rhs: Responder) -> Bool { lhs === rhs }

    /// Hashes the object's identity.
    nonisolated public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
