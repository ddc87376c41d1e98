/// The root view containers use; rendered transparently under its controller.
@MainActor class ContainerView: UIView {
    override var rendersTransparently: Bool { true }
}
