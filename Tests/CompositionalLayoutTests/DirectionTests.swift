import CompositionalLayout
import Foundation
import XCTest

/// Orthogonal sections, horizontal scroll direction and right-to-left mirroring.
final class DirectionTests: XCTestCase {
    private func cardsSection(
        width: CGFloat, height: CGFloat, behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior
    )
        -> NSCollectionLayoutSection
    {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(width), .absolute(height)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = behavior
        return section
    }

    /// An orthogonal section lays its groups along the cross axis; its height is one group plus insets.
    func testOrthogonalSectionLaysGroupsSideways() {
        let section = cardsSection(width: 0.8, height: 200, behavior: .continuous)
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
        let layout = UICollectionViewCompositionalLayout(section: section)
        collectionView(layout, width: 390, counts: [3, 1])
        // The orthogonal scroll view spans the whole 390-pt width and the leading and
        // trailing insets scroll with the content, so groups are 0.8 x 390 = 312 wide.
        XCTAssertEqual(frame(layout, 0).minX, 16)
        XCTAssertEqual(frame(layout, 0).minY, 8)
        XCTAssertEqual(frame(layout, 0).width, 312)
        XCTAssertEqual(frame(layout, 1).minX, 16 + 312 + 10)
        XCTAssertEqual(frame(layout, 2).minY, 8)
        // Section 0 is one group plus its insets, 8 + 200 + 8; section 1's row is its own 8 below that.
        XCTAssertEqual(layout.solved?.sections[0].frame.height, 216)
        XCTAssertEqual(frame(layout, 0, 1).minY, 224)
        let expectedLength: CGFloat = 16 + 3 * 312 + 2 * 10 + 16
        XCTAssertEqual(layout.solved?.sections[0].orthogonalContentLength ?? 0, expectedLength, accuracy: 1e-9)
    }

    /// In a horizontally scrolling layout sections follow one another along x,
    /// and a vertical group's items stack downwards.
    func testHorizontalScrollDirection() {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1.0 / 3)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: size(.absolute(100), .fractionalHeight(1)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        configuration.interSectionSpacing = 30
        let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
        collectionView(layout, width: 375, height: 300, counts: [4, 1])
        XCTAssertEqual(frame(layout, 0), rect(0, 0, 100, 100))
        XCTAssertEqual(frame(layout, 2), rect(0, 200, 100, 100))
        XCTAssertEqual(frame(layout, 3), rect(110, 0, 100, 100))
        XCTAssertEqual(frame(layout, 0, 1), rect(240, 0, 100, 100))
        XCTAssertEqual(layout.collectionViewContentSize, CGSize(width: 340, height: 300))
    }

    /// Right-to-left layouts mirror leading and trailing: the first item is at the right.
    func testRightToLeftMirrorsLeadingAndTrailing() {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.25), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 0)
        let layout = UICollectionViewCompositionalLayout(section: section)
        collectionView(layout, width: 420, counts: [5], direction: .rightToLeft)
        // Content 400 wide, leading inset 20 on the right: item 0 spans 300...400.
        XCTAssertEqual(frame(layout, 0), rect(300, 0, 100, 50))
        XCTAssertEqual(frame(layout, 3), rect(0, 0, 100, 50))
        XCTAssertEqual(frame(layout, 4), rect(300, 50, 100, 50))
    }

    /// A right-to-left orthogonal section starts at the right and continues leftwards.
    func testRightToLeftOrthogonalSectionRunsLeftwards() {
        let section = cardsSection(width: 0.5, height: 100, behavior: .continuous)
        let layout = UICollectionViewCompositionalLayout(section: section)
        collectionView(layout, width: 400, counts: [3], direction: .rightToLeft)
        XCTAssertEqual(frame(layout, 0), rect(200, 0, 200, 100))
        XCTAssertEqual(frame(layout, 1), rect(0, 0, 200, 100))
        XCTAssertEqual(frame(layout, 2), rect(-200, 0, 200, 100))
    }
}
