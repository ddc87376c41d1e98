#!/usr/bin/env python3
"""Fails when `import UIKit` would bring into scope a name Apple's UIKit, Foundation or QuartzCore lack.

An app's `import UIKit` on platforms without UIKit resolves to this package's `UIKit` module, which
re-exports `UIKitStage`. Every public top-level name of those two modules must be one of Apple's, or
it collides with the app's own types (an app's `Action`, `View`, `AppearanceState`…). The script
extracts both modules' symbol graphs with swift-symbolgraph-extract from a debug build, lists their
public top-level declarations (types, protocols, typealiases, functions, variables), and compares
them with APPLE_NAMES below.

APPLE_NAMES holds only names that Apple's frameworks declare (UIKit, Foundation, QuartzCore for
the CA… names, Core Graphics for CGColor and CGPath, which `import UIKit` brings in; Selector comes with
Foundation from the Objective-C module). It is not an allowlist
for anything else: a name of the stage's own belongs nested in a type, in `package` scope, or in
HeadlessUI.

Usage: Scripts/check-uikit-names.py   (builds the two modules first if needed)
"""
import json
import pathlib
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
MODULES = ["UIKitStage", "UIKit"]

APPLE_NAMES = {
    # Views and controls
    "UIResponder", "UIView", "UIWindow", "UILabel", "UIButton", "UIControl", "UITextField",
    "UITextFieldDelegate", "UIImageView", "UIImage", "UIStackView", "UITableView", "UITableViewCell",
    "UITableViewDataSource", "UITableViewDelegate", "UIColor", "UIFont", "UIAction", "UIActionHandler",
    "UIKeyboardType", "UIReturnKeyType", "UITextAutocapitalizationType", "NSTextAlignment",
    "NSLineBreakMode", "UINavigationBar", "UIToolbar", "UITabBar", "UINavigationItem", "UIBarButtonItem",
    "UITabBarItem", "UIStatusBarStyle", "UILayoutGuide", "UILayoutPriority", "NSLayoutConstraint",
    "NSLayoutAnchor", "NSLayoutXAxisAnchor", "NSLayoutYAxisAnchor", "NSLayoutDimension",
    # Orientation and transforms (a published coordinator app's vocabulary)
    "UIInterfaceOrientation", "UIInterfaceOrientationMask", "CGAffineTransform",
    # Controllers and containers
    "UIViewController", "UINavigationController", "UINavigationControllerDelegate", "UITabBarController",
    "UITabBarControllerDelegate", "UISplitViewController", "UISplitViewControllerDelegate",
    "UIPageViewController", "UIPageViewControllerDataSource", "UIPageViewControllerDelegate",
    "UIAlertController", "UIAlertAction", "UIModalPresentationStyle", "UIModalTransitionStyle",
    "UIPresentationController", "UIAdaptivePresentationControllerDelegate", "UITraitCollection",
    "UIUserInterfaceSizeClass", "UIUserInterfaceIdiom", "UIViewControllerPreviewing",
    "UIViewControllerPreviewingDelegate", "UIStoryboard", "UIStoryboardSegue",
    "UISheetPresentationController", "UIPopoverPresentationController",
    "UIPopoverPresentationControllerDelegate", "UIPopoverArrowDirection",
    # Transitions and gestures
    "UIViewControllerAnimatedTransitioning", "UIViewControllerContextTransitioning",
    "UIViewControllerInteractiveTransitioning", "UIViewControllerTransitioningDelegate",
    "UIPercentDrivenInteractiveTransition", "UIViewControllerTransitionCoordinator",
    "UIViewControllerTransitionCoordinatorContext", "UITransitionContextViewControllerKey",
    "UITransitionContextViewKey", "UIGestureRecognizer", "UIGestureRecognizerDelegate",
    "UIPanGestureRecognizer", "UIScreenEdgePanGestureRecognizer", "UITapGestureRecognizer", "UIRectEdge",
    "UIViewAnimating", "UIViewImplicitlyAnimating", "UIViewPropertyAnimator", "UIViewAnimatingState",
    "UIViewAnimatingPosition", "UITimingCurveProvider", "UICubicTimingParameters", "CATransaction",
    # Lists: scroll, table and collection views, layouts, diffable data sources, content configurations
    "UIScrollView", "UIScrollViewDelegate", "UIRefreshControl", "UIEdgeInsets", "NSDirectionalEdgeInsets",
    "UITableViewController", "UITableViewHeaderFooterView", "UITableViewDiffableDataSource",
    "UICollectionView", "UICollectionViewDataSource", "UICollectionViewDelegate",
    "UICollectionViewDelegateFlowLayout", "UICollectionReusableView", "UICollectionViewCell",
    "UICollectionViewListCell", "UICollectionViewController", "UICollectionViewLayout",
    "UICollectionViewLayoutAttributes", "UICollectionViewFlowLayout", "UICollectionViewCompositionalLayout",
    "UICollectionViewCompositionalLayoutConfiguration", "UICollectionViewCompositionalLayoutSectionProvider",
    "UICollectionViewDiffableDataSource", "UICollectionLayoutListConfiguration",
    "UICollectionLayoutSectionOrthogonalScrollingBehavior", "NSCollectionLayoutSection",
    "NSCollectionLayoutGroup", "NSCollectionLayoutItem", "NSCollectionLayoutSize", "NSCollectionLayoutDimension",
    "NSCollectionLayoutSpacing", "NSCollectionLayoutSupplementaryItem",
    "NSCollectionLayoutBoundarySupplementaryItem", "NSCollectionLayoutEnvironment", "NSCollectionLayoutContainer",
    "NSRectAlignment", "NSDiffableDataSourceSnapshot", "UIContentConfiguration", "UIContentView",
    "UIConfigurationState", "UICellConfigurationState", "UIListContentConfiguration", "UIListContentView",
    "UICellAccessory", "UIContextualAction", "UISwipeActionsConfiguration",
    # The application and its scenes
    "UIApplication", "UIApplicationDelegate", "UIScreen", "UIScene", "UISceneDelegate", "UIWindowScene",
    "UIWindowSceneDelegate", "UISceneSession", "UISceneConfiguration", "UIOpenURLContext",
    # Traits (iOS 17's trait system)
    "UITraitEnvironment", "UITraitDefinition", "UITrait", "UIMutableTraits", "UITraitOverrides",
    "UITraitChangeObservable", "UITraitChangeRegistration", "UITraitHorizontalSizeClass",
    "UITraitVerticalSizeClass", "UITraitUserInterfaceIdiom", "UITraitUserInterfaceStyle", "UITraitDisplayScale",
    "UITraitPreferredContentSizeCategory", "UITraitLayoutDirection", "UITraitUserInterfaceLevel",
    "UITraitAccessibilityContrast", "UITraitLegibilityWeight", "UITraitActiveAppearance", "UIUserInterfaceStyle",
    "UIContentSizeCategory", "UITraitEnvironmentLayoutDirection", "UIUserInterfaceLevel", "UIAccessibilityContrast",
    "UILegibilityWeight", "UIUserInterfaceActiveAppearance",
    # Text
    "UIFontMetrics", "NSParagraphStyle", "NSMutableParagraphStyle", "NSUnderlineStyle", "UITextView",
    "UITextViewDelegate",
    # Views, layers, touches and accessibility
    "UIInteraction", "UIAccessibilityTraits", "UITouch", "UIEvent", "UILongPressGestureRecognizer",
    "UISwipeGestureRecognizer", "UIPinchGestureRecognizer", "UIRotationGestureRecognizer", "UIBezierPath",
    "NSDirectionalRectEdge", "UIBarStyle", "CALayer", "CACornerMask",
    "CALayerCornerCurve", "CAGradientLayer", "CAGradientLayerType", "CAShapeLayer",
    "CAAnimation", "CAPropertyAnimation", "CABasicAnimation", "CAAnimationDelegate", "CAMediaTimingFunction",
    "CAMediaTimingFunctionName", "CAMediaTimingFillMode", "UIBackgroundConfiguration",
    # Bar appearances
    "UIBarAppearance", "UINavigationBarAppearance", "UITabBarAppearance", "UITabBarItemAppearance",
    "UITabBarItemStateAppearance", "UIBarButtonItemAppearance", "UIBarButtonItemStateAppearance",
    # Controls and controllers
    "UISwitch", "UISlider", "UIPageControl", "UIProgressView", "UIActivityIndicatorView", "UISegmentedControl",
    "UISearchController", "UISearchControllerDelegate", "UISearchResultsUpdating", "UISearchBar",
    "UISearchBarDelegate", "UISearchTextField", "UIMenuElement", "UIMenu", "UIContextMenuConfiguration",
    "UIContextMenuInteraction", "UIContextMenuInteractionDelegate", "UIContextMenuInteractionAnimating",
    "UIContextMenuInteractionCommitAnimating", "UIContextMenuInteractionCommitStyle", "UIContextMenuActionProvider",
    "UIContextMenuContentPreviewProvider", "UIFeedbackGenerator", "UIImpactFeedbackGenerator",
    "UINotificationFeedbackGenerator", "UISelectionFeedbackGenerator", "UIActivityViewController", "UIActivity",
    "UIPasteboard",
    # The device and app plumbing
    "UIDevice", "UIDeviceOrientation", "UIApplicationShortcutItem", "UIMutableApplicationShortcutItem",
    "UIApplicationShortcutIcon",
    # Foundation (through the Objective-C module on Apple platforms)
    "Selector",
    # Core Graphics, which Apple's UIKit brings in with `import UIKit`
    "CGColor", "CGPath",
}


