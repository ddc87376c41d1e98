import Foundation

/// Told when the user changes what the search bar searches for — UIKit's `UISearchResultsUpdating`.
@preconcurrency @MainActor public protocol UISearchResultsUpdating: AnyObject {
    /// The search bar's text changed, or the search became active or inactive: update the results.
    func updateSearchResults(for searchController: UISearchController)
}

/// Hears a search controller become active and inactive — UIKit's `UISearchControllerDelegate`.
/// Every method has a default that does nothing.
@preconcurrency @MainActor public protocol UISearchControllerDelegate: AnyObject {
    /// The search is about to become active.
    func willPresentSearchController(_ searchController: UISearchController)
    /// The search became active.
    func didPresentSearchController(_ searchController: UISearchController)
    /// The search is about to become inactive.
    func willDismissSearchController(_ searchController: UISearchController)
    /// The search became inactive.
    func didDismissSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
    /// Does nothing.
    public func willPresentSearchController(_ searchController: UISearchController) {}
    /// Does nothing.
    public func didPresentSearchController(_ searchController: UISearchController) {}
    /// Does nothing.
    public func willDismissSearchController(_ searchController: UISearchController) {}
    /// Does nothing.
    public func didDismissSearchController(_ searchController: UISearchController) {}
}

/// Searches the content of a screen — UIKit's `UISearchController`.
///
/// Put it in a navigation item (``UINavigationItem/searchController``): the navigation bar shows its
/// ``searchBar`` while the item's controller is on top. When a user types into the search bar (the
/// driver's `type(_:into:)` with the search bar's identifier), the search becomes active
/// (``isActive``: the delegate's `willPresentSearchController` and `didPresentSearchController`),
/// the search bar's delegate hears the text, and the ``searchResultsUpdater`` is asked to update.
/// While active, the search controller is a child of the item's controller, its view over that
/// controller's, showing the ``searchResultsController`` once there is text (or always, with
/// ``showsSearchResultsController``). The search bar's Cancel button (`"<search bar>.cancel"`)
/// ends the search and clears the text.
///
/// ```swift
/// let search = UISearchController(searchResultsController: nil)
/// search.searchResultsUpdater = self
/// search.obscuresBackgroundDuringPresentation = false
/// search.searchBar.accessibilityIdentifier = "search"
/// navigationItem.searchController = search
/// // a test: try driver.type("Ams", into: "search")
/// ```
@preconcurrency @MainActor open class UISearchController: UIViewController {
    /// The search bar the user types into.
    public let searchBar: UISearchBar
    /// The controller showing the results, over the searched content; `nil` shows the results in
    /// the searched content itself.
    public let searchResultsController: UIViewController?
    /// Updates the results as the text changes. Held weakly.
    open weak var searchResultsUpdater: (any UISearchResultsUpdating)?
    /// Hears the search become active and inactive. Held weakly.
    open weak var delegate: (any UISearchControllerDelegate)?
    /// Whether the content under an active search is dimmed. Default `true`; kept, not drawn.
    open var obscuresBackgroundDuringPresentation = true
    /// UIKit's name before iOS 12 for ``obscuresBackgroundDuringPresentation``.
    @available(iOS, deprecated: 12.0, renamed: "obscuresBackgroundDuringPresentation")
    open var dimsBackgroundDuringPresentation: Bool {
        get { obscuresBackgroundDuringPresentation }
        set { obscuresBackgroundDuringPresentation = newValue }
    }
    /// Whether the navigation bar hides while the search is active. Default `true`; kept, not drawn.
    open var hidesNavigationBarDuringPresentation = true
    /// Whether the search bar shows its Cancel button while the search is active. Default `true`.
    open var automaticallyShowsCancelButton = true
    /// Whether the results controller shows once there is text. Default `true`.
    open var automaticallyShowsSearchResultsController = true
    /// Whether the results controller shows now, even without text.
    open var showsSearchResultsController = false {
        didSet { updateResultsShown() }
    }

    /// The navigation item holding this search controller, whose controller it searches.
    weak var hostItem: UINavigationItem?
    private var activeState = false

