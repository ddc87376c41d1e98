import ScenewrightCore

// What a user can see and what a user can touch.
//
// A sheet, an over-full-screen presentation or an alert leaves its presenter on screen: the user
// sees both, but, as in UIKit, only the frontmost presentation — the top of the window's
// presentation chain, with its own containers' chrome — takes touches. `find` searches everything
// visible (for assertions); `tap`, `swipeDownSheet` and the driver's typing reach only the front.

extension UIWindow {
    /// The controller a user can touch: the top of the presentation chain (a presented controller's
    /// outermost container), else the root; `nil` for an empty window.
    var frontmostController: UIViewController? { visibleControllers.last }

    /// Taps what a user sees with `identifier`: a button (the `"back"` button included), a table row,
    /// a collection view item, a tab bar item or an alert action — in the frontmost presentation
    /// only.
    ///
    /// `identifier` is the view's identifier (`accessibilityIdentifier`), or, for a tappable view
    /// without one, the address ``tappableAddresses()`` lists for it — derived from what a user
    /// sees, such as `Button "Checkout"` (see <doc:TappingWithoutIdentifiers>).
    ///
    /// As in UIKit, a controller covered by a sheet, an over-full-screen presentation or an alert
    /// stays visible but takes no touches: tapping one of its views throws and changes nothing. The
    /// frontmost presentation's own chrome is reachable (the back button of a navigation controller
    /// presented as a sheet).
    ///
    /// ```swift
    /// try window.tap("terms")    // the form presents the terms as a sheet
    /// try window.tap("back")     // throws: "back" is covered by the sheet TermsViewController
    /// try window.tap("accept")   // the sheet takes the tap
    /// ```
    /// - Parameter identifier: The identifier of the view to tap.
    /// - Throws: `WindowError` naming the identifier: nothing tappable with it is on screen, it is
    ///   covered by the frontmost presentation, it does not respond to taps, or it is disabled
    ///   (a control with `isEnabled` false, a view inside one with `isUserInteractionEnabled`
    ///   false, a row of a table that does not allow selection: nothing runs); and
    ///   `WindowError.notVisible(identifier:root:)` (with a `window.notKeyAndVisible` diagnostic)
    ///   when the window was never made key and visible, so nothing is on screen.
    public func tap(_ identifier: String) throws(WindowError) {
        let view = try touchableView(identifier)
        if let refusal = view.userTapRefusal {
            let error = WindowError.disabled(identifier: identifier, reason: "\(view.renderKind) \(refusal)")
            Diagnostics.emit(Diagnostic(.controlDisabled, error.description))
            throw error
        }
        guard view.handleTap() else {
            // Not a control: the touch goes to the view, its recognizers and its responders.
            guard TouchDelivery.perform(.tap(count: 1), on: view).wasHandled else {
                throw .notTappable(identifier: identifier, kind: view.renderKind)
            }
            return
        }
    }

    /// The identifiers of everything a user can tap now: those in the frontmost presentation,
    /// its chrome included, leaving out disabled bar button items, tab bar items and alert actions.
    ///
    /// ```swift
    /// print(window.tappableIdentifiers())   // ["alert.Delete", "alert.Cancel"] while an alert is up
    /// ```
    /// - Returns: The identifiers, in the order the views appear in the frontmost view tree.
    public func tappableIdentifiers() -> [String] {
        guard isVisible else { return [] }
        var found: [String] = []
        if let root = frontmostController?.viewIfLoaded { UIWindow.collectTappable(in: root, into: &found) }
        return found
    }

    /// The visible view with `identifier` in the frontmost presentation, for a user's touch.
    /// - Throws: ``WindowError/covered(identifier:by:)`` when it is visible only below the frontmost
    ///   presentation; ``WindowError/notOnScreen(identifier:available:)`` when it is not on screen.
    func touchableView(_ identifier: String) throws(WindowError) -> UIView {
        try requireVisible(for: identifier)
        if let front = frontmostController, let root = front.viewIfLoaded,
            let found = UIWindow.findVisible(identifier, in: root)
        {
            return found
        }
        if let front = frontmostController, find(identifier: identifier) != nil {
            throw .covered(identifier: identifier, by: front.presentationDescription)
        }
        if TapAddress.canBeAddress(identifier) {
            if let root = frontmostController?.viewIfLoaded,
                let view = TapAddress.view(at: identifier, in: root)
            {
                return view
            }
            if let front = frontmostController,
                visibleControllers.dropLast().contains(where: { covered in
                    covered.viewIfLoaded.map { TapAddress.view(at: identifier, in: $0) != nil } ?? false
                })
            {
                throw .covered(identifier: identifier, by: front.presentationDescription)
            }
        }
        throw .notOnScreen(identifier: identifier, available: tappableIdentifiers())
    }

