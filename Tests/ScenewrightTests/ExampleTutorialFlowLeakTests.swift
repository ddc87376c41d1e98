import Scenewright
import Testing

// A compact copy of the `imperio-tutorial` example's flows (the test target cannot import the
// Examples executable), with an injected dependency, to prove nothing outlives the sub-flow.

/// The picker's dependency: where photos come from.
@MainActor private final class PhotoLibrary {
    let photos = ["mountains.jpg", "beach.jpg"]
}

@MainActor private protocol ProfileDelegate: AnyObject {
    func profileDidTapAddPhoto(_ profile: ProfileScreen)
}

@MainActor private final class ProfileScreen: ViewController {
    weak var delegate: (any ProfileDelegate)?
    var photo: String?
    override func loadView() {
        view = Button("Add photo") { [unowned self] in delegate?.profileDidTapAddPhoto(self) }.identified(
            "addPhoto")
    }
}

@MainActor private protocol GridDelegate: AnyObject {
    func grid(_ grid: GridScreen, didPick photo: String)
}

@MainActor private final class GridScreen: ViewController {
    weak var delegate: (any GridDelegate)?
    let photos: [String]
    init(photos: [String]) {
        self.photos = photos
        super.init()
    }
    override func loadView() {
        view = StackView {
            for (index, photo) in photos.enumerated() {
                Button(photo) { [unowned self] in delegate?.grid(self, didPick: photo) }.identified(
                    "photo.\(index)")
            }
        }
    }
}

@MainActor private final class PickerFlow: FlowController, GridDelegate {
    let library: PhotoLibrary
    let onPick: SafeResultClosure<String>
    weak var sheet: AlertController?
    weak var grid: GridScreen?

    init(library: PhotoLibrary, onPick: SafeResultClosure<String>) {
        self.library = library
        self.onPick = onPick
    }

    override func start(from presentingViewController: ViewController) {
        let sheet = AlertController(title: "Add a photo", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(
            AlertAction(title: "Choose", style: .default) { [weak self] _ in
                guard let self else { return }
                let grid = GridScreen(photos: library.photos)
                grid.delegate = self
                self.grid = grid
                presentingViewController.present(grid, animated: true)
            })
        sheet.addAction(
            AlertAction(title: "Cancel", style: .cancel) { [weak self] _ in
                self?.removeFromSuperFlowController()
            })
        self.sheet = sheet
        presentingViewController.present(sheet, animated: true)
    }

    func grid(_ grid: GridScreen, didPick photo: String) {
        grid.dismiss(animated: true)
        onPick.reportResult(photo)
        removeFromSuperFlowController()
    }
}

@MainActor private final class TutorialFlow: InitialFlowController, ProfileDelegate {
    weak var profile: ProfileScreen?
    weak var lastPicker: PickerFlow?
    weak var lastLibrary: PhotoLibrary?

    override func start(from window: Window) {
        let profile = ProfileScreen()
        profile.delegate = self
        self.profile = profile
        window.rootViewController = NavigationController(rootViewController: profile)
        window.makeKeyAndVisible()
    }

    func profileDidTapAddPhoto(_ profile: ProfileScreen) {
        let library = PhotoLibrary()
        let picker = PickerFlow(
            library: library,
            onPick: SafeResultClosure(owner: self) { owner, photo in owner.profile?.photo = photo })
        lastPicker = picker
        lastLibrary = library
        add(subFlowController: picker)
        picker.start(from: profile)
    }
}

@MainActor @Suite struct ExampleTutorialFlowLeakTests {
    @Test("after a photo is picked, the picker flow, its screens and its library are released")
    func pickPathReleasesEverything() throws {
        let window = Window()
        let flow = TutorialFlow()
        flow.start(from: window)
        try window.tap("addPhoto")
        #expect(flow.children.count == 1)
        weak let picker = flow.lastPicker
        weak let library = flow.lastLibrary
        weak let sheet = picker?.sheet
        try window.tap("alert.Choose")
        weak let grid = picker?.grid
        #expect(grid != nil)
        try window.tap("photo.1")
        #expect(flow.profile?.photo == "beach.jpg")
        #expect(flow.children.isEmpty)
        #expect(picker == nil && library == nil && sheet == nil && grid == nil)
    }

    @Test("after the action sheet is cancelled, the picker flow and everything it made are released")
    func cancelPathReleasesEverything() throws {
        let window = Window()
        let flow = TutorialFlow()
        flow.start(from: window)
        try window.tap("addPhoto")
        weak let picker = flow.lastPicker
        weak let library = flow.lastLibrary
        weak let sheet = picker?.sheet
        try window.tap("alert.Cancel")
        #expect(flow.children.isEmpty)
        #expect(flow.profile?.photo == nil)
        #expect(picker == nil && library == nil && sheet == nil)
    }

    @Test("when the app lets go of its window and initial flow, the whole tree is released")
    func wholeAppIsReleased() throws {
        weak var weakFlow: TutorialFlow?
        weak var weakProfile: ProfileScreen?
        weak var weakPicker: PickerFlow?
        do {
            let window = Window()
            let flow = TutorialFlow()
            flow.start(from: window)
            try window.tap("addPhoto")
            weakFlow = flow
            weakProfile = flow.profile
            weakPicker = flow.lastPicker
        }
        #expect(weakFlow == nil && weakProfile == nil && weakPicker == nil)
    }

    @Test("a result reported after the parent flow is gone is dropped")
    func resultAfterParentIsGone() throws {
        var picker: PickerFlow?
        do {
            let window = Window()
            let flow = TutorialFlow()
            flow.start(from: window)
            try window.tap("addPhoto")
            picker = flow.lastPicker
            picker?.removeFromSuperFlowController()
        }
        let delivered = picker?.onPick.reportResult("late.jpg")
        #expect(delivered == false)
    }
}
