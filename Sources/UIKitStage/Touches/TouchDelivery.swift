import Foundation

/// A user's finger on a view, played as UIKit plays it: the gesture recognizers of the view and its
/// ancestors see the touch, the view receives `touchesBegan`, then the gesture the finger made is
/// recognized (the deepest view's recognizer first, others only when a delegate lets them recognize
/// simultaneously, and a recognizer that requires another to fail only when that one does not
/// recognize), and the view receives `touchesEnded`, or `touchesCancelled` when a recognizer that
/// cancels touches in its view recognized.
@MainActor package enum TouchDelivery {
    /// What a user's finger did.
    package enum Gesture: Equatable {
        /// Tapped `count` times.
        case tap(count: Int)
        /// Held down.
        case longPress
        /// Swiped in `direction`.
        case swipe(UISwipeGestureRecognizer.Direction)
        /// Dragged by `translation`.
        case pan(CGPoint)
        /// Pinched to `scale`.
        case pinch(CGFloat)
    }

    /// What happened to a touch.
    package struct Outcome {
        /// The recognizers that recognized the gesture, in the order they did.
        package var recognized: [UIGestureRecognizer] = []
        /// Whether a responder's `touchesEnded` (or `touchesCancelled`) took the touch instead of
        /// passing it on to the end of the responder chain.
        package var touchesHandled = false
        /// Whether anything took the touch.
        package var wasHandled: Bool { !recognized.isEmpty || touchesHandled }
    }

    /// Whether the touch passed on by the base `touches…` methods reached the end of the responder
    /// chain; reset before each phase is delivered.
    private static var reachedEnd = false

    /// The base `touches…` methods: pass the touches on to the next responder, noting when there is
    /// none.
    static func passOn(from responder: UIResponder, _ deliver: (UIResponder) -> Void) {
        if let next = responder.responderChainNext {
            deliver(next)
        } else {
            reachedEnd = true
        }
    }

    /// Plays `gesture` on `view`, at `location` in its coordinates (its centre when `nil`).
    @discardableResult
    package static func perform(_ gesture: Gesture, on view: UIView, at location: CGPoint? = nil) -> Outcome {
        let touch = UITouch()
        touch.view = view
        touch.window = view.window
        touch.locationInView = location ?? CGPoint(x: view.bounds.midX, y: view.bounds.midY)
        touch.previousLocationInView = touch.locationInView
        if case .tap(let count) = gesture { touch.tapCount = count }
        let event = UIEvent()
        event.allTouches = [touch]
        let receiving = recognizers(seeing: touch, from: view)
        touch.gestureRecognizers = receiving
        for recognizer in receiving {
            recognizer.touchLocation = view.convert(touch.locationInView, to: recognizer.view)
        }

        var outcome = Outcome()
        deliver { view.touchesBegan([touch], with: event) }
        if case .pan(let translation) = gesture {
            touch.phase = .moved
            touch.locationInView = CGPoint(
                x: touch.locationInView.x + translation.x, y: touch.locationInView.y + translation.y)
            deliver { view.touchesMoved([touch], with: event) }
        } else if case .swipe(let direction) = gesture {
            touch.phase = .moved
            let offset = swipeOffset(direction)
            touch.locationInView = CGPoint(
                x: touch.locationInView.x + offset.x, y: touch.locationInView.y + offset.y)
            deliver { view.touchesMoved([touch], with: event) }
        }
        let willRecognize = receiving.filter { makes($0, gesture) }
        for recognizer in willRecognize {
            if recognizer.requiredToFail.contains(where: { other in willRecognize.contains { $0 === other } })
            {
                continue
            }
            if !outcome.recognized.allSatisfy({ simultaneous($0, recognizer) }) { continue }
            if recognize(recognizer, gesture) { outcome.recognized.append(recognizer) }
        }
        touch.phase = outcome.recognized.contains { $0.cancelsTouchesInView } ? .cancelled : .ended
        let handled = deliver {
            if touch.phase == .cancelled {
                view.touchesCancelled([touch], with: event)
            } else {
                view.touchesEnded([touch], with: event)
            }
        }
        outcome.touchesHandled = handled
        return outcome
    }

    /// Runs one phase of delivery; `true` when a responder took the touches.
    @discardableResult
    private static func deliver(_ phase: () -> Void) -> Bool {
        reachedEnd = false
        phase()
        return !reachedEnd
    }

    /// The enabled recognizers of `view` and its ancestors that receive `touch`, deepest view first,
    /// each view's in the order they were added.
    static func recognizers(seeing touch: UITouch, from view: UIView) -> [UIGestureRecognizer] {
        var result: [UIGestureRecognizer] = []
        var current: UIView? = view
        while let candidate = current {
            for recognizer in candidate.attachedGestureRecognizers
            where recognizer.isEnabled
                && recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) != false
            {
                result.append(recognizer)
            }
            current = candidate.superview
        }
        return result
    }

    /// Whether `recognizer` is the kind that `gesture` makes.
    static func makes(_ recognizer: UIGestureRecognizer, _ gesture: Gesture) -> Bool {
        switch gesture {
        case .tap(let count):
            guard let tap = recognizer as? UITapGestureRecognizer else { return false }
            return tap.numberOfTapsRequired == count && tap.numberOfTouchesRequired == 1
        case .longPress:
            guard let press = recognizer as? UILongPressGestureRecognizer else { return false }
            return press.numberOfTapsRequired == 0 && press.numberOfTouchesRequired == 1
        case .swipe(let direction):
            if let swipe = recognizer as? UISwipeGestureRecognizer {
                return swipe.direction.contains(direction) && swipe.numberOfTouchesRequired == 1
            }
            return (recognizer as? UIPanGestureRecognizer)?.minimumNumberOfTouches == 1
        case .pan:
            return (recognizer as? UIPanGestureRecognizer)?.minimumNumberOfTouches == 1
        case .pinch:
            return recognizer is UIPinchGestureRecognizer
        }
    }

    /// Whether `recognizer` may recognize together with `other`, which already did: either's
    /// delegate says so.
    static func simultaneous(_ other: UIGestureRecognizer, _ recognizer: UIGestureRecognizer) -> Bool {
        recognizer.delegate?.gestureRecognizer(recognizer, shouldRecognizeSimultaneouslyWith: other) == true
            || other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: recognizer) == true
    }

    private static func recognize(_ recognizer: UIGestureRecognizer, _ gesture: Gesture) -> Bool {
        switch gesture {
        case .tap:
            return recognizer.recognizeDiscrete()
        case .swipe where !(recognizer is UIPanGestureRecognizer):
            return recognizer.recognizeDiscrete()
        case .longPress:
            return recognizer.recognizeContinuous(steps: 1) { _ in }
        case .swipe(let direction):
            return pan(recognizer, by: swipeOffset(direction))
        case .pan(let translation):
            return pan(recognizer, by: translation)
        case .pinch(let scale):
            guard let pinch = recognizer as? UIPinchGestureRecognizer else { return false }
            pinch.scale = 1
            return pinch.recognizeContinuous(steps: 2) { step in
                pinch.scale = 1 + (scale - 1) * CGFloat(step) / 2
                pinch.velocity = step == 2 ? 0 : (scale - 1) * 4
            }
        }
    }

    private static func pan(_ recognizer: UIGestureRecognizer, by translation: CGPoint) -> Bool {
        guard let pan = recognizer as? UIPanGestureRecognizer else { return false }
        pan.setTranslation(.zero, in: nil)
        return pan.recognizeContinuous(steps: 2) { step in
            let fraction = CGFloat(step) / 2
            pan.setTranslation(CGPoint(x: translation.x * fraction, y: translation.y * fraction), in: nil)
        }
    }

    /// How far a swipe travels: 100 points in its direction.
    static func swipeOffset(_ direction: UISwipeGestureRecognizer.Direction) -> CGPoint {
        var offset = CGPoint.zero
        if direction.contains(.right) { offset.x += 100 }
        if direction.contains(.left) { offset.x -= 100 }
        if direction.contains(.down) { offset.y += 100 }
        if direction.contains(.up) { offset.y -= 100 }
        return offset
    }
}

