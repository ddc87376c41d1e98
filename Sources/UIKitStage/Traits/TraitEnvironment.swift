import Foundation
import ScenewrightCore

/// An object with a trait collection that hears when it changes — UIKit's `UITraitEnvironment`:
/// views, windows, controllers, window scenes and the screen.
@preconcurrency @MainActor public protocol UITraitEnvironment: AnyObject {
    /// The traits of the environment the object is in.
    var traitCollection: UITraitCollection { get }
    /// Called after ``traitCollection`` changed, with the traits it had before.
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

/// An opaque token for one trait change registration — UIKit's `UITraitChangeRegistration`; pass
/// it to ``UITraitChangeObservable/unregisterForTraitChanges(_:)`` to stop observing.
@preconcurrency @MainActor public protocol UITraitChangeRegistration: AnyObject {}

/// An object whose code runs when chosen traits change — UIKit's `UITraitChangeObservable`
/// (iOS 17): views, controllers and window scenes.
///
/// A handler runs after the object's own `traitCollectionDidChange(_:)`, only when one of the
/// traits it names changed, with the object and the traits it had before. Refer to the object
/// through the handler's first parameter, not by capturing it, as UIKit advises: registrations
/// live as long as the object.
///
/// ```swift
/// override func viewDidLoad() {
///     super.viewDidLoad()
///     registerForTraitChanges([UITraitUserInterfaceStyle.self]) {
///         (self: Self, previousTraitCollection: UITraitCollection) in
///         self.applyTheme()
///     }
/// }
/// ```
///
/// UIKit's `registerForTraitChanges(_:target:action:)` and `(_:action:)` take a selector, which
/// needs the Objective-C runtime; use the handler form.
@preconcurrency @MainActor public protocol UITraitChangeObservable {
    /// The closure a registration runs: the observed object, and its traits before the change.
    typealias TraitChangeHandler<TraitEnvironment: UITraitEnvironment> = (
        TraitEnvironment, UITraitCollection
    ) -> Void

    /// Runs `handler` whenever one of `traits` changes in this object's trait collection.
    /// - Parameters:
    ///   - traits: The traits to observe.
    ///   - handler: Receives the object (cast to the handler's first parameter type; a handler for
    ///     another type is never run) and the traits it had before the change.
    /// - Returns: A token for ``unregisterForTraitChanges(_:)``; keeping it is optional.
    @discardableResult
    func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping TraitChangeHandler<TraitEnvironment>
    ) -> any UITraitChangeRegistration

    /// Stops the registration `registration` made; does nothing for a token of another object.
    func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration)
}

// Views, controllers and window scenes are responders that keep their registrations in their
// trait state: one implementation serves all three.
extension UITraitChangeObservable where Self: UIResponder {
    /// Keeps `handler` in this view's, controller's or window scene's trait state, for as long as
    /// the object lives; the object's trait changes run it
    /// (see ``UITraitChangeObservable/registerForTraitChanges(_:handler:)``).
    /// - Parameters:
    ///   - traits: The traits to observe.
    ///   - handler: Receives the object and the traits it had before the change.
    /// - Returns: A token for ``unregisterForTraitChanges(_:)``.
    @discardableResult
    public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping TraitChangeHandler<TraitEnvironment>
    ) -> any UITraitChangeRegistration {
        let state = writableTraitState
        if traitState !== state {
            Diagnostics.emit(
                Diagnostic(
                    .traitRegistrationIgnored,
                    "registerForTraitChanges on \(StageTypeName.of(Swift.type(of: self))), which has no traits "
                        + "to change: only views, view controllers and window scenes keep registrations. "
                        + "The handler will never run."))
        }
        return state.register(traits, handler)
    }

    /// Removes `registration` from this object's trait state; a token of another object is not
    /// there, and nothing changes.
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        traitState?.unregister(registration)
    }
}

/// One registration: the traits it observes and its handler.
@MainActor final class TraitChangeRegistrationToken: UITraitChangeRegistration {
    let traits: Set<ObjectIdentifier>
    let handler: (AnyObject, UITraitCollection) -> Void

