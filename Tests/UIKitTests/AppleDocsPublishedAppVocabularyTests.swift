import Foundation
import ScenewrightTesting
import Testing
import UIKit

// UIKit a published coordinator app (Scripts/explore-published-app.sh) uses that the stage lacked,
// each tested against the sentence of Apple's documentation quoted above it.

/// A navigation delegate that implements nothing: it gets every default.
@MainActor private final class SilentDelegate: UINavigationControllerDelegate {}

@MainActor private final class PortraitViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
}

@MainActor @Suite("Vocabulary a published coordinator app uses")
struct AppleDocsPublishedAppVocabularyTests {
    // UIViewController.supportedInterfaceOrientations: "The default values for a view controller's
    // supported interface orientations is set to all for the iPad idiom and allButUpsideDown for
    // the iPhone idiom." UIInterfaceOrientationMask.allButUpsideDown: "all interface orientations
    // except upside-down portrait".
    @Test("a controller supports all but upside down by default, and a subclass can narrow it")
    func supportedOrientations() {
        #expect(UIViewController().supportedInterfaceOrientations == .allButUpsideDown)
        #expect(!UIInterfaceOrientationMask.allButUpsideDown.contains(.portraitUpsideDown))
        #expect(UIInterfaceOrientationMask.all.contains(.portraitUpsideDown))
        #expect(UIInterfaceOrientationMask.landscape == [.landscapeLeft, .landscapeRight])
        #expect(PortraitViewController().supportedInterfaceOrientations == .portrait)
    }

    // UINavigationControllerDelegate: the orientation methods are optional requirements; a
    // delegate that implements none still answers them here, with a controller's defaults.
    @Test("a navigation delegate that implements no orientation method answers the defaults")
    func delegateOrientationDefaults() {
        let navigation = UINavigationController(rootViewController: UIViewController())
        let delegate: any UINavigationControllerDelegate = SilentDelegate()
        #expect(delegate.navigationControllerSupportedInterfaceOrientations(navigation) == .allButUpsideDown)
        #expect(
            delegate.navigationControllerPreferredInterfaceOrientationForPresentation(navigation) == .portrait
        )
    }

    // UIBarButtonItem.isHidden: "A Boolean value that indicates whether the bar button item is
    // hidden." A hidden item is not on screen, so a user cannot tap it.
    @Test("a hidden bar button item is not shown and cannot be tapped; unhidden, it can")
    func hiddenBarButtonItem() throws {
        var taps = 0
        let screen = UIViewController()
        let item = UIBarButtonItem(title: "Save", primaryAction: UIAction { _ in taps += 1 })
        item.accessibilityIdentifier = "save"
        screen.navigationItem.rightBarButtonItem = item
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = UINavigationController(rootViewController: screen)
        window.makeKeyAndVisible()
        item.isHidden = true
        #expect(throws: (any Error).self) { try window.tap("save") }
        #expect(!window.render().contains("save"))
        item.isHidden = false
        try window.tap("save")
        #expect(taps == 1)
    }

    // UIBarButtonItem.init(title:image:primaryAction:menu:): "Creates a new item using the
    // specified title, image, primary action, and menu."
    @Test("an item made from an image shows the image and runs its primary action")
    func imageBarButtonItem() throws {
        var taps = 0
        let screen = UIViewController()
        let back = UIBarButtonItem(
            image: UIImage(systemName: "chevron.left"), primaryAction: UIAction { _ in taps += 1 })
        screen.navigationItem.leftBarButtonItem = back
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = UINavigationController(rootViewController: screen)
        window.makeKeyAndVisible()
        #expect(back.title == nil)
        #expect(back.image == UIImage(systemName: "chevron.left"))
        #expect(window.render().contains("image: systemName:chevron.left"))
        try window.tap("nav.left.0")
        #expect(taps == 1)
    }

    // UIPresentationController.presentedViewController: "The view controller being presented."
    // Declared `var presentedViewController: UIViewController { get }`: not optional.
    @Test("a presentation controller's presented controller is not optional")
    func presentedViewControllerIsNotOptional() {
        let sheet = UIViewController()
        let presentation = sheet.presentationController
        let presented: UIViewController? = presentation?.presentedViewController
        let same = presented === sheet
        #expect(same)
    }

    @Test("reading the presented controller after it was released answers a placeholder and a diagnostic")
    func presentedViewControllerGone() {
        var presentation: UIPresentationController?
        do {
            let sheet = UIViewController()
            presentation = UIPresentationController(presentedViewController: sheet, presenting: nil)
        }
        var placeholder: UIViewController?
        let diagnostics = captureDiagnostics { placeholder = presentation?.presentedViewController }
        #expect(placeholder != nil)
        #expect(diagnostics.map(\.kind) == [.presentedControllerGone])
    }

    // UIView.transform: "Specifies the transform applied to the view, relative to the center of its
    // bounds." "The default value of this property is CGAffineTransformIdentity."
    @Test("a view's transform is the identity until set, and keeps what is set")
    func viewTransform() {
        let label = UILabel()
        #expect(label.transform == .identity)
        #expect(label.transform.isIdentity)
        label.transform = CGAffineTransform(scaleX: 1.2, y: 1.2)
        #expect(label.transform.a == 1.2 && label.transform.d == 1.2)
        let moved = CGAffineTransform(translationX: 10, y: 0).concatenating(
            CGAffineTransform(scaleX: 2, y: 2))
        #expect(CGPoint(x: 1, y: 1).applying(moved) == CGPoint(x: 22, y: 2))
    }

    // UIButton.contentEdgeInsets: "The inset or outset margins for the rectangle surrounding all of
    // the button's content." "The default value is UIEdgeInsetsZero."
    @Test("a button's content edge insets are zero until set")
    func contentEdgeInsets() {
        let button = UIButton(type: .system)
        #expect(button.contentEdgeInsets == .zero)
        button.contentEdgeInsets = UIEdgeInsets(top: 5, left: 15, bottom: 5, right: 15)
        #expect(button.contentEdgeInsets.left == 15)
    }
}

/// UITableView.performBatchUpdates(_:completion:) takes an `NS_NOESCAPE` block: code inside it
/// may use `self` implicitly. This class compiles only if the closure does not escape.
@MainActor private final class BatchingList: NSObject, UITableViewDataSource {
    let tableView = UITableView()
    var rows = ["a", "b"]

    func removeFirst() {
        rows.removeFirst()
        tableView.performBatchUpdates {
            tableView.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        }
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell()
    }
}

@MainActor @Suite("Batch updates take a closure that does not escape")
struct AppleDocsBatchUpdatesNoEscapeTests {
    // "Use the block passed in the updates parameter to specify all of the operations you want to
    // perform."
    @Test("a batch update written with implicit self deletes the row")
    func implicitSelf() {
        let list = BatchingList()
        list.tableView.dataSource = list
        list.tableView.reloadData()
        list.removeFirst()
        #expect(list.tableView.numberOfRows(inSection: 0) == 1)
    }
}
