/// The presenter of a VIPER module: formats what its interactors report for its view, and turns
/// what the user did into requests. Holds its view **weakly** and its interactors strongly.
///
/// Subclass it with the view type it talks to (a controller class or a class-bound protocol):
///
/// ```swift
/// final class CitiesPresenter: ModulePresenter<CitiesViewController> {
///     override func activate() { view?.show(rows: []) }           // the view has loaded
///     func citiesLoaded(_ cities: [City]) { view?.show(rows: cities.map(\.name)) }
/// }
/// ```
@MainActor open class ModulePresenter<View>: AnyModulePresenter {
    private weak var viewObject: AnyObject?
    /// The interactors of this module, in the order given.
    public private(set) var interactors: [any AnyModuleInteractor] = []

    /// Creates a presenter; the module connects its view and interactors.
    public init() {}

    /// The module's view: weak, so the view (which owns the module) is never kept alive by it.
    public var view: View? { viewObject as? View }

    /// Called once, right after the module's view has loaded and before the interactors activate.
    open func activate() {}

    /// The first interactor of type `Interactor`, for talking to it.
    public func interactor<Interactor>(_ type: Interactor.Type = Interactor.self) -> Interactor? {
        interactors.lazy.compactMap { $0 as? Interactor }.first
    }

    public func connect(view: AnyObject) -> Bool {
        guard view is View else { return false }
        viewObject = view
        return true
    }

    public func connect(interactors: [any AnyModuleInteractor]) { self.interactors = interactors }

    public var expectedViewType: String { String(describing: View.self) }
}

/// The interactor of a VIPER module: does the work (services, storage) and reports to its presenter,
/// which it holds **weakly**. A presenter may have several interactors.
///
/// ```swift
/// final class CitiesInteractor: ModuleInteractor<CitiesPresenter> {
///     @WriteOnce var store: CityStore?            // injected once by the module
///     override func activate() { presenter?.citiesLoaded(store?.all() ?? []) }
/// }
/// ```
@MainActor open class ModuleInteractor<Presenter>: AnyModuleInteractor {
    private weak var presenterObject: AnyObject?

    /// Creates an interactor; the module connects its presenter.
    public init() {}

    /// The module's presenter: weak, so it is never kept alive by its interactor.
    public var presenter: Presenter? { presenterObject as? Presenter }

    /// Called once, after the module's presenter activated.
    open func activate() {}

    public func connect(presenter: AnyObject) -> Bool {
        guard presenter is Presenter else { return false }
        presenterObject = presenter
        return true
    }

    public var expectedPresenterType: String { String(describing: Presenter.self) }
}

/// What a module needs of any presenter. Adopted by ``ModulePresenter``; rarely adopted directly.
@MainActor public protocol AnyModulePresenter: AnyObject {
    /// Called once, after the view loaded.
    func activate()
    /// Connects the view; `false` when it is not of the type the presenter talks to.
    func connect(view: AnyObject) -> Bool
    /// Connects the interactors.
    func connect(interactors: [any AnyModuleInteractor])
    /// The view type the presenter talks to, for error messages.
    var expectedViewType: String { get }
}

/// What a module needs of any interactor. Adopted by ``ModuleInteractor``; rarely adopted directly.
@MainActor public protocol AnyModuleInteractor: AnyObject {
    /// Called once, after the presenter activated.
    func activate()
    /// Connects the presenter; `false` when it is not of the type the interactor reports to.
    func connect(presenter: AnyObject) -> Bool
    /// The presenter type the interactor reports to, for error messages.
    var expectedPresenterType: String { get }
}
