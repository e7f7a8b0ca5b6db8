import CompositionalLayout
import MosaicRender
import XCTest

@testable import MosaicSpec

/// Named definitions, JSON input, adaptive variants, lists, custom groups and
/// layout-wide settings.
final class ReuseAndFeaturesTests: XCTestCase {
    func testNamedItemsAndGroupsAreReused() throws {
        let document = try decode(
            """
            canvas: {size: 400 x 800}
            items:
              app: {size: 1fw x 0.33fh, contentInsets: {bottom: 4}}
            groups:
              featured:
                size: 0.92fw x 300
                subitem: {size: 1fw x 1fh, contentInsets: {leading: 4, trailing: 4}}
              threeApps:
                type: vertical
                size: 0.92fw x 231
                subitem: app
                count: 3
            sections:
              - group: featured
                orthogonalScrollingBehavior: groupPagingCentered
                itemCount: 3
              - group: threeApps
                orthogonalScrollingBehavior: groupPagingCentered
                itemCount: 6
                header: Best New Apps
            """)
        let view = document.makeCollectionView()
        // 0.92 of 400 = 368, centred: 16 on each side.
        XCTAssertEqual(view.cellFrame(0, 0), CGRect(x: 20, y: 0, width: 360, height: 300))
        // Three equal rows of 231 / 3 = 77, less 4 at the bottom; after the header.
        let header = try XCTUnwrap(view.supplementaryFrame(UICollectionView.elementKindSectionHeader, 1))
        XCTAssertEqual(header.minY, 300)
        XCTAssertEqual(view.cellFrame(1, 0), CGRect(x: 16, y: header.maxY, width: 368, height: 73))
        XCTAssertEqual(view.cellFrame(1, 1), CGRect(x: 16, y: header.maxY + 77, width: 368, height: 73))
    }

    func testYamlAnchorsAndMergeKeys() throws {
        let document = try decode(
            """
            canvas: {size: 300 x 600}
            sections:
              - &base
                itemCount: 3
                group: {size: 1fw x 50, subitem: {size: 1fw x 1fh}}
              - <<: *base
                contentInsets: 10
            """)
        let view = document.makeCollectionView()
        XCTAssertEqual(document.itemCounts, [3, 3])
        XCTAssertEqual(view.cellFrame(1, 0), CGRect(x: 10, y: 160, width: 280, height: 50))
    }

    func testJsonIsAccepted() throws {
        let document = try decode(
            """
            {
              "canvas": {"size": "375 x 667", "scale": 2},
              "sections": [
                {"itemCount": 5,
                 "group": {"size": {"width": "1fw", "height": "0.2fw"},
                           "subitem": {"size": "0.2fw x 1fh", "contentInsets": 5}}}
              ]
            }
            """)
        XCTAssertEqual(document.makeCollectionView().cellFrame(0, 4), CGRect(x: 305, y: 5, width: 65, height: 65))
    }

    func testUikitSpellingOfDimensionsAndSpacing() throws {
        let document = try decode(
            """
            canvas: {size: 300 x 600}
            sections:
              - itemCount: 2
                group:
                  size: {width: {fractionalWidth: 1}, height: {absolute: 50}}
                  subitem: {size: {width: {absolute: 100}, height: {fractionalHeight: 1}}}
                  repeat: 2
                  interItemSpacing: {flexible: 0}
            """)
        let view = document.makeCollectionView()
        XCTAssertEqual(view.cellFrame(0, 0), CGRect(x: 0, y: 0, width: 100, height: 50))
        XCTAssertEqual(view.cellFrame(0, 1), CGRect(x: 200, y: 0, width: 100, height: 50))
    }

