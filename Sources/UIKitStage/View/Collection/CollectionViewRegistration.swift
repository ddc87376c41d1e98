import Foundation

/// The reuse identifiers registrations make for themselves, one per registration.
@MainActor private var registrationCount = 0

@MainActor private func nextRegistrationIdentifier(_ what: String) -> String {
    registrationCount += 1
    return "\(what).\(registrationCount)"
}

extension UICollectionView {
    /// A cell class and how to configure it for an item — UIKit's `UICollectionView.CellRegistration`.
    ///
    /// Make it once (outside the cell provider) and dequeue with
    /// ``UICollectionView/dequeueConfiguredReusableCell(using:for:item:)``: the class is registered
    /// under the registration's own reuse identifier on first use, and `handler` configures each
    /// cell handed out.
    ///
    /// ```swift
    /// let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, name in
    ///     var content = cell.defaultContentConfiguration()
    ///     content.text = name
    ///     cell.contentConfiguration = content
    /// }
    /// let cell = collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: "Kyoto")
    /// ```
    @preconcurrency @MainActor public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        /// What configures a cell: the cell, its index path and its item.
        public typealias Handler = @MainActor (Cell, IndexPath, Item) -> Void

        let handler: Handler
        let reuseIdentifier: String

        /// A registration configuring each cell with `handler`.
        public init(handler: @escaping Handler) {
            self.handler = handler
            reuseIdentifier = nextRegistrationIdentifier("CellRegistration<\(Cell.self)>")
        }
    }

    /// A supplementary view class of one kind and how to configure it — UIKit's
    /// `UICollectionView.SupplementaryRegistration`.
    ///
    /// ```swift
    /// let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
    ///     elementKind: UICollectionView.elementKindSectionHeader
    /// ) { view, _, indexPath in
    ///     var content = view.defaultContentConfiguration()
    ///     content.text = "Section \(indexPath.section)"
    ///     view.contentConfiguration = content
    /// }
    /// ```
    @preconcurrency @MainActor
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        /// What configures a view: the view, its kind and its index path.
        public typealias Handler = @MainActor (Supplementary, String, IndexPath) -> Void

        let handler: Handler
        let reuseIdentifier: String
        /// The kind of supplementary view.
        public let elementKind: String

        /// A registration of views of `elementKind`, each configured by `handler`.
        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
            reuseIdentifier = nextRegistrationIdentifier("SupplementaryRegistration<\(Supplementary.self)>")
        }
    }
}
