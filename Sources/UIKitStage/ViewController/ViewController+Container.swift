/// What a controller is to the stage's interpreter and placement, told through the base class: a
/// plain controller, or one of UIKit's containers.
///
/// A container shows one child at a time (two while a transition moves between them) with its
/// chrome, gives its children its whole bounds, and manages their appearance itself; the
/// interpreter hands it its own edits and delegate calls without knowing which container it is
/// (``UIViewController/applyContainerEdit(_:)``, ``UIViewController/tellDelegate(_:animated:)``).
package enum ContainerRole: Sendable, Equatable {
    /// A controller that shows its children, if any, by its own code.
    case plain
    /// A navigation controller: it shows the top of its stack, and cannot itself be stacked (R25).
    case navigation
    /// A tab bar controller: it shows the selected tab.
    case tabBar
    /// A page view controller: it shows its pages.
    case pages
    /// A split view controller: it shows the column a phone shows.
    case split
}

extension UIViewController {
    /// Shows the container's chrome and the views of `first` and `second` (those loaded) in its
    /// view, nothing else, and gives them its bounds: the one way every container shows content.
    func showContent(_ first: UIViewController?, _ second: UIViewController?) {
        guard let root = viewIfLoaded else { return }
        var views: [UIView] = []
        views.reserveCapacity(4)
        addChrome(to: &views, inFront: false)
        let firstView = first?.viewIfLoaded
        if let firstView { views.append(firstView) }
        if let view = second?.viewIfLoaded, view !== firstView { views.append(view) }
        addChrome(to: &views, inFront: true)
        root.setSubviewsQuietly(views)
        placeContent(first, second)
    }
}
