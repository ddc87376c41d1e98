import Scenewright
import ScenewrightTesting
import Testing

/// A child coordinator with a navigation stack of its own, which its parent presents as a sheet —
/// the usual shape of a modal flow with several screens.
@MainActor private final class SheetStackCoordinator: NavigationCoordinator {
    override func start() {
        push(Page("sheet.0"), animated: false)
        push(Page("sheet.1"), animated: true)
    }
}

@MainActor
@Suite("A child coordinator whose own stack is presented as a sheet")
struct CoordinatorSheetStackTests {
    /// The running root, and the child whose stack it presented as a page sheet.
    private func presentSheetStack() -> (PushingCoordinator, Window, SheetStackCoordinator) {
        let (root, window) = runningRoot()
        let stack = NavigationController()
        stack.modalPresentationStyle = .pageSheet
        let child = SheetStackCoordinator(navigationController: stack)
        root.startChildCoordinator(child)
        root.present(stack, animated: true)
        return (root, window, child)
    }

    @Test("the user swiping the sheet away removes the child, which is released with its stack")
    func swipedAway() throws {
        weak var released: SheetStackCoordinator?
        weak var releasedStack: NavigationController?
        let (root, window) = {
            let (root, window, child) = presentSheetStack()
            released = child
            releasedStack = child.navigationController
            #expect(child.shownViewControllers.map(\.title) == ["sheet.0", "sheet.1"])
            return (root, window)
        }()
        #expect(try window.swipeDownSheet())
        #expect(root.childCoordinators.isEmpty, "the child's screens left with the sheet")
        #expect(released == nil && releasedStack == nil)
    }

    @Test("a sheet that stays keeps the child, whatever its stack does inside it")
    func sheetStays() throws {
        let (root, window, child) = presentSheetStack()
        child.navigationController.popViewController(animated: true)
        #expect(root.childCoordinators.count == 1)
        #expect(child.shownViewControllers.map(\.title) == ["sheet.0"])
        let cover = ViewController()
        cover.modalPresentationStyle = .fullScreen
        child.navigationController.present(cover, animated: false)
        cover.dismiss(animated: false)
        #expect(root.childCoordinators.count == 1, "covered is not gone")
        _ = window
    }
}
