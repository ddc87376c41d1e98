import Foundation
import ScenewrightCore

// The swipe back as UIKit builds it: a screen-edge pan on the navigation controller's view, whose
// delegate decides whether it may begin and whose built-in target pops interactively (R35). Apps
// turn it off through its delegate, and custom interactive pops replace the built-in target with
// their own (XCoordinator does).

/// The navigation controller's own delegate and target of its ``UINavigationController/interactivePopGestureRecognizer``:
/// it lets a swipe begin while there is a controller to go back to and nothing else runs, and it
/// runs the interactive pop from the pan's states — began starts it, changed moves it by the
/// translation across the view, ended finishes it past half the width (or on a fast flick) and
/// cancels it otherwise, cancelled cancels it.
@MainActor final class InteractivePopDriver: UIGestureRecognizerDelegate {
    private weak var navigation: UINavigationController?
    /// The pop in progress, when this driver started one and no ``InteractiveTransition`` of the
    /// headless tools took it over.
    private var session: InteractionSession?
    /// The pop in progress, whoever holds it.
    private weak var current: InteractionSession?

    init(navigation: UINavigationController) { self.navigation = navigation }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let navigation else { return false }
        return navigation.childStorage.count > 1 && navigation.window?.isTransitioning != true
    }

    /// The built-in target's action.
    func handle(_ recognizer: UIGestureRecognizer) {
        guard let navigation, let pan = recognizer as? UIPanGestureRecognizer else { return }
        let width = max(navigation.swipeWidth, 1)
        let translation = pan.translation(in: recognizer.view).x
        switch pan.state {
        case .began:
            guard current == nil, navigation.childStorage.count > 1,
                navigation.window?.isTransitioning != true
            else {
                return
            }
            let started = navigation.beginInteractivePop()
            session = started
            current = started
        case .changed:
            current?.update(Double(translation / width))
        case .ended:
            let flicked = pan.velocity(in: recognizer.view).x > width
            if translation > width / 2 || flicked { current?.finish() } else { current?.cancel() }
            end()
        case .cancelled, .failed:
            current?.cancel()
            end()
        case .possible:
            break
        }
    }

    /// Hands the pop this driver started to the caller (the headless tools' swipe), which then owns
    /// it: it is abandoned, as an unfinished swipe is, once the caller lets it go.
    func takeSession() -> InteractionSession? {
        defer { session = nil }
        return session
    }

    private func end() {
        session = nil
        current = nil
    }
}

extension UINavigationController {
    /// The distance a full swipe back covers: the view's width, else the window's, else the screen's.
    var swipeWidth: CGFloat {
        if let width = viewIfLoaded?.bounds.width, width > 0 { return width }
        if let width = window?.bounds.width, width > 0 { return width }
        return UIScreen.main.bounds.width
    }

    /// Starts a user's swipe back through ``interactivePopGestureRecognizer``, as a finger on the left
    /// edge does: the recognizer's delegate is asked, and its targets hear `.began` (the built-in
    /// one starts the interactive pop). Returns the built-in pop when it started one.
    /// - Throws: ``GestureRefusal`` when the delegate refused, with a ``Diagnostic/Kind/swipeBackRefused``
    ///   diagnostic naming it; nothing changed.
    package func beginSwipeThroughRecognizer() throws(GestureRefusal) -> InteractionSession? {
        guard let pan = interactivePopGestureRecognizer as? UIPanGestureRecognizer else { return nil }
        if pan.view == nil { view.addGestureRecognizer(pan) }
        if pan.state == .began || pan.state == .changed { pan.deliver(.cancelled) }
        do {
            try pan.send(.began, translation: .zero)
        } catch {
            throw GestureRefusal(error.description)
        }
        guard pan.state == .began else {
            let delegateName = pan.delegate.map { StageTypeName.of(type(of: $0)) } ?? "its delegate"
            let reason =
                "the interactivePopGestureRecognizer of \(diagnosticName) did not begin: "
                + "\(delegateName).gestureRecognizerShouldBegin(_:) returned false"
            Diagnostics.emit(Diagnostic(.swipeBackRefused, "Swipe back refused: \(reason)."))
            throw GestureRefusal(reason)
        }
        return popDriver.takeSession()
    }

    /// Moves the swipe in progress to `fraction` of the width, as the finger does.
    package func moveSwipe(to fraction: Double) {
        guard let pan = interactivePopGestureRecognizer as? UIPanGestureRecognizer,
            pan.state == .began || pan.state == .changed
        else { return }
        try? pan.send(.changed, translation: CGPoint(x: CGFloat(fraction) * swipeWidth, y: 0))
    }

    /// Lifts the finger: past the whole width to finish, back at the edge to cancel.
    package func endSwipe(finishing: Bool) {
        guard let pan = interactivePopGestureRecognizer as? UIPanGestureRecognizer,
            pan.state == .began || pan.state == .changed
        else { return }
        try? pan.send(.ended, translation: CGPoint(x: finishing ? swipeWidth : 0, y: 0))
    }
}
