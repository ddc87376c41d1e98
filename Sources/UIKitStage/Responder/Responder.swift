/// The base of every object that takes part in the screen: views, view controllers, the
/// application — HeadlessUI's `UIResponder`.
///
/// Two responders are equal only when they are the same object, and hash by identity, as UIKit's
/// objects do through `NSObject`: a controller or a view can be a dictionary key or a set member.
///
/// A responder can be the *first responder* of its window — the one that receives typing, like a
/// text field being edited. Each window has at most one, and keeps it: ``becomeFirstResponder()`` on
/// a view that ``canBecomeFirstResponder`` takes the place from the current one, which is asked to
/// resign first. A view outside any window is first responder of its own view tree; a controller or
/// the application, of itself.
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

    /// Called on an object loaded from a storyboard or nib once every object of the archive is
    /// connected. HeadlessUI loads no storyboards or nibs, so nothing ever calls it; it exists so that
    /// cells, views and controllers that override it (calling `super`) compile unchanged. Does
    /// nothing.
    open func awakeFromNib() {}

    /// Whether this responder can take first-responder status. `false` by default; a text field
    /// says `true` while it is enabled.
    open var canBecomeFirstResponder: Bool { false }

    /// Whether this responder agrees to give up first-responder status. `true` by default; a text
    /// field asks its delegate.
    open var canResignFirstResponder: Bool { true }

    /// Whether this responder is the first responder of its window (or of its view tree, outside
    /// a window).
    open var isFirstResponder: Bool { firstResponderScope.firstResponderOfScope === self }

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
        if let current = scope.firstResponderOfScope, !current.resignFirstResponder() {
            return false
        }
        scope.firstResponderOfScope = self
        // A responder with no window, view tree or room of its own has no place to be first in.
        guard scope.firstResponderOfScope === self else { return false }
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
        firstResponderScope.firstResponderOfScope = nil
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

    /// What holds this responder's first responder: its window, or the root of its view tree; a
    /// responder that is no view, itself.
    var firstResponderScope: UIResponder { self }

    /// The first responder of the scope this responder stands for — a window, the root of a view
    /// tree, a controller or the application — held weakly where the scope keeps it. A responder
    /// with no room for one (neither a view, a controller nor the application) answers `nil` and
    /// keeps nothing.
    var firstResponderOfScope: UIResponder? {
        get { nil }
        set {}
    }

    /// The trait overrides and registrations of a responder that is a trait environment with room
    /// for them — a view, a controller, a window scene — where it keeps them (Traits/). Any other
    /// responder answers `nil` and keeps nothing.
    var traitState: TraitState? {
        get { nil }
        set {}
    }

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

extension UIView {
    /// Forgets the first responder of `scope` when it lies in `subtree` (which is leaving `scope`),
    /// telling it it resigned, as UIKit does for a view removed from its window.
    static func forgetFirstResponder(of scope: UIView, ifInside subtree: UIView) {
        guard let view = scope.firstResponderOfScope as? UIView, view.isDescendant(of: subtree) else {
            return
        }
        scope.firstResponderOfScope = nil
        view.didResignFirstResponder()
    }
}

extension UIResponder {
    /// The first responder of this responder's window (or view tree), if any.
    var currentFirstResponder: UIResponder? { firstResponderScope.firstResponderOfScope }

    /// Stops being first responder without asking ``canResignFirstResponder``, as
    /// `endEditing(true)` makes a text field whose delegate refuses.
    func forceResignFirstResponder() {
        guard isFirstResponder else { return }
        firstResponderScope.firstResponderOfScope = nil
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
