import Foundation
import Testing

@testable import ScenewrightServices

private typealias City = RecordFixtures.City

/// A predicate and the names of the fixture cities it must match, in id order.
struct RecordPredicateCase: Sendable, CustomTestStringConvertible {
    let label: String
    let predicate: RecordPredicate<RecordFixtures.City>
    let names: [String]
    var testDescription: String { label }

    init(_ label: String, _ predicate: RecordPredicate<RecordFixtures.City>, _ names: [String]) {
        self.label = label
        self.predicate = predicate
        self.names = names
    }
}

@Suite("Record store: predicates, sorting and injection safety")
struct RecordStorePredicateTests {
    static let cases: [RecordPredicateCase] = [
        RecordPredicateCase("==", City.country == "BE", ["Antwerp", "Brussels"]),
        RecordPredicateCase("!=", City.country != "NL", ["Antwerp", "Brussels", "Luxembourg", "Berlin"]),
        RecordPredicateCase("<", City.population < 361_924, ["Luxembourg"]),
        RecordPredicateCase("<=", City.population <= 361_924, ["Utrecht", "Luxembourg"]),
        RecordPredicateCase(">", City.population > 1_222_637, ["Berlin"]),
        RecordPredicateCase(">=", City.population >= 1_222_637, ["Brussels", "Berlin"]),
        RecordPredicateCase(
            "&&", City.population > 500_000 && City.country == "NL", ["Amsterdam", "Rotterdam"]),
        RecordPredicateCase("||", City.country == "LU" || City.country == "DE", ["Luxembourg", "Berlin"]),
        RecordPredicateCase(
            "!", !(City.country == "NL" || City.country == "BE"), ["Luxembourg", "Berlin"]),
        RecordPredicateCase("isNil", City.nickname.isNil, ["Utrecht", "Brussels"]),
        RecordPredicateCase(
            "!isNil", !City.nickname.isNil, ["Amsterdam", "Rotterdam", "Antwerp", "Luxembourg", "Berlin"]),
        RecordPredicateCase("== nil", City.founded == nil, City.allNames.filter { $0 != "Amsterdam" }),
        RecordPredicateCase(
            "optional != keeps nil", City.nickname != "Mokum", City.allNames.filter { $0 != "Amsterdam" }),
        RecordPredicateCase("in", City.country.in(["LU", "DE", "XX"]), ["Luxembourg", "Berlin"]),
        RecordPredicateCase("in, empty", City.country.in([]), []),
        RecordPredicateCase(
            "in with nil", City.nickname.in([nil, "Roffa"]), ["Rotterdam", "Utrecht", "Brussels"]),
        RecordPredicateCase(
            "! in on optional keeps nil", !City.nickname.in(["Roffa"]),
            City.allNames.filter { $0 != "Rotterdam" }),
        RecordPredicateCase("contains", City.name.contains("erp"), ["Antwerp"]),
        RecordPredicateCase("contains is case-sensitive", City.name.contains("ERP"), []),
        RecordPredicateCase("hasPrefix", City.name.hasPrefix("B"), ["Brussels", "Berlin"]),
        RecordPredicateCase("hasSuffix", City.name.hasSuffix("dam"), ["Amsterdam", "Rotterdam"]),
        RecordPredicateCase("optional contains", City.nickname.contains("-"), ["Berlin"]),
        RecordPredicateCase("glob characters match literally", City.nickname.hasSuffix("*"), ["Luxembourg"]),
        RecordPredicateCase("quote in a value", City.nickname == "'t Stad", ["Antwerp"]),
        RecordPredicateCase("id", City.id == 3, ["Utrecht"]),
        RecordPredicateCase(
            "optional <", City.founded < Date(timeIntervalSinceReferenceDate: 0), ["Amsterdam"]),
        RecordPredicateCase(
            "! optional > keeps nil", !(City.founded > Date.distantPast),
            City.allNames.filter { $0 != "Amsterdam" }),
        RecordPredicateCase(".true", .true, City.allNames),
        RecordPredicateCase(".false", .false, []),
    ]

