// UIKit's names for HeadlessUI's presentation and transition types.

public typealias UIPresentationController = PresentationController
public typealias UIAdaptivePresentationControllerDelegate = AdaptivePresentationControllerDelegate
public typealias UIViewControllerTransitionCoordinator = TransitionCoordinator
