import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension LoopbackHTTPServer {
    /// A socket call that failed while starting the server.
    package struct Failure: Error, CustomStringConvertible {
        let call: String
        let code: Int32
        package var description: String {
            "LoopbackHTTPServer: \(call) failed with errno \(code) (\(String(cString: strerror(code))))"
        }
    }

    /// Serves one connection: reads one request, then does what its route says.
    func serve(_ client: Int32) {
        let (request, raw) = Self.readRequest(from: client)
        state.withLock { $0.received.append(raw) }
        guard let request else { return }
        let reply = reply(for: request)
        guard waitOut(reply.delay) else { return }
        switch reply.action {
        case .respond(let status, let headers, let body):
            var head = "HTTP/1.1 \(status) \(Self.reason(status))\r\n"
            head += "Content-Length: \(body.count)\r\nConnection: close\r\n"
            for (name, value) in headers.sorted(by: { $0.key < $1.key }) { head += "\(name): \(value)\r\n" }
            Socket.send(Data((head + "\r\n").utf8) + body, to: client)
            Socket.finishWriting(client)
        case .stream(let status, let headers, let chunk, let count, let chunked, let pause):
            stream(
                to: client, path: request.path, status: status, headers: headers, chunk: chunk, count: count,
                chunked: chunked, pause: pause)
            state.withLock { $0.streamsEnded[request.path, default: 0] += 1 }
        case .neverAnswer:
            // Hold the connection until the client hangs up or the server stops.
            while !isStopped, !Socket.peerHungUp(client, waitingAtMost: 20) {}
        case .closeWithoutAnswer:
            Socket.shutdownBoth(client)
        case .raw(let bytes, let slice, let pause):
            var offset = 0
            while offset < bytes.count {
                let end = min(bytes.count, offset + slice)
                guard !isStopped, Socket.sendAll(bytes[offset..<end], to: client) else { return }
                offset = end
                if pause > .zero, offset < bytes.count, !waitOut(pause) { return }
            }
            Socket.finishWriting(client)
        }
    }

    /// Writes `chunk` `count` times after a head, stopping when the client hangs up or the server stops.
    private func stream(
        to client: Int32, path: String, status: Int, headers: [String: String], chunk: Data, count: Int,
        chunked: Bool, pause: Duration
    ) {
        var head = "HTTP/1.1 \(status) \(Self.reason(status))\r\n"
        head += chunked ? "Transfer-Encoding: chunked\r\n" : "Content-Length: \(chunk.count * count)\r\n"
        head += "Connection: close\r\n"
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) { head += "\(name): \(value)\r\n" }
        guard Socket.sendAll(Data((head + "\r\n").utf8), to: client) else { return }
        let frameHead = Data((String(chunk.count, radix: 16) + "\r\n").utf8)
        let frameTail = Data("\r\n".utf8)
        for _ in 0..<count {
            let frame = chunked ? frameHead + chunk + frameTail : chunk
            guard !isStopped, Socket.sendAll(frame, to: client) else { return }
            state.withLock { $0.bodyBytesSent[path, default: 0] += chunk.count }
            if pause > .zero {
                let (seconds, attoseconds) = pause.components
                Thread.sleep(forTimeInterval: Double(seconds) + Double(attoseconds) / 1e18)
            }
        }
        if chunked, !Socket.sendAll(Data("0\r\n\r\n".utf8), to: client) { return }
        Socket.finishWriting(client)
    }

    /// Sleeps `delay` in short slices; `false` when the server stopped meanwhile.
    private func waitOut(_ delay: Duration) -> Bool {
        let deadline = ContinuousClock.now + delay
        while ContinuousClock.now < deadline {
            if isStopped { return false }
            Thread.sleep(forTimeInterval: 0.005)
        }
        return !isStopped
    }

    /// The largest request head read (4 MiB); a connection sending more is closed unanswered.
    static let maximumHeadBytes = 4 * 1024 * 1024

    /// Reads the head and a `Content-Length` body: the request (`nil` when it is malformed or
    /// abandoned) and every byte read from the connection, as it arrived.
    static func readRequest(from client: Int32) -> (request: Request?, raw: Data) {
        var buffer = Data()
        let separator = Data("\r\n\r\n".utf8)
        var headEnd: Range<Data.Index>?
        while headEnd == nil {
            guard buffer.count < Self.maximumHeadBytes, Socket.receive(from: client, into: &buffer) else {
                return (nil, buffer)
            }
            headEnd = buffer.range(of: separator)
        }
        guard let headEnd else { return (nil, buffer) }
        let lines = String(decoding: buffer[..<headEnd.lowerBound], as: UTF8.self)
            .components(separatedBy: "\r\n")
        let requestLine = (lines.first ?? "").split(separator: " ").map(String.init)
        guard requestLine.count == 3 else { return (nil, buffer) }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
            headers[name] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        if headers["expect"]?.lowercased() == "100-continue" {
            Socket.send(Data("HTTP/1.1 100 Continue\r\n\r\n".utf8), to: client)
        }
        let length = Int(headers["content-length"] ?? "0") ?? 0
        let bodyStart = headEnd.upperBound
        while buffer.count - bodyStart < length {
            guard buffer.count - bodyStart < 16_777_216, Socket.receive(from: client, into: &buffer) else {
                return (nil, buffer)
            }
        }
        let target = requestLine[1].split(separator: "?", maxSplits: 1).map(String.init)
        let rawPath = target.first ?? "/"
        let rawQuery = target.count > 1 ? target[1] : ""
        let request = Request(
            method: requestLine[0], path: rawPath.removingPercentEncoding ?? rawPath, rawPath: rawPath,
            rawQuery: rawQuery,
            queryItems: decodeQuery(rawQuery), headers: headers,
            body: Data(buffer[bodyStart...].prefix(length)))
        return (request, buffer)
    }

    /// Splits `a=1&b=x%20y` into decoded pairs, reading `+` as a space.
    static func decodeQuery(_ query: String) -> [(name: String, value: String)] {
        func decode(_ part: Substring) -> String {
            let spaced = part.replacingOccurrences(of: "+", with: " ")
            return spaced.removingPercentEncoding ?? spaced
        }
        return query.split(separator: "&").map { pair in
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            return (decode(parts[0]), parts.count > 1 ? decode(parts[1]) : "")
        }
    }

    package static func reason(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 201: "Created"
        case 204: "No Content"
        case 400: "Bad Request"
        case 301: "Moved Permanently"
        case 302: "Found"
        case 303: "See Other"
        case 307: "Temporary Redirect"
        case 308: "Permanent Redirect"
        case 404: "Not Found"
        case 431: "Request Header Fields Too Large"
        case 500: "Internal Server Error"
        case 503: "Service Unavailable"
        default: "Status"
        }
    }
}

