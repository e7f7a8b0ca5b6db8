import MosaicCairo
import MosaicFrames
import MosaicSnapshot
import MosaicSnapshotTesting
import SnapshotTesting
import XCTest

/// The one rule for a rendering against its reference, on a 40 x 20 white picture with one
/// 20 x 20 cell (the left half) whose text's ink box is (4, 6, 10, 8).
final class SnapshotVerdictTests: XCTestCase {
    private let bookworm = RenderingEnvironment(
        versions: CairoVersions(
            cairo: "1.16.0", pixman: "0.42.2", pango: "1.50.12", freetype: "2.12.1", harfbuzz: "6.0.0",
            fontconfig: "2.14.1", architecture: "x86_64"))
    private let trixie = RenderingEnvironment(
        versions: CairoVersions(
            cairo: "1.18.4", pixman: "0.44.0", pango: "1.56.3", freetype: "2.13.3", harfbuzz: "10.2.0",
            fontconfig: "2.15.0", architecture: "x86_64"))
    private let frames = [
        LayoutFrame(category: .cell, kind: "cell", section: 0, item: 0, x: 0, y: 0, width: 20, height: 20)
    ]

    private func content(text: String = "stone", fill: String = "#808080FF") -> DrawnContent {
        DrawnContent(elements: [
            DrawnElement(
                category: .cell, kind: "cell", section: 0, item: 0, box: PixelBox(x: 0, y: 0, width: 20, height: 20),
                marks: [
                    DrawnMark(kind: .fill, color: fill),
                    DrawnMark(
                        kind: .text, color: "#FFFFFFFF", text: text,
                        font: DrawnFont(family: "Inter", weight: 600, size: 17))
                ],
                textBoxes: [PixelBox(x: 4, y: 6, width: 10, height: 8)])
        ])
    }

    private func image(_ change: (inout RGBAImage) -> Void = { _ in }) -> RGBAImage {
        var image = RGBAImage(width: 40, height: 20, fill: (255, 255, 255, 255))
        for y in 0..<20 { for x in 0..<20 { image.setPixel(x: x, y: y, 0x8080_80FF) } }
        for x in 5..<12 { image.setPixel(x: x, y: 10, 0xFFFF_FFFF) }  // the "glyphs"
        change(&image)
        return image
    }

    private func evidence(
        _ image: RGBAImage, _ environment: RenderingEnvironment, content: DrawnContent? = nil,
        frames: [LayoutFrame]? = nil
    ) -> SnapshotEvidence {
        SnapshotEvidence(
            hash: PixelHash(of: image), image: image, frames: frames ?? self.frames,
            content: content ?? self.content(), environment: environment)
    }

    /// Glyph edges drawn differently: two pixels of the text's ink changed.
    private let glyphsRasterisedAnew: (inout RGBAImage) -> Void = {
        $0.setPixel(x: 5, y: 10, 0xC0C0_C0FF)
        $0.setPixel(x: 12, y: 10, 0xD0D0_D0FF)
    }

    func testUnderTheSameLibrariesTheHashDecidesExactly() {
        let verdict = SnapshotVerdict(
            reference: evidence(image(), bookworm), actual: evidence(image(glyphsRasterisedAnew), bookworm))
        XCTAssertEqual(verdict.comparison, .exact)
        XCTAssertFalse(verdict.passes)
        XCTAssertEqual(verdict.reason, "same library versions and fonts as the reference: pixels compared exactly")
        XCTAssertTrue(
            SnapshotVerdict(reference: evidence(image(), bookworm), actual: evidence(image(), bookworm)).passes)
    }

