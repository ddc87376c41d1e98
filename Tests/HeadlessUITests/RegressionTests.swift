import HeadlessUI
import ScenewrightTesting
import Testing

/// Cases the model-based stress test found; each stays fixed.
@MainActor
@Suite("Regressions found by the stress test")
struct RegressionTests {
    @Test("a full-screen presentation over a sheet covers the root too, and dismissing it brings both back")
    func fullScreenOverSheet() {
        let root = Screen("R")
        let window = visibleWindow(root)
        let sheet = Screen("S")
        root.present(sheet, animated: false)
        let cover = Screen("C")
        cover.modalPresentationStyle = .fullScreen
        let recorder = recording(["R": root, "S": sheet, "C": cover])
        sheet.present(cover, animated: false)
        #expect(
            recorder.events == [
                "C.viewDidLoad", "S.viewWillDisappear", "R.viewWillDisappear", "C.viewWillAppear",
                "C.viewIsAppearing", "C.viewDidAppear", "S.viewDidDisappear", "R.viewDidDisappear",
            ])
        #expect(window.render() == "Window\n└─ Screen (fullScreen)\n   └─ Label #label.C \"C\"")
        recorder.clear()
        sheet.dismiss(animated: false)
        #expect(
            recorder.events == [
                "C.viewWillDisappear", "R.viewWillAppear", "R.viewIsAppearing", "R.viewDidAppear",
                "S.viewWillAppear",
                "S.viewIsAppearing", "S.viewDidAppear", "C.viewDidDisappear",
            ])
        #expect(root.appearanceState == .appeared && sheet.appearanceState == .appeared)
    }

    @Test("a child removed while it is still appearing finishes appearing before it disappears (R6)")
    func childRemovedWhileAppearing() {
        final class Host: ViewController {
            var onDidAppear: () -> Void = {}
            override func viewDidAppear(_ animated: Bool) { onDidAppear() }
        }
        let host = Host()
        let child = Screen("C")
        host.addChild(child)
        host.view.addSubview(child.view)
        child.didMove(toParent: host)
        host.onDidAppear = {
            child.willMove(toParent: nil)
            child.view.removeFromSuperview()
            child.removeFromParent()
        }
        let recorder = recording(["C": child], options: .appearance)
        let window = visibleWindow(host)
        #expect(
            recorder.events == [
                "C.viewWillAppear", "C.viewIsAppearing", "C.viewDidAppear", "C.viewWillDisappear",
                "C.viewDidDisappear",
            ])
        #expect(child.appearanceState == .disappeared)
        _ = window
    }
}

@MainActor
@Suite("Regressions found while building the examples")
struct ExampleRegressionTests {
    @Test("tapping a row whose delegate dismisses the table's controller is still a successful tap")
    func rowDismissingItsController() throws {
        final class Picker: ViewController, TableViewDataSource, TableViewDelegate {
            var picked: Int?
            override func loadView() {
                let table = TableView().identified("photos")
                table.dataSource = self
                table.delegate = self
                view = table
            }
            func numberOfRows(in tableView: TableView) -> Int { 2 }
            func tableView(_ tableView: TableView, textForRowAt row: Int) -> String { "photo \(row)" }
            func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
                picked = row
                dismiss(animated: true)
            }
        }
        let host = Screen("Host")
        let window = visibleWindow(host)
        weak var weakPicker: Picker?
        do {
            let picker = Picker()
            weakPicker = picker
            host.present(picker, animated: false)
        }
        try window.tap("photos.row.1")
        #expect(host.presentedViewController == nil)
        #expect(weakPicker == nil)
    }
}
