import CSQLite
import Foundation

/// Text comparison and matching with Swift's own semantics, registered on every connection so
/// that queries on text mean what the same expression means in Swift.
///
/// SQLite alone compares text byte by byte, and its `GLOB` and `LIKE` stop at a NUL character.
/// Swift compares `String`s by canonical equivalence (`"é" == "e\u{301}"`, `"K" == "\u{212A}"`)
/// and matches `hasPrefix`, `hasSuffix` and `contains` Character by Character. The store uses:
///
/// - the collation ``collation`` for `==`, `!=`, `in` and sorting on text columns: text is equal
///   when `String`'s `==` says so (canonical equivalence), and ordered by the Unicode scalars of its
///   NFC form — the order `String`'s `<` means, as a total order that SQLite's sorting needs;
/// - the function ``orderFunction`` for `<`, `<=`, `>` and `>=`: it answers with `String`'s own
///   operators, including the rare pairs where they are not a total order (`";K"` and
///   `"\u{37E}"`, GREEK QUESTION MARK, are neither `<` nor `==` each other in Swift 6.3);
/// - the functions ``containsFunction``, ``prefixFunction`` and ``suffixFunction``: they answer
///   with the standard library's `contains(_:)` on Characters and `String`'s `hasPrefix(_:)` and
///   `hasSuffix(_:)`.
///
/// Every byte counts, NUL included: SQLite hands over each value with its length.
enum SwiftTextSemantics {
    /// The collation that orders text as `String`'s `<` and `==` do.
    static let collation = "scenewright_swift"
    /// `scenewright_contains(text, other)`: 1 when `text` contains `other` Character by Character.
    static let containsFunction = "scenewright_contains"
    /// `scenewright_has_prefix(text, prefix)`: 1 when `text.hasPrefix(prefix)`.
    static let prefixFunction = "scenewright_has_prefix"
    /// `scenewright_has_suffix(text, suffix)`: 1 when `text.hasSuffix(suffix)`.
    static let suffixFunction = "scenewright_has_suffix"
    /// `scenewright_text_order(text, other, comparison)`: 1 when `text < other` (comparison 0),
    /// `<=` (1), `>` (2) or `>=` (3), by `String`'s operators.
    static let orderFunction = "scenewright_text_order"

    /// The `comparison` argument of ``orderFunction`` for an SQL comparison operator.
    static func orderCode(_ comparison: String) -> Int? {
        ["<", "<=", ">", ">="].firstIndex(of: comparison)
    }

    /// Registers the collation and the three functions on `handle`.
    ///
    /// - Returns: `SQLITE_OK`, or the first failing result code.
    static func register(on handle: OpaquePointer) -> Int32 {
        var code = sqlite3_create_collation_v2(handle, collation, SQLITE_UTF8, nil, compareCallback, nil)
        guard code == SQLITE_OK else { return code }
        let flags = SQLITE_UTF8 | SQLITE_DETERMINISTIC | SQLITE_INNOCUOUS
        for (name, callback) in [
            (containsFunction, containsCallback), (prefixFunction, prefixCallback),
            (suffixFunction, suffixCallback),
        ] {
            code = sqlite3_create_function_v2(handle, name, 2, flags, nil, callback, nil, nil, nil)
            guard code == SQLITE_OK else { return code }
        }
        return sqlite3_create_function_v2(handle, orderFunction, 3, flags, nil, orderCallback, nil, nil, nil)
    }

    /// Whether byte equality of `text` with any stored text is exactly Swift's `==`: true for ASCII
    /// text without `K`, `;` and `` ` ``, the only ASCII characters another character (U+212A
    /// KELVIN SIGN, U+037E GREEK QUESTION MARK, U+1FEF GREEK VARIA) is canonically equivalent to.
    /// Such comparisons can use the column's index.
    static func bytesDecideEquality(_ text: String) -> Bool {
        text.utf8.allSatisfy { byte in
            byte < 0x80 && byte != UInt8(ascii: "K") && byte != UInt8(ascii: ";") && byte != UInt8(ascii: "`")
        }
    }

