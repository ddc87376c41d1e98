import Foundation
import LoopbackHTTP
import ScenewrightServices
import Testing

@Suite struct ImageStoreTests {
    /// A file of `size` bytes starting with `magic`.
    static func image(_ magic: [UInt8], size: Int) -> Data {
        Data(magic + [UInt8](repeating: 0xAB, count: max(0, size - magic.count)))
    }

    static let pngMagic: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    static func png(size: Int) -> Data { image(pngMagic, size: size) }

    static let samples: [(String, [UInt8], ImageFormat)] = [
        ("PNG", pngMagic, .png),
        ("JPEG", [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10, 0x4A, 0x46], .jpeg),
        ("GIF87a", Array("GIF87a".utf8), .gif),
        ("GIF89a", Array("GIF89a".utf8), .gif),
        ("WebP", Array("RIFF".utf8) + [0x24, 0x00, 0x00, 0x00] + Array("WEBPVP8 ".utf8), .webp),
    ]

    @Test("the format is detected from the first bytes", arguments: samples)
    func detection(name: String, magic: [UInt8], format: ImageFormat) async throws {
        #expect(ImageFormat.detect(in: Self.image(magic, size: 64)) == format, "\(name)")

        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        // The server's content type lies on purpose: only the bytes count.
        server.route("/picture", .bytes(Self.image(magic, size: 64), contentType: "text/plain"))
        let store = ImageStore(http: HTTPService(baseURL: server.baseURL))

        let loaded = try await store.image(at: "/picture")

        #expect(loaded.format == format)
        #expect(loaded.byteCount == 64)
        #expect(loaded.url.absoluteString == server.baseURL.absoluteString + "/picture")
    }

    @Test(
        "data that is no image in a known format is not detected",
        arguments: [
            Data(), Data("<!DOCTYPE html>".utf8), Data(pngMagic.prefix(7)), Data([0xFF, 0xD8]),
            Data("GIF88a".utf8), Data("RIFF\u{0}\u{0}\u{0}\u{0}WAVEfmt ".utf8), Data("BM6\u{0}".utf8),
        ])
    func noDetection(data: Data) {
        #expect(ImageFormat.detect(in: data) == nil)
    }

    @Test("bad data is rejected with the URL and its first bytes, and is not cached")
    func badDataRejected() async throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        let html = "<!DOCTYPE html><html><body>Please log in</body></html>"
        server.route("/avatar.png", .status(200, html, headers: ["Content-Type": "image/png"]))
        let store = ImageStore(http: HTTPService(baseURL: server.baseURL))

