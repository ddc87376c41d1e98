// Imperio's README, block by block, written with UIKit's names as the README writes them: the tutorial
// flow (presented, then as the initial flow), sub-flows, the flow delegate, the app-delegate FAQ,
// passing data in and back (SafeResultClosure, ObservableProperty) and the image picker flow with its
// action sheet. Each test runs headless and checks what the README says happens.
import Scenewright
import ScenewrightTesting
import Testing
import UIKit

// MARK: Flow delegate and view controllers

// README: `protocol Page1FlowDelegate: class`. `class` here is deprecated (a warning) in Swift 6, so
// `AnyObject`; and `@MainActor`, since a main-actor flow controller implements it (Swift 6 rejects a
// main-actor method satisfying a nonisolated requirement — on iOS as here).
@MainActor private protocol Page1FlowDelegate: AnyObject {
    func nextToPage2ButtonPressed()
}

private final class Page1ViewController: UIViewController {
    weak var flowDelegate: (any Page1FlowDelegate)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Page 1"
        // README: the button is a storyboard outlet wired to an `@IBAction`, which needs Objective-C.
        // Built in code, the button calls the same method through a UIAction.
        let next = UIButton(type: .system)
        next.setTitle("Next", for: .normal)
        next.accessibilityIdentifier = "next"
        next.addAction(UIAction { [unowned self] _ in self.nextButtonPressed() }, for: .touchUpInside)
        view.addSubview(next)
    }

    // README: `@IBAction func nextButtonPressed()`.
    func nextButtonPressed() {
        flowDelegate?.nextToPage2ButtonPressed()
    }
}

@MainActor private protocol Page2FlowDelegate: AnyObject {
    func completeButtonPressed()
}

private final class Page2ViewController: UIViewController {
    weak var flowDelegate: (any Page2FlowDelegate)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Page 2"
        let done = UIButton(type: .system)
        done.setTitle("Done", for: .normal)
        done.accessibilityIdentifier = "complete"
        done.addAction(
            UIAction { [unowned self] _ in self.flowDelegate?.completeButtonPressed() }, for: .touchUpInside)
        view.addSubview(done)
    }
}

// MARK: The tutorial flow, presented

/// "The start(from:) method", "Flow Delegate" and "Sub Flow Controllers" (completeButtonPressed).
private final class TutorialFlowController: FlowController {
    private var navigationCtrl: UINavigationController?

    override func start(from presentingViewController: UIViewController) {
        let page1ViewCtrl = Page1ViewController()
        navigationCtrl = UINavigationController(rootViewController: page1ViewCtrl)

        page1ViewCtrl.flowDelegate = self

        presentingViewController.present(navigationCtrl!, animated: true)
    }

    func completeButtonPressed() {
        navigationCtrl?.dismiss(animated: true) {
            self.removeFromSuperFlowController()
        }
    }
}

extension TutorialFlowController: Page1FlowDelegate, Page2FlowDelegate {
    func nextToPage2ButtonPressed() {
        let page2ViewCtrl = Page2ViewController()
        page2ViewCtrl.flowDelegate = self
        navigationCtrl?.pushViewController(page2ViewCtrl, animated: true)
    }
}

/// The README's first block: a flow controller not yet implemented.
private final class EmptyTutorialFlowController: FlowController {
    // TODO: not yet implemented
}

// MARK: The initial flow and the app delegate

/// "InitialFlowController": the same tutorial as the app's first flow.
private final class InitialTutorialFlowController: InitialFlowController, Page1FlowDelegate {
    private var navigationCtrl: UINavigationController?
    private(set) var someViewController: UIViewController?

    override func start(from window: UIWindow) {
        let page1ViewCtrl = Page1ViewController()
        navigationCtrl = UINavigationController(rootViewController: page1ViewCtrl)

        page1ViewCtrl.flowDelegate = self
        someViewController = page1ViewCtrl

        window.rootViewController = navigationCtrl
    }

    func nextToPage2ButtonPressed() {
        navigationCtrl?.pushViewController(Page2ViewController(), animated: true)
    }

    /// "Sub Flow Controllers": starting the presented tutorial from this flow.
    func tutorialStartButtonPressed() {
        let tutorialFlowCtrl = TutorialFlowController()
        add(subFlowController: tutorialFlowCtrl)
        tutorialFlowCtrl.start(from: someViewController!)
    }
}

