import HeadlessUI
import Testing
import UIKit

// Controls and controllers apps use everywhere, from Apple's documentation of each.

/// A list screen searched with a search controller, as Apple's sample code sets one up.
@MainActor
private final class CitiesViewController: UIViewController, UISearchResultsUpdating,
    UISearchControllerDelegate, UISearchBarDelegate
{
    let cities = ["Amsterdam", "Athens", "Berlin"]
    var shown: [String] = []
    var log: [String] = []
    let results = UIViewController()
    lazy var search = UISearchController(searchResultsController: results)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Cities"
        shown = cities
        search.searchResultsUpdater = self
        search.delegate = self
        search.searchBar.delegate = self
        search.searchBar.placeholder = "Search cities"
        search.searchBar.accessibilityIdentifier = "search"
        search.obscuresBackgroundDuringPresentation = false
        navigationItem.searchController = search
        definesPresentationContext = true
    }

    func updateSearchResults(for searchController: UISearchController) {
        let text = searchController.searchBar.text ?? ""
        shown = text.isEmpty ? cities : cities.filter { $0.hasPrefix(text) }
        log.append("update \"\(text)\" active \(searchController.isActive)")
    }

    func willPresentSearchController(_ searchController: UISearchController) { log.append("willPresent") }
    func didPresentSearchController(_ searchController: UISearchController) { log.append("didPresent") }
    func willDismissSearchController(_ searchController: UISearchController) { log.append("willDismiss") }
    func didDismissSearchController(_ searchController: UISearchController) { log.append("didDismiss") }
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
        log.append("textDidChange \(searchText)")
    }
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { log.append("cancel") }
}

/// A photo grid cell's context menu, as UIContextMenuInteraction's documentation sets one up.
@MainActor private final class PhotoMenu: UIContextMenuInteractionDelegate {
    var log: [String] = []
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [weak self] _ in
            UIMenu(children: [
                UIAction(title: "Share") { _ in self?.log.append("share") },
                UIMenu(
                    title: "More",
                    children: [
                        UIAction(title: "Duplicate") { _ in self?.log.append("duplicate") },
                        UIAction(title: "Hidden", attributes: .hidden) { _ in self?.log.append("hidden") },
                    ]),
                UIAction(title: "Delete", attributes: .destructive) { _ in self?.log.append("delete") },
                UIAction(title: "Print", attributes: .disabled) { _ in self?.log.append("print") },
            ])
        }
    }
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) { log.append("willDisplay") }
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) { log.append("willEnd") }
}

@MainActor @Suite struct VocabularyControlsTests {
    private func show(_ controller: UIViewController) -> UIWindow {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        return window
    }

    @Test("a switch flips on a user's tap and sends .valueChanged; setOn(_:animated:) sends nothing")
    func switches() throws {
        // UISwitch.setOn(_:animated:): "Setting the switch to either position doesn’t result in an
        // action message being sent."
        let screen = UIViewController()
        let toggle = UISwitch().identified("notifications")
        var changes: [Bool] = []
        toggle.addAction(UIAction { _ in changes.append(toggle.isOn) }, for: .valueChanged)
        screen.view.addSubview(toggle)
        let window = show(screen)
        toggle.setOn(true, animated: true)
        #expect(changes.isEmpty)
        try window.tap("notifications")
        #expect(changes == [false])
        #expect(toggle.render() == "Switch #notifications off")
        #expect(window.tappableIdentifiers().contains("notifications"))
        toggle.isEnabled = false
        #expect(throws: WindowError.self) { try window.tap("notifications") }
    }