    func testAdaptiveVariantFollowsTheContainerWidth() throws {
        let yaml = """
            sections:
              - itemCount: 10
                contentInsets: 20
                group: {size: 1fw x 0.2fw, subitem: {size: 1fw x 1fh}, count: 5}
                variants:
                  - when: {minWidth: 800}
                    group: {size: 1fw x 0.1fw, subitem: {size: 1fw x 1fh}, count: 10}
            """
        let narrow = try decode("canvas: {size: 420 x 800}\n" + yaml).makeCollectionView()
        XCTAssertEqual(narrow.cellFrame(0, 1)?.width, 76)  // (420 - 40) / 5
        let wide = try decode("canvas: {size: 1040 x 800}\n" + yaml).makeCollectionView()
        XCTAssertEqual(wide.cellFrame(0, 1)?.width, 100)  // (1040 - 40) / 10
        XCTAssertEqual(wide.cellFrame(0, 9)?.minY, 20)
    }

    func testCustomGroupPlacesItemsAtFrames() throws {
        let document = try decode(
            """
            canvas: {size: 300 x 600}
            sections:
              - itemCount: 4
                group:
                  type: custom
                  size: 1fw x 200
                  frames:
                    - [0, 0, 200, 200]
                    - {frame: [200, 0, 100, 100], zIndex: 2}
            """)
        let view = document.makeCollectionView()
        XCTAssertEqual(view.cellFrame(0, 1), CGRect(x: 200, y: 0, width: 100, height: 100))
        XCTAssertEqual(view.cellFrame(0, 2), CGRect(x: 0, y: 200, width: 200, height: 200))
    }

    func testHorizontalLayoutWithSpacingAndGlobalHeader() throws {
        let document = try decode(
            """
            canvas: {size: 300 x 200}
            layout:
              scrollDirection: horizontal
              interSectionSpacing: 20
              boundaryItems:
                - {kind: layout-header, size: 50 x 1fh, alignment: leading, text: Start}
            sections:
              - repeat: 2
                itemCount: 2
                group: {size: 100 x 1fh, subitem: {size: 1fw x 0.5fh}, type: vertical}
            """)
        let view = document.makeCollectionView()
        XCTAssertEqual(view.cellFrame(0, 1), CGRect(x: 50, y: 100, width: 100, height: 100))
        XCTAssertEqual(view.cellFrame(1, 0), CGRect(x: 170, y: 0, width: 100, height: 100))
        XCTAssertEqual(document.content.globalSupplementaryText, ["layout-header": "Start"])
    }

    func testLayoutHeaderDoesNotCollideWithTheFirstSectionsHeader() throws {
        let document = try decode(
            """
            canvas: {size: 300 x 600}
            layout: {header: {text: Today, size: 1fw x 60}}
            sections:
              - itemCount: 1
                header: {text: First, size: 1fw x 30}
                group: {size: 1fw x 44, subitem: {size: 1fw x 1fh}}
            """)
        let view = document.makeCollectionView()
        XCTAssertEqual(view.supplementaryFrame("layout-header", 0), CGRect(x: 0, y: 0, width: 300, height: 60))
        XCTAssertEqual(
            view.supplementaryFrame(UICollectionView.elementKindSectionHeader, 0),
            CGRect(x: 0, y: 60, width: 300, height: 30))
        XCTAssertEqual(view.cellFrame(0, 0)?.minY, 90)
        XCTAssertEqual(document.content.globalSupplementaryText, ["layout-header": "Today"])
    }

    func testBackgroundDecorationWithInsets() throws {
        let document = try decode(
            """
            canvas: {size: 300 x 600}
            sections:
              - itemCount: 2
                contentInsets: 10
                background: {contentInsets: 5}
                group: {size: 1fw x 44, subitem: {size: 1fw x 1fh}}
            """)
        let view = document.makeCollectionView()
        let background = view.collectionViewLayout.layoutAttributesForDecorationView(
            ofKind: "background", at: IndexPath(item: 0, section: 0))
        XCTAssertEqual(background?.frame, CGRect(x: 5, y: 5, width: 290, height: 98))
    }

