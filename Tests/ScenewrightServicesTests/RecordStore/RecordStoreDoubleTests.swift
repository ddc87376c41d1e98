import Foundation
import Testing

@testable import ScenewrightServices

/// A reading with a required and an optional `Double`, a `Float` and an optional `Date`.
struct Reading: Record, Equatable {
    static let tableName = "readings"
    static let value = Column<Reading, Double>("value")
    static let spare = Column<Reading, Double?>("spare")
    static let small = Column<Reading, Float>("small")
    static let taken = Column<Reading, Date?>("taken")
    static let schema = RecordSchema(value, spare, small, taken)

    var id: Int64?
    var value: Double
    var spare: Double?
    var small: Float = 1
    var taken: Date?
}

/// A reading with a label, since describing a `Date` holding NaN traps.
struct ReadingCase: Sendable, CustomTestStringConvertible {
    let testDescription: String
    let reading: Reading

    init(_ label: String, _ reading: Reading) {
        testDescription = label
        self.reading = reading
    }
}

@Suite("Record store: doubles round-trip exactly or are refused with the reason")
struct RecordStoreDoubleTests {
    static let readings = [
        Reading(value: 1.5, spare: nil),
        Reading(
            value: .infinity, spare: -.infinity, small: .infinity,
            taken: Date(timeIntervalSinceReferenceDate: .infinity)),
        Reading(value: -.infinity, spare: .infinity, small: -.infinity),
        Reading(value: 0, spare: 0),
        Reading(
            value: .greatestFiniteMagnitude, spare: .leastNonzeroMagnitude, small: .leastNonzeroMagnitude),
        Reading(value: 1e18, spare: -1e300),
    ]

    /// NaN, out of sight of the compiler's "always false" warning: these tests compare with it on purpose.
    static let notANumber = Double(bitPattern: 0x7FF8_0000_0000_0000)

    private func withReadings<T>(_ body: (RecordStore, [Reading]) throws -> T) throws -> T {
        try withRecordStoreFile { path throws in
            let store = try RecordStore(path: path, records: [Reading.self])
            var stored: [Reading] = []
            for var reading in Self.readings {
                try store.save(&reading)
                stored.append(reading)
            }
            return try body(store, stored)
        }
    }

    @Test("±infinity and extreme values read back bit for bit, required and optional")
    func infinitiesRoundTrip() throws {
        try withReadings { store, stored throws in
            let fetched = try store.fetch(Reading.self)
            #expect(fetched == stored)
            #expect(fetched.map(\.value.bitPattern) == stored.map(\.value.bitPattern))
            #expect(fetched.map { $0.spare?.bitPattern } == stored.map { $0.spare?.bitPattern })
            #expect(try store.count(Reading.filter(Reading.value == .infinity)) == 1)
            #expect(try store.count(Reading.filter(Reading.spare < -1e308)) == 1)
        }
    }

    @Test(
        "NaN is refused with unsupportedValue saying why, in every kind of column, and nothing is written",
        arguments: [
            ReadingCase("required", Reading(value: .nan, spare: 1)),
            ReadingCase("optional", Reading(value: 1, spare: .nan)),
            ReadingCase("Float", Reading(value: 1, spare: 1, small: .nan)),
            ReadingCase(
                "Date", Reading(value: 1, spare: nil, taken: Date(timeIntervalSinceReferenceDate: .nan))),
            ReadingCase("negative NaN", Reading(value: -Double.nan, spare: 1)),
            ReadingCase("NaN with a payload", Reading(value: Double(nan: 7, signaling: false), spare: 1)),
        ])
    func nanIsRefused(_ readingCase: ReadingCase) throws {
        let reading = readingCase.reading
        try withReadings { store, stored throws in
            let error = recordStoreError { try store.insert(reading) }
            #expect(error?.kind == .unsupportedValue)
            #expect(error?.message.contains("NaN") == true)
            #expect(error?.message.contains("Reading.") == true)
            var changed = stored[0]
            changed.value = reading.value
            changed.spare = reading.spare
            changed.small = reading.small
            changed.taken = reading.taken
            #expect(recordStoreError { try store.update(changed) }?.kind == .unsupportedValue)
            #expect(try store.fetch(Reading.self) == stored)
        }
    }

    @Test(
        "-0.0 is refused rather than read back as 0.0",
        arguments: [
            ReadingCase("required", Reading(value: -0.0, spare: 1)),
            ReadingCase("optional", Reading(value: 1, spare: -0.0)),
            ReadingCase("Float", Reading(value: 1, spare: nil, small: -0.0)),
        ])
    func negativeZeroIsRefused(_ readingCase: ReadingCase) throws {
        let reading = readingCase.reading
        try withReadings { store, stored throws in
            let error = recordStoreError { try store.insert(reading) }
            #expect(error?.kind == .unsupportedValue)
            #expect(error?.message.contains("-0.0") == true)
            #expect(try store.count(Reading.self) == stored.count)
        }
    }

    @Test("predicates on NaN give Swift's answers: == matches nothing, != everything, order nothing")
    func nanInPredicates() throws {
        try withReadings { store, stored throws in
            let missing = Self.notANumber
            let cases: [(String, RecordPredicate<Reading>, (Reading) -> Bool)] = [
                ("== missing", Reading.value == missing, { $0.value == missing }),
                ("!= missing", Reading.value != missing, { $0.value != missing }),
                ("< missing", Reading.value < missing, { $0.value < missing }),
                (">= missing", Reading.value >= missing, { $0.value >= missing }),
                ("!(== missing)", !(Reading.value == missing), { !($0.value == missing) }),
                ("optional == missing", Reading.spare == missing, { $0.spare == missing }),
                ("optional != missing", Reading.spare != missing, { $0.spare != missing }),
                ("optional > missing", Reading.spare > missing, { $0.spare.map { $0 > missing } ?? false }),
                ("in [missing, 0]", Reading.value.in([missing, 0]), { [missing, 0].contains($0.value) }),
                (
                    "optional in [missing, nil]", Reading.spare.in([missing, nil]),
                    { [missing, nil].contains($0.spare) }
                ),
                ("== -0.0", Reading.value == -0.0, { $0.value == -0.0 }),
            ]
            for (label, predicate, swift) in cases {
                let expected = stored.filter(swift).map(\.id)
                #expect(try store.fetch(Reading.filter(predicate)).map(\.id) == expected, "\(label)")
            }
        }
    }

    @Test("a default of -0.0 or NaN is an invalid schema; an infinite default is kept")
    func defaults() throws {
        struct NegativeZero: Record {
            static let value = Column<NegativeZero, Double>("value", default: -0.0)
            static let schema = RecordSchema(value)
            var id: Int64?
            var value: Double
        }
        struct Infinite: Record {
            static let tableName = "NegativeZero"
            static let value = Column<Infinite, Double>("value", default: -.infinity)
            static let schema = RecordSchema(value)
            var id: Int64?
            var value: Double
        }
        let store = try RecordStore.inMemory()
        #expect(recordStoreError { try store.prepare(NegativeZero.self) }?.kind == .invalidSchema)
        try store.prepare(Infinite.self)
        _ = try store.rawQuery("INSERT INTO NegativeZero DEFAULT VALUES")
        #expect(try store.fetch(Infinite.self).map(\.value) == [-.infinity])
    }
}
