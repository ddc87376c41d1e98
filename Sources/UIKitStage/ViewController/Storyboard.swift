import Foundation
import ScenewrightCore

/// A storyboard — UIKit's `UIStoryboard`, whose scenes and segues an app or a test registers in
/// code, since HeadlessUI reads no Interface Builder files.
///
/// ``define(_:bundle:_:)`` says what the storyboard with a name holds; after that the app's own
/// storyboard code runs unchanged: `UIStoryboard(name:bundle:)`,
/// ``instantiateInitialViewController()``, ``instantiateViewController(withIdentifier:)``, the iOS 13
/// `creator` variants, and `performSegue(withIdentifier:sender:)` on the controllers they make.
///
/// ```swift
/// UIStoryboard.define("Main") { storyboard in
///     storyboard.scene("Cities", isInitial: true) { CitiesViewController() }
///     storyboard.scene("City") { coder in CityViewController(coder: coder) }
///     storyboard.segue("showCity", from: "Cities", to: "City", kind: .show)
/// }
///
/// let storyboard = UIStoryboard(name: "Main", bundle: nil)
/// window.rootViewController = storyboard.instantiateInitialViewController()
/// ```
///
/// A storyboard nothing defined has no scenes: ``instantiateInitialViewController()`` returns `nil`
/// and ``instantiateViewController(withIdentifier:)`` an empty controller, each with a
/// `storyboard.noScenes` diagnostic naming the storyboard and the identifier (where UIKit raises for
/// a missing file or identifier).
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

    /// What the storyboards defined in code hold, by name.
    private static var definitions: [String: Definition] = [:]

    /// Defines (or redefines) what the storyboard called `name` holds: its scenes, which is
    /// initial, and its segues. Storyboards made by that name afterwards, and controllers they
    /// make, use it.
    ///
    /// ```swift
    /// UIStoryboard.define("Onboarding") { storyboard in
    ///     storyboard.scene("Welcome", isInitial: true) { WelcomeViewController() }
    /// }
    /// ```
    /// - Parameters:
    ///   - name: The storyboard's name, as `UIStoryboard(name:bundle:)` is given it.
    ///   - bundle: Not read: storyboards are found by name.
    ///   - build: Adds the scenes and segues.
    public static func define(_ name: String, bundle: Bundle? = nil, _ build: (inout Definition) -> Void) {
        var definition = Definition()
        build(&definition)
        definitions[name] = definition
    }

    /// Forgets what ``define(_:bundle:_:)`` said of `name` (every storyboard when `nil`).
    public static func removeDefinition(_ name: String? = nil) {
        if let name { definitions[name] = nil } else { definitions = [:] }
    }

    var definition: Definition? { UIStoryboard.definitions[name] }

    /// The storyboard's initial controller, made anew; `nil`, with a diagnostic, when the storyboard
    /// defines none.
    open func instantiateInitialViewController() -> UIViewController? {
        guard let identifier = definition?.initialScene else {
            report("its initial view controller")
            return nil
        }
        return make(identifier, creator: nil)
    }

    /// The storyboard's initial controller, made by `creator` (with a coder, to pass to the
    /// controller's `init?(coder:)`) or, when it is `nil` or returns `nil`, by the scene. `nil`, with
    /// a diagnostic, when the storyboard defines no initial scene, or it is not a `ViewController`.
    open func instantiateInitialViewController<ViewController: UIViewController>(
        creator: ((NSCoder) -> ViewController?)? = nil
    ) -> ViewController? {
        guard let identifier = definition?.initialScene else {
            report("its initial view controller")
            return nil
        }
        return typed(make(identifier, creator: creator), ViewController.self, identifier)
    }

    /// The controller of the scene `identifier`, made anew. A scene the storyboard lacks gives an
    /// empty ``UIViewController`` and a diagnostic (UIKit raises).
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        make(identifier, creator: nil) ?? UIViewController(nibName: nil, bundle: nil)
    }

    /// The controller of the scene `identifier`, made by `creator` (with a coder, to pass to the
    /// controller's `init?(coder:)`) or, when it is `nil` or returns `nil`, by the scene — UIKit's
    /// iOS 13 initializer injection.
    ///
    /// ```swift
    /// let detail = storyboard.instantiateViewController(identifier: "City") { coder in
    ///     CityViewController(coder: coder, city: city)
    /// }
    /// ```
    /// Where UIKit raises (no such scene, a controller of another class), it is `nil`, with a
    /// diagnostic naming the storyboard and the identifier.
    open func instantiateViewController<ViewController: UIViewController>(
        identifier: String, creator: ((NSCoder) -> ViewController?)? = nil
    ) -> ViewController! {
        typed(make(identifier, creator: creator), ViewController.self, identifier)
    }

    /// Makes the scene `identifier`: `creator`'s controller, else the scene's; records where it
    /// came from.
    func make(_ identifier: String, creator: ((NSCoder) -> UIViewController?)?) -> UIViewController? {
        guard let scene = definition?.scenes[identifier] else {
            report("the view controller \"\(identifier)\"")
            return nil
        }
        let coder = NSCoder()
        guard let made = creator?(coder) ?? scene(coder) else {
            Diagnostics.emit(
                Diagnostic(
                    .storyboardHasNoScenes,
                    "The scene \"\(identifier)\" of the storyboard \"\(name)\" made no view controller: its "
                        + "closure returned nil. Return the controller from the scene's closure."))
            return nil
        }
        made.writableVocabulary.storyboard = self
        made.writableVocabulary.storyboardSceneIdentifier = identifier
        return made
    }

    private func typed<ViewController: UIViewController>(
        _ made: UIViewController?, _ type: ViewController.Type, _ identifier: String
    ) -> ViewController? {
        guard let made else { return nil }
        guard let typed = made as? ViewController else {
            Diagnostics.emit(
                Diagnostic(
                    .storyboardHasNoScenes,
                    "The scene \"\(identifier)\" of the storyboard \"\(name)\" made a \(StageTypeName.of(Swift.type(of: made))), "
                        + "not a \(StageTypeName.of(type)). Ask for the scene's own class."))
            return nil
        }
        return typed
    }

    private func report(_ what: String) {
        let fix =
            definition == nil
            ? "HeadlessUI reads no storyboard files: define the storyboard with UIStoryboard.define(\"\(name)\") "
                + "{ … }, or make the controller in code."
            : "Add the scene to UIStoryboard.define(\"\(name)\")."
        Diagnostics.emit(
            Diagnostic(
                .storyboardHasNoScenes, "Cannot instantiate \(what) of the storyboard \"\(name)\". \(fix)"))
    }

    /// What a storyboard holds: scenes by identifier, the initial one, and segues between scenes.
    public struct Definition {
        /// Makes a scene's controller, given the coder UIKit would decode it with.
        public typealias SceneMaker = @MainActor (NSCoder) -> UIViewController?

        var scenes: [String: SceneMaker] = [:]
        var initialScene: String?
        var segues: [SegueKey: SegueTemplate] = [:]

        /// Adds the scene `identifier` (its storyboard ID), made by `make`.
        /// - Parameters:
        ///   - identifier: The storyboard ID.
        ///   - isInitial: Whether it is the storyboard's initial view controller.
        ///   - make: Makes the controller each time the scene is instantiated.
        public mutating func scene(
            _ identifier: String, isInitial: Bool = false, _ make: @escaping @MainActor () -> UIViewController
        ) {
            scenes[identifier] = { _ in make() }
            if isInitial { initialScene = identifier }
        }

        /// Adds the scene `identifier`, made by `make` from the coder UIKit would decode it with, so
        /// a controller's `init?(coder:)` runs as it does from a storyboard.
        public mutating func scene(
            _ identifier: String, isInitial: Bool = false, _ make: @escaping SceneMaker
        ) {
            scenes[identifier] = make
            if isInitial { initialScene = identifier }
        }

        /// Adds the segue `identifier` from the scene `source` to the scene `destination`.
        /// - Parameters:
        ///   - identifier: The segue's identifier, for `performSegue(withIdentifier:sender:)`.
        ///   - source: The scene it starts from.
        ///   - destination: The scene it shows.
        ///   - kind: How it shows the destination.
        ///   - trigger: The accessibility identifier of a control in the source scene whose tap
        ///     triggers the segue (asking `shouldPerformSegue(withIdentifier:sender:)` first), as a
        ///     segue drawn from a button does; `nil` for a segue run only in code.
        public mutating func segue(
            _ identifier: String, from source: String, to destination: String, kind: SegueKind = .show,
            trigger: String? = nil
        ) {
            segues[SegueKey(source: source, identifier: identifier)] = SegueTemplate(
                destination: destination, kind: kind, trigger: trigger)
        }
    }

    /// How a segue shows its destination — the kinds Interface Builder offers.
    public enum SegueKind {
        /// `show(_:sender:)`: pushed in a navigation controller, presented otherwise.
        case show
        /// `showDetailViewController(_:sender:)`.
        case showDetail
        /// `present(_:animated:)`.
        case presentModally
        /// `present(_:animated:)` as a popover.
        case popoverPresentation
        /// An app's `UIStoryboardSegue` subclass, whose `perform()` shows the destination.
        case custom(UIStoryboardSegue.Type)
    }

    struct SegueKey: Hashable {
        let source: String
        let identifier: String
    }

    struct SegueTemplate {
        let destination: String
        let kind: SegueKind
        let trigger: String?
    }
}