def run(*args):
    return subprocess.run(args, cwd=ROOT, check=True, capture_output=True, text=True).stdout.strip()


def main():
    run("swift", "build", "--target", "UIKit")
    bin_path = pathlib.Path(run("swift", "build", "--show-bin-path"))
    modules = bin_path / "Modules"
    triple = run("swift", "-print-target-info")
    triple = json.loads(triple)["target"]["triple"]
    found = {}
    with tempfile.TemporaryDirectory() as out:
        for module in MODULES:
            subprocess.run(
                ["swift-symbolgraph-extract", "-module-name", module, "-I", str(modules),
                 "-target", triple, "-minimum-access-level", "public", "-output-dir", out],
                cwd=ROOT, check=True)
            graph = json.loads((pathlib.Path(out) / f"{module}.symbols.json").read_text())
            for symbol in graph["symbols"]:
                if len(symbol["pathComponents"]) == 1:
                    found.setdefault(symbol["pathComponents"][0], set()).add(module)
    foreign = sorted(name for name in found if name not in APPLE_NAMES)
    print(f"import UIKit: {len(found)} public top-level names in {', '.join(MODULES)}")
    if foreign:
        for name in foreign:
            print(f"  not Apple's: {name} (in {', '.join(sorted(found[name]))})")
        print("Nest these in a type, make them `package`, or move them to HeadlessUI.")
        return 1
    print("every one of them is a name of Apple's UIKit, Foundation or QuartzCore")
    return 0


if __name__ == "__main__":
    sys.exit(main())
