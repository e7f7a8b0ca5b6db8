import CompositionalLayout
import MosaicRender
import XCTest

@testable import MosaicSpec

/// Layout files decode into layouts whose frames can be checked by hand.
final class DecodingFramesTests: XCTestCase {
    func testHalfWidthSquareGridAt375PointsGivesCellsOf187AndAHalf() throws {
        let document = try decode(
            """
            canvas: {size: 375 x 667, scale: 2}
            sections:
              - itemCount: 4
                group:
                  size: 1fw x 0.5fw
                  subitem: {size: 0.5fw x 1fh}
            """)
        let view = document.makeCollectionView()
        XCTAssertEqual(view.cellFrame(0, 0), CGRect(x: 0, y: 0, width: 187.5, height: 187.5))
        XCTAssertEqual(view.cellFrame(0, 1), CGRect(x: 187.5, y: 0, width: 187.5, height: 187.5))
        XCTAssertEqual(view.cellFrame(0, 3), CGRect(x: 187.5, y: 187.5, width: 187.5, height: 187.5))
        XCTAssertEqual(document.itemCounts, [4])
    }

    func testCompactSizeAndMapSizeMeanTheSame() throws {
        let compact = try decode(
            """
            canvas: {size: 375 x 667}
            sections: [{itemCount: 2, group: {size: 1fw x 44, subitem: {size: 0.5fw x 1fh}}}]
            """)
        let map = try decode(
            """
            canvas: {size: {width: 375, height: 667}}
            sections: [{itemCount: 2, group: {size: {width: 1fw, height: 44}, subitem: {size: [0.5fw, 1fh]}}}]
            """)
        XCTAssertEqual(compact.makeCollectionView().cellFrame(0, 1), CGRect(x: 187.5, y: 0, width: 187.5, height: 44))
        XCTAssertEqual(map.makeCollectionView().cellFrame(0, 1), CGRect(x: 187.5, y: 0, width: 187.5, height: 44))
    }

    func testTwoColumnCountSpacingAndSectionInsets() throws {
        // Apple's two-column sample: count 2, interItemSpacing 10, section insets 10, at 375 wide:
        // (375 - 20 - 10) / 2 = 172.5 per cell.
        let document = try decode(
            """
            canvas: {size: 375 x 667}
            sections:
              - itemCount: 4
                contentInsets: 10
                interGroupSpacing: 10
                group:
                  size: 1fw x 44
                  subitem: {size: 1fw x 1fh}
                  count: 2
                  interItemSpacing: 10
            """)
        let view = document.makeCollectionView()
        XCTAssertEqual(view.cellFrame(0, 0), CGRect(x: 10, y: 10, width: 172.5, height: 44))
        XCTAssertEqual(view.cellFrame(0, 1), CGRect(x: 192.5, y: 10, width: 172.5, height: 44))
        XCTAssertEqual(view.cellFrame(0, 2), CGRect(x: 10, y: 64, width: 172.5, height: 44))
    }

    func testItemContentInsetsShrinkTheCell() throws {
        let document = try decode(
            """
            canvas: {size: 375 x 667}
            sections:
              - itemCount: 5
                group:
                  size: 1fw x 0.2fw
                  subitem: {size: 0.2fw x 1fh, contentInsets: 5}
            """)
        XCTAssertEqual(document.makeCollectionView().cellFrame(0, 1), CGRect(x: 80, y: 5, width: 65, height: 65))
    }

    func testNestedGroupsAndDirectionalInsetsList() throws {
        // Apple's nested-groups sample at 400 wide: a 0.4fh row of a 0.7 item and a 0.3 column of two.
        let document = try decode(
            """
            canvas: {size: 400 x 1000}
            sections:
              - itemCount: 3
                group:
                  size: 1fw x 0.4fh
                  subitems:
                    - {size: 0.7fw x 1fh, contentInsets: [10, 10, 10, 10]}
                    - type: vertical
                      size: 0.3fw x 1fh
                      subitem: {size: 1fw x 0.3fh, contentInsets: 10}
                      count: 2
            """)
        let view = document.makeCollectionView()
        XCTAssertEqual(view.cellFrame(0, 0), CGRect(x: 10, y: 10, width: 260, height: 380))
        XCTAssertEqual(view.cellFrame(0, 1), CGRect(x: 290, y: 10, width: 100, height: 180))
        XCTAssertEqual(view.cellFrame(0, 2), CGRect(x: 290, y: 210, width: 100, height: 180))
    }

