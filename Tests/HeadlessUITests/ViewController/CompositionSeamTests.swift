import HeadlessUI
import Testing

/// Logs what it hears into a shared journal, and may make the root view or leave on first hearing.
@MainActor private final class JournalListener: LifecycleListener {
    let name: String
    let journal: Journal
    var rootView: View?
    var leavesOnFirstEvent = false

    init(_ name: String, _ journal: Journal) {
        self.name = name
        self.journal = journal
    }

    func controller(_ controller: UIViewController, didReceive event: LifecycleEvent) {
        journal.entries.append("\(name).\(event.name)")
        if leavesOnFirstEvent { controller.removeLifecycleListener(self) }
    }

    func controller(_ controller: UIViewController, didMoveToParent parent: UIViewController?) {
        journal.entries.append("\(name).didMove")
    }

    func makeRootView(for controller: UIViewController) -> UIView? { rootView }
}

@MainActor private final class Journal {
    var entries: [String] = []
}

/// Logs its own method before the listeners hear it.
@MainActor private final class JournalController: ViewController {
    let journal: Journal
    init(_ journal: Journal) {
        self.journal = journal
        super.init()
    }
    override func viewDidLoad() { journal.entries.append("vc.viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { journal.entries.append("vc.viewWillAppear") }
}

@MainActor
@Suite("The composition seam: one lifecycle channel, the root-view factory, objects kept alive")
struct CompositionSeamTests {
    /// Loads a journalled controller with listeners "a" and "b" ("a" leaving on its first event
    /// when `aLeaves`) and begins its appearance; returns the journal.
    private func loadAndAppear(aLeaves: Bool) -> [String] {
        let journal = Journal()
        let controller = JournalController(journal)
        let first = JournalListener("a", journal)
        first.leavesOnFirstEvent = aLeaves
        controller.addLifecycleListener(first)
        controller.addLifecycleListener(JournalListener("b", journal))
        controller.loadViewIfNeeded()
        controller.beginAppearanceTransition(true, animated: false)
        return journal.entries
    }

    @Test("listeners hear each event right after the controller's own method, in the order added")
    func order() {
        #expect(
            loadAndAppear(aLeaves: false) == [
                "vc.viewDidLoad", "a.viewDidLoad", "b.viewDidLoad", "vc.viewWillAppear", "a.viewWillAppear",
                "b.viewWillAppear",
            ])
    }

    @Test("a listener that removes itself while it hears an event does not keep the others from hearing it")
    func removalDuringDelivery() {
        #expect(
            loadAndAppear(aLeaves: true) == [
                "vc.viewDidLoad", "a.viewDidLoad", "b.viewDidLoad", "vc.viewWillAppear", "b.viewWillAppear",
            ])
    }

    @Test("the newest listener that makes a root view makes it, again on every load")
    func rootViewFactory() {
        let journal = Journal()
        let controller = JournalController(journal)
        let older = JournalListener("a", journal)
        older.rootView = Label("older")
        let newer = JournalListener("b", journal)
        controller.addLifecycleListener(older)
        controller.addLifecycleListener(newer)
        controller.addLifecycleListener(JournalListener("c", journal))
        newer.rootView = Label("newer")
        let first = controller.view
        #expect(first === newer.rootView)
        controller.view = nil
        newer.rootView = nil
        let second = controller.view
        #expect(second === older.rootView)
    }

    @Test("a controller keeps what it is given alive for its own lifetime, and no longer")
    func keepAlive() {
        final class Kept {}
        weak var kept: Kept?
        var controller: ViewController? = ViewController()
        do {
            let object = Kept()
            kept = object
            controller?.keepAlive(object)
        }
        #expect(kept != nil)
        controller = nil
        #expect(kept == nil)
    }
}
