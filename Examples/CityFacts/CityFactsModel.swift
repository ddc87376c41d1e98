import Foundation
import ScenewrightServices

extension CityFacts {
    /// One city in the list, as `GET /cities` sends it.
    struct Listing: Codable, Equatable, Sendable {
        var slug: String
        var name: String
        var country: String
    }

    /// A city's facts, as `GET /cities/<slug>` sends them.
    struct FactSheet: Codable, Equatable, Sendable {
        var slug: String
        var name: String
        var country: String
        var population: Int
        var founded: Int
        var facts: [String]
        /// The photo's path on the server, loaded through the `ImageStore`.
        var photo: String?
    }

    /// A value and where it came from.
    struct Loaded<Value: Sendable>: Sendable {
        var value: Value
        var origin: Origin
    }

    /// Where a shown value came from: the server just now, or the cache when the server failed.
    enum Origin: Equatable, Sendable {
        case server
        case cache(savedAt: Date, reason: String)

        /// The status line a screen shows: deterministic, in UTC.
        var status: String {
            switch self {
            case .server: "Live — from the server"
            case .cache(let savedAt, let reason):
                "Offline — cached at \(Self.clockTime(savedAt)) UTC (\(reason))"
            }
        }

        /// `09:05` for a date at 09:05 UTC.
        static func clockTime(_ date: Date) -> String {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
            let parts = calendar.dateComponents([.hour, .minute], from: date)
            func twoDigits(_ number: Int?) -> String {
                let number = number ?? 0
                return number < 10 ? "0\(number)" : "\(number)"
            }
            return "\(twoDigits(parts.hour)):\(twoDigits(parts.minute))"
        }
    }

    /// A photo as the fact sheet shows it: its name and what the `ImageStore` detected.
    struct Photo: Equatable, Sendable {
        var name: String
        var format: String
        var byteCount: Int
    }

    /// A city's facts with their photo, if it could be loaded.
    struct SheetContent: Sendable {
        var sheet: Loaded<FactSheet>
        var photo: Photo?
    }

    /// Why something could not be shown: the alert's title and message.
    struct LoadFailure: Error, Equatable, CustomStringConvertible {
        var title: String
        var message: String
        var description: String { "\(title): \(message)" }
    }

    // MARK: - The cache's records

    /// One row of the cached city list.
    struct CachedListing: Record {
        static let tableName = "city_listings"
        static let slug = Column<CachedListing, String>("slug", unique: true)
        static let name = Column<CachedListing, String>("name")
        static let country = Column<CachedListing, String>("country")
        static let position = Column<CachedListing, Int>("position", indexed: true)
        static let savedAt = Column<CachedListing, Date>("savedAt")
        static let schema = RecordSchema(slug, name, country, position, savedAt)

        var id: Int64?
        var slug: String
        var name: String
        var country: String
        var position: Int
        var savedAt: Date

        var listing: Listing { Listing(slug: slug, name: name, country: country) }
    }

    /// One cached fact sheet; its facts are stored one per line.
    struct CachedSheet: Record {
        static let tableName = "city_fact_sheets"
        static let slug = Column<CachedSheet, String>("slug", unique: true)
        static let name = Column<CachedSheet, String>("name")
        static let country = Column<CachedSheet, String>("country")
        static let population = Column<CachedSheet, Int>("population")
        static let founded = Column<CachedSheet, Int>("founded")
        static let facts = Column<CachedSheet, String>("facts")
        static let photo = Column<CachedSheet, String?>("photo")
        static let savedAt = Column<CachedSheet, Date>("savedAt")
        static let schema = RecordSchema(slug, name, country, population, founded, facts, photo, savedAt)

        var id: Int64?
        var slug: String
        var name: String
        var country: String
        var population: Int
        var founded: Int
        var facts: String
        var photo: String?
        var savedAt: Date

        init(_ sheet: FactSheet, id: Int64?, savedAt: Date) {
            self.id = id
            slug = sheet.slug
            name = sheet.name
            country = sheet.country
            population = sheet.population
            founded = sheet.founded
            facts = sheet.facts.joined(separator: "\n")
            photo = sheet.photo
            self.savedAt = savedAt
        }

        var sheet: FactSheet {
            FactSheet(
                slug: slug, name: name, country: country, population: population, founded: founded,
                facts: facts.split(separator: "\n").map(String.init), photo: photo)
        }
    }
}
