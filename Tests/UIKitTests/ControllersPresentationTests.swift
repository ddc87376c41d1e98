import HeadlessUI
import Testing
import UIKit

/// A popover delegate as Apple's documentation writes one: keep the popover on a phone.
@MainActor final class KeepPopover: NSObject, UIAdaptivePresentationControllerDelegate {
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        .none
    }
}

@MainActor @Suite("Controllers: current context, over current context and popover presentations on a phone")
struct ControllersPresentationTests {
    private func present(
        _ style: UIModalPresentationStyle, delegate: (any UIAdaptivePresentationControllerDelegate)? = nil
    ) -> [String] {
        let log = EventLog()
        let list = LoggingViewController(name: "List", log: log)
        let navigation = UINavigationController(rootViewController: list)
        navigation.definesPresentationContext = true
        let window = keyWindow(showing: navigation)
        log.clear()
        weak var weakPicker: UIViewController?
        do {
            let picker = LoggingViewController(name: "Picker", log: log)
            picker.modalPresentationStyle = style
            picker.modalTransitionStyle = .crossDissolve
            picker.presentationController?.delegate = delegate
            weakPicker = picker
            list.present(picker, animated: true) { log.add("presented") }
            #expect(isSame(picker.presentingViewController, navigation))
        }
        navigation.dismiss(animated: true) { log.add("dismissed") }
        #expect(weakPicker == nil)
        _ = window
        return log.events
    }

    @Test("currentContext removes the context's content: it disappears and comes back, in full-screen order")
    func currentContext() {
        #expect(
            present(.currentContext) == [
                "Picker.viewDidLoad", "List.viewWillDisappear", "Picker.viewWillAppear",
                "Picker.viewDidAppear",
                "List.viewDidDisappear", "presented",
                "Picker.viewWillDisappear", "List.viewWillAppear", "List.viewDidAppear",
                "Picker.viewDidDisappear",
                "dismissed",
            ])
    }

    @Test("overCurrentContext keeps the context on screen: it hears nothing")
    func overCurrentContext() {
        #expect(
            present(.overCurrentContext) == [
                "Picker.viewDidLoad", "Picker.viewWillAppear", "Picker.viewDidAppear", "presented",
                "Picker.viewWillDisappear", "Picker.viewDidDisappear", "dismissed",
            ])
    }

    @Test(
        "a popover adapts to full screen on a phone; a delegate answering .none keeps it over its presenter")
    func popover() {
        #expect(
            present(.popover) == [
                "Picker.viewDidLoad", "List.viewWillDisappear", "Picker.viewWillAppear",
                "Picker.viewDidAppear",
                "List.viewDidDisappear", "presented",
                "Picker.viewWillDisappear", "List.viewWillAppear", "List.viewDidAppear",
                "Picker.viewDidDisappear",
                "dismissed",
            ])
        let delegate = KeepPopover()
        #expect(
            present(.popover, delegate: delegate) == [
                "Picker.viewDidLoad", "Picker.viewWillAppear", "Picker.viewDidAppear", "presented",
                "Picker.viewWillDisappear", "Picker.viewDidDisappear", "dismissed",
            ])
    }

    @Test("presenting with .none is refused with a diagnostic: nothing loads, appears or completes")
    func presentingNone() {
        let log = EventLog()
        let home = LoggingViewController(name: "Home", log: log)
        let window = keyWindow(showing: home)
        log.clear()
        let broken = LoggingViewController(name: "Broken", log: log)
        broken.modalPresentationStyle = .none
        let diagnostics = UIDiagnostics.withCapture {
            home.present(broken, animated: true) { log.add("presented") }
        }.diagnostics
        #expect(diagnostics.map(\.kind) == [.invalidPresentationStyle])
        #expect(log.events.isEmpty)
        #expect(home.presentedViewController == nil)
        _ = window
    }
}
