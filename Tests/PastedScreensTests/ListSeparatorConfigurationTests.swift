import CompositionalLayout
import XCTest

/// A list's separator configuration and its per-item handler change the separators the
/// engine gives: visibility and leading/trailing insets.
final class ListSeparatorConfigurationTests: XCTestCase {
    private var views: [UICollectionView] = []

    /// A list of `rows` 44-point rows (no self-sizing function, so estimates stay) in a 375-wide view at 1x.
    private func separators(_ configuration: UICollectionLayoutListConfiguration, rows: Int = 3) -> [ListSeparator] {
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 800), collectionViewLayout: layout)
        view.traitCollection = UITraitCollection(displayScale: 1)
        view.numberOfItemsInSection = [rows]
        views.append(view)
        return layout.listSeparators(in: view.bounds)
    }

    func testHiddenBottomSeparatorsRemoveThem() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.separatorConfiguration.bottomSeparatorVisibility = .hidden
        XCTAssertEqual(separators(configuration), [])
    }

    func testVisibleShowsOneUnderAGroupedSectionsLastRow() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .grouped)
        XCTAssertEqual(separators(configuration).map(\.indexPath.item), [0, 1])
        configuration.separatorConfiguration.bottomSeparatorVisibility = .visible
        XCTAssertEqual(separators(configuration).map(\.indexPath.item), [0, 1, 2])
    }

    func testInsetsReplaceTheListMarginAndTheHandlerChangesOneRow() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.separatorConfiguration.bottomSeparatorInsets = NSDirectionalEdgeInsets(
            top: 0, leading: 40, bottom: 0, trailing: 10)
        configuration.itemSeparatorHandler = { indexPath, separator in
            var separator = separator
            if indexPath.item == 1 { separator.bottomSeparatorVisibility = .hidden }
            if indexPath.item == 2 { separator.bottomSeparatorInsets = UIListSeparatorConfiguration.automaticInsets }
            return separator
        }
        let lines = separators(configuration)
        XCTAssertEqual(lines.map(\.indexPath.item), [0, 2])
        // Row 0: from 40 to 375 - 10, under the row's bottom edge (44 - 1 pixel).
        XCTAssertEqual(lines[0].frame, CGRect(x: 40, y: 43, width: 325, height: 1))
        XCTAssertFalse(lines[0].hasAutomaticLeadingInset)
        // Row 2 is back to the list's margin, 16, and the full width.
        XCTAssertEqual(lines[1].frame, CGRect(x: 16, y: 131, width: 359, height: 1))
        XCTAssertTrue(lines[1].hasAutomaticLeadingInset)
    }

    func testSwipeActionProvidersAreStored() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
            UISwipeActionsConfiguration(actions: [
                UIContextualAction(style: .destructive, title: "Delete \(indexPath.item)") { _, _, done in done(true) }
            ])
        }
        let actions = configuration.trailingSwipeActionsConfigurationProvider?(IndexPath(item: 4, section: 0))?.actions
        XCTAssertEqual(actions?.map(\.title), ["Delete 4"])
        XCTAssertEqual(actions?.first?.style, .destructive)
        XCTAssertNil(configuration.leadingSwipeActionsConfigurationProvider)
    }
}
