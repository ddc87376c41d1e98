import Foundation
import LoopbackHTTP
import Synchronization

extension CityFacts {
    /// The app's backend: a real HTTP server on 127.0.0.1 serving city facts as JSON and photos as
    /// PNG. It can go into maintenance (every answer a 503) or down altogether (connections refused).
    ///
    /// - `GET /cities` — the list, `[{"slug", "name", "country"}]`
    /// - `GET /cities/<slug>` — one city's facts, or a 404 with a JSON error
    /// - `GET /photos/<slug>.png` — a PNG
    final class Backend: Sendable {
        /// The server; stop it to take the backend down.
        let server: LoopbackHTTPServer
        private let maintenance: Flag

        /// Starts the server on 127.0.0.1, on a port the system picks.
        /// - Throws: `LoopbackHTTPServer.Failure` when the socket cannot be opened.
        init() throws {
            let maintenance = Flag()
            self.maintenance = maintenance
            server = try LoopbackHTTPServer { request in
                guard !maintenance.isOn else {
                    return .json(#"{"error":"Down for maintenance"}"#, status: 503)
                }
                return Backend.answer(request)
            }
        }

        /// `http://127.0.0.1:<port>`.
        var baseURL: URL { server.baseURL }

        /// Starts or ends maintenance: while it lasts, every request is answered 503.
        func setMaintenance(_ isOn: Bool) { maintenance.isOn = isOn }

        /// Takes the server down for good: from now on connections are refused.
        func stop() { server.stop() }

        /// The answer to one request.
        static func answer(_ request: LoopbackHTTPServer.Request) -> LoopbackHTTPServer.Reply {
            let parts = request.path.split(separator: "/").map(String.init)
            switch (request.method, parts.count, parts.first) {
            case ("GET", 1, "cities"):
                return .json(
                    encode(sheets.map { Listing(slug: $0.slug, name: $0.name, country: $0.country) }))
            case ("GET", 2, "cities"):
                guard let sheet = sheets.first(where: { $0.slug == parts[1] }) else {
                    return .json(#"{"error":"No city called \#(parts[1])"}"#, status: 404)
                }
                return .json(encode(sheet))
            case ("GET", 2, "photos") where parts[1].hasSuffix(".png"):
                return .bytes(Data(pixelPNG), contentType: "image/png")
            default:
                return .json(#"{"error":"No page at \#(request.method) \#(request.path)"}"#, status: 404)
            }
        }

        private static func encode(_ value: some Encodable) -> String {
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            return (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "null"
        }

        /// What the server knows.
        static let sheets = [
            FactSheet(
                slug: "amsterdam", name: "Amsterdam", country: "NL", population: 921_402, founded: 1275,
                facts: ["Has more bicycles than people.", "Stands on millions of wooden piles."],
                photo: "/photos/amsterdam.png"),
            FactSheet(
                slug: "kyoto", name: "Kyoto", country: "JP", population: 1_464_890, founded: 794,
                facts: [
                    "Was Japan's capital for over a thousand years.", "Has about 1,600 Buddhist temples.",
                ],
                photo: "/photos/kyoto.png"),
            FactSheet(
                slug: "reykjavik", name: "Reykjavík", country: "IS", population: 139_875, founded: 874,
                facts: [
                    "Is the northernmost capital of a sovereign state.", "Heats its homes with hot springs.",
                ],
                photo: nil),
        ]

        /// A real 1×1 PNG (67 bytes).
        static let pixelPNG: [UInt8] = [
            0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52,
            0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00, 0x1F, 0x15, 0xC4,
            0x89, 0x00, 0x00, 0x00, 0x0A, 0x49, 0x44, 0x41, 0x54, 0x78, 0x9C, 0x63, 0x00, 0x01, 0x00, 0x00,
            0x05, 0x00, 0x01, 0x0D, 0x0A, 0x2D, 0xB4, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4E, 0x44, 0xAE,
            0x42, 0x60, 0x82,
        ]

        /// A switch the server's threads read.
        private final class Flag: Sendable {
            private let value = Mutex(false)  // guards the switch's state
            var isOn: Bool {
                get { value.withLock { $0 } }
                set { value.withLock { $0 = newValue } }
            }
        }
    }
}
