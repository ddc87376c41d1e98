import ScenewrightTesting
import Testing
import UIKit

/// A custom view as UIKit code writes one: `init(frame:)`, the coder initializer, subviews set up
/// in the initializer and positioned in `layoutSubviews`.
private final class BadgeView: UIView {
    let countLabel = UILabel()
    private(set) var layouts = 0
    var events: [String] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        countLabel.textAlignment = .center
        countLabel.font = .boldSystemFont(ofSize: 13)
        countLabel.textColor = .white
        backgroundColor = .systemRed
        addSubview(countLabel)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layouts += 1
        countLabel.frame = bounds
        events.append("layoutSubviews")
    }

    override func willMove(toSuperview newSuperview: UIView?) {
        events.append(newSuperview == nil ? "willMove(toSuperview: nil)" : "willMove(toSuperview:)")
    }

    override func didMoveToSuperview() { events.append("didMoveToSuperview") }
    override func didMoveToWindow() {
        events.append(window == nil ? "didMoveToWindow nil" : "didMoveToWindow")
    }
}

/// A controller whose root view reports its layout pass.
@MainActor private final class BadgeViewController: UIViewController {
    let badge = BadgeView(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
    var events: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(badge)
    }

    override func viewWillLayoutSubviews() { events.append("viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { events.append("viewDidLayoutSubviews") }
}

@MainActor @Suite("Views: UIView, UILabel, UIButton, UIImageView and UIStackView as UIKit code uses them")
struct ViewsControlTests {
    @Test("frame, bounds and center describe one rectangle")
    func geometry() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(view.center == CGPoint(x: 60, y: 45))
        view.center = CGPoint(x: 100, y: 100)
        #expect(view.frame == CGRect(x: 50, y: 75, width: 100, height: 50))
        view.bounds = CGRect(x: 0, y: 0, width: 20, height: 10)
        #expect(view.frame == CGRect(x: 90, y: 95, width: 20, height: 10))
        #expect(view.center == CGPoint(x: 100, y: 100))
        #expect(UIView().frame == .zero)
    }

    @Test("a size change lays the view out on layoutIfNeeded, once")
    func layoutOnResize() {
        let badge = BadgeView(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
        badge.layoutIfNeeded()
        #expect(badge.layouts == 1, "the initial frame needs a layout")
        badge.frame.origin = CGPoint(x: 5, y: 5)
        badge.layoutIfNeeded()
        #expect(badge.layouts == 1, "moving does not")
        badge.frame.size = CGSize(width: 30, height: 30)
        badge.layoutIfNeeded()
        badge.layoutIfNeeded()
        #expect(badge.layouts == 2)
        #expect(badge.countLabel.frame == CGRect(x: 0, y: 0, width: 30, height: 30))
    }

    @Test("a root view's layoutSubviews runs between viewWillLayoutSubviews and viewDidLayoutSubviews")
    func controllerLayoutPass() {
        final class RootView: UIView {
            var onLayout: () -> Void = {}
            override func layoutSubviews() { onLayout() }
        }
        final class Screen: UIViewController {
            var events: [String] = []
            override func loadView() {
                let root = RootView()
                root.onLayout = { [unowned self] in events.append("layoutSubviews") }
                view = root
            }
            override func viewWillLayoutSubviews() { events.append("viewWillLayoutSubviews") }
            override func viewDidLayoutSubviews() { events.append("viewDidLayoutSubviews") }
        }
        let screen = Screen()
        let window = UIWindow()
        window.rootViewController = screen
        window.makeKeyAndVisible()
        #expect(
            Array(screen.events.prefix(3)) == [
                "viewWillLayoutSubviews", "layoutSubviews", "viewDidLayoutSubviews",
            ])
    }

    @Test("hierarchy callbacks: willMove/didMove to superview, and to window when entering one")
    func hierarchyCallbacks() {
        let screen = BadgeViewController()
        let window = UIWindow()
        window.rootViewController = screen
        window.makeKeyAndVisible()
        let badge = BadgeView(frame: .zero)
        badge.events = []
        screen.view.addSubview(badge)
        #expect(badge.window === window)
        badge.removeFromSuperview()
        #expect(badge.window == nil)
        #expect(
            badge.events == [
                "willMove(toSuperview:)", "didMoveToSuperview", "didMoveToWindow",
                "willMove(toSuperview: nil)", "didMoveToSuperview", "didMoveToWindow nil",
            ])
    }