/// The FAQ's `MainFlowController`, started by the app delegate.
private typealias MainFlowController = InitialTutorialFlowController

// README: `@UIApplicationMain class AppDelegate`. The attribute makes the type the program's entry
// point, which a test target cannot have: the test calls the delegate method as the app would.
private final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var initialFlowController: InitialFlowController?

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        // README: `[UIApplicationLaunchOptionsKey: Any]?`, the Swift 4.2 spelling; UIKit renamed it
        // `UIApplication.LaunchOptionsKey` in Swift 4.2 and later.
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.makeKeyAndVisible()

        initialFlowController = MainFlowController()
        initialFlowController?.start(from: window!)

        return true
    }
}

// MARK: Passing data

private struct Profile {
    let name: String
}

/// FAQ "passing data into a flow controller".
private final class EditProfileFlowController: FlowController {
    private let profile: Profile

    init(profile: Profile) {
        self.profile = profile
        super.init()
    }

    var profileName: String { profile.name }
}

/// FAQ "How can I pass data between a flow controller and its view controllers?": the view model.
private struct MainViewModel {
    let backgroundColor: UIColor
    var pickedImage: ObservableProperty<UIImage?>
}

private final class MainViewController: UIViewController {
    var viewModel: MainViewModel?

    // README: `@IBOutlet private var pickedImageView: UIImageView!`; `@IBOutlet` needs Objective-C
    // and a storyboard, so the view is made in code.
    private var pickedImageView: UIImageView!
    private(set) var imagesShown: [UIImage?] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        pickedImageView = UIImageView(image: nil)
        pickedImageView.accessibilityIdentifier = "picked"
        view.addSubview(pickedImageView)

        view.backgroundColor = viewModel?.backgroundColor

        _ = viewModel?.pickedImage.didSet(self) { (self, pickedImage) in
            self.pickedImageView.image = pickedImage
            self.imagesShown.append(pickedImage)
        }
    }
}

/// FAQ: "simply add parameters to your flow delegate methods". README: `: class` (see above).
@MainActor private protocol AddressListFlowDelegate: AnyObject {
    func didSelectEntry(at index: NSIndexPath)
    func searchFieldTextChanged(to text: String)
}

private final class AddressListFlowController: FlowController, AddressListFlowDelegate {
    private(set) var events: [String] = []
    func didSelectEntry(at index: NSIndexPath) { events.append("select \(index.index(atPosition: 1))") }
    func searchFieldTextChanged(to text: String) { events.append("search \(text)") }
}

// MARK: The image picker flow

// README: `UIImagePickerController` (the camera and the photo library) has no headless model; this
// stand-in has its delegate methods' shapes, so the flow below is the README's.
private final class ImagePickerController: UINavigationController {
    enum SourceType { case camera, savedPhotosAlbum }
    var sourceType: SourceType = .savedPhotosAlbum
    weak var pickerDelegate: (any ImagePickerControllerDelegate)?

    convenience init(sourceType: SourceType) {
        let grid = UIViewController()
        grid.title = "Photos"
        self.init(rootViewController: grid)
        self.sourceType = sourceType
    }

    func pick(_ image: UIImage) {
        pickerDelegate?.imagePickerController(self, didFinishPickingMediaWithInfo: ["original": image])
    }

    func cancel() { pickerDelegate?.imagePickerControllerDidCancel(self) }
}

@MainActor private protocol ImagePickerControllerDelegate: AnyObject {
    func imagePickerControllerDidCancel(_ picker: ImagePickerController)
    func imagePickerController(
        _ picker: ImagePickerController, didFinishPickingMediaWithInfo info: [String: Any])
}

/// FAQ "passing data back" and "container view controllers like UIAlertController".
private final class ImagePickerFlowController: FlowController {
    // README: `typealias ResultClosure = (UIImage) -> Void`, yet the caller passes a
    // `SafeResultClosure<UIImage>` and the flow calls `reportResult(result:)` on it: the README's
    // own code needs this type to be the safe closure.
    typealias ResultClosure = SafeResultClosure<UIImage>

    let resultCompletion: ResultClosure
    private(set) var picker: ImagePickerController?

