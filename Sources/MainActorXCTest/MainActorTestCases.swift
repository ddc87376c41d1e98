// Runs `@MainActor` XCTestCase classes with swift-corelibs-xctest (Linux, Windows, Android).
//
// SwiftPM's test discovery on those platforms lists each test method as `("testX", testX)` and
// passes the list to XCTest's `testCase(_:)`, whose closures are not isolated. For a `@MainActor`
// class the list's type is `[(String, (T) -> @MainActor () throws -> Void)]`, and converting it
// is a runtime cast that fails: the test binary aborts before the first test ("Could not cast
// value of type '(MyTests) -> @MainActor () -> ()'", swift-corelibs-xctest issue 424).
//
// These overloads take exactly that list, so the discovery code picks them, and run each test on
// the main actor, where XCTest already runs every test (the main thread). This module is compiled
// in Swift 5 mode on purpose: in Swift 6 mode a `@MainActor` function type is inferred `@Sendable`,
// and the overloads would no longer match the discovery code's list exactly.
//
// A test target makes the discovery code see them by re-exporting the module from any one file:
//
//     #if canImport(MainActorXCTest)
//     @_exported import MainActorXCTest
//     #endif

#if canImport(XCTest) && !canImport(ObjectiveC)
    import XCTest

    /// The `@MainActor` tests of `T`, as SwiftPM's test discovery lists them, each run on the main
    /// actor.
    /// - Parameter allTests: Each test's name and its method.
    /// - Returns: The entry `XCTMain` runs.
    public func testCase<T: XCTestCase>(
        _ allTests: [(String, (T) -> @MainActor () throws -> Void)]
    ) -> XCTestCaseEntry {
        let tests: [(String, XCTestCaseClosure)] = allTests.map { name, method in
            (
                name,
                { testCase in
                    guard let test = testCase as? T else { return }
                    let run = method(test)
                    try MainActor.assumeIsolated { try run() }
                }
            )
        }
        return (testCaseClass: T.self, allTests: tests)
    }

    /// The `@MainActor` tests of `T` that do not throw, as SwiftPM's test discovery lists them, each
    /// run on the main actor.
    /// - Parameter allTests: Each test's name and its method.
    /// - Returns: The entry `XCTMain` runs.
    public func testCase<T: XCTestCase>(
        _ allTests: [(String, (T) -> @MainActor () -> Void)]
    ) -> XCTestCaseEntry {
        let throwing: [(String, (T) -> @MainActor () throws -> Void)] = allTests.map { name, method in
            (name, { test in method(test) })
        }
        return testCase(throwing)
    }
#endif