    func testHeaderShorthandCarriesTextAndGrowsTheSection() throws {
        let document = try decode(
            """
            canvas: {size: 375 x 667}
            sections:
              - itemCount: 1
                header: {text: Featured, size: 1fw x 30}
                footer: Footnote
                group: {size: 1fw x 44, subitem: {size: 1fw x 1fh}}
            """)
        let view = document.makeCollectionView()
        XCTAssertEqual(
            view.supplementaryFrame(UICollectionView.elementKindSectionHeader, 0),
            CGRect(x: 0, y: 0, width: 375, height: 30))
        XCTAssertEqual(view.cellFrame(0, 0), CGRect(x: 0, y: 30, width: 375, height: 44))
        XCTAssertEqual(
            document.content.supplementaryText(ofKind: UICollectionView.elementKindSectionHeader, section: 0),
            "Featured")
        XCTAssertEqual(
            document.content.supplementaryText(ofKind: UICollectionView.elementKindSectionFooter, section: 0),
            "Footnote")
    }

    /// `contentInsets` on a header shrink its frame, not the room it takes: a full-width
    /// header inset 10 starts where 10-point-inset pictures do.
    func testHeaderContentInsetsShrinkItsFrame() throws {
        let document = try decode(
            """
            canvas: {size: 375 x 667}
            layout:
              boundaryItems:
                - {kind: banner, alignment: top, size: 1fw x 50, contentInsets: [5, 20]}
            sections:
              - itemCount: 1
                contentInsets: {horizontal: 16}
                supplementariesFollowContentInsets: false
                header: {text: Featured, size: 1fw x 30, contentInsets: {leading: 10, trailing: 10}}
                footer: {text: More, contentInsets: {top: 4, leading: 16}}
                group: {size: 1fw x 44, subitem: {size: 1fw x 1fh}}
            """)
        let view = document.makeCollectionView()
        XCTAssertEqual(view.supplementaryFrame("banner", 0), CGRect(x: 20, y: 5, width: 335, height: 40))
        XCTAssertEqual(
            view.supplementaryFrame(UICollectionView.elementKindSectionHeader, 0),
            CGRect(x: 10, y: 50, width: 355, height: 30))
        XCTAssertEqual(view.cellFrame(0, 0), CGRect(x: 16, y: 80, width: 343, height: 44))
        // The footer's height is estimated (~44), so its top inset is dropped, as UIKit drops it.
        XCTAssertEqual(
            view.supplementaryFrame(UICollectionView.elementKindSectionFooter, 0),
            CGRect(x: 16, y: 124, width: 359, height: 44))
    }

    func testBadgeContentInsetsShrinkTheBadge() throws {
        let document = try decode(
            """
            canvas: {size: 400 x 667}
            sections:
              - itemCount: 1
                group:
                  size: 1fw x 100
                  subitem:
                    size: 0.25fw x 1fh
                    supplementaries: [{size: 20 x 20, contentInsets: 3}]
            """)
        // The 20-point slot sits in the 100-point item's top trailing corner, at (80, 0).
        XCTAssertEqual(
            document.makeCollectionView().supplementaryFrame("badge", 0, 0),
            CGRect(x: 83, y: 3, width: 14, height: 14))
    }

    func testBadgeAnchoredAtTopTrailingWithFractionalOffset() throws {
        let document = try decode(
            """
            canvas: {size: 400 x 667}
            sections:
              - itemCount: 1
                group:
                  size: 1fw x 100
                  subitem:
                    size: 0.25fw x 1fh
                    supplementaries:
                      - {size: 20 x 20, anchor: {edges: [top, trailing], fractionalOffset: [0.3, -0.3]}}
            """)
        let view = document.makeCollectionView()
        // The item is 100 wide; the badge's top-trailing corner sits on the item's, moved (0.3, -0.3) of 20.
        XCTAssertEqual(view.supplementaryFrame("badge", 0, 0), CGRect(x: 86, y: -6, width: 20, height: 20))
    }

