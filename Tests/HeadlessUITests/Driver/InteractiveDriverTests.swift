import HeadlessUI
import HeadlessUITesting
import Testing

@MainActor
@Suite("The console's swipe back and sheet drag")
struct InteractiveDriverTests {
    @Test("`swipe back cancel` leaves the stack; `swipe back` pops; with nothing to swipe it explains why")
    func swipeBack() {
        let a = Screen("A", title: "Home")
        let nav = NavigationController(rootViewController: a)
        let window = visibleWindow(nav)
        let driver = UIDriver(window: window)
        let b = Screen("B", title: "Detail")
        nav.pushViewController(b, animated: false)
        let recorder = recording(["A": a, "B": b])
        let cancelled = driver.execute("swipe back cancel")
        #expect(cancelled.isError == false && cancelled.text == window.render())
        #expect(nav.viewControllers.count == 2 && b.appearanceState == .appeared)
        #expect(recorder.events.contains("interaction cancelled"))
        let finished = driver.execute("swipe back")
        #expect(finished.isError == false && nav.viewControllers.count == 1)
        let nothing = driver.execute("swipe back")
        #expect(nothing.isError)
        #expect(
            nothing.text
                == "There is nothing to swipe back: Screen(\"Home\") is the root of NavigationController; "
                + "a root cannot be swiped away.")
        #expect(
            driver.execute("swipe back later").text
                == #"Wrong arguments for "swipe". Type `help` for the commands."#)
    }

    @Test("`drag sheet cancel` keeps the sheet; `drag sheet` dismisses it; a refusing sheet explains itself")
    func dragSheet() {
        let a = Screen("A")
        let window = visibleWindow(a)
        let driver = UIDriver(window: window)
        let sheet = Screen("S", title: "Editor")
        a.present(sheet, animated: false)
        #expect(driver.execute("drag sheet cancel").isError == false)
        #expect(same(a.presentedViewController, sheet) && sheet.appearanceState == .appeared)
        sheet.isModalInPresentation = true
        let refused = driver.execute("drag sheet")
        #expect(
            refused.isError
                && refused.text.hasPrefix("The user cannot drag the sheet Screen(\"Editor\") away"))
        sheet.isModalInPresentation = false
        #expect(driver.execute("drag sheet").isError == false)
        #expect(a.presentedViewController == nil)
        #expect(driver.execute("drag").text == #"Wrong arguments for "drag". Type `help` for the commands."#)
        #expect(
            UIDriver.help.contains("swipe back [cancel]") && UIDriver.help.contains("drag sheet [cancel]"))
    }
}
