import Foundation
import Testing

/// One example of the "Coming from UIKit" article that must not compile on Linux, with the errors
/// the article says the compiler gives.
struct ObjectiveCOnlyExample: CustomTestStringConvertible, Sendable {
    let heading: String
    let source: String
    let errors: [String]

    var testDescription: String { heading }

    /// The article, read from the checkout this test was built from.
    static let article = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/HeadlessUI/Documentation.docc/ComingFromUIKit.md")

    /// Each swift block marked as Objective-C only, with the text block that follows it.
    static func all() throws -> [ObjectiveCOnlyExample] {
        let lines = try String(contentsOf: article, encoding: .utf8).components(separatedBy: "\n")
        var examples: [ObjectiveCOnlyExample] = []
        var heading = ""
        var index = 0
        func block(from start: Int, fence: String) -> (lines: [String], end: Int)? {
            var line = start
            while line < lines.count, lines[line].trimmingCharacters(in: .whitespaces).isEmpty { line += 1 }
            guard line < lines.count, lines[line] == fence else { return nil }
            guard let close = lines[(line + 1)...].firstIndex(of: "```") else { return nil }
            return (Array(lines[(line + 1)..<close]), close + 1)
        }
        while index < lines.count {
            let line = lines[index]
            if line.hasPrefix("### ") { heading = String(line.dropFirst(4)) }
            if line.hasPrefix("<!-- snippet: skip (Objective-C only"),
                let code = block(from: index + 1, fence: "```swift"),
                let text = block(from: code.end, fence: "```text")
            {
                examples.append(
                    ObjectiveCOnlyExample(
                        heading: heading, source: code.lines.joined(separator: "\n"), errors: text.lines))
                index = text.end
                continue
            }
            index += 1
        }
        return examples
    }
}

/// Type-checks Swift files against the `UIKit` module of the running build with the toolchain's
/// `swiftc`, as a user's compiler would see them.
struct UIKitTypeCheck {
    let swiftc: URL
    let modules: URL

    struct SetupError: Error, CustomStringConvertible {
        let description: String
    }

    init() throws {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        guard
            let swiftc = path.split(separator: ":").lazy
                .map({ URL(fileURLWithPath: String($0)).appendingPathComponent("swiftc") })
                .first(where: { FileManager.default.isExecutableFile(atPath: $0.path) })
        else { throw SetupError(description: "no swiftc on PATH: run the tests with the toolchain's swift") }
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent()
        for _ in 0..<6 {
            for candidate in [folder.appendingPathComponent("Modules"), folder]
            where FileManager.default.fileExists(
                atPath: candidate.appendingPathComponent("UIKit.swiftmodule").path)
            {
                self.swiftc = swiftc
                self.modules = candidate
                return
            }
            folder = folder.deletingLastPathComponent()
        }
        throw SetupError(
            description: "no UIKit.swiftmodule above the test bundle: run swift build --build-tests first")
    }

    /// The compiler's `error:` lines for `source`, each without its `file:line:column: ` prefix.
    func errors(in source: String) throws -> [String] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "uikit-probe-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Probe.swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = swiftc
        process.arguments = ["-typecheck", "-swift-version", "6", "-I", modules.path, file.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return output.components(separatedBy: "\n").compactMap { line in
            guard line.hasPrefix(file.path), let range = line.range(of: " error: ") else { return nil }
            return "error: " + line[range.upperBound...]
        }
    }
}

@Suite("What cannot exist on Linux fails with the errors the article shows")
struct AppComingFromUIKitTests {
    @Test("the article shows six Objective-C-only examples, one per kind")
    func sixExamples() throws {
        let headings = try ObjectiveCOnlyExample.all().map(\.heading)
        #expect(
            headings == [
                "Selectors", "`@objc`", "Calling an optional protocol requirement with `?`",
                "Associated objects",
                "Autorelease pools", "Making a controller from a metatype",
            ])
    }

    @Test(
        "each example fails to compile with exactly the errors the article quotes",
        arguments: try ObjectiveCOnlyExample.all())
    func compilerErrors(example: ObjectiveCOnlyExample) throws {
        let compiler = try UIKitTypeCheck()
        let errors = try compiler.errors(in: example.source)
        #expect(Set(errors) == Set(example.errors), "the compiler said: \(errors)")
    }
}
