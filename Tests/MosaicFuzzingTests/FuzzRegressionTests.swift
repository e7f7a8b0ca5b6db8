import CompositionalLayout
import Foundation
import MosaicFuzzing
import XCTest

/// Every input the fuzzers (scripts/fuzz.sh) found crashing or hanging Mosaic, replayed
/// through the same path. Before its fix, each of these trapped or ran for minutes; now
/// each returns.
final class FuzzRegressionTests: XCTestCase {
    /// The folder image paths in the inputs are relative to.
    private let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Samples")

    private func bytes(base64: String) throws -> [UInt8] {
        Array(try XCTUnwrap(Data(base64Encoded: base64)))
    }

    /// A folder as an image path: the "did you mean" hint trapped in Foundation's
    /// `deletingLastPathComponent` (SIGILL in check, render, frames and snapshot). Now a
    /// located error ("image '.' is a folder", ErrorMessageTests).
    func testAFolderAsAnImagePath() {
        let yaml = "sections:\n  - itemCount: 1\n    content:\n      - {title: A, image: \".\"}\n"
        Exercises.layoutFile(Array(yaml.utf8), baseDirectory: samples)
    }

    /// 2,400 cells with 1,000 badges each: past the element limit once badges count as
    /// elements, so refused while decoding (ResourceLimitTests).
    func testAThousandBadgesOnEachOfThousandsOfCells() {
        let badges = Array(repeating: "{kind: badge, size: 20 x 20}", count: 1000).joined(separator: ", ")
        let yaml =
            "sections:\n  - {itemCount: 2400, group: {size: 1fw x 44, subitem: {size: 1fw x 1fh, "
            + "supplementaries: [\(badges)]}}}\n"
        Exercises.layoutFile(Array(yaml.utf8), baseDirectory: samples)
    }

    /// A canvas 3.7e82 points wide: its pixel width did not fit an `Int` (a trap in
    /// `PageGeometry.pixelWidth`). Now refused while decoding: numbers are at most 1,000,000.
    func testCanvasWiderThanAnIntCanHold() {
        Exercises.layoutFile(
            Array(
                """
                canvas: {size: 37544444444444444444444444444444444444444444444444444444444444444444444444444444444 x 800}
                layout:
                  list: {appearance: insetGrouped, headerMode: supplementary}
                sections:
                  - {itemCount: 1, header: General}
                  - {itemCount: 1, list: plain}
                """.utf8), baseDirectory: samples)
    }

    /// A canvas 8e54 points tall: the page was drawn strip by strip, for ever (a hang).
    func testCanvasTallerThanAnyPage() {
        Exercises.layoutFile(
            Array(
                """
                canvas: {size: 374 x 8000000000000000000000000000000000000000000000000000000}
                layout:
                  list: {appearance: insetGrouped, headerMode: supplementary}
                sections:
                  - {itemCount: 3, header: General}
                  - {itemCount: 6, list: plain}
                """.utf8), baseDirectory: samples)
    }

    /// An orthogonal section about 1e300 points long: counting its pages overflowed `Int`
    /// in `OrthogonalScrolling.restOffsets`.
    func testOrthogonalSectionLongerThanAnIntCanCount() throws {
        Exercises.engine(try bytes(base64: "AGVlZWVlZWVlZWVlZWVlZWVlZWVlZWVlZWVlZWVlZWVlZWVlZWVlZQA="))
    }

    /// Zero-width items repeated to fill nested groups, 10,000 a level: 10^8 cells (a hang
    /// in `GroupSolver`). Placing now stops at a million elements per group.
    func testFillGroupsNestedIntoAHundredMillionCells() throws {
        Exercises.engine(
            try bytes(base64: "MnB0I29uYWwtvf8zMzMzMzTMzMzMAaNsFiNzZbMjI+murq6unlgDAEAAPzQANCAO1tbW1tbW1tbW1v///5s="))
    }

