import Foundation
import Scenewright
import ScenewrightTesting
import Testing

/// A wide value dependency (17 words), holding an object: the record stores it inline, as a generic field.
private struct Wide {
    let marker: Marker
    var padding: (Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int) =
        (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
}

/// An object whose release the tests watch.
private final class Marker: @unchecked Sendable {}

/// Carries a controller to another thread so a test can drop it there; one thread at a time
/// touches it (the test awaits the task that does).
private final class Handoff: @unchecked Sendable {
    var controller: ViewController?
}

/// Carries a batch of controllers to another thread, for the same reason as ``Handoff``.
private final class Batch: @unchecked Sendable {
    var controllers: [ViewController] = []
}

/// Observes only through a protocol the scene's static type does not name.
@MainActor private protocol Screen: AnyObject {}
@MainActor private final class ObservingScreen: Screen, ViewObserver, Awakable {
    let log: Journal
    init(_ log: Journal) { self.log = log }
    func awake() { log.entries.append("screen.awake") }
    func viewDidLoad() { log.entries.append("screen.viewDidLoad") }
}

@MainActor
@Suite("Scene records: what a scene leaves inside the controller it builds")
struct SceneRecordTests {
    @Test("a record holding a wide value dependency forwards in order, rebuilds and releases")
    func largeRecord() {
        let log = Journal()
        weak var weakObserver: LoggingObserver?
        weak var weakMarker: Marker?
        do {
            let vc = Scene { LoggingController(log) }
                .with { LoggingObserver("a", log) }
                .with {
                    Wide(marker: Marker(), padding: (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16))
                }
                .with { LoggingObserver("b", log) }
                .with { LoggingObserver("c", log) }
                .instantiate(view: { _, a, wide, _, _ in
                    weakObserver = a
                    weakMarker = wide.marker
                    return Label("\(wide.padding.15)")
                })
            #expect(log.entries == ["a.awake", "b.awake", "c.awake"])
            log.entries.removeAll()
            #expect((vc.view as? Label)?.text == "16")
            #expect(log.entries == ["vc.viewDidLoad", "a.viewDidLoad", "b.viewDidLoad", "c.viewDidLoad"])
            let first = weakMarker.map(ObjectIdentifier.init)
            vc.view = nil
            _ = vc.view
            let second = weakMarker.map(ObjectIdentifier.init)
            #expect(first != nil && first == second)
            #expect(weakObserver != nil)
        }
        #expect(weakObserver == nil)
        #expect(weakMarker == nil)
    }

    @Test("a dependency typed `Any` whose object observes and awakes is treated by what it is")
    func dynamicRoles() {
        let log = Journal()
        let vc = Scene { LoggingController(log) }
            .with { ObservingScreen(log) as Any }
            .with { ObservingScreen(log) as any Screen }
            .instantiate()
        #expect(log.entries == ["screen.awake", "screen.awake"])
        log.entries.removeAll()
        vc.loadViewIfNeeded()
        #expect(log.entries == ["vc.viewDidLoad", "screen.viewDidLoad", "screen.viewDidLoad"])
    }

    @Test("a scene reusing a controller whose first record holds a wide value keeps and forwards both")
    func reusedLargeRecord() {
        let log = Journal()
        let shared = LoggingController(log)
        let wide = Wide(marker: Marker())
        _ = Scene { shared }.with { LoggingObserver("a", log) }.with { wide }
            .instantiate(view: { _, _, _ in Label("first") })
        let diagnostics = captureDiagnostics {
            _ = Scene { shared }.with { LoggingObserver("b", log) }.instantiate()
        }
        #expect(diagnostics.map(\.kind) == [.sceneControllerReused])
        log.entries.removeAll()
        #expect((shared.view as? Label)?.text == "first")
        #expect(log.entries == ["vc.viewDidLoad", "a.viewDidLoad", "b.viewDidLoad"])
    }

    @Test(
        "every arity from 1 to 12 keeps its dependencies exactly as long as the controller", arguments: 1...12
    )
    func ownership(arity: Int) {
        let log = Journal()
        var weakObservers: [() -> LoggingObserver?] = []
        do {
            let vc = makeScene(arity: arity, log)
            let observers = vc.observers
            weakObservers = observers.map { observer in { [weak observer] in observer } }
            vc.loadViewIfNeeded()
            #expect(log.entries.filter { $0.hasSuffix(".viewDidLoad") }.count == arity + 1)
            #expect(weakObservers.allSatisfy { $0() != nil })
        }
        #expect(weakObservers.allSatisfy { $0() == nil })
    }

    @Test(
        "a record releases every field it holds: the view closure's captures, value and closure dependencies",
        arguments: [false, true])
    func releasesEveryField(closureDependency: Bool) {
        // Fields of every kind a record holds: an array and an object, or a wide value and a closure
        // dependency, besides the `view` closure's captures.
        weak var weakCaptured: Marker?
        weak var weakHeld: Marker?
        weak var weakInClosure: Marker?
        do {
            let captured = Marker()
            let held = Marker()
            let inClosure = Marker()
            weakCaptured = captured
            weakHeld = held
            weakInClosure = inClosure
            let vc: ViewController
            if closureDependency {
                vc = Scene { ViewController() }
                    .with { Wide(marker: held) }
                    .with { { _ = inClosure } as @Sendable () -> Void }
                    .instantiate(view: capturing(captured))
            } else {
                vc = Scene { ViewController() }
                    .with { [held] }
                    .with { inClosure }
                    .instantiate(view: capturing(captured))
            }
            vc.loadViewIfNeeded()
            #expect((vc.view as? Label)?.text == "captured")
            #expect(weakCaptured != nil && weakHeld != nil && weakInClosure != nil)
        }
        #expect(weakCaptured == nil)
        #expect(weakHeld == nil)
        #expect(weakInClosure == nil)
    }

