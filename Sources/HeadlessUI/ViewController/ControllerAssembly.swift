/// A record a layer above leaves on a controller it builds — a scene's dependencies, the observing
/// ones, its `view` closure — kept for the controller's whole life.
///
/// The conforming type is the record itself, and a value of it lives *inside* the controller, in
/// ``AssemblyRoom``: building a scene allocates nothing beyond the objects it makes. Only a record
/// too large for the room, or one added to a controller that already holds a record, goes to the
/// heap, in one allocation. Records are never moved: each requirement is handed the address of a
/// value of the conforming type, which stays put until ``destroy(_:)``.
@MainActor @usableFromInline package protocol ControllerAssembly {
    /// The root view for `controller`, asked by the default ``ViewController/loadView()`` on every
    /// load; `nil` for a plain view. `record` is the address of a value of this type.
    static func makeRootView(for controller: ViewController, record: UnsafeMutableRawPointer) -> View?
    /// Called with every lifecycle event right after the controller's own method, before the
    /// listeners. `record` is the address of a value of this type.
    static func controller(
        _ controller: ViewController, didReceive event: LifecycleEvent, record: UnsafeMutableRawPointer)
    /// Deinitialises the value of this type at `record`; called once, when its controller goes away.
    nonisolated static func destroy(_ record: UnsafeMutableRawPointer)
}

extension ControllerAssembly {
    /// Deinitialises the value at `record`. Written once here, generic over the record type, so the
    /// type's metadata comes with the call instead of being looked up again.
    @usableFromInline package nonisolated static func destroy(_ record: UnsafeMutableRawPointer) {
        record.assumingMemoryBound(to: Self.self).deinitialize(count: 1)
    }
}

/// Room for one ``ControllerAssembly`` record inside every controller: fourteen words, enough for a
/// scene of three dependencies with their observers and its `view` closure. Plain bits to the
/// compiler; the record's type, kept next to it, owns and destroys what they hold.
///
/// Its methods are nonisolated on purpose: a closure formed on the main actor and handed to the
/// standard library's `withUnsafeMutablePointer` would check its executor at run time on every call.
@usableFromInline package struct AssemblyRoom {
    @usableFromInline var words:
        (UInt, UInt, UInt, UInt, UInt, UInt, UInt, UInt, UInt, UInt, UInt, UInt, UInt, UInt) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)

    @usableFromInline init() {}

    /// Whether a value of `Record` can live in the room: small enough, and movable bit for bit.
    @inlinable static func fits<Record>(_: Record.Type) -> Bool {
        MemoryLayout<Record>.size <= MemoryLayout<Self>.size
            && MemoryLayout<Record>.alignment <= MemoryLayout<Self>.alignment
            && _isBitwiseTakable(Record.self)
    }

    /// Writes the bits of `record` into the room without taking ownership: until ``take(_:)`` moves
    /// the same value in, `record` must stay alive and unchanged, and the room may only be read.
    @inlinable mutating func image<Record>(of record: inout Record) {
        withUnsafeMutablePointer(to: &words) { room in
            withUnsafeMutablePointer(to: &record) { source in
                UnsafeMutableRawPointer(room).copyMemory(from: source, byteCount: MemoryLayout<Record>.size)
            }
        }
    }

    /// Moves `record` into the room, which then owns it.
    @inlinable mutating func take<Record>(_ record: consuming Record) {
        var pending = Optional(record)
        withUnsafeMutablePointer(to: &words) { room in
            if let value = pending.take() {
                UnsafeMutableRawPointer(room).initializeMemory(as: Record.self, to: value)
            }
        }
    }

    /// Calls `body` with the room's address.
    @inlinable mutating func withAddress<Result>(_ body: (UnsafeMutableRawPointer) -> Result) -> Result {
        withUnsafeMutablePointer(to: &words) { body(UnsafeMutableRawPointer($0)) }
    }
}

/// A record that did not go in a controller's room: too large for it, or added to a controller
/// that already held one. Kept in a list, oldest first.
@MainActor @usableFromInline final class HeapAssembly {
    // Read off the main actor only by `deinit`, when nothing else can reach the record.
    nonisolated(unsafe) let kind: any ControllerAssembly.Type
    nonisolated(unsafe) let record: UnsafeMutableRawPointer
    var next: HeapAssembly?

    @usableFromInline init<Record: ControllerAssembly>(_ value: consuming Record) {
        kind = Record.self
        record = .allocate(byteCount: MemoryLayout<Record>.size, alignment: MemoryLayout<Record>.alignment)
        record.initializeMemory(as: Record.self, to: value)
    }

    deinit {
        kind.destroy(record)
        record.deallocate()
    }

    /// The root view of the newest record that makes one.
    func makeRootView(for controller: ViewController) -> View? {
        next?.makeRootView(for: controller) ?? kind.makeRootView(for: controller, record: record)
    }

    /// Forwards `event` to this record, then to the newer ones.
    func controller(_ controller: ViewController, didReceive event: LifecycleEvent) {
        kind.controller(controller, didReceive: event, record: record)
        next?.controller(controller, didReceive: event)
    }

    func append(_ later: HeapAssembly) {
        if let next { next.append(later) } else { next = later }
    }
}

/// Where ``ViewController/installAssembly(_:)`` put a record.
@usableFromInline package enum AssemblyPlacement {
    /// An image in the controller's room, made whole by ``ViewController/commitAssembly(_:_:)``.
    case room
    /// A copy on the heap; the caller's value is its own.
    case heap
}

extension ViewController {
    /// Leaves `record` on this controller for its whole life: in its room when the room is free and
    /// the record fits, on the heap otherwise. The room holds only an image of `record` until
    /// ``commitAssembly(_:_:)`` moves it in, so the caller can go on borrowing the values in it
    /// without any reference counting; call it with the same, unchanged value.
    /// - Returns: Where the record went, and whether the controller already held one (another scene
    ///   built it).
    @inlinable @inline(__always) package final func installAssembly<Record: ControllerAssembly>(
        _ record: inout Record
    ) -> (
        placement: AssemblyPlacement, reused: Bool
    ) {
        let reused = assemblyKind != nil || heapAssemblies != nil
        if !reused && AssemblyRoom.fits(Record.self) {
            assemblyRoom.image(of: &record)
            assemblyKind = Record.self
            return (.room, false)
        }
        appendHeapAssembly(HeapAssembly(record))
        return (.heap, reused)
    }

    /// Completes ``installAssembly(_:)``: moves `record` into the room if it went there.
    @inlinable @inline(__always) package final func commitAssembly<Record: ControllerAssembly>(
        _ record: consuming Record, _ placement: AssemblyPlacement
    ) {
        if case .room = placement { assemblyRoom.take(record) }
    }

    @usableFromInline final func appendHeapAssembly(_ assembly: HeapAssembly) {
        if let heapAssemblies { heapAssemblies.append(assembly) } else { heapAssemblies = assembly }
    }

    /// The root view the newest record that makes one makes, if any.
    final func makeAssemblyRootView() -> View? {
        if let view = heapAssemblies?.makeRootView(for: self) { return view }
        guard let kind = assemblyKind else { return nil }
        return assemblyRoom.withAddress { kind.makeRootView(for: self, record: $0) }
    }

    /// Forwards `event` to the records, oldest first.
    final func forwardToAssemblies(_ event: LifecycleEvent) {
        if let kind = assemblyKind {
            assemblyRoom.withAddress { kind.controller(self, didReceive: event, record: $0) }
        }
        if let heapAssemblies { heapAssemblies.controller(self, didReceive: event) }
    }
}
