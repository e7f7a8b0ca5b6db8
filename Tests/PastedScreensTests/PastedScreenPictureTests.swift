import CompositionalLayout
import MosaicRender
import PastedScreens
import XCTest

/// The pasted screens' pictures follow their code: fills, corners, borders, shadows and
/// gradients sampled in the rendered pixels (an iPhone 15 at 1x, so a point is a pixel).
final class PastedScreenPictureTests: XCTestCase {
    /// A screen drawn at 1x, with a function reading the pixel at a point of its content
    /// (collection view coordinates) as 0xRRGGBB.
    private func render(_ name: String, theme: ThemeName = .light) throws -> (RenderScene, (CGFloat, CGFloat) -> UInt32)
    {
        var canvas = Canvas(device: Device.named("iphone-15")!)
        canvas.scale = 1
        canvas.theme = theme
        let scene = try RenderScene(viewController: try XCTUnwrap(PastedScreens.make(name)), canvas: canvas)
        let image = try Renderer().image(of: scene)
        let origin = scene.geometry.origin
        return (scene, { x, y in image.pixel(x: Int(x - origin.x), y: Int(y - origin.y)) & 0xFF_FFFF })
    }

    /// Asserts two 0xRRGGBB colours agree within one step per channel (rounding in blending).
    private func assertColour(
        _ actual: UInt32, _ expected: UInt32, _ what: String,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let close = [16, 8, 0].allSatisfy { shift in
            abs(Int((actual >> shift) & 0xFF) - Int((expected >> shift) & 0xFF)) <= 1
        }
        XCTAssertTrue(
            close, "\(what): \(String(actual, radix: 16)) is not \(String(expected, radix: 16))", file: file, line: line
        )
    }

    private func channels(_ colour: UInt32) -> (red: Int, green: Int, blue: Int) {
        (Int(colour >> 16), Int((colour >> 8) & 0xFF), Int(colour & 0xFF))
    }

    func testCardGridDrawsItsLayersCornersBorderShadowAndGradient() throws {
        let (scene, pixel) = try render("card-grid")
        let card = try XCTUnwrap(scene.cellFrame(0, 0))  // (4, 4, 123, 123)
        // The gradient runs from systemBlue (#007AFF) at the top-left to systemPurple (#AF52DE)
        // at the bottom-right, inside the content view's 12-point rounded corners.
        let topLeft = channels(pixel(card.minX + 12, card.minY + 12))
        XCTAssertLessThan(topLeft.red, 40, "near systemBlue's red, 0")
        XCTAssertGreaterThan(topLeft.blue, 240)
        let bottomRight = channels(pixel(card.maxX - 12, card.maxY - 12))
        XCTAssertGreaterThan(bottomRight.red, 140, "near systemPurple's red, 175")
        // The corner pixel lies outside the 12-point radius: the white page (under a faint shadow), no gradient.
        XCTAssertGreaterThan(channels(pixel(card.minX, card.minY)).red, 200)
        // The 1-point border, separator (#3C3C43 at 29%), darkens the gradient at the left edge.
        let border = channels(pixel(card.minX, card.midY))
        let inside = channels(pixel(card.minX + 3, card.midY))
        XCTAssertLessThan(border.blue, inside.blue - 30)
        // The cell layer's shadow (black at 20%, 2 down, radius 4) greys the page just below the card.
        let shadow = channels(pixel(card.midX, card.maxY + 1))
        XCTAssertLessThan(shadow.red, 250)
        XCTAssertGreaterThan(shadow.red, 180)
    }

    func testFeaturedCardsHaveTheirConfiguredCornersAndGenreCellsNone() throws {
        let (scene, pixel) = try render("featured")
        let feature = try XCTUnwrap(scene.cellFrame(0, 0))
        // The background configuration: systemOrange with 16-point corners, on the white page.
        assertColour(pixel(feature.minX + 16, feature.minY + 16), 0xFF9500, "the feature card's fill")
        assertColour(pixel(feature.minX, feature.minY), 0xFFFFFF, "the page at the card's rounded corner")
        // A plain cell with backgroundColor = tertiarySystemFill (#767680 at 12%) has square
        // corners, its fill blended over white: 255 - 0.12 x (255 - 118) = 238.6, 255 - 0.12 x 127 = 239.8.
        let genre = try XCTUnwrap(scene.cellFrame(0, 1))
        assertColour(pixel(genre.minX, genre.minY), 0xEFEFF0, "the genre cell's corner")
    }

