import Testing

#if canImport(XCTest)
    import XCTest
#endif

/// Reports a test failure to whichever framework is running the current test: Swift Testing when a
/// `@Test` is running, XCTest otherwise.
enum TestFailure {
    static func report(
        _ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
    ) {
        if Test.current != nil {
            Issue.record(
                Comment(rawValue: message),
                sourceLocation: SourceLocation(
                    fileID: String(describing: fileID), filePath: String(describing: filePath),
                    line: Int(line), column: Int(column)))
            return
        }
        #if canImport(XCTest)
            XCTFail(message, file: filePath, line: line)
        #else
            print("Test failure at \(filePath):\(line): \(message)")
        #endif
    }
}
