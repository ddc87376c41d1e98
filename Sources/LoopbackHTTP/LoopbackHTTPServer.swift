import Foundation
import ScenewrightLocks

/// A small, real HTTP/1.1 server on 127.0.0.1 for tests and examples.
///
/// It binds an ephemeral port on the loopback interface only, serves every connection on its own
/// thread, answers each request with what a test scripted for its path, records every request and
/// counts hits per path. Every response carries `Connection: close`, so each request is its own
/// connection. Call ``stop()`` when done: it closes the port and waits for every thread.
///
/// Query values are decoded the way most servers do: `%XX` escapes, and `+` as a space — so a client
/// that forgets to escape `+` is caught.
///
/// ```swift
/// let server = try LoopbackHTTPServer()
/// defer { server.stop() }
/// server.route("/cities", .json(#"[{"name":"Oslo"}]"#))
/// server.route("/slow", .neverAnswer)
/// let url = server.baseURL.appending(path: "cities")
/// ```
///
/// Self-contained on purpose (this file and `LoopbackHTTPServer+Connection.swift`), so it can be
/// copied into an example app.
package final class LoopbackHTTPServer: Sendable {
    /// A request as the server received it.
    package struct Request: Sendable {
        /// The method, as sent (`GET`, `POST`, …).
        package let method: String
        /// The path, percent-decoded, without the query.
        package let path: String
        /// The path exactly as sent on the request line, still percent-encoded, without the query.
        package let rawPath: String
        /// The query as sent, still percent-encoded (empty when there is none).
        package let rawQuery: String
        /// The query's name–value pairs in order, decoded.
        package let queryItems: [(name: String, value: String)]
        /// The headers, names lowercased.
        package let headers: [String: String]
        /// The body (empty when there is none).
        package let body: Data

        /// The last value of the query parameter `name`, decoded.
        package func query(_ name: String) -> String? { queryItems.last { $0.name == name }?.value }
        /// The header `name`, case-insensitively.
        package func header(_ name: String) -> String? { headers[name.lowercased()] }
        /// The body as UTF-8 text.
        package var text: String { String(decoding: body, as: UTF8.self) }
    }

    /// What the server does with a request.
    package struct Reply: Sendable {
        enum Action: Sendable {
            case respond(status: Int, headers: [String: String], body: Data)
            case neverAnswer
            case closeWithoutAnswer
            case stream(
                status: Int, headers: [String: String], chunk: Data, count: Int, chunked: Bool,
                pause: Duration)
            case raw(Data, slice: Int, pause: Duration)
        }
        /// What to do.
        var action: Action
        /// How long to wait before doing it.
        var delay: Duration = .zero

        /// Answers with `status`, `body` and `headers`.
        package static func status(_ status: Int, _ body: String = "", headers: [String: String] = [:])
            -> Reply
        {
            Reply(action: .respond(status: status, headers: headers, body: Data(body.utf8)))
        }
        /// Answers with a JSON body.
        package static func json(_ body: String, status: Int = 200) -> Reply {
            .status(status, body, headers: ["Content-Type": "application/json"])
        }
        /// Answers with raw bytes.
        package static func bytes(_ body: Data, contentType: String, status: Int = 200) -> Reply {
            Reply(action: .respond(status: status, headers: ["Content-Type": contentType], body: body))
        }
        /// Answers `200` with `chunk` repeated `count` times, written one chunk at a time, and stops
        /// writing as soon as the client hangs up (see ``LoopbackHTTPServer/bodyBytesSent(_:)``).
        ///
        /// With `chunked: false` the head declares the whole `Content-Length`; with `chunked: true` it
        /// declares `Transfer-Encoding: chunked` and no length, so the client learns the size only by
        /// counting. `pause` waits between chunks, like a network slower than loopback.
        package static func stream(
            _ chunk: Data, count: Int, chunked: Bool, pause: Duration = .zero,
            contentType: String = "application/octet-stream"
        ) -> Reply {
            Reply(
                action: .stream(
                    status: 200, headers: ["Content-Type": contentType], chunk: chunk, count: count,
                    chunked: chunked, pause: pause))
        }
        /// Writes `bytes` exactly as given — status line, head and body, right or wrong — `slice` bytes
        /// at a time with `pause` between slices, then closes the connection. For servers that
        /// misbehave: a head that trickles in, a `Content-Length` that lies, a body cut off, a huge
        /// header.
        package static func raw(_ bytes: Data, slice: Int = .max, pause: Duration = .zero) -> Reply {
            Reply(action: .raw(bytes, slice: max(1, slice), pause: pause))
        }
        /// ``raw(_:slice:pause:)`` with the bytes of `text`.
        package static func raw(_ text: String, slice: Int = .max, pause: Duration = .zero) -> Reply {
            raw(Data(text.utf8), slice: slice, pause: pause)
        }
        /// Answers `status` (a `3xx`) with `Location: location` and an empty body.
        package static func redirect(_ status: Int, to location: String) -> Reply {
            .status(status, "", headers: ["Location": location])
        }
        /// Reads the request, then keeps the connection open without answering until the client
        /// gives up or the server stops.
        package static let neverAnswer = Reply(action: .neverAnswer)
        /// Reads the request, then closes the connection without a byte of answer.
        package static let closeWithoutAnswer = Reply(action: .closeWithoutAnswer)

        /// This reply, after waiting `delay`.
        package func delayed(by delay: Duration) -> Reply {
            var copy = self
            copy.delay = delay
            return copy
        }
    }

    struct State {
        var routes: [String: Route] = [:]
        /// Answers every request no route matches, when set.
        var fallback: (@Sendable (Request) -> Reply)?
        var requests: [Request] = []
        var received: [Data] = []
        var hits: [String: Int] = [:]
        var bodyBytesSent: [String: Int] = [:]
        var streamsEnded: [String: Int] = [:]
        var openSockets: Set<Int32> = []
        var isStopped = false
        var isListenerClosed = false
    }

    enum Route {
        case replies([Reply], next: Int)
        case handler(@Sendable (Request) -> Reply)
    }

    /// The port the server listens on.
    package let port: UInt16
    /// `http://127.0.0.1:<port>`.
    package let baseURL: URL
    let listener: Int32
    /// Everything that changes after start: routes, records, open sockets, the stop flag.
    let state = LockedState(State())
    /// Entered by the accept thread and every connection thread; ``stop()`` waits on it.
    let threads = DispatchGroup()

    /// Binds 127.0.0.1 on an ephemeral port and starts accepting connections.
    /// - Throws: `LoopbackHTTPServer.Failure` naming the socket call that failed and `errno`.
    package init() throws {
        let (listener, port) = try Socket.listenOnLoopback()
        self.listener = listener
        self.port = port
        self.baseURL = URL(string: "http://127.0.0.1:\(port)") ?? URL(fileURLWithPath: "/")
        threads.enter()
        Thread { [self] in
            acceptLoop()
            threads.leave()
        }.start()
    }

    /// Binds 127.0.0.1 on an ephemeral port and answers every request with `handler` (routes added
    /// later take precedence).
    /// - Parameter handler: Called on the connection's thread (possibly concurrently) for each request.
    /// - Throws: `LoopbackHTTPServer.Failure` naming the socket call that failed and `errno`.
    package convenience init(handler: @escaping @Sendable (Request) -> Reply) throws {
        try self.init()
        state.withLock { $0.fallback = handler }
    }

    deinit { stop() }

    /// Answers requests to `path` (any method unless `method` is given) with `reply`.
    package func route(_ path: String, method: String? = nil, _ reply: Reply) {
        route(path, method: method, replies: [reply])
    }

    /// Answers requests to `path` with `replies` in order; the last one repeats.
    package func route(_ path: String, method: String? = nil, replies: [Reply]) {
        state.withLock { $0.routes[Self.key(method, path)] = .replies(replies, next: 0) }
    }

    /// Answers requests to `path` with whatever `handler` returns for each (called on the connection's
    /// thread, possibly concurrently).
    package func route(_ path: String, method: String? = nil, handler: @escaping @Sendable (Request) -> Reply)
    {
        state.withLock { $0.routes[Self.key(method, path)] = .handler(handler) }
    }

    /// Every request received so far, in arrival order.
    package var requests: [Request] { state.withLock { $0.requests } }

    /// The raw bytes read from each connection so far, in the order the connections were read,
    /// including those whose request was malformed: what actually arrived on the wire.
    package var received: [Data] { state.withLock { $0.received } }

    /// How many requests arrived for `path`.
    package func hits(_ path: String) -> Int { state.withLock { $0.hits[path, default: 0] } }

    /// How many body bytes ``Reply/stream(_:count:chunked:contentType:)`` replies to `path` have
    /// written so far (chunk framing not counted); less than the whole body when the client hung up.
    package func bodyBytesSent(_ path: String) -> Int {
        state.withLock { $0.bodyBytesSent[path, default: 0] }
    }

    /// How many ``Reply/stream(_:count:chunked:pause:contentType:)`` replies to `path` have ended,
    /// whole or because the client hung up.
    package func streamsEnded(_ path: String) -> Int { state.withLock { $0.streamsEnded[path, default: 0] } }

    /// Stops accepting, unblocks every open connection and waits (at most 5 s) for every thread.
    ///
    /// Prompt: shutting the listening socket down wakes the accept thread at once, instead of after
    /// its poll's timeout.
    ///
    /// Safe to call more than once.
    /// - Returns: `true` when every thread finished in time.
    @discardableResult
    package func stop() -> Bool {
        state.withLock { state in
            state.isStopped = true
            // Shut down (not close) under the lock: a connection thread closes its socket only after
            // removing it from the set, so no descriptor here has been reused.
            for socket in state.openSockets { Socket.shutdownBoth(socket) }
            // Wakes the accept thread's poll at once (on Linux a shut-down listener is readable and
            // accept fails), so stopping does not wait out the poll's timeout. The listener is closed
            // only below, under the same lock, so the descriptor is still ours.
            if !state.isListenerClosed { Socket.shutdownBoth(self.listener) }
        }
        let finished = threads.wait(timeout: .now() + 5) == .success
        let listener = listener
        state.withLock { state in
            guard finished, !state.isListenerClosed else { return }
            state.isListenerClosed = true
            Socket.close(listener)
        }
        return finished
    }

    package var isStopped: Bool { state.withLock { $0.isStopped } }

    /// The reply for `request`: the scripted one, or a 404 naming the route that is missing.
    func reply(for request: Request) -> Reply {
        let route = state.withLock { state -> Route? in
            state.requests.append(request)
            state.hits[request.path, default: 0] += 1
            let key = [Self.key(request.method, request.path), Self.key(nil, request.path)]
                .first { state.routes[$0] != nil }
            guard let key, let route = state.routes[key] else { return state.fallback.map(Route.handler) }
            if case .replies(let replies, let next) = route {
                state.routes[key] = .replies(replies, next: min(next + 1, replies.count - 1))
            }
            return route
        }
        switch route {
        case .replies(let replies, let next)?:
            return replies.indices.contains(next) ? replies[next] : .status(500, "empty script")
        case .handler(let handler)?:
            return handler(request)
        case nil:
            return .status(404, "LoopbackHTTPServer has no route for \(request.method) \(request.path)")
        }
    }

    private static func key(_ method: String?, _ path: String) -> String {
        "\(method?.uppercased() ?? "*") \(path)"
    }

    private func acceptLoop() {
        while !isStopped {
            guard let client = Socket.accept(listener, waitingAtMost: 50) else { continue }
            let accepted = state.withLock { state -> Bool in
                guard !state.isStopped else { return false }
                state.openSockets.insert(client)
                return true
            }
            guard accepted else {
                Socket.close(client)
                break
            }
            threads.enter()
            Thread { [self] in
                serve(client)
                state.withLock { _ = $0.openSockets.remove(client) }
                Socket.close(client)
                threads.leave()
            }.start()
        }
    }
}
