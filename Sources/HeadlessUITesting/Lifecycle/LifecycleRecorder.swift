/// Logs the lifecycle events of any controllers as readable strings, such as `"B.viewWillAppear"`.
///
/// Attach it to controllers under short names; every lifecycle method the runtime sends them is
/// logged right after the controller's own method, in order. Parents in containment events are
/// named by their recorded name, or by their type when not attached. Add your own marks with
/// ``record(_:)`` to place delegate callbacks or completions in the same log.
///
/// A transition a user's finger drives (a swipe back, a sheet drag) is logged whole: the moment the
/// finger lifts appears as `"interaction finished"` or `"interaction cancelled"`, between the
/// callbacks of the start and those of the end:
///
/// ```swift
/// let swipe = try window.beginSwipeBack()
/// swipe.cancel()
/// // "B.willMove(toParent: nil)", "B.viewWillDisappear", "A.viewWillAppear", "A.viewIsAppearing",
/// // "interaction cancelled", "A.viewWillDisappear", "A.viewDidDisappear",
/// // "B.viewWillAppear", "B.viewIsAppearing", "B.viewDidAppear"
/// ```
///
/// A custom transition's animator is logged too: `"CardPushAnimator.animateTransition"` after the
/// "will" callbacks, `"completeTransition(true)"` (or `false`) when the animator calls it, and
/// `"CardPushAnimator.animationEnded(true)"` after the "did" callbacks — so an animator that never
/// completes shows as a log that stops at `animateTransition`.
///
/// ```swift
/// let recorder = LifecycleRecorder()
/// recorder.attach(a, as: "A")
/// recorder.attach(b, as: "B")
/// recorder.attach(nav, as: "nav")   // unattached parents are named by their type: "NavigationController"
/// nav.pushViewController(b, animated: false)
/// #expect(recorder.events == [
///     "B.willMove(toParent: nav)", "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear",
///     "B.viewIsAppearing", "A.viewDidDisappear", "B.viewDidAppear", "B.didMove(toParent: nav)",
/// ])
/// ```
@MainActor public final class LifecycleRecorder {
    /// Which events to log.
    public struct Options: OptionSet, Sendable {
        /// The option bits.
        public let rawValue: Int
        /// Creates options from bits.
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// `viewDidLoad` and the appear/disappear callbacks, `viewIsAppearing` included.
        public static let appearance = Options(rawValue: 1 << 0)
        /// `viewWillLayoutSubviews` and `viewDidLayoutSubviews`.
        public static let layout = Options(rawValue: 1 << 1)
        /// `willMove(toParent:)` and `didMove(toParent:)` sent by the runtime.
        public static let containment = Options(rawValue: 1 << 2)
        /// `"interaction finished"` or `"interaction cancelled"` when the finger driving a swipe back
        /// or a sheet drag lifts.
        public static let interaction = Options(rawValue: 1 << 3)
        /// The calls of a custom transition's animator: `"CardPushAnimator.animateTransition"`,
        /// `"completeTransition(true)"` (or `false`) and `"CardPushAnimator.animationEnded(true)"`.
        public static let animator = Options(rawValue: 1 << 4)
        /// Everything but layout: the default.
        public static let standard: Options = [.appearance, .containment, .interaction, .animator]
        /// Everything.
        public static let all: Options = [.appearance, .layout, .containment, .interaction, .animator]
    }

    /// The events so far, oldest first.
    public private(set) var events: [String] = []
    private let options: Options
    /// The attached controllers' names. Each entry holds its controller weakly and counts only
    /// while that controller lives: a new controller may reuse a released one's identifier.
    private var names: [ObjectIdentifier: Attachment] = [:]
    private var pruneThreshold = 64
    private struct Attachment {
        weak var controller: ViewController?
        var name: String
    }
    private lazy var listener = Listener(recorder: self)
    /// Whether the end of the interactive transition running now will be logged.
    private var watchesInteraction = false

