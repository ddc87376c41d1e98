import Scenewright
import Testing

protocol Logging: Sendable { func log(_ line: String) -> String }
protocol Flushing: Sendable {}
final class ConsoleLogger: Logging, Flushing {
    func log(_ line: String) -> String { "console: \(line)" }
}
final class FileLogger: Logging {
    func log(_ line: String) -> String { "file: \(line)" }
}

/// Zebra's promise: a service registered once resolves by its type or by any protocol it conforms
/// to, without naming the protocol at registration.
@Suite struct ContainerProtocolLookupTests {
    @Test("services can be resolved by using their type or passing a protocol")
    func zebrasSentence() throws {
        let logger = ConsoleLogger()
        let container = Container().register(ConsoleLogger.self, instance: logger)
        let byType = try container.resolve(ConsoleLogger.self)
        let byProtocol = try container.resolve((any Logging).self)
        let bySecondProtocol = try container.resolve((any Flushing).self)
        let sameInstance =
            byType === logger && (byProtocol as? ConsoleLogger) === logger
            && (bySecondProtocol as? ConsoleLogger) === logger
        #expect(sameInstance)
        #expect(byProtocol.log("hi") == "console: hi")
    }

    @Test(
        "an app manager's service registered as an instance resolves by protocol through an agent's container"
    )
    @MainActor func throughTheAppManager() throws {
        let manager = AppManager()
        manager.container.register(ConsoleLogger.self, instance: ConsoleLogger())
        let child = manager.container.child()
        #expect(try child.resolve((any Logging).self).log("x") == "console: x")
    }

    @Test("two registered instances that conform to the protocol are a clear error naming both")
    func twoCandidates() {
        let container = Container()
            .register(ConsoleLogger.self, instance: ConsoleLogger())
            .register(FileLogger.self, instance: FileLogger())
        let error = #expect(throws: ContainerError.self) { try container.resolve((any Logging).self) }
        #expect(error?.kind == .ambiguousConformance)
        #expect(error?.message.contains("ConsoleLogger") == true)
        #expect(error?.message.contains("FileLogger") == true)
        #expect(error?.message.contains("implements:") == true)
        // Only one conforms to Flushing: no ambiguity there.
        #expect(throws: Never.self) { try container.resolve((any Flushing).self) }
    }

    @Test("a registration under the protocol wins over instances that conform to it")
    func explicitRegistrationWins() throws {
        let container = Container()
            .register(ConsoleLogger.self, instance: ConsoleLogger())
            .register(FileLogger.self, instance: FileLogger())
            .register((any Logging).self) { _ in FileLogger() }
        #expect(try container.resolve((any Logging).self).log("a") == "file: a")
    }

    @Test("a child's own conforming instance is found before its parent's")
    func childFirst() throws {
        let parent = Container().register(FileLogger.self, instance: FileLogger())
        let child = parent.child().register(ConsoleLogger.self, instance: ConsoleLogger())
        #expect(try child.resolve((any Logging).self).log("c") == "console: c")
        #expect(try parent.resolve((any Logging).self).log("p") == "file: p")
    }

    @Test("a protocol nothing conforms to is still a miss that explains itself")
    func stillAMiss() {
        let container = Container().register(FileLogger.self, instance: FileLogger())
        let error = #expect(throws: ContainerError.self) { try container.resolve((any Flushing).self) }
        #expect(error?.kind == .missingRegistration)
    }
}
