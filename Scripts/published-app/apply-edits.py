#!/usr/bin/env python3
"""Applies the only edits the published app needs to compile against HeadlessUIKit on Linux.

Every rule replaces one exact block of the app's source (it must occur exactly once) and names
its category: Objective-C only (selectors, @objc, swizzling), third-party, or a framework other
than UIKit. The script prints each changed line and the totals, and fails if a rule no longer
matches (the app moved on from the pinned commit).

Usage: apply-edits.py APP_SOURCE_DIR
"""
import difflib
import pathlib
import sys

OBJC = "Objective-C only"
THIRD = "third-party"
FRAMEWORK = "non-UIKit framework"

CORE = "Packages/Core/Sources/Core/Coordinator/"
PICKUP = "Packages/DeliveryFeature/Sources/DeliveryFeature/Screens/PickupPoints/PickupPointsViewController.swift"
ADD_PICKUP = "Packages/DeliveryFeature/Sources/DeliveryFeature/Screens/AddPickupPoints/AddPickupPointsViewController.swift"
PLACE_ORDER = "Packages/CartFeature/Sources/CartFeature/Screens/PlaceOrder/PlaceOrderViewController.swift"
PAYMENT = "Packages/PaymentFeature/Sources/PaymentFeature/Screens/Payment/PaymentViewController.swift"

