import Testing
import UIKit

/// `transitionCoordinator?.presentationStyle` answers as UIKit's does: `.none` for a container's
/// transition, the presented controller's style for a presentation and its dismissal.
@MainActor @Suite("The transition coordinator's presentation style")
struct TransitionsCoordinatorStyleTests {
    final class StyleProbe: UIViewController {
        var styles: [UIModalPresentationStyle] = []
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            if let style = transitionCoordinator?.presentationStyle { styles.append(style) }
        }
        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            if let style = transitionCoordinator?.presentationStyle { styles.append(style) }
        }
    }

    @Test("a push and a pop report .none")
    func push() {
        let navigation = UINavigationController(rootViewController: UIViewController())
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        let pushed = StyleProbe()
        navigation.pushViewController(pushed, animated: true)
        navigation.popViewController(animated: true)
        #expect(pushed.styles == [.none, .none])
    }

    @Test("a form sheet and a full-screen presentation report their own style, both ways")
    func presentations() {
        let root = UIViewController()
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = root
        window.makeKeyAndVisible()
        let sheet = StyleProbe()
        sheet.modalPresentationStyle = .formSheet
        root.present(sheet, animated: true)
        root.dismiss(animated: true)
        #expect(sheet.styles == [.formSheet, .formSheet])
        let cover = StyleProbe()
        cover.modalPresentationStyle = .fullScreen
        root.present(cover, animated: true)
        root.dismiss(animated: true)
        #expect(cover.styles == [.fullScreen, .fullScreen])
    }
}
