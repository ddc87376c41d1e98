import Scenewright
import Testing

/// A flow as Imperio's README writes one: it hands a sub-flow a result closure built from `self`.
@MainActor private final class PhotoFlow {
    var picked: [String] = []

    func pickerCallback() -> SafeResultClosure<String> {
        SafeResultClosure<String>(self) { (self, value) in
            self.picked.append(value)
        }
    }
}

/// A controller that keeps its state in an `ObservableProperty`, as in Imperio's README.
@MainActor private final class NameViewController {
    let name = ObservableProperty("Ada")
    var shown: [String] = []
}

// The spellings Imperio's README uses, written out as a newcomer copies them. Each compiles and does
// what the README says it does.
@MainActor @Suite struct ImperioSpellingTests {
    @Test("SafeResultClosure<String>(self) { (self, value) in … } compiles and delivers while self lives")
    func safeResultClosureFromSelf() {
        let flow = PhotoFlow()
        let callback = flow.pickerCallback()
        #expect(callback.reportResult("photo.png"))
        #expect(flow.picked == ["photo.png"])
    }

    @Test(
        "SafeResultClosure<String>(self) { (self, value) in … } holds self weakly and drops results after it")
    func safeResultClosureFromSelfIsWeak() {
        var callback: SafeResultClosure<String>?
        weak var weakFlow: PhotoFlow?
        do {
            let flow = PhotoFlow()
            weakFlow = flow
            callback = flow.pickerCallback()
        }
        #expect(weakFlow == nil)
        #expect(callback?.reportResult("late.png") == false)
    }

    @Test("reportResult(result:) reports the result, as the README's sub-flow calls it")
    func reportResultWithLabel() {
        let flow = PhotoFlow()
        let callback = flow.pickerCallback()
        #expect(callback.reportResult(result: "a.png"))
        callback.reportResult(result: "b.png")
        #expect(flow.picked == ["a.png", "b.png"])
    }

    @Test("ObservableProperty.setValue(_:) sets the value and notifies observers, like set(_:)")
    func observablePropertySetValue() {
        let controller = NameViewController()
        controller.name.didSet(controller) { owner, name in owner.shown.append(name) }
        controller.name.setValue("Grace")
        #expect(controller.name.value == "Grace")
        #expect(controller.shown == ["Ada", "Grace"])
    }
}
