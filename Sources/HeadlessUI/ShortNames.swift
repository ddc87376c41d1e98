// HeadlessUI's short names for the stage's types, which are declared once under UIKit's names.
//
// `ViewController` *is* `UIViewController`: code written with either name works with the other,
// and the lifecycle rules hold under both. Only `import HeadlessUI` (or `import Scenewright`)
// brings these names into scope; an app's `import UIKit` sees UIKit's names alone.

import ScenewrightCore
@_exported import UIKitStage

/// HeadlessUI's name for UIKit's `UIView`.
public typealias View = UIView
/// HeadlessUI's name for UIKit's `UILabel`.
public typealias Label = UILabel
/// HeadlessUI's name for UIKit's `UIControl`.
public typealias Control = UIControl
/// HeadlessUI's name for UIKit's `UIAction`.
public typealias Action = UIAction
/// HeadlessUI's name for UIKit's `UIActionHandler`.
public typealias ActionHandler = UIActionHandler
/// HeadlessUI's name for UIKit's `UIButton`.
public typealias Button = UIButton
/// HeadlessUI's name for UIKit's `UITextField`.
public typealias TextField = UITextField
/// HeadlessUI's name for UIKit's `UITextFieldDelegate`.
public typealias TextFieldDelegate = UITextFieldDelegate
/// HeadlessUI's name for UIKit's `UIKeyboardType`.
public typealias KeyboardType = UIKeyboardType
/// HeadlessUI's name for UIKit's `UIReturnKeyType`.
public typealias ReturnKeyType = UIReturnKeyType
/// HeadlessUI's name for UIKit's `UITextAutocapitalizationType`.
public typealias AutocapitalizationType = UITextAutocapitalizationType
/// HeadlessUI's name for UIKit's `UIImageView`.
public typealias ImageView = UIImageView
/// HeadlessUI's name for UIKit's `UIImage`.
public typealias Image = UIImage
/// HeadlessUI's name for UIKit's `UIStackView`.
public typealias StackView = UIStackView
/// HeadlessUI's name for UIKit's `UITableView`.
public typealias TableView = UITableView
/// HeadlessUI's name for UIKit's `UITableViewCell`.
public typealias TableViewCell = UITableViewCell
/// HeadlessUI's name for UIKit's `UITableViewDataSource`.
public typealias TableViewDataSource = UITableViewDataSource
/// HeadlessUI's name for UIKit's `UITableViewDelegate`.
public typealias TableViewDelegate = UITableViewDelegate
/// HeadlessUI's name for UIKit's `UITableViewHeaderFooterView`.
public typealias TableViewHeaderFooterView = UITableViewHeaderFooterView
/// HeadlessUI's name for UIKit's `UITableViewController`.
public typealias TableViewController = UITableViewController
/// HeadlessUI's name for UIKit's `UIScrollView`.
public typealias ScrollView = UIScrollView
/// HeadlessUI's name for UIKit's `UIScrollViewDelegate`.
public typealias ScrollViewDelegate = UIScrollViewDelegate
/// HeadlessUI's name for UIKit's `UIRefreshControl`.
public typealias RefreshControl = UIRefreshControl
/// HeadlessUI's name for UIKit's `UICollectionView`.
public typealias CollectionView = UICollectionView
/// HeadlessUI's name for UIKit's `UICollectionViewCell`.
public typealias CollectionViewCell = UICollectionViewCell
/// HeadlessUI's name for UIKit's `UICollectionReusableView`.
public typealias CollectionReusableView = UICollectionReusableView
/// HeadlessUI's name for UIKit's `UICollectionViewDataSource`.
public typealias CollectionViewDataSource = UICollectionViewDataSource
/// HeadlessUI's name for UIKit's `UICollectionViewDelegate`.
public typealias CollectionViewDelegate = UICollectionViewDelegate
/// HeadlessUI's name for UIKit's `UICollectionViewController`.
public typealias CollectionViewController = UICollectionViewController
/// HeadlessUI's name for UIKit's `UIColor`.
public typealias Color = UIColor
/// HeadlessUI's name for UIKit's `UIFont`.
public typealias Font = UIFont
/// HeadlessUI's name for UIKit's `NSTextAlignment`.
public typealias TextAlignment = NSTextAlignment
/// HeadlessUI's name for UIKit's `NSLayoutConstraint`.
public typealias LayoutConstraint = NSLayoutConstraint
/// HeadlessUI's name for UIKit's `NSLayoutAnchor`.
public typealias LayoutAnchor = NSLayoutAnchor
/// HeadlessUI's name for UIKit's `NSLayoutXAxisAnchor`.
public typealias LayoutXAxisAnchor = NSLayoutXAxisAnchor
/// HeadlessUI's name for UIKit's `NSLayoutYAxisAnchor`.
public typealias LayoutYAxisAnchor = NSLayoutYAxisAnchor
/// HeadlessUI's name for UIKit's `NSLayoutDimension`.
public typealias LayoutDimension = NSLayoutDimension
/// HeadlessUI's name for UIKit's `UILayoutGuide`.
public typealias LayoutGuide = UILayoutGuide
/// HeadlessUI's name for UIKit's `UIResponder`.
public typealias Responder = UIResponder
/// HeadlessUI's name for UIKit's `UIWindow`.
public typealias Window = UIWindow
/// HeadlessUI's name for UIKit's `UIScreen`.
public typealias Screen = UIScreen
/// HeadlessUI's name for UIKit's `UIApplication`.
public typealias Application = UIApplication
/// HeadlessUI's name for UIKit's `UIApplicationDelegate`.
public typealias ApplicationDelegate = UIApplicationDelegate
/// HeadlessUI's name for UIKit's `UIScene`.
public typealias ApplicationScene = UIScene
/// HeadlessUI's name for UIKit's `UISceneDelegate`.
public typealias ApplicationSceneDelegate = UISceneDelegate
/// HeadlessUI's name for UIKit's `UIWindowScene`.
public typealias WindowScene = UIWindowScene
/// HeadlessUI's name for UIKit's `UIWindowSceneDelegate`.
public typealias WindowSceneDelegate = UIWindowSceneDelegate
/// HeadlessUI's name for UIKit's `UISceneSession`.
public typealias SceneSession = UISceneSession
/// HeadlessUI's name for UIKit's `UISceneConfiguration`.
public typealias SceneConfiguration = UISceneConfiguration
/// HeadlessUI's name for UIKit's `UIOpenURLContext`.
public typealias OpenURLContext = UIOpenURLContext
/// HeadlessUI's name for UIKit's `UIViewController`.
public typealias ViewController = UIViewController
/// HeadlessUI's name for UIKit's `UINavigationController`.
public typealias NavigationController = UINavigationController
/// HeadlessUI's name for UIKit's `UINavigationControllerDelegate`.
public typealias NavigationControllerDelegate = UINavigationControllerDelegate
/// HeadlessUI's name for UIKit's `UITabBarController`.
public typealias TabBarController = UITabBarController
/// HeadlessUI's name for UIKit's `UITabBarControllerDelegate`.
public typealias TabBarControllerDelegate = UITabBarControllerDelegate
/// HeadlessUI's name for UIKit's `UIAlertController`.
public typealias AlertController = UIAlertController
/// HeadlessUI's name for UIKit's `UIAlertAction`.
public typealias AlertAction = UIAlertAction
/// HeadlessUI's name for UIKit's `UIModalPresentationStyle`.
public typealias ModalPresentationStyle = UIModalPresentationStyle
/// HeadlessUI's name for UIKit's `UIModalTransitionStyle`.
public typealias ModalTransitionStyle = UIModalTransitionStyle
/// HeadlessUI's name for UIKit's `UINavigationItem`.
public typealias NavigationItem = UINavigationItem
/// HeadlessUI's name for UIKit's `UIBarButtonItem`.
public typealias BarButtonItem = UIBarButtonItem
/// HeadlessUI's name for UIKit's `UITabBarItem`.
public typealias TabBarItem = UITabBarItem
/// HeadlessUI's name for UIKit's `UINavigationBar`.
public typealias NavigationBar = UINavigationBar
/// HeadlessUI's name for UIKit's `UITabBar`.
public typealias TabBar = UITabBar
/// HeadlessUI's name for UIKit's `UIToolbar`.
public typealias Toolbar = UIToolbar
/// HeadlessUI's name for UIKit's `UIStatusBarStyle`.
public typealias StatusBarStyle = UIStatusBarStyle
/// HeadlessUI's name for UIKit's `UITraitCollection`.
public typealias TraitCollection = UITraitCollection
/// HeadlessUI's name for UIKit's `UIUserInterfaceSizeClass`.
public typealias UserInterfaceSizeClass = UIUserInterfaceSizeClass
/// HeadlessUI's name for UIKit's `UIUserInterfaceIdiom`.
public typealias UserInterfaceIdiom = UIUserInterfaceIdiom
/// HeadlessUI's name for UIKit's `UIGestureRecognizer`.
public typealias GestureRecognizer = UIGestureRecognizer
/// HeadlessUI's name for UIKit's `UIGestureRecognizerDelegate`.
public typealias GestureRecognizerDelegate = UIGestureRecognizerDelegate
/// HeadlessUI's name for UIKit's `UIPanGestureRecognizer`.
public typealias PanGestureRecognizer = UIPanGestureRecognizer
/// HeadlessUI's name for UIKit's `UIScreenEdgePanGestureRecognizer`.
public typealias ScreenEdgePanGestureRecognizer = UIScreenEdgePanGestureRecognizer
/// HeadlessUI's name for UIKit's `UITapGestureRecognizer`.
public typealias TapGestureRecognizer = UITapGestureRecognizer
/// HeadlessUI's name for UIKit's `UIRectEdge`.
public typealias RectEdge = UIRectEdge
/// HeadlessUI's name for UIKit's `UIViewControllerPreviewing`.
public typealias ViewControllerPreviewing = UIViewControllerPreviewing
/// HeadlessUI's name for UIKit's `UIViewControllerPreviewingDelegate`.
public typealias ViewControllerPreviewingDelegate = UIViewControllerPreviewingDelegate
/// HeadlessUI's name for UIKit's `UIViewAnimating`.
public typealias ViewAnimating = UIViewAnimating
/// HeadlessUI's name for UIKit's `UIViewImplicitlyAnimating`.
public typealias ViewImplicitlyAnimating = UIViewImplicitlyAnimating
/// HeadlessUI's name for UIKit's `UIViewPropertyAnimator`.
public typealias ViewPropertyAnimator = UIViewPropertyAnimator
/// HeadlessUI's name for UIKit's `UIViewAnimatingState`.
public typealias ViewAnimatingState = UIViewAnimatingState
/// HeadlessUI's name for UIKit's `UIViewAnimatingPosition`.
public typealias ViewAnimatingPosition = UIViewAnimatingPosition
/// HeadlessUI's name for UIKit's `UITimingCurveProvider`.
public typealias TimingCurveProvider = UITimingCurveProvider
/// HeadlessUI's name for UIKit's `UICubicTimingParameters`.
public typealias CubicTimingParameters = UICubicTimingParameters
/// HeadlessUI's name for UIKit's `CATransaction`.
public typealias AnimationTransaction = CATransaction
/// HeadlessUI's name for UIKit's `UIPageViewController`.
public typealias PageViewController = UIPageViewController
/// HeadlessUI's name for UIKit's `UIPageViewControllerDataSource`.
public typealias PageViewControllerDataSource = UIPageViewControllerDataSource
/// HeadlessUI's name for UIKit's `UIPageViewControllerDelegate`.
public typealias PageViewControllerDelegate = UIPageViewControllerDelegate
/// HeadlessUI's name for UIKit's `UISplitViewController`.
public typealias SplitViewController = UISplitViewController
/// HeadlessUI's name for UIKit's `UISplitViewControllerDelegate`.
public typealias SplitViewControllerDelegate = UISplitViewControllerDelegate
/// HeadlessUI's name for UIKit's `UIPresentationController`.
public typealias PresentationController = UIPresentationController
/// HeadlessUI's name for UIKit's `UIAdaptivePresentationControllerDelegate`.
public typealias AdaptivePresentationControllerDelegate = UIAdaptivePresentationControllerDelegate
/// HeadlessUI's name for UIKit's `UIViewControllerTransitionCoordinator`.
public typealias TransitionCoordinator = UIViewControllerTransitionCoordinator
/// HeadlessUI's name for UIKit's `UIViewControllerTransitionCoordinatorContext`.
public typealias ViewControllerTransitionCoordinatorContext = UIViewControllerTransitionCoordinatorContext
/// HeadlessUI's name for UIKit's `UIViewControllerAnimatedTransitioning`.
public typealias ViewControllerAnimatedTransitioning = UIViewControllerAnimatedTransitioning
/// HeadlessUI's name for UIKit's `UIViewControllerContextTransitioning`.
public typealias ViewControllerContextTransitioning = UIViewControllerContextTransitioning
/// HeadlessUI's name for UIKit's `UIViewControllerInteractiveTransitioning`.
public typealias ViewControllerInteractiveTransitioning = UIViewControllerInteractiveTransitioning
/// HeadlessUI's name for UIKit's `UIViewControllerTransitioningDelegate`.
public typealias ViewControllerTransitioningDelegate = UIViewControllerTransitioningDelegate
/// HeadlessUI's name for UIKit's `UIPercentDrivenInteractiveTransition`.
public typealias PercentDrivenInteractiveTransition = UIPercentDrivenInteractiveTransition
/// HeadlessUI's name for UIKit's `UITransitionContextViewControllerKey`.
public typealias TransitionContextKey = UITransitionContextViewControllerKey

/// The context `UIViewController/registerForPreviewing(with:sourceView:)` returns, whose
/// `peek(at:)` and `pop(at:)` play a press.
public typealias PreviewingContext = UIViewController.PreviewingContext
/// Where a controller is in its appearance cycle (rule R6); see `UIViewController/appearanceState`.
public typealias AppearanceState = UIViewController.AppearanceState

/// A request the stage rejected, with a message naming the objects involved. See `Diagnostic`.
public typealias UIDiagnostic = Diagnostic
/// Where the stage's diagnostics go. See `Diagnostics`.
public typealias UIDiagnostics = Diagnostics

extension UILabel {
    /// HeadlessUI's name for UIKit's `NSLineBreakMode`.
    public typealias LineBreakMode = NSLineBreakMode
}

extension NSLayoutConstraint {
    /// HeadlessUI's name for UIKit's `UILayoutPriority`.
    public typealias Priority = UILayoutPriority
}
