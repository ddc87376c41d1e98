// The window's place in the app: its scene, its screen and its level.

import Foundation

extension UIWindow {
    /// A window's position in front of or behind other windows: UIKit's `UIWindow.Level`.
    ///
    /// ```swift
    /// let banner = Window(frame: Screen.main.bounds)
    /// banner.windowLevel = .alert + 1
    /// ```
    public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
        /// The level's value; higher is in front.
        public var rawValue: CGFloat

        /// Creates a level.
        /// - Parameter rawValue: The level's value; higher is in front.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }

        /// Creates a level.
        /// - Parameter rawValue: The level's value; higher is in front.
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        /// The level of an app's ordinary windows (0).
        public static let normal = Level(0)
        /// The level of the status bar (1000).
        public static let statusBar = Level(1000)
        /// The level of alerts (2000).
        public static let alert = Level(2000)

        /// Whether `lhs` is behind `rhs`.
        public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }

        /// A level `rhs` above `lhs`, as in `.alert + 1`.
        public static func + (lhs: Level, rhs: CGFloat) -> Level { Level(lhs.rawValue + rhs) }

        /// A level `rhs` below `lhs`.
        public static func - (lhs: Level, rhs: CGFloat) -> Level { Level(lhs.rawValue - rhs) }
    }
}
