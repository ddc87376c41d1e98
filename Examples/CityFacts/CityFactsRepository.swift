import Foundation
import LoopbackHTTP
import ScenewrightServices

extension CityFacts {
    /// Where the screens get their data: the server first, the record store when the server fails.
    ///
    /// Everything fetched is saved to the `RecordStore`; when the server cannot be reached, times out
    /// or answers 5xx, the saved copy is returned with its origin, so the screen can say it is
    /// offline. Other failures — a 404, JSON that does not decode — are the answer, not an outage,
    /// and become a ``LoadFailure`` naming what failed. Photos go through the `ImageStore`, whose
    /// memory cache keeps serving them offline.
    ///
    /// `Sendable`, with no actor: its async methods run wherever they are awaited from.
    final class Repository: Sendable {
        let http: HTTPService
        let images: ImageStore
        let store: RecordStore
        /// The time a fetch is saved at: `Date.now` in an app, a scripted clock in the example.
        let now: @Sendable () -> Date

        init(http: HTTPService, store: RecordStore, now: @escaping @Sendable () -> Date) {
            self.http = http
            self.images = ImageStore(http: http, byteBudget: 1024 * 1024)
            self.store = store
            self.now = now
        }

        /// The city list: from the server, or from the cache when the server fails.
        /// - Throws: ``LoadFailure``.
        func cities() async throws(LoadFailure) -> Loaded<[Listing]> {
            switch await fetch("/cities", as: [Listing].self) {
            case .success(let listings):
                try save(listings)
                return Loaded(value: listings, origin: .server)
            case .failure(let error):
                guard let reason = Self.outage(error) else {
                    throw LoadFailure(title: "Could not load the cities", message: redacted(error))
                }
                let cached = try read {
                    try store.fetch(CachedListing.sorted(by: CachedListing.position.ascending))
                }
                guard let first = cached.first else {
                    throw LoadFailure(
                        title: "No cities yet",
                        message:
                            "Cannot show the cities: \(reason), and they were never saved. Try again online.")
                }
                let listings = cached.map { $0.listing }
                return Loaded(value: listings, origin: .cache(savedAt: first.savedAt, reason: reason))
            }
        }

        /// One city's facts and photo: from the server, or from the cache when the server fails.
        /// - Parameters:
        ///   - slug: The city's key in URLs, such as `kyoto`.
        ///   - name: The city's name as the user knows it, for messages.
        /// - Throws: ``LoadFailure``.
        func sheet(slug: String, name: String) async throws(LoadFailure) -> SheetContent {
            let sheet: Loaded<FactSheet>
            switch await fetch("/cities/\(slug)", as: FactSheet.self) {
            case .success(let fetched):
                try save(fetched)
                sheet = Loaded(value: fetched, origin: .server)
            case .failure(let error):
                guard let reason = Self.outage(error) else {
                    throw LoadFailure(title: "Could not load \(name)", message: redacted(error))
                }
                guard
                    let cached = try read({
                        try store.fetchFirst(CachedSheet.filter(CachedSheet.slug == slug))
                    })
                else {
                    throw LoadFailure(
                        title: "\(name) is not saved",
                        message:
                            "Cannot show \(name): \(reason), and its facts were never saved. Try again online."
                    )
                }
                sheet = Loaded(value: cached.sheet, origin: .cache(savedAt: cached.savedAt, reason: reason))
            }
            return SheetContent(sheet: sheet, photo: await photo(at: sheet.value.photo))
        }

        /// `GET path` decoded as `type`, or the error.
        private func fetch<Value: Decodable & Sendable>(_ path: String, as type: Value.Type) async -> Result<
            Value, HTTPError
        > {
            do throws(HTTPError) {
                return .success(try await http.get(path, as: type))
            } catch {
                return .failure(error)
            }
        }

        /// The photo at `path` through the image store (from its memory when offline), or `nil`.
        private func photo(at path: String?) async -> Photo? {
            guard let path else { return nil }
            do throws(ImageStoreError) {
                let image = try await images.image(at: path, timeout: .seconds(10))
                return Photo(
                    name: image.url.lastPathComponent, format: image.format.name, byteCount: image.byteCount)
            } catch {
                return nil
            }
        }

        /// Why the server failed, when it is an outage the cache should cover; `nil` otherwise.
        static func outage(_ error: HTTPError) -> String? {
            switch error.kind {
            case .transport: return "the server could not be reached"
            case .timeout: return "the server did not answer in time"
            case .status where (error.statusCode ?? 0) >= 500:
                let code = error.statusCode ?? 0
                return "the server answered \(code) \(LoopbackHTTPServer.reason(code))"
            default: return nil
            }
        }

        /// The error's message without the server's address, which changes from run to run.
        private func redacted(_ error: HTTPError) -> String {
            guard let base = http.baseURL?.absoluteString else { return error.message }
            return error.message.replacingOccurrences(of: base, with: "")
        }

        private func save(_ listings: [Listing]) throws(LoadFailure) {
            let savedAt = now()
            do {
                try store.transaction { transaction in
                    try transaction.delete(RecordQuery<CachedListing>())
                    for (position, listing) in listings.enumerated() {
                        try transaction.insert(
                            CachedListing(
                                slug: listing.slug, name: listing.name, country: listing.country,
                                position: position, savedAt: savedAt))
                    }
                }
            } catch {
                throw LoadFailure(title: "Could not save the cities", message: "\(error)")
            }
        }

        private func save(_ sheet: FactSheet) throws(LoadFailure) {
            let savedAt = now()
            do {
                try store.transaction { transaction in
                    let existing = try transaction.fetchFirst(
                        CachedSheet.filter(CachedSheet.slug == sheet.slug))
                    var record = CachedSheet(sheet, id: existing?.id, savedAt: savedAt)
                    try transaction.save(&record)
                }
            } catch {
                throw LoadFailure(title: "Could not save \(sheet.name)", message: "\(error)")
            }
        }

        private func read<Value>(_ body: () throws -> Value) throws(LoadFailure) -> Value {
            do {
                return try body()
            } catch {
                throw LoadFailure(title: "Could not read the saved data", message: "\(error)")
            }
        }
    }
}
