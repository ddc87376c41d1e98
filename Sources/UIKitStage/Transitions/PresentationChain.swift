/// A chain of presentations as a value: the root, then each controller presented by the one
/// before it. A full-screen presentation hides everything before it; sheets and over-full-screen
/// presentations do not (rule R14, R15, R17).
struct PresentationChain<Element> {
    let elements: [Element]
    /// Index of the first element a user sees: the last full-screen presentation, else the root.
    let firstVisibleIndex: Int

    init(_ elements: [Element], removesPresenter: (Element) -> Bool) {
        self.elements = elements
        firstVisibleIndex = elements.indices.last { $0 > 0 && removesPresenter(elements[$0]) } ?? 0
    }

    /// The elements a user sees, back to front.
    var visibleSuffix: ArraySlice<Element> {
        elements.isEmpty ? [] : elements[firstVisibleIndex...]
    }
}
