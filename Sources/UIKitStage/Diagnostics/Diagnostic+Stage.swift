import ScenewrightCore

// The stage's diagnostic kinds: requests UIKit would raise an exception for or log, which the stage
// rejects instead, leaving every object as it was.

extension Diagnostic.Kind {
    /// R24: pushing a controller that is already in the navigation stack.
    public static let pushDuplicate = Self("navigation.pushDuplicate")
    /// R25: pushing a navigation controller onto a navigation stack.
    public static let pushNavigationController = Self("navigation.pushNavigationController")
    /// Pushing or installing a controller that already has another parent or is presented.
    public static let controllerInUse = Self("containment.controllerInUse")
    /// Popping when only the root is left, or popping to a controller not in the stack.
    public static let invalidPop = Self("navigation.invalidPop")
    /// Setting an empty or duplicate-holding stack, or a tab index out of range.
    public static let invalidContainerContent = Self("container.invalidContent")
    /// R26: presenting from a controller that is already presenting another.
    public static let presentWhilePresenting = Self("presentation.alreadyPresenting")
    /// R27: presenting a controller that is already presented or on screen elsewhere.
    public static let presentActiveController = Self("presentation.controllerActive")
    /// R28: presenting from a controller that is not on screen.
    public static let presentFromOffScreen = Self("presentation.presenterOffScreen")
    /// R30: dismissing when nothing is presented.
    public static let dismissWithNothingPresented = Self("presentation.nothingToDismiss")
    /// R23: an appearance transition ended that was never begun.
    public static let unbalancedAppearanceTransition = Self("appearance.unbalanced")
    /// R2: unloading the view of a controller that is on screen.
    public static let unloadOnScreen = Self("view.unloadOnScreen")
    /// A user's tap or gesture on a window never made key and visible, or such a window released
    /// with a root it never showed: nothing was on screen. Call `makeKeyAndVisible()`.
    public static let windowNotKeyAndVisible = Self("window.notKeyAndVisible")
    /// A view added to itself or to one of its own descendants.
    public static let viewHierarchyCycle = Self("view.hierarchyCycle")
    /// Geometry that is not a number: a frame, bounds or centre with a NaN or infinite component
    /// (UIKit's Core Animation raises `CALayerInvalidGeometry`), a window size change to such a size
    /// or a negative one, or a presentation controller answering such a frame. The view keeps the
    /// geometry it had.
    public static let invalidGeometry = Self("view.invalidGeometry")
    /// A `loadView()` override that did not set `view`.
    public static let loadViewDidNotSetView = Self("view.loadViewDidNotSetView")
    /// A child added to itself or to one of its own descendants.
    public static let containmentCycle = Self("containment.cycle")
    /// R35, R36: `finish()`, `cancel()` or `update(_:)` on an interactive transition that already
    /// ended.
    public static let interactiveTransitionEnded = Self("interaction.alreadyEnded")
    /// R35, R36: an interactive transition released while still in progress; the next request
    /// for a transition cancelled it.
    public static let interactiveTransitionAbandoned = Self("interaction.abandoned")
    /// R38: `completeTransition(_:)` on the context of a custom transition that already completed
    /// or was cancelled (a second call, a stale context, or one whose window was let go).
    public static let transitionAlreadyCompleted = Self("transition.alreadyCompleted")
    /// R38: a custom transition still open when its window was let go; it was cancelled then, as
    /// `completeTransition(false)` cancels it, so every controller taking part comes to rest.
    public static let transitionAbandoned = Self("transition.abandoned")
    /// R35: a swipe back in a navigation controller whose `interactivePopGestureRecognizer` is
    /// disabled.
    public static let swipeBackDisabled = Self("interaction.swipeBackDisabled")
    /// A navigation controller made with `init(navigationBarClass:toolbarClass:)` naming a custom
    /// bar class, which cannot be instantiated without the Objective-C runtime: the standard bar is
    /// used.
    public static let customBarClassNotSupported = Self("navigation.customBarClassNotSupported")
}

extension Diagnostic.Kind {
    /// A user's tap or typing reached a disabled control and did nothing.
    public static let controlDisabled = Self("control.disabled")
    /// A table was asked about or told to select a row that does not exist.
    public static let invalidIndexPath = Self("table.invalidIndexPath")
    /// A table's data source implements neither the text-row nor the cell requirements.
    public static let tableDataSourceIncomplete = Self("table.dataSourceIncomplete")
    /// A cell was dequeued for a reuse identifier with no registered class.
    public static let unregisteredReuseIdentifier = Self("table.unregisteredReuseIdentifier")
}