    func testEdgeSpacingCentresAnItem() throws {
        let document = try decode(
            """
            canvas: {size: 300 x 600}
            sections:
              - itemCount: 1
                group:
                  size: 1fw x 44
                  subitem: {size: 100 x 1fh, edgeSpacing: {leading: flex 0, trailing: flex 0}}
                  repeat: 1
            """)
        XCTAssertEqual(document.makeCollectionView().cellFrame(0, 0), CGRect(x: 100, y: 0, width: 100, height: 44))
    }

    func testListSectionsFromTheLayoutWideList() throws {
        let document = try decode(
            """
            canvas: {size: 375 x 800}
            layout:
              list: {appearance: insetGrouped, headerMode: supplementary}
            sections:
              - {itemCount: 2, header: General}
              - {itemCount: 1, list: plain}
            """)
        let view = document.makeCollectionView()
        let header = try XCTUnwrap(view.supplementaryFrame(UICollectionView.elementKindSectionHeader, 0))
        // The engine's inset-grouped margin at 375 points wide is 16.
        XCTAssertEqual(header.minX, 16)
        XCTAssertEqual(view.cellFrame(0, 0), CGRect(x: 16, y: header.maxY, width: 343, height: 44))
        XCTAssertEqual(view.cellFrame(0, 1)?.minY, header.maxY + 44)
        XCTAssertEqual(view.cellFrame(1, 0)?.width, 375)
        XCTAssertEqual(
            document.content.supplementaryText(ofKind: UICollectionView.elementKindSectionHeader, section: 0),
            "General")
    }

