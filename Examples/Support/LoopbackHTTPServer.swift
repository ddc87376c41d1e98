import Foundation
import Synchronization

/// A small, real HTTP/1.1 server on 127.0.0.1, for examples that talk to a backend.
///
/// A trimmed copy of the test server in `Tests/ScenewrightServicesTests/Support`: it binds an
/// ephemeral port on the loopback interface only, serves every connection on its own thread and
/// answers each request with what one handler returns for it. Every response carries
/// `Connection: close`. Call ``stop()`` when done: it closes the port and waits for every thread;
/// from then on connections are refused, as with a server that went down.
///
/// ```swift
/// let server = try LoopbackHTTPServer { request in
///     request.path == "/cities" ? .json(#"[{"name":"Oslo"}]"#) : .status(404, "no such page")
/// }
/// defer { server.stop() }
/// let http = HTTPService(baseURL: server.baseURL)
/// ```
final class LoopbackHTTPServer: Sendable {
    /// A request as the server received it.
    struct Request: Sendable {
        /// The method, as sent (`GET`, `POST`, …).
        let method: String
        /// The path, percent-decoded, without the query.
        let path: String
    }

    /// What the server answers.
    struct Reply: Sendable {
        /// The status code.
        var status: Int
        /// Header fields besides `Content-Length` and `Connection`.
        var headers: [String: String]
        /// The body.
        var body: Data

        /// Answers with `status` and a text body.
        static func status(_ status: Int, _ body: String = "") -> Reply {
            Reply(status: status, headers: ["Content-Type": "text/plain"], body: Data(body.utf8))
        }
        /// Answers with a JSON body.
        static func json(_ body: String, status: Int = 200) -> Reply {
            Reply(status: status, headers: ["Content-Type": "application/json"], body: Data(body.utf8))
        }
        /// Answers with raw bytes.
        static func bytes(_ body: Data, contentType: String) -> Reply {
            Reply(status: 200, headers: ["Content-Type": contentType], body: body)
        }
    }

    struct State {
        var hits: [String: Int] = [:]
        var openSockets: Set<Int32> = []
        var isStopped = false
        var isListenerClosed = false
    }

    /// The port the server listens on.
    let port: UInt16
    /// `http://127.0.0.1:<port>`.
    let baseURL: URL
    let listener: Int32
    let handler: @Sendable (Request) -> Reply
    /// Everything that changes after start: hit counts, open sockets, the stop flag.
    let state = Mutex(State())
    /// Entered by the accept thread and every connection thread; ``stop()`` waits on it.
    let threads = DispatchGroup()

    /// Binds 127.0.0.1 on an ephemeral port and starts answering with `handler`.
    /// - Parameter handler: Called on the connection's thread (possibly concurrently) for each request.
    /// - Throws: `LoopbackHTTPServer.Failure` naming the socket call that failed and `errno`.
    init(handler: @escaping @Sendable (Request) -> Reply) throws {
        let (listener, port) = try Socket.listenOnLoopback()
        self.listener = listener
        self.port = port
        self.handler = handler
        self.baseURL = URL(string: "http://127.0.0.1:\(port)") ?? URL(fileURLWithPath: "/")
        threads.enter()
        Thread { [self] in
            acceptLoop()
            threads.leave()
        }.start()
    }

    deinit { stop() }

    /// How many requests arrived for `path`.
    func hits(_ path: String) -> Int { state.withLock { $0.hits[path, default: 0] } }

    /// Stops accepting, unblocks every open connection and waits (at most 5 s) for every thread.
    ///
    /// Safe to call more than once.
    /// - Returns: `true` when every thread finished in time.
    @discardableResult
    func stop() -> Bool {
        state.withLock { state in
            state.isStopped = true
            // Shut down (not close) under the lock: a connection thread closes its socket only after
            // removing it from the set, so no descriptor here has been reused.
            for socket in state.openSockets { Socket.shutdownBoth(socket) }
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

    var isStopped: Bool { state.withLock { $0.isStopped } }

    /// The reply for `request`, counting the hit.
    func reply(for request: Request) -> Reply {
        state.withLock { $0.hits[request.path, default: 0] += 1 }
        return handler(request)
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