    init(resultCompletion: ResultClosure) {
        self.resultCompletion = resultCompletion
        super.init()
    }

    override func start(from presentingViewController: UIViewController) {
        presentingViewController.present(
            instantiateSourceChooser(from: presentingViewController), animated: true)
    }

    func instantiateSourceChooser(from viewController: UIViewController) -> UIAlertController {
        let alertCtrl = UIAlertController(
            title: "Choose source.", message: "How do you want to choose your image?",
            preferredStyle: .actionSheet)

        alertCtrl.addAction(
            UIAlertAction(title: "Camera", style: .default) { [unowned self] _ in
                self.startCamera(from: viewController)
            })

        alertCtrl.addAction(
            UIAlertAction(title: "Albums", style: .default) { [unowned self] _ in
                self.startImagePicker(from: viewController)
            })

        alertCtrl.addAction(
            UIAlertAction(title: "Cancel", style: .cancel) { [unowned self] _ in
                self.removeFromSuperFlowController()
            })

        return alertCtrl
    }

    func startCamera(from viewController: UIViewController) {
        let imagePicker = ImagePickerController(sourceType: .camera)
        imagePicker.sourceType = .camera

        imagePicker.pickerDelegate = self
        picker = imagePicker
        viewController.present(imagePicker, animated: true)
    }

    func startImagePicker(from viewController: UIViewController) {
        let imagePicker = ImagePickerController(sourceType: .savedPhotosAlbum)
        imagePicker.sourceType = .savedPhotosAlbum

        imagePicker.pickerDelegate = self
        picker = imagePicker
        viewController.present(imagePicker, animated: true)
    }
}

extension ImagePickerFlowController: ImagePickerControllerDelegate {
    func imagePickerControllerDidCancel(_ picker: ImagePickerController) {
        picker.dismiss(animated: true) {
            self.removeFromSuperFlowController()
        }
    }

    func imagePickerController(
        _ picker: ImagePickerController, didFinishPickingMediaWithInfo info: [String: Any]
    ) {
        if let pickedImage = info["original"] as? UIImage {
            resultCompletion.reportResult(result: pickedImage)
            picker.dismiss(animated: true) {
                self.removeFromSuperFlowController()
            }
        }
    }
}

/// The flow that starts the picker: the README's `imagePickerStartButtonPressed()`.
private final class ProfileFlowController: InitialFlowController {
    private(set) var mainViewController: MainViewController?
    private(set) var picked: [UIImage] = []

    override func start(from window: UIWindow) {
        let main = MainViewController()
        main.viewModel = MainViewModel(backgroundColor: .red, pickedImage: ObservableProperty(nil))
        mainViewController = main
        window.rootViewController = main
    }

    func imagePickerStartButtonPressed() {
        let resultCompletion = SafeResultClosure<UIImage>(self) { (self, pickedImage) in
            // do something with the result
            self.picked.append(pickedImage)
            self.mainViewController?.viewModel?.pickedImage.setValue(pickedImage)
        }

        let imagePickerFlowCtrl = ImagePickerFlowController(resultCompletion: resultCompletion)
        add(subFlowController: imagePickerFlowCtrl)
        imagePickerFlowCtrl.start(from: mainViewController!)
    }
}

// MARK: Tests

@MainActor
@Suite("Imperio's README in UIKit")
struct SeedsInUIKitImperioTests {
    @Test("the app delegate FAQ: a key window, then the initial flow sets its root view controller")
    func appDelegate() throws {
        let appDelegate = AppDelegate()
        #expect(appDelegate.application(UIApplication.shared, didFinishLaunchingWithOptions: nil))
        let window = try #require(appDelegate.window)
        #expect(window.isKeyWindow)
        let navigation = try #require(window.rootViewController as? UINavigationController)
        let page1 = try #require(navigation.topViewController as? Page1ViewController)
        #expect(page1.appearanceState == .appeared)
        #expect(window.render().contains("Page 1"))
    }

