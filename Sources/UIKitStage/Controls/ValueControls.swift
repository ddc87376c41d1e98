import Foundation

/// An on/off switch — UIKit's `UISwitch`, rendered as `Switch on` or `Switch off`.
///
/// A new switch is off. A user's tap (``UIWindow/tap(_:)``) flips it and sends `.valueChanged`;
/// ``setOn(_:animated:)`` in code sends nothing, as in UIKit.
///
/// ```swift
/// let notifications = UISwitch()
/// notifications.addAction(UIAction { _ in save(notifications.isOn) }, for: .valueChanged)
/// ```
@preconcurrency @MainActor open class UISwitch: UIControl {
    /// Whether the switch is on. Default `false`.
    open var isOn = false
    /// The colour of the track when on. Kept, not drawn.
    open var onTintColor: UIColor?
    /// The colour of the thumb. Kept, not drawn.
    open var thumbTintColor: UIColor?

    /// Turns the switch on or off; sends nothing.
    open func setOn(_ on: Bool, animated: Bool) {
        isOn = on
    }

    open override func handleTap() -> Bool {
        guard tapRefusal == nil else { return performUserTap(sending: []) }
        isOn.toggle()
        return performUserTap(sending: [.valueChanged, .primaryActionTriggered])
    }

    open override var renderKind: String { "Switch" }
    open override var renderDetail: String? { isOn ? "on" : "off" }
}

/// A bar to pick a value from a range — UIKit's `UISlider`, rendered as `Slider 0.5`.
///
/// A new slider is at 0 in 0…1. HeadlessUI's `UIWindow.slide(_:to:)` moves it as a user would: the
/// value changes and `.valueChanged` is sent; ``setValue(_:animated:)`` in code sends nothing.
@preconcurrency @MainActor open class UISlider: UIControl {
    private var storedValue: Float = 0
    /// The value, between ``minimumValue`` and ``maximumValue``. Default 0.
    open var value: Float {
        get { storedValue }
        set { storedValue = min(max(newValue, minimumValue), maximumValue) }
    }
    /// The least value. Default 0.
    open var minimumValue: Float = 0
    /// The greatest value. Default 1.
    open var maximumValue: Float = 1
    /// Whether dragging sends `.valueChanged` continuously (else once, at the end). Default `true`.
    open var isContinuous = true
    /// The colour left of the thumb. Kept, not drawn.
    open var minimumTrackTintColor: UIColor?
    /// The colour right of the thumb. Kept, not drawn.
    open var maximumTrackTintColor: UIColor?
    /// The colour of the thumb. Kept, not drawn.
    open var thumbTintColor: UIColor?

    /// Sets the value (clamped to the range); sends nothing.
    open func setValue(_ value: Float, animated: Bool) {
        self.value = value
    }

    /// A user's drag to `value`: the value changes (clamped) and `.valueChanged` is sent; `false`
    /// when the slider is disabled.
    package func performUserSlide(to value: Float) -> Bool {
        guard tapRefusal == nil else { return performUserTap(sending: []) }
        self.value = value
        return performUserTap(sending: [.valueChanged, .touchUpInside])
    }

    open override var renderKind: String { "Slider" }
    open override var renderDetail: String? { formatted(value) }
}

/// Dots that show which page is shown — UIKit's `UIPageControl`, rendered as
/// `PageControl 2 of 5`.
///
/// A new page control has no pages. A user's tap moves to the next page (as a tap on its trailing
/// half does) and sends `.valueChanged`; setting ``currentPage`` in code sends nothing.
@preconcurrency @MainActor open class UIPageControl: UIControl {
    /// How many pages there are. Default 0.
    open var numberOfPages = 0 {
        didSet { currentPage = min(currentPage, max(numberOfPages - 1, 0)) }
    }
    private var storedCurrentPage = 0
    /// The page shown, from 0; clamped to the pages there are.
    open var currentPage: Int {
        get { storedCurrentPage }
        set { storedCurrentPage = min(max(newValue, 0), max(numberOfPages - 1, 0)) }
    }
    /// Whether the control hides when there is only one page. Default `false`.
    open var hidesForSinglePage = false
    /// The colour of the dots. Kept, not drawn.
    open var pageIndicatorTintColor: UIColor?
    /// The colour of the current page's dot. Kept, not drawn.
    open var currentPageIndicatorTintColor: UIColor?

    open override var isHidden: Bool {
        get { super.isHidden || (hidesForSinglePage && numberOfPages <= 1) }
        set { super.isHidden = newValue }
    }

    open override func handleTap() -> Bool {
        guard tapRefusal == nil else { return performUserTap(sending: []) }
        guard currentPage + 1 < numberOfPages else { return performUserTap(sending: []) }
        currentPage += 1
        return performUserTap(sending: [.valueChanged])
    }

