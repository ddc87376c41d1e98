import ScenewrightServices

/// The error `request` fails with, or `nil` when it succeeds: for tests that check how a call
/// fails, without a `do`/`catch` in each.
func failure(_ request: HTTPRequest, with http: HTTPService) async -> HTTPError? {
    do throws(HTTPError) {
        _ = try await http.send(request)
        return nil
    } catch {
        return error
    }
}
