import Foundation
import LoopbackHTTP
import ScenewrightServices
import Testing

/// Answers get a byte cap: a larger body is refused as it arrives, never held whole.
@Suite struct HTTPServiceLimitTests {
    static let mebibyte = 1024 * 1024
    static let chunk = Data(repeating: 0x61, count: 64 * 1024)

    @Test("the default cap is 10 MiB and a service or a request can set another")
    func defaults() {
        #expect(HTTPService.defaultMaxResponseBytes == 10 * 1024 * 1024)
        #expect(HTTPService().maxResponseBytes == 10 * 1024 * 1024)
        #expect(HTTPService(maxResponseBytes: 5).maxResponseBytes == 5)
        #expect(HTTPRequest(.get, "/x", maxResponseBytes: 7).maxResponseBytes == 7)
    }

    @Test(
        "a body over the cap fails with responseTooLarge long before the server has sent it all",
        arguments: [false, true])
    func overTheCap(chunked: Bool) async throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        // 256 MiB offered at about 64 MiB/s (a fast network, slower than loopback); the service
        // accepts 1 MiB. Sent whole, it would take 4 s.
        let total = 4096 * Self.chunk.count
        server.route("/huge", .stream(Self.chunk, count: 4096, chunked: chunked, pause: .milliseconds(1)))
        server.route("/small", .status(200, "fine"))
        let http = HTTPService(baseURL: server.baseURL, maxResponseBytes: Self.mebibyte)

        let error = await failure(HTTPRequest(.get, "/huge"), with: http)
        let sentWhenRefused = server.bodyBytesSent("/huge")
        // The transfer is cancelled, not drained: the server's writes fail once the client hangs up.
        while server.streamsEnded("/huge") == 0 { try await Task.sleep(for: .milliseconds(5)) }