    open override var renderKind: String { "PageControl" }
    open override var renderDetail: String? {
        numberOfPages == 0 ? "no pages" : "\(currentPage + 1) of \(numberOfPages)"
    }
}

/// A bar that fills as a task progresses — UIKit's `UIProgressView`, rendered as
/// `ProgressView 40%`. A new progress view is empty, in the default style.
@preconcurrency @MainActor open class UIProgressView: UIView {
    /// The look of a progress view — UIKit's `UIProgressView.Style`.
    public enum Style: Int, Sendable {
        /// The default.
        case `default`
        /// For a toolbar.
        case bar
    }

    private var storedProgress: Float = 0
    /// How far along, 0 to 1 (clamped). Default 0.
    open var progress: Float {
        get { storedProgress }
        set { storedProgress = min(max(newValue.isNaN ? 0 : newValue, 0), 1) }
    }
    /// The look.
    open var progressViewStyle: Style = .default
    /// The colour of the filled part. Kept, not drawn.
    open var progressTintColor: UIColor?
    /// The colour of the unfilled part. Kept, not drawn.
    open var trackTintColor: UIColor?
    /// A `Progress` whose fraction completed the view shows instead of ``progress``.
    open var observedProgress: Progress?

    /// Creates an empty progress view of `style` — a convenience initializer, as in UIKit.
    public convenience init(progressViewStyle style: Style) {
        self.init(frame: .zero)
        progressViewStyle = style
    }

    /// Sets ``progress``; `animated` changes nothing.
    open func setProgress(_ progress: Float, animated: Bool) {
        self.progress = progress
    }

    open override var renderKind: String { "ProgressView" }
    open override var renderDetail: String? {
        let fraction = observedProgress.map { Float($0.fractionCompleted) } ?? progress
        return "\(Int((fraction * 100).rounded()))%"
    }
}

/// A spinner — UIKit's `UIActivityIndicatorView`, rendered as `ActivityIndicatorView animating`
/// while it spins. Stopped, it is hidden unless ``hidesWhenStopped`` is `false`, as in UIKit.
@preconcurrency @MainActor open class UIActivityIndicatorView: UIView {
    /// The size of a spinner — UIKit's `UIActivityIndicatorView.Style`.
    public enum Style: Int, Sendable {
        /// Medium, the iOS 13 default.
        case medium = 100
        /// Large.
        case large = 101
        /// UIKit's name before iOS 13 for a large white spinner.
        case whiteLarge = 0
        /// UIKit's name before iOS 13 for a white spinner.
        case white = 1
        /// UIKit's name before iOS 13 for a grey spinner.
        case gray = 2
    }

    /// The spinner's size.
    open var style: Style = .medium
    /// The spinner's colour. Kept, not drawn.
    open var color: UIColor!
    /// Whether the spinner hides while stopped. Default `true`.
    open var hidesWhenStopped = true
    /// Whether it spins.
    open private(set) var isAnimating = false

    /// Creates a stopped spinner of `style`.
    public init(style: Style) {
        self.style = style
        super.init(frame: .zero)
    }

    /// Creates a stopped medium spinner; `UIActivityIndicatorView()` makes one with a zero frame.
    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
    }

    /// Creates a spinner; `coder` is not read.
    public override init?<Coder: NSCoder>(coder: Coder) {
        super.init(coder: coder)
    }

    /// Starts spinning (and shows the spinner).
    open func startAnimating() { isAnimating = true }
    /// Stops spinning (and hides the spinner, when ``hidesWhenStopped``).
    open func stopAnimating() { isAnimating = false }

    open override var isHidden: Bool {
        get { super.isHidden || (hidesWhenStopped && !isAnimating) }
        set { super.isHidden = newValue }
    }

    open override var renderKind: String { "ActivityIndicatorView" }
    open override var renderDetail: String? { isAnimating ? "animating" : nil }
}

/// A row of segments, one selected — UIKit's `UISegmentedControl`, rendered as
/// `SegmentedControl #sort` with one `Segment` line per segment (`#sort.segment.<n>`, the selected
/// one marked `selected`).
///
/// A user's tap on a segment (``UIWindow/tap(_:)`` with the segment's identifier) selects it and
/// sends `.valueChanged` (a segment's action, if it has one, runs); setting
/// ``selectedSegmentIndex`` in code sends nothing.
///
/// ```swift
/// let sort = UISegmentedControl(items: ["Name", "Date"])
/// sort.accessibilityIdentifier = "sort"
/// sort.selectedSegmentIndex = 0
/// // try window.tap("sort.segment.1")
/// ```
@preconcurrency @MainActor open class UISegmentedControl: UIControl {
    /// ``selectedSegmentIndex`` when no segment is selected.
    public static let noSegment = -1

    private struct Segment {
        var title: String?
        var image: UIImage?
        var action: UIAction?
        var isEnabled = true
    }

