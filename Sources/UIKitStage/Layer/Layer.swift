import Foundation

/// The layer behind a view — Core Animation's `CALayer`, stored and never drawn.
///
/// A view's ``UIView/layer`` is made from its class's ``UIView/layerClass``. What the layer shares
/// with its view reads and writes the view: `frame`, `bounds` and `position` are the view's
/// geometry, `backgroundColor` its background colour, `opacity` its `alpha`, `isHidden` its
/// `isHidden`, `masksToBounds` its `clipsToBounds`, `isOpaque` its `isOpaque`. The rest (corner
/// radius, border, shadow, z position…) is stored and read back. Layers added with
/// ``addSublayer(_:)`` are kept in ``sublayers``; a view's subviews are not listed there.
///
/// ```swift
/// card.layer.cornerRadius = 12
/// card.layer.masksToBounds = true        // card.clipsToBounds is now true
/// card.layer.borderColor = UIColor.separator.cgColor
/// card.layer.shadowOpacity = 0.2
/// ```
@preconcurrency @MainActor open class CALayer {
    /// The view whose layer this is; `nil` for a layer made on its own.
    weak var owningView: UIView?
    private var ownFrame: CGRect = .zero
    private var ownBackgroundColor: CGColor?
    private var ownOpacity: Float = 1
    private var ownIsHidden = false
    private var ownMasksToBounds = false
    private var ownIsOpaque = false
    private var storedSublayers: [CALayer] = []

    /// Creates an empty layer.
    public required init() {}

    /// Creates a layer with the stored values of `layer` (Core Animation's copy for presentation).
    public convenience init(layer: Any) {
        self.init()
        guard let other = layer as? CALayer else { return }
        frame = other.frame
        copyStoredValues(from: other)
    }

    // MARK: Shared with the view

    /// The layer's rectangle in its superlayer's coordinates: the view's ``UIView/frame``.
    open var frame: CGRect {
        get { owningView?.frame ?? ownFrame }
        set {
            if let owningView { owningView.frame = newValue } else { ownFrame = newValue }
        }
    }

    /// The layer's rectangle in its own coordinates: the view's ``UIView/bounds``.
    open var bounds: CGRect {
        get { owningView?.bounds ?? CGRect(origin: .zero, size: ownFrame.size) }
        set {
            if let owningView {
                owningView.bounds = newValue
            } else {
                ownFrame.size = newValue.size
            }
        }
    }

    /// The position of the anchor point in the superlayer: the view's ``UIView/center`` for the
    /// default anchor point.
    open var position: CGPoint {
        get {
            CGPoint(x: frame.minX + frame.width * anchorPoint.x, y: frame.minY + frame.height * anchorPoint.y)
        }
        set {
            let size = frame.size
            frame.origin = CGPoint(
                x: newValue.x - size.width * anchorPoint.x, y: newValue.y - size.height * anchorPoint.y)
        }
    }

    /// The colour behind the layer's content: the view's ``UIView/backgroundColor``.
    open var backgroundColor: CGColor? {
        get {
            guard let owningView else { return ownBackgroundColor }
            return owningView.backgroundColor?.cgColor
        }
        set {
            guard let owningView else {
                ownBackgroundColor = newValue
                return
            }
            owningView.backgroundColor = newValue.map { UIColor(cgColor: $0) }
        }
    }

    /// The layer's opacity, 0 to 1: the view's ``UIView/alpha``.
    open var opacity: Float {
        get { owningView.map { Float($0.alpha) } ?? ownOpacity }
        set {
            if let owningView { owningView.alpha = CGFloat(newValue) } else { ownOpacity = newValue }
        }
    }

    /// Whether the layer is hidden: the view's ``UIView/isHidden``.
    open var isHidden: Bool {
        get { owningView?.isHidden ?? ownIsHidden }
        set {
            if let owningView { owningView.isHidden = newValue } else { ownIsHidden = newValue }
        }
    }

    /// Whether sublayers are clipped to the bounds: the view's ``UIView/clipsToBounds``.
    open var masksToBounds: Bool {
        get { owningView?.clipsToBounds ?? ownMasksToBounds }
        set {
            if let owningView { owningView.clipsToBounds = newValue } else { ownMasksToBounds = newValue }
        }
    }

    /// Whether the layer is fully opaque: the view's ``UIView/isOpaque``.
    open var isOpaque: Bool {
        get { owningView?.isOpaque ?? ownIsOpaque }
        set {
            if let owningView { owningView.isOpaque = newValue } else { ownIsOpaque = newValue }
        }
    }