    func testUnderOtherLibrariesGlyphRasterisationInsideTextBoxesIsForgiven() throws {
        let verdict = SnapshotVerdict(
            reference: evidence(image(), bookworm), actual: evidence(image(glyphsRasterisedAnew), trixie))
        XCTAssertEqual(verdict.comparison, .acrossLibraryVersions)
        XCTAssertTrue(verdict.passes, verdict.message)
        XCTAssertEqual(try XCTUnwrap(verdict.textTolerantDiff).forgivenTextPixels, 2)
        XCTAssertEqual(
            verdict.reason,
            "library versions differ: cairo 1.16.0 → 1.18.4, pixman 0.42.2 → 0.44.0, "
                + "pango 1.50.12 → 1.56.3, freetype 2.12.1 → 2.13.3, harfbuzz 6.0.0 → 10.2.0, fontconfig 2.14.1 → 2.15.0: "
                + "frames and drawn content compared exactly, pixels outside text with anti-aliasing excused")
        XCTAssertEqual(
            SnapshotVerdict(
                reference: evidence(image(glyphsRasterisedAnew), trixie),
                actual: evidence(image(), bookworm)
            ).passes, true, "and the other way")
    }

    func testUnderOtherLibrariesAFillOneStepOffFailsAsPixelsAndAsData() {
        let stepped = image { image in
            for y in 0..<20 {
                for x in 0..<20 where !(x >= 5 && x < 12 && y == 10) { image.setPixel(x: x, y: y, 0x8180_80FF) }
            }
        }
        let verdict = SnapshotVerdict(
            reference: evidence(image(), bookworm),
            actual: evidence(stepped, trixie, content: content(fill: "#818080FF")))
        XCTAssertFalse(verdict.passes)
        XCTAssertEqual(verdict.contentDiff?.sentences, ["section 0, item 0: fill #808080FF -> #818080FF"])
        // 393 of the cell's 400 pixels changed (not the 7 white "glyph" pixels); 73 of them lie in the 10 x 8 text box.
        XCTAssertEqual(verdict.textTolerantDiff?.differingPixels.count, 320, "every changed pixel outside the text box")
        XCTAssertEqual(
            verdict.failureLines(),
            [
                "1 element draws something else:",
                "  section 0, item 0: fill #808080FF -> #818080FF",
                "320 pixels differ outside text (section 0, item 0: 320); 73 pixels in text boxes forgiven"
            ])
    }

    func testUnderOtherLibrariesAWordOfEqualWidthFailsAsData() {
        let verdict = SnapshotVerdict(
            reference: evidence(image(), bookworm),
            actual: evidence(image(glyphsRasterisedAnew), trixie, content: content(text: "notes")))
        XCTAssertFalse(verdict.passes)
        XCTAssertEqual(
            verdict.failureLines(),
            ["1 element draws something else:", "  section 0, item 0: text \"stone\" -> \"notes\""])
    }

    func testUnderOtherLibrariesAFrameMovedByOnePixelFails() {
        let moved = [
            LayoutFrame(category: .cell, kind: "cell", section: 0, item: 0, x: 0, y: 0.5, width: 20, height: 20)
        ]
        let verdict = SnapshotVerdict(
            reference: evidence(image(), bookworm),
            actual: evidence(image(glyphsRasterisedAnew), trixie, frames: moved), scale: 2)
        XCTAssertFalse(verdict.passes)
        XCTAssertEqual(verdict.frameDiff?.isEmpty, false)
    }

    func testAReferenceWithoutDrawnContentIsComparedByItsWholeImageAndSaysToReRecord() {
        var reference = evidence(image(), bookworm)
        reference.content = nil
        let verdict = SnapshotVerdict(reference: reference, actual: evidence(image(glyphsRasterisedAnew), trixie))
        XCTAssertEqual(verdict.comparison, .pixelsOnly)
        XCTAssertFalse(verdict.passes, "the changed glyph pixels are not anti-aliasing next to a flat area")
        XCTAssertTrue(verdict.reason.contains("re-record it to compare texts as data"), verdict.reason)
    }

