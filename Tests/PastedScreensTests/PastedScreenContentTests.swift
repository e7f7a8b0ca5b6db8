import CompositionalLayout
import MosaicCairo
import MosaicRender
import PastedScreens
import XCTest

/// What the pasted screens' data sources configure is what the renderer draws: titles,
/// subtitles, icons, fills, accessories, header and badge text.
final class PastedScreenContentTests: XCTestCase {
    func testContactsRowsShowTheirConfigurationAndAccessories() throws {
        let content = try scene(of: "contacts").content
        let mum = content.cell(at: IndexPath(item: 0, section: 0))
        XCTAssertEqual(mum.title, "Mum")
        // `.label(text: "mobile")` becomes a trailing value; `.delete()` shows only when editing.
        XCTAssertEqual(mum.subtitle, "mobile")
        XCTAssertEqual(mum.style, .value)
        XCTAssertEqual(mum.accessories, [.disclosureIndicator])
        // A symbol in a list row is its glyph alone in its tint, at the body text's 17 points.
        XCTAssertEqual(mum.icon, CellIcon(color: .systemPink, symbol: "♥", style: .glyph, pointSize: 17))
        XCTAssertEqual(content.cell(at: IndexPath(item: 1, section: 0)).accessories, [.checkmark])
        let ada = content.cell(at: IndexPath(item: 0, section: 1))
        XCTAssertEqual(ada.title, "Ada Lovelace")
        XCTAssertEqual(ada.subtitle, "Analytical Engines Ltd")
        XCTAssertEqual(ada.style, .subtitle)
        XCTAssertEqual(ada.icon, CellIcon(color: .systemGray, symbol: "☺", style: .glyph, pointSize: 17))
        XCTAssertEqual(
            content.supplementaryText(ofKind: UICollectionView.elementKindSectionHeader, section: 0), "Favourites")
        XCTAssertEqual(
            content.supplementaryText(ofKind: UICollectionView.elementKindSectionHeader, section: 1), "Everyone")
    }

    func testDarkThemeResolvesDarkSystemColours() throws {
        let mum = try scene(of: "contacts", theme: .dark).content.cell(at: IndexPath(item: 0, section: 0))
        XCTAssertEqual(
            mum.icon?.color?.resolved(in: .dark), Color(red8: 0xFF, green8: 0x37, blue8: 0x5F),
            "systemPink in dark mode")
    }

    func testCustomCellsAndViewsShowTheirLabels() throws {
        let content = try scene(of: "photo-grid").content
        let photo = content.cell(at: IndexPath(item: 1, section: 0))
        XCTAssertEqual(photo.title, "Market stalls", "the cell's caption label")
        XCTAssertEqual(photo.appearance?.fill, SystemColors.light.systemOrange, "the content view's background colour")
        XCTAssertEqual(photo.titleText.style, .footnote, "the label's font")
        XCTAssertEqual(photo.titleText.lines, 2)
        XCTAssertEqual(content.sections[0].headerText.style, .title3, "the title view's label font")
        // The layout's only item kind: its views' texts are the cells' badges.
        let kind = PastedScreens.photoBadgeKind
        XCTAssertEqual(content.badgeText(ofKind: kind, at: IndexPath(item: 0, section: 0), badgeKind: kind), "3")
        XCTAssertEqual(content.badgeText(ofKind: kind, at: IndexPath(item: 1, section: 0), badgeKind: kind), "9+")
        XCTAssertEqual(content.supplementaryText(ofKind: PastedScreens.photoTitleKind, section: 1), "Earlier")
        // "Bike ride" has no comments: its badge view is hidden, and so not drawn.
        XCTAssertEqual(
            content.hiddenSupplementaries,
            [SupplementaryKey(kind: PastedScreens.photoBadgeKind, indexPath: IndexPath(item: 2, section: 0))])
    }

    func testHiddenBadgesAreNotDrawn() throws {
        var canvas = Canvas(device: Device.named("iphone-15")!)
        canvas.scale = 1
        let scene = try RenderScene(viewController: try XCTUnwrap(PastedScreens.make("photo-grid")), canvas: canvas)
        let image = try Renderer().image(of: scene)
        // A point inside each 24-point badge circle (18 right, 5 down of its origin: 9.2 from its centre)
        // that is past its photo's trailing edge and above its top, so only the page is behind it.
        // The screen shows content 59 points lower (the safe area). Badge 1 is at (236, 42.667) by
        // photo 1, which ends at x = 252.667; badge 2 would be at (360.333, 42.667), photo 2 ends at 377.
        func pixel(_ x: CGFloat, _ y: CGFloat) -> UInt32 { image.pixel(x: Int(x + 18), y: Int(y + 5 + 59)) & 0xFF_FFFF }
        XCTAssertEqual(pixel(236, 128.0 / 3), 0xFF3B30, "a shown badge is systemRed")
        XCTAssertEqual(pixel(1081.0 / 3, 128.0 / 3), 0xFFFFFF, "the hidden one leaves the white page")
    }

    func testBackgroundConfigurationsGiveCellsTheirFillsCornersAndText() throws {
        let content = try scene(of: "featured").content
        let feature = content.cell(at: IndexPath(item: 0, section: 0))
        XCTAssertEqual(feature.title, "Sketch Your City")
        XCTAssertEqual(feature.subtitle, "Apps for urban drawing")
        XCTAssertEqual(feature.appearance?.fill, SystemColors.light.systemOrange)
        XCTAssertEqual(feature.appearance?.cornerRadii, CornerRadii(all: 16), "the background configuration's corners")
        XCTAssertEqual(feature.titleText.style, .title2)
        XCTAssertEqual(feature.titleText.color?.light, Color.white)
        // tertiarySystemFill, #767680 at 12%, kept translucent: it blends over the page when drawn.
        let genre = try XCTUnwrap(content.cell(at: IndexPath(item: 0, section: 1)).appearance?.fill)
        XCTAssertEqual(genre, Color(red8: 0x76, green8: 0x76, blue8: 0x80).withAlpha(0.12))
        XCTAssertEqual(content.cell(at: IndexPath(item: 0, section: 1)).appearance?.cornerRadii, .zero)
        XCTAssertEqual(content.cell(at: IndexPath(item: 1, section: 2)).icon?.symbol, "✎", "pencil")
        XCTAssertEqual(
            content.supplementaryText(ofKind: UICollectionView.elementKindSectionHeader, section: 2), "New This Week")
    }

