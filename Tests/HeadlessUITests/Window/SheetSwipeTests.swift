import HeadlessUI
import HeadlessUITesting
import Testing

/// Records the presentation delegate's callbacks into a recorder, and what it saw during them.
@MainActor
private final class SwipeSpy: AdaptivePresentationControllerDelegate {
    let recorder: LifecycleRecorder
    var allowsDismissal = true
    var coordinatorDuringWillDismiss: (any TransitionCoordinator)?
    var presentingDuringDidDismiss: ViewController?
    weak var presentedDuringDidDismiss: ViewController?

    init(_ recorder: LifecycleRecorder) { self.recorder = recorder }

    func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool {
        recorder.record("shouldDismiss")
        return allowsDismissal
    }

    func presentationControllerWillDismiss(_ presentationController: PresentationController) {
        coordinatorDuringWillDismiss = presentationController.presentedViewController.transitionCoordinator
        recorder.record("willDismiss")
    }

    func presentationControllerDidDismiss(_ presentationController: PresentationController) {
        presentingDuringDidDismiss = presentationController.presentingViewController
        presentedDuringDidDismiss = presentationController.presentedViewController
        recorder.record("didDismiss")
    }

    func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController) {
        recorder.record("didAttemptToDismiss")
    }
}

/// A delegate that keeps every default.
@MainActor
private final class QuietDelegate: AdaptivePresentationControllerDelegate {}

/// A sheet that notes whether it is being dismissed in its disappear callbacks.
@MainActor
private final class Probe: ViewController {
    var beingDismissed: [Bool] = []
    override func viewWillDisappear(_ animated: Bool) { beingDismissed.append(isBeingDismissed && animated) }
    override func viewDidDisappear(_ animated: Bool) { beingDismissed.append(isBeingDismissed && animated) }
}