# (file, old block, new block, category, why)
RULES = [
    # The dispatcher exchanges the implementations of UINavigationController's `delegate` setter
    # and its own `fl_setDelegate(_:)` (method swizzling). Without the Objective-C runtime there
    # is nothing to exchange: the exchange goes, and the calls that reach "the original setter
    # after the exchange" call the setter.
    (CORE + "NavigationControllerDelegateDispatcher.swift",
     """        let originalSelector = #selector(setter: UINavigationController.delegate)
        let swizzledSelector = #selector(UINavigationController.fl_setDelegate(_:))

        guard
            let originalMethod = class_getInstanceMethod(UINavigationController.self, originalSelector),
            let swizzledMethod = class_getInstanceMethod(UINavigationController.self, swizzledSelector)
        else {
            return
        }
        method_exchangeImplementations(originalMethod, swizzledMethod)
""", "", OBJC, "method swizzling (#selector, class_getInstanceMethod, method_exchangeImplementations)"),
    (CORE + "NavigationControllerDelegateDispatcher.swift",
     "        navigationController.fl_setDelegate(dispatcher)\n",
     "        navigationController.delegate = dispatcher\n",
     OBJC, "the original setter, reached through the exchanged implementation"),
    (CORE + "NavigationControllerDelegateDispatcher.swift",
     "    @objc func fl_setDelegate(",
     "    func fl_setDelegate(", OBJC, "@objc"),
    (CORE + "NavigationControllerDelegateDispatcher.swift",
     "            self.fl_setDelegate(resolved)\n",
     "            self.delegate = resolved\n", OBJC, "the original setter, reached through the exchanged implementation"),
    (CORE + "NavigationControllerDelegateDispatcher.swift",
     "            self.fl_setDelegate(delegate)\n",
     "            self.delegate = delegate\n", OBJC, "the original setter, reached through the exchanged implementation"),
    # Calling optional protocol requirements with `?` exists only for Objective-C protocols; the
    # stage's delegate requirements have defaults (UIKit's answer when a delegate does not
    # implement one), so the call loses its `?`, and a binding of such a call always binds.
    (CORE + "NavigationControllerDelegateDispatcher.swift",
     "            delegate.navigationController?(navigationController, willShow:",
     "            delegate.navigationController(navigationController, willShow:", OBJC, "optional requirement called with ?"),
    (CORE + "NavigationControllerDelegateDispatcher.swift",
     "            delegate.navigationController?(navigationController, didShow:",
     "            delegate.navigationController(navigationController, didShow:", OBJC, "optional requirement called with ?"),
    (CORE + "NavigationControllerDelegateDispatcher.swift",
     "            if let animator = delegate.navigationController?(\n",
     "            if let animator = delegate.navigationController(\n", OBJC, "optional requirement called with ?"),
    (CORE + "NavigationControllerDelegateDispatcher.swift",
     "            if let interactionController = delegate.navigationController?(\n",
     "            if let interactionController = delegate.navigationController(\n", OBJC, "optional requirement called with ?"),
    (CORE + "NavigationControllerDelegateDispatcher.swift",
     "            if let supportedOrientations = delegate.navigationControllerSupportedInterfaceOrientations?(\n",
     "            if case let supportedOrientations = delegate.navigationControllerSupportedInterfaceOrientations(\n",
     OBJC, "optional requirement called with ?"),
    (CORE + "NavigationControllerDelegateDispatcher.swift",
     "            if let preferredOrientation = delegate.navigationControllerPreferredInterfaceOrientationForPresentation?(\n",
     "            if case let preferredOrientation = delegate.navigationControllerPreferredInterfaceOrientationForPresentation(\n",
     OBJC, "optional requirement called with ?"),
    # `any P` of an Objective-C protocol is itself a class type (it conforms to AnyObject); a
    # Swift protocol's existential is not, so the weak box holds the delegate as AnyObject.
    (CORE + "NavigationControllerDelegateDispatcher.swift",
     "    fileprivate typealias WeakNavigationControllerDelegate = WeakContainer<any UINavigationControllerDelegate, DelegateCategory>",
     "    fileprivate typealias WeakNavigationControllerDelegate = WeakContainer<AnyObject, DelegateCategory>",
     OBJC, "Objective-C protocol existential used as AnyObject"),
    (CORE + "NavigationControllerDelegateDispatcher.swift",
     "            .object\n    }\n",
     "            .object as? any UINavigationControllerDelegate\n    }\n",
     OBJC, "Objective-C protocol existential used as AnyObject"),
    (CORE + "NavigationControllerDelegateDispatcher.swift",
     "            return delegates.compactMap(\\.object)\n",
     "            return delegates.compactMap { $0.object as? any UINavigationControllerDelegate }\n",
     OBJC, "Objective-C protocol existential used as AnyObject"),
    (CORE + "NavigationControllerDelegateDispatcher.swift",
     "                .compactMap(\\.object)\n",
     "                .compactMap { $0.object as? any UINavigationControllerDelegate }\n",
     OBJC, "Objective-C protocol existential used as AnyObject"),
    # Target–action bar button items: `#selector` becomes a `UIAction`; UIKit's initializer that
    # takes an action is `init(title:image:primaryAction:menu:)`, which has no `style:` (`.plain`
    # is what it makes).
    (PICKUP,
     """                    style: .plain,
                    target: self,
                    action: #selector(handleBackButtonTap)
""", """                    primaryAction: UIAction { [weak self] _ in self?.handleBackButtonTap() }
""", OBJC, "target–action with #selector"),
    (PICKUP, "    @objc\n    private func handleBackButtonTap", "    private func handleBackButtonTap", OBJC, "@objc"),
    (ADD_PICKUP,
     """            style: .plain,
            target: self,
            action: #selector(handleBackButtonTap)
""", """            primaryAction: UIAction { [weak self] _ in self?.handleBackButtonTap() }
""", OBJC, "target–action with #selector"),
    (ADD_PICKUP, "    @objc private func handleBackButtonTap", "    private func handleBackButtonTap", OBJC, "@objc"),
    (PLACE_ORDER,
     """                    style: .plain,
                    target: self,
                    action: #selector(handleBackButtonTap)
""", """                    primaryAction: UIAction { [weak self] _ in self?.handleBackButtonTap() }
""", OBJC, "target–action with #selector"),
    (PLACE_ORDER, "    @objc private func handleBackButtonTap", "    private func handleBackButtonTap", OBJC, "@objc"),
    (PAYMENT,
     """            style: .plain,
            target: self,
            action: #selector(backButtonDidTap)
""", """            primaryAction: UIAction { [weak self] _ in self?.backButtonDidTap() }
""", OBJC, "target–action with #selector"),
    (PAYMENT, "    @objc\n    private func backButtonDidTap", "    private func backButtonDidTap", OBJC, "@objc"),
]


def main() -> int:
    root = pathlib.Path(sys.argv[1])
    totals: dict[str, int] = {}
    for path, old, new, category, why in RULES:
        file = root / path
        text = file.read_text()
        count = text.count(old)
        if count != 1:
            print(f"error: rule for {path} ({why}) matches {count} times, expected once", file=sys.stderr)
            return 1
        start_line = text[: text.index(old)].count("\n") + 1
        file.write_text(text.replace(old, new))
        old_lines, new_lines = old.splitlines(), new.splitlines()
        diff = [line for line in difflib.unified_diff(old_lines, new_lines, lineterm="", n=0)
                if not line.startswith(("---", "+++", "@@"))]
        # A changed line is a line of the app removed or rewritten; blank lines do not count.
        changed = [line for line in diff if line.startswith("-") and line[1:].strip()]
        totals[category] = totals.get(category, 0) + len(changed)
        print(f"{path}:{start_line}  [{category}: {why}]")
        for line in diff:
            print(f"    {line}")
    print("changed lines: " + ", ".join(f"{k} {v}" for k, v in totals.items()) + f"; total {sum(totals.values())}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