    func testAPseudoLocalizedCanvasLengthensWhatTheDataSourceConfigures() throws {
        var canvas = Canvas(device: Device.named("iphone-15")!)
        canvas.pseudoLocalization = true
        canvas.preferredContentSizeCategory = .accessibilityLarge
        let controller = try XCTUnwrap(PastedScreens.make("featured"))
        let scene = try RenderScene(viewController: controller, canvas: canvas)
        let header = scene.content.supplementaryText(ofKind: UICollectionView.elementKindSectionHeader, section: 2)
        XCTAssertEqual(header, "\u{200E}[Ñéŵ Ţĥîš Ŵééķ one two]\u{200E}", "New This Week, 13 characters: 19 at least")
        XCTAssertEqual(controller.traitCollection.preferredContentSizeCategory, .accessibilityLarge)
    }

    func testRenderedScreenIsAPNGOfTheCanvasSize() throws {
        var canvas = Canvas(device: Device.named("iphone-15")!)
        canvas.scale = 1
        let scene = try RenderScene(viewController: try XCTUnwrap(PastedScreens.make("contacts")), canvas: canvas)
        let png = try Renderer().pngData(of: scene)
        XCTAssertEqual(Array(png.prefix(4)), [0x89, 0x50, 0x4E, 0x47])
        // The IHDR chunk's width and height, big-endian, at bytes 16...23.
        XCTAssertEqual(Array(png[16..<24]), [0, 0, 1, 0x89, 0, 0, 3, 0x54], "393 x 852")
    }
}

/// A data source written by hand: one section of `count` cells, each dequeued with `identifier`.
private final class OneSectionDataSource: UICollectionViewDataSource {
    let identifier: String
    let count: Int
    var configure: (UICollectionViewCell) -> Void = { _ in }
    init(identifier: String, count: Int) {
        self.identifier = identifier
        self.count = count
    }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
        configure(cell)
        return cell
    }
}

final class ConfiguredContentErrorTests: XCTestCase {
    private func listView() -> UICollectionView {
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480),
            collectionViewLayout: UICollectionViewCompositionalLayout.list(
                using: UICollectionLayoutListConfiguration(appearance: .plain)))
        view.traitCollection = UITraitCollection(displayScale: 2)
        return view
    }

    func testAnUnregisteredIdentifierIsARenderErrorNamingIt() {
        let view = listView()
        let dataSource = OneSectionDataSource(identifier: "nope", count: 2)
        view.dataSource = dataSource
        XCTAssertThrowsError(try RenderScene(collectionView: view)) { error in
            XCTAssertEqual(
                error as? RenderError,
                .unsupported("no cell class registered for reuse identifier 'nope' (item 0 of section 0)"))
        }
    }

    func testAnImageFromAFileIsDrawnFromItsAbsolutePath() throws {
        let view = listView()
        view.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "row")
        let dataSource = OneSectionDataSource(identifier: "row", count: 1)
        dataSource.configure = { cell in
            var content = UIListContentConfiguration.cell()
            content.text = "Photo"
            content.image = UIImage(contentsOfFile: "/tmp/../tmp/photo.png")
            cell.contentConfiguration = content
        }
        view.dataSource = dataSource
        let scene = try RenderScene(collectionView: view)
        XCTAssertEqual(scene.content.cell(at: IndexPath(item: 0, section: 0)).imagePath, "/tmp/photo.png")
        XCTAssertEqual(scene.collectionView!.numberOfItemsInSection, [1], "counts from the data source")
    }

    /// Tests/Fixtures/tiles.jpg (16 x 16: red top left, blue top right, green below) as a
    /// row's image: the JPEG is drawn, so pure red and blue pixels appear in the row.
    func testAJPEGFromAFileIsDrawn() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/tiles.jpg").path
        func pixels(image: UIImage?) throws -> (red: Int, blue: Int) {
            let view = listView()
            view.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "row")
            let dataSource = OneSectionDataSource(identifier: "row", count: 1)
            dataSource.configure = { cell in
                var content = UIListContentConfiguration.cell()
                content.text = "Photo"
                content.image = image
                cell.contentConfiguration = content
            }
            view.dataSource = dataSource
            let bytes = try Renderer().image(of: try RenderScene(collectionView: view)).straightRGBA()
            var red = 0
            var blue = 0
            for index in stride(from: 0, to: bytes.count, by: 4) {
                let (r, g, b) = (Int(bytes[index]), Int(bytes[index + 1]), Int(bytes[index + 2]))
                if r > 235, g < 25, b < 25 { red += 1 }
                if b > 235, r < 25, g < 25 { blue += 1 }
            }
            return (red, blue)
        }
        let drawn = try pixels(image: UIImage(contentsOfFile: path))
        XCTAssertGreaterThan(drawn.red, 20, "the red quarter")
        XCTAssertGreaterThan(drawn.blue, 20, "the blue quarter")
        let plain = try pixels(image: nil)
        XCTAssertEqual(plain.red + plain.blue, 0, "a row without the image has neither")
    }
}
