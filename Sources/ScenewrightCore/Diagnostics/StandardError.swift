#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes text to standard error (file descriptor 2) without Foundation.
enum StandardError {
    static func write(_ text: String) {
        var text = text
        text.withUTF8 { buffer in
            guard let base = buffer.baseAddress else { return }
            #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
                _ = unistdWrite(2, base, buffer.count)
            #endif
        }
    }
}

#if canImport(Glibc)
    private let unistdWrite = Glibc.write
#elseif canImport(Musl)
    private let unistdWrite = Musl.write
#elseif canImport(Darwin)
    private let unistdWrite = Darwin.write
#endif
