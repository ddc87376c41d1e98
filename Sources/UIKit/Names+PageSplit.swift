// UIKit's names for HeadlessUI's page and split view controllers.

/// UIKit's name for ``HeadlessUI/PageViewController``.
public typealias UIPageViewController = PageViewController
/// UIKit's name for ``HeadlessUI/PageViewControllerDataSource``.
public typealias UIPageViewControllerDataSource = PageViewControllerDataSource
/// UIKit's name for ``HeadlessUI/PageViewControllerDelegate``.
public typealias UIPageViewControllerDelegate = PageViewControllerDelegate
/// UIKit's name for ``HeadlessUI/SplitViewController``.
public typealias UISplitViewController = SplitViewController
/// UIKit's name for ``HeadlessUI/SplitViewControllerDelegate``.
public typealias UISplitViewControllerDelegate = SplitViewControllerDelegate