    func testEnvironmentsNameOnlyWhatDiffersFontsAfterLibraries() {
        var old = RenderingEnvironment(
            versions: CairoVersions(
                cairo: "1.16.0", pixman: "0.42.2", pango: "1.50.12",
                freetype: "2.12.1", harfbuzz: "6.0.0", fontconfig: "2.14.1",
                architecture: "x86_64"),
            fonts: ["Inter-Regular.otf": "aaaa"])
        var new = old
        new.components["font Inter-Regular.otf"] = "bbbb"
        new.components["cairo"] = "1.18.4"
        XCTAssertEqual(new.differences(from: old), ["cairo 1.16.0 → 1.18.4", "font Inter-Regular.otf aaaa → bbbb"])
        old.components.removeValue(forKey: "font Inter-Regular.otf")
        XCTAssertEqual(new.differences(from: old), ["cairo 1.16.0 → 1.18.4"], "a reference without font identities")
    }

    /// The Swift strategies' Diffing applies the same rule, and its message says which comparison applied and why.
    func testTheStrategiesDiffingSaysWhichComparisonAppliedAndWhy() throws {
        var reference = SnapshotImage(PixelSnapshot(image()), frames: frames, content: content())
        reference.record.versions.cairo = "0.9.0"  // another Cairo than any this test runs with
        let rasterisedAnew = SnapshotImage(
            PixelSnapshot(image(glyphsRasterisedAnew)), frames: frames, content: content())
        XCTAssertNil(Diffing<SnapshotImage>.mosaicPixels().diffV2(reference, rasterisedAnew), "glyphs forgiven")
        let renamed = SnapshotImage(
            PixelSnapshot(image(glyphsRasterisedAnew)), frames: frames, content: content(text: "notes"))
        let (message, _) = try XCTUnwrap(Diffing<SnapshotImage>.mosaicPixels().diffV2(reference, renamed))
        XCTAssertTrue(
            message.hasPrefix(
                "Compared: library versions differ: cairo 0.9.0 → \(CairoVersions.current.cairo): "
                    + "frames and drawn content compared exactly"), message)
        XCTAssertTrue(message.contains("  section 0, item 0: text \"stone\" -> \"notes\""), message)
    }

    /// A badge sized by its text ("Sale") measured 1 pt narrower by another Pango: anchored at its
    /// trailing edge, it moves by what it lost. Forgiven; a fixed-size element that moves is not.
    func testAnElementSizedByItsTextMayChangeSizeByWhatTextMeasurementExplains() {
        let badge = LayoutFrame(
            category: .supplementary, kind: "badge", section: 1, item: 3, x: 350.3333, y: 0, width: 24,
            height: 20)
        var narrower = badge
        (narrower.x, narrower.width) = (351, 23)
        func content(sizedByText: Bool) -> DrawnContent {
            DrawnContent(elements: [
                DrawnElement(
                    category: .supplementary, kind: "badge", section: 1, item: 3,
                    sizedByText: sizedByText, box: PixelBox(x: 0, y: 0, width: 20, height: 20),
                    marks: [])
            ])
        }
        let forgiven = SnapshotVerdict(
            reference: evidence(image(), bookworm, content: content(sizedByText: true), frames: [badge]),
            actual: evidence(image(), trixie, content: content(sizedByText: true), frames: [narrower]),
            scale: 3)
        XCTAssertTrue(forgiven.passes, forgiven.message)
        XCTAssertEqual(forgiven.remeasuredElements, 1)
        let fixed = SnapshotVerdict(
            reference: evidence(image(), bookworm, content: content(sizedByText: false), frames: [badge]),
            actual: evidence(image(), trixie, content: content(sizedByText: false), frames: [narrower]),
            scale: 3)
        XCTAssertFalse(fixed.passes, "not sized by its text: frames compared exactly")
        var moved = badge
        moved.x += 1.0 / 3
        let movedOnly = SnapshotVerdict(
            reference: evidence(image(), bookworm, content: content(sizedByText: true), frames: [badge]),
            actual: evidence(image(), trixie, content: content(sizedByText: true), frames: [moved]),
            scale: 3)
        XCTAssertFalse(movedOnly.passes, "moved by a device pixel without changing size")
    }
}
