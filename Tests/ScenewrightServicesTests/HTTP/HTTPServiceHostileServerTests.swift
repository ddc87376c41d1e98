import Foundation
import LoopbackHTTP
import ScenewrightServices
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Servers that misbehave on purpose: slow, lying, cut off, enormous. Each call ends with a clear
/// error or the right answer, within its timeout, and the service goes on working.
///
/// Calls that should answer keep the default 30 s timeout: they answer in milliseconds, but a full
/// parallel run on two busy cores can stall them for seconds. Where a timeout is the point, the test
/// checks it is not early, and leaves how late to benchmarks.
@Suite struct HTTPServiceHostileServerTests {
    /// Sends `request`, returning its outcome and how long it took.
    static func timed(_ request: HTTPRequest, with http: HTTPService) async -> (HTTPError?, Duration) {
        let clock = ContinuousClock()
        let start = clock.now
        let error = await failure(request, with: http)
        return (error, clock.now - start)
    }

    @Test("a slowloris server, a byte at a time well inside the timeout, times out after the timeout")
    func slowloris() async throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        // Every pause is far shorter than the timeout, so only a deadline for the whole request stops
        // these: a head at one byte a second, a head at ten a second, a body at ten a second. Sent
        // whole they take 38 s, 60 s and 60 s, so an answer instead of a timeout is the failure, and
        // the error's kind is the proof (no wall-clock upper bound: a parallel run on two cores may
        // wake the timer seconds late).
        let head = "HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok"
        let paddedHead =
            "HTTP/1.1 200 OK\r\nX-Pad: \(String(repeating: "p", count: 560))\r\nContent-Length: 2\r\n\r\nok"
        server.route("/head-1s", .raw(head, slice: 1, pause: .seconds(1)))
        server.route("/head-100ms", .raw(paddedHead, slice: 1, pause: .milliseconds(100)))
        server.route(
            "/body-100ms", .stream(Data("x".utf8), count: 600, chunked: false, pause: .milliseconds(100)))
        let http = HTTPService(baseURL: server.baseURL, timeout: .milliseconds(400))

