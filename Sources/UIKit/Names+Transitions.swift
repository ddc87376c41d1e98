// UIKit's names for HeadlessUI's presentation and transition types.

/// UIKit's name for ``HeadlessUI/PresentationController``.
public typealias UIPresentationController = PresentationController
/// UIKit's name for ``HeadlessUI/AdaptivePresentationControllerDelegate``.
public typealias UIAdaptivePresentationControllerDelegate = AdaptivePresentationControllerDelegate
/// UIKit's name for ``HeadlessUI/TransitionCoordinator``.
public typealias UIViewControllerTransitionCoordinator = TransitionCoordinator