    // MARK: - Swift's answers

    /// The collation's order: 0 for canonically equivalent text, otherwise the order of the NFC
    /// forms' Unicode scalars (-1 or 1).
    static func compare(_ lhs: UnsafeRawBufferPointer, _ rhs: UnsafeRawBufferPointer) -> Int32 {
        // Every insert into a unique text column compares a few times per index level: keep ASCII,
        // the common case, to two word-at-a-time scans and a memcmp.
        if isASCII(lhs), isASCII(rhs) {
            // ASCII is its own normal form: Swift orders it by scalar value, which is byte order.
            let shared = min(lhs.count, rhs.count)
            if shared > 0, let left = lhs.baseAddress, let right = rhs.baseAddress {
                let order = memcmp(left, right, shared)
                if order != 0 { return order < 0 ? -1 : 1 }
            }
            return lhs.count == rhs.count ? 0 : (lhs.count < rhs.count ? -1 : 1)
        }
        let left = String(decoding: lhs, as: UTF8.self).precomposedStringWithCanonicalMapping.unicodeScalars
        let right = String(decoding: rhs, as: UTF8.self).precomposedStringWithCanonicalMapping.unicodeScalars
        if left.elementsEqual(right) { return 0 }
        return left.lexicographicallyPrecedes(right) ? -1 : 1
    }

    /// `String`'s `<`, `<=`, `>` or `>=` (``orderCode(_:)``) on the two texts.
    static func order(_ lhs: UnsafeRawBufferPointer, _ rhs: UnsafeRawBufferPointer, code: Int32) -> Bool {
        let left = String(decoding: lhs, as: UTF8.self)
        let right = String(decoding: rhs, as: UTF8.self)
        switch code {
        case 0: return left < right
        case 1: return left <= right
        case 2: return left > right
        default: return left >= right
        }
    }

    /// Whether `text` contains `other`, Character by Character, as the standard library's
    /// `contains(_:)` on a `Collection` of Characters answers: every text contains `""`.
    static func contains(_ text: UnsafeRawBufferPointer, _ other: UnsafeRawBufferPointer) -> Bool {
        if isPlainASCII(text, allowingCarriageReturn: false),
            isPlainASCII(other, allowingCarriageReturn: false)
        {
            // Without CR (which joins a following LF into one Character), each ASCII byte is a Character.
            return byteRange(of: other, in: text)
        }
        let haystack = Array(String(decoding: text, as: UTF8.self))
        let needle = Array(String(decoding: other, as: UTF8.self))
        guard let first = needle.first else { return true }
        guard needle.count <= haystack.count else { return false }
        for start in 0...(haystack.count - needle.count) where haystack[start] == first {
            if haystack[start..<(start + needle.count)].elementsEqual(needle) { return true }
        }
        return false
    }

    /// `String`'s `hasPrefix(_:)`.
    static func hasPrefix(_ text: UnsafeRawBufferPointer, _ prefix: UnsafeRawBufferPointer) -> Bool {
        if isPlainASCII(text, allowingCarriageReturn: false),
            isPlainASCII(prefix, allowingCarriageReturn: false)
        {
            return prefix.count <= text.count && text.prefix(prefix.count).elementsEqual(prefix)
        }
        return String(decoding: text, as: UTF8.self).hasPrefix(String(decoding: prefix, as: UTF8.self))
    }

    /// `String`'s `hasSuffix(_:)`.
    static func hasSuffix(_ text: UnsafeRawBufferPointer, _ suffix: UnsafeRawBufferPointer) -> Bool {
        if isPlainASCII(text, allowingCarriageReturn: false),
            isPlainASCII(suffix, allowingCarriageReturn: false)
        {
            return suffix.count <= text.count && text.suffix(suffix.count).elementsEqual(suffix)
        }
        return String(decoding: text, as: UTF8.self).hasSuffix(String(decoding: suffix, as: UTF8.self))
    }

