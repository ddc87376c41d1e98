import Foundation
import ScenewrightCore

/// A storyboard — UIKit's `UIStoryboard`, as far as it can exist without storyboard files.
///
/// HeadlessUI reads no Interface Builder archives, so a storyboard made by name has no scenes:
/// ``instantiateInitialViewController()`` returns `nil` and
/// ``instantiateViewController(withIdentifier:)`` returns an empty controller, each with a
/// `storyboard.noScenes` diagnostic naming the storyboard and the identifier (where UIKit raises for
/// a missing file or identifier). Code that only passes storyboards around, or falls back when
/// instantiation fails, compiles and runs.
///
/// ```swift
/// let storyboard = UIStoryboard(name: "Main", bundle: nil)
/// let first = storyboard.instantiateInitialViewController()   // nil here, with a diagnostic
/// ```
@preconcurrency @MainActor open class UIStoryboard {
    /// The storyboard's name, as given.
    let name: String
    /// The bundle given, kept and never read.
    let bundle: Bundle?

    /// A storyboard named `name` in `bundle` (`nil`: the main bundle).
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        self.name = name
        bundle = storyboardBundleOrNil
    }

    /// The storyboard's initial controller: `nil` here, with a diagnostic, as no storyboard file is
    /// read.
    open func instantiateInitialViewController() -> UIViewController? {
        report("its initial view controller")
        return nil
    }

    /// The controller with `identifier`: an empty ``UIViewController`` here, with a diagnostic (UIKit
    /// raises for an identifier the storyboard lacks, and no storyboard file is read).
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        report("the view controller \"\(identifier)\"")
        return UIViewController(nibName: nil, bundle: nil)
    }

    private func report(_ what: String) {
        Diagnostics.emit(
            Diagnostic(
                .storyboardHasNoScenes,
                "Cannot instantiate \(what) of the storyboard \"\(name)\": HeadlessUI reads no storyboard "
                    + "files. Make the controller in code."))
    }
}

/// A transition between two controllers of a storyboard — UIKit's `UIStoryboardSegue`. Without
/// storyboards, segues exist only when code makes them; ``perform()`` does nothing unless a subclass
/// overrides it, as in UIKit.
@preconcurrency @MainActor open class UIStoryboardSegue {
    /// The segue's identifier.
    public let identifier: String?
    /// The controller the segue starts from.
    public let source: UIViewController
    /// The controller the segue shows.
    public let destination: UIViewController

    /// A segue from `source` to `destination`.
    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
    }

    /// Shows ``destination``; a subclass overrides it. Does nothing by default.
    open func perform() {}
}

extension Diagnostic.Kind {
    /// A storyboard was asked for a scene: HeadlessUI reads no storyboard files.
    public static let storyboardHasNoScenes = Self("storyboard.noScenes")
}