    private var segments: [Segment] = []
    private var selection = UISegmentedControl.noSegment
    private var segmentViews: [UIButton] = []

    /// Whether a tapped segment deselects at once. Default `false`.
    open var isMomentary = false
    /// The colour of the selected segment. Kept, not drawn.
    open var selectedSegmentTintColor: UIColor?

    /// Creates a control with a segment for each item: a `String` title or a ``UIImage``.
    public init(items: [Any]?) {
        super.init(frame: .zero)
        for item in items ?? [] {
            segments.append(Segment(title: item as? String, image: item as? UIImage))
        }
    }

    /// Creates a control with a segment for each action, titled with its title; tapping one runs it.
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
        for action in actions {
            segments.append(Segment(title: action.title, image: action.image, action: action))
        }
    }

    /// Creates a control with no segments; `UISegmentedControl()` makes one with a zero frame.
    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
    }

    /// Creates a control; `coder` is not read.
    public override init?<Coder: NSCoder>(coder: Coder) {
        super.init(coder: coder)
    }

    /// How many segments there are.
    open var numberOfSegments: Int { segments.count }

    /// The selected segment, or ``noSegment``; an index out of range selects none.
    open var selectedSegmentIndex: Int {
        get { selection }
        set { selection = segments.indices.contains(newValue) ? newValue : UISegmentedControl.noSegment }
    }

    /// Inserts a titled segment at `segment` (clamped).
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(Segment(title: title), at: segment)
    }

    /// Inserts a segment showing `image` at `segment` (clamped).
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insert(Segment(image: image), at: segment)
    }

    /// Inserts a segment for `action` at `segment` (clamped).
    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        insert(Segment(title: action.title, image: action.image, action: action), at: segment)
    }

    private func insert(_ segment: Segment, at index: Int) {
        let index = min(max(index, 0), segments.count)
        segments.insert(segment, at: index)
        if selection >= index { selection += 1 }
    }

    /// Removes the segment at `segment`; nothing for an index out of range.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        segments.remove(at: segment)
        if selection == segment {
            selection = UISegmentedControl.noSegment
        } else if selection > segment {
            selection -= 1
        }
    }

    /// Removes every segment.
    open func removeAllSegments() {
        segments = []
        selection = UISegmentedControl.noSegment
    }

    /// Sets the title of a segment.
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].title = title
    }

    /// The title of a segment.
    open func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }

    /// Sets the image of a segment.
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].image = image
    }

    /// The image of a segment.
    open func imageForSegment(at segment: Int) -> UIImage? {
        segments.indices.contains(segment) ? segments[segment].image : nil
    }

    /// Enables or disables a segment: a user cannot tap a disabled one.
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].isEnabled = enabled
    }

    /// Whether a segment is enabled.
    open func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) ? segments[segment].isEnabled : false
    }

    /// A user tapped `index`: it is selected (momentarily, when ``isMomentary``), its action runs,
    /// and `.valueChanged` is sent.
    func userSelected(_ index: Int) -> Bool {
        guard segments.indices.contains(index), segments[index].isEnabled else { return false }
        selection = index
        if let action = segments[index].action { sendAction(action) }
        let sent = performUserTap(sending: [.valueChanged])
        if isMomentary { selection = UISegmentedControl.noSegment }
        return sent
    }

    /// Builds one view per segment before the control is drawn or searched.
    open override func prepareForDisplay() {
        while segmentViews.count < segments.count {
            let index = segmentViews.count
            segmentViews.append(SegmentButton(control: self, index: index))
        }
        segmentViews.removeLast(segmentViews.count - segments.count)
        for (index, view) in segmentViews.enumerated() {
            view.identifier = "\(identifier ?? "segment").segment.\(index)"
            view.title = segments[index].title ?? segments[index].image?.description ?? ""
            view.isSelected = index == selection
            view.isEnabled = segments[index].isEnabled && isEnabled
        }
        if !segmentViews.elementsEqual(subviews, by: ===) { setSubviewsQuietly(segmentViews) }
    }

    open override var renderKind: String { "SegmentedControl" }
}

/// One segment of a segmented control, as a user taps it.
@MainActor private final class SegmentButton: UIButton {
    weak var control: UISegmentedControl?
    let index: Int

    init(control: UISegmentedControl, index: Int) {
        self.control = control
        self.index = index
        super.init(frame: .zero)
    }

    override var renderKind: String { "Segment" }
    override var renderDetail: String? {
        let title = quoted(currentTitle ?? "")
        return isSelected ? "\(title) selected" : title
    }

    override func handleTap() -> Bool {
        guard isEnabled, let control else { return false }
        return control.userSelected(index)
    }
}

/// `value` with at most three decimals and no trailing zeros.
func formatted(_ value: Float) -> String {
    let rounded = (Double(value) * 1000).rounded() / 1000
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
}
