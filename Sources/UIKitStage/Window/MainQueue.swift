import Dispatch

/// Whether the caller runs on the main queue, which runs the main actor: a `deinit`, which no actor
/// isolates, asks before it touches the stage.
enum MainQueue {
    /// A key only the main queue has a value for.
    private static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Whether the caller runs on the main queue.
    static var isCurrent: Bool { DispatchQueue.getSpecific(key: key) == true }
}
