import Foundation

extension UITabBarController {
    /// Whether the tab bar is hidden by the selected tab's navigation stack: its top controller has
    /// ``UIViewController/hidesBottomBarWhenPushed`` set, as UIKit's documentation puts it: "The
    /// value of this property on the topmost view controller determines whether the toolbar is
    /// visible."
    var hidesBottomBar: Bool {
        guard let navigation = selectedViewController as? UINavigationController else { return false }
        return navigation.topViewController?.hidesBottomBarWhenPushed ?? false
    }

    /// A navigation controller that is one of the tabs changed its stack: the tab bar shows or
    /// hides to match.
    func bottomBarMayHaveChanged() {
        guard let root = viewIfLoaded else { return }
        let shown = tabBar.superview === root
        guard shown == hidesBottomBar else { return }
        showContent(selectedViewController, nil)
    }
}