    @Test("predicates match what Swift would", arguments: cases)
    func predicate(_ testCase: RecordPredicateCase) throws {
        try withCityStore { store throws in
            #expect(try store.fetch(City.filter(testCase.predicate)).map(\.name) == testCase.names)
            #expect(try store.count(City.filter(testCase.predicate)) == testCase.names.count)
        }
    }

    @Test("sorting by several columns, with limit and offset")
    func sortingAndPaging() throws {
        try withCityStore { store throws in
            let byCountry = City.sorted(by: City.country.ascending, City.population.descending)
            #expect(
                try store.fetch(byCountry).map(\.name)
                    == ["Brussels", "Antwerp", "Berlin", "Luxembourg", "Amsterdam", "Rotterdam", "Utrecht"])
            #expect(
                try store.fetch(byCountry.limit(2, offset: 3)).map(\.name) == ["Luxembourg", "Amsterdam"])
            #expect(try store.fetch(byCountry.limit(10, offset: 6)).map(\.name) == ["Utrecht"])
            #expect(try store.fetch(byCountry.limit(0)).isEmpty)
            #expect(try store.count(byCountry.limit(3, offset: 5)) == 2)
            #expect(try store.fetchFirst(City.sorted(by: City.population.descending))?.name == "Berlin")
            #expect(try store.fetchFirst(City.filter(City.country == "XX")) == nil)

            let nicknames = try store.fetch(City.sorted(by: City.nickname.descending, City.name.ascending))
            #expect(nicknames.map(\.nickname).suffix(2) == [nil, nil])
        }
    }

    @Test("filter can be called repeatedly and narrows each time")
    func chainedFilters() throws {
        try withCityStore { store throws in
            let query = City.filter(City.country == "NL").filter(City.population < 700_000)
                .sorted(by: City.name.descending)
            #expect(try store.fetch(query).map(\.name) == ["Utrecht", "Rotterdam"])
        }
    }

    @Test(
        "hostile values are stored and matched as plain values",
        arguments: [
            "O'Brien", "'; DROP TABLE cities; --", "\"; DROP TABLE cities; --",
            "Robert'); DELETE FROM cities;--",
            "100% *?[a]", "\\", "",
        ])
    func injection(_ name: String) throws {
        try withCityStore { store throws in
            let id = try store.insert(City(name, 1, "XX", nickname: name))
            #expect(try store.fetch(City.filter(City.name == name)).map(\.id) == [id])
            let matching =
                City.nickname.contains(name) && City.name.hasPrefix(name) && City.name.hasSuffix(name)
            let found = try store.fetch(City.filter(matching)).map(\.id)
            let nicknamed = RecordFixtures.cities.filter { $0.nickname != nil }.count + 1
            #expect(name.isEmpty ? found.count == nicknamed : found == [id])
            #expect(try store.fetch(City.filter(City.name.in([name]))).map(\.id) == [id])
            #expect(try store.count(City.self) == RecordFixtures.cities.count + 1)
            #expect(
                try store.rawQuery("SELECT count(*) FROM sqlite_master WHERE name = 'cities'") == [
                    [.integer(1)]
                ])
        }
    }

    @Test("predicates render to SQL with placeholders only, ! moved inward")
    func rendering() throws {
        var renderer = PredicateRenderer(layout: try TableLayout(City.self))
        let predicate =
            City.name == "x'; DROP TABLE cities; --" && !(City.nickname.isNil || City.population >= 3)
        #expect(
            try renderer.render(predicate.node)
                == "(\"name\" = ? COLLATE scenewright_swift AND (\"nickname\" IS NOT NULL AND NOT (\"population\" >= ?)))"
        )
        #expect(renderer.bindings == [.text("x'; DROP TABLE cities; --"), .integer(3)])
    }
}

extension RecordFixtures.City {
    fileprivate static var allNames: [String] { RecordFixtures.cities.map(\.name) }
}
