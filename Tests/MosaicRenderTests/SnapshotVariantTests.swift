import CompositionalLayout
import Foundation
import MosaicRender
import XCTest

/// A variant: one small value, named in reference files, applied to a canvas.
final class SnapshotVariantTests: XCTestCase {
    func testNamesListTheAxesInAFixedOrder() {
        XCTAssertEqual(SnapshotVariant().name, "default")
        XCTAssertEqual(
            SnapshotVariant(
                device: "iphone-15", theme: .dark, textSize: .accessibilityExtraLarge,
                direction: .rightToLeft, pseudoLocalization: true, scale: 2
            ).name,
            "iphone-15-dark-accessibility-xl-rtl-pseudo-2x")
        // Names from before the text-size axis stay the same.
        XCTAssertEqual(SnapshotVariant(device: "ipad", theme: .light, scale: 1).name, "ipad-light-1x")
    }

    func testMatrixIsEveryCombinationDeviceSlowest() {
        let variants = SnapshotVariant.matrix(
            devices: ["iphone-se", "ipad"], textSizes: [.small, .extraLarge],
            pseudoLocalization: [false, true])
        XCTAssertEqual(
            variants.map(\.name),
            [
                "iphone-se-s", "iphone-se-s-pseudo", "iphone-se-xl", "iphone-se-xl-pseudo",
                "ipad-s", "ipad-s-pseudo", "ipad-xl", "ipad-xl-pseudo"
            ])
        XCTAssertEqual(SnapshotVariant.matrix(), [SnapshotVariant()], "no axis: the canvas as it is")
    }

    func testApplyChangesOnlyWhatTheVariantSets() {
        var canvas = Canvas(size: CGSize(width: 200, height: 100), scale: 1)
        canvas.theme = .dark
        canvas.preferredContentSizeCategory = .small
        let applied = SnapshotVariant(direction: .rightToLeft, pseudoLocalization: true).apply(to: canvas)
        XCTAssertEqual(applied.layoutDirection, .rightToLeft)
        XCTAssertTrue(applied.pseudoLocalization)
        XCTAssertEqual(applied.theme, .dark)
        XCTAssertEqual(applied.preferredContentSizeCategory, .small)
        XCTAssertEqual(applied.size, CGSize(width: 200, height: 100))
        let phone = SnapshotVariant(device: "iphone-se", textSize: .extraExtraLarge, scale: 3).apply(to: canvas)
        XCTAssertEqual(phone.size, CGSize(width: 375, height: 667))
        XCTAssertEqual(phone.safeArea.top, 20)
        XCTAssertEqual(phone.scale, 3, "the variant's scale wins over the device's")
        XCTAssertEqual(phone.preferredContentSizeCategory, .extraExtraLarge)
    }

    func testLanguageIsAnAxisNamedAfterTheDirection() throws {
        let ja = try XCTUnwrap(TextLanguage("ja"))
        let hant = try XCTUnwrap(TextLanguage("zh-Hant"))
        XCTAssertEqual(
            SnapshotVariant.matrix(
                themes: [.dark], directions: [.rightToLeft], languages: [ja, hant],
                pseudoLocalization: [true]
            ).map(\.name),
            ["dark-rtl-ja-pseudo", "dark-rtl-zh-hant-pseudo"])
        let canvas = Canvas(size: CGSize(width: 200, height: 100), scale: 1)
        XCTAssertNil(SnapshotVariant().apply(to: canvas).language, "no language: the canvas's own")
        XCTAssertEqual(SnapshotVariant(language: hant).apply(to: canvas).language, hant)
    }

    func testTextSizeNamesRoundTrip() {
        for (name, category) in UIContentSizeCategory.mosaicNames {
            XCTAssertEqual(UIContentSizeCategory(mosaicName: name), category)
            XCTAssertEqual(category.mosaicName, name)
        }
        XCTAssertEqual(UIContentSizeCategory.mosaicNames.count, 12)
        XCTAssertNil(UIContentSizeCategory(mosaicName: "large"))
    }
}