/// A transition between two controllers of a storyboard — UIKit's `UIStoryboardSegue`.
///
/// The storyboard makes one for each `performSegue(withIdentifier:sender:)`, hands it to the
/// source's `prepare(for:sender:)`, then calls ``perform()``. A subclass overrides ``perform()`` to
/// show ``destination`` itself (a ``UIStoryboard/SegueKind/custom(_:)`` segue).
@preconcurrency @MainActor open class UIStoryboardSegue {
    /// The segue's identifier.
    public let identifier: String?
    /// The controller the segue starts from.
    public let source: UIViewController
    /// The controller the segue shows.
    public let destination: UIViewController
    private var performHandler: (@MainActor () -> Void)?

    /// A segue from `source` to `destination`; ``perform()`` does nothing unless a subclass
    /// overrides it.
    public required init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
    }

    /// A segue whose ``perform()`` calls `performHandler`.
    public convenience init(
        identifier: String?, source: UIViewController, destination: UIViewController,
        performHandler: @escaping @MainActor () -> Void
    ) {
        self.init(identifier: identifier, source: source, destination: destination)
        self.performHandler = performHandler
    }

    /// Shows ``destination``: runs the perform handler, if any; a subclass overrides it.
    open func perform() {
        performHandler?()
    }
}

extension UIViewController {
    /// ``performSegue(withIdentifier:sender:)``: the segue from this controller's scene, prepared
    /// and performed; diagnosed when there is none.
    func performStoryboardSegue(withIdentifier identifier: String, sender: Any?) {
        guard let segue = storyboardSegue(withIdentifier: identifier) else { return }
        prepare(for: segue, sender: sender)
        segue.perform()
    }