        let error = await #expect(throws: ImageStoreError.self) {
            _ = try await store.image(at: "/avatar.png")
        }

        let url = server.baseURL.absoluteString + "/avatar.png"
        #expect(error?.kind == .unrecognizedFormat)
        #expect(error?.url == url)
        #expect(
            error?.message
                == "The data at \(url) is not a PNG, JPEG, GIF or WebP image: its \(html.utf8.count) "
                + #"bytes start with 3C 21 44 4F 43 54 59 50 ("<!DOCTYP"). Check that the URL points at an "#
                + "image; an error or login page served with status 200 looks like this.")
        #expect(await store.isCached("/avatar.png") == false)
        #expect(await store.cachedByteCount == 0)
    }

    @Test("20 concurrent loads of one URL make exactly one request and all get the image")
    func coalescing() async throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        let bytes = Self.png(size: 1_000)
        server.route(
            "/logo.png",
            LoopbackHTTPServer.Reply.bytes(bytes, contentType: "image/png").delayed(by: .milliseconds(150)))
        let store = ImageStore(http: HTTPService(baseURL: server.baseURL))

        let images = try await withThrowingTaskGroup(of: LoadedImage.self) { group in
            for _ in 0..<20 { group.addTask { try await store.image(at: "/logo.png") } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        let later = try await store.image(at: "/logo.png")

        #expect(images.count == 20)
        #expect(images.allSatisfy { $0.data == bytes && $0.format == .png })
        #expect(later.data == bytes)
        #expect(server.hits("/logo.png") == 1)
        #expect(await store.cachedByteCount == 1_000)
    }

    @Test("the least recently used image is evicted to stay within the byte budget")
    func lruEviction() async throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        for (name, size) in [("a", 400), ("b", 300), ("c", 200), ("d", 350)] {
            server.route("/\(name).png", .bytes(Self.png(size: size), contentType: "image/png"))
        }
        let store = ImageStore(http: HTTPService(baseURL: server.baseURL), byteBudget: 1_000)
        let base = server.baseURL.absoluteString

        _ = try await store.image(at: "/a.png")
        _ = try await store.image(at: "/b.png")
        _ = try await store.image(at: "/c.png")  // 900 bytes: all three fit
        _ = try await store.image(at: "/a.png")  // from the cache; "b" is now the least recently used
        #expect(await store.cachedByteCount == 900)
        #expect(
            await store.cachedURLs.map(\.absoluteString) == [
                base + "/b.png", base + "/c.png", base + "/a.png",
            ])

        _ = try await store.image(at: "/d.png")  // 900 + 350 > 1,000: "b" (300) goes, 950 remain

        #expect(await store.cachedByteCount == 950)
        #expect(await store.isCached("/b.png") == false)
        #expect(
            await store.cachedURLs.map(\.absoluteString) == [
                base + "/c.png", base + "/a.png", base + "/d.png",
            ])
        #expect(server.hits("/a.png") == 1)

        _ = try await store.image(at: "/b.png")  // loaded again: 950 + 300 evicts "c" (200) then "a" (400)

        #expect(server.hits("/b.png") == 2)
        #expect(await store.cachedByteCount == 650)
        #expect(await store.cachedURLs.map(\.absoluteString) == [base + "/d.png", base + "/b.png"])
    }

    @Test("an image larger than the whole budget is returned but not cached, and evicts nothing")
    func oversizedImage() async throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        server.route("/small.png", .bytes(Self.png(size: 100), contentType: "image/png"))
        server.route("/huge.png", .bytes(Self.png(size: 5_000), contentType: "image/png"))
        let store = ImageStore(http: HTTPService(baseURL: server.baseURL), byteBudget: 1_000)

        _ = try await store.image(at: "/small.png")
        let huge = try await store.image(at: "/huge.png")
        _ = try await store.image(at: "/huge.png")

        #expect(huge.byteCount == 5_000)
        #expect(await store.isCached("/huge.png") == false)
        #expect(await store.isCached("/small.png"))
        #expect(await store.cachedByteCount == 100)
        #expect(server.hits("/huge.png") == 2)
    }

    @Test("removeImage(at:) forgets one image and removeAll() every one; the next load fetches again")
    func forgetting() async throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        server.route("/a.png", .bytes(Self.png(size: 100), contentType: "image/png"))
        server.route("/b.png", .bytes(Self.png(size: 200), contentType: "image/png"))
        let store = ImageStore(http: HTTPService(baseURL: server.baseURL), byteBudget: 1_000)
        _ = try await store.image(at: "/a.png")
        _ = try await store.image(at: "/b.png")

        await store.removeImage(at: "/a.png")
        #expect(await store.isCached("/a.png") == false)
        #expect(await store.isCached("/b.png"))
        #expect(await store.cachedByteCount == 200)
        await store.removeImage(at: "/never-loaded.png")
        await store.removeImage(at: "http://[::1")  // not a URL: ignored, nothing else forgotten
        #expect(await store.cachedByteCount == 200)

        _ = try await store.image(at: "/a.png")
        #expect(server.hits("/a.png") == 2)
        #expect(server.hits("/b.png") == 1)

        await store.removeAll()
        #expect(await store.cachedByteCount == 0)
        #expect(await store.isCached("/a.png") == false)
        #expect(await store.isCached("/b.png") == false)
        _ = try await store.image(at: "/b.png")
        #expect(server.hits("/b.png") == 2)
    }

    @Test("a failed load is not cached: every waiter gets the error and the next load retries")
    func failedLoadRetried() async throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        let failure = LoopbackHTTPServer.Reply.status(503, "busy").delayed(by: .milliseconds(100))
        server.route(
            "/photo.jpg",
            replies: [failure, .bytes(Self.image([0xFF, 0xD8, 0xFF], size: 50), contentType: "image/jpeg")])
        let store = ImageStore(http: HTTPService(baseURL: server.baseURL))

        let kinds = await withTaskGroup(of: ImageStoreError?.self) { group in
            for _ in 0..<5 {
                group.addTask {
                    do throws(ImageStoreError) {
                        _ = try await store.image(at: "/photo.jpg")
                        return nil
                    } catch {
                        return error
                    }
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(kinds.count == 5)
        #expect(kinds.allSatisfy { $0?.kind == .loadFailed && $0?.http?.statusCode == 503 })
        #expect(
            kinds.first??.message.hasPrefix(
                "Loading the image at \(server.baseURL.absoluteString)/photo.jpg failed. GET ") == true)
        #expect(await store.isCached("/photo.jpg") == false)
        #expect(server.hits("/photo.jpg") == 1)

        let photo = try await store.image(at: "/photo.jpg")

        #expect(photo.format == .jpeg)
        #expect(server.hits("/photo.jpg") == 2)
        #expect(await store.isCached("/photo.jpg"))
    }

    @Test("a path the service cannot turn into a URL is a load failure naming it")
    func invalidPath() async {
        let store = ImageStore(http: HTTPService())

        let error = await #expect(throws: ImageStoreError.self) {
            _ = try await store.image(at: "/logo.png")
        }

        #expect(error?.kind == .loadFailed)
        #expect(error?.http?.kind == .invalidURL)
        #expect(error?.url == "/logo.png")
    }
}

/// An error page behind an image's signature — a proxy's 502 page served with status 200 after the
/// first bytes of a PNG — is not an image, and is never cached as one.
@Suite struct ImageStoreErrorPageTests {
    @Test(
        "a text page behind a right signature is unrecognizedFormat and not cached",
        arguments: [
            ImageStoreTests.pngMagic, [0xFF, 0xD8, 0xFF], Array("GIF89a".utf8),
            Array("RIFF".utf8) + Array("1234".utf8) + Array("WEBP".utf8),
        ])
    func errorPageBehindSignature(magic: [UInt8]) async throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        let page =
            "<html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1></body></html>\n"
        server.route("/avatar", .bytes(Data(magic) + Data(page.utf8), contentType: "image/png"))
        let store = ImageStore(http: HTTPService(baseURL: server.baseURL))

        let error = await #expect(throws: ImageStoreError.self) {
            _ = try await store.image(at: "/avatar")
        }

        #expect(error?.kind == .unrecognizedFormat, "\(String(describing: error))")
        #expect(error?.message.contains("502 Bad") == true, "\(error?.message ?? "")")
        #expect(await store.isCached("/avatar") == false)
        #expect(await store.cachedByteCount == 0)
    }
}
