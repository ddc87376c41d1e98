// UIKit's names for HeadlessUI's presentation and transition types.

/// UIKit's name for ``HeadlessUI/PresentationController``.
public typealias UIPresentationController = PresentationController
/// UIKit's name for ``HeadlessUI/AdaptivePresentationControllerDelegate``.
public typealias UIAdaptivePresentationControllerDelegate = AdaptivePresentationControllerDelegate
/// UIKit's name for ``HeadlessUI/TransitionCoordinator``.
public typealias UIViewControllerTransitionCoordinator = TransitionCoordinator
/// UIKit's name for ``HeadlessUI/ViewControllerTransitionCoordinatorContext``.
public typealias UIViewControllerTransitionCoordinatorContext = ViewControllerTransitionCoordinatorContext
/// UIKit's name for ``HeadlessUI/ViewControllerAnimatedTransitioning``.
public typealias UIViewControllerAnimatedTransitioning = ViewControllerAnimatedTransitioning
/// UIKit's name for ``HeadlessUI/ViewControllerContextTransitioning``.
public typealias UIViewControllerContextTransitioning = ViewControllerContextTransitioning
/// UIKit's name for ``HeadlessUI/ViewControllerInteractiveTransitioning``.
public typealias UIViewControllerInteractiveTransitioning = ViewControllerInteractiveTransitioning
/// UIKit's name for ``HeadlessUI/ViewControllerTransitioningDelegate``.
public typealias UIViewControllerTransitioningDelegate = ViewControllerTransitioningDelegate
/// UIKit's name for ``HeadlessUI/PercentDrivenInteractiveTransition``.
public typealias UIPercentDrivenInteractiveTransition = PercentDrivenInteractiveTransition
/// UIKit's name for the keys of ``HeadlessUI/ViewControllerContextTransitioning/viewController(forKey:)``.
public typealias UITransitionContextViewControllerKey = TransitionContextKey
/// UIKit's name for the keys of ``HeadlessUI/ViewControllerContextTransitioning/view(forKey:)``.
public typealias UITransitionContextViewKey = TransitionContextKey
/// UIKit's name for ``HeadlessUI/GestureRecognizer``.
public typealias UIGestureRecognizer = GestureRecognizer
