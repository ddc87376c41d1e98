/// A result callback that only runs while its owner is alive.
///
/// A flow that starts a sub-flow hands it a `SafeResultClosure` instead of a bare closure. The owner
/// is held weakly, so the sub-flow never keeps its parent alive, and the closure receives the owner
/// strongly, so it needs no `[weak self]` dance. Once the owner is gone, ``reportResult(_:)`` does
/// nothing: the result is **silently dropped**, because nobody is left to act on it.
///
/// ```swift
/// let picker = ImagePickerFlowController(
///     onPick: SafeResultClosure(owner: self) { owner, image in
///         owner.profile.image = image
///     })
/// ```
@MainActor public struct SafeResultClosure<Result> {
    private weak var owner: AnyObject?
    private let deliver: @MainActor (AnyObject, Result) -> Bool

    /// Creates a callback that calls `closure` with `owner` and the result while `owner` lives.
    ///
    /// The owner is held weakly. The closure should not capture `owner` itself: it receives it.
    ///
    /// ```swift
    /// SafeResultClosure(owner: self) { owner, result in owner.handle(result) }
    /// ```
    ///
    /// - Parameters:
    ///   - owner: The object the result is for; held weakly.
    ///   - closure: Called with the living owner and the result.
    public init<Owner: AnyObject>(
        owner: Owner, _ closure: @escaping @MainActor (Owner, Result) -> Void
    ) {
        self.owner = owner
        self.deliver = { anyOwner, result in
            guard let owner = anyOwner as? Owner else { return false }
            closure(owner, result)
            return true
        }
    }

    /// Creates a callback from an unlabelled owner, as Imperio writes it; the same as
    /// ``init(owner:_:)``.
    ///
    /// ```swift
    /// SafeResultClosure<String>(self) { (self, value) in self.show(value) }
    /// ```
    ///
    /// - Parameters:
    ///   - owner: The object the result is for; held weakly.
    ///   - closure: Called with the living owner and the result.
    public init<Owner: AnyObject>(
        _ owner: Owner, _ closure: @escaping @MainActor (Owner, Result) -> Void
    ) {
        self.init(owner: owner, closure)
    }

    /// Whether the owner is still alive, so a reported result would be delivered.
    ///
    /// Useful to skip expensive work whose result nobody will receive.
    ///
    /// ```swift
    /// guard onPick.isOwnerAlive else { return }
    /// ```
    public var isOwnerAlive: Bool { owner != nil }

    /// Calls the closure with the owner and `result` if the owner is alive; otherwise does nothing.
    ///
    /// Dropping a result after the owner is gone is the point of this type, not an error: no
    /// diagnostic is emitted.
    ///
    /// ```swift
    /// onPick.reportResult(image)
    /// ```
    ///
    /// - Parameter result: The result to deliver.
    /// - Returns: `true` when the closure ran, `false` when the result was dropped.
    @discardableResult
    public func reportResult(_ result: Result) -> Bool {
        guard let owner else { return false }
        return deliver(owner, result)
    }

    /// Reports `result` with the argument label Imperio uses; the same as ``reportResult(_:)``.
    ///
    /// ```swift
    /// onPick.reportResult(result: image)
    /// ```
    ///
    /// - Parameter result: The result to deliver.
    /// - Returns: `true` when the closure ran, `false` when the result was dropped.
    @discardableResult
    public func reportResult(result: Result) -> Bool {
        reportResult(result)
    }
}