    init(traits: [UITrait], handler: @escaping (AnyObject, UITraitCollection) -> Void) {
        self.traits = Set(traits.map { ObjectIdentifier($0) })
        self.handler = handler
    }
}

/// What a trait environment keeps of its own: its overrides, the overrides it gives each child
/// controller, and its registrations. Made on first use, so that objects that never touch traits
/// carry nothing.
@MainActor final class TraitState {
    var overrides = TraitValues()
    var registrations: [TraitChangeRegistrationToken] = []
    /// A controller's `setOverrideTraitCollection(_:forChild:)`, by child.
    var childOverrides: [ObjectIdentifier: (child: Weak<UIViewController>, traits: UITraitCollection)] = [:]
    /// A window's environment, changed by `simulateTraitChange(_:)`.
    var environment: [ObjectIdentifier: TraitEntry] = [:]

    func register<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait], _ handler: @escaping (TraitEnvironment, UITraitCollection) -> Void
    ) -> TraitChangeRegistrationToken {
        let token = TraitChangeRegistrationToken(traits: traits) { object, previous in
            guard let environment = object as? TraitEnvironment else { return }
            handler(environment, previous)
        }
        registrations.append(token)
        return token
    }

    func unregister(_ registration: any UITraitChangeRegistration) {
        registrations.removeAll { $0 === registration }
    }

    /// Runs the handlers registered for one of `changed`, with `object` and its traits before.
    func runHandlers(of object: AnyObject, for changed: [UITrait], previous: UITraitCollection) {
        let changedIDs = Set(changed.map { ObjectIdentifier($0) })
        for registration in registrations where !registration.traits.isDisjoint(with: changedIDs) {
            registration.handler(object, previous)
        }
    }
}

extension UIResponder {
    /// The responder's trait state, made now if it has none.
    var writableTraitState: TraitState { traitState.madeIfNeeded(TraitState.init) }
}

/// A weak reference.
struct Weak<Object: AnyObject> {
    weak var object: Object?
}

/// A place in the trait hierarchy: traits flow from the screen (or the window scene) to the window,
/// its root controller, that controller's view and subviews, its children and what it presents.
@MainActor enum TraitNode {
    case view(UIView)
    case controller(UIViewController)

    var object: AnyObject {
        switch self {
        case .view(let view): view
        case .controller(let controller): controller
        }
    }

    var environment: any UITraitEnvironment {
        switch self {
        case .view(let view): view
        case .controller(let controller): controller
        }
    }

    var state: TraitState? {
        switch self {
        case .view(let view): view.traitState
        case .controller(let controller): controller.traitState
        }
    }

    /// Where this node inherits its traits from; `nil` for a window, or an object in no hierarchy,
    /// which starts from ``base``.
    var parent: TraitNode? {
        switch self {
        case .view(let view):
            if view is UIWindow { return nil }
            if let controller = view.owningController { return .controller(controller) }
            return view.superview.map { .view($0) }
        case .controller(let controller):
            if let parent = controller.parentStorage { return .controller(parent) }
            if let presenting = controller.presentingStorage { return .controller(presenting) }
            if let window = controller.hostWindow { return .view(window) }
            return controller.viewIfLoaded?.superview.map { .view($0) }
        }
    }

    /// The traits a node with no ``parent`` starts from: a window's environment, else the screen's.
    var base: UITraitCollection {
        if case .view(let view) = self, let window = view as? UIWindow { return window.environmentTraits }
        return UIScreen.main.traitCollection
    }

    /// `inherited` with this node's overrides applied, and the override its parent gives it.
    func traits(inheriting inherited: UITraitCollection) -> UITraitCollection {
        var traits = inherited
        if case .controller(let controller) = self, let parent = controller.parentStorage,
            let given = parent.overrideTraitCollection(forChild: controller)
        {
            traits = traits.applying(given.entries)
        }
        if let overrides = state?.overrides.entries { traits = traits.applying(overrides) }
        return traits
    }

