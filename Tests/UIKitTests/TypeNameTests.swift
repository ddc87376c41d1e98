import Testing
import UIKit

/// Every type the stage declares, as `import UIKit` code names it: `String(describing:)` of each is
/// Apple's name, as apps print them in logs and use them as reuse and storyboard identifiers
/// (`String(describing: ProfileCell.self)`).
@MainActor private let stageTypes: [(type: Any.Type, name: String)] = [
    (UIResponder.self, "UIResponder"), (UIView.self, "UIView"), (UIWindow.self, "UIWindow"),
    (UIViewController.self, "UIViewController"), (UINavigationController.self, "UINavigationController"),
    (UITabBarController.self, "UITabBarController"), (UISplitViewController.self, "UISplitViewController"),
    (UIPageViewController.self, "UIPageViewController"), (UIAlertController.self, "UIAlertController"),
    (UIAlertAction.self, "UIAlertAction"), (UINavigationBar.self, "UINavigationBar"),
    (UIToolbar.self, "UIToolbar"), (UITabBar.self, "UITabBar"), (UINavigationItem.self, "UINavigationItem"),
    (UIBarButtonItem.self, "UIBarButtonItem"), (UITabBarItem.self, "UITabBarItem"),
    (UILabel.self, "UILabel"), (UIButton.self, "UIButton"), (UIControl.self, "UIControl"),
    (UITextField.self, "UITextField"), (UIImageView.self, "UIImageView"), (UIImage.self, "UIImage"),
    (UIStackView.self, "UIStackView"), (UITableView.self, "UITableView"),
    (UITableViewCell.self, "UITableViewCell"), (UIColor.self, "UIColor"), (UIFont.self, "UIFont"),
    (UIAction.self, "UIAction"), (UIApplication.self, "UIApplication"), (UIScreen.self, "UIScreen"),
    (UIScene.self, "UIScene"), (UIWindowScene.self, "UIWindowScene"), (UISceneSession.self, "UISceneSession"),
    (UISceneConfiguration.self, "UISceneConfiguration"), (UIOpenURLContext.self, "UIOpenURLContext"),
    (UITraitCollection.self, "UITraitCollection"),
    (UIPresentationController.self, "UIPresentationController"),
    (UIGestureRecognizer.self, "UIGestureRecognizer"),
    (UIPanGestureRecognizer.self, "UIPanGestureRecognizer"),
    (UIScreenEdgePanGestureRecognizer.self, "UIScreenEdgePanGestureRecognizer"),
    (UITapGestureRecognizer.self, "UITapGestureRecognizer"), (UIRectEdge.self, "UIRectEdge"),
    (UIPercentDrivenInteractiveTransition.self, "UIPercentDrivenInteractiveTransition"),
    (UIViewPropertyAnimator.self, "UIViewPropertyAnimator"),
    (UICubicTimingParameters.self, "UICubicTimingParameters"),
    (UILayoutGuide.self, "UILayoutGuide"), (UILayoutPriority.self, "UILayoutPriority"),
    (NSLayoutConstraint.self, "NSLayoutConstraint"), (NSLayoutXAxisAnchor.self, "NSLayoutXAxisAnchor"),
    (NSLayoutYAxisAnchor.self, "NSLayoutYAxisAnchor"), (NSLayoutDimension.self, "NSLayoutDimension"),
    (NSLineBreakMode.self, "NSLineBreakMode"), (NSTextAlignment.self, "NSTextAlignment"),
    (CATransaction.self, "CATransaction"), (UIModalPresentationStyle.self, "UIModalPresentationStyle"),
    (UIModalTransitionStyle.self, "UIModalTransitionStyle"), (UIStatusBarStyle.self, "UIStatusBarStyle"),
    (UIKeyboardType.self, "UIKeyboardType"), (UIReturnKeyType.self, "UIReturnKeyType"),
    (UITextAutocapitalizationType.self, "UITextAutocapitalizationType"),
    (UIUserInterfaceIdiom.self, "UIUserInterfaceIdiom"),
    (UIUserInterfaceSizeClass.self, "UIUserInterfaceSizeClass"),
    (UIViewAnimatingState.self, "UIViewAnimatingState"),
    (UIViewAnimatingPosition.self, "UIViewAnimatingPosition"),
    (UITransitionContextViewControllerKey.self, "UITransitionContextViewControllerKey"),
    (UINavigationController.Operation.self, "Operation"), (UIButton.ButtonType.self, "ButtonType"),
    (UITableViewCell.CellStyle.self, "CellStyle"), (UIControl.Event.self, "Event"),
    (UIScrollView.self, "UIScrollView"), (UIRefreshControl.self, "UIRefreshControl"),
    (UIEdgeInsets.self, "UIEdgeInsets"), (NSDirectionalEdgeInsets.self, "NSDirectionalEdgeInsets"),
    (UITableViewController.self, "UITableViewController"),
    (UITableViewHeaderFooterView.self, "UITableViewHeaderFooterView"),
    (UICollectionView.self, "UICollectionView"), (UICollectionViewCell.self, "UICollectionViewCell"),
    (UICollectionReusableView.self, "UICollectionReusableView"),
    (UICollectionViewListCell.self, "UICollectionViewListCell"),
    (UICollectionViewController.self, "UICollectionViewController"),
    (UICollectionViewLayout.self, "UICollectionViewLayout"),
    (UICollectionViewFlowLayout.self, "UICollectionViewFlowLayout"),
    (UICollectionViewCompositionalLayout.self, "UICollectionViewCompositionalLayout"),
    (UICollectionViewLayoutAttributes.self, "UICollectionViewLayoutAttributes"),
    (NSCollectionLayoutSection.self, "NSCollectionLayoutSection"),
    (NSCollectionLayoutGroup.self, "NSCollectionLayoutGroup"),
    (NSCollectionLayoutItem.self, "NSCollectionLayoutItem"),
    (NSCollectionLayoutSize.self, "NSCollectionLayoutSize"),
    (NSCollectionLayoutDimension.self, "NSCollectionLayoutDimension"),
    (NSCollectionLayoutBoundarySupplementaryItem.self, "NSCollectionLayoutBoundarySupplementaryItem"),
    (UICollectionLayoutListConfiguration.self, "UICollectionLayoutListConfiguration"),
    (UIListContentConfiguration.self, "UIListContentConfiguration"),
    (UIListContentView.self, "UIListContentView"),
    (UIContextualAction.self, "UIContextualAction"),
    (UISwipeActionsConfiguration.self, "UISwipeActionsConfiguration"),
    (UICellAccessory.self, "UICellAccessory"), (UICellConfigurationState.self, "UICellConfigurationState"),
    (NSDiffableDataSourceSnapshot<Int, String>.self, "NSDiffableDataSourceSnapshot<Int, String>"),
    (UITableViewDiffableDataSource<Int, String>.self, "UITableViewDiffableDataSource<Int, String>"),
    (UICollectionViewDiffableDataSource<Int, String>.self, "UICollectionViewDiffableDataSource<Int, String>"),
]

@MainActor @Suite("Type names: String(describing:) of every stage type is Apple's name")
struct TypeNameTests {
    @Test("every class, struct and enum of the stage prints under Apple's name")
    func everyTypeIsNamedAsByApple() {
        for (type, name) in stageTypes {
            #expect(String(describing: type) == name)
        }
    }

    @Test("an instance and a subclass print as on iOS")
    func instancesAndSubclasses() {
        final class ProfileCell: UITableViewCell {}
        #expect(String(describing: ProfileCell.self) == "ProfileCell")
        #expect(String(describing: type(of: UINavigationController())) == "UINavigationController")
        let reflected = String(reflecting: UIViewController.self)
        #expect(reflected.hasSuffix(".UIViewController"))
    }
}