    @Test(
        "a controller whose last reference goes away on another thread releases its scene's dependencies there",
        arguments: [false, true])
    func releasedOffTheMainThread(wideValue: Bool) async {
        // `deinit` is not isolated: UIKit controllers, too, may be freed on whatever thread drops
        // them last. The record goes with the controller there, and must release a class dependency
        // and a wide value holding one alike.
        let handoff = Handoff()
        weak var weakMarker: Marker?
        do {
            let marker = Marker()
            weakMarker = marker
            handoff.controller =
                wideValue
                ? Scene { ViewController() }.with { Wide(marker: marker) }.instantiate()
                : Scene { ViewController() }.with { marker }.instantiate()
        }
        #expect(weakMarker != nil)
        let releasedOnMain = await Task.detached {
            handoff.controller = nil  // the last reference: `deinit` runs here
            return Thread.isMainThread
        }.value
        #expect(!releasedOnMain)
        #expect(weakMarker == nil)
    }

    @Test("hundreds of scene controllers dropped last on four threads at once release every dependency")
    func releasedOnManyThreadsAtOnce() async {
        let batches = (0..<4).map { _ in Batch() }
        var weakMarkers: [() -> Marker?] = []
        let log = Journal()
        for index in 0..<400 {
            let marker = Marker()
            weakMarkers.append { [weak marker] in marker }
            let vc = Scene { ViewController() }
                .with { marker }
                .with { LoggingObserver("o", log) }
                .with { Wide(marker: marker) }
                .instantiate(view: { _, marker, _, _ in
                    _ = marker
                    return Label("\(index)")
                })
            if index.isMultiple(of: 2) { vc.loadViewIfNeeded() }
            batches[index % 4].controllers.append(vc)
        }
        #expect(weakMarkers.allSatisfy { $0() != nil })
        await withTaskGroup(of: Void.self) { group in
            for batch in batches {
                group.addTask { batch.controllers.removeAll() }
            }
        }
        #expect(weakMarkers.allSatisfy { $0() == nil })
    }

    /// A `view` closure that keeps `marker` alive for as long as the record holds it.
    private func capturing<A, B>(_ marker: Marker) -> @MainActor (ViewController, A, B) -> View {
        { _, _, _ in
            _ = marker
            return Label("captured")
        }
    }

    /// A scene of `arity` observers, built through the arity's own type; `connect` hands them over.
    private func makeScene(arity: Int, _ log: Journal) -> CollectingController {
        let base = Scene { CollectingController(log) }
        func o(_ name: Int) -> @MainActor @Sendable () -> LoggingObserver {
            { LoggingObserver("\(name)", log) }
        }
        let s1 = base.with(o(1))
        if arity == 1 { return s1.instantiate(connect: { vc, a in vc.observers = [a] }) }
        let s2 = s1.with(o(2))
        if arity == 2 { return s2.instantiate(connect: { vc, a, b in vc.observers = [a, b] }) }
        let s3 = s2.with(o(3))
        if arity == 3 { return s3.instantiate(connect: { vc, a, b, c in vc.observers = [a, b, c] }) }
        let s4 = s3.with(o(4))
        if arity == 4 { return s4.instantiate(connect: { vc, a, b, c, d in vc.observers = [a, b, c, d] }) }
        let s5 = s4.with(o(5))
        if arity == 5 {
            return s5.instantiate(connect: { vc, a, b, c, d, e in vc.observers = [a, b, c, d, e] })
        }
        let s6 = s5.with(o(6))
        if arity == 6 {
            return s6.instantiate(connect: { vc, a, b, c, d, e, f in vc.observers = [a, b, c, d, e, f] })
        }
        let s7 = s6.with(o(7))
        if arity == 7 {
            return s7.instantiate(connect: { vc, a, b, c, d, e, f, g in vc.observers = [a, b, c, d, e, f, g] }
            )
        }
        let s8 = s7.with(o(8))
        if arity == 8 {
            return s8.instantiate(connect: { vc, a, b, c, d, e, f, g, h in
                vc.observers = [a, b, c, d, e, f, g, h]
            })
        }
        let s9 = s8.with(o(9))
        if arity == 9 {
            return s9.instantiate(connect: { vc, a, b, c, d, e, f, g, h, i in
                vc.observers = [a, b, c, d, e, f, g, h, i]
            })
        }
        let s10 = s9.with(o(10))
        if arity == 10 {
            return s10.instantiate(connect: { vc, a, b, c, d, e, f, g, h, i, j in
                vc.observers = [a, b, c, d, e, f, g, h, i, j]
            })
        }
        let s11 = s10.with(o(11))
        if arity == 11 {
            return s11.instantiate(connect: { vc, a, b, c, d, e, f, g, h, i, j, k in
                vc.observers = [a, b, c, d, e, f, g, h, i, j, k]
            })
        }
        return s11.with(o(12)).instantiate(connect: { vc, a, b, c, d, e, f, g, h, i, j, k, l in
            vc.observers = [a, b, c, d, e, f, g, h, i, j, k, l]
        })
    }
}

/// Logs its own `viewDidLoad` and keeps the observers `connect` hands it, weakly.
@MainActor private final class CollectingController: ViewController {
    let log: Journal
    private var weakObservers: [() -> LoggingObserver?] = []
    init(_ log: Journal) {
        self.log = log
        super.init()
    }
    var observers: [LoggingObserver] {
        get { weakObservers.compactMap { $0() } }
        set { weakObservers = newValue.map { observer in { [weak observer] in observer } } }
    }
    override func viewDidLoad() { log.entries.append("vc.viewDidLoad") }
}