    // MARK: Stored

    /// The point, in unit coordinates, the layer rotates and positions around; (0.5, 0.5).
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    /// The layer's place front to back among its siblings; 0.
    open var zPosition: CGFloat = 0
    /// The radius of the rounded corners; 0.
    open var cornerRadius: CGFloat = 0
    /// Which corners ``cornerRadius`` rounds; all four.
    open var maskedCorners: CACornerMask = [
        .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
    ]
    /// The curve of the rounded corners; ``CALayerCornerCurve/circular``.
    open var cornerCurve: CALayerCornerCurve = .circular
    /// The width of the border; 0.
    open var borderWidth: CGFloat = 0
    /// The colour of the border; opaque black.
    open var borderColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
    /// The colour of the shadow; opaque black.
    open var shadowColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
    /// The opacity of the shadow, 0 (none, the default) to 1.
    open var shadowOpacity: Float = 0
    /// How far the shadow is offset; (0, -3).
    open var shadowOffset = CGSize(width: 0, height: -3)
    /// The blur radius of the shadow; 3.
    open var shadowRadius: CGFloat = 3
    /// The shape of the shadow; `nil` follows the content.
    open var shadowPath: CGPath?
    /// The layer's content (an image); stored only.
    open var contents: Any?
    /// Pixels per point of the content; 1.
    open var contentsScale: CGFloat = 1
    /// A name to find the layer by.
    open var name: String?
    /// A layer whose opacity masks this one's content; stored only.
    open var mask: CALayer?
    /// Whether the layer is drawn into a bitmap once; stored only.
    open var shouldRasterize = false
    /// The scale of that bitmap; 1.
    open var rasterizationScale: CGFloat = 1

    // MARK: Sublayers

    /// The layers added to this one, back to front; `nil` when none.
    open var sublayers: [CALayer]? {
        get { storedSublayers.isEmpty ? nil : storedSublayers }
        set {
            for layer in storedSublayers { layer.superlayer = nil }
            storedSublayers = []
            for layer in newValue ?? [] { addSublayer(layer) }
        }
    }

    /// The layer this one was added to.
    open private(set) weak var superlayer: CALayer?

    /// Adds `layer` in front of the other sublayers, first removing it from its superlayer.
    open func addSublayer(_ layer: CALayer) {
        insertSublayer(layer, at: UInt32(storedSublayers.count))
    }

    /// Inserts `layer` at `idx` among the sublayers (clamped), first removing it from its
    /// superlayer. A layer cannot contain itself or an ancestor: such a request changes nothing.
    open func insertSublayer(_ layer: CALayer, at idx: UInt32) {
        var ancestor: CALayer? = self
        while let current = ancestor {
            if current === layer { return }
            ancestor = current.superlayer
        }
        layer.removeFromSuperlayer()
        storedSublayers.insert(layer, at: min(Int(idx), storedSublayers.count))
        layer.superlayer = self
    }

