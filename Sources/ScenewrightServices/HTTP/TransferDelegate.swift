import Foundation
import ScenewrightLocks

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Receives every answer of one ``HTTPService`` byte by byte, so a body over the limit is refused
/// while it arrives, never held whole.
///
/// The session delegate is the one streaming hook that works on every platform: Linux's
/// `URLSession` has no `bytes(for:)`, and it ignores per-task delegates and the `.cancel` response
/// disposition. So each transfer is keyed by its task identifier, the limit is checked against the
/// declared `Content-Length` when the head arrives and against the running count as data arrives,
/// and the caller is answered the moment the limit is crossed. The task is cancelled then; bytes
/// that still arrive before the cancellation takes effect are dropped, not kept.
final class TransferDelegate: NSObject, URLSessionDataDelegate, Sendable {
    /// How one transfer ended.
    enum Ending: Sendable {
        case answered(Data, URLResponse?)
        /// `headArrived` tells whether the answer's status line and headers had been read.
        case failed(any Error, headArrived: Bool)
        /// The body is larger than `limit`: `declared` is the `Content-Length` when that said so,
        /// `received` how many bytes had arrived when the transfer was abandoned.
        case tooLarge(limit: Int, declared: Int64?, received: Int)
    }

    private struct Transfer {
        /// `nil` once the caller has been answered; later callbacks for the task are ignored.
        var continuation: CheckedContinuation<Ending, Never>?
        var data = Data()
        var response: URLResponse?
        let limit: Int
        /// A `HEAD` answer's `Content-Length` describes a body that is never sent.
        let checksDeclaredLength: Bool
    }

    /// The transfers under way, by task identifier. Guards every field of every ``Transfer``.
    private let transfers = LockedState<[Int: Transfer]>([:])

    /// How many transfers have not ended yet, and how many body bytes they hold: for tests that
    /// check a cancelled or refused transfer gives back what it held.
    var usage: (transfers: Int, bufferedBytes: Int) {
        transfers.withLock { ($0.count, $0.values.reduce(0) { $0 + $1.data.count }) }
    }

    /// Sends `request` on `session` and waits for its whole answer, at most `limit` body bytes.
    ///
    /// Cancelling the calling task cancels the request; it then ends `.failed` with
    /// `URLError(.cancelled)`.
    func run(_ request: URLRequest, on session: URLSession, limit: Int) async -> Ending {
        let task = session.dataTask(with: request)
        let id = task.taskIdentifier
        let transfer = Transfer(
            limit: limit, checksDeclaredLength: request.httpMethod?.uppercased() != "HEAD")
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                var registered = transfer
                registered.continuation = continuation
                transfers.withLock { $0[id] = registered }
                if Task.isCancelled {
                    // Cancelled before it started: never send it.
                    _ = finish(id, with: .failed(URLError(.cancelled), headArrived: false), remove: true)
                    task.cancel()
                } else {
                    task.resume()
                }
            }
        } onCancel: {
            task.cancel()
        }
    }

    /// Answers the caller of transfer `id` with `ending`, once; `true` when this call answered it.
    private func finish(_ id: Int, with ending: Ending, remove: Bool) -> Bool {
        let continuation = transfers.withLock { transfers -> CheckedContinuation<Ending, Never>? in
            let continuation = transfers[id]?.continuation
            if remove {
                transfers[id] = nil
            } else {
                transfers[id]?.continuation = nil
                transfers[id]?.data = Data()
            }
            return continuation
        }
        continuation?.resume(returning: ending)
        return continuation != nil
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        let id = dataTask.taskIdentifier
        if let problem = Self.contentLengthProblem(response) {
            // Reading on would mean guessing where the body ends.
            let error = URLError(.badServerResponse, userInfo: [NSLocalizedDescriptionKey: problem])
            _ = finish(id, with: .failed(error, headArrived: true), remove: false)
            dataTask.cancel()
            completionHandler(.allow)
            return
        }
        let declared = response.expectedContentLength
        // RFC 9110 6.4.1: a 1xx, 204 or 304 answer has no body, whatever its Content-Length says
        // (a 304's is the length of the resource it did not send).
        let status = (response as? HTTPURLResponse)?.statusCode ?? 200
        let hasBody = !((100...199).contains(status) || status == 204 || status == 304)
        let limit = transfers.withLock { transfers -> Int? in
            transfers[id]?.response = response
            guard let transfer = transfers[id], transfer.checksDeclaredLength, hasBody,
                declared > transfer.limit
            else {
                return nil
            }
            return transfer.limit
        }
        if let limit {
            _ = finish(id, with: .tooLarge(limit: limit, declared: declared, received: 0), remove: false)
            dataTask.cancel()
        }
        // `.allow` even when refusing: Linux ignores `.cancel`, and the `cancel()` above ends the task.
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let id = dataTask.taskIdentifier
        let crossed = transfers.withLock { transfers -> (limit: Int, received: Int)? in
            guard var transfer = transfers[id], transfer.continuation != nil else { return nil }
            let received = transfer.data.count + data.count
            guard received <= transfer.limit else { return (transfer.limit, received) }
            transfers[id] = nil  // keep the buffer uniquely referenced while appending
            transfer.data.append(data)
            transfers[id] = transfer
            return nil
        }
        if let crossed {
            _ = finish(
                id, with: .tooLarge(limit: crossed.limit, declared: nil, received: crossed.received),
                remove: false)
            dataTask.cancel()
        }
    }

    /// Never lets `URLSession` follow a redirect: it would send every header, credentials included,
    /// to wherever the `Location` points (and on Linux it drops a `307`'s body). The redirect answer
    /// itself is delivered instead, and ``HTTPService`` decides whether and how to follow it.
    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        completionHandler(nil)
    }

    /// Why `response`'s `Content-Length` cannot be believed (not a whole number of bytes, too large
    /// for one, or several that disagree), or `nil` when it can or there is none.
    static func contentLengthProblem(_ response: URLResponse) -> String? {
        guard let http = response as? HTTPURLResponse else { return nil }
        let values = http.allHeaderFields.compactMap { name, value -> String? in
            (name as? String)?.lowercased() == "content-length" ? ((value as? String) ?? "\(value)") : nil
        }
        guard !values.isEmpty else { return nil }
        let parts = values.flatMap { $0.split(separator: ",", omittingEmptySubsequences: false) }
            .map { $0.trimmingCharacters(in: .whitespaces) }
        let lengths = parts.map { part -> Int64? in
            guard !part.isEmpty, part.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
            return Int64(part)
        }
        guard lengths.contains(nil) || Set(lengths).count > 1 else { return nil }
        let shown = values.joined(separator: ", ")
        return "the answer's Content-Length \(shown.debugDescription) is not one whole number of bytes, "
            + "so where its body ends cannot be known"
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let id = task.taskIdentifier
        let transfer = transfers.withLock { $0.removeValue(forKey: id) }
        guard let transfer, let continuation = transfer.continuation else { return }
        if let error {
            continuation.resume(returning: .failed(error, headArrived: transfer.response != nil))
        } else {
            continuation.resume(returning: .answered(transfer.data, transfer.response ?? task.response))
        }
    }
}
