import CompositionalLayout
import Foundation
import XCTest

/// Badges on items and groups, boundary items, decorations.
final class SupplementaryTests: XCTestCase {
    /// Badges as in Apple's WWDC 2019 item-badges sample: 20 x 20 at the top
    /// trailing corner, moved by (0.3, -0.3) of its own size, so it sticks out.
    private func badgeGridLayout() -> UICollectionViewCompositionalLayout {
        let badgeAnchor = NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3))
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: size(.absolute(20), .absolute(20)),
            elementKind: "badge", containerAnchor: badgeAnchor)
        let item = NSCollectionLayoutItem(
            layoutSize: size(.fractionalWidth(0.25), .fractionalHeight(1)),
            supplementaryItems: [badge])
        item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .fractionalWidth(0.25)),
            subitems: [item])
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    }

    private func badge(_ layout: UICollectionViewCompositionalLayout, _ item: Int) -> CGRect? {
        layout.layoutAttributesForSupplementaryView(ofKind: "badge", at: IndexPath(item: item, section: 0))?.frame
    }

    func testBadgeAnchorsToTheCellCornerWithAFractionalOffset() {
        let layout = badgeGridLayout()
        collectionView(layout, counts: [5], scale: 2)
        // Slots are 375 x 0.25 = 93.75, floored to 93.5 at 2x; cell 0 is (5, 5, 83.5, 83.5)
        // and its top trailing corner (88.5, 5). The badge's own top trailing corner
        // goes there, then moves by (0.3 x 20, -0.3 x 20) = (6, -6).
        XCTAssertEqual(badge(layout, 0), rect(74.5, -1, 20, 20))
        XCTAssertEqual(badge(layout, 1), rect(168, -1, 20, 20))
        // Item 4 is on the second row, 93.5 lower.
        XCTAssertEqual(badge(layout, 4), rect(74.5, 92.5, 20, 20))
        let attributes = layout.layoutAttributesForSupplementaryView(
            ofKind: "badge", at: IndexPath(item: 0, section: 0))
        XCTAssertEqual(attributes?.representedElementCategory, .supplementaryView)
        XCTAssertEqual(attributes?.zIndex, 1)
    }

    func testBadgeAt3x() {
        let layout = badgeGridLayout()
        collectionView(layout, counts: [1], scale: 3)
        // Slots 93.667 wide at 3x: the cell ends at 88.667, the badge starts at 74.667 (pixel 224).
        let frame = badge(layout, 0)
        XCTAssertEqual(frame?.minX ?? 0, 224.0 / 3, accuracy: 1e-9)
        XCTAssertEqual(frame?.width ?? 0, 20, accuracy: 1e-9)
    }

    func testBadgesMirrorInRightToLeft() {
        let layout = badgeGridLayout()
        collectionView(layout, counts: [1], scale: 2, direction: .rightToLeft)
        // Mirrored across 375: the cell spans 286.5 ... 370 and the badge sticks out past its left edge.
        XCTAssertEqual(frame(layout, 0), rect(286.5, 5, 83.5, 83.5))
        XCTAssertEqual(badge(layout, 0), rect(280.5, -1, 20, 20))
    }

    /// An explicit item anchor puts that point of the badge on the container's anchor point.
    func testItemAnchorCentresTheBadgeOnTheCorner() {
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: size(.absolute(20), .absolute(20)), elementKind: "badge",
            containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing]),
            itemAnchor: NSCollectionLayoutAnchor(edges: []))
        let item = NSCollectionLayoutItem(layoutSize: size(.absolute(100), .absolute(100)), supplementaryItems: [badge])
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        collectionView(layout, counts: [1])
        XCTAssertEqual(self.badge(layout, 0), rect(90, -10, 20, 20))
    }

    /// A group's supplementary anchors to the group's frame after its contentInsets.
    func testGroupSupplementaryAnchorsInsideTheGroupInsets() {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [item])
        group.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        group.supplementaryItems = [
            NSCollectionLayoutSupplementaryItem(
                layoutSize: size(.absolute(30), .absolute(16)), elementKind: "tag",
                containerAnchor: NSCollectionLayoutAnchor(edges: [.bottom, .leading]))
        ]
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        collectionView(layout, counts: [4])
        // Group 1 holds items 2 and 3; its tag carries item 2's index path.
        let tag = layout.layoutAttributesForSupplementaryView(ofKind: "tag", at: IndexPath(item: 2, section: 0))
        XCTAssertEqual(tag?.frame, rect(10, 174, 30, 16))
    }

    /// Headers and footers grow the section; interGroupSpacing is not applied next to them.
    func testHeaderAndFooterGrowTheSection() {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(44)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 5
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
        section.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: size(.fractionalWidth(1), .absolute(40)),
                elementKind: UICollectionView.elementKindSectionHeader,
                alignment: .top),
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: size(.fractionalWidth(1), .absolute(30)),
                elementKind: UICollectionView.elementKindSectionFooter,
                alignment: .bottom)
        ]
        let layout = UICollectionViewCompositionalLayout(section: section)
        collectionView(layout, counts: [2, 0])
        let header = layout.layoutAttributesForSupplementaryView(
            ofKind: UICollectionView.elementKindSectionHeader,
            at: IndexPath(item: 0, section: 0))
        let footer = layout.layoutAttributesForSupplementaryView(
            ofKind: UICollectionView.elementKindSectionFooter,
            at: IndexPath(item: 0, section: 0))
        XCTAssertEqual(header?.frame, rect(20, 0, 335, 40))
        XCTAssertEqual(frame(layout, 0), rect(20, 50, 335, 44))
        XCTAssertEqual(frame(layout, 1), rect(20, 99, 335, 44))
        XCTAssertEqual(footer?.frame, rect(20, 153, 335, 30))
        // The empty section 1 still has its header and footer, around its insets.
        let emptyHeader = layout.layoutAttributesForSupplementaryView(
            ofKind: UICollectionView.elementKindSectionHeader,
            at: IndexPath(item: 0, section: 1))
        let emptyFooter = layout.layoutAttributesForSupplementaryView(
            ofKind: UICollectionView.elementKindSectionFooter,
            at: IndexPath(item: 0, section: 1))
        XCTAssertEqual(emptyHeader?.frame, rect(20, 183, 335, 40))
        XCTAssertEqual(emptyFooter?.frame, rect(20, 243, 335, 30))
        XCTAssertEqual(layout.collectionViewContentSize.height, 273)
    }

    /// supplementariesFollowContentInsets = false lets the header span the section's full width.
    func testHeaderIgnoringContentInsets() {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let section = NSCollectionLayoutSection(
            group: .horizontal(
                layoutSize: size(.fractionalWidth(1), .absolute(44)),
                subitems: [item]))
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
        section.supplementariesFollowContentInsets = false
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: size(.fractionalWidth(1), .absolute(40)),
            elementKind: "header", alignment: .top)
        header.extendsBoundary = false
        section.boundarySupplementaryItems = [header]
        let layout = UICollectionViewCompositionalLayout(section: section)
        collectionView(layout, counts: [1])
        XCTAssertEqual(
            layout.layoutAttributesForSupplementaryView(ofKind: "header", at: IndexPath(item: 0, section: 0))?.frame,
            rect(0, 0, 375, 40))
        // Not extending the boundary, it overlaps the first row.
        XCTAssertEqual(frame(layout, 0), rect(20, 0, 335, 44))
    }

    /// The configuration's boundary items: a header above the first section, a footer below the last.
    func testLayoutWideHeaderAndFooter() {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let section = NSCollectionLayoutSection(
            group: .horizontal(
                layoutSize: size(.fractionalWidth(1), .absolute(44)),
                subitems: [item]))
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 10
        configuration.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: size(.fractionalWidth(1), .absolute(60)),
                elementKind: "banner", alignment: .top),
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: size(.fractionalWidth(1), .absolute(24)),
                elementKind: "legal", alignment: .bottom)
        ]
        let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
        collectionView(layout, counts: [1, 1])
        XCTAssertEqual(
            layout.layoutAttributesForSupplementaryView(ofKind: "banner", at: IndexPath(item: 0, section: 0))?.frame,
            rect(0, 0, 375, 60))
        XCTAssertEqual(frame(layout, 0, 0), rect(0, 60, 375, 44))
        XCTAssertEqual(frame(layout, 0, 1), rect(0, 114, 375, 44))
        XCTAssertEqual(
            layout.layoutAttributesForSupplementaryView(ofKind: "legal", at: IndexPath(item: 0, section: 0))?.frame,
            rect(0, 158, 375, 24))
    }

    /// A background covers the section with its insets and boundary items, less its own contentInsets.
    func testBackgroundDecorationCoversTheSection() {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let section = NSCollectionLayoutSection(
            group: .horizontal(
                layoutSize: size(.fractionalWidth(1), .absolute(44)),
                subitems: [item]))
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let background = NSCollectionLayoutDecorationItem.background(elementKind: "background")
        background.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        section.decorationItems = [background]
        section.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: size(.fractionalWidth(1), .absolute(30)),
                elementKind: "header", alignment: .top)
        ]
        let layout = UICollectionViewCompositionalLayout(section: section)
        layout.register(NSObject.self, forDecorationViewOfKind: "background")
        collectionView(layout, counts: [3])
        let decoration = layout.layoutAttributesForDecorationView(
            ofKind: "background", at: IndexPath(item: 0, section: 0))
        // Section: header 30 + inset 10 + 3 x 44 + inset 10 = 182 tall, 375 wide.
        XCTAssertEqual(decoration?.frame, rect(5, 5, 365, 172))
        XCTAssertEqual(decoration?.representedElementCategory, .decorationView)
        let all = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 375, height: 812)) ?? []
        XCTAssertEqual(all.filter { $0.representedElementCategory == .decorationView }.count, 1)
    }

    /// A boundary item's own contentInsets shrink its frame inside its slot, as UIKit's
    /// auxiliary-item solver does (Docs/uikit-facts.md §1); the slot still grows the section.
    func testHeaderContentInsetsShrinkItsFrameNotTheSection() {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let section = NSCollectionLayoutSection(
            group: .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(44)), subitems: [item]))
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 0, trailing: 20)
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: size(.fractionalWidth(1), .absolute(40)), elementKind: "header", alignment: .top)
        header.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 3, trailing: 15)
        section.boundarySupplementaryItems = [header]
        let layout = UICollectionViewCompositionalLayout(section: section)
        collectionView(layout, counts: [1])
        // The slot is (20, 0, 335, 40); less the insets: x 30, y 5, 335 - 25 = 310 wide, 40 - 8 = 32 tall.
        XCTAssertEqual(
            layout.layoutAttributesForSupplementaryView(ofKind: "header", at: IndexPath(item: 0, section: 0))?.frame,
            rect(30, 5, 310, 32))
        // The cell starts below the whole 40-point slot and the section's top inset.
        XCTAssertEqual(frame(layout, 0), rect(20, 50, 335, 44))
    }

    /// Without following the section's insets a header spans the width, and its own
    /// leading inset puts it where the pictures start; an estimated height keeps its
    /// top and bottom insets out, as for cells.
    func testFullWidthHeaderInsetOnlyAlongItsFixedWidth() {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let section = NSCollectionLayoutSection(
            group: .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(44)), subitems: [item]))
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        section.supplementariesFollowContentInsets = false
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: size(.fractionalWidth(1), .estimated(44)), elementKind: "header", alignment: .top)
        header.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 10, bottom: 8, trailing: 10)
        section.boundarySupplementaryItems = [header]
        let layout = UICollectionViewCompositionalLayout(section: section)
        collectionView(layout, counts: [1])
        XCTAssertEqual(
            layout.layoutAttributesForSupplementaryView(ofKind: "header", at: IndexPath(item: 0, section: 0))?.frame,
            rect(10, 0, 355, 44))
        XCTAssertEqual(frame(layout, 0), rect(16, 44, 343, 44))
    }

    /// The layout's own boundary items take their insets the same way.
    func testLayoutWideHeaderContentInsets() {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let section = NSCollectionLayoutSection(
            group: .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(44)), subitems: [item]))
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        let banner = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: size(.fractionalWidth(1), .absolute(60)), elementKind: "banner", alignment: .top)
        banner.contentInsets = NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 6, trailing: 16)
        configuration.boundarySupplementaryItems = [banner]
        let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
        collectionView(layout, counts: [1])
        XCTAssertEqual(
            layout.layoutAttributesForSupplementaryView(ofKind: "banner", at: IndexPath(item: 0, section: 0))?.frame,
            rect(16, 6, 343, 48))
        XCTAssertEqual(frame(layout, 0), rect(0, 60, 375, 44))
    }

    /// A badge's contentInsets shrink it around the point its anchor puts it at, and
    /// mirror with it in right-to-left.
    func testBadgeContentInsetsShrinkTheBadge() {
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: size(.absolute(20), .absolute(20)), elementKind: "badge",
            containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing]))
        badge.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 4, bottom: 2, trailing: 0)
        let item = NSCollectionLayoutItem(layoutSize: size(.absolute(100), .absolute(100)), supplementaryItems: [badge])
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        collectionView(layout, counts: [1])
        // The 20-point slot at the cell's top trailing corner is (80, 0); less the insets (84, 2, 16, 16).
        XCTAssertEqual(self.badge(layout, 0), rect(84, 2, 16, 16))
        collectionView(layout, counts: [1], direction: .rightToLeft)
        // Mirrored across 375: the cell spans 275 ... 375, its leading corner is on the right.
        XCTAssertEqual(self.badge(layout, 0), rect(275, 2, 16, 16))
    }
}
