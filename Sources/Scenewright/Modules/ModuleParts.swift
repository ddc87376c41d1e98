/// The presenter of a VIPER module: formats what its interactors report for its view, and turns
/// what the user did into requests. Holds its view **weakly** and its interactors strongly.
///
/// Subclass it with the view type it talks to (a controller class or a class-bound protocol):
///
/// ```swift
/// final class CitiesPresenter: ModulePresenter<CitiesViewController> {
///     override func activate() {                                  // the view has loaded
///         view?.show(rows: [])
///         signals?.subscribe(.citySelected, owner: self) { presenter, city in presenter.open(city) }
///     }
///     func citiesLoaded(_ cities: [City]) { view?.show(rows: cities.map(\.name)) }
/// }
/// ```
@MainActor open class ModulePresenter<ViewType>: AnyModulePresenter, PresenterWiring {
    private weak var viewObject: AnyObject?
    /// The interactors of this module, in the order given.
    public private(set) var interactors: [any AnyModuleInteractor] = []
    /// The module's signals: the ``ModuleRouter``'s when the module is built through one, given to
    /// the presenter and every interactor before any of them activates. `nil` only before the
    /// presenter is part of a ``Module``.
    public private(set) var signals: Signals?

    /// Creates a presenter; the module connects its view, interactors and signals.
    public init() {}

    /// The module's view: weak, so the view (which owns the module) is never kept alive by it.
    public var view: ViewType? { viewObject as? ViewType }

    /// Called once, right after the module's view has loaded and before the interactors activate.
    open func activate() {}

    /// The first interactor of type `Interactor`, for talking to it.
    public func interactor<Interactor>(_ type: Interactor.Type = Interactor.self) -> Interactor? {
        interactors.lazy.compactMap { $0 as? Interactor }.first
    }

    func connect(view: AnyObject) -> Bool {
        guard view is ViewType else { return false }
        viewObject = view
        return true
    }

    func connect(interactors: [any AnyModuleInteractor]) { self.interactors = interactors }

    func connect(signals: Signals) { self.signals = signals }

    var expectedViewType: String { String(describing: ViewType.self) }
}

/// The interactor of a VIPER module: does the work (services, storage) and reports to its presenter,
/// which it holds **weakly**. A presenter may have several interactors.
///
/// ```swift
/// final class CitiesInteractor: ModuleInteractor<CitiesPresenter> {
///     @WriteOnce var store: CityStore?            // injected once by the module
///     override func activate() { presenter?.citiesLoaded(store?.all() ?? []) }
///     func select(_ city: City) { signals?.post(.citySelected, city) }
/// }
/// ```
@MainActor open class ModuleInteractor<Presenter>: AnyModuleInteractor, InteractorWiring {
    private weak var presenterObject: AnyObject?
    /// The module's signals, the same instance as its presenter's; `nil` only before the interactor
    /// is part of a ``Module``.
    public private(set) var signals: Signals?

    /// Creates an interactor; the module connects its presenter and signals.
    public init() {}

    /// The module's presenter: weak, so it is never kept alive by its interactor.
    public var presenter: Presenter? { presenterObject as? Presenter }

    /// Called once, after the module's presenter activated.
    open func activate() {}

    func connect(presenter: AnyObject) -> Bool {
        guard presenter is Presenter else { return false }
        presenterObject = presenter
        return true
    }

    func connect(signals: Signals) { self.signals = signals }

    var expectedPresenterType: String { String(describing: Presenter.self) }
}

/// A module's presenter, as the module sees it: something to activate once its view has loaded.
///
/// Adopted by ``ModulePresenter``; a ``Module`` wires only presenters that subclass it.
@MainActor public protocol AnyModulePresenter: AnyObject {
    /// Called once, after the view loaded.
    func activate()
}

/// A module's interactor, as the module sees it: something to activate after its presenter.
///
/// Adopted by ``ModuleInteractor``; a ``Module`` wires only interactors that subclass it.
@MainActor public protocol AnyModuleInteractor: AnyObject {
    /// Called once, after the presenter activated.
    func activate()
}

/// How a ``Module`` wires its presenter: internal, so the wiring is no part of the public surface.
@MainActor protocol PresenterWiring: AnyModulePresenter {
    /// Connects the view; `false` when it is not of the type the presenter talks to.
    func connect(view: AnyObject) -> Bool
    /// Connects the interactors.
    func connect(interactors: [any AnyModuleInteractor])
    /// Hands over the module's signals.
    func connect(signals: Signals)
    /// The view type the presenter talks to, for error messages.
    var expectedViewType: String { get }
}

/// How a ``Module`` wires an interactor.
@MainActor protocol InteractorWiring: AnyModuleInteractor {
    /// Connects the presenter; `false` when it is not of the type the interactor reports to.
    func connect(presenter: AnyObject) -> Bool
    /// Hands over the module's signals.
    func connect(signals: Signals)
    /// The presenter type the interactor reports to, for error messages.
    var expectedPresenterType: String { get }
}