    /// The node's trait collection, resolved from the top of its hierarchy down.
    var resolvedTraits: UITraitCollection {
        var chain: [TraitNode] = [self]
        var seen: Set<ObjectIdentifier> = [ObjectIdentifier(object)]
        while let next = chain[chain.count - 1].parent, seen.insert(ObjectIdentifier(next.object)).inserted {
            chain.append(next)
        }
        var traits = chain[chain.count - 1].base
        for node in chain.reversed() { traits = node.traits(inheriting: traits) }
        return traits
    }

    /// The nodes that inherit directly from this one, in the order they hear changes: a window's
    /// root controller, a controller's view, its children and the controller it presents, a view's
    /// subviews (a subview that is a controller's root view stands for that controller when the
    /// controller inherits from the view).
    var children: [TraitNode] {
        var result: [TraitNode] = []
        switch self {
        case .view(let view):
            if let window = view as? UIWindow, let root = window.rootViewController {
                result.append(.controller(root))
            }
            for subview in view.subviews {
                if let controller = subview.owningController {
                    if case .view(let parent)? = TraitNode.controller(controller).parent, parent === view {
                        result.append(.controller(controller))
                    }
                } else {
                    result.append(.view(subview))
                }
            }
        case .controller(let controller):
            if let root = controller.viewIfLoaded { result.append(.view(root)) }
            for child in controller.childStorage { result.append(.controller(child)) }
            if let presented = controller.presentedStorage, presented.presentingStorage === controller {
                result.append(.controller(presented))
            }
        }
        return result
    }
}

/// Delivers trait changes: every environment at or below the changed one whose traits differ
/// hears `traitCollectionDidChange(_:)`, then the handlers registered for a trait that changed.
@MainActor enum TraitPropagation {
    /// Each node at or below `root` with the traits it has when `root` inherits `base`, parents
    /// before children, in the order of ``TraitNode/children``.
    static func snapshot(from root: TraitNode, base: UITraitCollection) -> [(TraitNode, UITraitCollection)] {
        var result: [(TraitNode, UITraitCollection)] = []
        var seen: Set<ObjectIdentifier> = []
        var pending: [(TraitNode, UITraitCollection)] = [(root, base)]
        while let (node, inherited) = pending.popLast() {
            guard seen.insert(ObjectIdentifier(node.object)).inserted else { continue }
            let traits = node.traits(inheriting: inherited)
            result.append((node, traits))
            for child in node.children.reversed() { pending.append((child, traits)) }
        }
        return result
    }

    /// The traits `node` inherits from above: its parent's resolved traits, or its base.
    static func inherited(by node: TraitNode) -> UITraitCollection {
        node.parent?.resolvedTraits ?? node.base
    }

    /// Runs `change` (which alters overrides at `root`), then tells every environment at or below
    /// `root` whose traits changed.
    static func change(at root: TraitNode, _ change: () -> Void) {
        let inherited = inherited(by: root)
        let before = snapshot(from: root, base: inherited)
        change()
        deliver(before: before, after: snapshot(from: root, base: inherited))
    }

    /// Tells each node of `after` whose traits differ from its traits in `before`.
    static func deliver(
        before: [(TraitNode, UITraitCollection)], after: [(TraitNode, UITraitCollection)]
    ) {
        var previous: [ObjectIdentifier: UITraitCollection] = [:]
        for (node, traits) in before { previous[ObjectIdentifier(node.object)] = traits }
        for (node, traits) in after {
            guard let old = previous[ObjectIdentifier(node.object)] else { continue }
            let changed = traits.changedTraits(comparedTo: old)
            guard !changed.isEmpty else { continue }
            traits.performAsCurrent {
                if case .controller(let split as UISplitViewController) = node {
                    split.traitsDidChange(from: old)
                }
                node.environment.traitCollectionDidChange(old)
                node.state?.runHandlers(of: node.object, for: changed, previous: old)
            }
        }
    }
}

// MARK: Views

extension UIView: UITraitChangeObservable {}

