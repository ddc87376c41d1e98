/// A view controller the ``AppManager`` can build from an identifier and data (Zebra's shape).
///
/// The manager calls ``assemble(with:manager:)`` with typed ``AssemblyData`` — which carries the
/// screen's ``Agent`` — and shows what it returns. Throw instead of crashing: a missing service or
/// bad data becomes a ``RoutingError`` naming the identifier.
///
/// ```swift
/// final class DayMapViewController: ViewController, ManagedViewController {
///     let day: Int
///     let store: RecordStore
///     let agent: Agent
///
///     init(day: Int, store: RecordStore, agent: Agent) { … }
///
///     static func assemble(with data: AssemblyData, manager: AppManager) throws -> ViewController {
///         DayMapViewController(
///             day: try data.value("day", as: Int.self),
///             store: try data.agent.resolve(RecordStore.self),
///             agent: data.agent)
///     }
/// }
/// ```
@MainActor public protocol ManagedViewController: UIViewController {
    /// Builds the controller from `data`.
    /// - Parameters:
    ///   - data: Typed values, the identifier being assembled, and the screen's agent.
    ///   - manager: The manager assembling it.
    /// - Returns: The controller to show (often `Self`, sometimes a container around it).
    /// - Throws: Any error; the manager wraps it in a ``RoutingError`` naming the identifier.
    static func assemble(with data: AssemblyData, manager: AppManager) throws -> UIViewController
}
