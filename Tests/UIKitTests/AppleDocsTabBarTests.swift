import Testing
import UIKit

// From Apple's UITabBarController documentation: "When changing the view controllers, the tab bar
// controller remembers the view controller object that was previously selected and attempts to
// reselect it. If the selected view controller is no longer present, it attempts to select the
// view controller at the same index in the array as the previous selection. If that index is
// invalid, it selects the view controller at index 0."

@MainActor @Suite struct AppleDocsTabBarTests {
    private func tabs(_ count: Int) -> [UIViewController] { (0..<count).map { _ in UIViewController() } }

    @Test("the previously selected controller stays selected when it is still a tab")
    func reselectsSameObject() {
        let old = tabs(3)
        let tabBar = UITabBarController()
        tabBar.setViewControllers(old, animated: false)
        tabBar.selectedIndex = 2
        tabBar.setViewControllers([UIViewController(), old[2]], animated: true)
        #expect(tabBar.selectedIndex == 1)
    }

    @Test("otherwise the same index is selected, when it is valid")
    func sameIndex() {
        let tabBar = UITabBarController()
        tabBar.setViewControllers(tabs(3), animated: false)
        tabBar.selectedIndex = 1
        let new = tabs(2)
        tabBar.setViewControllers(new, animated: true)
        #expect(tabBar.selectedIndex == 1)
        #expect(isSame(tabBar.selectedViewController, new[1]))
    }

    @Test("and index 0 when the old index is out of range")
    func indexZero() {
        let tabBar = UITabBarController()
        let window = keyWindow(showing: tabBar)
        tabBar.setViewControllers(tabs(3), animated: false)
        tabBar.selectedIndex = 2
        let new = tabs(2)
        tabBar.setViewControllers(new, animated: true)
        #expect(tabBar.selectedIndex == 0)
        #expect(isSame(tabBar.selectedViewController, new[0]))
        #expect(isSame(new[0].viewIfLoaded?.window, window))
    }
}
