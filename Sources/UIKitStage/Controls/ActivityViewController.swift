import Foundation

/// The share sheet — UIKit's `UIActivityViewController`.
///
/// Present it (as a sheet, or a popover on an iPad) with the items to share. Its view shows what is
/// shared and a button per activity a user can pick — `"activity.<type>"` for the system's (copy,
/// message, mail, unless excluded) and the app's own ``UIActivity``s — and a Close button
/// (`"activity.close"`). Picking one dismisses the sheet and then calls
/// ``completionWithItemsHandler`` with the activity's type and `true`; closing it, or swiping it
/// away, with `nil` and `false`. Copying puts the shared text and URLs on ``UIPasteboard/general``.
///
/// ```swift
/// let share = UIActivityViewController(activityItems: [url], applicationActivities: nil)
/// share.completionWithItemsHandler = { type, completed, _, _ in log(type, completed) }
/// present(share, animated: true)
/// // try window.tap("activity.com.apple.UIKit.activity.CopyToPasteboard")
/// ```
@preconcurrency @MainActor open class UIActivityViewController: UIViewController {
    /// What ``completionWithItemsHandler`` receives: the activity picked (`nil` when none), whether
    /// it completed, the items it returned, and an error.
    public typealias CompletionWithItemsHandler =
        @MainActor (
            UIActivity.ActivityType?, Bool, [Any]?, (any Error)?
        ) -> Void

    /// What is shared.
    let activityItems: [Any]
    /// The app's own activities, offered after the system's.
    let applicationActivities: [UIActivity]
    /// The system activities not to offer.
    open var excludedActivityTypes: [UIActivity.ActivityType]?
    /// Called once the sheet is gone: with the activity picked, or with `nil` and `false`.
    open var completionWithItemsHandler: CompletionWithItemsHandler?
    private var hasReported = false

    /// Creates a share sheet for `activityItems`, offering `applicationActivities` too.
    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        self.activityItems = activityItems
        self.applicationActivities = applicationActivities ?? []
        super.init(nibName: nil, bundle: nil)
    }

    /// The system activities offered: copy, message and mail, less the excluded ones.
    static let systemActivities: [UIActivity.ActivityType] = [.copyToPasteboard, .message, .mail]

    /// Builds the sheet: the shared items, a button per activity, and Close.
    open override func loadView() {
        let sheet = UIView()
        let items = activityItems.map { String(describing: $0) }.joined(separator: ", ")
        sheet.addSubview(UILabel(items).identified("activity.items"))
        let excluded = Set(excludedActivityTypes ?? [])
        for type in Self.systemActivities where !excluded.contains(type) {
            sheet.addSubview(
                UIButton(type.title) { [weak self] in self?.pickSystemActivity(type) }
                    .identified("activity.\(type.rawValue)"))
        }
        for activity in applicationActivities where activity.canPerform(withActivityItems: activityItems) {
            let type =
                activity.activityType
                ?? UIActivity.ActivityType(rawValue: activity.activityTitle ?? "activity")
            sheet.addSubview(
                UIButton(activity.activityTitle ?? type.rawValue) { [weak self] in self?.pick(activity) }
                    .identified("activity.\(type.rawValue)"))
        }
        sheet.addSubview(
            UIButton("Close") { [weak self] in self?.finish(nil, completed: false) }.identified(
                "activity.close"))
        view = sheet
    }

    private func pickSystemActivity(_ type: UIActivity.ActivityType) {
        if type == .copyToPasteboard {
            UIPasteboard.general.strings = activityItems.compactMap { item in
                (item as? String) ?? (item as? URL)?.absoluteString
            }
        }
        finish(type, completed: true)
    }

    private func pick(_ activity: UIActivity) {
        activity.prepare(withActivityItems: activityItems)
        activity.finishHandler = { [weak self] completed in
            self?.finish(activity.activityType, completed: completed)
        }
        if let controller = activity.activityViewController {
            present(controller, animated: true)
        } else {
            activity.perform()
        }
    }

    private func finish(_ type: UIActivity.ActivityType?, completed: Bool) {
        guard !hasReported else { return }
        hasReported = true
        let report = { [weak self] in self?.completionWithItemsHandler?(type, completed, nil, nil) }
        if presentingViewController != nil {
            dismiss(animated: true) { report() }
        } else {
            report()
        }
    }

    /// A user who swiped the sheet away picked nothing: the handler hears `nil` and `false`.
    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        guard isBeingDismissed, !hasReported else { return }
        hasReported = true
        completionWithItemsHandler?(nil, false, nil, nil)
    }
}

