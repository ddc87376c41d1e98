import Foundation
import ScenewrightCore

/// Why ``ImageStore`` could not return an image: it names the URL, what went wrong and the fix.
///
/// A load either failed over HTTP (`Kind.loadFailed`, with the ``HTTPError`` in ``http``) or
/// brought back bytes that are not a PNG, JPEG, GIF or WebP image (`Kind.unrecognizedFormat`, with
/// the first bytes in the message). Failed loads are never cached: asking again loads again.
///
/// ```swift
/// do {
///     avatar = try await images.image(at: "/avatars/42.png")
/// } catch where error.kind == .unrecognizedFormat {
///     print(error)   // The data at http://…/avatars/42.png is not a PNG, JPEG, GIF or WebP image: …
/// }
/// ```
public struct ImageStoreError: ScenewrightError {
    /// What went wrong: the kinds are the constants of `ErrorKind` where `Failure` is this type.
    public typealias Kind = ErrorKind<ImageStoreError>

    /// What went wrong.
    public let kind: Kind
    /// The image's URL, or the text that failed to become one.
    public let url: String
    /// What went wrong, naming the URL, and how to fix it.
    public let message: String
    /// The HTTP failure, for `Kind.loadFailed`.
    public let http: HTTPError?

    static func loadFailed(_ error: HTTPError) -> ImageStoreError {
        ImageStoreError(
            kind: .loadFailed, url: error.url,
            message: "Loading the image at \(error.url) failed. \(error.message)", http: error)
    }

    static func cancelled(_ url: URL) -> ImageStoreError {
        ImageStoreError(
            kind: .cancelled, url: URLRedaction.shown(url),
            message:
                "Loading the image at \(URLRedaction.shown(url)) was abandoned because the task awaiting it was "
                + "cancelled.",
            http: nil)
    }

    static func unrecognizedFormat(_ url: URL, _ data: Data) -> ImageStoreError {
        let formats = ImageFormat.all.map(\.name)
        let list = formats.dropLast().joined(separator: ", ") + " or " + (formats.last ?? "")
        return ImageStoreError(
            kind: .unrecognizedFormat, url: URLRedaction.shown(url),
            message:
                "The data at \(URLRedaction.shown(url)) is not a \(list) image: \(firstBytes(of: data)). "
                + "Check that the URL points at an image; an error or login page served with status 200 "
                + "looks like this.",
            http: nil)
    }

    /// Bytes that start with `format`'s signature and go on as text: an error page, not an image.
    static func textBehindSignature(_ url: URL, format: ImageFormat, text: String, byteCount: Int)
        -> ImageStoreError
    {
        let excerpt = text.count <= 120 ? text : text.prefix(120) + "…"
        return ImageStoreError(
            kind: .unrecognizedFormat, url: URLRedaction.shown(url),
            message:
                "The data at \(URLRedaction.shown(url)) (\(byteCount) bytes) starts with a \(format.name) "
                + "signature but goes on as text, not image data: \(excerpt.debugDescription). That is an error "
                + "page (from the server, or a proxy or CDN in between) sent with status 200 behind an image's "
                + "first bytes; it was not cached. Check the server, then load the image again.",
            http: nil)
    }

    /// `its 1234 bytes start with 3C 21 44 4F 43 54 59 50 ("<!DOCTYP")`, or that the data is empty.
    static func firstBytes(of data: Data) -> String {
        guard !data.isEmpty else { return "the answer is empty (0 bytes)" }
        let head = Array(data.prefix(8))
        let hex = head.map { byte in
            let digits = String(byte, radix: 16, uppercase: true)
            return digits.count == 1 ? "0" + digits : digits
        }.joined(separator: " ")
        let ascii = String(head.map { (0x20..<0x7F).contains($0) ? Character(UnicodeScalar($0)) : "." })
        let lead = data.count == 1 ? "its only byte is" : "its \(data.count) bytes start with"
        return "\(lead) \(hex) (\"\(ascii)\")"
    }
}

extension ErrorKind where Failure == ImageStoreError {
    /// The HTTP request failed; ``ImageStoreError/http`` says how.
    public static var loadFailed: Self { Self("loadFailed") }

    /// The bytes are not an image in a recognised format.
    public static var unrecognizedFormat: Self { Self("unrecognizedFormat") }

    /// The calling task was cancelled; a load it shared goes on for the other callers.
    public static var cancelled: Self { Self("cancelled") }
}