/// The few POSIX socket calls the server needs, papering over Glibc/Darwin differences.
enum Socket {
    #if canImport(Darwin)
        private static let streamType = SOCK_STREAM
        private static let sendFlags: Int32 = 0
    #else
        private static let streamType = Int32(SOCK_STREAM.rawValue)
        private static let sendFlags = Int32(MSG_NOSIGNAL)
    #endif

    /// A listening socket on 127.0.0.1 with a port chosen by the system.
    static func listenOnLoopback() throws -> (socket: Int32, port: UInt16) {
        let listener = socket(AF_INET, streamType, 0)
        guard listener >= 0 else { throw LoopbackHTTPServer.Failure(call: "socket", code: errno) }
        var yes: Int32 = 1
        setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        #if canImport(Darwin)
            setsockopt(listener, SOL_SOCKET, SO_NOSIGPIPE, &yes, socklen_t(MemoryLayout<Int32>.size))
        #endif
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = in_addr_t(0x7F00_0001).bigEndian  // 127.0.0.1, never another address
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, length) }
        }
        guard bound == 0, listen(listener, 128) == 0 else {
            let code = errno
            close(listener)
            throw LoopbackHTTPServer.Failure(call: bound == 0 ? "listen" : "bind", code: code)
        }
        let named = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &length) }
        }
        guard named == 0 else {
            let code = errno
            close(listener)
            throw LoopbackHTTPServer.Failure(call: "getsockname", code: code)
        }
        return (listener, UInt16(bigEndian: address.sin_port))
    }

    /// A new connection, or `nil` when none arrived within `milliseconds`.
    static func accept(_ listener: Int32, waitingAtMost milliseconds: Int32) -> Int32? {
        var poller = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
        guard poll(&poller, 1, milliseconds) > 0 else { return nil }
        #if canImport(Darwin)
            let client = Darwin.accept(listener, nil, nil)
        #else
            let client = Glibc.accept(listener, nil, nil)
        #endif
        guard client >= 0 else { return nil }
        var timeout = timeval(tv_sec: 5, tv_usec: 0)  // a silent client cannot hold a thread forever
        setsockopt(client, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        return client
    }

    /// Appends what arrives to `buffer`; `false` on end of stream, error or timeout.
    static func receive(from socket: Int32, into buffer: inout Data) -> Bool {
        var chunk = [UInt8](repeating: 0, count: 16_384)
        let count = chunk.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { return false }
        buffer.append(contentsOf: chunk[..<count])
        return true
    }

    /// Sends all of `data`, giving up quietly if the peer went away.
    static func send(_ data: Data, to socket: Int32) {
        _ = sendAll(data, to: socket)
    }

    /// Sends all of `data`; `false` when the peer went away first.
    static func sendAll(_ data: Data, to socket: Int32) -> Bool {
        var offset = 0
        while offset < data.count {
            let sent = data.withUnsafeBytes { bytes in
                #if canImport(Darwin)
                    Darwin.send(
                        socket, bytes.baseAddress?.advanced(by: offset), bytes.count - offset, sendFlags)
                #else
                    Glibc.send(
                        socket, bytes.baseAddress?.advanced(by: offset), bytes.count - offset, sendFlags)
                #endif
            }
            guard sent > 0 else { return false }
            offset += sent
        }
        return true
    }

    /// Half-closes the socket, then waits (at most 1 s) for the client to close its side, so the
    /// answer is never cut off by a reset.
    static func finishWriting(_ socket: Int32) {
        shutdown(socket, Int32(SHUT_WR))
        let deadline = ContinuousClock.now + .seconds(1)
        while ContinuousClock.now < deadline, !peerHungUp(socket, waitingAtMost: 20) {}
    }

    /// Whether the peer closed its side (or the socket failed) within `milliseconds`.
    static func peerHungUp(_ socket: Int32, waitingAtMost milliseconds: Int32) -> Bool {
        var poller = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
        let ready = poll(&poller, 1, milliseconds)
        guard ready > 0 else { return ready < 0 }
        var scratch = [UInt8](repeating: 0, count: 1024)
        let count = scratch.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
        return count <= 0
    }

    static func shutdownBoth(_ socket: Int32) { shutdown(socket, Int32(SHUT_RDWR)) }

    static func close(_ socket: Int32) {
        #if canImport(Darwin)
            _ = Darwin.close(socket)
        #else
            _ = Glibc.close(socket)
        #endif
    }
}
