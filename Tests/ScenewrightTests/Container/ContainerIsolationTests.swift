import Dispatch
import Scenewright
import Testing

/// Main-actor types register and resolve on the main actor; a main-actor factory never runs elsewhere.
@Suite struct ContainerIsolationTests {
    @Test("a @MainActor type registers and resolves on the main actor, with its dependencies")
    @MainActor func mainActorType() throws {
        let container = cityContainer()
            .register(CitiesDataSource.self) { r in CitiesDataSource(store: try r.resolve(LocationStore.self))
            }
        let source = try container.resolve(CitiesDataSource.self)
        #expect(source.store.database.name == "main")
    }

    @Test("a main-actor factory with an argument resolves on the main actor")
    @MainActor func mainActorArgument() throws {
        let container = Container().register(CitiesDataSource.self) { (_, name: String) in
            CitiesDataSource(store: LocationStore(database: Database(name: name)))
        }
        #expect(
            try container.resolve(CitiesDataSource.self, argument: "cities").store.database.name == "cities")
    }

    @Test("a non-Sendable instance registered on the main actor resolves there")
    @MainActor func nonSendableInstance() throws {
        let pad = Scratchpad()
        let container = Container().register(Scratchpad.self, instance: pad)
        try container.resolve(Scratchpad.self).notes.append("hello")
        #expect(pad.notes == ["hello"])
    }

    @Test(
        "resolving a main-actor factory from another thread is a thrown error, and the factory does not run")
    @MainActor func mainActorFromElsewhere() async throws {
        let counter = Counter()
        let container = Container().register(CitiesDataSource.self) { _ in
            counter.increment()
            return CitiesDataSource(store: LocationStore(database: Database()))
        }
        let elsewhere = Task.detached { () -> String? in
            do {
                _ = try container.resolve(CitiesDataSource.self)
                return nil
            } catch {
                return (error as? ContainerError)?.message
            }
        }
        let message = await elsewhere.value
        #expect(counter.value == 0)
        #expect(
            message == """
                CitiesDataSource was registered from the main actor, so its factory may use that actor's state \
                and runs only there, but it was resolved from a nonisolated context.
                Fix: resolve it on the main actor, or register it from a nonisolated function if its factory \
                and instance are safe to use from any thread.
                """)
    }

    @Test("a nonisolated factory that needs a main-actor one reports the chain")
    @MainActor func chainAcrossIsolation() throws {
        let container = Container()
            .register(CitiesDataSource.self) { _ in
                CitiesDataSource(store: LocationStore(database: Database()))
            }
        registerNonisolated(in: container)
        let error = #expect(throws: ContainerError.self) { try container.resolve(Greeting.self) }
        #expect(error?.kind == .isolationMismatch)
        #expect(error?.chain == ["Greeting", "CitiesDataSource"])
    }

    @Test("services registered from nonisolated code resolve from any thread")
    func nonisolatedAnywhere() async throws {
        let container = cityContainer()
        let names = try await withThrowingTaskGroup(of: String.self) { group in
            for _ in 0..<4 {
                group.addTask { try container.resolve(LocationService.self).store.database.name }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(names == Array(repeating: "main", count: 4))
    }
}

/// Registers from a nonisolated context: its factory may run on any thread.
nonisolated func registerNonisolated(in container: Container) {
    container.register(Greeting.self) { r in
        _ = try r.resolve(CitiesDataSource.self)
        return Greeting("unreachable")
    }
}