extension UIView {
    /// Whether a user's tap on this view does something a gesture recognizer decides: an enabled
    /// tap recognizer (of one tap) is attached to it or to an ancestor.
    package var takesTapGesture: Bool {
        var current: UIView? = self
        while let view = current {
            for recognizer in view.attachedGestureRecognizers
            where recognizer.isEnabled && TouchDelivery.makes(recognizer, .tap(count: 1)) {
                return true
            }
            current = view.superview
        }
        return false
    }

    /// UIKit's default hit test (see ``hitTest(_:with:)``).
    func defaultHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha > 0.01, self.point(inside: point, with: event) else {
            return nil
        }
        for subview in subviews.reversed() {
            let inSubview = CGPoint(
                x: point.x - subview.frame.minX + subview.bounds.minX,
                y: point.y - subview.frame.minY + subview.bounds.minY)
            if let hit = subview.hitTest(inSubview, with: event) { return hit }
        }
        return self
    }

    /// The origin of `view`'s coordinates in its window's (or its top view's): each view's frame
    /// origin, less its superview's bounds origin, up the tree.
    static func originInWindow(of view: UIView?) -> CGPoint {
        var point = CGPoint.zero
        var current = view
        while let view = current, !(view is UIWindow) {
            point.x += view.frame.origin.x - (view.superview?.bounds.origin.x ?? 0)
            point.y += view.frame.origin.y - (view.superview?.bounds.origin.y ?? 0)
            current = view.superview
        }
        return point
    }

    /// `point` in `source`'s coordinates (the window's when `nil`), in `destination`'s.
    static func convert(_ point: CGPoint, from source: UIView?, to destination: UIView?) -> CGPoint {
        if source === destination { return point }
        let from = originInWindow(of: source)
        let to = originInWindow(of: destination)
        return CGPoint(x: point.x + from.x - to.x, y: point.y + from.y - to.y)
    }

    /// ``endEditing(_:)``: the first responder at or below this view resigns (forced: even if it
    /// refuses).
    func endEditingBelow(force: Bool) -> Bool {
        guard let responder = firstResponderBelow else { return true }
        if responder.resignFirstResponder() { return true }
        guard force else { return false }
        responder.forceResignFirstResponder()
        return true
    }

    /// The first responder of this view's window (or tree) when it lies at or below this view.
    private var firstResponderBelow: UIView? {
        guard let current = currentFirstResponder as? UIView, current.isDescendant(of: self) else {
            return nil
        }
        return current
    }
}

extension UIView {
    /// Whether a user can tap this view to some effect, for the list of what is tappable: a switch,
    /// a page control, or a view a tap gesture recognizer watches.
    package var offersUserTap: Bool {
        self is UISwitch || self is UIPageControl || takesTapGesture
    }
}

/// A view a user types into through the driver: a text field, a text view, a search bar.
@MainActor package protocol UserTypable: UIView {
    /// Types `text` as a user would.
    func typeAsUser(_ text: String)
}

extension UITextField: UserTypable {
    package func typeAsUser(_ text: String) { type(text) }
}

extension UISearchBar: UserTypable {
    package func typeAsUser(_ text: String) { type(text) }
}
