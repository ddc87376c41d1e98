/// Something a user can trigger, with the code it runs — HeadlessUI's `UIAction`.
///
/// A bar button item runs its ``BarButtonItem/primaryAction`` when tapped:
///
/// ```swift
/// let add = Action(title: "Add") { _ in store.addItem() }
/// navigationItem.rightBarButtonItem = BarButtonItem(systemItem: .add, primaryAction: add)
/// ```
@preconcurrency @MainActor open class Action {
    /// The title shown where the action has no other title.
    public var title: String
    let handler: @MainActor (Action) -> Void

    /// Creates an action.
    /// - Parameters:
    ///   - title: The title shown where the action has no other title.
    ///   - handler: Runs each time the action is triggered, with the action itself.
    public init(title: String = "", handler: @escaping @MainActor (Action) -> Void) {
        self.title = title
        self.handler = handler
    }

    /// Runs the handler.
    func perform() { handler(self) }
}