    /// Creates a search controller showing its results in `searchResultsController` (`nil`: in the
    /// searched content).
    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        searchBar = UISearchBar()
        super.init(nibName: nil, bundle: nil)
        searchBar.searchController = self
    }

    /// Creates a search controller with no results controller — `UISearchController()`.
    public override convenience init(
        nibName nibNameOrNil: String? = nil, bundle nibBundleOrNil: Bundle? = nil
    ) {
        self.init(searchResultsController: nil)
    }

    /// Creates a search controller with no results controller; `coder` is not read.
    public override init?<Coder: NSCoder>(coder: Coder) {
        searchResultsController = nil
        searchBar = UISearchBar()
        super.init(coder: coder)
        searchBar.searchController = self
    }

    /// Whether the search is active: set by a user's typing into the search bar; setting it in
    /// code activates or ends the search, as UIKit's does.
    open var isActive: Bool {
        get { activeState }
        set {
            if newValue { activate() } else { deactivate() }
        }
    }

    /// Makes the search active: the delegate hears it, the search controller's view goes over the
    /// searched controller's, and the updater is asked.
    func activate() {
        guard !activeState else { return }
        delegate?.willPresentSearchController(self)
        activeState = true
        if let host = searchedController, parentStorage !== host {
            host.addChild(self)
            host.view.addSubview(view)
            didMove(toParent: host)
        }
        updateResultsShown()
        if automaticallyShowsCancelButton { searchBar.showsCancelButton = true }
        delegate?.didPresentSearchController(self)
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    /// Ends the search: the delegate hears it, and the search controller's view leaves.
    func deactivate() {
        guard activeState else { return }
        delegate?.willDismissSearchController(self)
        activeState = false
        if searchBar.isFirstResponder { searchBar.resignFirstResponder() }
        if automaticallyShowsCancelButton { searchBar.showsCancelButton = false }
        if let results = searchResultsController, results.parentStorage === self { hideResults(results) }
        if parentStorage != nil {
            willMove(toParent: nil)
            viewIfLoaded?.removeFromSuperview()
            removeFromParent()
        }
        delegate?.didDismissSearchController(self)
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    /// The search bar's text changed: the results controller shows or hides, and the updater is
    /// asked.
    func searchTextDidChange() {
        updateResultsShown()
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    /// The controller the search covers: the owner of the navigation item holding it, else the
    /// controller whose view holds the search bar.
    private var searchedController: UIViewController? {
        if let owner = hostItem?.owner { return owner }
        var current: UIView? = searchBar
        while let view = current {
            if let controller = view.owningController, controller !== self { return controller }
            current = view.superview
        }
        return nil
    }

    /// Shows the results controller while active with text (or always, with
    /// ``showsSearchResultsController``); hides it otherwise.
    private func updateResultsShown() {
        guard let results = searchResultsController else { return }
        let hasText = !(searchBar.text ?? "").isEmpty
        let shows =
            activeState
            && (showsSearchResultsController || (automaticallyShowsSearchResultsController && hasText))
        if shows, results.parentStorage !== self {
            addChild(results)
            view.addSubview(results.view)
            results.didMove(toParent: self)
        } else if !shows, results.parentStorage === self {
            hideResults(results)
        }
    }

    private func hideResults(_ results: UIViewController) {
        results.willMove(toParent: nil)
        results.viewIfLoaded?.removeFromSuperview()
        results.removeFromParent()
    }
}

/// Hears a search bar's editing and buttons — UIKit's `UISearchBarDelegate`. Every method has
/// UIKit's default.
@preconcurrency @MainActor public protocol UISearchBarDelegate: AnyObject {
    /// Whether editing may begin. Default `true`.
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
    /// Editing began.
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    /// Whether editing may end. Default `true`.
    func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool
    /// Editing ended.
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
    /// The user changed the text.
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    /// Whether the typed text may replace the characters in `range`. Default `true`.
    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String)
        -> Bool
    /// The user pressed Search on the keyboard.
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    /// The user tapped Cancel.
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
    /// The user picked another scope.
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

extension UISearchBarDelegate {
    /// Returns `true`.
    public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
    /// Does nothing.
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
    /// Returns `true`.
    public func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { true }
    /// Does nothing.
    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
    /// Does nothing.
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    /// Returns `true`.
    public func searchBar(
        _ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String
    )
        -> Bool
    { true }
    /// Does nothing.
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    /// Does nothing.
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
    /// Does nothing.
    public func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
}

/// A field to type a search into — UIKit's `UISearchBar`, rendered as `SearchBar` with its text
/// (or placeholder), and its Cancel button (`"<identifier>.cancel"`, or `"search.cancel"`) while
/// shown.
///
/// A user types into it through the driver (`type(_:into:)`): its ``searchTextField`` becomes first
/// responder (the keyboard comes up), the delegate may refuse the change, then hears
/// `searchBar(_:textDidChange:)`; a search controller owning the bar becomes active and updates.
@preconcurrency @MainActor open class UISearchBar: UIView {
    /// Hears editing and the buttons. Held weakly.
    open weak var delegate: (any UISearchBarDelegate)?
    /// The field the text is typed into.
    public let searchTextField = UISearchTextField()
    /// Shown while the text is empty.
    open var placeholder: String? {
        get { searchTextField.placeholder }
        set { searchTextField.placeholder = newValue }
    }
    /// A line above the bar.
    open var prompt: String?
    /// The titles of the scope buttons.
    open var scopeButtonTitles: [String]?
    /// The selected scope button. Default 0.
    open var selectedScopeButtonIndex = 0
    /// Whether the scope buttons show. Default `false`.
    open var showsScopeBar = false
    /// The bar's style.
    open var searchBarStyle: Style = .default
    /// The bar's tint. Kept, not drawn.
    open var barTintColor: UIColor?
    /// Whether the bar is translucent. Kept, not drawn.
    open var isTranslucent = true
    /// How typed text is capitalised.
    open var autocapitalizationType: UITextAutocapitalizationType = .none
    /// The keyboard a user types with.
    open var keyboardType: UIKeyboardType = .default
    /// The title of the return key.
    open var returnKeyType: UIReturnKeyType = .search

    weak var searchController: UISearchController?
    private var cancelShown = false
    private lazy var cancelButton = UIButton("Cancel") { [weak self] in self?.userTappedCancel() }

    /// Creates a search bar in `frame`; `UISearchBar()` makes one with a zero frame.
    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        embedTextField()
    }

    /// Creates a search bar; `coder` is not read.
    public override init?<Coder: NSCoder>(coder: Coder) {
        super.init(coder: coder)
        embedTextField()
    }

    /// Puts the search field in the bar, its return key titled Search, whichever initializer made
    /// the bar.
    private func embedTextField() {
        addSubview(searchTextField)
        searchTextField.returnKeyType = .search
        searchTextField.searchBar = self
    }

    /// The text. Setting it in code calls no delegate method.
    open var text: String? {
        get { searchTextField.text }
        set { searchTextField.text = newValue }
    }

    /// Whether the Cancel button shows.
    open var showsCancelButton: Bool {
        get { cancelShown }
        set { cancelShown = newValue }
    }

    /// Shows or hides the Cancel button; `animated` changes nothing.
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        self.showsCancelButton = showsCancelButton
    }

    /// Begins editing: the search field becomes first responder.
    @discardableResult
    open override func becomeFirstResponder() -> Bool { searchTextField.becomeFirstResponder() }

    /// Ends editing.
    @discardableResult
    open override func resignFirstResponder() -> Bool { searchTextField.resignFirstResponder() }

    /// Whether the search field is first responder.
    open override var isFirstResponder: Bool { searchTextField.isFirstResponder }

    /// Types `text` as a user would: begins editing (activating the search controller), asks the
    /// delegate, then changes the text and tells the delegate and the search controller.
    public func type(_ text: String) {
        guard becomeFirstResponder() else { return }
        let current = self.text ?? ""
        let range = NSRange(location: current.utf16.count, length: 0)
        guard delegate?.searchBar(self, shouldChangeTextIn: range, replacementText: text) ?? true else {
            return
        }
        searchTextField.type(text)
    }

    /// Presses Search on the keyboard: the delegate's `searchBarSearchButtonClicked`.
    public func pressSearch() {
        searchTextField.pressReturn()
    }

    func userTappedCancel() {
        delegate?.searchBarCancelButtonClicked(self)
        text = ""
        if let searchController {
            searchController.deactivate()
        } else {
            resignFirstResponder()
        }
    }

    /// The Cancel button while shown; the search field is drawn as the bar's own text.
    package override var renderedChildren: [UIView] { subviews.filter { $0 !== searchTextField } }

    /// Shows or hides the Cancel button before the bar is drawn or searched.
    open override func prepareForDisplay() {
        if cancelShown {
            cancelButton.identifier = "\(identifier ?? "search").cancel"
            if cancelButton.superview !== self { addSubview(cancelButton) }
        } else if cancelButton.superview === self {
            cancelButton.removeFromSuperview()
        }
    }

    open override var renderKind: String { "SearchBar" }

    open override var renderDetail: String? {
        let text = self.text ?? ""
        if text.isEmpty { return placeholder.map { "placeholder: \(quoted($0))" } }
        return quoted(text)
    }

    /// The look of a search bar — UIKit's `UISearchBar.Style`.
    public enum Style: Int, Sendable {
        /// The default.
        case `default`
        /// Prominent.
        case prominent
        /// Minimal.
        case minimal
    }
}