    @Test("insertSubview, bringSubviewToFront, sendSubviewToBack and viewWithTag")
    func ordering() {
        let root = UIView()
        let (a, b, c) = (UIView(), UIView(), UIView())
        a.tag = 1
        b.tag = 2
        c.tag = 3
        root.addSubview(a)
        root.addSubview(b)
        root.insertSubview(c, at: 0)
        #expect(root.subviews.map(\.tag) == [3, 1, 2])
        root.bringSubviewToFront(c)
        #expect(root.subviews.map(\.tag) == [1, 2, 3])
        root.sendSubviewToBack(b)
        #expect(root.subviews.map(\.tag) == [2, 1, 3])
        root.insertSubview(a, aboveSubview: c)
        #expect(root.subviews.map(\.tag) == [2, 3, 1])
        root.insertSubview(UIView(), at: 99)
        #expect(root.subviews.count == 4)
        #expect(root.viewWithTag(3) === c)
        #expect(root.viewWithTag(42) == nil)
        #expect(c.isDescendant(of: root) && !root.isDescendant(of: c))
    }

    @Test("UIView.animate applies the animations at once and completes with true before returning")
    func animate() {
        let view = UIView()
        var finished: [Bool] = []
        UIView.animate(withDuration: 0.3) { view.alpha = 0.5 }
        #expect(view.alpha == 0.5)
        UIView.animate(withDuration: 0.3, animations: { view.alpha = 0 }, completion: { finished.append($0) })
        UIView.animate(withDuration: 1, delay: 2, options: [.curveEaseInOut, .beginFromCurrentState]) {
            view.backgroundColor = UIColor.red.withAlphaComponent(0.5)
        } completion: {
            finished.append($0)
        }
        UIView.animate(
            withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0.2, options: [],
            animations: { view.isHidden = true }, completion: { finished.append($0) })
        #expect(view.alpha == 0)
        #expect(view.backgroundColor == UIColor(red: 1, green: 0, blue: 0, alpha: 0.5))
        #expect(finished == [true, true, true])
    }

    @Test(
        "UIButton(type:) with per-state titles and a UIAction: a tap sends touchUpInside then primaryActionTriggered"
    )
    func buttonEvents() {
        let button = UIButton(type: .system)
        button.setTitle("Follow", for: .normal)
        button.setTitle("Following", for: .selected)
        var events: [String] = []
        var senders: [ObjectIdentifier] = []
        button.addAction(
            UIAction(title: "down") { events.append($0.title) }, for: .touchDown)
        let up = UIAction(title: "up") { action in
            events.append(action.title)
            if let sender = action.sender as? UIButton { senders.append(ObjectIdentifier(sender)) }
        }
        button.addAction(up, for: .touchUpInside)
        button.addAction(UIAction(title: "primary") { events.append($0.title) }, for: .primaryActionTriggered)
        button.tap()
        #expect(events == ["down", "up", "primary"])
        #expect(senders == [ObjectIdentifier(button)])
        #expect(button.currentTitle == "Follow" && button.titleLabel?.text == "Follow")
        button.isSelected = true
        #expect(button.currentTitle == "Following" && button.title(for: .highlighted) == "Follow")
        button.removeAction(up, for: .touchUpInside)
        events = []
        button.sendActions(for: .touchUpInside)
        #expect(events.isEmpty)
        button.isEnabled = false
        let diagnostics = captureDiagnostics { button.tap() }
        #expect(diagnostics.map(\.kind) == [.controlDisabled])
        #expect(events.isEmpty)
        button.sendActions(for: .primaryActionTriggered)
        #expect(events == ["primary"], "sendActions(for:) works on a disabled control, as in UIKit")
    }

    @Test("UIButton(primaryAction:) shows the action's title and runs it on a tap")
    func primaryAction() throws {
        var runs = 0
        let button = UIButton(
            primaryAction: UIAction(title: "Refresh", image: UIImage(systemName: "arrow.clockwise")) { _ in
                runs += 1
            })
        #expect(button.render() == "Button \"Refresh\"")
        button.tap()
        #expect(runs == 1)
        let imageOnly = UIButton(type: .custom)
        imageOnly.setImage(UIImage(named: "close"), for: .normal)
        #expect(imageOnly.render() == "Button image: \"close\"")
    }

    @Test("UILabel starts with no text; text, numberOfLines and fonts are UIKit's")
    func label() {
        let label = UILabel()
        #expect(label.text == nil)
        #expect(label.render() == "Label")
        label.text = "Amsterdam\nNL"
        label.numberOfLines = 0
        label.font = .preferredFont(forTextStyle: .headline)
        #expect(label.render() == "Label \"Amsterdam NL\"")
        #expect(label.font.pointSize == 17 && label.font.weight == .semibold)
        #expect(UIFont.systemFont(ofSize: 12).pointSize == 12)
        label.attributedText = NSAttributedString(string: "Kyoto")
        #expect(label.text == "Kyoto")
    }