    func testListConfigurationIsMappedToUIKitsListAPI() throws {
        let document = try decode(
            """
            sections:
              - list:
                  appearance: sidebar
                  headerMode: firstItemInSection
                  footerMode: supplementary
                  showsSeparators: false
                  headerTopPadding: 10
                  backgroundColor: "#336699"
            """)
        let environment = LayoutEnvironment(
            container: LayoutContainer(contentSize: CGSize(width: 375, height: 667)),
            traitCollection: UITraitCollection())
        let section = document.factory.sections[0].make(environment: environment)
        let configuration = try XCTUnwrap(section.listConfiguration)
        XCTAssertEqual(configuration.appearance, .sidebar)
        XCTAssertEqual(configuration.headerMode, .firstItemInSection)
        XCTAssertEqual(configuration.footerMode, .supplementary)
        XCTAssertFalse(configuration.showsSeparators)
        XCTAssertEqual(configuration.headerTopPadding, 10)
        XCTAssertEqual(configuration.backgroundColor, UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1))
        XCTAssertEqual(
            section.boundarySupplementaryItems.map(\.elementKind), [UICollectionView.elementKindSectionFooter])
    }

    func testHeaderTextInAListUsesTheListsOwnHeader() throws {
        let document = try decode(
            """
            canvas: {size: 375 x 800}
            sections:
              - {itemCount: 1, list: insetGrouped, header: General, footer: Fine print}
              - {itemCount: 1, list: insetGrouped, header: {text: Custom, size: 1fw x 30}}
            """)
        let environment = LayoutEnvironment(
            container: LayoutContainer(contentSize: CGSize(width: 375, height: 800)),
            traitCollection: UITraitCollection())
        let first = document.factory.sections[0].make(environment: environment)
        XCTAssertEqual(first.listConfiguration?.headerMode, .supplementary)
        XCTAssertEqual(first.listConfiguration?.footerMode, .supplementary)
        XCTAssertEqual(first.boundarySupplementaryItems.count, 2)
        let second = document.factory.sections[1].make(environment: environment)
        XCTAssertEqual(second.listConfiguration?.headerMode, UICollectionLayoutListConfiguration.HeaderMode.none)
        XCTAssertEqual(second.boundarySupplementaryItems.map { $0.layoutSize.heightDimension.dimension }, [30])
        XCTAssertEqual(
            document.content.supplementaryText(ofKind: UICollectionView.elementKindSectionFooter, section: 0),
            "Fine print")
    }

    func testHeaderTextOfAListWhoseFirstItemIsItsHeaderMakesNoSupplementary() throws {
        let document = try decode(
            """
            sections:
              - list: {appearance: sidebar, headerMode: firstItemInSection}
                header: Library
                content: [{color: blue}, Recents]
            """)
        let environment = LayoutEnvironment(
            container: LayoutContainer(contentSize: CGSize(width: 375, height: 667)),
            traitCollection: UITraitCollection())
        let section = document.factory.sections[0].make(environment: environment)
        XCTAssertEqual(section.listConfiguration?.headerMode, .firstItemInSection)
        XCTAssertEqual(section.boundarySupplementaryItems.count, 0, "the first item is the header")
        XCTAssertEqual(
            document.content.supplementaryText(ofKind: UICollectionView.elementKindSectionHeader, section: 0),
            "Library")
    }

    func testCellShapesOfSectionsAndCells() throws {
        let document = try decode(
            """
            sections:
              - group: {size: 0.2fw x 0.2fw, subitem: {size: 1fw x 1fh}}
                cellShape: circle
                content: [Shibuya, {title: Ginza, shape: capsule}, {title: Ueno, shape: rounded 4}]
              - group: {size: 1fw x 44, subitem: {size: 1fw x 1fh}}
                cellShape: rounded 12
              - group: {size: 1fw x 44, subitem: {size: 1fw x 1fh}}
                cellShape: 0
              - group: {size: 1fw x 44, subitem: {size: 1fw x 1fh}}
            """)
        XCTAssertEqual(
            document.content.sections.map(\.cellShape),
            [.circle, .roundedRect(radius: 12), .roundedRect(radius: 0), nil])
        XCTAssertEqual(document.content.sections[0].items.map(\.shape), [nil, .capsule, .roundedRect(radius: 4)])
        let ueno = document.content.sections[0].items[2]
        XCTAssertEqual(
            document.content.cellShape(at: IndexPath(item: 2, section: 0), item: ueno), .roundedRect(radius: 4))
    }

    func testDefaultItemCountIsOneGroupsWorth() throws {
        let document = try decode(
            """
            sections:
              - group: {size: 1fw x 100, subitems: [{size: 0.5fw x 1fh}, {type: vertical, size: 0.5fw x 1fh, subitem: {size: 1fw x 1fh}, count: 2}]}
              - group: {size: 1fw x 100, subitem: {size: 0.2fw x 1fh}, repeat: 5}
              - group: {size: 1fw x 100, subitem: {size: 1fw x 1fh}}
                content: [a, b, c, d]
            """)
        XCTAssertEqual(document.itemCounts, [3, 5, 4])
    }

    func testSupplementaryKindsAndAnchorsWithItemAnchor() throws {
        let document = try decode(
            """
            canvas: {size: 300 x 600}
            sections:
              - itemCount: 1
                group:
                  size: 1fw x 100
                  subitem: {size: 100 x 1fh}
                  supplementaries:
                    - kind: frame-label
                      size: 40 x 20
                      anchor: bottom trailing
                      itemAnchor: {edges: [top, leading], absoluteOffset: [-10, 0]}
                      zIndex: 5
                      text: New
            """)
        XCTAssertEqual(document.content.supplementaryText(ofKind: "frame-label", section: 0), "New")
        let view = document.makeCollectionView()
        let attributes = view.collectionViewLayout.layoutAttributesForElements(
            in: CGRect(x: -100, y: -100, width: 600, height: 600))?
            .first { $0.representedElementKind == "frame-label" }
        XCTAssertEqual(attributes?.zIndex, 5)
        XCTAssertEqual(attributes?.frame.size, CGSize(width: 40, height: 20))
    }
}
