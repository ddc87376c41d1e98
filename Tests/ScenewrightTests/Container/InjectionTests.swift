import Scenewright
import ScenewrightTesting
import Testing

/// After-creation injection, cycles broken on purpose, and write-once properties.
@Suite struct InjectionTests {
    @Test("injecting runs after the factory and can set properties from the container")
    func injectingRuns() throws {
        let container = Container()
            .register(Parent.self, scope: .graph) { _ in
                Parent()
            } injecting: { r, parent in
                parent.child = try r.resolve(Child.self)
            }
            .register(Child.self) { r in Child(parent: try r.resolve(Parent.self)) }
        let parent = try container.resolve(Parent.self)
        let child = try #require(parent.child)
        let linked = child.parent === parent
        #expect(linked)
    }

    @Test("a shared instance's injection resolves the instance itself without a cycle error")
    func sharedInjectionCycle() throws {
        let container = Container()
            .register(Parent.self, scope: .shared) { _ in
                Parent()
            } injecting: { r, parent in
                parent.child = try r.resolve(Child.self)
            }
            .register(Child.self) { r in Child(parent: try r.resolve(Parent.self)) }
        let parent = try container.resolve(Parent.self)
        let again = try container.resolve(Parent.self)
        let same = parent === again
        let linked = parent.child?.parent === parent
        #expect(same)
        #expect(linked)
    }

    @Test("a transient instance that needs itself during injection is reported as a cycle")
    func transientInjectionCycle() {
        let container = Container()
            .register(Parent.self) { _ in
                Parent()
            } injecting: { r, parent in
                parent.child = try r.resolve(Child.self)
            }
            .register(Child.self) { r in Child(parent: try r.resolve(Parent.self)) }
        let error = #expect(throws: ContainerError.self) { try container.resolve(Parent.self) }
        #expect(error?.kind == .cycle)
        #expect(error?.chain == ["Parent", "Child", "Parent"])
    }

    @Test("an injection that throws is wrapped with the chain")
    func injectionFails() {
        let container = Container()
            .register(Parent.self) { _ in
                Parent()
            } injecting: { _, _ in
                throw Failure()
            }
        let error = #expect(throws: ContainerError.self) { try container.resolve(Parent.self) }
        #expect(error?.kind == .injectionFailed)
        #expect(
            error?.message == """
                The injection of Parent threw: the disk is full
                Fix: make the `injecting:` closure succeed; `underlying` holds its error.
                """)
    }

    @Test("a write-once property takes its first value and rejects a second write with a diagnostic")
    func writeOnce() {
        let parent = Parent()
        let first = Child(parent: parent)
        let second = Child(parent: parent)
        let diagnostics = captureDiagnostics {
            parent.child = first
            parent.child = second
            parent.child = nil
        }
        let kept = parent.child === first
        #expect(kept)
        #expect(diagnostics.map(\.kind) == [.writeOnceViolation, .writeOnceViolation])
        #expect(
            diagnostics.first?.message.hasPrefix(
                "A second write to the write-once Child property declared at ScenewrightTests/ContainerFixtures.swift:"
            ) == true)
    }

    @Test("a write-once property starts empty and its first write is silent")
    func writeOnceFirst() {
        let parent = Parent()
        #expect(parent.child == nil)
        let diagnostics = captureDiagnostics { parent.child = Child(parent: parent) }
        #expect(diagnostics.isEmpty)
        #expect(parent.child != nil)
    }
}

/// Write-once injection, to the letter of its documentation.
@Suite struct WriteOnceTests {
    @Test("a second write, even of nil, is rejected")
    func secondWriteEvenOfNil() {
        let parent = Parent()
        let child = Child(parent: parent)
        let diagnostics = captureDiagnostics {
            parent.child = nil
            parent.child = child
        }
        // The first write counts although it wrote nil: the value stays nil.
        #expect(parent.child == nil)
        #expect(diagnostics.map(\.kind) == [.writeOnceViolation])
    }

    @Test("a first write of nil is silent, and a write of nil after a value is rejected too")
    func nilFirstSilent() {
        let parent = Parent()
        let silent = captureDiagnostics { parent.child = nil }
        #expect(silent.isEmpty)
        let other = Parent()
        let child = Child(parent: other)
        let rejected = captureDiagnostics {
            other.child = child
            other.child = nil
        }
        let kept = other.child === child
        #expect(kept)
        #expect(rejected.map(\.kind) == [.writeOnceViolation])
    }
}
