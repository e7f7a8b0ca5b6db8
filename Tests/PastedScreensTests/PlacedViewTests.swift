import CompositionalLayout
import MosaicCairo
import MosaicRender
import XCTest

/// Cells outside lists are laid out at the size the layout gives them, and their images and
/// text drawn where UIKit puts their views: a list content configuration as
/// `UIListContentView` lays it out, image views and labels at their frames.
final class PlacedViewTests: XCTestCase {
    /// A cell with a list content configuration: "Inbox" beside a star symbol.
    private final class ConfiguredCell: UICollectionViewCell {
        override init(frame: CGRect) {
            super.init(frame: frame)
            var content = UIListContentConfiguration.cell()
            content.text = "Inbox"
            content.image = UIImage(systemName: "star.fill")
            contentConfiguration = content
        }

        required init?(coder: NSCoder) { nil }
    }

    /// A red heart (24 points, centred in a 40-point image view 12 points in) and a label
    /// from 8 points after it to 12 points before the trailing edge, as tall as the cell.
    private final class ConstrainedCell: UICollectionViewCell {
        let label = UILabel()

        override init(frame: CGRect) {
            super.init(frame: frame)
            let heart = UIImageView(image: UIImage(systemName: "heart.fill"))
            heart.tintColor = .systemRed
            heart.contentMode = .center
            heart.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 24)
            label.text = "Liked"
            for view in [heart, label] as [UIView] {
                view.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(view)
            }
            NSLayoutConstraint.activate([
                heart.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12),
                heart.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
                heart.widthAnchor.constraint(equalToConstant: 40),
                heart.heightAnchor.constraint(equalToConstant: 40),
                label.leadingAnchor.constraint(equalTo: heart.trailingAnchor, constant: 8),
                label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -12),
                label.topAnchor.constraint(equalTo: contentView.topAnchor),
                label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor)
            ])
        }

        required init?(coder: NSCoder) { nil }
    }

    func testAListConfigurationOutsideListsPutsItsSymbolAndTextWhereUIListContentViewDoes() throws {
        let scene = try placedCellScene(of: ConfiguredCell.self)
        let cell = scene.content.cell(at: IndexPath(item: 0, section: 0))
        // Margins 11 and 16; the image's 29-point column centred in the 38 points between them.
        XCTAssertEqual(
            cell.placedImages,
            [
                PlacedImage(
                    source: .symbol(name: "star.fill", glyph: "★"),
                    frame: CGRect(x: 16, y: 15.5, width: 29, height: 29),
                    tint: SystemColors.light.systemBlue, pointSize: 17, fit: .center)
            ])
        XCTAssertNil(cell.icon, "no Settings-style square outside lists")
        // The text starts 16 points (imageToTextPadding) after the column, and ends at the trailing margin.
        XCTAssertEqual(cell.titleFrame, CGRect(x: 61, y: 11, width: 123, height: 38))
        let image = try Renderer().image(of: scene)
        XCTAssertGreaterThan(
            pixelCount(0x007AFF, in: CGRect(x: 16, y: 15, width: 29, height: 30), of: image), 40, "a blue star")
        XCTAssertEqual(image.pixel(x: 17, y: 16) & 0xFF_FFFF, 0xFFFFFF, "no square behind it: the white page")
        XCTAssertEqual(
            pixelCount(0x000000, in: CGRect(x: 0, y: 0, width: 60, height: 60), of: image), 0, "no text left of x 60")
        XCTAssertGreaterThan(
            pixelCount(0x000000, in: CGRect(x: 61, y: 11, width: 60, height: 38), of: image), 20, "Inbox")
    }

    func testRightToLeftMirrorsTheListContentView() throws {
        let cell = try placedCellScene(of: ConfiguredCell.self, direction: .rightToLeft).content.cell(
            at: IndexPath(item: 0, section: 0))
        // Mirrored: the image's column is 16 points in from the cell's right-hand (leading) edge,
        // at 200 - 16 - 29 = 155, and the text ends 16 points from its left-hand (trailing) edge.
        XCTAssertEqual(cell.placedImages.map(\.frame), [CGRect(x: 155, y: 15.5, width: 29, height: 29)])
        XCTAssertEqual(cell.titleFrame, CGRect(x: 16, y: 11, width: 123, height: 38))
    }

    func testAnImageViewMadeWithASymbolIsAsLargeAsTheSymbolAndCentredByItsConstraints() throws {
        let scene = try placedCellScene(of: UICollectionViewCell.self) { cell in
            let star = UIImageView(image: UIImage(systemName: "star"))
            XCTAssertEqual(star.frame.size, CGSize(width: 20, height: 20), "17 points x 1.2, rounded")
            star.translatesAutoresizingMaskIntoConstraints = false
            cell.contentView.addSubview(star)
            NSLayoutConstraint.activate([
                star.centerXAnchor.constraint(equalTo: cell.contentView.centerXAnchor),
                star.centerYAnchor.constraint(equalTo: cell.contentView.centerYAnchor)
            ])
        }
        XCTAssertEqual(
            scene.content.cell(at: IndexPath(item: 0, section: 0)).placedImages.map(\.frame),
            [CGRect(x: 90, y: 20, width: 20, height: 20)])
    }

    func testViewsInAStackViewAreDrawnWhereTheStackArrangesThem() throws {
        let scene = try placedCellScene(of: UICollectionViewCell.self) { cell in
            let star = UIImageView(image: UIImage(systemName: "star"))
            let label = UILabel()
            label.text = "Ada"
            let stack = UIStackView(arrangedSubviews: [star, label])
            stack.axis = .vertical
            stack.alignment = .center
            stack.spacing = 4
            stack.translatesAutoresizingMaskIntoConstraints = false
            cell.contentView.addSubview(stack)
            NSLayoutConstraint.activate([
                stack.topAnchor.constraint(equalTo: cell.contentView.topAnchor),
                stack.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor),
                stack.trailingAnchor.constraint(equalTo: cell.contentView.trailingAnchor),
                stack.bottomAnchor.constraint(equalTo: cell.contentView.bottomAnchor),
                star.widthAnchor.constraint(equalToConstant: 30),
                star.heightAnchor.constraint(equalTo: star.widthAnchor)
            ])
        }
        let cell = scene.content.cell(at: IndexPath(item: 0, section: 0))
        // The star is 30 x 30, centred: (200 - 30) / 2 = 85; the label, 4 points below it,
        // takes the other 26 points of the 60 and is as wide as its text, centred.
        XCTAssertEqual(cell.placedImages.map(\.frame), [CGRect(x: 85, y: 0, width: 30, height: 30)])
        let title = try XCTUnwrap(cell.titleFrame)
        XCTAssertEqual(title.minY, 34)
        XCTAssertEqual(title.height, 26)
        XCTAssertEqual(title.midX, 100, accuracy: 0.5)
        // "Ada" in the 17-point body font measured by the renderer: about 30 points wide.
        XCTAssertEqual(title.width, 30, accuracy: 6)
        let image = try Renderer().image(of: scene)
        XCTAssertGreaterThan(pixelCount(0x000000, in: title, of: image), 20, "Ada drawn in its frame")
        XCTAssertEqual(
            pixelCount(0x000000, in: CGRect(x: 0, y: 30, width: title.minX - 1, height: 30), of: image), 0,
            "nothing left of the centred label")
    }

    func testAnImageViewAndALabelAreDrawnWhereTheirConstraintsPutThem() throws {
        let scene = try placedCellScene(of: ConstrainedCell.self)
        let cell = scene.content.cell(at: IndexPath(item: 0, section: 0))
        XCTAssertEqual(cell.placedImages.map(\.frame), [CGRect(x: 12, y: 10, width: 40, height: 40)])
        XCTAssertEqual(cell.placedImages.first?.pointSize, 24, "the image view's preferred symbol configuration")
        XCTAssertEqual(cell.placedImages.first?.tint, SystemColors.light.systemRed)
        XCTAssertEqual(cell.titleFrame, CGRect(x: 60, y: 0, width: 128, height: 60))
        let image = try Renderer().image(of: scene)
        XCTAssertGreaterThan(
            pixelCount(0xFF3B30, in: CGRect(x: 12, y: 10, width: 40, height: 40), of: image), 40, "a red heart")
        // UILabel centres its one line in its 60-point height: the ink sits around y 30.
        var inkRows: [Int] = []
        for y in 0..<60 where pixelCount(0x000000, in: CGRect(x: 60, y: y, width: 128, height: 1), of: image) > 0 {
            inkRows.append(y)
        }
        let middle = Double((inkRows.first ?? 0) + (inkRows.last ?? 0)) / 2
        XCTAssertEqual(middle, 30, accuracy: 3, "ink rows \(inkRows.first ?? -1)...\(inkRows.last ?? -1)")
        XCTAssertGreaterThanOrEqual(inkRows.first ?? 0, 18, "not at Mosaic's 10-point padding")
    }

    func testALabelKeepsTheFrameItsCodeGaveAndAnUnplacedOneKeepsMosaicsPlacement() throws {
        let framed = try placedCellScene(of: UICollectionViewCell.self) { cell in
            let label = UILabel(frame: CGRect(x: 20, y: 30, width: 100, height: 20))
            label.text = "Framed"
            cell.contentView.addSubview(label)
        }
        XCTAssertEqual(
            framed.content.cell(at: IndexPath(item: 0, section: 0)).titleFrame,
            CGRect(x: 20, y: 30, width: 100, height: 20))
        let unplaced = try placedCellScene(of: UICollectionViewCell.self) { cell in
            let label = UILabel()
            label.text = "Somewhere"
            cell.contentView.addSubview(label)
        }
        let cell = unplaced.content.cell(at: IndexPath(item: 0, section: 0))
        XCTAssertEqual(cell.title, "Somewhere")
        XCTAssertNil(cell.titleFrame, "a zero frame says nothing about where the label is")
    }

    func testSymbolConfigurationsSizeTheGlyph() throws {
        let large = try XCTUnwrap(
            UIImage(
                systemName: "gear",
                withConfiguration: UIImage.SymbolConfiguration(pointSize: 30, weight: .bold, scale: .large)))
        XCTAssertEqual(large.symbolPointSize, 30)
        XCTAssertEqual(large.symbolScale, 1.3)
        let titled = try XCTUnwrap(UIImage(systemName: "gear"))
            .withConfiguration(UIImage.SymbolConfiguration(textStyle: .title1))
        XCTAssertEqual(titled.symbolPointSize, 28, "title1's size")
        let scene = try placedCellScene(of: UICollectionViewCell.self) { cell in
            cell.contentView.addSubview(UIImageView(image: large))
            cell.contentView.subviews[0].frame = CGRect(x: 0, y: 0, width: 60, height: 60)
            cell.contentView.subviews[0].contentMode = .center
        }
        XCTAssertEqual(scene.content.cell(at: IndexPath(item: 0, section: 0)).placedImages.first?.pointSize, 39)
    }

    func testNamedImagesDrawTheirFileOrAClearPlaceholder() throws {
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/tiles.jpg").path
        func placedSource(named name: String) throws -> (PlacedImage.Source?, ImageSurface) {
            let scene = try placedCellScene(of: UICollectionViewCell.self) { cell in
                let view = UIImageView(image: UIImage(named: name))
                view.frame = CGRect(x: 10, y: 10, width: 40, height: 40)
                cell.contentView.addSubview(view)
            }
            return (
                scene.content.cell(at: IndexPath(item: 0, section: 0)).placedImages.first?.source,
                try Renderer().image(of: scene)
            )
        }
        let (file, drawn) = try placedSource(named: String(fixture.dropLast(4)))
        XCTAssertEqual(file, .file(path: fixture), "the name with .jpg added is a file")
        XCTAssertGreaterThan(
            pixelCount(0xFF0000, in: CGRect(x: 10, y: 10, width: 20, height: 20), of: drawn), 100, "red tile")
        let (missing, placeholder) = try placedSource(named: "/nonexistent/logo")
        XCTAssertEqual(missing, .missing(name: "/nonexistent/logo"))
        // A 1-point outline in the tint along the frame's left edge.
        XCTAssertEqual(pixelCount(0x007AFF, in: CGRect(x: 10, y: 20, width: 1, height: 20), of: placeholder), 20)
    }
}
