import MosaicRender
import XCTest

@testable import MosaicSpec

/// The compact notation, parsed from text.
final class NotationTests: XCTestCase {
    private func dimension(_ text: String) -> DimensionSpec? {
        if case .success(let value) = Notation.dimension(text) { return value }
        return nil
    }

    func testDimensions() {
        XCTAssertEqual(dimension("0.92fw"), DimensionSpec(.fractionalWidth, 0.92))
        XCTAssertEqual(dimension(".5fh"), DimensionSpec(.fractionalHeight, 0.5))
        XCTAssertEqual(dimension("44"), DimensionSpec(.absolute, 44))
        XCTAssertEqual(dimension("44pt"), DimensionSpec(.absolute, 44))
        XCTAssertEqual(dimension("~44"), DimensionSpec(.estimated, 44))
        XCTAssertEqual(dimension("~44u"), DimensionSpec(.uniformAcrossSiblings, 44))
        XCTAssertEqual(dimension("~ 44 uniform"), DimensionSpec(.uniformAcrossSiblings, 44))
        XCTAssertEqual(dimension("1FW"), DimensionSpec(.fractionalWidth, 1))
        XCTAssertNil(dimension("-3"))
        XCTAssertNil(dimension("~0.5fw"))
        XCTAssertNil(dimension("fw"))
        XCTAssertNil(dimension(""))
    }

    func testSizes() {
        guard case .success(let size) = Notation.size("0.5fw x ~44") else { return XCTFail() }
        XCTAssertEqual(
            size, SizeSpec(width: DimensionSpec(.fractionalWidth, 0.5), height: DimensionSpec(.estimated, 44)))
        guard case .success(let tight) = Notation.size("1fwx44") else { return XCTFail() }
        XCTAssertEqual(tight.height, DimensionSpec(.absolute, 44))
        guard case .success(let times) = Notation.size("20 × 20") else { return XCTFail() }
        XCTAssertEqual(times.width, DimensionSpec(.absolute, 20))
        guard case .failure(_, let hint) = Notation.size("44") else { return XCTFail() }
        XCTAssertEqual(hint, "write a size as 'WIDTH x HEIGHT', e.g. '1fw x 44'")
    }

    func testSpacing() {
        guard case .success(let fixed) = Notation.spacing("8") else { return XCTFail() }
        XCTAssertEqual(fixed, SpacingSpec(value: 8, flexible: false))
        guard case .success(let flexible) = Notation.spacing("flex 8") else { return XCTFail() }
        XCTAssertEqual(flexible, SpacingSpec(value: 8, flexible: true))
        guard case .success(let long) = Notation.spacing("flexible 0") else { return XCTFail() }
        XCTAssertEqual(long, SpacingSpec(value: 0, flexible: true))
        guard case .failure(_, let hint) = Notation.spacing("8 flex") else { return XCTFail() }
        XCTAssertEqual(hint, "did you mean 'flex 8'?")
    }

    func testCellShapes() {
        func shape(_ text: String) -> CellShape? {
            if case .success(let value) = Notation.cellShape(text) { return value }
            return nil
        }
        func hint(_ text: String) -> String? {
            if case .failure(_, let hint) = Notation.cellShape(text) { return hint }
            return nil
        }
        XCTAssertEqual(shape("circle"), .circle)
        XCTAssertEqual(shape(" capsule "), .capsule)
        XCTAssertEqual(shape("rectangle"), .roundedRect(radius: 0))
        XCTAssertEqual(shape("rounded 12"), .roundedRect(radius: 12))
        XCTAssertEqual(shape("rounded 2.5"), .roundedRect(radius: 2.5))
        XCTAssertEqual(shape("12"), .roundedRect(radius: 12))
        XCTAssertEqual(hint("circel"), "did you mean 'circle'?")
        XCTAssertEqual(hint("Capsule"), "did you mean 'capsule'?")
        XCTAssertEqual(hint("round 12"), "did you mean 'rounded 12'?")
        XCTAssertEqual(hint("rounded"), "write e.g. 'rounded 12'")
        XCTAssertEqual(hint("-3"), "a corner radius is 0 or more")
        XCTAssertEqual(hint("hexagon"), Notation.cellShapeHint)
    }

    func testSuggestionsStayClose() {
        XCTAssertEqual(
            Suggestion.nearest(to: "interGroupSpasing", in: ["interGroupSpacing", "interItemSpacing"]),
            "interGroupSpacing")
        XCTAssertEqual(Suggestion.nearest(to: "contentinsets", in: ["contentInsets"]), "contentInsets")
        XCTAssertEqual(Suggestion.nearest(to: "heigth", in: ["height", "width"]), "height")
        XCTAssertNil(Suggestion.nearest(to: "banana", in: ["size", "group"]))
        XCTAssertEqual(Suggestion.editDistance("kitten", "sitting"), 3)
        XCTAssertEqual(Suggestion.editDistance("ab", "ba"), 1)
    }
}
