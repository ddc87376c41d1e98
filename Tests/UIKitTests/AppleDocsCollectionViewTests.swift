import HeadlessUI
import ScenewrightTesting
import Testing
import UIKit

/// A photo cell written as UIKit code writes one.
private final class PhotoCell: UICollectionViewCell {
    static let reuseIdentifier = "photo"
    let caption = UILabel()
    private(set) var selectionChanges = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(caption)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override var isSelected: Bool {
        didSet { selectionChanges += 1 }
    }
}

/// A section header registered for the layout's header kind.
private final class TitleHeader: UICollectionReusableView {
    let title = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(title)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A gallery: the data source, delegate and flow-layout delegate of a collection view.
@MainActor
private final class Gallery: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var albums: [(title: String, photos: [String])] = [
        ("Kyoto", ["Temple", "Garden", "Bridge"]), ("Lima", ["Coast"]),
    ]
    var log: [String] = []
    var refuseHighlight: IndexPath?
    var refuseSelection: IndexPath?
    var wideFirst = false

    func numberOfSections(in collectionView: UICollectionView) -> Int { albums.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        albums[section].photos.count
    }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        log.append("cellFor \(indexPath.section).\(indexPath.item)")
        let cell = collectionView.dequeueReusableCell(
            withReuseIdentifier: PhotoCell.reuseIdentifier, for: indexPath)
        (cell as? PhotoCell)?.caption.text = albums[indexPath.section].photos[indexPath.item]
        return cell
    }
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
    ) -> UICollectionReusableView {
        let header = collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: "title", for: indexPath)
        (header as? TitleHeader)?.title.text = albums[indexPath.section].title
        return header
    }
    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath)
        -> Bool
    {
        log.append("shouldHighlight \(indexPath.item)")
        return indexPath != refuseHighlight
    }
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
        log.append("didHighlight \(indexPath.item)")
    }
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        log.append("didUnhighlight \(indexPath.item)")
    }
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        log.append("shouldSelect \(indexPath.item)")
        return indexPath != refuseSelection
    }
    func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool
    {
        log.append("shouldDeselect \(indexPath.item)")
        return true
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        log.append("didSelect \(indexPath.section).\(indexPath.item)")
    }
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        log.append("didDeselect \(indexPath.section).\(indexPath.item)")
    }
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        wideFirst && indexPath.item == 0 ? CGSize(width: 300, height: 100) : CGSize(width: 100, height: 100)
    }
}

