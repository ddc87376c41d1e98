/// The root view containers use; rendered transparently under its controller.
@MainActor package class ContainerView: UIView {}
