import Scenewright

/// Imperio's tutorial flow: onboarding pages, then an image-picker sub-flow started from an
/// action sheet, whose result comes back to the parent flow through a `SafeResultClosure`, after
/// which the sub-flow removes itself from the flow tree.
enum ImperioTutorial: Example {
    static let name = "imperio-tutorial"
    static let summary = "Flow controllers: onboarding → image-picker sub-flow → result via SafeResultClosure"

    /// The app delegate's role: it keeps the window and the initial flow alive. Readable by the
    /// tests, which check what the flow tree holds.
    @MainActor private(set) static var app: (window: Window, flow: TutorialFlowController)?

    static func launch() -> Window {
        let window = Window()
        let flow = TutorialFlowController()
        flow.start(from: window)
        app = (window, flow)
        return window
    }

    /// Lets go of the window and the flow, so nothing of the app outlives it.
    static func finish() { app = nil }

    static func play(_ stage: Stage) throws {
        guard let flow = app?.flow else { return }
        let tree = { "flow tree: \(flow.treeDescription)" }
        stage.show("launch: the first onboarding page — \(tree())")
        try step(stage, "next") { "next: the page reports it, the flow pushes the next page" }
        try step(stage, "next") { "next: after the last page the flow shows the profile — \(tree())" }
        try step(stage, "addPhoto") {
            "add a photo: the picker sub-flow starts with an action sheet — \(tree())"
        }
        try step(stage, "alert.Choose from library") {
            "choose from the library: the sub-flow presents the grid"
        }
        try step(stage, "photo.1") { "pick beach.jpg: the result reaches the parent flow — \(tree())" }
        try step(stage, "addPhoto") { "add another photo — \(tree())" }
        try step(stage, "alert.Cancel") { "cancel: no result, the sub-flow is removed anyway — \(tree())" }
        try step(stage, "done") { "done: the tutorial flow shows the last page — \(tree())" }
    }

    /// Taps `identifier`, then prints the screen under a caption computed after the tap.
    private static func step(_ stage: Stage, _ identifier: String, _ caption: () -> String) throws {
        try stage.window.tap(identifier)
        stage.show(caption())
    }
}

extension FlowController {
    /// `Name[Child, …]`, for the captions.
    var treeDescription: String {
        let name = String(describing: type(of: self))
        guard !children.isEmpty else { return name }
        return "\(name)[\(children.map(\.treeDescription).joined(separator: ", "))]"
    }
}

// MARK: The flows

/// The app's initial flow: it owns the onboarding, reacts to what the pages report, and runs the
/// image picker as a sub-flow.
final class TutorialFlowController: InitialFlowController, OnboardingPageDelegate,
    ProfileViewControllerDelegate
{
    private weak var navigation: NavigationController?
    private weak var profile: ProfileViewController?
    private let pages = ["Welcome to Scenewright", "Flows decide what comes next"]

    override func start(from window: Window) {
        let first = OnboardingPageViewController(page: 0, text: pages[0])
        first.delegate = self
        let navigation = NavigationController(rootViewController: first)
        self.navigation = navigation
        window.rootViewController = navigation
        window.makeKeyAndVisible()
    }

    func onboardingPageDidTapNext(_ page: OnboardingPageViewController) {
        let next = page.page + 1
        if next < pages.count {
            let controller = OnboardingPageViewController(page: next, text: pages[next])
            controller.delegate = self
            navigation?.pushViewController(controller, animated: true)
        } else {
            let profile = ProfileViewController()
            profile.delegate = self
            self.profile = profile
            navigation?.pushViewController(profile, animated: true)
        }
    }

    func profileViewControllerDidTapAddPhoto(_ controller: ProfileViewController) {
        let picker = ImagePickerFlowController(
            onPick: SafeResultClosure(owner: self) { owner, photo in
                owner.profile?.showPhoto(photo)
            })
        add(subFlowController: picker)
        picker.start(from: controller)
    }

    func profileViewControllerDidTapDone(_ controller: ProfileViewController) {
        let last = OnboardingPageViewController(
            page: pages.count, text: "All set: \(controller.photo ?? "no photo")")
        last.delegate = nil
        navigation?.setViewControllers([last], animated: true)
    }
}

/// A sub-flow: asks where the photo comes from with an action sheet, lets the user pick one, reports
/// it through its `SafeResultClosure`, and takes itself out of the flow tree — also when the user
/// swipes the photo grid away (it is the grid's presentation delegate), reporting no photo then.
final class ImagePickerFlowController: FlowController, PhotoGridDelegate,
    AdaptivePresentationControllerDelegate
{
    private let onPick: SafeResultClosure<String>

    init(onPick: SafeResultClosure<String>) {
        self.onPick = onPick
    }

    override func start(from presentingViewController: ViewController) {
        let sheet = AlertController(title: "Add a photo", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(
            AlertAction(title: "Take a photo", style: .default) { [weak self] _ in
                self?.finish(with: "camera-shot.jpg")
            })
        sheet.addAction(
            AlertAction(title: "Choose from library", style: .default) { [weak self] _ in
                let grid = PhotoGridViewController()
                grid.delegate = self
                grid.presentationController?.delegate = self
                presentingViewController.present(grid, animated: true)
            })
        sheet.addAction(
            AlertAction(title: "Cancel", style: .cancel) { [weak self] _ in
                self?.finish(with: nil)
            })
        presentingViewController.present(sheet, animated: true)
    }

    func photoGrid(_ grid: PhotoGridViewController, didPick photo: String) {
        grid.dismiss(animated: true)
        finish(with: photo)
    }

    /// The user swiped the grid away without picking: no photo, and the flow is done.
    func presentationControllerDidDismiss(_ presentationController: PresentationController) {
        finish(with: nil)
    }

    private func finish(with photo: String?) {
        if let photo { onPick.reportResult(photo) }
        removeFromSuperFlowController()
    }
}
