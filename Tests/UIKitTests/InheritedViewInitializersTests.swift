import Foundation
import Testing
import UIKit

// Views and controls whose every initializer UIKit inherits from UIView — `init(frame:)`,
// `init?(coder:)` and `init()` — and subclasses of them as Xcode's template writes them, or with no
// initializer at all. Each shape must compile unchanged.

/// Xcode's view subclass template on a control.
private final class OnSwitch: UISwitch {
    override init(frame: CGRect) {
        super.init(frame: frame)
        isOn = true
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// The same on a scroll view subclass.
private final class ReadOnlyTextView: UITextView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        isEditable = false
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// The same on a scroll view.
private final class PagingScrollView: UIScrollView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        isPagingEnabled = true
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// Subclasses that declare no initializer: they inherit all of UIKit's.
private final class PlainSlider: UISlider {}
private final class PlainPageControl: UIPageControl {}
private final class PlainToolbar: UIToolbar {}
private final class PlainRefreshControl: UIRefreshControl {}
private final class PlainSearchTextField: UISearchTextField {}
private final class PlainTextField: UITextField {}

/// Subclasses that override every designated initializer (the coder one as the stage declares it,
/// generic over the coder), so they inherit the convenience initializers, which go through their
/// `init(frame:)`.
private final class FramedProgressView: UIProgressView {
    private(set) var madeThroughFrame = false
    override init(frame: CGRect) {
        super.init(frame: frame)
        madeThroughFrame = true
    }
    override init?<Coder: NSCoder>(coder: Coder) { super.init(coder: coder) }
}

/// Subclasses that call HeadlessUI's own initializers from theirs, as a team's styled views do:
/// those initializers are designated, so `super.init("…")` compiles.
private final class TitleLabel: UILabel {
    init(title: String) {
        super.init(title)
        font = .boldSystemFont(ofSize: 20)
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }
}

private final class NameField: UITextField {
    init() { super.init(text: "", placeholder: "Name") }
    required init?(coder: NSCoder) { super.init(coder: coder) }
}

private final class LogoView: UIImageView {
    init() { super.init(name: "logo") }
    required init?(coder: NSCoder) { super.init(coder: coder) }
}

private final class SaveButton: UIButton {
    init(save: @escaping @MainActor () -> Void) { super.init("Save", action: save) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
}

@MainActor @Suite("Views whose initializers all come from UIView, and their subclasses")
struct InheritedViewInitializersTests {
    private let coder = NSKeyedArchiver(requiringSecureCoding: false)
    private let rect = CGRect(x: 10, y: 20, width: 100, height: 40)

    // As in UIKit, a new switch is off, a slider at 0 in 0…1, a page control without pages, a
    // progress view empty, a refresh control not refreshing.
    @Test("controls keep init(frame:), init(coder:) and init(), each making the control UIKit makes")
    func controls() {
        #expect(UISwitch(frame: rect).frame == rect)
        #expect(UISwitch().isOn == false)
        #expect(UISwitch(coder: coder)?.isOn == false)
        let slider = UISlider(frame: rect)
        #expect(slider.frame == rect)
        #expect([slider.value, slider.minimumValue, slider.maximumValue] == [0, 0, 1])
        #expect(UIPageControl().numberOfPages == 0)
        #expect(UIPageControl(coder: coder)?.currentPage == 0)
        #expect(UIProgressView(frame: rect).progress == 0)
        #expect(UIProgressView().progressViewStyle == .default)
        #expect(UIRefreshControl().isRefreshing == false)
        #expect(UIRefreshControl(coder: coder)?.isRefreshing == false)
    }

    @Test("text, scroll and bar views keep init(frame:), init(coder:) and init()")
    func views() {
        #expect(UIScrollView(frame: rect).bounds.size == rect.size)
        #expect(UIScrollView(coder: coder)?.contentOffset == .zero)
        #expect(UITextView(frame: rect).text == "")
        #expect(UITextView(coder: coder)?.isEditable == true)
        #expect(UIToolbar().items == nil)
        #expect(UIToolbar(coder: coder)?.items == nil)
        #expect(UISearchTextField(frame: rect).text == "")
        #expect(UILabel(frame: rect).text == nil)
        #expect(UILabel(coder: coder)?.text == nil)
        #expect(UITextField(frame: rect).placeholder == nil)
        #expect(UITextField(coder: coder)?.text == "")
        #expect(UIStackView(frame: rect).axis == .horizontal)
        #expect(UIStackView(coder: coder)?.axis == .horizontal)
    }

    @Test("subclasses in Xcode's template shape, or with no initializer, compile and run their overrides")
    func subclasses() {
        #expect(OnSwitch(frame: .zero).isOn)
        #expect(OnSwitch(coder: coder) != nil)
        #expect(ReadOnlyTextView(frame: rect).isEditable == false)
        #expect(PagingScrollView(frame: rect).isPagingEnabled)
        #expect(PlainSlider().maximumValue == 1)
        #expect(PlainPageControl(frame: rect).frame == rect)
        #expect(PlainToolbar(coder: coder) != nil)
        #expect(PlainRefreshControl().isRefreshing == false)
        #expect(PlainSearchTextField().text == "")
        #expect(PlainTextField(text: "Ada", placeholder: "Name").placeholder == "Name")
    }

    // UIProgressView: "convenience init(progressViewStyle style: UIProgressView.Style)" — "Creates a
    // progress view with the specified style."
    @Test("init(progressViewStyle:) is a convenience initializer, as in UIKit: it goes through init(frame:)")
    func progressViewStyle() {
        #expect(UIProgressView(progressViewStyle: .bar).progressViewStyle == .bar)
        let framed = FramedProgressView(progressViewStyle: .bar)
        #expect(framed.madeThroughFrame)
        #expect(framed.progressViewStyle == .bar)
    }

    @Test("HeadlessUI's own initializers are designated: a subclass calls them as super.init")
    func headlessInitializersFromSubclasses() {
        let title = TitleLabel(title: "Amsterdam")
        #expect(title.text == "Amsterdam")
        #expect(NameField().placeholder == "Name")
        #expect(LogoView().image == UIImage(named: "logo"))
        var saved = false
        let save = SaveButton { saved = true }
        save.tap()
        #expect(save.title == "Save")
        #expect(saved)
        #expect(UITextField(placeholder: "Name").text == "")
    }
}
