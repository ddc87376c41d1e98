import HeadlessUI
import HeadlessUITesting
import Testing

/// A delegate answering a popover's adaptation with a fixed style.
@MainActor private final class Adapting: AdaptivePresentationControllerDelegate {
    let answer: ModalPresentationStyle
    private(set) var traitsSeen: [UserInterfaceSizeClass] = []
    init(_ answer: ModalPresentationStyle) { self.answer = answer }
    func adaptivePresentationStyle(
        for controller: PresentationController, traitCollection: TraitCollection
    ) -> ModalPresentationStyle {
        traitsSeen.append(traitCollection.horizontalSizeClass)
        return answer
    }
}

@MainActor
@Suite("C. Modal presentation styles: every style a phone shows (R14, R15, R16)")
struct PresentationStyleRuleTests {
    /// Presents B from A with `style` (and an optional popover delegate), then dismisses it.
    private func presentAndDismiss(
        _ style: ModalPresentationStyle, delegate: (any AdaptivePresentationControllerDelegate)? = nil
    ) -> (events: [String], presenterWhilePresented: AppearanceState, styleInUse: String) {
        let a = Screen("A")
        let window = visibleWindow(a)
        let b = Screen("B")
        b.modalPresentationStyle = style
        b.presentationController?.delegate = delegate
        let recorder = recording(["A": a, "B": b])
        a.present(b, animated: true) { recorder.record("presented") }
        let state = a.appearanceState
        let line =
            window.render().split(separator: "\n").map(String.init).first { $0.contains("Screen (") } ?? ""
        b.dismiss(animated: true) { recorder.record("dismissed") }
        return (recorder.events, state, line)
    }

    @Test(
        "R14 and R16 hold for every style that removes the presenter: full screen, current context, a popover on a phone",
        arguments: [ModalPresentationStyle.fullScreen, .currentContext, .popover])
    func removingStyles(style: ModalPresentationStyle) {
        let result = presentAndDismiss(style)
        #expect(
            result.events == [
                "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear", "B.viewIsAppearing",
                "B.viewDidAppear", "A.viewDidDisappear", "presented",
                "B.viewWillDisappear", "A.viewWillAppear", "A.viewIsAppearing", "A.viewDidAppear",
                "B.viewDidDisappear", "dismissed",
            ])
        #expect(result.presenterWhilePresented == .disappeared)
    }

    @Test(
        "R15 holds for every style that keeps the presenter on screen, over current context included",
        arguments: [
            ModalPresentationStyle.pageSheet, .formSheet, .automatic, .overFullScreen, .overCurrentContext,
        ])
    func keepingStyles(style: ModalPresentationStyle) {
        let result = presentAndDismiss(style)
        #expect(
            result.events == [
                "B.viewDidLoad", "B.viewWillAppear", "B.viewIsAppearing", "B.viewDidAppear", "presented",
                "B.viewWillDisappear", "B.viewDidDisappear", "dismissed",
            ])
        #expect(result.presenterWhilePresented == .appeared)
    }

    @Test(
        "a popover adapts to full screen on a phone; the delegate's .none keeps it, another style replaces it"
    )
    func popoverAdaptation() {
        let kept = Adapting(.none)
        let keptResult = presentAndDismiss(.popover, delegate: kept)
        #expect(keptResult.presenterWhilePresented == .appeared)
        #expect(keptResult.styleInUse == "└─ Screen (popover)")
        #expect(kept.traitsSeen == [.compact])

        let sheet = Adapting(.formSheet)
        let sheetResult = presentAndDismiss(.popover, delegate: sheet)
        #expect(sheetResult.presenterWhilePresented == .appeared)
        #expect(sheetResult.styleInUse == "└─ Screen (formSheet)")

        let byDefault = presentAndDismiss(.popover)
        #expect(byDefault.styleInUse == "└─ Screen (fullScreen)")
    }

    @Test("presenting with .none is rejected with a diagnostic and changes nothing, as UIKit raises")
    func presentingNone() {
        let a = Screen("A")
        let window = visibleWindow(a)
        let b = Screen("B")
        b.modalPresentationStyle = .none
        let recorder = recording(["A": a, "B": b])
        var completed = false
        let diagnostics = captureDiagnostics { a.present(b, animated: true) { completed = true } }
        #expect(diagnostics.map(\.kind) == [.invalidPresentationStyle])
        #expect(diagnostics.first?.message.contains("Cannot present Screen from Screen") == true)
        #expect(recorder.events.isEmpty)
        #expect(!completed)
        #expect(a.presentedViewController == nil)
        #expect(b.presentingViewController == nil)
        #expect(!b.isViewLoaded)
        _ = window
    }

    @Test("a context style whose defining context is below the root covers the whole window and says so")
    func contextBelowTheRoot() {
        let inner = Screen("Inner")
        let navigation = NavigationController(rootViewController: inner)
        navigation.definesPresentationContext = true
        let tabs = TabBarController(viewControllers: [navigation, Screen("Other")])
        let window = visibleWindow(tabs)
        let b = Screen("B")
        b.modalPresentationStyle = .overCurrentContext
        let diagnostics = captureDiagnostics { inner.present(b, animated: true) }
        #expect(diagnostics.map(\.kind) == [.presentationContextNotModelled])
        #expect(same(b.presentingViewController, tabs))
        #expect(inner.appearanceState == .appeared)
        _ = window
    }

    @Test("a context style defined by the root presents over it with no diagnostic")
    func contextAtTheRoot() {
        let inner = Screen("Inner")
        let navigation = NavigationController(rootViewController: inner)
        navigation.definesPresentationContext = true
        let window = visibleWindow(navigation)
        let b = Screen("B")
        b.modalPresentationStyle = .currentContext
        let diagnostics = captureDiagnostics { inner.present(b, animated: true) }
        #expect(diagnostics.isEmpty)
        #expect(same(b.presentingViewController, navigation))
        #expect(inner.appearanceState == .disappeared)
        _ = window
    }
}