    /// Nested groups filled to the engine's first template cap, a million elements, took
    /// seconds each under the address sanitizer; the cap is now 100,000.
    func testNestedGroupsAtTheTemplateCap() throws {
        Exercises.engine(
            try bytes(
                base64: "kAICYPz/fms1I4Hl5eXl5QEAAAAAAAAE/wRB5eXlAScA5eXjYOX+L/8vIv/u5ZL///8CeuXlRSFjAAAAAAAA5eXl5eU="))
    }

    /// Groups of 2,000 cells nested in groups of 2,000 (billions of cells): a hang. The
    /// builder now keeps a group to 5,000 cells; the engine itself stops at 100,000 elements.
    func testNestedCountsThatMultiplyIntoBillions() throws {
        Exercises.engine(try bytes(base64: "5eXloAEA5fX99eXlFQLl5eUgICDl9vbl5eXl5fZ63+V/5X/dACXlf/V/QH9/f3/l"))
    }

    /// Custom groups nested in filled groups, repeated until the template holds 100,000
    /// groups, each custom group returning four items with NaN or infinite frames. Each of
    /// the 100,000 placements asked the provider again and built four diagnostic strings
    /// (2.7 s in the debug replayer, 14 s under the address sanitizer: a fuzzer timeout).
    /// Now a group's custom items and insets are worked out once per template, and each
    /// subitem's spacings and insets once per subitem; the outcome is the same.
    func testCustomGroupsWithNonFiniteFramesFilledToTheTemplateCap() throws {
        let bytes = try bytes(
            base64:
                "wnWuBCN+GQQjYIJ+YHNlY3Rpb24gMDogdDJwdCNvbmFsLb3/MzMzMzMzzMzMzAGjbBYEIgQA2P8AI3Nggn5gc2VjdGlvbiAwOiB0MnB0I29uYWwsmb8AAP9vEj1uPw=="
        )
        Exercises.engine(bytes)

        let fuzzed = FuzzedLayout(bytes)
        let view = Exercises.layoutHost(showing: fuzzed)
        XCTAssertEqual(fuzzed.itemCounts, [47, 0, 0, 0, 0, 0])
        let layout = fuzzed.layout
        let everywhere = CGRect(x: -1e6, y: -1e6, width: 2e6, height: 2e6)
        // Every custom item is left out, so the section's 100,000 groups hold no cell:
        // what remains is the layout's global header and the section's background.
        let elements = try XCTUnwrap(layout.layoutAttributesForElements(in: everywhere))
        XCTAssertEqual(
            elements.map(\.representedElementCategory).sorted { "\($0)" < "\($1)" },
            [.decorationView, .supplementaryView])
        XCTAssertNil(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
        XCTAssertEqual(view.layout.collectionViewContentSize, .zero)

        let sectionZero = layout.diagnostics.filter { $0.section == 0 }.map(\.message)
        XCTAssertTrue(
            sectionZero.contains(
                "a group with its nested groups would hold more than 100000 elements; it is cut there"))
        XCTAssertTrue(sectionZero.contains("the section's group holds no items, so its 47 items are not laid out"))
        XCTAssertEqual(sectionZero.filter { $0.hasPrefix("a custom group item has a non-finite frame") }.count, 4)
        XCTAssertTrue(
            sectionZero.contains(
                "a custom group item has a non-finite frame CGRect(origin: "
                    + "Foundation.CGPoint(x: 249.24, y: nan), size: Foundation.CGSize(width: 0.0, height: -inf)); it is left out"
            ))
        // The custom group's own contentInsets are read too (they move its items), and are
        // ignored along its estimated width and height, each said once.
        XCTAssertTrue(
            sectionZero.contains("group contentInsets along an estimated height are ignored, as UIKit ignores them"))
        XCTAssertEqual(sectionZero.count, 14)
        XCTAssertEqual(layout.diagnostics.count, 19)
    }
}