@MainActor @Suite("Apple's UICollectionView documentation: items, supplementary views, selection, layouts")
struct AppleDocsCollectionViewTests {
    private func shown(
        layout: UICollectionViewLayout = AppleDocsCollectionViewTests.flowLayout()
    ) -> (Gallery, UICollectionView, UIWindow) {
        let gallery = Gallery()
        let collection = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collection.accessibilityIdentifier = "photos"
        collection.register(PhotoCell.self, forCellWithReuseIdentifier: PhotoCell.reuseIdentifier)
        collection.register(
            TitleHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: "title")
        collection.dataSource = gallery
        collection.delegate = gallery
        let screen = UIViewController()
        screen.view = collection
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 330, height: 400))
        window.rootViewController = screen
        window.makeKeyAndVisible()
        _ = collection.numberOfSections
        gallery.log.removeAll()
        return (gallery, collection, window)
    }

    private static func flowLayout() -> UICollectionViewFlowLayout {
        let layout = UICollectionViewFlowLayout()
        layout.headerReferenceSize = CGSize(width: 0, height: 40)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        return layout
    }

    @Test("items render as cells under their sections' headers, with identifiers a test can tap")
    func renders() {
        let (_, _, window) = shown()
        #expect(
            window.render() == """
                Window
                └─ ViewController
                   └─ CollectionView #photos
                      ├─ Header #photos.section.0.header
                      │  └─ Label "Kyoto"
                      ├─ Cell #photos.item.0
                      │  └─ Label "Temple"
                      ├─ Cell #photos.item.1
                      │  └─ Label "Garden"
                      ├─ Cell #photos.item.2
                      │  └─ Label "Bridge"
                      ├─ Header #photos.section.1.header
                      │  └─ Label "Lima"
                      └─ Cell #photos.section.1.item.0
                         └─ Label "Coast"
                """)
    }

    // UICollectionViewFlowLayout: "A layout object that organizes items into a grid with optional
    // header and footer views for each section."; "the flow layout positions items in a row until
    // no more items fit, then starts a new row".
    @Test("a flow layout fills rows left to right and wraps at the collection view's width")
    func flowFrames() {
        let (gallery, collection, _) = shown()
        #expect(
            collection.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
                == CGRect(x: 110, y: 40, width: 100, height: 100))
        #expect(
            collection.cellForItem(at: IndexPath(item: 2, section: 0))?.frame
                == CGRect(x: 220, y: 40, width: 100, height: 100))
        #expect(
            collection.supplementaryView(
                forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))?
                .frame
                == CGRect(x: 0, y: 140, width: 330, height: 40))
        #expect(
            collection.cellForItem(at: IndexPath(item: 0, section: 1))?.frame
                == CGRect(x: 0, y: 180, width: 100, height: 100))
        #expect(collection.contentSize == CGSize(width: 330, height: 280))
        #expect(collection.indexPathForItem(at: CGPoint(x: 150, y: 90)) == IndexPath(item: 1, section: 0))
        #expect(collection.indexPathForItem(at: CGPoint(x: 215, y: 90)) == nil)
        withExtendedLifetime(gallery) {}
    }

    // UICollectionViewDelegateFlowLayout: "The methods of this protocol define the size of items and
    // the spacing between items in the grid."
    @Test("the flow layout delegate's sizes are used, and wrap a wide item onto its own row")
    func delegateSizes() {
        let (gallery, collection, _) = shown()
        gallery.wideFirst = true
        collection.collectionViewLayout.invalidateLayout()
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.width == 300)
        #expect(
            collection.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.origin
                == CGPoint(x: 0, y: 150))
        #expect(gallery.log.isEmpty)
    }

    // footerReferenceSize: "If the delegate does not implement the
    // collectionView(_:layout:referenceSizeForFooterInSection:) method, the flow layout object uses
    // the default footer sizes set for this property. [...] for the vertical scrolling direction, the
    // layout object uses the height value specified by this property. (In that instance, the width of
    // the footer would be set to the width of the collection view.)"; the delegate method: "If you
    // return a value of size (0, 0), no footer is added."
    @Test("footers take the delegate's size, else footerReferenceSize; a zero size adds none")
    func footers() {
        final class Footers: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
            func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
                -> Int
            { 1 }
            func collectionView(
                _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
            ) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
            }
            func collectionView(
                _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                at indexPath: IndexPath
            ) -> UICollectionReusableView {
                collectionView.dequeueReusableSupplementaryView(
                    ofKind: kind, withReuseIdentifier: kind, for: indexPath)
            }
            func collectionView(
                _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                referenceSizeForFooterInSection section: Int
            ) -> CGSize { section == 0 ? CGSize(width: 0, height: 30) : .zero }
        }
        let footers = Footers()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.headerReferenceSize = CGSize(width: 0, height: 20)
        layout.footerReferenceSize = CGSize(width: 0, height: 50)
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 330, height: 400), collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
        for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
            collection.register(
                UICollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: kind)
        }
        collection.delegate = footers
        collection.dataSource = footers
        func frame(_ kind: String, _ section: Int) -> CGRect? {
            collection.collectionViewLayout.layoutAttributesForSupplementaryView(
                ofKind: kind, at: IndexPath(item: 0, section: section))?.frame
        }
        let header = UICollectionView.elementKindSectionHeader
        let footer = UICollectionView.elementKindSectionFooter
        _ = collection.numberOfSections
        #expect(frame(header, 0) == CGRect(x: 0, y: 0, width: 330, height: 20))
        #expect(frame(footer, 0) == CGRect(x: 0, y: 120, width: 330, height: 30))
        #expect(frame(header, 1) == CGRect(x: 0, y: 150, width: 330, height: 20))
        #expect(frame(footer, 1) == nil)
        #expect(collection.contentSize.height == 270)

        collection.delegate = nil
        collection.collectionViewLayout.invalidateLayout()
        _ = collection.numberOfSections
        #expect(frame(footer, 0) == CGRect(x: 0, y: 120, width: 330, height: 50))
        #expect(frame(footer, 1) == CGRect(x: 0, y: 290, width: 330, height: 50))
        #expect(collection.contentSize.height == 340)
    }

    @Test("IndexPath(item:section:) names an item; .item reads it")
    func indexPaths() {
        let indexPath = IndexPath(item: 4, section: 2)
        #expect(indexPath.item == 4 && indexPath.section == 2)
        #expect(indexPath == IndexPath(row: 4, section: 2))
    }

    // collectionView(_:didSelectItemAt:): "The collection view calls this method when the user
    // successfully selects an item in the collection view. It does not call this method when you
    // programmatically set the selection."
    @Test("a user's tap highlights, asks, and selects in UIKit's order; selecting in code calls nothing")
    func tapOrder() throws {
        let (gallery, collection, window) = shown()
        try window.tap("photos.item.1")
        #expect(
            gallery.log == [
                "shouldHighlight 1", "didHighlight 1", "shouldSelect 1", "didUnhighlight 1", "didSelect 0.1",
            ])
        gallery.log.removeAll()
        try window.tap("photos.section.1.item.0")
        #expect(gallery.log.suffix(2) == ["didDeselect 0.1", "didSelect 1.0"])
        gallery.log.removeAll()
        collection.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
        collection.deselectItem(at: IndexPath(item: 2, section: 0), animated: false)
        #expect(gallery.log.isEmpty)
        #expect(collection.indexPathsForSelectedItems == nil)
    }

    // collectionView(_:shouldHighlightItemAt:): "true if the item should be highlighted or false if
    // it should not."
    @Test("an item the delegate will not highlight or select is not selected")
    func refusals() throws {
        let (gallery, collection, window) = shown()
        gallery.refuseHighlight = IndexPath(item: 0, section: 0)
        gallery.refuseSelection = IndexPath(item: 1, section: 0)
        try window.tap("photos.item.0")
        #expect(gallery.log == ["shouldHighlight 0"])
        try window.tap("photos.item.1")
        #expect(!gallery.log.contains("didSelect 0.1"))
        #expect(collection.indexPathsForSelectedItems == nil)
        #expect(
            (collection.cellForItem(at: IndexPath(item: 1, section: 0)) as? PhotoCell)?.isHighlighted == false
        )
    }

    @Test("with allowsMultipleSelection a tap on a selected item asks shouldDeselect and deselects it")
    func multipleSelection() throws {
        let (gallery, collection, window) = shown()
        collection.allowsMultipleSelection = true
        try window.tap("photos.item.0")
        try window.tap("photos.item.2")
        #expect(
            collection.indexPathsForSelectedItems == [
                IndexPath(item: 0, section: 0), IndexPath(item: 2, section: 0),
            ])
        gallery.log.removeAll()
        try window.tap("photos.item.0")
        #expect(gallery.log.contains("shouldDeselect 0"))
        #expect(gallery.log.last == "didDeselect 0.0")
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
        #expect(
            (collection.cellForItem(at: IndexPath(item: 2, section: 0)) as? PhotoCell)?.isSelected == true)
    }

    @Test("allowsSelection false makes an item untappable, and the tap reports it")
    func selectionDisabled() {
        let (gallery, collection, window) = shown()
        collection.allowsSelection = false
        let diagnostics = captureDiagnostics {
            #expect(throws: WindowError.self) { try window.tap("photos.item.0") }
        }
        #expect(diagnostics.map(\.kind) == [.controlDisabled])
        #expect(gallery.log.isEmpty)
        #expect(!window.tappableIdentifiers().contains("photos.item.0"))
    }

    @Test("inserting and deleting items keeps the other cells; a mismatched update is reported")
    func updates() {
        let (gallery, collection, _) = shown()
        let garden = collection.cellForItem(at: IndexPath(item: 1, section: 0))
        gallery.albums[0].photos.insert("Shrine", at: 0)
        collection.insertItems(at: [IndexPath(item: 0, section: 0)])
        #expect(gallery.log == ["cellFor 0.0"])
        #expect(isSame(collection.cellForItem(at: IndexPath(item: 2, section: 0)), garden))
        gallery.log.removeAll()
        collection.performBatchUpdates(
            {
                gallery.albums[0].photos.removeFirst()
                collection.deleteItems(at: [IndexPath(item: 0, section: 0)])
            }, completion: { finished in gallery.log.append("completion \(finished)") })
        #expect(gallery.log == ["completion true"])
        #expect(isSame(collection.cellForItem(at: IndexPath(item: 1, section: 0)), garden))
        let diagnostics = captureDiagnostics { collection.deleteItems(at: [IndexPath(item: 0, section: 1)]) }
        #expect(diagnostics.first?.message.contains("invalid number of items in section 1") == true)
    }

    @Test("scrollToItem puts the item at the top of the visible area")
    func scrollToItem() {
        let (gallery, collection, _) = shown()
        collection.contentSize = CGSize(width: 330, height: 1_000)
        collection.scrollToItem(at: IndexPath(item: 0, section: 1), at: .top, animated: false)
        #expect(collection.contentOffset.y == 180)
        #expect(collection.indexPathsForVisibleItems.count == 4)
        withExtendedLifetime(gallery) {}
    }

    // UICollectionViewCompositionalLayout: "A layout object that lets you combine items in highly
    // adaptive and flexible visual arrangements."
    @Test("a compositional grid places three items per group row, each a third of the width")
    func compositionalGrid() {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1 / 3), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .absolute(110)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 5
        section.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        ]
        let (gallery, collection, window) = shown(
            layout: UICollectionViewCompositionalLayout(section: section))
        #expect(
            collection.cellForItem(at: IndexPath(item: 2, section: 0))?.frame
                == CGRect(x: 220, y: 30, width: 110, height: 110))
        #expect(
            collection.cellForItem(at: IndexPath(item: 0, section: 1))?.frame
                == CGRect(x: 0, y: 170, width: 110, height: 110))
        #expect(window.render().contains("├─ Header #photos.section.1.header"))
        #expect(collection.contentSize.height == 280)
        withExtendedLifetime(gallery) {}
    }

    @Test("a section scrolling orthogonally puts its groups side by side in one row")
    func orthogonalSection() {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .absolute(150), heightDimension: .absolute(200)),
            subitem: item, count: 2)
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPaging
        let (gallery, collection, _) = shown(layout: UICollectionViewCompositionalLayout(section: section))
        #expect(
            collection.cellForItem(at: IndexPath(item: 1, section: 0))?.frame
                == CGRect(x: 0, y: 100, width: 150, height: 100))
        #expect(
            collection.cellForItem(at: IndexPath(item: 2, section: 0))?.frame
                == CGRect(x: 150, y: 0, width: 150, height: 100))
        withExtendedLifetime(gallery) {}
    }

    @Test("a header the data source cannot give is reported and an empty view shown")
    func missingSupplementary() {
        final class Plain: NSObject, UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
                -> Int
            { 1 }
            func collectionView(
                _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
            ) -> UICollectionViewCell { UICollectionViewCell(frame: .zero) }
        }
        let source = Plain()
        let collection = UICollectionView(frame: .zero, collectionViewLayout: Self.flowLayout())
        collection.dataSource = source
        let diagnostics = captureDiagnostics { collection.reloadData() }
        #expect(diagnostics.map(\.kind) == [.collectionDataSourceIncomplete])
        #expect(collection.render() == "CollectionView\n├─ Header #section.0.header\n└─ Cell #item.0")
    }

    @Test("registering a class that is not a cell is rejected with a diagnostic")
    func registerNonCell() {
        let collection = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        let diagnostics = captureDiagnostics {
            collection.register(UILabel.self, forCellWithReuseIdentifier: "x")
        }
        #expect(
            diagnostics.map(\.message) == [
                "CollectionView cannot register Label for reuse identifier \"x\": it is not a CollectionViewCell subclass."
            ])
    }

    @Test("a collection view and its cells are released with their controller")
    func released() {
        weak var releasedCollection: UICollectionView?
        weak var releasedCell: UICollectionViewCell?
        do {
            let (_, collection, window) = shown()
            releasedCollection = collection
            releasedCell = collection.visibleCells.first
            window.rootViewController = nil
        }
        #expect(releasedCollection == nil)
        #expect(releasedCell == nil)
    }
}