    /// Whether every byte is ASCII, eight bytes at a time.
    @inline(__always)
    private static func isASCII(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let count = bytes.count
        var offset = 0
        var words: UInt64 = 0
        while offset + 8 <= count {
            words |= base.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            offset += 8
        }
        var tail: UInt8 = 0
        while offset < count {
            tail |= base.load(fromByteOffset: offset, as: UInt8.self)
            offset += 1
        }
        return words & 0x8080_8080_8080_8080 == 0 && tail & 0x80 == 0
    }

    private static func isPlainASCII(_ bytes: UnsafeRawBufferPointer, allowingCarriageReturn: Bool) -> Bool {
        allowingCarriageReturn
            ? bytes.allSatisfy { $0 < 0x80 } : bytes.allSatisfy { $0 < 0x80 && $0 != UInt8(ascii: "\r") }
    }

    private static func byteRange(of needle: UnsafeRawBufferPointer, in text: UnsafeRawBufferPointer) -> Bool
    {
        guard let first = needle.first else { return true }
        guard needle.count <= text.count else { return false }
        for start in 0...(text.count - needle.count) where text[start] == first {
            if text[start..<(start + needle.count)].elementsEqual(needle) { return true }
        }
        return false
    }

    /// Hands the two text arguments of a function call to `test` and returns its answer as 0 or 1;
    /// `NULL` in either argument answers 0, so that `!` negates exactly.
    fileprivate static func answer(
        _ context: OpaquePointer?, _ count: Int32, _ arguments: UnsafeMutablePointer<OpaquePointer?>?,
        _ test: (UnsafeRawBufferPointer, UnsafeRawBufferPointer) -> Bool
    ) {
        guard count >= 2, let arguments, let first = arguments[0], let second = arguments[1],
            sqlite3_value_type(first) != SQLITE_NULL, sqlite3_value_type(second) != SQLITE_NULL
        else {
            sqlite3_result_int(context, 0)
            return
        }
        // Text first, then its length, as SQLite's documentation asks.
        let firstText = sqlite3_value_text(first)
        let firstBytes = UnsafeRawBufferPointer(
            start: firstText, count: firstText == nil ? 0 : Int(sqlite3_value_bytes(first)))
        let secondText = sqlite3_value_text(second)
        let secondBytes = UnsafeRawBufferPointer(
            start: secondText, count: secondText == nil ? 0 : Int(sqlite3_value_bytes(second)))
        sqlite3_result_int(context, test(firstBytes, secondBytes) ? 1 : 0)
    }
}

private typealias FunctionCallback =
    @convention(c) (
        OpaquePointer?, Int32, UnsafeMutablePointer<OpaquePointer?>?
    ) -> Void

private let containsCallback: FunctionCallback = { context, count, arguments in
    SwiftTextSemantics.answer(context, count, arguments, SwiftTextSemantics.contains)
}

private let prefixCallback: FunctionCallback = { context, count, arguments in
    SwiftTextSemantics.answer(context, count, arguments, SwiftTextSemantics.hasPrefix)
}

private let suffixCallback: FunctionCallback = { context, count, arguments in
    SwiftTextSemantics.answer(context, count, arguments, SwiftTextSemantics.hasSuffix)
}

private let orderCallback: FunctionCallback = { context, count, arguments in
    guard count == 3, let code = arguments?[2] else {
        sqlite3_result_int(context, 0)
        return
    }
    let comparison = sqlite3_value_int(code)
    SwiftTextSemantics.answer(context, count, arguments) { lhs, rhs in
        SwiftTextSemantics.order(lhs, rhs, code: comparison)
    }
}

private let compareCallback:
    @convention(c) (
        UnsafeMutableRawPointer?, Int32, UnsafeRawPointer?, Int32, UnsafeRawPointer?
    ) -> Int32 = { _, lhsCount, lhs, rhsCount, rhs in
        SwiftTextSemantics.compare(
            UnsafeRawBufferPointer(start: lhs, count: lhs == nil ? 0 : Int(lhsCount)),
            UnsafeRawBufferPointer(start: rhs, count: rhs == nil ? 0 : Int(rhsCount)))
    }