/// An activity the share sheet offers — UIKit's `UIActivity`. Subclass it to offer the app's own.
@preconcurrency @MainActor open class UIActivity {
    /// Names an activity — UIKit's `UIActivity.ActivityType`.
    public struct ActivityType: RawRepresentable, Hashable, Sendable {
        /// The name.
        public let rawValue: String
        /// Creates a type.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates a type.
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// Copy to the pasteboard.
        public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
        /// Send as a message.
        public static let message = ActivityType("com.apple.UIKit.activity.Message")
        /// Send by mail.
        public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
        /// Print.
        public static let print = ActivityType("com.apple.UIKit.activity.Print")
        /// AirDrop.
        public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
        /// Save to the photo library.
        public static let saveToCameraRoll = ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
        /// Add to the reading list.
        public static let addToReadingList = ActivityType("com.apple.UIKit.activity.AddToReadingList")
        /// Assign to a contact.
        public static let assignToContact = ActivityType("com.apple.UIKit.activity.AssignToContact")
        /// Open in iBooks.
        public static let openInIBooks = ActivityType("com.apple.UIKit.activity.OpenInIBooks")

        var title: String {
            switch self {
            case .copyToPasteboard: "Copy"
            case .message: "Messages"
            case .mail: "Mail"
            default: rawValue
            }
        }
    }

    /// The kinds of activity — UIKit's `UIActivity.Category`.
    public enum Category: Int, Sendable {
        /// An action.
        case action
        /// Sharing.
        case share
    }

    var finishHandler: ((Bool) -> Void)?

    /// Creates an activity.
    public init() {}

    /// The activity's kind: ``Category/action``; override to return another.
    open class var activityCategory: Category { .action }
    /// Names the activity.
    open var activityType: ActivityType? { nil }
    /// The title of its button.
    open var activityTitle: String? { nil }
    /// Its image.
    open var activityImage: UIImage? { nil }
    /// Whether it can act on `activityItems`; `false` by default, so a subclass says which it takes.
    open func canPerform(withActivityItems activityItems: [Any]) -> Bool { false }
    /// Called when the user picks it, with the items.
    open func prepare(withActivityItems activityItems: [Any]) {}
    /// The controller to present for it, if any.
    open var activityViewController: UIViewController? { nil }
    /// Does the activity; call ``activityDidFinish(_:)`` when done. By default, it finishes at once.
    open func perform() { activityDidFinish(false) }
    /// Tells the share sheet the activity finished.
    open func activityDidFinish(_ completed: Bool) {
        let handler = finishHandler
        finishHandler = nil
        handler?(completed)
    }
}

/// The pasteboard — UIKit's `UIPasteboard`, holding text, URLs and images in memory.
@preconcurrency @MainActor open class UIPasteboard {
    /// The system-wide pasteboard.
    public static let general = UIPasteboard()

    /// Every string on the pasteboard.
    open var strings: [String]? {
        didSet { changeCount += 1 }
    }
    /// Every URL on the pasteboard.
    open var urls: [URL]? {
        didSet { changeCount += 1 }
    }
    /// Every image on the pasteboard.
    open var images: [UIImage]? {
        didSet { changeCount += 1 }
    }
    /// How many times the content changed.
    open private(set) var changeCount = 0

    init() {}

    /// The first string.
    open var string: String? {
        get { strings?.first }
        set { strings = newValue.map { [$0] } }
    }
    /// The first URL.
    open var url: URL? {
        get { urls?.first }
        set { urls = newValue.map { [$0] } }
    }
    /// The first image.
    open var image: UIImage? {
        get { images?.first }
        set { images = newValue.map { [$0] } }
    }
    /// Whether there is a string.
    open var hasStrings: Bool { strings?.isEmpty == false }
    /// Whether there is a URL.
    open var hasURLs: Bool { urls?.isEmpty == false }
    /// Whether there is an image.
    open var hasImages: Bool { images?.isEmpty == false }
}
