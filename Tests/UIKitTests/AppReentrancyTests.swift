import ScenewrightTesting
import Testing
import UIKit

/// An app delegate that asks for another state change from inside a delegate call, once.
@MainActor private final class ImpatientAppDelegate: UIResponder, UIApplicationDelegate {
    var calls: [String] = []
    var reentered = false
    var diagnostics: [UIDiagnostic] = []

    private func reenter(_ change: () -> Void) {
        guard !reentered else { return }
        reentered = true
        diagnostics = captureDiagnostics(change)
    }

    func applicationWillResignActive(_ application: UIApplication) {
        calls.append("willResignActive")
        reenter { application.simulateEnterBackground() }
    }

    func applicationDidEnterBackground(_ application: UIApplication) { calls.append("didEnterBackground") }

    func applicationWillTerminate(_ application: UIApplication) {
        calls.append("willTerminate")
        reenter { UIApplication.launch(ImpatientAppDelegate()) }
    }
}

@MainActor @Suite("A state change requested from inside a delegate call")
struct AppReentrancyTests {
    @Test("backgrounding again from applicationWillResignActive is rejected; each delegate call happens once")
    func backgroundFromResignActive() {
        let delegate = ImpatientAppDelegate()
        let app = UIApplication.launch(delegate)
        defer { app.simulateTermination() }
        app.simulateEnterBackground()
        #expect(delegate.calls == ["willResignActive", "didEnterBackground"])
        #expect(app.applicationState == .background)
        #expect(
            delegate.diagnostics.map(\.message) == [
                "The app cannot enter the background from inside applicationWillResignActive(_:): a "
                    + "state change is in progress. Ask for it after the delegate call returns. Nothing changed."
            ])
    }

    @Test("launching from applicationWillTerminate is rejected; the terminating app still ends")
    func launchFromTerminate() {
        let delegate = ImpatientAppDelegate()
        let app = UIApplication.launch(delegate)
        app.simulateTermination()
        #expect(delegate.calls == ["willTerminate"])
        #expect(app.delegate == nil)
        #expect(delegate.diagnostics.map(\.kind) == [.applicationStateUnchanged])
    }
}
