import Foundation
import XCTest
import MosaicFuzzing

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

    /// A canvas 3.7e82 points wide: its pixel width did not fit an `Int` (a trap in
    /// `PageGeometry.pixelWidth`). Now refused while decoding: numbers are at most 1,000,000.
    func testCanvasWiderThanAnIntCanHold() {
        Exercises.layoutFile(Array("""
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
        Exercises.layoutFile(Array("""
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
        Exercises.engine(try bytes(base64: "MnB0I29uYWwtvf8zMzMzMzTMzMzMAaNsFiNzZbMjI+murq6unlgDAEAAPzQANCAO1tbW1tbW1tbW1v///5s="))
    }

    /// Nested groups filled to the engine's first template cap, a million elements, took
    /// seconds each under the address sanitizer; the cap is now 100,000.
    func testNestedGroupsAtTheTemplateCap() throws {
        Exercises.engine(try bytes(base64: "kAICYPz/fms1I4Hl5eXl5QEAAAAAAAAE/wRB5eXlAScA5eXjYOX+L/8vIv/u5ZL///8CeuXlRSFjAAAAAAAA5eXl5eU="))
    }

    /// Groups of 2,000 cells nested in groups of 2,000 (billions of cells): a hang. The
    /// builder now keeps a group to 5,000 cells; the engine itself stops at 100,000 elements.
    func testNestedCountsThatMultiplyIntoBillions() throws {
        Exercises.engine(try bytes(base64: "5eXloAEA5fX99eXlFQLl5eUgICDl9vbl5eXl5fZ63+V/5X/dACXlf/V/QH9/f3/l"))
    }
}
