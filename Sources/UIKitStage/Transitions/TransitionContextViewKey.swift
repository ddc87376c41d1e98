/// The keys of ``UIViewControllerContextTransitioning/view(forKey:)``: the same `from` and `to` as
/// the controller keys.
public typealias UITransitionContextViewKey = UITransitionContextViewControllerKey
