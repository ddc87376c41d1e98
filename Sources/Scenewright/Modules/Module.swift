/// A VIPER module: a view controller, its presenter and its interactors, wired together.
///
/// Creating a module connects the presenter to the view and each interactor to the presenter (all
/// back references weak), and makes the view controller own the presenter, which owns the
/// interactors: the whole module lives exactly as long as its view controller. When the view loads,
/// the presenter activates, then each interactor in order.
///
/// Every part gets the same `ScenewrightCore/Signals` before anything activates: the one passed as `signals:`,
/// or else the ``ModuleRouter``'s when the module is built inside one of its builders, or else a new
/// one for this module.
///
/// ```swift
/// router.register("cities") { context in
///     let interactor = CitiesInteractor()
///     interactor.store = try context.resolve(CityStore.self)
///     return try Module(view: CitiesViewController(), presenter: CitiesPresenter(), interactors: [interactor])
/// }
/// ```
@MainActor public struct Module {
    /// The module's view controller: what is shown.
    public let viewController: UIViewController
    /// The module's presenter.
    public let presenter: any AnyModulePresenter
    /// The module's interactors, in activation order.
    public let interactors: [any AnyModuleInteractor]

    /// The signals the presenter and every interactor were given.
    public let signals: Signals

    /// Wires a module.
    /// - Parameters:
    ///   - viewController: The view: what is shown, and what owns the module.
    ///   - presenter: A ``ModulePresenter`` subclass talking to `viewController`'s type.
    ///   - interactors: ``ModuleInteractor`` subclasses reporting to `presenter`'s type.
    ///   - signals: The signals for every part; `nil` takes the building router's (or a new one).
    /// - Throws: ``RoutingError`` (`.assemblyFailed`) when the presenter does not talk to this kind of
    ///   view, an interactor does not report to this kind of presenter, or a part does not subclass
    ///   ``ModulePresenter`` or ``ModuleInteractor``. Nothing is connected then.
    public init(
        view viewController: UIViewController, presenter: any AnyModulePresenter,
        interactors: [any AnyModuleInteractor] = [], signals: Signals? = nil
    ) throws(RoutingError) {
        guard let wiredPresenter = presenter as? any PresenterWiring else {
            throw RoutingError(
                .assemblyFailed,
                "\(type(of: presenter)) adopts AnyModulePresenter directly; a module can only wire presenters "
                    + "that subclass ModulePresenter.")
        }
        var wiredInteractors: [any InteractorWiring] = []
        for interactor in interactors {
            guard let wired = interactor as? any InteractorWiring else {
                throw RoutingError(
                    .assemblyFailed,
                    "\(type(of: interactor)) adopts AnyModuleInteractor directly; a module can only wire "
                        + "interactors that subclass ModuleInteractor.")
            }
            wiredInteractors.append(wired)
        }
        guard wiredPresenter.connect(view: viewController) else {
            throw RoutingError(
                .assemblyFailed,
                "\(type(of: presenter)) talks to \(wiredPresenter.expectedViewType), but the module's view is "
                    + "\(viewController.renderKind). Give the presenter the view type it is declared with."
            )
        }
        for interactor in wiredInteractors where !interactor.connect(presenter: presenter) {
            throw RoutingError(
                .assemblyFailed,
                "\(type(of: interactor)) reports to \(interactor.expectedPresenterType), but the module's presenter "
                    + "is \(type(of: presenter)).")
        }
        let signals = signals ?? ModuleRouter.signalsOfBuildsUnderWay.last ?? Signals()
        wiredPresenter.connect(signals: signals)
        for interactor in wiredInteractors { interactor.connect(signals: signals) }
        wiredPresenter.connect(interactors: interactors)
        self.signals = signals
        self.viewController = viewController
        self.presenter = presenter
        self.interactors = interactors
        viewController.keepAlive(presenter)
        let activation = ModuleActivation(presenter: presenter, interactors: interactors)
        if viewController.isViewLoaded {
            activation.activate()
        } else {
            viewController.addLifecycleListener(activation)
        }
    }
}

/// Activates a module once its view has loaded: the presenter, then each interactor.
@MainActor private final class ModuleActivation: LifecycleListener {
    private weak var presenter: (any AnyModulePresenter)?
    private let interactors: [Weak]
    private var done = false

    private struct Weak {
        weak var interactor: (any AnyModuleInteractor)?
    }

    init(presenter: any AnyModulePresenter, interactors: [any AnyModuleInteractor]) {
        self.presenter = presenter
        self.interactors = interactors.map(Weak.init)
    }

    func activate() {
        guard !done else { return }
        done = true
        presenter?.activate()
        for entry in interactors { entry.interactor?.activate() }
    }

    func controller(_ controller: UIViewController, didReceive event: LifecycleEvent) {
        if case .viewDidLoad = event { activate() }
    }
}
