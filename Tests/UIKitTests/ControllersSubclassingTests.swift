import Testing
import UIKit

/// A controller that overrides UIKit's designated initializer, as nib-era code does.
@MainActor final class NibStyleViewController: UIViewController {
    private(set) var configured = false

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        configured = true
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A controller with a dependency-taking initializer and a no-argument one. UIKit code writes the
/// latter as `init()`; HeadlessUI's `init()` is designated, so it needs `override`.
@MainActor final class SettingsViewController: UIViewController {
    let userName: String

    init(userName: String) {
        self.userName = userName
        super.init(nibName: nil, bundle: nil)
    }

    convenience init() {
        self.init(userName: "guest")
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// The smallest rewrite of UIKit's `T()` on a metatype: the types that are made from a metatype
/// say so with a protocol.
@MainActor protocol MakeableViewController: UIViewController {
    init()
}

@MainActor final class PlainScreen: UIViewController, MakeableViewController {}

@MainActor func make<T: MakeableViewController>(_ type: T.Type) -> T { T() }

@MainActor @Suite("Controllers: subclassing UIViewController as UIKit code does")
struct ControllersSubclassingTests {
    @Test("init(nibName:bundle:) is designated: an override runs, the nib name and bundle are kept")
    func nibInitializer() {
        let controller = NibStyleViewController(nibName: "Settings", bundle: .main)
        #expect(controller.configured)
        #expect(controller.nibName == "Settings")
        #expect(controller.nibBundle == .main)
        #expect(!controller.isViewLoaded)
        let plain = UIViewController()
        #expect(plain.nibName == nil)
        #expect(plain.nibBundle == nil)
    }

    @Test("a subclass with its own designated init and required init?(coder:) appears in a window as written")
    func dependencyInitializer() {
        let log = EventLog()
        let home = LoggingViewController(name: "Home", log: log)
        let window = keyWindow(showing: home)
        #expect(log.events == ["Home.viewDidLoad", "Home.viewWillAppear", "Home.viewDidAppear"])
        #expect(window.isKeyWindow)
        #expect(SettingsViewController().userName == "guest")
        #expect(SettingsViewController(userName: "ada").userName == "ada")
    }

    @Test("a metatype makes a controller through a protocol requiring init(), the rewrite of T()")
    func metatypeConstruction() {
        let made = make(PlainScreen.self)
        let types: [any MakeableViewController.Type] = [PlainScreen.self]
        let fromList = types[0].init()
        #expect(type(of: made) == PlainScreen.self)
        #expect(fromList is PlainScreen)
    }
}
