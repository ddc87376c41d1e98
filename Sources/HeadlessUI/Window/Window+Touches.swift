import Foundation
import ScenewrightCore
import UIKitStage

// A user's touches anywhere: at a point, held down, swiped, dragged, pinched; a slider's drag; a
// context menu. Each reaches only the frontmost presentation, as `tap(_:)` does.

extension UIWindow {
    /// Taps the window at `point`, in window coordinates, as a finger does: the frontmost
    /// presentation's view hit there (UIKit's `hitTest(_:with:)`, through the views' frames) takes
    /// the tap — a control's action, or the touches and tap recognizers of any other view.
    ///
    /// ```swift
    /// try window.tap(at: CGPoint(x: 195, y: 400))
    /// ```
    /// - Throws: `WindowError/nothingAtPoint(x:y:)` when no view takes touches there (views have
    ///   frames only where code or a container set them); `WindowError/notTappable(identifier:kind:)`
    ///   when the view hit ignores the touch.
    public func tap(at point: CGPoint) throws(WindowError) {
        try requireVisible(for: nil)
        guard let root = frontmostController?.viewIfLoaded,
            let hit = root.hitTest(convert(point, to: root), with: nil)
        else {
            throw .nothingAtPoint(x: Double(point.x), y: Double(point.y))
        }
        if let refusal = hit.userTapRefusal {
            let name = hit.identifier ?? hit.renderKind
            let error = WindowError.disabled(identifier: name, reason: "\(hit.renderKind) \(refusal)")
            Diagnostics.emit(Diagnostic(.controlDisabled, error.description))
            throw error
        }
        if hit.handleTap() { return }
        guard TouchDelivery.perform(.tap(count: 1), on: hit, at: hit.convert(point, from: nil)).wasHandled
        else {
            throw .notTappable(identifier: hit.identifier ?? "", kind: hit.renderKind)
        }
    }

    /// Taps the view with `identifier` `count` times in quick succession: tap recognizers that need
    /// `count` taps recognize, others do not.
    /// - Throws: What `tap(_:)` throws; `WindowError/gestureNotRecognized(identifier:gesture:)`
    ///   when nothing took the taps.
    public func tap(_ identifier: String, count: Int) throws(WindowError) {
        guard count != 1 else { return try tap(identifier) }
        try perform(.tap(count: count), on: identifier, named: "\(count) taps")
    }

    /// Holds a finger down on the view with `identifier`: long-press recognizers on it or above it
    /// begin and end, and its responders get the touches.
    /// - Throws: What `tap(_:)` throws when the view is not touchable;
    ///   `WindowError/gestureNotRecognized(identifier:gesture:)` when nothing took the press.
    public func longPress(_ identifier: String) throws(WindowError) {
        try perform(.longPress, on: identifier, named: "long press")
    }

    /// Swipes across the view with `identifier` in `direction`: swipe recognizers for that direction
    /// recognize, pan recognizers pan 100 points that way.
    public func swipe(_ identifier: String, direction: UISwipeGestureRecognizer.Direction) throws(WindowError)
    {
        try perform(.swipe(direction), on: identifier, named: "swipe")
    }

    /// Drags a finger across the view with `identifier` by `translation`: pan recognizers begin,
    /// change halfway, and end there.
    public func pan(_ identifier: String, by translation: CGPoint) throws(WindowError) {
        try perform(.pan(translation), on: identifier, named: "pan")
    }

    /// Pinches the view with `identifier` to `scale` (above 1 spreads the fingers): pinch
    /// recognizers begin at 1, change halfway, and end at `scale`.
    public func pinch(_ identifier: String, scale: CGFloat) throws(WindowError) {
        try perform(.pinch(scale), on: identifier, named: "pinch")
    }

    /// Drags the slider with `identifier` to `value`: its value changes (clamped to its range) and
    /// `.valueChanged` is sent.
    /// - Throws: What `tap(_:)` throws; `WindowError/notASlider(identifier:kind:)` for any other
    ///   view.
    public func slide(_ identifier: String, to value: Float) throws(WindowError) {
        let view = try touchableView(identifier)
        guard let slider = view as? UISlider else {
            throw .notASlider(identifier: identifier, kind: view.renderKind)
        }
        try refuseIfDisabled(view, identifier)
        _ = slider.performUserSlide(to: value)
    }

    /// Long-presses the view with `identifier` to open its context menu: the nearest
    /// `UIContextMenuInteraction` on it or above it whose delegate gives a configuration (the
    /// delegate hears `willDisplayMenuFor`), or a button's `menu`.
    ///
    /// ```swift
    /// let menu = try window.openContextMenu("photo.3")
    /// print(menu.actionTitles)   // ["Share", "Delete"]
    /// try menu.select("Delete")  // the menu closes, then the action runs
    /// ```
    /// - Returns: The open menu.
    /// - Throws: What `tap(_:)` throws; `WindowError/noContextMenu(identifier:)` when the view has
    ///   none.
    public func openContextMenu(_ identifier: String) throws(WindowError) -> ContextMenu {
        let view = try touchableView(identifier)
        try refuseIfDisabled(view, identifier)
        guard let session = ContextMenuSession.open(on: view) else {
            throw .noContextMenu(identifier: identifier)
        }
        return ContextMenu(session: session)
    }

    private func perform(_ gesture: TouchDelivery.Gesture, on identifier: String, named name: String)
        throws(WindowError)
    {
        let view = try touchableView(identifier)
        try refuseIfDisabled(view, identifier)
        guard TouchDelivery.perform(gesture, on: view).wasHandled else {
            throw .gestureNotRecognized(identifier: identifier, gesture: name)
        }
    }

    private func refuseIfDisabled(_ view: UIView, _ identifier: String) throws(WindowError) {
        guard let refusal = view.userTapRefusal else { return }
        let error = WindowError.disabled(identifier: identifier, reason: "\(view.renderKind) \(refusal)")
        Diagnostics.emit(Diagnostic(.controlDisabled, error.description))
        throw error
    }
}

/// A context menu a user opened with `UIWindow/openContextMenu(_:)`: pick one of its actions, or
/// close it.
@preconcurrency @MainActor public final class ContextMenu {
    private let session: ContextMenuSession

    init(session: ContextMenuSession) { self.session = session }

    /// The menu shown.
    public var menu: UIMenu { session.menu }

    /// The titles of the actions a user can see, through submenus, in order.
    public var actionTitles: [String] { session.actionTitles }

    /// Whether the menu is still open.
    public var isOpen: Bool { session.isOpen }

    /// Picks the action titled `title`: the menu closes (its interaction's delegate hears
    /// `willEndFor`) and the action's handler runs.
    /// - Throws: `WindowError/noMenuItem(title:available:)` when the menu is closed, or no enabled
    ///   action has that title; nothing runs.
    public func select(_ title: String) throws(WindowError) {
        guard session.pick(title) else {
            throw .noMenuItem(title: title, available: session.isOpen ? actionTitles : [])
        }
    }

    /// Closes the menu without picking anything, as a tap outside it does.
    public func dismiss() {
        session.close()
    }
}
