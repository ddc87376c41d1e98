import ScenewrightTesting
import Testing

@testable import Examples

@MainActor
@Suite("The Imperio tutorial example")
struct ImperioTutorialTests {
    /// Launches the real tutorial and taps through the onboarding pages to the profile.
    private func launchAtProfile() throws -> (window: Window, flow: TutorialFlowController) {
        let window = ImperioTutorial.launch()
        let flow = try #require(ImperioTutorial.app?.flow)
        try window.tap("next")
        try window.tap("next")
        return (window, flow)
    }

    /// The tutorial's navigation controller, the window's root.
    private func navigation(in window: Window) throws -> NavigationController {
        try #require(window.rootViewController as? NavigationController)
    }

    @Test("its key screens match their snapshots, from the first page to the last")
    func screens() throws {
        let window = ImperioTutorial.launch()
        assertSnapshot(of: window, named: "1-first-page")
        try window.tap("next")
        try window.tap("next")
        try window.tap("addPhoto")
        assertSnapshot(of: window, named: "2-action-sheet")
        try window.tap("alert.Choose from library")
        assertSnapshot(of: window, named: "3-photo-grid")
        try window.tap("photo.1")
        try window.tap("done")
        assertSnapshot(of: window, named: "4-all-set")
    }

    @Test("a photo picked from the library reaches the profile; the picker, sheet and grid are released")
    func pickingReleasesThePicker() throws {
        let (window, flow) = try launchAtProfile()
        let navigation = try navigation(in: window)
        #expect(flow.children.isEmpty)
        try window.tap("addPhoto")
        weak let picker = flow.children.first as? ImagePickerFlowController
        weak let sheet = navigation.presentedViewController as? AlertController
        #expect(flow.children.count == 1)
        #expect(picker != nil && sheet != nil)
        try window.tap("alert.Choose from library")
        weak let grid = navigation.presentedViewController as? PhotoGridViewController
        weak let gridView = grid?.viewIfLoaded
        #expect(sheet == nil)
        #expect(picker != nil && grid != nil && gridView != nil)
        try window.tap("photo.1")
        #expect((navigation.topViewController as? ProfileViewController)?.photo == "beach.jpg")
        #expect(navigation.presentedViewController == nil)
        #expect(flow.children.isEmpty)
        #expect(picker == nil && grid == nil && gridView == nil)
    }

    @Test("a photo taken with the camera reaches the profile, then the picker and its sheet are released")
    func cameraReleasesThePicker() throws {
        let (window, flow) = try launchAtProfile()
        let navigation = try navigation(in: window)
        try window.tap("addPhoto")
        weak let picker = flow.children.first as? ImagePickerFlowController
        weak let sheet = navigation.presentedViewController as? AlertController
        #expect(picker != nil && sheet != nil)
        try window.tap("alert.Take a photo")
        #expect((navigation.topViewController as? ProfileViewController)?.photo == "camera-shot.jpg")
        #expect(flow.children.isEmpty)
        #expect(picker == nil && sheet == nil)
    }

    @Test("cancelling the action sheet reports nothing, and the picker and its sheet are released anyway")
    func cancellingReleasesThePicker() throws {
        let (window, flow) = try launchAtProfile()
        let navigation = try navigation(in: window)
        try window.tap("addPhoto")
        weak let picker = flow.children.first as? ImagePickerFlowController
        weak let sheet = navigation.presentedViewController as? AlertController
        #expect(picker != nil && sheet != nil)
        try window.tap("alert.Cancel")
        #expect((navigation.topViewController as? ProfileViewController)?.photo == nil)
        #expect(navigation.presentedViewController == nil)
        #expect(flow.children.isEmpty)
        #expect(picker == nil && sheet == nil)
    }

