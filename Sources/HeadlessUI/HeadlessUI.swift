/// HeadlessUI — a faithful, headless model of UIKit's view-controller system.
///
/// See the README and `shared/DESIGN.md` §1.
public enum HeadlessUIVersion {
    /// The version of the HeadlessUI runtime.
    public static let string = "0.1.0"
}