    @Test("the flow delegate: the view controller reports the tap, the flow pushes page 2")
    func flowDelegate() throws {
        let appDelegate = AppDelegate()
        _ = appDelegate.application(UIApplication.shared, didFinishLaunchingWithOptions: nil)
        let window = try #require(appDelegate.window)
        try window.tap("next")
        let navigation = try #require(window.rootViewController as? UINavigationController)
        #expect(navigation.viewControllers.count == 2)
        #expect(navigation.topViewController is Page2ViewController)
        #expect(window.render().contains("Page 2"))
    }

    @Test("a sub-flow is added, presents its navigation controller, and leaves the tree once dismissed")
    func subFlow() throws {
        let appDelegate = AppDelegate()
        _ = appDelegate.application(UIApplication.shared, didFinishLaunchingWithOptions: nil)
        let window = try #require(appDelegate.window)
        let mainFlow = try #require(appDelegate.initialFlowController as? MainFlowController)
        weak var tutorial: FlowController?
        mainFlow.tutorialStartButtonPressed()
        tutorial = mainFlow.children.first
        #expect(tutorial is TutorialFlowController)
        #expect(mainFlow.someViewController?.presentedViewController is UINavigationController)
        try window.tap("next")  // page 1 of the presented tutorial
        try window.tap("complete")  // page 2: dismiss, then removeFromSuperFlowController
        #expect(mainFlow.someViewController?.presentedViewController == nil)
        #expect(mainFlow.children.isEmpty)
        #expect(tutorial == nil)
    }

    @Test("passing data into a flow controller is an init parameter; the empty flow compiles as written")
    func dataIn() {
        let flow = EditProfileFlowController(profile: Profile(name: "Ada"))
        #expect(flow.profileName == "Ada")
        let root = EmptyTutorialFlowController()
        root.add(subFlowController: flow)
        #expect(flow.parent === root)
    }

    @Test("passing data back: SafeResultClosure delivers the picked image; the view observes it")
    func imagePicked() throws {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let flow = ProfileFlowController()
        flow.start(from: window)
        window.makeKeyAndVisible()
        let main = try #require(flow.mainViewController)
        #expect(main.view.backgroundColor == .red)
        #expect(main.imagesShown.count == 1)  // didSet calls at once with the current value

        flow.imagePickerStartButtonPressed()
        #expect(main.presentedViewController is UIAlertController)
        try window.tap("alert.Albums")
        let picker = try #require(flow.children.first.flatMap { ($0 as? ImagePickerFlowController)?.picker })
        #expect(picker.sourceType == .savedPhotosAlbum)
        let image = try #require(UIImage(systemName: "photo"))
        picker.pick(image)
        #expect(flow.picked.count == 1)
        #expect(main.imagesShown.count == 2)
        #expect(main.presentedViewController == nil)
        #expect(flow.children.isEmpty)
    }

    @Test("the source chooser's Cancel removes the picker flow; Camera presents the camera source")
    func chooserCancelAndCamera() throws {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let flow = ProfileFlowController()
        flow.start(from: window)
        window.makeKeyAndVisible()
        flow.imagePickerStartButtonPressed()
        try window.tap("alert.Cancel")
        #expect(flow.children.isEmpty)
        #expect(flow.mainViewController?.presentedViewController == nil)

        flow.imagePickerStartButtonPressed()
        try window.tap("alert.Camera")
        let pickerFlow = try #require(flow.children.first as? ImagePickerFlowController)
        #expect(pickerFlow.picker?.sourceType == .camera)
        pickerFlow.picker?.cancel()
        #expect(flow.children.isEmpty)
        #expect(flow.picked.isEmpty)
    }

    @Test("the view-model test FAQ: a view controller with a view model renders the same each time")
    func viewModelRendering() {
        func render() -> String {
            let mainViewController = MainViewController()
            mainViewController.viewModel = MainViewModel(
                backgroundColor: .red, pickedImage: ObservableProperty(UIImage(named: "hogwarts")))
            return mainViewController.view.render()
        }
        let first = render()
        #expect(first == render())
        #expect(first.contains("#picked"))
    }

    @Test("flow delegate methods can carry data back")
    func dataBack() {
        let flow = AddressListFlowController()
        let delegate: any AddressListFlowDelegate = flow
        delegate.didSelectEntry(at: NSIndexPath(indexes: [0, 3], length: 2))
        delegate.searchFieldTextChanged(to: "Ams")
        #expect(flow.events == ["select 3", "search Ams"])
    }
}
