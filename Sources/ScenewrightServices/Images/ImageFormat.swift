import Foundation

/// An image file format, recognised from the first bytes of the data (its "magic number").
///
/// ``ImageStore`` accepts PNG, JPEG, GIF and WebP, whatever the URL's extension or the server's
/// `Content-Type` claim. The set is a struct with static members so formats can be added later
/// without breaking anyone's `switch`.
///
/// ```swift
/// if let format = ImageFormat.detect(in: data) {
///     print(format, format.mimeType)   // PNG image/png
/// }
/// ```
public struct ImageFormat: Hashable, Sendable, CustomStringConvertible {
    /// The format's usual name, such as `PNG`.
    public let name: String
    /// The format's media type, such as `image/png`.
    public let mimeType: String
    private let signature: @Sendable (Data) -> Bool

    private init(_ name: String, _ mimeType: String, signature: @escaping @Sendable (Data) -> Bool) {
        self.name = name
        self.mimeType = mimeType
        self.signature = signature
    }

    /// The name, such as `PNG`.
    public var description: String { name }

    /// Two formats are equal when their names are.
    /// - Parameters:
    ///   - lhs: A format.
    ///   - rhs: Another format.
    /// - Returns: Whether both are the same format.
    public static func == (lhs: ImageFormat, rhs: ImageFormat) -> Bool { lhs.name == rhs.name }

    /// Hashes the name.
    /// - Parameter hasher: The hasher.
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }

    /// PNG: starts with `89 50 4E 47 0D 0A 1A 0A`.
    public static let png = ImageFormat("PNG", "image/png") {
        $0.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    }
    /// JPEG: starts with `FF D8 FF`.
    public static let jpeg = ImageFormat("JPEG", "image/jpeg") { $0.starts(with: [0xFF, 0xD8, 0xFF]) }
    /// GIF: starts with `GIF87a` or `GIF89a`.
    public static let gif = ImageFormat("GIF", "image/gif") {
        $0.starts(with: Array("GIF87a".utf8)) || $0.starts(with: Array("GIF89a".utf8))
    }
    /// WebP: a RIFF container (`RIFF`, four length bytes) whose form type is `WEBP`.
    public static let webp = ImageFormat("WebP", "image/webp") {
        $0.starts(with: Array("RIFF".utf8)) && $0.dropFirst(8).starts(with: Array("WEBP".utf8))
    }

    /// How many bytes the signature takes (WebP's includes the RIFF length and form type).
    var signatureLength: Int {
        switch name {
        case "PNG": 8
        case "JPEG": 3
        case "GIF": 6
        default: 12
        }
    }

    /// The text that follows this format's signature in `data`, when all that follows (as far as
    /// 512 bytes) is text rather than image data: an error page behind an image's first bytes.
    ///
    /// Every real image of these formats has binary bytes right after its signature (a PNG's chunk
    /// length, a JPEG's marker, a GIF's width), so text there is never an image.
    func textAfterSignature(in data: Data) -> String? {
        let following = data.dropFirst(signatureLength).prefix(512)
        guard !following.isEmpty else { return nil }
        let isControl = { (byte: UInt8) in
            (byte < 0x20 && ![0x09, 0x0A, 0x0D].contains(byte)) || byte == 0x7F
        }
        guard !following.contains(where: isControl) else { return nil }
        // Non-ASCII bytes must be UTF-8 text; a character cut by the 512-byte window is allowed.
        for cut in 0...3 where following.count > cut {
            if let text = String(validating: following.dropLast(cut), as: UTF8.self) { return text }
        }
        return nil
    }

    /// Every format ``detect(in:)`` recognises, in the order it tries them.
    public static let all: [ImageFormat] = [.png, .jpeg, .gif, .webp]

    /// The format of `data`, judged from its first bytes, or `nil` when it is none of ``all``.
    ///
    /// ```swift
    /// ImageFormat.detect(in: Data([0xFF, 0xD8, 0xFF, 0xE0]))   // .jpeg
    /// ImageFormat.detect(in: Data("<html>".utf8))             // nil
    /// ```
    ///
    /// - Parameter data: The image's bytes (only the first 12 are looked at).
    /// - Returns: The format, or `nil`.
    public static func detect(in data: Data) -> ImageFormat? {
        let head = Data(data.prefix(12))
        return all.first { $0.signature(head) }
    }
}

/// An image's bytes, with the URL they came from and their detected format.
///
/// ``ImageStore`` returns these. Decoding the pixels is up to the platform (`UIImage(data:)`,
/// `NSImage(data:)`, or a decoder of your choice); the store only guarantees the format.
///
/// ```swift
/// let image = try await images.image(at: "/avatars/42.png")
/// print(image.format, image.byteCount)   // PNG 5120
/// ```
public struct LoadedImage: Sendable, Equatable {
    /// The absolute URL the bytes were loaded from.
    public let url: URL
    /// The format detected from the bytes.
    public let format: ImageFormat
    /// The bytes, exactly as the server sent them.
    public let data: Data

    /// The size in bytes, which is what the cache's budget counts.
    public var byteCount: Int { data.count }
}