    /// A user's tap on `control` triggers the segues of this controller's scene drawn from it:
    /// `shouldPerformSegue(withIdentifier:sender:)`, then `prepare(for:sender:)` and the segue.
    func performSegues(triggeredBy control: UIControl) {
        guard let identifier = control.identifier, let storyboard, let definition = storyboard.definition,
            let scene = vocabulary?.storyboardSceneIdentifier
        else { return }
        let triggered = definition.segues.filter { $0.key.source == scene && $0.value.trigger == identifier }
        for key in triggered.keys.sorted(by: { $0.identifier < $1.identifier })
        where shouldPerformSegue(withIdentifier: key.identifier, sender: control) {
            guard let segue = storyboardSegue(withIdentifier: key.identifier) else { continue }
            prepare(for: segue, sender: control)
            segue.perform()
        }
    }

    private func storyboardSegue(withIdentifier identifier: String) -> UIStoryboardSegue? {
        guard let storyboard, let scene = vocabulary?.storyboardSceneIdentifier,
            let template = storyboard.definition?.segues[
                UIStoryboard.SegueKey(source: scene, identifier: identifier)]
        else {
            let why =
                storyboard == nil
                ? "it was not instantiated from a storyboard (its storyboard is nil)"
                : "its scene has no segue with that identifier"
            Diagnostics.emit(
                Diagnostic(
                    .storyboardSegueMissing,
                    "Cannot perform the segue \"\(identifier)\" from \(diagnosticName): \(why). Add the segue "
                        + "to UIStoryboard.define(…), or show the destination in code (show(_:sender:), present)."
                ))
            return nil
        }
        guard let destination = storyboard.make(template.destination, creator: nil) else { return nil }
        switch template.kind {
        case .custom(let segueClass):
            return segueClass.init(identifier: identifier, source: self, destination: destination)
        case .show:
            return UIStoryboardSegue(identifier: identifier, source: self, destination: destination) {
                [unowned self] in show(destination, sender: self)
            }
        case .showDetail:
            return UIStoryboardSegue(identifier: identifier, source: self, destination: destination) {
                [unowned self] in showDetailViewController(destination, sender: self)
            }
        case .presentModally:
            return UIStoryboardSegue(identifier: identifier, source: self, destination: destination) {
                [unowned self] in present(destination, animated: true)
            }
        case .popoverPresentation:
            return UIStoryboardSegue(identifier: identifier, source: self, destination: destination) {
                [unowned self] in
                destination.modalPresentationStyle = .popover
                present(destination, animated: true)
            }
        }
    }
}

extension UIControl {
    /// After a user's tap: segues drawn from this control in its controller's storyboard scene run.
    func triggerStoryboardSegues() {
        var current: UIView? = self
        while let view = current {
            if let controller = view.owningController {
                if controller.storyboard != nil { controller.performSegues(triggeredBy: self) }
                return
            }
            current = view.superview
        }
    }
}

extension Diagnostic.Kind {
    /// A storyboard was asked for a scene it does not define (or HeadlessUI has no definition of
    /// it).
    public static let storyboardHasNoScenes = Self("storyboard.noScenes")
    /// `performSegue(withIdentifier:sender:)` named a segue the controller's storyboard scene does
    /// not have, or the controller came from no storyboard.
    public static let storyboardSegueMissing = Self("storyboard.noSegue")
}
