import Foundation
import ScenewrightCore

// Geometry that is not a number. Core Animation raises `CALayerInvalidGeometry` for a NaN position
// or bounds ("CALayer position contains NaN"); an infinite origin or size becomes NaN as soon as a
// centre is worked out from it (∞ − ∞). The stage refuses both, keeps what it had, and says so.

extension CGRect {
    /// Whether every component is a finite number: no NaN, no infinity.
    @inline(__always) var isFiniteGeometry: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }

    /// `(x: 10.0, y: 20.0, width: 30.0, height: 40.0)`, as diagnostics show a rectangle.
    var geometryDescription: String {
        "(x: \(origin.x), y: \(origin.y), width: \(size.width), height: \(size.height))"
    }
}

extension CGSize {
    /// Whether both components are finite numbers and neither is negative: a size a screen can have.
    var isScreenSize: Bool { width.isFinite && height.isFinite && width >= 0 && height >= 0 }
}

extension UIView {
    /// Reports a refused geometry value of this view: which property, the value, what the view keeps.
    func refuseGeometry(_ property: String, _ value: String, keeping kept: String) {
        Diagnostics.emit(
            Diagnostic(
                .invalidGeometry,
                "Cannot set the \(property) of \(diagnosticName) to \(value): a NaN or infinite coordinate is "
                    + "not a place on screen (UIKit raises CALayerInvalidGeometry). \(diagnosticName) keeps its "
                    + "\(property) \(kept). Check the arithmetic that made it, such as a division by zero."))
    }
}

extension UIPresentationController {
    /// ``frameOfPresentedViewInContainerView``, or `nil`, with a diagnostic naming this presentation
    /// controller and the presented controller, when it has a NaN or infinite component: UIKit would
    /// raise when it gives the presented view that frame, and the view keeps the frame it had.
    var checkedFrameOfPresentedView: CGRect? {
        let frame = frameOfPresentedViewInContainerView
        if frame.isFiniteGeometry { return frame }
        let presented = presentedStorage.map { " for \($0.diagnosticName)" } ?? ""
        Diagnostics.emit(
            Diagnostic(
                .invalidGeometry,
                "\(StageTypeName.of(type(of: self))).frameOfPresentedViewInContainerView returned "
                    + "\(frame.geometryDescription)\(presented): a NaN or infinite coordinate is not a place on "
                    + "screen (UIKit raises CALayerInvalidGeometry when it gives the presented view that frame). "
                    + "The presented view keeps its frame."))
        return nil
    }
}
