extension String {
    /// This string with each Unicode scalar for which `replacement` returns a string replaced by that
    /// string; scalars it returns `nil` for are kept as they are.
    ///
    /// The one loop behind the package's escapers (a quoted tap address, HTML text), each of which
    /// says only what it replaces.
    /// - Parameter replacement: The text to write instead of a scalar, or `nil` to keep the scalar.
    package func replacingScalars(_ replacement: (Unicode.Scalar) -> String?) -> String {
        var result = ""
        result.reserveCapacity(utf8.count)
        for scalar in unicodeScalars {
            if let replaced = replacement(scalar) {
                result += replaced
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
