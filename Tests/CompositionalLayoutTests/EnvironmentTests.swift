import CompositionalLayout
import Foundation
import XCTest

/// What section providers are told, and the insets references.
final class EnvironmentTests: XCTestCase {
    /// WWDC 2019 "Adaptive Sections": more columns when the container is wider.
    func testSectionProviderAdaptsToTheContainerWidth() {
        let layout = UICollectionViewCompositionalLayout { _, environment in
            let columns = environment.container.effectiveContentSize.width > 800 ? 3 : 1
            let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: size(.fractionalWidth(1), .absolute(44)),
                subitem: item, count: columns)
            return NSCollectionLayoutSection(group: group)
        }
        let view = collectionView(layout, width: 375, counts: [3])
        XCTAssertEqual(frame(layout, 1), rect(0, 44, 375, 44))
        view.frame = CGRect(x: 0, y: 0, width: 1024, height: 768)
        XCTAssertEqual(frame(layout, 1).minX, PixelGrid(scale: 3).round(1024.0 / 3))
        XCTAssertEqual(frame(layout, 1).minY, 0)
    }

    /// tvOS code branches on the idiom its trait collection reports, as on Apple TV.
    func testSectionProviderReadsTheUserInterfaceIdiom() {
        let layout = UICollectionViewCompositionalLayout { _, environment in
            let height: CGFloat = environment.traitCollection.userInterfaceIdiom == .tv ? 375 : 44
            let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
            return NSCollectionLayoutSection(
                group: .horizontal(
                    layoutSize: size(.fractionalWidth(1), .absolute(height)),
                    subitems: [item]))
        }
        let view = collectionView(layout, width: 1920, height: 1080, counts: [2], scale: 1)
        XCTAssertEqual(view.traitCollection.userInterfaceIdiom, .phone)
        XCTAssertEqual(frame(layout, 1), rect(0, 44, 1920, 44))
        let television = UITraitCollection(displayScale: 1)
        television.userInterfaceIdiom = .tv
        view.traitCollection = television
        XCTAssertEqual(frame(layout, 1), rect(0, 375, 1920, 375))
    }

    /// The container is the collection view's bounds; the safe area's sides are the
    /// insets of the default reference (Docs/uikit-facts.md §6).
    func testContainerReportsSizeAndSafeAreaInsets() {
        var seen: (any NSCollectionLayoutEnvironment)?
        let layout = UICollectionViewCompositionalLayout { _, environment in
            seen = environment
            let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
            return NSCollectionLayoutSection(
                group: .horizontal(
                    layoutSize: size(.fractionalWidth(1), .absolute(44)),
                    subitems: [item]))
        }
        let view = collectionView(layout, width: 844, height: 390, counts: [1])
        view.safeAreaInsets = UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
        view.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        layout.prepare()
        XCTAssertEqual(seen?.container.contentSize, CGSize(width: 844, height: 390))
        XCTAssertEqual(
            seen?.container.effectiveContentInsets,
            NSDirectionalEdgeInsets(top: 0, leading: 47, bottom: 0, trailing: 47))
        XCTAssertEqual(seen?.container.effectiveContentSize, CGSize(width: 750, height: 390))
        XCTAssertEqual(seen?.traitCollection.displayScale, 3)
        // The section sits inside the safe area.
        XCTAssertEqual(frame(layout, 0), rect(47, 0, 750, 44))
    }

    /// contentInsetsReference .none ignores the safe area; .layoutMargins adds the margins.
    func testContentInsetsReference() {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let section = NSCollectionLayoutSection(
            group: .horizontal(
                layoutSize: size(.fractionalWidth(1), .absolute(44)),
                subitems: [item]))
        section.contentInsetsReference = .none
        let layout = UICollectionViewCompositionalLayout(section: section)
        let view = collectionView(layout, width: 844, height: 390, counts: [1])
        view.safeAreaInsets = UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
        XCTAssertEqual(frame(layout, 0), rect(0, 0, 844, 44))
        section.contentInsetsReference = .layoutMargins
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        XCTAssertEqual(frame(layout, 0), rect(63, 0, 718, 44))
    }
}