@MainActor
@Suite("The user swipes a sheet away")
struct SheetSwipeTests {
    @Test(
        "swiping a sheet: shouldDismiss < willDismiss < the sheet's will/did disappear < didDismiss; the presenter hears nothing (R15, R16)",
        arguments: [ModalPresentationStyle.pageSheet, .formSheet, .automatic])
    func swipeOrder(style: ModalPresentationStyle) throws {
        let a = Screen("A")
        let window = visibleWindow(a)
        let sheet = Probe()
        sheet.modalPresentationStyle = style
        a.present(sheet, animated: false)
        let recorder = recording(["A": a, "S": sheet])
        let spy = SwipeSpy(recorder)
        sheet.presentationController?.delegate = spy
        #expect(try window.swipeDownSheet())
        #expect(
            recorder.events == [
                "shouldDismiss", "willDismiss", "S.viewWillDisappear", "S.viewDidDisappear", "didDismiss",
            ])
        #expect(sheet.beingDismissed == [true, true])
        #expect(spy.coordinatorDuringWillDismiss != nil)
        #expect(spy.presentingDuringDidDismiss == nil)
        #expect(same(spy.presentedDuringDidDismiss, sheet))
        #expect(a.presentedViewController == nil && sheet.presentingViewController == nil)
        #expect(a.appearanceState == .appeared && sheet.appearanceState == .disappeared)
    }

    @Test(
        "the swiped-away sheet, its view and its presentation controller are released; the delegate is not kept"
    )
    func swipedSheetIsReleased() throws {
        let a = Screen("A")
        let window = visibleWindow(a)
        weak var weakSheet: ViewController?
        weak var weakView: View?
        weak var weakPresentationController: PresentationController?
        weak var weakDelegate: QuietDelegate?
        let delegate = QuietDelegate()
        do {
            let sheet = Screen("S")
            sheet.presentationController?.delegate = delegate
            a.present(sheet, animated: true)
            weakSheet = sheet
            weakView = sheet.viewIfLoaded
            weakPresentationController = sheet.presentationController
        }
        #expect(weakSheet != nil && weakView != nil && weakPresentationController != nil)
        #expect(try window.swipeDownSheet())
        #expect(weakSheet == nil && weakView == nil && weakPresentationController == nil)
        weakDelegate = delegate
        #expect(weakDelegate != nil)
    }

    @Test("a sheet that is modal in presentation stays: only didAttemptToDismiss, shouldDismiss is not asked")
    func modalInPresentationRefuses() throws {
        let a = Screen("A")
        let window = visibleWindow(a)
        let sheet = Screen("S")
        sheet.isModalInPresentation = true
        a.present(sheet, animated: true)
        let recorder = recording(["A": a, "S": sheet])
        let spy = SwipeSpy(recorder)
        sheet.presentationController?.delegate = spy
        let before = window.render()
        #expect(try window.swipeDownSheet() == false)
        #expect(recorder.events == ["didAttemptToDismiss"])
        #expect(same(a.presentedViewController, sheet))
        #expect(window.render() == before)
        sheet.isModalInPresentation = false
        #expect(try window.swipeDownSheet())
        #expect(a.presentedViewController == nil)
    }

    @Test("a controller shown inside the sheet that is modal in presentation keeps the sheet too")
    func modalChildRefuses() throws {
        let a = Screen("A")
        let window = visibleWindow(a)
        let editor = Screen("editor")
        let navigation = NavigationController(rootViewController: editor)
        a.present(navigation, animated: true)
        let recorder = recording(["A": a])
        let spy = SwipeSpy(recorder)
        editor.presentationController?.delegate = spy
        let sharesPresentationController = editor.presentationController === navigation.presentationController
        #expect(sharesPresentationController)
        editor.isModalInPresentation = true
        #expect(try window.swipeDownSheet() == false)
        #expect(recorder.events == ["didAttemptToDismiss"])
        #expect(same(a.presentedViewController, navigation))
    }

    @Test("a delegate that refuses in shouldDismiss keeps the sheet, then hears didAttemptToDismiss")
    func delegateRefuses() throws {
        let a = Screen("A")
        let window = visibleWindow(a)
        let sheet = Screen("S")
        a.present(sheet, animated: true)
        let recorder = recording(["A": a, "S": sheet])
        let spy = SwipeSpy(recorder)
        spy.allowsDismissal = false
        sheet.presentationController?.delegate = spy
        #expect(try window.swipeDownSheet() == false)
        #expect(recorder.events == ["shouldDismiss", "didAttemptToDismiss"])
        #expect(same(a.presentedViewController, sheet))
        #expect(sheet.appearanceState == .appeared)
    }

    @Test("without a delegate a swipe dismisses the sheet like dismiss(animated: true)")
    func swipeWithoutDelegate() throws {
        let a = Screen("A")
        let window = visibleWindow(a)
        let sheet = Screen("S")
        a.present(sheet, animated: true)
        let recorder = recording(["A": a, "S": sheet])
        #expect(try window.swipeDownSheet())
        #expect(recorder.events == ["S.viewWillDisappear", "S.viewDidDisappear"])
        #expect(window.render() == visibleWindow(Screen("A")).render())
    }

    @Test("a swipe dismisses only the frontmost of two stacked sheets")
    func swipeTheTopSheetOnly() throws {
        let a = Screen("A")
        let window = visibleWindow(a)
        let first = Screen("first")
        let second = Screen("second")
        a.present(first, animated: true)
        first.present(second, animated: true)
        #expect(try window.swipeDownSheet())
        #expect(same(a.presentedViewController, first))
        #expect(first.presentedViewController == nil)
        #expect(try window.swipeDownSheet())
        #expect(a.presentedViewController == nil)
    }

    @Test(
        "a swipe with nothing presented, or with a full-screen, over-full-screen or alert presentation in front, throws and changes nothing",
        arguments: [
            (ModalPresentationStyle.fullScreen, "the full-screen presentation Screen"),
            (.overFullScreen, "the over-full-screen presentation Screen"),
        ])
    func swipeRequiresASheet(style: ModalPresentationStyle, name: String) throws {
        let a = Screen("A")
        let window = visibleWindow(a)
        #expect(throws: WindowError.nothingPresented) { try window.swipeDownSheet() }
        let cover = Screen("cover")
        cover.modalPresentationStyle = style
        a.present(cover, animated: true)
        #expect(throws: WindowError.notASheet(frontmost: name)) { try window.swipeDownSheet() }
        #expect(same(a.presentedViewController, cover))
        cover.dismiss(animated: false)
        let alert = AlertController(title: "Sure?", message: nil, preferredStyle: .alert)
        a.present(alert, animated: true)
        let error = WindowError.notASheet(frontmost: #"the alert AlertController("Sure?")"#)
        #expect(throws: error) { try window.swipeDownSheet() }
        #expect(same(a.presentedViewController, alert))
        #expect(
            error.description
                == #"Cannot swipe down the alert AlertController("Sure?"): only page and form sheets "#
                + "can be swiped away. Tap one of its buttons, or dismiss it in code.")
        #expect(
            WindowError.nothingPresented.description
                == "There is no sheet to swipe down: nothing is presented.")
    }

    @Test("the driver's swipe command dismisses the sheet, says when it stayed, and explains an error")
    func driverSwipe() {
        let a = Screen("A")
        let window = visibleWindow(a)
        let driver = UIDriver(window: window)
        let sheet = Screen("S")
        a.present(sheet, animated: true)
        sheet.isModalInPresentation = true
        let refused = driver.execute("swipe")
        #expect(refused.isError == false)
        #expect(refused.text.hasPrefix("The sheet stayed: it is modal in presentation"))
        #expect(refused.text.hasSuffix(window.render()))
        sheet.isModalInPresentation = false
        let swiped = driver.execute("swipe")
        #expect(swiped.text == window.render() && swiped.isError == false)
        #expect(a.presentedViewController == nil)
        let nothing = driver.execute("swipe")
        #expect(nothing.isError && nothing.text == WindowError.nothingPresented.description)
        #expect(
            driver.execute("swipe down").text
                == #"Wrong arguments for "swipe". Type `help` for the commands."#)
        #expect(UIDriver.help.contains("swipe"))
    }
}
