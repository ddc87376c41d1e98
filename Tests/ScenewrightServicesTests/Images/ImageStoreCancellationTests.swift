import Foundation
import LoopbackHTTP
import ScenewrightServices
import Testing

/// Cancelled image loads return at once as cancellation, and a shared load survives one caller.
@Suite struct ImageStoreCancellationTests {
    static let png = Data(
        [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + [UInt8](repeating: 1, count: 92))

    /// The error `image(at:)` ends with, or `nil` when it returns an image.
    static func failure(of store: ImageStore, at path: String) async -> ImageStoreError? {
        do throws(ImageStoreError) {
            _ = try await store.image(at: path)
            return nil
        } catch {
            return error
        }
    }

    @Test("a cancelled load on a silent server returns at once, reported as cancelled, not as a timeout")
    func cancelOnSilentServer() async throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        server.route("/silent.png", .neverAnswer)
        let store = ImageStore(http: HTTPService(baseURL: server.baseURL, timeout: .seconds(60)))

        let load = Task { await Self.failure(of: store, at: "/silent.png") }
        while server.hits("/silent.png") == 0 { try await Task.sleep(for: .milliseconds(2)) }
        let cancelledAt = ContinuousClock.now
        load.cancel()
        let error = await load.value
        let waited = ContinuousClock.now - cancelledAt

        #expect(error?.kind == .cancelled)
        #expect(error?.http == nil)
        #expect(
            error?.message
                == "Loading the image at \(server.baseURL.absoluteString)/silent.png was abandoned because the "
                + "task awaiting it was cancelled.")
        // The feature is "no waiting for the 60 s timeout"; the bound is generous on purpose.
        #expect(waited < .seconds(5))
        #expect(await store.waitingCallers(at: "/silent.png") == 0)
        #expect(await store.isCached("/silent.png") == false)
    }

    @Test("a task cancelled before it asks gets a cancellation error and sends nothing")
    func cancelledBeforeAsking() async throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        server.route("/a.png", .bytes(Self.png, contentType: "image/png"))
        let store = ImageStore(http: HTTPService(baseURL: server.baseURL))

        let load = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return await Self.failure(of: store, at: "/a.png")
        }

        #expect(await load.value?.kind == .cancelled)
        #expect(server.hits("/a.png") == 0)
    }

    @Test("a load one caller cancels keeps going for the other callers waiting on the same URL")
    func sharedLoadSurvivesOneCaller() async throws {
        let server = try LoopbackHTTPServer()
        let gate = DispatchSemaphore(value: 0)
        defer {
            gate.signal()
            server.stop()
        }
        server.route("/shared.png") { _ in
            gate.wait()
            return .bytes(Self.png, contentType: "image/png")
        }
        let store = ImageStore(http: HTTPService(baseURL: server.baseURL, timeout: .seconds(60)))

        let leaving = Task { await Self.failure(of: store, at: "/shared.png") }
        let staying = Task { try await store.image(at: "/shared.png") }
        while await store.waitingCallers(at: "/shared.png") < 2 {
            try await Task.sleep(for: .milliseconds(2))
        }

        leaving.cancel()
        let left = await leaving.value
        let stillWaiting = await store.waitingCallers(at: "/shared.png")
        gate.signal()
        let image = try await staying.value

        #expect(left?.kind == .cancelled)
        #expect(stillWaiting == 1)
        #expect(image.data == Self.png)
        #expect(server.hits("/shared.png") == 1)
        #expect(await store.isCached("/shared.png"))
    }

    @Test("when every waiting caller is cancelled the load stops, and the next caller starts afresh")
    func lastCallerCancelsTheLoad() async throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        server.route(
            "/late.png",
            replies: [.neverAnswer, .bytes(Self.png, contentType: "image/png")])
        let store = ImageStore(http: HTTPService(baseURL: server.baseURL, timeout: .seconds(60)))

        let loads = (0..<3).map { _ in Task { await Self.failure(of: store, at: "/late.png") } }
        // All three wait, and the shared request reached the server (which never answers it).
        while await store.waitingCallers(at: "/late.png") < 3 || server.hits("/late.png") == 0 {
            try await Task.sleep(for: .milliseconds(2))
        }
        for load in loads { load.cancel() }
        var kinds: [ImageStoreError.Kind?] = []
        for load in loads { kinds.append(await load.value?.kind) }
        let image = try await store.image(at: "/late.png")

        #expect(kinds == [.cancelled, .cancelled, .cancelled])
        #expect(image.data == Self.png)
        #expect(server.hits("/late.png") == 2)
    }
}