    /// What a user can tap now, each by the string ``tap(_:)`` takes: a view's identifier when it
    /// has one, else an address made from what a user sees — in the frontmost presentation, its
    /// chrome included, in the order the views appear, leaving out what is hidden or disabled.
    ///
    /// An address names the view's kind and, in order of preference, its accessibility label or
    /// title (`Button "Checkout"`), its image (`Button image "systemName:cart"`), or its place
    /// among its superview's subviews (`View at 2 in StackView`); the second and later views with
    /// the same address get an ordinal (`Button "Add" #2`). Quotes, backslashes and control
    /// characters in a title are escaped (`\"`, `\\`, `\n`, `\u{0}`), so an address is one line.
    /// See <doc:TappingWithoutIdentifiers>.
    ///
    /// ```swift
    /// print(window.tappableAddresses())   // ["tab.0", "tab.1", "Button \"Checkout\"", "Button \"Add\" #2"]
    /// try window.tap("Button \"Checkout\"")
    /// ```
    /// - Returns: The identifiers and addresses; one walk of the frontmost view tree.
    public func tappableAddresses() -> [String] {
        guard isVisible, let root = frontmostController?.viewIfLoaded else { return [] }
        return TapAddress.addressed(in: root).map(\.address)
    }

    /// The user swipes the frontmost sheet down — UIKit's interactive dismissal of a page or form
    /// sheet.
    ///
    /// When neither the sheet (nor a controller shown inside it) is
    /// ``UIViewController/isModalInPresentation`` nor its presentation controller's delegate refuses in
    /// ``UIAdaptivePresentationControllerDelegate/presentationControllerShouldDismiss(_:)``, the sheet
    /// is dismissed exactly like `dismiss(animated: true)` (its `viewWillDisappear` and
    /// `viewDidDisappear`; the presenter gets no callbacks, R15), with
    /// `presentationControllerWillDismiss` before and `presentationControllerDidDismiss` after.
    /// Otherwise nothing changes and the delegate hears
    /// ``UIAdaptivePresentationControllerDelegate/presentationControllerDidAttemptToDismiss(_:)``.
    ///
    /// ```swift
    /// form.present(terms, animated: true)
    /// try window.swipeDownSheet()   // true: the terms are gone, the delegate heard didDismiss
    /// ```
    /// - Returns: `true` when the sheet was dismissed, `false` when the swipe was refused.
    /// - Throws: `WindowError.nothingPresented` when no presentation is on screen;
    ///   `WindowError.notASheet(frontmost:)` when the frontmost presentation is full screen,
    ///   over full screen or an alert, which a user cannot swipe away.
    @discardableResult
    public func swipeDownSheet() throws(WindowError) -> Bool {
        try requireVisible(for: nil)
        guard let front = frontmostController, front.presentingStorage != nil else {
            throw .nothingPresented
        }
        guard front.presentationStyleInUse.isSheet, !(front is UIAlertController) else {
            throw .notASheet(frontmost: front.presentationDescription)
        }
        return front.performInteractiveDismissal()
    }

    /// The first view with `identifier` in `root`'s tree, depth first, front to back (the last
    /// subview first), skipping hidden subtrees.
    ///
    /// Found through the ``IdentifierIndex``: only the views that carry the identifier are looked
    /// at, each checked by walking up to `root`, so the cost does not grow with the views on screen.
    /// First the content that appears only when displayed is brought up to date, as a walk would
    /// while passing it: the bars of the navigation controllers and the alerts shown under `root`,
    /// and tables given a data source whose rows are not read yet. When more than one view in the
    /// tree carries the identifier, the walk decides which comes first.
    static func findVisible(_ identifier: String, in root: UIView) -> UIView? {
        findIndexed(identifier, in: root, includingHidden: false)
    }