extension UIWindow {
    /// The traits the window's own environment gives it: its scene's (or its screen's), with size
    /// classes for the window's size, and what ``simulateTraitChange(_:)`` changed.
    var environmentTraits: UITraitCollection {
        environmentTraits(size: bounds.size, environment: traitState?.environment ?? [:])
    }
}

// MARK: Controllers

extension UIViewController: UITraitChangeObservable {}

extension TraitNode {
    /// Replaces this node's overrides with `values`, telling whatever's traits changed.
    func replaceOverrides(with values: any UITraitOverrides) {
        guard let values = TraitValues.accepting(values, on: object) else { return }
        TraitPropagation.change(at: self) {
            switch self {
            case .view(let view): view.writableTraitState.overrides = values
            case .controller(let controller): controller.writableTraitState.overrides = values
            }
        }
    }
}

extension TraitValues {
    /// `values` as the overrides a trait environment keeps. Values of another type (an app's own
    /// `UITraitOverrides`) are refused with a diagnostic naming `owner`, whose `traitOverrides`
    /// they were given to, and the result is `nil`.
    @MainActor static func accepting(_ values: any UITraitOverrides, on owner: AnyObject) -> TraitValues? {
        if let values = values as? TraitValues { return values }
        Diagnostics.emit(
            Diagnostic(
                .traitOverrideNotChild,
                "Ignored traitOverrides of \(String(describing: type(of: values))) on "
                    + "\(StageTypeName.of(type(of: owner))): set traits on the object's own traitOverrides."
            ))
        return nil
    }
}

// MARK: The screen and window scenes

extension UIScreen: UITraitEnvironment {
    /// The screen's traits: a phone (compact width; regular height in portrait, compact in
    /// landscape) unless the screen is a tablet's (a side of 1024 points or more: regular width
    /// from 600 points, regular height), light, at the screen's scale, with the default text size.
    nonisolated public var traitCollection: UITraitCollection {
        let idiom: UIUserInterfaceIdiom = max(bounds.width, bounds.height) >= 1024 ? .pad : .phone
        return UITraitCollection.phone
            .applying([
                ObjectIdentifier(UITraitUserInterfaceIdiom.self): TraitEntry(
                    UITraitUserInterfaceIdiom.self, idiom)
            ])
            .applying(UIScreen.sizeClassEntries(for: bounds.size, idiom: idiom))
            .applying([
                ObjectIdentifier(UITraitDisplayScale.self): TraitEntry(UITraitDisplayScale.self, scale)
            ])
    }

    /// Does nothing: the screen's traits never change.
    nonisolated public func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The size classes of a window of `size` on a device of `idiom`.
    nonisolated static func sizeClassEntries(for size: CGSize, idiom: UIUserInterfaceIdiom)
        -> [ObjectIdentifier: TraitEntry]
    {
        let horizontal: UIUserInterfaceSizeClass
        let vertical: UIUserInterfaceSizeClass
        if idiom == .pad {
            horizontal = size.width >= 600 ? .regular : .compact
            vertical = .regular
        } else {
            horizontal = .compact
            vertical = size.width > size.height ? .compact : .regular
        }
        return [
            ObjectIdentifier(UITraitHorizontalSizeClass.self): TraitEntry(
                UITraitHorizontalSizeClass.self, horizontal),
            ObjectIdentifier(UITraitVerticalSizeClass.self): TraitEntry(
                UITraitVerticalSizeClass.self, vertical),
        ]
    }
}

extension Diagnostic.Kind {
    /// `setOverrideTraitCollection(_:forChild:)` named a controller that is not a child, or
    /// `traitOverrides` was given a value of another type; nothing changed.
    public static let traitOverrideNotChild = Self("traits.overrideRefused")

    /// `registerForTraitChanges` on a responder that is neither a view, a view controller nor a
    /// window scene (a class of the app's own declaring `UITraitChangeObservable`): it has no traits
    /// that change, so the handler would never run.
    public static let traitRegistrationIgnored = Self("traits.registrationIgnored")
}