    func testCanvasTextSizeAndPseudoLocalization() throws {
        let document = try decode(
            """
            canvas:
              textSize: accessibility-xl
              pseudoLocalize: true
            sections:
              - content: [{title: Mail}]
                group: {size: 1fw x 44, subitem: {size: 1fw x 1fh}}
            """)
        XCTAssertEqual(document.canvas.preferredContentSizeCategory, .accessibilityExtraLarge)
        XCTAssertTrue(document.canvas.pseudoLocalization)
        XCTAssertEqual(
            document.makeCollectionView().traitCollection.preferredContentSizeCategory, .accessibilityExtraLarge)
        XCTAssertEqual(
            try decode("sections: [{itemCount: 1, group: {size: 1fw x 44, subitem: {size: 1fw x 1fh}}}]")
                .canvas.preferredContentSizeCategory, .large, "iOS's default")
    }

    func testCanvasSetsUpTheCollectionView() throws {
        let document = try decode(
            """
            canvas:
              device: iphone-se
              theme: dark
              layoutDirection: rtl
              contentOffset: 120
              safeArea: {top: 20}
              sizeClass: regular
              orthogonalOffsets: {0: 40, rail: 80}
            sections:
              - itemCount: 2
                group: {size: 1fw x 44, subitem: {size: 0.5fw x 1fh}}
              - name: rail
                itemCount: 2
                orthogonalScrollingBehavior: continuous
                group: {size: 0.8fw x 44, subitem: {size: 1fw x 1fh}}
            """)
        XCTAssertEqual(document.canvas.size, CGSize(width: 375, height: 667))
        XCTAssertEqual(document.canvas.scale, 2)
        XCTAssertEqual(document.canvas.theme, .dark)
        XCTAssertEqual(document.canvas.orthogonalOffsets, [0: 40, 1: 80])
        let view = document.makeCollectionView()
        XCTAssertEqual(view.frame.size, CGSize(width: 375, height: 667))
        // 120 below the rest position, which is 20 above content y = 0 (the safe area).
        XCTAssertEqual(view.contentOffset, CGPoint(x: 0, y: 100))
        XCTAssertEqual(view.orthogonalScrollOffsets, [0: 40, 1: 80])
        XCTAssertEqual(view.safeAreaInsets.top, 20)
        XCTAssertEqual(view.traitCollection.layoutDirection, .rightToLeft)
        XCTAssertEqual(view.traitCollection.horizontalSizeClass, .regular)
        XCTAssertEqual(view.traitCollection.displayScale, 2)
        XCTAssertEqual(view.traitCollection.userInterfaceStyle, .dark)
        XCTAssertEqual(view.numberOfItemsInSection, [2, 2])
        // Right to left: item 0 is on the right.
        XCTAssertEqual(view.cellFrame(0, 0), CGRect(x: 187.5, y: 0, width: 187.5, height: 44))
    }

    func testRepeatedSectionsAndContent() throws {
        let document = try decode(
            """
            sections:
              - repeat: 3
                placeholder: number
                content: [One, {title: Two, subtitle: second, color: "#FF0000", badge: 3}, {color: blue}]
                group: {size: 1fw x 44, subitem: {size: 1fw x 1fh}}
            """)
        XCTAssertEqual(document.itemCounts, [3, 3, 3])
        XCTAssertEqual(document.content.sections.count, 3)
        XCTAssertEqual(document.content.placeholder(inSection: 2), .number)
        let second = document.content.cell(at: IndexPath(item: 1, section: 1))
        XCTAssertEqual(second.title, "Two")
        XCTAssertEqual(second.subtitle, "second")
        XCTAssertEqual(second.badge, "3")
        XCTAssertEqual(second.color?.description, "#FF0000FF")
        XCTAssertEqual(
            document.content.cell(at: IndexPath(item: 2, section: 0)).color, .systemBlue, "blue is systemBlue")
    }

    /// The title and description are kept for captions and alt text; neither is required.
    func testTitleAndDescription() throws {
        let document = try decode(
            """
            title: Shop
            description: Two rows of cards.
            sections: [{group: {size: 1fw x 44, subitem: {size: 1fw x 1fh}}}]
            """)
        XCTAssertEqual(document.title, "Shop")
        XCTAssertEqual(document.description, "Two rows of cards.")
        XCTAssertNil(try decode("sections: [{group: {size: 1fw x 44, subitem: {size: 1fw x 1fh}}}]").description)
    }

    func testEachLayoutIsFresh() throws {
        let document = try decode("sections: [{group: {size: 1fw x 44, subitem: {size: 1fw x 1fh}}}]")
        XCTAssertFalse(document.makeLayout() === document.makeLayout())
    }
}