    @Test("a segmented control shows its segments; a user's tap selects one and sends .valueChanged")
    func segments() throws {
        let screen = UIViewController()
        let sort = UISegmentedControl(items: ["Name", "Date"]).identified("sort")
        sort.selectedSegmentIndex = 0
        var picked: [Int] = []
        sort.addAction(UIAction { _ in picked.append(sort.selectedSegmentIndex) }, for: .valueChanged)
        screen.view.addSubview(sort)
        let window = show(screen)
        #expect(
            sort.render() == """
                SegmentedControl #sort
                ├─ Segment #sort.segment.0 "Name" selected
                └─ Segment #sort.segment.1 "Date"
                """)
        try window.tap("sort.segment.1")
        #expect(picked == [1])
        sort.insertSegment(withTitle: "Size", at: 0, animated: false)
        #expect(sort.numberOfSegments == 3)
        #expect(sort.selectedSegmentIndex == 2)
        sort.setEnabled(false, forSegmentAt: 0)
        #expect(throws: WindowError.self) { try window.tap("sort.segment.0") }
        sort.selectedSegmentIndex = 7
        #expect(sort.selectedSegmentIndex == UISegmentedControl.noSegment)
    }

    @Test("a page control, a progress view and a spinner render what they show; a stopped spinner hides")
    func indicators() throws {
        // UIActivityIndicatorView.stopAnimating(): "When animating is stopped, the indicator is
        // hidden, unless hidesWhenStopped is false."
        let dots = UIPageControl()
        dots.numberOfPages = 3
        dots.currentPage = 1
        #expect(dots.render() == "PageControl 2 of 3")
        let progress = UIProgressView(progressViewStyle: .bar)
        progress.setProgress(0.4, animated: true)
        #expect(progress.render() == "ProgressView 40%")
        progress.progress = 7
        #expect(progress.progress == 1)
        let spinner = UIActivityIndicatorView(style: .medium)
        #expect(spinner.isHidden)
        spinner.startAnimating()
        #expect(!spinner.isHidden)
        #expect(spinner.render() == "ActivityIndicatorView animating")
        spinner.stopAnimating()
        #expect(spinner.isHidden)
        spinner.hidesWhenStopped = false
        #expect(!spinner.isHidden)
        let screen = UIViewController()
        let pager = UIPageControl().identified("pages")
        pager.numberOfPages = 3
        var pages: [Int] = []
        pager.addAction(UIAction { _ in pages.append(pager.currentPage) }, for: .valueChanged)
        screen.view.addSubview(pager)
        let window = show(screen)
        try window.tap("pages")
        #expect(pages == [1])
    }

    @Test("a slider moves to a user's value within its range and sends .valueChanged")
    func slider() throws {
        let screen = UIViewController()
        let volume = UISlider().identified("volume")
        volume.minimumValue = 0
        volume.maximumValue = 10
        var values: [Float] = []
        volume.addAction(UIAction { _ in values.append(volume.value) }, for: .valueChanged)
        screen.view.addSubview(volume)
        let window = show(screen)
        try window.slide("volume", to: 7.5)
        try window.slide("volume", to: 99)
        #expect(values == [7.5, 10])
        #expect(volume.render() == "Slider #volume 10")
        #expect(throws: WindowError.notASlider(identifier: "volume.label", kind: "Label")) {
            screen.view.addSubview(UILabel("Volume").identified("volume.label"))
            try window.slide("volume.label", to: 1)
        }
    }

    @Test("a button's configuration gives its title; the update handler runs when asked")
    func buttonConfiguration() throws {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Continue"
        configuration.baseBackgroundColor = .systemGreen
        configuration.image = UIImage(systemName: "arrow.right")
        var tapped = 0
        let button = UIButton(configuration: configuration, primaryAction: UIAction { _ in tapped += 1 })
        button.accessibilityIdentifier = "continue"
        var updates = 0
        button.configurationUpdateHandler = { button in
            updates += 1
            button.configuration?.showsActivityIndicator = !button.isEnabled
        }
        #expect(button.configuration?.baseBackgroundColor == .systemGreen)
        #expect(button.render() == "Button #continue \"Continue\"")
        button.isEnabled = false
        button.setNeedsUpdateConfiguration()
        #expect(button.configuration?.showsActivityIndicator == true)
        #expect(updates >= 2)
        button.isEnabled = true
        button.tap()
        #expect(tapped == 1)
        var plain = UIButton.Configuration.plain()
        plain.attributedTitle = AttributedString("Skip")
        button.configuration = plain
        #expect(button.currentTitle == "Skip")
    }

    @Test("a toolbar of your own shows its items, which take taps")
    func toolbar() throws {
        let screen = UIViewController()
        var done = 0
        let bar = UIToolbar()
        bar.items = [
            UIBarButtonItem(systemItem: .flexibleSpace),
            UIBarButtonItem(title: "Done", primaryAction: UIAction { _ in done += 1 }),
        ]
        screen.view.addSubview(bar)
        let window = show(screen)
        try window.tap("toolbar.1")
        #expect(done == 1)
        bar.setItems(nil, animated: false)
        #expect(window.find(identifier: "toolbar.1") == nil)
    }

    @Test("feedback generators play nothing but are recorded")
    func feedback() {
        let played = recordFeedback {
            let impact = UIImpactFeedbackGenerator(style: .heavy)
            impact.prepare()
            impact.impactOccurred()
            impact.impactOccurred(intensity: 0.5)
            UINotificationFeedbackGenerator().notificationOccurred(.success)
            UISelectionFeedbackGenerator().selectionChanged()
        }
        #expect(played == ["impact(heavy)", "impact(heavy, 50%)", "notification(success)", "selection"])
        #expect(recordFeedback {}.isEmpty)
    }

    @Test(
        "a context menu opens on a long press, lists its visible actions, and a pick closes it before the action runs"
    )
    func contextMenu() throws {
        let screen = UIViewController()
        let photo = UIView().identified("photo")
        let menu = PhotoMenu()
        photo.addInteraction(UIContextMenuInteraction(delegate: menu))
        screen.view.addSubview(photo)
        let window = show(screen)
        let opened = try window.openContextMenu("photo")
        #expect(opened.actionTitles == ["Share", "Duplicate", "Delete", "Print"])
        #expect(menu.log == ["willDisplay"])
        #expect(throws: WindowError.self) { try opened.select("Print") }
        try opened.select("Duplicate")
        #expect(menu.log == ["willDisplay", "willEnd", "duplicate"])
        #expect(!opened.isOpen)
        #expect(throws: WindowError.noMenuItem(title: "Share", available: [])) { try opened.select("Share") }
        screen.view.addSubview(UILabel("Caption").identified("caption"))
        #expect(throws: WindowError.noContextMenu(identifier: "caption")) {
            try window.openContextMenu("caption")
        }
    }

    @Test("a button's menu opens as its context menu")
    func buttonMenu() throws {
        let screen = UIViewController()
        var sorted: [String] = []
        let sort = UIButton(type: .system).identified("sort")
        sort.setTitle("Sort", for: .normal)
        sort.showsMenuAsPrimaryAction = true
        sort.menu = UIMenu(
            title: "Sort by",
            children: [
                UIAction(title: "Name") { _ in sorted.append("name") },
                UIAction(title: "Date") { _ in sorted.append("date") },
            ])
        screen.view.addSubview(sort)
        let window = show(screen)
        try window.openContextMenu("sort").select("Date")
        #expect(sorted == ["date"])
    }

    @Test(
        "the share sheet offers its activities; picking one dismisses it, then the completion handler hears it"
    )
    func activityViewController() throws {
        let screen = UIViewController()
        let window = show(screen)
        let url = try #require(URL(string: "https://example.com/city/1"))
        let share = UIActivityViewController(activityItems: ["Amsterdam", url], applicationActivities: nil)
        share.excludedActivityTypes = [.mail]
        var outcomes: [String] = []
        share.completionWithItemsHandler = { type, completed, _, _ in
            outcomes.append(
                "\(type?.rawValue ?? "none") \(completed) presented \(share.presentingViewController != nil)")
        }
        screen.present(share, animated: true)
        #expect(window.find(identifier: "activity.com.apple.UIKit.activity.Mail") == nil)
        try window.tap("activity.com.apple.UIKit.activity.CopyToPasteboard")
        #expect(outcomes == ["com.apple.UIKit.activity.CopyToPasteboard true presented false"])
        #expect(UIPasteboard.general.strings == ["Amsterdam", "https://example.com/city/1"])
        let again = UIActivityViewController(activityItems: ["x"], applicationActivities: nil)
        var swiped: [Bool] = []
        again.completionWithItemsHandler = { type, completed, _, _ in swiped.append(type == nil && !completed)
        }
        screen.present(again, animated: true)
        try window.swipeDownSheet()
        #expect(swiped == [true])
    }

    @Test(
        "typing into the search bar activates the search controller and updates the results; Cancel ends it")
    func searchController() throws {
        // UISearchResultsUpdating.updateSearchResults(for:): "Called when the search bar becomes the
        // first responder or when the user makes changes inside the search bar."
        let cities = CitiesViewController()
        let window = show(UINavigationController(rootViewController: cities))
        #expect(window.find(identifier: "search") != nil)
        let driver = UIDriver(window: window)
        try driver.type("A", into: "search")
        #expect(cities.search.isActive)
        #expect(cities.shown == ["Amsterdam", "Athens"])
        #expect(
            cities.log == [
                "willPresent", "didPresent", "update \"\" active true", "textDidChange A",
                "update \"A\" active true",
            ])
        #expect(cities.results.appearanceState == .appeared)
        #expect(window.render().contains("SearchController"))
        cities.log = []
        try window.tap("search.cancel")
        #expect(!cities.search.isActive)
        #expect(cities.search.searchBar.text == "")
        #expect(cities.shown == cities.cities)
        #expect(cities.log == ["cancel", "willDismiss", "didDismiss", "update \"\" active false"])
        #expect(cities.results.appearanceState == .disappeared)
        #expect(!window.render().contains("SearchController"))
    }

    @Test(
        "a searching screen popped while its search is active is released with its search and results controllers"
    )
    func searchControllerReleased() throws {
        // UINavigationController.popViewController(animated:): "Pops the top view controller from the
        // navigation stack and updates the display." A popped controller nothing else holds goes.
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let window = show(navigation)
        weak var weakCities: CitiesViewController?
        weak var weakSearch: UISearchController?
        weak var weakResults: UIViewController?
        do {
            let cities = CitiesViewController()
            weakCities = cities
            weakSearch = cities.search
            weakResults = cities.results
            navigation.pushViewController(cities, animated: false)
            try UIDriver(window: window).type("B", into: "search")
            #expect(cities.search.isActive)
        }
        try window.tap("back")
        #expect(navigation.viewControllers.count == 1)
        #expect(weakCities == nil)
        #expect(weakSearch == nil)
        #expect(weakResults == nil)
    }

    @Test(
        "a search bar an archive makes is the same as one made in code: its field's return key reads Search")
    func searchBarFromAnArchive() throws {
        // A storyboard's search bar comes through init(coder:); the keyboard's return key of a search
        // field is titled Search however the bar was made.
        final class ArchivedSearchBar: UISearchBar {
            required init?(coder: NSCoder) { super.init(coder: coder) }
        }
        let archived = try #require(ArchivedSearchBar(coder: NSCoder()))
        let coded = UISearchBar()
        #expect(archived.searchTextField.returnKeyType == .search)
        #expect(coded.searchTextField.returnKeyType == .search)
        let fieldIsInBar = archived.searchTextField.superview === archived
        #expect(fieldIsInBar)
    }
}