    /// Inserts `layer` just below `sibling` (at the back when `sibling` is not a sublayer).
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        let index = storedSublayers.firstIndex { $0 === sibling } ?? 0
        insertSublayer(layer, at: UInt32(index))
    }

    /// Inserts `layer` just above `sibling` (in front when `sibling` is not a sublayer).
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        let index = storedSublayers.firstIndex { $0 === sibling }.map { $0 + 1 } ?? storedSublayers.count
        insertSublayer(layer, at: UInt32(index))
    }

    /// Removes the layer from its superlayer.
    open func removeFromSuperlayer() {
        guard let superlayer else { return }
        superlayer.storedSublayers.removeAll { $0 === self }
        self.superlayer = nil
    }

    /// Marks the content as needing to be redrawn; nothing is drawn here.
    open func setNeedsDisplay() {}
    /// Marks the layer as needing layout; layers lay out nothing here.
    open func setNeedsLayout() {}
    /// Lays out now; layers lay out nothing here.
    open func layoutIfNeeded() {}
    /// The animations the layer holds, with their keys, in the order added (see `add(_:forKey:)`).
    var animationEntries: [(key: String, animation: CAAnimation)] = []

    /// Takes `other`'s values, shared and stored, for a presentation copy.
    func showValues(of other: CALayer) {
        frame = other.frame
        backgroundColor = other.backgroundColor
        opacity = other.opacity
        isHidden = other.isHidden
        masksToBounds = other.masksToBounds
        isOpaque = other.isOpaque
        copyStoredValues(from: other)
    }

    private func copyStoredValues(from other: CALayer) {
        anchorPoint = other.anchorPoint
        zPosition = other.zPosition
        cornerRadius = other.cornerRadius
        maskedCorners = other.maskedCorners
        borderWidth = other.borderWidth
        borderColor = other.borderColor
        shadowColor = other.shadowColor
        shadowOpacity = other.shadowOpacity
        shadowOffset = other.shadowOffset
        shadowRadius = other.shadowRadius
        shadowPath = other.shadowPath
        name = other.name
    }

    /// Adds `anim` to the layer under `key`, replacing the animation held under the same key; an
    /// animation added with a `nil` key is found by no key. Animations run at once here: see
    /// ``CAAnimation``. An animation replaced before its stop was delivered hears
    /// `animationDidStop(_:finished: false)`.
    ///
    /// ```swift
    /// let fade = CABasicAnimation(keyPath: "opacity")
    /// fade.toValue = 0
    /// fade.delegate = self        // hears animationDidStart, then animationDidStop(finished: true)
    /// badge.layer.add(fade, forKey: "fade")
    /// ```
    open func add(_ anim: CAAnimation, forKey key: String?) {
        let key = key ?? "\u{0}anonymous.\(ObjectIdentifier(anim).hashValue)"
        if let index = animationEntries.firstIndex(where: { $0.key == key }) {
            let replaced = animationEntries.remove(at: index).animation
            if replaced !== anim { replaced.stop(finished: false, on: self) }
        }
        animationEntries.removeAll { $0.animation === anim }
        animationEntries.append((key, anim))
        anim.start(on: self)
    }

    /// The animation held under `key`: one added with `isRemovedOnCompletion` set to `false`, or
    /// one whose stop waits; `nil` otherwise.
    open func animation(forKey key: String) -> CAAnimation? {
        animationEntries.first { $0.key == key }?.animation
    }

    /// The keys of the animations the layer holds, in the order added; `nil` when none.
    open func animationKeys() -> [String]? {
        let keys = animationEntries.map(\.key).filter { !$0.hasPrefix("\u{0}") }
        return keys.isEmpty ? nil : keys
    }

    /// The layer itself: the model layer of a layer that is not a presentation copy.
    open func model() -> Self { self }

    /// A copy of the layer as it appears on screen: its values, with those a held animation with a
    /// forwards fill leaves showing (`position`, `position.x`, `position.y`, `opacity`) applied.
    open func presentation() -> Self? {
        let copy = Self()
        copy.showValues(of: self)
        for entry in animationEntries {
            guard let (keyPath, value) = entry.animation.heldFinalValue else { continue }
            copy.apply(value, at: keyPath)
        }
        return copy
    }

    /// Removes every animation; those whose stop was not delivered yet hear
    /// `animationDidStop(_:finished: false)`.
    open func removeAllAnimations() {
        let removed = animationEntries
        animationEntries = []
        for entry in removed { entry.animation.stop(finished: false, on: self) }
    }

    /// Removes the animation held under `key`; one whose stop was not delivered yet hears
    /// `animationDidStop(_:finished: false)`.
    open func removeAnimation(forKey key: String) {
        guard let index = animationEntries.firstIndex(where: { $0.key == key }) else { return }
        animationEntries.remove(at: index).animation.stop(finished: false, on: self)
    }
}

/// Which corners a layer's corner radius rounds — Core Animation's `CACornerMask`.
public struct CACornerMask: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt
    /// Creates a mask from Core Animation's bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top-left corner.
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    /// The top-right corner.
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}

/// The curve of rounded corners — Core Animation's `CALayerCornerCurve`.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    /// The curve's name.
    public let rawValue: String
    /// Creates a curve from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A quarter circle.
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// A continuous curve, as app icons have.
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

/// A layer that draws a gradient — Core Animation's `CAGradientLayer`; stored, never drawn.
@preconcurrency @MainActor open class CAGradientLayer: CALayer {
    /// The colours of the gradient, as `CGColor`s.
    open var colors: [Any]?
    /// Where each colour stops, 0 to 1; `nil` spreads them evenly.
    open var locations: [NSNumber]?
    /// Where the gradient starts, in unit coordinates; (0.5, 0).
    open var startPoint = CGPoint(x: 0.5, y: 0)
    /// Where the gradient ends, in unit coordinates; (0.5, 1).
    open var endPoint = CGPoint(x: 0.5, y: 1)
    /// The kind of gradient; `.axial`.
    open var type: CAGradientLayerType = .axial
}

