import Foundation

/// The per-controller state of UIKit's less common vocabulary: trait overrides and registrations,
/// the storyboard the controller came from, and how its view extends under bars. A controller
/// carries it only once one of them is set.
@MainActor final class ControllerVocabulary {
    var traits: TraitState?
    var storyboard: UIStoryboard?
    var storyboardSceneIdentifier: String?
    var extendedLayoutIncludesOpaqueBars = false
    var edgesForExtendedLayout: UIRectEdge = .all
    var hidesBottomBarWhenPushed = false
}

extension UIViewController: UITraitEnvironment {}
