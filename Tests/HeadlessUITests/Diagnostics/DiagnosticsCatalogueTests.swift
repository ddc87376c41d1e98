import Foundation
import HeadlessUI
import Testing

@Suite("The diagnostics catalogue")
struct DiagnosticsCatalogueTests {
    /// Every kind the stage declares, with its stable name.
    static let stageKinds: [UIDiagnostic.Kind] = [
        .pushDuplicate, .pushNavigationController, .controllerInUse, .invalidPop, .invalidContainerContent,
        .presentWhilePresenting, .presentActiveController, .presentFromOffScreen,
        .dismissWithNothingPresented,
        .unbalancedAppearanceTransition, .unloadOnScreen, .viewHierarchyCycle, .invalidGeometry,
        .loadViewDidNotSetView,
        .containmentCycle, .interactiveTransitionEnded, .interactiveTransitionAbandoned,
        .applicationStateUnchanged, .sceneClassNotWindowScene,
        .invalidPresentationStyle,
        .presentationContextNotModelled, .swipeBackRefused,
        .transitionAlreadyCompleted, .transitionAbandoned, .swipeBackDisabled,
    ]

    @Test("the stage's kinds have distinct, dotted names")
    func distinctNames() {
        let names = Self.stageKinds.map(\.rawValue)
        #expect(Set(names).count == names.count)
        #expect(names.allSatisfy { $0.contains(".") && $0 == $0.trimmingCharacters(in: .whitespaces) })
    }

    @Test("no diagnostic in the sources is made from a bare string: every kind is a named constant")
    func noBareKindsAtCallSites() throws {
        // Tests/HeadlessUITests/Diagnostics/<this file> → the package root.
        let sources = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources")
        let files = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
        var offenders: [String] = []
        var scanned = 0
        for case let file as URL in files where file.pathExtension == "swift" {
            let text = try String(contentsOf: file, encoding: .utf8)
            scanned += 1
            // A call site looks like `UIDiagnostic(` followed by `.init("` or `Kind("`.
            let compact = text.components(separatedBy: .whitespacesAndNewlines).filter { !$0.isEmpty }
                .joined(separator: " ")
            for marker in [
                "UIDiagnostic( .init(\"", "UIDiagnostic(.init(\"", "UIDiagnostic( Kind(\"",
                "UIDiagnostic(Kind(\"",
            ]
            where compact.contains(marker) {
                offenders.append(file.lastPathComponent)
            }
        }
        #expect(scanned > 50)
        #expect(offenders.isEmpty, "bare diagnostic kinds in \(offenders)")
    }
}
