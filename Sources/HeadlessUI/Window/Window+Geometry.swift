// The window's rectangle. A window fills its screen unless created with another frame.
//
// Merge note: when `View` gains UIKit's `frame` and `bounds` (with `init(frame:)`), these two
// properties and `windowFrame` give way to the view's own: `Window.init(frame:)` then calls
// `super.init(frame:)`.

import Foundation

extension Window {
    /// The window's rectangle in screen points: `Screen.main.bounds` for a window created with
    /// `Window(frame: Screen.main.bounds)` or `Window(windowScene:)`, `.zero` for `Window()`.
    public var frame: CGRect {
        get { windowFrame }
        set { windowFrame = newValue }
    }

    /// The window's own coordinate space: its frame's size at the origin.
    public var bounds: CGRect {
        CGRect(origin: .zero, size: windowFrame.size)
    }
}
