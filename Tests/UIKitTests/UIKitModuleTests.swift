import HeadlessUI
import Testing
import UIKit

/// The `UIKit` module compiles beside Swift Testing and gives HeadlessUI's types under UIKit's names.
@MainActor @Suite("The UIKit module")
struct UIKitModuleTests {
    @Test("a UINavigationController is a NavigationController, under both names at once")
    func oneModelTwoVocabularies() {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let asHeadless: NavigationController = navigation
        let window = UIWindow()
        window.rootViewController = asHeadless
        window.makeKeyAndVisible()
        #expect(navigation.topViewController == root)
        #expect(root.appearanceState == .appeared)
    }

    @Test("view controllers and views are equal only to themselves and hash by identity")
    func identityHashing() {
        let first = UIViewController()
        let second = UIViewController()
        let controllers: Set<UIViewController> = [first, first, second]
        #expect(controllers.count == 2)
        #expect(first != second)
        let view = UIView()
        #expect(view == view)
        #expect(UIView() != view)
    }
}
