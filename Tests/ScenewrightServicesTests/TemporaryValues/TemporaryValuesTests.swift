import Foundation
import Scenewright
import ScenewrightServices
import Testing

extension TemporaryKey where Value == [String] {
    fileprivate static var favourites: TemporaryKey<[String]> { TemporaryKey("favourites") }
}

extension TemporaryKey where Value == String {
    fileprivate static var draft: TemporaryKey<String> { TemporaryKey("draft") }
}

/// A main-actor subscriber that records every change it hears.
@MainActor private final class ChangeLog {
    var entries: [String] = []
}

/// A `Sendable` owner counting posting-thread deliveries. `count` is guarded by `lock`.
private final class DeliveryCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func increment() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}

@MainActor
@Suite("Temporary values: typed, in memory, thread-safe, posting a signal on every change")
struct TemporaryValuesTests {
    private let signals = Signals()
    private let values: TemporaryValues
    private let log = ChangeLog()

    init() {
        values = TemporaryValues(signals: signals)
    }

    @Test("a value set under a key is read back with its type; a missing key reads nil")
    func setAndRead() {
        values.set(["Kyoto"], for: .favourites)
        #expect(values.value(for: .favourites) == ["Kyoto"])
        #expect(values.value(for: .draft) == nil)
        values.set(["Kyoto", "Lisbon"], for: .favourites)
        #expect(values.value(for: .favourites) == ["Kyoto", "Lisbon"])
        #expect(values.keyNames == ["favourites"])
    }

    @Test("keys with the same name but different value types hold different values")
    func typedKeys() {
        values.set(3, for: TemporaryKey<Int>("x"))
        values.set("three", for: TemporaryKey<String>("x"))
        #expect(values.value(for: TemporaryKey<Int>("x")) == 3)
        #expect(values.value(for: TemporaryKey<String>("x")) == "three")
        #expect(TemporaryKey<Int>("x").description == "TemporaryKey<Int>(\"x\")")
    }

    @Test("setting posts the key's signal with the key and the new value, after the store is updated")
    func setPosts() {
        var changes: [TemporaryValueChange<[String]>] = []
        signals.subscribe(TemporaryKey.favourites.changed, owner: log) { [values] log, change in
            changes.append(change)
            log.entries.append("read \(values.value(for: .favourites) ?? [])")
        }
        values.set(["Kyoto"], for: .favourites)
        #expect(changes == [.set(.favourites, ["Kyoto"])])
        #expect(changes.first?.key.name == "favourites")
        #expect(changes.first?.newValue == ["Kyoto"])
        #expect(log.entries == ["read [\"Kyoto\"]"])
    }

    @Test("removing posts the removal and returns the old value; removing nothing posts nothing")
    func removePosts() {
        values.set("Dear Ada,", for: .draft)
        var changes: [TemporaryValueChange<String>] = []
        signals.subscribe(TemporaryKey.draft.changed, owner: log) { _, change in changes.append(change) }
        #expect(values.remove(.draft) == "Dear Ada,")
        #expect(values.value(for: .draft) == nil)
        #expect(values.remove(.draft) == nil)
        #expect(changes == [.removed(.draft)])
        #expect(changes.first?.newValue == nil)
    }

    @Test("the catch-all signal names the key and carries the value, or says it was removed")
    func catchAll() {
        signals.subscribe(.temporaryValueChanged, owner: log) { log, change in
            let what = change.wasRemoved ? "removed" : "\(change.newValue.map { "\($0)" } ?? "")"
            log.entries.append("\(change.keyName): \(what)")
        }
        values.set("hi", for: .draft)
        values.set(["Kyoto"], for: .favourites)
        values.remove(.draft)
        #expect(log.entries == ["draft: hi", "favourites: [\"Kyoto\"]", "draft: removed"])
    }

    @Test("a subscriber may write values from inside its handler")
    func reentrantWrite() {
        signals.subscribe(TemporaryKey.draft.changed, owner: log) { [values] log, change in
            log.entries.append(change.newValue ?? "removed")
            if change.newValue == "clear me" { values.remove(.draft) }
        }
        values.set("clear me", for: .draft)
        #expect(log.entries == ["clear me", "removed"])
        #expect(values.value(for: .draft) == nil)
    }

    @Test("sets and removes from many threads at once are safe, and every change is posted")
    func concurrentWrites() async {
        let counter = DeliveryCounter()
        signals.subscribeOnPostingThread(.temporaryValueChanged, owner: counter) { counter, _ in
            counter.increment()
        }
        let values = values
        await withTaskGroup(of: Void.self) { group in
            for task in 0..<8 {
                group.addTask {
                    let key = TemporaryKey<Int>("counter.\(task)")
                    for value in 0..<500 { values.set(value, for: key) }
                    values.remove(key)
                }
            }
        }
        #expect(counter.value == 8 * 501)
        #expect(values.keyNames.isEmpty)
    }
}
