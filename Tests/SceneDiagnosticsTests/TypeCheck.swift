import Foundation

/// Runs `swiftc -typecheck` on a source text against the Scenewright module of the running build.
///
/// The test bundle is built next to the modules it depends on, so the module directory is found by
/// walking up from the running executable; `swiftc` is the first one on `PATH` (the toolchain that
/// runs `swift test`).
struct TypeCheck {
    struct Outcome {
        let succeeded: Bool
        let output: String
        /// Wall-clock seconds the compiler took.
        let seconds: Double
        /// The compiler's own CPU time (user + system), read from the shell that ran it: unlike the
        /// wall clock, it does not grow when other work keeps the machine's cores busy.
        let cpuSeconds: Double
    }

    enum SetupError: Error, CustomStringConvertible {
        case noSwiftc
        case noModule(String)

        var description: String {
            switch self {
            case .noSwiftc: "no swiftc on PATH: run the tests with the toolchain's swift"
            case .noModule(let start):
                "no Scenewright.swiftmodule above \(start): build the package first (swift build --build-tests)"
            }
        }
    }

    let swiftc: URL
    let arguments: [String]

    init() throws {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        guard
            let swiftc = path.split(separator: ":").lazy
                .map({ URL(fileURLWithPath: String($0)).appendingPathComponent("swiftc") })
                .first(where: { FileManager.default.isExecutableFile(atPath: $0.path) })
        else { throw SetupError.noSwiftc }
        self.swiftc = swiftc
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var folder = executable.deletingLastPathComponent()
        var found: URL?
        for _ in 0..<6 {
            for candidate in [folder.appendingPathComponent("Modules"), folder]
            where FileManager.default.fileExists(
                atPath: candidate.appendingPathComponent("Scenewright.swiftmodule").path)
            {
                found = candidate
                break
            }
            if found != nil { break }
            folder = folder.deletingLastPathComponent()
        }
        guard let modules = found else { throw SetupError.noModule(executable.path) }
        var arguments = ["-typecheck", "-swift-version", "6", "-I", modules.path]
        // Scenewright imports a small C module; its module map sits in the build folder beside the modules.
        let build = modules.lastPathComponent == "Modules" ? modules.deletingLastPathComponent() : modules
        let map = build.appendingPathComponent("CScenewrightSupport.build/module.modulemap")
        if FileManager.default.fileExists(atPath: map.path) {
            arguments += ["-Xcc", "-fmodule-map-file=\(map.path)"]
        }
        self.arguments = arguments
    }

    /// Type-checks `source` as one file; gives up (and reports failure) after `limit` seconds.
    func run(_ source: String, name: String, limit: Double = 120) throws -> Outcome {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("scene-diagnostics-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("\(name).swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        let times = folder.appendingPathComponent("times.txt")
        let process = Process()
        // bash runs the compiler, then its `times` builtin writes the CPU time its children used.
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments =
            ["-c", #""$0" "$@"; status=$?; times > "$SCENE_DIAGNOSTICS_TIMES"; exit $status"#, swiftc.path]
            + arguments + [file.path]
        var environment = ProcessInfo.processInfo.environment
        environment["SCENE_DIAGNOSTICS_TIMES"] = times.path
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        let clock = ContinuousClock()
        let start = clock.now
        try process.run()
        let watchdog = DispatchWorkItem { [process] in if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + limit, execute: watchdog)
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        watchdog.cancel()
        let elapsed = start.duration(to: clock.now)
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        return Outcome(
            succeeded: process.terminationStatus == 0,
            output: String(decoding: data, as: UTF8.self),
            seconds: seconds,
            cpuSeconds: Self.childrenCPUSeconds(in: times) ?? seconds)
    }

    /// The children's user and system time from bash's `times` output (its second line, e.g.
    /// `0m1.234s 0m0.210s`), in seconds; `nil` when the file is missing or not in that form.
    static func childrenCPUSeconds(in file: URL) -> Double? {
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { return nil }
        let lines = text.split(separator: "\n")
        guard lines.count >= 2 else { return nil }
        var total = 0.0
        for field in lines[1].split(separator: " ") {
            let parts = field.dropLast().split(separator: "m")
            guard field.hasSuffix("s"), parts.count == 2, let minutes = Double(parts[0]),
                let seconds = Double(parts[1])
            else { return nil }
            total += minutes * 60 + seconds
        }
        return total
    }
}