    func testPhotoGridBadgeIsTheViewsOwnSquare() throws {
        let (scene, pixel) = try render("photo-grid")
        let badge = try XCTUnwrap(scene.supplementaryFrame(PastedScreens.photoBadgeKind, 0, 0))
        // CommentBadgeView sets backgroundColor = .systemRed and no corner radius: a square, so
        // its corner is red too (Mosaic's badge style would round it into a circle).
        assertColour(pixel(badge.minX, badge.minY), 0xFF3B30, "the badge's corner")
        let photo = try XCTUnwrap(scene.cellFrame(2, 0))
        assertColour(pixel(photo.minX + 2, photo.maxY - 2), 0x34C759, "systemGreen, the content view's colour")
    }

    func testGroupedCardsDrawTheRegisteredDecorationSeparatorsAndTransparentCells() throws {
        let (scene, pixel) = try render("grouped-cards")
        // The page: the collection view's systemGroupedBackground.
        assertColour(pixel(4, 300), 0xF2F2F7, "the page")
        // The decoration covers the section (0, 0, 393, 20 + 3 x 50 + 20 = 190) inset by 12 and 16: (16, 12, 361, 166).
        let card = try XCTUnwrap(
            scene.layout.layoutAttributesForDecorationView(
                ofKind: PastedScreens.cardBackgroundKind, at: IndexPath(item: 0, section: 0))?.frame)
        XCTAssertEqual(card, CGRect(x: 16, y: 12, width: 361, height: 166))
        assertColour(pixel(card.minX, card.midY), 0xD1D1D6, "the 1-point systemGray4 border")
        assertColour(pixel(card.minX + 4, card.midY), 0xFFFFFF, "secondarySystemGroupedBackground")
        assertColour(pixel(card.minX, card.minY), 0xF2F2F7, "the page at the 12-point corner")
        // Cells with no fill leave the card showing; their centred text leaves the leading part white.
        let row = try XCTUnwrap(scene.cellFrame(0, 0))
        for x in stride(from: row.minX + 2, to: row.minX + 80, by: 6) {
            assertColour(pixel(x, row.midY), 0xFFFFFF, "the row's leading part at x \(x)")
        }
        // The separator view: separator, #3C3C43 at 29%, over white: 198.5, 198.5, 200.5.
        let separator = try XCTUnwrap(scene.supplementaryFrame(PastedScreens.cardSeparatorKind, 0, 0))
        XCTAssertEqual(separator, CGRect(x: 32, y: 69, width: 329, height: 1))
        assertColour(pixel(separator.midX, separator.minY), 0xC6C6C8, "the separator view's colour")
        // The list row's `.label` accessory beside its secondary text.
        let recent = scene.content.cell(at: IndexPath(item: 0, section: 1))
        XCTAssertEqual(recent.subtitle, "Shared with you")
        XCTAssertEqual(recent.detail, "2 min")
        XCTAssertEqual(scene.content.cell(at: IndexPath(item: 0, section: 0)).titleText.alignment, .center)
    }

    func testGroupedCardsInDarkModeResolveTheViewsColours() throws {
        let (scene, pixel) = try render("grouped-cards", theme: .dark)
        let card = try XCTUnwrap(
            scene.layout.layoutAttributesForDecorationView(
                ofKind: PastedScreens.cardBackgroundKind, at: IndexPath(item: 0, section: 0))?.frame)
        assertColour(pixel(4, 300), 0x000000, "systemGroupedBackground in dark mode")
        assertColour(pixel(card.minX + 4, card.midY), 0x1C1C1E, "secondarySystemGroupedBackground in dark mode")
        // `UIColor.systemGray4.cgColor` resolved when the view was made: the light value, as on iOS.
        assertColour(pixel(card.minX, card.midY), 0xD1D1D6, "the border keeps its light value")
    }

    func testSettingsRowsAreWhiteWithTenPointCornersOnTheGroupedPage() throws {
        let (scene, pixel) = try render("settings")
        let first = try XCTUnwrap(scene.cellFrame(0, 0))
        assertColour(
            pixel(first.minX + 60, first.minY + 2), 0xFFFFFF, "listGroupedCell: secondarySystemGroupedBackground")
        assertColour(pixel(first.minX, first.minY), 0xF2F2F7, "the page at the section's rounded corner")
        assertColour(pixel(first.minX + 10, first.minY + 10), 0xFFFFFF, "inside the 10-point corner")
        let (darkScene, darkPixel) = try render("settings", theme: .dark)
        let dark = try XCTUnwrap(darkScene.cellFrame(0, 0))
        assertColour(darkPixel(dark.minX + 60, dark.minY + 2), 0x1C1C1E, "a grouped row in dark mode")
        assertColour(darkPixel(dark.minX - 10, dark.midY), 0x000000, "the grouped page beside the row in dark mode")
    }
}