    /// Creates a recorder.
    /// - Parameter options: Which events to log; by default everything but layout.
    public init(_ options: Options = .standard) {
        self.options = options
    }

    /// Starts logging `controller`'s events under `name`.
    /// - Parameters:
    ///   - controller: The controller to observe. It is not retained by the recorder.
    ///   - name: The name used in the log; defaults to the controller's type name.
    public func attach(_ controller: ViewController, as name: String? = nil) {
        let key = ObjectIdentifier(controller)
        if names[key]?.controller !== controller {
            if names.count >= pruneThreshold {
                // Released controllers' entries go in amortised constant time per attach.
                names = names.filter { $0.value.controller != nil }
                pruneThreshold = max(64, names.count * 2)
            }
            controller.addLifecycleListener(listener)
        }
        names[key] = Attachment(
            controller: controller, name: name ?? StageTypeName.of(type(of: controller)))
    }

    /// Stops logging `controller`'s events.
    public func detach(_ controller: ViewController) {
        controller.removeLifecycleListener(listener)
        names[ObjectIdentifier(controller)] = nil
    }

    /// Adds a mark of your own to the log, e.g. `"completion"` or `"willShow(B)"`.
    public func record(_ mark: String) { events.append(mark) }

    /// Forgets the events logged so far.
    public func clear() { events.removeAll() }

    /// The recorded name of `controller`, or its type name when it is not attached.
    public func name(of controller: ViewController?) -> String {
        guard let controller else { return "nil" }
        guard let attachment = names[ObjectIdentifier(controller)], attachment.controller === controller
        else {
            return StageTypeName.of(type(of: controller))
        }
        return attachment.name
    }

    /// Logs the end of the interaction once, when `controller` takes part in an interactive
    /// transition (only one runs at a time).
    fileprivate func watchInteraction(of controller: ViewController) {
        guard options.contains(.interaction), !watchesInteraction,
            let coordinator = controller.transitionCoordinator, coordinator.isInteractive
        else { return }
        watchesInteraction = true
        coordinator.notifyWhenInteractionChanges { [weak self] context in
            self?.watchesInteraction = false
            self?.events.append(context.isCancelled ? "interaction cancelled" : "interaction finished")
        }
    }

    /// Logs the animator calls of the custom transition `controller` takes part in, once.
    fileprivate func watchAnimator(of controller: ViewController) {
        guard options.contains(.animator) else { return }
        _ = controller.listenToTransitionAnimation(owner: self) { [weak self] line in
            self?.events.append(line)
        }
    }

    fileprivate func log(_ event: LifecycleEvent, of controller: ViewController) {
        watchInteraction(of: controller)
        watchAnimator(of: controller)
        switch event {
        case .viewWillLayoutSubviews, .viewDidLayoutSubviews:
            guard options.contains(.layout) else { return }
        default:
            guard options.contains(.appearance) else { return }
        }
        events.append("\(name(of: controller)).\(event.name)")
    }

    fileprivate func logMove(_ method: String, of controller: ViewController, to parent: ViewController?) {
        watchInteraction(of: controller)
        watchAnimator(of: controller)
        guard options.contains(.containment) else { return }
        events.append("\(name(of: controller)).\(method)(toParent: \(name(of: parent)))")
    }
}

/// The listener the recorder adds to controllers; weak back to the recorder so controllers never
/// keep a recorder's log alive longer than the test.
@MainActor private final class Listener: LifecycleListener {
    weak var recorder: LifecycleRecorder?
    init(recorder: LifecycleRecorder) { self.recorder = recorder }

    func controller(_ controller: ViewController, didReceive event: LifecycleEvent) {
        recorder?.log(event, of: controller)
    }

    func controller(_ controller: ViewController, willMoveToParent parent: ViewController?) {
        recorder?.logMove("willMove", of: controller, to: parent)
    }

    func controller(_ controller: ViewController, didMoveToParent parent: ViewController?) {
        recorder?.logMove("didMove", of: controller, to: parent)
    }
}
