import CompositionalLayout
import MosaicFrames
import XCTest

final class FrameDumpTests: XCTestCase {
    /// A list of two 44-pt rows under a 30-pt header on a 390-pt-wide view: the header at
    /// y 0, rows at 30 and 74, all 390 wide; the header at zIndex 1, a supplementary item's default.
    func testDumpOfALaidOutListIsSortedAndHandCheckable() {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        section.boundarySupplementaryItems = [header]
        let layout = UICollectionViewCompositionalLayout(section: section)
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        view.numberOfItemsInSection = [2]
        let frames = withExtendedLifetime(view) { LayoutFrame.all(in: view) }
        XCTAssertEqual(
            FrameDump.text(frames),
            """
            mosaic-frames 1: category kind section item x y width height zIndex
            cell cell 0 0 0 30 390 44 0
            cell cell 0 1 0 74 390 44 0
            supplementary UICollectionElementKindSectionHeader 0 0 0 0 390 30 1

            """)
    }

    func testDumpRoundTripsFractionsAndKindsWithSpaces() throws {
        let frames = [
            LayoutFrame(
                category: .decoration, kind: "my 100% background", section: 3, item: 0,
                x: 0.5, y: 1.0 / 3, width: 120.25, height: 2.0 / 3, zIndex: -1)
        ]
        let text = FrameDump.text(frames)
        XCTAssertEqual(
            text.split(separator: "\n").last, "decoration my%20100%25%20background 3 0 0.5 0.3333 120.25 0.6667 -1")
        XCTAssertEqual(try FrameDump.parse(text), frames)
    }

    /// Numbers are printed in their shortest form, as `mosaic frames --json` prints them, and
    /// zero without a sign.
    func testNumbersAreShortestForms() {
        XCTAssertEqual(
            [120, 120.5, 120.3333, -0.0, -2.25, 1e15, 1e16, 0.00015].map(FrameDump.number),
            ["120", "120.5", "120.3333", "0", "-2.25", "1000000000000000", "1e+16", "0.00015"])
    }

    /// A kind from a layout file may hold a newline, a tab or `\r\n`: each is encoded, so the
    /// dump keeps one line per element and reads back the same kinds.
    func testKindsWithLineBreaksAndControlsStayOnTheirLine() throws {
        let kinds = ["a\nb", "tab\there", "crlf\r\nend", "esc\u{1B}[31m", "nbsp\u{A0}x", "%41 literal", "é"]
        let frames = kinds.enumerated().map { index, kind in
            LayoutFrame(
                category: .supplementary, kind: kind, section: 0, item: index, x: 0, y: 0, width: 10, height: 10,
                zIndex: 0)
        }
        let text = FrameDump.text(frames)
        XCTAssertEqual(text.split(separator: "\n", omittingEmptySubsequences: false).count, kinds.count + 2)
        XCTAssertTrue(text.contains("supplementary a%0Ab 0 0 "), text)
        XCTAssertTrue(text.contains("supplementary crlf%0D%0Aend 0 2 "), text)
        XCTAssertTrue(text.contains("supplementary nbsp%C2%A0x 0 4 "), text)
        XCTAssertTrue(text.contains("supplementary %2541%20literal 0 5 "), text)
        XCTAssertEqual(try FrameDump.parse(text).map(\.kind).sorted(), kinds.sorted())
    }

    func testParseNamesTheBadLine() {
        let text = FrameDump.header + "\ncell cell 0 0 0 0 10 10 0\ncell cell zero 1 0 0 10 10 0\n"
        XCTAssertThrowsError(try FrameDump.parse(text)) { error in
            XCTAssertEqual((error as? FrameDumpError)?.line, 3)
        }
        XCTAssertThrowsError(try FrameDump.parse("x y z\n")) { error in
            XCTAssertEqual((error as? FrameDumpError)?.line, 1)
        }
    }

    func testJSONUsesTheKeysOfMosaicFrames() throws {
        let frame = LayoutFrame(category: .cell, kind: "cell", section: 0, item: 1, x: 1, y: 2, width: 3, height: 4)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        XCTAssertEqual(
            String(decoding: try encoder.encode(frame), as: UTF8.self),
            #"{"category":"cell","height":4,"item":1,"kind":"cell","section":0,"width":3,"x":1,"y":2,"zIndex":0}"#)
    }
}
