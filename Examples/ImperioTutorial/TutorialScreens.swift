import Scenewright

// The tutorial's view controllers. Each reports what the user did to a weak, class-bound delegate —
// the flow decides what to show.

/// What an onboarding page reports.
@MainActor protocol OnboardingPageDelegate: AnyObject {
    /// The user tapped "Next".
    func onboardingPageDidTapNext(_ page: OnboardingPageViewController)
}

/// One onboarding page with a "Next" button.
final class OnboardingPageViewController: ViewController {
    weak var delegate: (any OnboardingPageDelegate)?
    let page: Int
    let text: String

    init(page: Int, text: String) {
        self.page = page
        self.text = text
        super.init()
        title = "Step \(page + 1)"
    }

    override func loadView() {
        view = StackView {
            Label(text).identified("text")
            if delegate != nil {
                Button("Next") { [unowned self] in delegate?.onboardingPageDidTapNext(self) }.identified(
                    "next")
            }
        }
    }
}

/// What the profile page reports.
@MainActor protocol ProfileViewControllerDelegate: AnyObject {
    /// The user wants to add a photo.
    func profileViewControllerDidTapAddPhoto(_ controller: ProfileViewController)
    /// The user is done with the profile.
    func profileViewControllerDidTapDone(_ controller: ProfileViewController)
}

/// The profile page: shows the chosen photo and offers to add one.
final class ProfileViewController: ViewController {
    weak var delegate: (any ProfileViewControllerDelegate)?
    private(set) var photo: String?
    private let image = ImageView(name: "placeholder").identified("photo")

    init() {
        super.init()
        title = "Your profile"
    }

    override func loadView() {
        view = StackView {
            image
            Button("Add photo") { [unowned self] in delegate?.profileViewControllerDidTapAddPhoto(self) }
                .identified("addPhoto")
            Button("Done") { [unowned self] in delegate?.profileViewControllerDidTapDone(self) }.identified(
                "done")
        }
    }

    /// Shows `photo` (called by the flow with the picker's result).
    func showPhoto(_ photo: String) {
        self.photo = photo
        image.name = photo
    }
}

/// What the photo grid reports.
@MainActor protocol PhotoGridDelegate: AnyObject {
    /// The user picked `photo`.
    func photoGrid(_ grid: PhotoGridViewController, didPick photo: String)
}

/// A sheet listing the library's photos, one button each.
final class PhotoGridViewController: ViewController {
    weak var delegate: (any PhotoGridDelegate)?
    private let photos = ["mountains.jpg", "beach.jpg", "city.jpg"]

    init() {
        super.init()
        title = "Library"
        modalPresentationStyle = .pageSheet
    }

    override func loadView() {
        view = StackView {
            for (index, photo) in photos.enumerated() {
                Button(photo) { [unowned self] in delegate?.photoGrid(self, didPick: photo) }
                    .identified("photo.\(index)")
            }
        }
    }
}
