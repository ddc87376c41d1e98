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

@MainActor @Suite("NSObject's class tests on UIKit objects")
struct ResponderClassTests {
    @Test("isKind(of:) is true for the class and its superclasses; isMember(of:) only for the class")
    func kindAndMember() {
        let navigation = UINavigationController()
        #expect(navigation.isKind(of: UINavigationController.self))
        #expect(navigation.isKind(of: UIViewController.self))
        #expect(navigation.isKind(of: UIResponder.self))
        #expect(!navigation.isKind(of: UITabBarController.self))
        #expect(navigation.isMember(of: UINavigationController.self))
        #expect(!navigation.isMember(of: UIViewController.self))
        #expect(!UIView().isKind(of: UIViewController.self))
    }
}
