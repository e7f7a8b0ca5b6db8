import Foundation
import XCTest
@testable import MosaicCairo

final class FontEnvironmentTests: XCTestCase {
    func testStandardEnvironmentListsOnlyInterDejaVuAndNotoColorEmoji() throws {
        let families = try FontEnvironment.standard().familyNames
        XCTAssertEqual(families, ["DejaVu Sans", "DejaVu Sans Mono", "DejaVu Serif", "Inter", "Noto Color Emoji"])
    }

    func testMissingFontFileNamesThePathAndPackage() {
        let file = FontEnvironment.FontFile(path: "/nonexistent/Inter-Regular.otf", package: "fonts-inter")
        XCTAssertThrowsError(try FontEnvironment(fontFiles: [file])) { error in
            XCTAssertEqual(error as? FontEnvironmentError,
                           .missingFontFile(path: "/nonexistent/Inter-Regular.otf", package: "fonts-inter"))
            XCTAssertEqual("\(error)",
                           "Missing font file /nonexistent/Inter-Regular.otf: install it with `apt-get install fonts-inter`")
        }
    }

    func testUnknownFamilyFallsBackToInter() throws {
        let measurer = try TextMeasurer.standard()
        let unknown = measurer.measure("Fallback", style: TextStyle(fontFamily: "No Such Font", size: 17))
        let inter = measurer.measure("Fallback", style: TextStyle(fontFamily: "Inter", size: 17))
        XCTAssertEqual(unknown.width, inter.width, accuracy: 0.001)
    }

    func testDejaVuIsWiderThanInterForTheSameText() throws {
        let measurer = try TextMeasurer.standard()
        let inter = measurer.measure("Mosaic", style: TextStyle(fontFamily: "Inter", size: 17))
        let dejaVu = measurer.measure("Mosaic", style: TextStyle(fontFamily: "DejaVu Sans", size: 17))
        XCTAssertNotEqual(inter.width, dejaVu.width, "the family reached the font map")
    }

    func testVersionsAreReportedAtRunTime() {
        let versions = CairoVersions.current
        XCTAssertTrue(versions.cairo.hasPrefix("1."), versions.cairo)
        XCTAssertTrue(versions.pango.hasPrefix("1."), versions.pango)
        XCTAssertTrue(versions.pixman.hasPrefix("0."), versions.pixman)
        XCTAssertTrue(versions.freetype.hasPrefix("2."), versions.freetype)
        XCTAssertFalse(versions.architecture.isEmpty)
        XCTAssertNotEqual(versions.architecture, "unknown")
    }
}