        #expect(error?.kind == .responseTooLarge)
        #expect(sentWhenRefused < total, "refused while the body was still arriving")
        #expect(server.bodyBytesSent("/huge") < total / 4, "the client hung up long before the end")
        let url = server.baseURL.absoluteString + "/huge"
        let size =
            chunked
            ? "more than \(Self.mebibyte) bytes arrived" : "its Content-Length is \(total) bytes"
        #expect(
            error?.message.hasPrefix(
                "GET \(url) answered a body larger than the limit of \(Self.mebibyte) bytes: \(size)")
                == true,
            "\(error?.message ?? "no error")")
        #expect(try await http.send(HTTPRequest(.get, "/small")).text == "fine", "the service still works")
    }

    @Test(
        "a body of exactly the cap is accepted whole, with or without a Content-Length",
        arguments: [false, true])
    func exactlyTheCap(chunked: Bool) async throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        server.route("/exact", .stream(Self.chunk, count: 16, chunked: chunked))
        let http = HTTPService(baseURL: server.baseURL, maxResponseBytes: Self.mebibyte)

        let response = try await http.send(HTTPRequest(.get, "/exact"))

        #expect(response.data.count == Self.mebibyte)
        #expect(response.data.allSatisfy { $0 == 0x61 })
    }

    @Test("one byte over the cap is refused, and a request's own limit overrides the service's")
    func oneByteOver() async throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        server.route("/body", .status(200, String(repeating: "x", count: 1_001)))
        let http = HTTPService(baseURL: server.baseURL, maxResponseBytes: 1_000)

        let refused = await failure(HTTPRequest(.get, "/body"), with: http)
        let accepted = try await http.send(HTTPRequest(.get, "/body", maxResponseBytes: 1_001))
        let lowered = await failure(
            HTTPRequest(.get, "/body", maxResponseBytes: 10),
            with: HTTPService(
                baseURL: server.baseURL))

        #expect(refused?.kind == .responseTooLarge)
        #expect(accepted.data.count == 1_001)
        #expect(lowered?.kind == .responseTooLarge)
    }

    @Test("an error status with a huge body is refused by size too, not held for the error message")
    func hugeErrorBody() async throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        server.route("/broken", .status(500, String(repeating: "e", count: 50_000)))
        let http = HTTPService(baseURL: server.baseURL, maxResponseBytes: 4_096)

        let error = await failure(HTTPRequest(.get, "/broken"), with: http)

        #expect(error?.kind == .responseTooLarge)
        #expect(error?.response == nil)
    }

    @Test("a HEAD answer's Content-Length is not counted against the cap")
    func headIsNotCounted() async throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        server.route("/file", method: "HEAD", .status(200, "", headers: ["X-Size": "big"]))
        let http = HTTPService(baseURL: server.baseURL, maxResponseBytes: 0)

        let response = try await http.send(HTTPRequest(.head, "/file"))

        #expect(response.statusCode == 200)
    }

    @Test("20 concurrent calls, half of them oversized: each gets its own verdict")
    func concurrentVerdicts() async throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        server.route("/big", .stream(Self.chunk, count: 64, chunked: true, pause: .milliseconds(1)))
        server.route("/small", .stream(Self.chunk, count: 2, chunked: false))
        let http = HTTPService(baseURL: server.baseURL, maxResponseBytes: 256 * 1024)

        let verdicts = await withTaskGroup(of: (String, String).self) { group in
            for index in 0..<20 {
                let path = index.isMultiple(of: 2) ? "/big" : "/small"
                group.addTask {
                    let error = await failure(HTTPRequest(.get, path), with: http)
                    return (path, error?.kind.rawValue ?? "ok")
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }

        #expect(verdicts.count == 20)
        #expect(verdicts.filter { $0.0 == "/big" }.allSatisfy { $0.1 == "responseTooLarge" })
        #expect(verdicts.filter { $0.0 == "/small" }.allSatisfy { $0.1 == "ok" })
    }

    @Test("a body that trickles in slower than the timeout is a timeout, not a partial answer")
    func tricklingBodyTimesOut() async throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        server.route(
            "/trickle", .stream(Data("x".utf8), count: 1_000, chunked: true, pause: .milliseconds(20)))
        let http = HTTPService(baseURL: server.baseURL, timeout: .milliseconds(300))

        let error = await failure(HTTPRequest(.get, "/trickle"), with: http)

        #expect(error?.kind == .timeout)
    }

    @Test("an image larger than the service's cap is a load failure that says so, and is not cached")
    func oversizedImage() async throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) + Data(count: 4_000)
        server.route("/poster.png", .bytes(png, contentType: "image/png"))
        let store = ImageStore(http: HTTPService(baseURL: server.baseURL, maxResponseBytes: 1_000))

        let error = await #expect(throws: ImageStoreError.self) {
            _ = try await store.image(at: "/poster.png")
        }

        #expect(error?.kind == .loadFailed)
        #expect(error?.http?.kind == .responseTooLarge)
        #expect(await store.isCached("/poster.png") == false)
    }
}

/// A transfer cancelled in the middle of its body gives back what it held.
@Suite struct HTTPServiceCancelledBodyTests {
    @Test("cancelling mid-body stops the transfer and the service holds none of its bytes afterwards")
    func cancelMidBody() async throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        // 6 GiB offered in 64 KiB chunks (chunked, so no length is declared), 5 ms apart (about
        // 13 MB/s, 8 minutes in all); the call is cancelled once a few MiB have been sent. The cap
        // leaves 20 s of slack on a loaded machine.
        let chunk = Data(repeating: 0x62, count: 64 * 1024)
        server.route("/movie", .stream(chunk, count: 100_000, chunked: true, pause: .milliseconds(5)))
        let http = HTTPService(baseURL: server.baseURL, maxResponseBytes: 256 * 1024 * 1024)

        let call = Task { await failure(HTTPRequest(.get, "/movie"), with: http) }
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(60)
        while server.bodyBytesSent("/movie") < 4 * 1024 * 1024, clock.now < deadline {
            try await Task.sleep(for: .milliseconds(5))
        }
        #expect(http.bufferedBodyBytes > 0, "the body was not being received")
        call.cancel()
        let error = await call.value

        #expect(error?.kind == .cancelled, "\(String(describing: error))")
        while server.streamsEnded("/movie") == 0, clock.now < deadline {
            try await Task.sleep(for: .milliseconds(5))
        }
        #expect(server.streamsEnded("/movie") == 1, "the server was still sending")
        #expect(server.bodyBytesSent("/movie") < 256 * 1024 * 1024)
        #expect(http.transfersUnderWay == 0)
        #expect(http.bufferedBodyBytes == 0)
    }
}