/// The field inside a search bar — UIKit's `UISearchTextField` (iOS 13).
@preconcurrency @MainActor open class UISearchTextField: UITextField {
    weak var searchBar: UISearchBar?

    open override var canBecomeFirstResponder: Bool {
        guard super.canBecomeFirstResponder, let searchBar else { return super.canBecomeFirstResponder }
        return searchBar.delegate?.searchBarShouldBeginEditing(searchBar) ?? true
    }

    open override var canResignFirstResponder: Bool {
        guard let searchBar else { return super.canResignFirstResponder }
        return searchBar.delegate?.searchBarShouldEndEditing(searchBar) ?? true
    }

    override func didBecomeFirstResponder() {
        super.didBecomeFirstResponder()
        guard let searchBar else { return }
        searchBar.delegate?.searchBarTextDidBeginEditing(searchBar)
        searchBar.searchController?.activate()
    }

    override func didResignFirstResponder() {
        super.didResignFirstResponder()
        guard let searchBar else { return }
        searchBar.delegate?.searchBarTextDidEndEditing(searchBar)
    }

    override func textDidChangeByTyping() {
        guard let searchBar else { return }
        searchBar.delegate?.searchBar(searchBar, textDidChange: text ?? "")
        searchBar.searchController?.searchTextDidChange()
    }

    override func returnKeyPressed() -> Bool {
        guard let searchBar else { return true }
        searchBar.delegate?.searchBarSearchButtonClicked(searchBar)
        return true
    }
}