        for path in ["/head-1s", "/head-100ms", "/body-100ms"] {
            let (error, elapsed) = await Self.timed(HTTPRequest(.get, path), with: http)

            #expect(error?.kind == .timeout, "\(path): \(String(describing: error))")
            #expect(elapsed >= .milliseconds(400), "\(path) took \(elapsed)")
        }
    }

    @Test(
        "a server that closes in the middle of the body is a transport error, never a partial answer",
        arguments: [
            "HTTP/1.1 200 OK\r\nContent-Length: 100\r\n\r\nonly ten b",
            "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n",
            "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n10\r\nhel",
            "HTTP/1.1 200 OK\r\nContent-Length: 10\r\n",
            "HTTP/1.1 200 O",
        ])
    func closedMidBody(bytes: String) async throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        server.route("/cut", .raw(bytes))
        server.route("/fine", .status(200, "fine"))
        let http = HTTPService(baseURL: server.baseURL)

        let error = await failure(HTTPRequest(.get, "/cut"), with: http)

        #expect(error?.kind == .transport, "\(String(describing: error))")
        #expect(error?.response == nil)
        #expect(try await http.send(HTTPRequest(.get, "/fine")).text == "fine")
    }

    @Test(
        "a Content-Length that says more than is sent, or that cannot be believed, is an error, not a guess",
        arguments: [
            "HTTP/1.1 200 OK\r\nContent-Length: 11\r\nContent-Length: 5\r\n\r\nhello world",
            "HTTP/1.1 200 OK\r\nContent-Length: -1\r\n\r\nhello",
            "HTTP/1.1 200 OK\r\nContent-Length: five\r\n\r\nhello",
            "HTTP/1.1 200 OK\r\nContent-Length: 99999999999999999999999\r\n\r\nhello",
            "HTTP/1.1 200 OK\r\nContent-Length: 50\r\n\r\nhello",
        ])
    func lyingContentLength(bytes: String) async throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        server.route("/lie", .raw(bytes))
        let http = HTTPService(baseURL: server.baseURL)

        let error = await failure(HTTPRequest(.get, "/lie"), with: http)

        #expect(error != nil, "a lying length was answered as if true")
        #expect(error?.kind == .transport || error?.kind == .responseTooLarge, "\(String(describing: error))")
    }

    @Test(
        "a Content-Length shorter than what is sent gives its bytes, and the rest never becomes the next answer"
    )
    func shortContentLength() async throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        // No `Connection: close`, and a whole second answer after the declared five bytes.
        let smuggled = "HTTP/1.1 200 OK\r\nContent-Length: 8\r\n\r\nsmuggled"
        server.route("/short", .raw("HTTP/1.1 200 OK\r\nContent-Length: 5\r\n\r\nhello" + smuggled))
        server.route("/next", .status(200, "next"))
        let http = HTTPService(baseURL: server.baseURL)

        let short = try await http.send(HTTPRequest(.get, "/short"))
        let next = try await http.send(HTTPRequest(.get, "/next"))

        #expect(short.text == "hello")
        #expect(next.text == "next")
        #expect(server.hits("/next") == 1)
    }

    @Test("a 1 MB header from the server is refused with a clear error, and so are 20,000 small ones")
    func hugeResponseHeaders() async throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        let big =
            "HTTP/1.1 200 OK\r\nX-Big: \(String(repeating: "a", count: 1_000_000))\r\nContent-Length: 2\r\n\r\nok"
        let many =
            "HTTP/1.1 200 OK\r\n"
            + (0..<20_000).map { "X-H\($0): \(String(repeating: "b", count: 40))\r\n" }.joined()
            + "Content-Length: 2\r\n\r\nok"
        server.route("/big", .raw(big))
        server.route("/many", .raw(many))
        server.route("/fine", .status(200, "fine"))
        // A long timeout, so that a refusal that waited for it would take minutes, not seconds.
        let http = HTTPService(baseURL: server.baseURL, timeout: .seconds(240))

        let (bigError, bigElapsed) = await Self.timed(HTTPRequest(.get, "/big"), with: http)
        let (manyError, manyElapsed) = await Self.timed(HTTPRequest(.get, "/many"), with: http)

        for (error, elapsed) in [(bigError, bigElapsed), (manyError, manyElapsed)] {
            #expect(error?.kind == .responseTooLarge, "\(String(describing: error))")
            #expect(error?.message.contains("header") == true, "\(error?.message ?? "")")
            #expect(elapsed < .seconds(120), "took \(elapsed); the refusal must not wait for the timeout")
        }
        #expect(try await http.send(HTTPRequest(.get, "/fine")).text == "fine")
    }

    @Test("a 1 MB header from the caller arrives whole, and a server's refusal of it is a status error")
    func hugeRequestHeader() async throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        server.route("/accept", handler: { .status(200, String($0.header("X-Big")?.count ?? -1)) })
        server.route("/refuse", .status(431, "header too large"))
        let http = HTTPService(baseURL: server.baseURL)
        let value = String(repeating: "v", count: 1_000_000)

        let accepted = try await http.send(HTTPRequest(.get, "/accept", headers: ["X-Big": value]))
        let refused = await failure(HTTPRequest(.get, "/refuse", headers: ["X-Big": value]), with: http)

        #expect(accepted.text == "1000000")
        #expect(refused?.kind == .status)
        #expect(refused?.statusCode == 431)
        #expect(refused?.message.contains(value) == false, "the header is not repeated in the message")
    }

    @Test("2,000 concurrent requests to one server each get their own answer")
    func twoThousandConcurrent() async throws {
        let server = try LoopbackHTTPServer { request in .status(200, "n=" + (request.query("n") ?? "?")) }
        defer { server.stop() }
        let http = HTTPService(baseURL: server.baseURL)

        let answers = await withTaskGroup(of: (Int, String).self) { group in
            for index in 0..<2_000 {
                group.addTask {
                    do throws(HTTPError) {
                        let response = try await http.send(
                            HTTPRequest(.get, "/n", query: ["n": String(index)]))
                        return (index, response.text)
                    } catch {
                        return (index, error.message)
                    }
                }
            }
            return await group.reduce(into: [Int: String]()) { $0[$1.0] = $1.1 }
        }

        #expect(answers.count == 2_000)
        let wrong = answers.filter { $0.value != "n=\($0.key)" }
        #expect(wrong.isEmpty, "\(wrong.count) wrong, e.g. \(wrong.first.map { "\($0)" } ?? "")")
        #expect(server.hits("/n") == 2_000)
        #expect(try await http.send(HTTPRequest(.get, "/n", query: ["n": "after"])).text == "n=after")
    }

    @Test(
        "a service has at most 16 requests under way; the rest wait their turn, which counts against the timeout and can be cancelled"
    )
    func boundedInFlight() async throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        server.route("/hold", .neverAnswer)
        server.route("/fine", .status(200, "fine"))
        // A session that would open 100 connections to the host, so only the service's own limit holds.
        let configuration = URLSessionConfiguration.ephemeral
        configuration.httpMaximumConnectionsPerHost = 100
        let http = HTTPService(baseURL: server.baseURL, configuration: configuration)
        let limit = HTTPService.maximumConcurrentTransfers

        let call = { Task { await failure(HTTPRequest(.get, "/hold"), with: http)?.kind } }
        let holders = (0..<limit).map { _ in call() }
        let deadline = ContinuousClock.now + .seconds(20)
        while server.hits("/hold") < limit, ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(5))
        }
        let waiters = (0..<24).map { _ in call() }
        // Long enough for any call that was not held back to arrive as well.
        try await Task.sleep(for: .milliseconds(300))
        let underWay = server.hits("/hold")
        // Waiting for a turn counts against the timeout.
        let late = await failure(HTTPRequest(.get, "/hold", timeout: .milliseconds(300)), with: http)
        // Every turn is taken, so the waiters are still waiting when they are cancelled.
        for waiter in waiters { waiter.cancel() }
        var waiterKinds: [HTTPError.Kind?] = []
        for waiter in waiters { waiterKinds.append(await waiter.value) }
        let sentAfterCancelling = server.hits("/hold")
        for holder in holders { holder.cancel() }
        var holderKinds: [HTTPError.Kind?] = []
        for holder in holders { holderKinds.append(await holder.value) }

        #expect(underWay == limit)
        #expect(late?.kind == .timeout, "\(String(describing: late))")
        #expect(waiterKinds.allSatisfy { $0 == .cancelled }, "\(waiterKinds)")
        #expect(sentAfterCancelling == limit, "a call cancelled while it waited was never sent")
        #expect(holderKinds.allSatisfy { $0 == .cancelled }, "\(holderKinds)")
        #expect(try await http.send(HTTPRequest(.get, "/fine")).text == "fine", "every turn was given back")
    }
}