    /// The first view with `identifier` in `root`'s tree (hidden ones too when `includingHidden`),
    /// through the ``IdentifierIndex``; see ``findVisible(_:in:)``.
    static func findIndexed(_ identifier: String, in root: UIView, includingHidden: Bool) -> UIView? {
        prepareIndexedContent(in: root, includingHidden: includingHidden)
        var found: UIView?
        for candidate in IdentifierIndex.views(withIdentifier: identifier)
        where isShown(candidate, under: root, includingHidden: includingHidden) {
            guard found == nil else {
                return includingHidden ? root.walk(to: identifier) : walkToVisible(identifier, in: root)
            }
            found = candidate
        }
        return found
    }

    /// Whether `view` is `root` or below it, with neither it nor anything between them hidden
    /// (unless `includingHidden`).
    private static func isShown(_ view: UIView, under root: UIView, includingHidden: Bool = false) -> Bool {
        var current = view
        while true {
            if current.isHidden, !includingHidden { return false }
            if current === root { return true }
            guard let parent = current.superview else { return false }
            current = parent
        }
    }

    /// Prepares what a walk of `root`'s tree would have prepared that changes which views carry
    /// identifiers: navigation and tool bars and alert contents of the controllers shown under
    /// `root` (found through the controllers, a handful, not the views), and pending tables.
    private static func prepareIndexedContent(in root: UIView, includingHidden: Bool) {
        if let controller = root.owningController {
            prepareChrome(of: controller, in: root, includingHidden: includingHidden)
        }
        for table in IdentifierIndex.tablesWithPendingRows()
        where isShown(table, under: root, includingHidden: includingHidden) {
            table.prepareForDisplay()
        }
    }

    private static func prepareChrome(of controller: UIViewController, in root: UIView, includingHidden: Bool)
    {
        var pending = [controller]
        while let current = pending.popLast() {
            if let navigation = current as? UINavigationController {
                for bar in [navigation.navigationBar as UIView, navigation.toolbar as UIView]
                where isShown(bar, under: root, includingHidden: includingHidden) {
                    bar.prepareForDisplay()
                }
                if let top = navigation.topViewController { pending.append(top) }
                continue
            }
            if let tabs = current as? UITabBarController {
                if let selected = tabs.selectedViewController { pending.append(selected) }
                continue
            }
            if current is UIAlertController, let view = current.viewIfLoaded,
                isShown(view, under: root, includingHidden: includingHidden)
            {
                view.prepareForDisplay()
            }
            pending += current.children
        }
    }

    /// Depth first, front to back (the last subview first), skipping hidden subtrees; no recursion,
    /// so a tree of any depth is searched.
    static func walkToVisible(_ identifier: String, in root: UIView) -> UIView? {
        var pending: [UIView] = [root]
        while let view = pending.popLast() {
            guard !view.isHidden else { continue }
            view.prepareForDisplay()
            if view.identifier == identifier { return view }
            pending.append(contentsOf: view.subviews)
        }
        return nil
    }

    /// In tree order (back to front), skipping hidden subtrees; no recursion.
    private static func collectTappable(in root: UIView, into found: inout [String]) {
        var pending: [UIView] = [root]
        while let view = pending.popLast() {
            guard !view.isHidden else { continue }
            view.prepareForDisplay()
            guard view.isUserInteractionEnabled else { continue }
            if let identifier = view.identifier, TapAddress.isTappable(view) {
                found.append(identifier)
            }
            pending.append(contentsOf: view.subviews.reversed())
        }
    }
}

extension UIView {
    /// Why a user's tap cannot reach this view now: its own refusal (a disabled control), or an
    /// ancestor (or itself) with ``isUserInteractionEnabled`` set to `false`.
    var userTapRefusal: String? {
        if let tapRefusal { return tapRefusal }
        var current: UIView? = self
        while let view = current {
            if !view.isUserInteractionEnabled {
                return view === self
                    ? "does not take touches (isUserInteractionEnabled is false)"
                    : "is inside \(view.diagnosticName), which does not take touches "
                        + "(isUserInteractionEnabled is false)"
            }
            current = view.superview
        }
        return nil
    }
}
