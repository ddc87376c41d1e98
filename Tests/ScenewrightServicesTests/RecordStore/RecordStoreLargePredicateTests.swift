import Foundation
import Testing

@testable import ScenewrightServices

private typealias City = RecordFixtures.City

@Suite("Record store: predicates of any size run or throw, never crash")
struct RecordStoreLargePredicateTests {
    static let terms = 100_000

    /// A store of the fixture cities plus 300 small towns with populations 0, 400, 800, ….
    private func withTowns<T>(_ body: (RecordStore, [City]) throws -> T) throws -> T {
        try withCityStore { store throws in
            try store.transaction { transaction in
                for index in 0..<300 { try transaction.insert(City("town \(index)", index * 400, "XX")) }
            }
            return try body(store, try store.fetch(City.self))
        }
    }

    @Test(
        "an OR folded from 100,000 terms runs (or is refused with predicateTooLarge past SQLite's variable limit)"
    )
    func hugeOr() throws {
        try withTowns { store, cities throws in
            var predicate = RecordPredicate<City>.false
            for value in 0..<Self.terms { predicate = predicate || City.population == value * 3 }
            let expected = cities.filter { $0.population < Self.terms * 3 && $0.population % 3 == 0 }.map(
                \.id)
            if store.bindingLimit >= Self.terms {
                #expect(try store.fetch(City.filter(predicate)).map(\.id) == expected)
                #expect(try store.delete(City.filter(predicate)) == expected.count)
                #expect(try store.count(City.self) == cities.count - expected.count)
            } else {
                let error = recordStoreError { _ = try store.fetch(City.filter(predicate)) }
                #expect(error?.kind == .predicateTooLarge)
            }
        }
    }

    @Test("more values than SQLite binds at once is predicateTooLarge, and deletes nothing")
    func tooManyValues() throws {
        try withTowns { store, cities throws in
            store.limitBindings(to: 1_000)
            var predicate = RecordPredicate<City>.false
            for value in 0..<1_001 { predicate = predicate || City.population == value }
            let error = recordStoreError { try store.delete(City.filter(predicate)) }
            #expect(error?.kind == .predicateTooLarge)
            #expect(error?.message.contains("1001") == true)
            #expect(try store.count(City.self) == cities.count)
        }
    }

    @Test("an AND of 100,000 terms and 100,000 nested negations run")
    func hugeAndAndNegations() throws {
        try withTowns { store, cities throws in
            var predicate = RecordPredicate<City>.true
            for value in 0..<Self.terms { predicate = predicate && City.population != value * 400 + 1 }
            #expect(try store.count(City.filter(predicate)) == cities.count)
            var negated = City.country == "XX"
            for _ in 0..<Self.terms { negated = !negated }
            #expect(try store.count(City.filter(negated)) == 300)
            #expect(try store.count(City.filter(!negated)) == cities.count - 300)
        }
    }

    @Test("100,000 alternating && and || nest too deep for SQLite: predicateTooLarge, not a crash")
    func deepAlternation() throws {
        try withTowns { store, _ in
            var predicate = City.population == 0
            for value in 0..<Self.terms {
                predicate =
                    value.isMultiple(of: 2)
                    ? (predicate || City.population == value) : (predicate && City.country == "XX")
            }
            let error = recordStoreError { _ = try store.fetch(City.filter(predicate)) }
            #expect(error?.kind == .predicateTooLarge)
        }
    }

    @Test(
        "&& and || alternating as deep as maximumNesting run and match Swift, nested left or right",
        arguments: [false, true])
    func deepestAlternationRuns(nestedRight: Bool) throws {
        try withTowns { store, cities throws in
            var predicate = City.population == 0
            var swift: @Sendable (City) -> Bool = { $0.population == 0 }
            for level in 0..<RecordPredicate<City>.maximumNesting {
                let previous = swift
                let value = level * 400
                switch (level.isMultiple(of: 2), nestedRight) {
                case (true, false):
                    predicate = predicate || City.population == value
                    swift = { previous($0) || $0.population == value }
                case (true, true):
                    predicate = City.name.hasPrefix("town 1") || predicate
                    swift = { $0.name.hasPrefix("town 1") || previous($0) }
                case (false, false):
                    predicate = predicate && City.country == "XX"
                    swift = { previous($0) && $0.country == "XX" }
                case (false, true):
                    predicate = City.population > 4_000 && predicate
                    swift = { $0.population > 4_000 && previous($0) }
                }
            }
            #expect(try store.fetch(City.filter(predicate)).map(\.id) == cities.filter(swift).map(\.id))
            let deeper = (predicate || City.name.hasPrefix("x")) && City.name.hasSuffix("y")
            #expect(recordStoreError { _ = try store.fetch(City.filter(deeper)) }?.kind == .predicateTooLarge)
        }
    }
}
