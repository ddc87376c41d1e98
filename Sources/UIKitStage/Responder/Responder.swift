/// The base of every object that takes part in the screen: views, view controllers, the
/// application — HeadlessUI's `UIResponder`.
///
/// Two responders are equal only when they are the same object, and hash by identity, as UIKit's
/// objects do through `NSObject`: a controller or a view can be a dictionary key or a set member.
///
/// A responder can be the *first responder* of its window — the one that receives typing, like a
/// text field being edited. Each window has at most one: ``becomeFirstResponder()`` on a view that
/// ``canBecomeFirstResponder`` takes the place from the current one, which is asked to resign
/// first. A view outside any window is first responder of its own view tree.
///
/// ```swift
/// let first = ViewController()
/// let second = ViewController()
/// let seen: Set<ViewController> = [first, first, second]
/// print(seen.count)   // 2
///
/// let name = TextField(placeholder: "Name")
/// name.becomeFirstResponder()   // true: editing begins
/// print(name.isFirstResponder)  // true
/// ```
@preconcurrency @MainActor open class UIResponder {
    /// Creates a responder.
    public init() {}

    /// Whether this responder can take first-responder status. `false` by default; a text field
    /// says `true` while it is enabled.
    open var canBecomeFirstResponder: Bool { false }

    /// Whether this responder agrees to give up first-responder status. `true` by default; a text
    /// field asks its delegate.
    open var canResignFirstResponder: Bool { true }

    /// Whether this responder is the first responder of its window (or of its view tree, outside
    /// a window).
    open var isFirstResponder: Bool { FirstResponders.current(in: firstResponderScope) === self }

    /// Makes this responder the first responder of its window, asking the current one to resign.
    ///
    /// Nothing changes, and the result is `false`, when ``canBecomeFirstResponder`` is `false` or
    /// the current first responder refuses to resign.
    /// - Returns: Whether this responder is now the first responder.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder else { return false }
        let scope = firstResponderScope
        if let current = FirstResponders.current(in: scope), !current.resignFirstResponder() {
            return false
        }
        FirstResponders.set(self, in: scope)
        didBecomeFirstResponder()
        return true
    }

    /// Gives up first-responder status.
    ///
    /// - Returns: `false` when ``canResignFirstResponder`` refused (the responder stays first);
    ///   otherwise `true`, also when it was not first responder.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return true }
        guard canResignFirstResponder else { return false }
        FirstResponders.set(nil, in: firstResponderScope)
        didResignFirstResponder()
        return true
    }

    // MARK: Touches (the delivery is in Touches/TouchDelivery.swift)

    /// A finger touched down on this responder's view. By default the touches go on to the next
    /// responder (a view's superview or controller, a controller's superview or parent, the
    /// window, the application), as in UIKit; override to handle them yourself.
    /// - Parameters:
    ///   - touches: The touches that began.
    ///   - event: The event they belong to.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        TouchDelivery.passOn(from: self) { $0.touchesBegan(touches, with: event) }
    }

    /// Fingers moved. By default the touches go on to the next responder.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        TouchDelivery.passOn(from: self) { $0.touchesMoved(touches, with: event) }
    }

    /// Fingers lifted. By default the touches go on to the next responder.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        TouchDelivery.passOn(from: self) { $0.touchesEnded(touches, with: event) }
    }

    /// The touches were cancelled (a gesture recognizer took them). By default they go on to the
    /// next responder.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        TouchDelivery.passOn(from: self) { $0.touchesCancelled(touches, with: event) }
    }

    /// What holds this responder's first responder: its window, or the root of its view tree.
    var firstResponderScope: AnyObject { self }

    /// Called after this responder became first responder (a text field begins editing).
    func didBecomeFirstResponder() {}

    /// Called after this responder stopped being first responder, asked or forced.
    func didResignFirstResponder() {}

    /// Whether this object is an instance of `aClass` or of one of its subclasses — `NSObject`'s
    /// `isKind(of:)`, which every UIKit object answers.
    ///
    /// ```swift
    /// navigationController.isKind(of: UIViewController.self)   // true
    /// ```
    /// - Parameter aClass: The class to test against.
    /// - Returns: `true` when `aClass` is this object's class or one of its superclasses.
    nonisolated public func isKind(of aClass: AnyClass) -> Bool {
        var current: AnyClass? = type(of: self)
        while let candidate = current {
            if ObjectIdentifier(candidate) == ObjectIdentifier(aClass) { return true }
            current = _getSuperclass(candidate)
        }
        return false
    }

    /// Whether this object is an instance of exactly `aClass` — `NSObject`'s `isMember(of:)`.
    /// - Parameter aClass: The class to test against.
    /// - Returns: `true` only when `aClass` is this object's own class.
    nonisolated public func isMember(of aClass: AnyClass) -> Bool {
        ObjectIdentifier(type(of: self)) == ObjectIdentifier(aClass)
    }
}

extension UIResponder: Hashable {
    /// Whether `lhs` and `rhs` are the same object.
    nonisolated public static func == (lhs: UIResponder, rhs: UIResponder) -> Bool { lhs === rhs }

    /// Hashes the object's identity.
    nonisolated public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}

/// The first responder of each window (or detached view tree), held weakly on both sides.
@MainActor enum FirstResponders {
    private struct Entry {
        weak var scope: AnyObject?
        weak var responder: UIResponder?
    }

    private static var entries: [ObjectIdentifier: Entry] = [:]

    /// Whether any first responder is recorded: lets view-tree edits skip all bookkeeping.
    static var isEmpty: Bool { entries.isEmpty }

    static func current(in scope: AnyObject) -> UIResponder? {
        guard let entry = entries[ObjectIdentifier(scope)], entry.scope === scope else { return nil }
        return entry.responder
    }

    static func set(_ responder: UIResponder?, in scope: AnyObject) {
        entries = entries.filter { $0.value.scope != nil && $0.value.responder != nil }
        if let responder {
            entries[ObjectIdentifier(scope)] = Entry(scope: scope, responder: responder)
        } else {
            entries[ObjectIdentifier(scope)] = nil
        }
    }

    /// Forgets the first responder of `scope` when it lies in `subtree` (which is leaving `scope`),
    /// telling it it resigned, as UIKit does for a view removed from its window.
    static func forget(in scope: AnyObject, ifInside subtree: UIView) {
        guard let view = current(in: scope) as? UIView, view.isDescendant(of: subtree) else { return }
        set(nil, in: scope)
        view.didResignFirstResponder()
    }
}

extension UIResponder {
    /// The first responder of this responder's window (or view tree), if any.
    var currentFirstResponder: UIResponder? { FirstResponders.current(in: firstResponderScope) }

    /// Stops being first responder without asking ``canResignFirstResponder``, as
    /// `endEditing(true)` makes a text field whose delegate refuses.
    func forceResignFirstResponder() {
        guard isFirstResponder else { return }
        FirstResponders.set(nil, in: firstResponderScope)
        didResignFirstResponder()
    }
}

extension UIResponder {
    /// The next responder in UIKit's chain (UIKit's `next`, which the `UIKit` module exposes): a controller's root view answers its controller; any
    /// other view its superview; a controller the superview of its view, else its parent, else the
    /// controller presenting it; a window the application. `nil` at the end of the chain.
    package var responderChainNext: UIResponder? {
        switch self {
        case let window as UIWindow:
            return window.superview ?? UIApplication.shared
        case let view as UIView:
            return view.owningController ?? view.superview
        case let controller as UIViewController:
            return controller.viewIfLoaded?.superview ?? controller.parent
                ?? controller.presentingViewController
        default:
            return nil
        }
    }
}