    @Test("UIImageView(image:) and UIImage(named:) / (systemName:), nil for an empty name")
    func images() {
        let logo = UIImageView(image: UIImage(named: "logo"))
        #expect(logo.render() == "ImageView image: \"logo\"")
        let symbol = UIImageView(image: UIImage(systemName: "star.fill"))
        #expect(symbol.render() == "ImageView image: \"systemName:star.fill\"")
        #expect(UIImage(named: "") == nil && UIImage(systemName: "") == nil)
        #expect(UIImageView(image: nil).render() == "ImageView")
    }

    @Test(
        "UIStackView(arrangedSubviews:): arranged views are subviews; removeArrangedSubview keeps the subview"
    )
    func stack() {
        let (a, b, c) = (UILabel(), UILabel(), UILabel())
        let stack = UIStackView(arrangedSubviews: [a, b])
        #expect(stack.axis == .horizontal)
        stack.insertArrangedSubview(c, at: 0)
        #expect(stack.arrangedSubviews == [c, a, b])
        stack.removeArrangedSubview(a)
        #expect(stack.arrangedSubviews == [c, b] && a.superview === stack)
        b.removeFromSuperview()
        #expect(stack.arrangedSubviews == [c])
        stack.addArrangedSubview(stack)
        #expect(stack.arrangedSubviews == [c], "a stack cannot arrange itself")
    }

    @Test("accessibilityIdentifier is the identifier windows find and tap by")
    func accessibilityIdentifier() throws {
        let screen = UIViewController()
        let button = UIButton(type: .system)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        button.setTitle("Go", for: .normal)
        button.accessibilityIdentifier = "go"
        screen.view.addSubview(button)
        let window = UIWindow()
        window.rootViewController = screen
        window.makeKeyAndVisible()
        #expect(button.identifier == "go")
        try window.tap("go")
        #expect(taps == 1)
        screen.view.isUserInteractionEnabled = false
        #expect(throws: WindowError.self) { try window.tap("go") }
        #expect(taps == 1)
    }

    @Test("hostile identifiers and titles: empty, huge and NUL render on one line and tap exactly")
    func hostileStrings() throws {
        let huge = String(repeating: "x", count: 100_000)
        let screen = UIViewController()
        var tapped: [String] = []
        for identifier in ["", "nul\u{0}id", huge] {
            let button = UIButton(type: .system)
            button.setTitle(identifier.isEmpty ? "\u{0}" : identifier, for: .normal)
            button.accessibilityIdentifier = identifier
            button.addAction(UIAction { _ in tapped.append(identifier) }, for: .touchUpInside)
            screen.view.addSubview(button)
        }
        let window = UIWindow()
        window.rootViewController = screen
        window.makeKeyAndVisible()
        try window.tap("nul\u{0}id")
        try window.tap(huge)
        try window.tap("")
        #expect(tapped == ["nul\u{0}id", huge, ""])
        #expect(window.render().split(separator: "\n").count == 5)
        #expect(throws: WindowError.self) { try window.tap("nul") }
    }

    @Test("Auto Layout constraints are recorded, activated and deactivated, not solved")
    func autoLayout() {
        let container = UIView()
        let title = UILabel()
        title.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(title)
        let width = title.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 0.5)
        let constraints = [
            title.leadingAnchor.constraint(
                equalTo: container.safeAreaLayoutGuide.leadingAnchor, constant: 16),
            title.topAnchor.constraint(greaterThanOrEqualTo: container.topAnchor),
            title.heightAnchor.constraint(equalToConstant: 44),
            width,
        ]
        width.priority = .defaultHigh
        #expect(!width.isActive)
        NSLayoutConstraint.activate(constraints)
        let allActive = constraints.allSatisfy { $0.isActive }
        #expect(allActive)
        #expect(title.constraints.count == 4)
        #expect(width.multiplier == 0.5 && width.secondItem === container && width.firstAttribute == .width)
        #expect(constraints[2].secondAttribute == .notAnAttribute && constraints[2].constant == 44)
        title.setContentHuggingPriority(.required, for: .horizontal)
        #expect(title.contentHuggingPriority(for: .horizontal) == .required)
        #expect(title.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
        NSLayoutConstraint.deactivate([width])
        #expect(title.constraints.count == 3 && !width.isActive)
        #expect(title.frame == .zero, "nothing is solved")
    }
}