/// The kind of gradient — Core Animation's `CAGradientLayerType`.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    /// The kind's name.
    public let rawValue: String
    /// Creates a kind from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Along a line.
    public static let axial = CAGradientLayerType(rawValue: "axial")
    /// Around a centre.
    public static let radial = CAGradientLayerType(rawValue: "radial")
    /// Around a centre, by angle.
    public static let conic = CAGradientLayerType(rawValue: "conic")
}

/// A layer that draws a path — Core Animation's `CAShapeLayer`; stored, never drawn.
@preconcurrency @MainActor open class CAShapeLayer: CALayer {
    /// The shape.
    open var path: CGPath?
    /// The colour inside the shape; opaque black.
    open var fillColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
    /// The colour of the outline; none.
    open var strokeColor: CGColor?
    /// The width of the outline; 1.
    open var lineWidth: CGFloat = 1
    /// How much of the outline is drawn from the start, 0 to 1; 0.
    open var strokeStart: CGFloat = 0
    /// How much of the outline is drawn up to, 0 to 1; 1.
    open var strokeEnd: CGFloat = 1
}

/// A shape — Core Graphics' `CGPath`, which UIKit brings in: known by its bounding box and what
/// made it, never drawn. ``UIBezierPath/cgPath`` makes one.
public final class CGPath: Hashable, Sendable, CustomStringConvertible {
    /// The smallest rectangle that holds the shape.
    public let boundingBox: CGRect
    /// What made the shape (`rect`, `roundedRect 8`, `oval`…).
    let shape: String

    init(boundingBox: CGRect, shape: String) {
        self.boundingBox = boundingBox
        self.shape = shape
    }

    /// Whether both are the same shape in the same box.
    public static func == (lhs: CGPath, rhs: CGPath) -> Bool {
        lhs.boundingBox == rhs.boundingBox && lhs.shape == rhs.shape
    }

    /// Hashes the shape and its box's size.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(shape)
        hasher.combine(boundingBox.width)
        hasher.combine(boundingBox.height)
    }

    /// `CGPath(roundedRect 8 in (0, 0, 100, 40))`.
    public var description: String {
        let box = boundingBox
        return "CGPath(\(shape) in (\(box.minX), \(box.minY), \(box.width), \(box.height)))"
    }
}

/// A shape made of lines and curves — UIKit's `UIBezierPath`, known by its bounding box and what
/// made it, for a layer's `shadowPath` or a shape layer's `path`; never drawn.
///
/// ```swift
/// card.layer.shadowPath = UIBezierPath(roundedRect: card.bounds, cornerRadius: 12).cgPath
/// ```
open class UIBezierPath {
    /// The smallest rectangle that holds the shape.
    open private(set) var bounds: CGRect
    private var shape: String

    /// An empty path.
    public init() {
        bounds = .zero
        shape = "empty"
    }

    /// A rectangle.
    public init(rect: CGRect) {
        bounds = rect
        shape = "rect"
    }

    /// An oval inside `rect`.
    public init(ovalIn rect: CGRect) {
        bounds = rect
        shape = "oval"
    }

    /// A rectangle with corners rounded by `cornerRadius`.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        bounds = rect
        shape = "roundedRect \(cornerRadius)"
    }

    /// The width of a stroked line; 1.
    open var lineWidth: CGFloat = 1

    /// Whether the path holds nothing.
    open var isEmpty: Bool { shape == "empty" }

    /// The shape as Core Graphics holds it.
    open var cgPath: CGPath { CGPath(boundingBox: bounds, shape: shape) }

    /// Adds a line from the current point to `point`, growing the bounds to hold it.
    open func addLine(to point: CGPoint) {
        include(point)
        shape = "lines"
    }

    /// Starts a new part of the path at `point`.
    open func move(to point: CGPoint) {
        include(point)
        if shape == "empty" { shape = "lines" }
    }

    /// Closes the current part of the path.
    open func close() {}

    private func include(_ point: CGPoint) {
        if shape == "empty" {
            bounds = CGRect(origin: point, size: .zero)
        } else {
            bounds = bounds.union(CGRect(origin: point, size: .zero))
        }
    }
}
