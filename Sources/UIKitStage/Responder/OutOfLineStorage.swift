extension Optional where Wrapped: AnyObject {
    /// The object kept here, made with `make` and kept on first use: out-of-line storage that costs
    /// a class one `nil` reference until something needs it.
    @inline(__always)
    mutating func madeIfNeeded(_ make: () -> Wrapped) -> Wrapped {
        if let self { return self }
        let made = make()
        self = made
        return made
    }
}
