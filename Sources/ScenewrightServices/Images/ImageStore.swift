import Foundation

/// Loads images over HTTP, checks their format, shares concurrent loads and caches them in memory.
///
/// - **One request per URL at a time.** Concurrent calls for one URL share a single in-flight load:
///   twenty cells asking for the same avatar cause one request, and all twenty get its result.
/// - **Format checked from the bytes.** PNG, JPEG, GIF and WebP are accepted whatever the server
///   claims; anything else is an ``ImageStoreError`` that shows the first bytes.
/// - **Failures are never cached.** The in-flight entry is removed as soon as a load ends, so the
///   next call after a failure loads again.
/// - **A byte budget with LRU eviction.** Loaded images are cached until their total size would
///   exceed ``byteBudget``; then the least recently used ones are evicted. An image larger than the
///   whole budget is returned but **not cached** (caching it would evict everything else).
///
/// Cancelling a caller does not cancel a shared load: others may be waiting for it, and its image is
/// cached when it arrives.
///
/// ```swift
/// let images = ImageStore(http: HTTPService(baseURL: cdnURL), byteBudget: 20 * 1024 * 1024)
/// let avatar = try await images.image(at: "/avatars/42.png")
/// print(avatar.format, await images.cachedByteCount)
/// ```
public actor ImageStore {
    /// The service images are loaded with.
    public nonisolated let http: HTTPService
    /// The most the cached images may take together, in bytes.
    public nonisolated let byteBudget: Int

    private var cache: ByteBudgetCache<URL, LoadedImage>
    /// Loads under way, by URL, each with an id so only its own task removes it.
    private var inFlight: [URL: (id: Int, task: Task<Result<LoadedImage, ImageStoreError>, Never>)] = [:]
    private var nextLoadID = 0

    /// Creates a store that loads through `http` and caches up to `byteBudget` bytes.
    ///
    /// ```swift
    /// let images = ImageStore(http: http, byteBudget: 50 * 1024 * 1024)
    /// ```
    ///
    /// - Parameters:
    ///   - http: The service to load with; relative paths resolve against its base URL.
    ///   - byteBudget: The cache's size limit in bytes; 32 MiB by default. `0` disables caching
    ///     (concurrent loads are still shared).
    public init(http: HTTPService, byteBudget: Int = 32 * 1024 * 1024) {
        self.http = http
        self.byteBudget = max(0, byteBudget)
        self.cache = ByteBudgetCache(budget: byteBudget)
    }

    /// The image at `path`: from the cache, from a load already under way, or loaded now.
    ///
    /// ```swift
    /// let logo = try await images.image(at: "/static/logo.webp")
    /// ```
    ///
    /// - Parameters:
    ///   - path: A path relative to the service's base URL, or an absolute `http(s)` URL string.
    ///   - timeout: The time allowed for the load; `nil` uses the service's default. A load shared
    ///     with an earlier caller keeps that caller's timeout.
    /// - Returns: The image's bytes, URL and format.
    /// - Throws: ``ImageStoreError``: `loadFailed` with the ``HTTPError``, or `unrecognizedFormat`.
    public func image(at path: String, timeout: Duration? = nil) async throws(ImageStoreError) -> LoadedImage
    {
        try await image(at: resolve(path), timeout: timeout)
    }

    /// The image at `url`: from the cache, from a load already under way, or loaded now.
    ///
    /// ```swift
    /// let photo = try await images.image(at: city.photoURL)
    /// ```
    ///
    /// - Parameters:
    ///   - url: The image's absolute URL.
    ///   - timeout: The time allowed for the load; `nil` uses the service's default.
    /// - Returns: The image's bytes, URL and format.
    /// - Throws: ``ImageStoreError``: `loadFailed` with the ``HTTPError``, or `unrecognizedFormat`.
    public func image(at url: URL, timeout: Duration? = nil) async throws(ImageStoreError) -> LoadedImage {
        if let cached = cache.value(for: url) { return cached }
        if let load = inFlight[url] { return try await load.task.value.get() }

        nextLoadID += 1
        let id = nextLoadID
        let http = http
        let task = Task { () -> Result<LoadedImage, ImageStoreError> in
            let result = await Self.load(url, with: http, timeout: timeout)
            self.finish(url, id: id, result)  // the task runs on this actor
            return result
        }
        inFlight[url] = (id, task)
        return try await task.value.get()
    }

    /// Whether the image at `path` is in the cache (without making it recently used).
    ///
    /// ```swift
    /// #expect(await images.isCached("/avatars/42.png"))
    /// ```
    ///
    /// - Parameter path: A path relative to the base URL, or an absolute URL string.
    /// - Returns: `true` when a load would be answered from memory.
    public func isCached(_ path: String) -> Bool {
        guard let url = try? resolve(path) else { return false }
        return cache.contains(url)
    }

    /// What the cached images take together, in bytes; never more than ``byteBudget``.
    ///
    /// ```swift
    /// print(await images.cachedByteCount)
    /// ```
    public var cachedByteCount: Int { cache.byteCount }

    /// The cached images' URLs, least recently used (next to be evicted) first.
    ///
    /// ```swift
    /// let next = await images.cachedURLs.first   // evicted first when room is needed
    /// ```
    public var cachedURLs: [URL] { cache.keys }

    /// Forgets the cached image at `path`, if any. A load under way is not affected.
    ///
    /// ```swift
    /// await images.removeImage(at: "/avatars/42.png")   // after the user changed it
    /// ```
    ///
    /// - Parameter path: A path relative to the base URL, or an absolute URL string.
    public func removeImage(at path: String) {
        guard let url = try? resolve(path) else { return }
        cache.remove(url)
    }

    /// Forgets every cached image (on a memory warning, say). Loads under way are not affected.
    ///
    /// ```swift
    /// await images.removeAll()
    /// ```
    public func removeAll() { cache.removeAll() }

    private func resolve(_ path: String) throws(ImageStoreError) -> URL {
        do throws(HTTPError) {
            return try http.url(for: path)
        } catch {
            throw ImageStoreError.loadFailed(error)
        }
    }

    /// Ends the load `id`: caches a success, and in any case stops sharing it.
    private func finish(_ url: URL, id: Int, _ result: Result<LoadedImage, ImageStoreError>) {
        if inFlight[url]?.id == id { inFlight[url] = nil }
        if case .success(let image) = result {
            cache.insert(image, cost: image.byteCount, for: url)
        }
    }

    private static func load(
        _ url: URL, with http: HTTPService, timeout: Duration?
    ) async -> Result<LoadedImage, ImageStoreError> {
        let request = HTTPRequest(.get, url.absoluteString, headers: ["Accept": "image/*"], timeout: timeout)
        do throws(HTTPError) {
            let response = try await http.send(request)
            guard let format = ImageFormat.detect(in: response.data) else {
                return .failure(.unrecognizedFormat(url, response.data))
            }
            return .success(LoadedImage(url: url, format: format, data: response.data))
        } catch {
            return .failure(.loadFailed(error))
        }
    }
}
