import Foundation
import Testing

/// Scenewright's composition layer — scenes, flows, coordinators, the app manager, modules — is
/// written against UIKit's names plus the composition seam, so the same code could compile against
/// Apple's UIKit with the seam made there. These tests keep it so.
@Suite("Scenewright uses the stage only through UIKit's names and the composition seam")
struct StageSurfaceTests {
    /// The repository root, from this file's path.
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    private static func swiftFiles(under folder: String) throws -> [(path: String, text: String)] {
        let base = root.appendingPathComponent(folder)
        let enumerator = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil)
        var files: [(path: String, text: String)] = []
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            files.append((url.path, try String(contentsOf: url, encoding: .utf8)))
        }
        return files.sorted { $0.path < $1.path }
    }

    private static func check() throws -> (StageSurfaceCheck, [(path: String, text: String)]) {
        let own = try swiftFiles(under: "Sources/Scenewright")
        let check = StageSurfaceCheck(
            shortNamesSource: try String(
                contentsOf: root.appendingPathComponent("Sources/HeadlessUI/ShortNames.swift"),
                encoding: .utf8),
            stageSources: try swiftFiles(under: "Sources/UIKitStage"),
            ownSources: own.map(\.text))
        return (check, own)
    }

    @Test(
        "Scenewright's sources import only UIKitStage, the core and Foundation, and write no short name or non-seam package API"
    )
    func sourcesStayOnTheSurface() throws {
        let (check, own) = try Self.check()
        #expect(own.count > 20, "the sources were not found under \(Self.root.path)")
        #expect(check.forbiddenPackageNames.contains("showRequestObserver") == false)
        let violations = own.flatMap { file in
            check.violations(
                inFile: String(file.path.dropFirst(Self.root.path.count + 1)), text: file.text)
        }
        #expect(violations.isEmpty, "\(violations.joined(separator: "\n"))")
    }

    @Test(
        "the check finds a short name, a non-seam package member and a stray import, and skips comments and strings"
    )
    func checkCanFail() throws {
        let (check, _) = try Self.check()
        let forbidden = try #require(check.forbiddenPackageNames.sorted().first)
        let source = """
            import HeadlessUI
            // ViewController in a comment, and \(forbidden)
            let a: ViewController = UIViewController()
            let b = "NavigationController \\(controller.\(forbidden))"
            """
        let found = check.violations(inFile: "Sources/Scenewright/Sample.swift", text: source)
        #expect(
            found == [
                "Sources/Scenewright/Sample.swift:1: imports HeadlessUI",
                "Sources/Scenewright/Sample.swift:3: uses HeadlessUI's short name ViewController",
                "Sources/Scenewright/Sample.swift:4: uses the stage's package API \(forbidden) outside the "
                    + "composition seam",
            ])
    }
}