    @Test("swiping the photo grid away reports no photo, and the picker, grid and its view are released")
    func swipingTheGridAwayReleasesThePicker() throws {
        let (window, flow) = try launchAtProfile()
        let navigation = try navigation(in: window)
        try window.tap("addPhoto")
        weak let picker = flow.children.first as? ImagePickerFlowController
        try window.tap("alert.Choose from library")
        weak let grid = navigation.presentedViewController as? PhotoGridViewController
        weak let gridView = grid?.viewIfLoaded
        #expect(picker != nil && grid != nil && gridView != nil)
        #expect(try window.swipeDownSheet())
        #expect((navigation.topViewController as? ProfileViewController)?.photo == nil)
        #expect(navigation.presentedViewController == nil)
        #expect(flow.children.isEmpty)
        #expect(picker == nil && grid == nil && gridView == nil)
        try window.tap("addPhoto")
        #expect(flow.children.count == 1)
    }

    @Test("add photo under the action sheet is rejected: no second picker starts")
    func addPhotoUnderTheActionSheet() throws {
        let (window, flow) = try launchAtProfile()
        let navigation = try navigation(in: window)
        try window.tap("addPhoto")
        weak let sheet = navigation.presentedViewController as? AlertController
        #expect(
            throws: WindowError.covered(
                identifier: "addPhoto", by: #"the action sheet ActionSheet("Add a photo")"#)
        ) {
            try window.tap("addPhoto")
        }
        #expect(flow.children.count == 1)
        let sheetIsStillPresented = navigation.presentedViewController === sheet
        #expect(sheetIsStillPresented)
        try window.tap("alert.Cancel")
        #expect(flow.children.isEmpty)
        #expect(sheet == nil)
    }

    @Test("when the onboarding is done, its pages and the profile are released")
    func doneReleasesTheOnboarding() throws {
        let window = ImperioTutorial.launch()
        let flow = try #require(ImperioTutorial.app?.flow)
        let navigation = try navigation(in: window)
        weak let firstPage = navigation.topViewController as? OnboardingPageViewController
        try window.tap("next")
        weak let secondPage = navigation.topViewController as? OnboardingPageViewController
        try window.tap("next")
        weak let profile = navigation.topViewController as? ProfileViewController
        weak let profileView = profile?.viewIfLoaded
        try window.tap("addPhoto")
        try window.tap("alert.Choose from library")
        try window.tap("photo.2")
        #expect(firstPage != nil && secondPage != nil && profile != nil && profileView != nil)
        try window.tap("done")
        let lastPage = try #require(navigation.viewControllers.first as? OnboardingPageViewController)
        #expect(navigation.viewControllers.count == 1)
        #expect(lastPage.text == "All set: city.jpg")
        #expect(flow.children.isEmpty)
        #expect(firstPage == nil && secondPage == nil && profile == nil && profileView == nil)
    }

    @Test("when the app lets go of its window and flow mid-pick, the whole tree is released")
    func relaunchReleasesTheWholeTree() throws {
        weak var weakWindow: Window?
        weak var weakFlow: TutorialFlowController?
        weak var weakPicker: FlowController?
        weak var weakProfile: ViewController?
        weak var weakGrid: ViewController?
        do {
            let (window, flow) = try launchAtProfile()
            try window.tap("addPhoto")
            try window.tap("alert.Choose from library")
            let navigation = try navigation(in: window)
            weakWindow = window
            weakFlow = flow
            weakPicker = flow.children.first
            weakProfile = navigation.topViewController
            weakGrid = navigation.presentedViewController
        }
        #expect(weakPicker is ImagePickerFlowController && weakGrid is PhotoGridViewController)
        _ = ImperioTutorial.launch()
        #expect(weakWindow == nil && weakFlow == nil && weakPicker == nil)
        #expect(weakProfile == nil && weakGrid == nil)
    }

    @Test("a photo picked after the tutorial flow is gone is dropped, not delivered")
    func pickAfterTheParentIsGone() throws {
        let window: Window
        let picker: FlowController
        weak var weakFlow: TutorialFlowController?
        do {
            let launched = try launchAtProfile()
            window = launched.window
            weakFlow = launched.flow
            try window.tap("addPhoto")
            try window.tap("alert.Choose from library")
            picker = try #require(launched.flow.children.first)
        }
        _ = ImperioTutorial.launch()
        #expect(weakFlow == nil)
        #expect(picker.parent == nil)
        try window.tap("photo.0")
        let navigation = try navigation(in: window)
        #expect((navigation.topViewController as? ProfileViewController)?.photo == nil)
        #expect(navigation.presentedViewController == nil)
    }
}
