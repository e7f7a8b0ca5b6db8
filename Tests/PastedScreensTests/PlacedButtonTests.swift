import CompositionalLayout
import MosaicCairo
import MosaicRender
import XCTest

/// Buttons in pasted cells are drawn at their frames as iOS draws them: a configuration's
/// background, title and image in its style's colours, a system button's title in the tint;
/// sized by their title when a stack view or constraints give no size.
final class PlacedButtonTests: XCTestCase {
    /// A 200 x 60 cell with `button` centred in it by constraints; the button drawn.
    private func centred(_ button: UIButton) throws -> (PlacedButton, ImageSurface) {
        let scene = try placedCellScene(of: UICollectionViewCell.self) { cell in
            button.translatesAutoresizingMaskIntoConstraints = false
            cell.contentView.addSubview(button)
            NSLayoutConstraint.activate([
                button.centerXAnchor.constraint(equalTo: cell.contentView.centerXAnchor),
                button.centerYAnchor.constraint(equalTo: cell.contentView.centerYAnchor)
            ])
        }
        let placed = try XCTUnwrap(scene.content.cell(at: IndexPath(item: 0, section: 0)).placedButtons.first)
        return (placed, try Renderer().image(of: scene))
    }

    func testAFilledCapsuleButtonIsItsTitlePlusInsetsOnTheTint() throws {
        let button = UIButton(configuration: .filled())
        button.configuration?.title = "Follow"
        button.configuration?.cornerStyle = .capsule
        let (placed, image) = try centred(button)
        // The title in the 17-point body font, 12 points either side and 7 above and below.
        XCTAssertEqual(placed.frame.width, placed.titleFrame.width + 24, accuracy: 1)
        XCTAssertEqual(placed.frame.height, placed.titleFrame.height + 14, accuracy: 1)
        XCTAssertEqual(placed.frame.height, 35, accuracy: 2, "about 34.33 points, as on iOS")
        XCTAssertEqual(placed.frame.midX, 100, accuracy: 0.5)
        XCTAssertEqual(placed.frame.midY, 30, accuracy: 0.5)
        XCTAssertEqual(placed.cornerRadius, Double(placed.frame.height) / 2, "a capsule")
        XCTAssertEqual(placed.fill, SystemColors.light.systemBlue)
        XCTAssertEqual(placed.title, "Follow")
        // Between the capsule's left end and the title.
        XCTAssertEqual(image.pixel(x: Int(placed.frame.minX) + 6, y: 30) & 0xFF_FFFF, 0x007AFF, "the tint")
        XCTAssertEqual(
            image.pixel(x: Int(placed.frame.minX) + 1, y: Int(placed.frame.minY) + 1) & 0xFF_FFFF, 0xFFFFFF,
            "the capsule's corner is cut away")
        XCTAssertGreaterThan(pixelCount(0xFFFFFF, in: placed.titleFrame, of: image), 20, "white title")
        XCTAssertEqual(image.pixel(x: Int(placed.frame.minX) - 2, y: 30) & 0xFF_FFFF, 0xFFFFFF, "page outside")
    }

    func testASystemButtonIsItsTitleInTheTintWithNoBackground() throws {
        let button = UIButton(type: .system)
        button.setTitle("Edit", for: .normal)
        button.tintColor = .systemRed
        let (placed, image) = try centred(button)
        XCTAssertNil(placed.fill)
        // 6 points above and below the 15-point title: about 30 points tall, as on iOS.
        XCTAssertEqual(placed.frame.height, placed.titleFrame.height + 12, accuracy: 1)
        XCTAssertEqual(placed.frame.width, placed.titleFrame.width, accuracy: 1)
        XCTAssertEqual(placed.titleText.style, .subheadline, "the 15-point system font")
        XCTAssertGreaterThan(pixelCount(0xFF3B30, in: placed.frame, of: image), 10, "red title")
        XCTAssertEqual(pixelCount(0x000000, in: placed.frame, of: image), 0)
    }

    func testStylesFillTheirBackgrounds() throws {
        var gray = UIButton.Configuration.gray()
        gray.title = "Gray"
        XCTAssertEqual(try centred(UIButton(configuration: gray)).0.fill, SystemColors.light.systemGray5)
        var tinted = UIButton.Configuration.tinted()
        tinted.title = "Tinted"
        tinted.baseBackgroundColor = .systemGreen
        let placed = try centred(UIButton(configuration: tinted)).0
        XCTAssertEqual(placed.fill, SystemColors.light.systemGreen.withAlpha(0.15))
        XCTAssertEqual(
            placed.titleText.color?.resolved(in: .light), SystemColors.light.systemGreen,
            "the title in the base background colour")
        var plain = UIButton.Configuration.plain()
        plain.title = "Plain"
        plain.baseForegroundColor = .systemOrange
        let plainButton = try centred(UIButton(configuration: plain)).0
        XCTAssertNil(plainButton.fill)
        XCTAssertEqual(plainButton.titleText.color?.resolved(in: .light), SystemColors.light.systemOrange)
        XCTAssertEqual(plainButton.cornerRadius, 8, "medium dynamic corners")
    }

    func testAnImageLeadsTheTitleAfterItsPadding() throws {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Add"
        configuration.image = UIImage(systemName: "plus")
        configuration.imagePadding = 4
        let placed = try centred(UIButton(configuration: configuration)).0
        let symbol = try XCTUnwrap(placed.image)
        // A symbol at the title's 17 points: a 20-point box, 4 points before the title.
        XCTAssertEqual(symbol.frame.size, CGSize(width: 20, height: 20))
        XCTAssertEqual(symbol.frame.maxX + 4, placed.titleFrame.minX, accuracy: 0.01)
        XCTAssertEqual(symbol.frame.minX, placed.frame.minX + 12, accuracy: 0.5)
        XCTAssertEqual(symbol.tint, Color.white, "in the filled style's foreground")
    }

    func testAStackViewSizesAButtonByItsTitle() throws {
        let scene = try placedCellScene(of: UICollectionViewCell.self) { cell in
            let label = UILabel()
            label.text = "Ada"
            let button = UIButton(configuration: .filled())
            button.configuration?.title = "Follow"
            let stack = UIStackView(arrangedSubviews: [label, button])
            stack.alignment = .center
            stack.distribution = .equalSpacing
            stack.translatesAutoresizingMaskIntoConstraints = false
            cell.contentView.addSubview(stack)
            NSLayoutConstraint.activate([
                stack.topAnchor.constraint(equalTo: cell.contentView.topAnchor),
                stack.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor, constant: 16),
                stack.trailingAnchor.constraint(equalTo: cell.contentView.trailingAnchor, constant: -16),
                stack.bottomAnchor.constraint(equalTo: cell.contentView.bottomAnchor)
            ])
        }
        let cell = scene.content.cell(at: IndexPath(item: 0, section: 0))
        let button = try XCTUnwrap(cell.placedButtons.first)
        // The label at the leading edge, the button at the trailing one, both centred vertically.
        XCTAssertEqual(cell.titleFrame?.minX, 16)
        XCTAssertEqual(button.frame.maxX, 184, accuracy: 0.01)
        XCTAssertEqual(button.frame.midY, 30, accuracy: 0.5)
        XCTAssertEqual(button.frame.width, button.titleFrame.width + 24, accuracy: 1)
    }
}
