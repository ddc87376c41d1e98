import Foundation
import UIKitStage

// What the system would answer, set by a test: named colours, which URLs open, and the haptic
// feedback played.

extension UIColor {
    /// Registers `color` under `name`, as an asset catalogue would hold it: `UIColor(named:)`
    /// finds it from then on (`nil` removes it). Dynamic colours stay dynamic.
    ///
    /// ```swift
    /// UIColor.register(UIColor(red: 0.1, green: 0.4, blue: 0.8, alpha: 1), named: "Brand")
    /// UIColor(named: "Brand")   // the colour; any other name gives nil
    /// ```
    public static func register(_ color: UIColor?, named name: String) {
        registry.withLock { $0[name] = color }
    }
}

extension UIApplication {
    /// What the "system" answers when the app asks to open a URL (`open(_:options:completionHandler:)`)
    /// or whether it can (`canOpenURL(_:)`): `true` when some app would open it. `nil`, the default,
    /// opens every URL.
    ///
    /// ```swift
    /// UIApplication.shared.urlOpener = { url in url.scheme == "https" }
    /// ```
    public var urlOpener: (@MainActor (URL) -> Bool)? {
        get { urlOpenerStorage }
        set { urlOpenerStorage = newValue }
    }

    /// The URLs the app asked to open, in order.
    public var openedURLs: [URL] {
        get { openedURLsStorage }
        set { openedURLsStorage = newValue }
    }
}

/// Runs `body` and returns the haptic feedback the code it ran played, in order: `impact(medium)`,
/// `impact(light, 50%)`, `notification(success)`, `selection`.
///
/// ```swift
/// let played = recordFeedback { try? window.tap("save") }
/// #expect(played == ["notification(success)"])
/// ```
@preconcurrency @MainActor public func recordFeedback(_ body: () throws -> Void) rethrows -> [String] {
    let log = FeedbackLog()
    try FeedbackLog.$current.withValue(log) { try body() }
    return log.played
}
