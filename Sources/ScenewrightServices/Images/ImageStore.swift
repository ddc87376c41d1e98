import Foundation

/// Loads images over HTTP, checks their format, shares concurrent loads and caches them in memory.
///
/// - **One request per URL at a time.** Concurrent calls for one URL share a single in-flight load:
///   twenty cells asking for the same avatar cause one request, and all twenty get its result.
/// - **Format checked from the bytes.** PNG, JPEG, GIF and WebP are accepted whatever the server
///   claims; anything else is an ``ImageStoreError`` that shows the first bytes. So is an error page
///   behind an image's signature (the first bytes of a PNG, then a proxy's "502 Bad Gateway" page):
///   real images have binary data right after their signature, never text.
/// - **Failures are never cached.** The in-flight entry is removed as soon as a load ends, so the
///   next call after a failure loads again.
/// - **A byte budget with LRU eviction.** Loaded images are cached until their total size would
///   exceed ``byteBudget``; then the least recently used ones are evicted. An image larger than the
///   whole budget is returned but **not cached** (caching it would evict everything else).
///
/// **Cancellation.** A cancelled caller returns at once with an ``ImageStoreError`` of kind
/// `ImageStoreError.Kind.cancelled`, without waiting for the server. The load it shared keeps going
/// for every other caller waiting on the same URL (and its image is cached when it arrives); when the
/// last waiting caller is cancelled, the load itself is cancelled too.
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
    /// One load under way: its task, and the callers waiting for it, by waiter id.
    private struct Load {
        let id: Int
        let task: Task<Void, Never>
        var waiters: [Int: CheckedContinuation<Result<LoadedImage, ImageStoreError>, Never>] = [:]
    }

    /// Loads under way, by URL; each has an id so only its own task ends it.
    private var inFlight: [URL: Load] = [:]
    private var nextID = 0

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
        if Task.isCancelled { throw ImageStoreError.cancelled(url) }
        nextID += 1
        let waiter = nextID
        let result = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                wait(for: url, as: waiter, continuation, timeout: timeout)
            }
        } onCancel: {
            Task { await self.cancelWait(for: url, waiter: waiter) }
        }
        return try result.get()
    }

    /// How many callers are waiting for the load of `path` (0 when none is under way).
    ///
    /// ```swift
    /// #expect(await images.waitingCallers(at: "/avatars/42.png") == 2)
    /// ```
    ///
    /// - Parameter path: A path relative to the base URL, or an absolute URL string.
    /// - Returns: The number of callers sharing the load under way.
    package func waitingCallers(at path: String) -> Int {
        guard let url = try? resolve(path) else { return 0 }
        return inFlight[url]?.waiters.count ?? 0
    }

    /// Adds a waiter to the load of `url`, starting the load when none is under way.
    private func wait(
        for url: URL, as waiter: Int,
        _ continuation: CheckedContinuation<Result<LoadedImage, ImageStoreError>, Never>, timeout: Duration?
    ) {
        // The cancellation handler may have run before this (it finds nothing to cancel then).
        if Task.isCancelled {
            continuation.resume(returning: .failure(.cancelled(url)))
            return
        }
        if inFlight[url] == nil {
            nextID += 1
            let id = nextID
            let http = http
            let task = Task {
                let result = await Self.load(url, with: http, timeout: timeout)
                self.finish(url, id: id, result)  // the task runs on this actor
            }
            inFlight[url] = Load(id: id, task: task)
        }
        inFlight[url]?.waiters[waiter] = continuation
    }

    /// Answers one cancelled waiter at once; cancels the load when nobody waits for it any more.
    private func cancelWait(for url: URL, waiter: Int) {
        guard let continuation = inFlight[url]?.waiters.removeValue(forKey: waiter) else { return }
        continuation.resume(returning: .failure(.cancelled(url)))
        if let load = inFlight[url], load.waiters.isEmpty {
            inFlight[url] = nil
            load.task.cancel()
        }
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

    /// Ends the load `id`: caches a success, answers everyone still waiting, and stops sharing it.
    private func finish(_ url: URL, id: Int, _ result: Result<LoadedImage, ImageStoreError>) {
        var waiters: [CheckedContinuation<Result<LoadedImage, ImageStoreError>, Never>] = []
        if let load = inFlight[url], load.id == id {
            inFlight[url] = nil
            waiters = Array(load.waiters.values)
        }
        if case .success(let image) = result {
            cache.insert(image, cost: image.byteCount, for: url)
        }
        for waiter in waiters { waiter.resume(returning: result) }
    }

    private static func load(
        _ url: URL, with http: HTTPService, timeout: Duration?
    ) async -> Result<LoadedImage, ImageStoreError> {
        let request = HTTPRequest(.get, url.absoluteString, headers: ["Accept": "image/*"], timeout: timeout)
        do throws(HTTPError) {
            try URLBuilder.checkAbsolute(url, request: request, base: nil)
            let response = try await http.send(request, to: url)
            guard let format = ImageFormat.detect(in: response.data) else {
                return .failure(.unrecognizedFormat(url, response.data))
            }
            if let text = format.textAfterSignature(in: response.data) {
                return .failure(
                    .textBehindSignature(url, format: format, text: text, byteCount: response.data.count))
            }
            return .success(LoadedImage(url: url, format: format, data: response.data))
        } catch {
            return .failure(.loadFailed(error))
        }
    }
}
