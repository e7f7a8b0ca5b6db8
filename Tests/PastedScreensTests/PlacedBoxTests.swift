import CompositionalLayout
import MosaicCairo
import MosaicRender
import XCTest

/// Subviews that paint themselves (a fill, rounded corners, a border) are drawn where their
/// code puts them, as iOS draws every view's layer: an avatar's grey circle before its photo
/// arrives (Mastodon's user cell), a highlight's ring, a one-point divider. Drawn at 1x in a
/// 200 x 60 cell at the top left of a white page.
final class PlacedBoxTests: XCTestCase {
    func testASubviewsFillAndCornersAreDrawnAtItsFrame() throws {
        let scene = try placedCellScene(of: UICollectionViewCell.self) { cell in
            let avatar = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
            avatar.backgroundColor = .systemRed
            avatar.layer.cornerRadius = 20
            cell.contentView.addSubview(avatar)
            let divider = UIView(frame: CGRect(x: 60, y: 59, width: 140, height: 1))
            divider.backgroundColor = .systemGreen
            cell.contentView.addSubview(divider)
        }
        let boxes = scene.content.cell(at: IndexPath(item: 0, section: 0)).placedBoxes
        XCTAssertEqual(
            boxes.map(\.frame),
            [CGRect(x: 10, y: 10, width: 40, height: 40), CGRect(x: 60, y: 59, width: 140, height: 1)])
        let image = try Renderer().image(of: scene)
        XCTAssertEqual(image.pixel(x: 30, y: 30) & 0xFF_FFFF, 0xFF3B30, "the avatar's centre: systemRed")
        XCTAssertEqual(image.pixel(x: 11, y: 11) & 0xFF_FFFF, 0xFFFFFF, "outside the circle: the page")
        XCTAssertEqual(image.pixel(x: 100, y: 59) & 0xFF_FFFF, 0x34C759, "the divider: systemGreen")
        XCTAssertEqual(image.pixel(x: 100, y: 57) & 0xFF_FFFF, 0xFFFFFF, "above the divider: the page")
    }

    func testHiddenAndTransparentSubviewsAndTheirSubviewsAreNotDrawn() throws {
        let scene = try placedCellScene(of: UICollectionViewCell.self) { cell in
            let hidden = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
            hidden.isHidden = true
            let inside = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
            inside.backgroundColor = .systemBlue
            hidden.addSubview(inside)
            cell.contentView.addSubview(hidden)
            let transparent = UIView(frame: CGRect(x: 100, y: 0, width: 100, height: 60))
            transparent.backgroundColor = .systemBlue
            transparent.alpha = 0
            cell.contentView.addSubview(transparent)
        }
        XCTAssertEqual(scene.content.cell(at: IndexPath(item: 0, section: 0)).placedBoxes, [])
        let image = try Renderer().image(of: scene)
        XCTAssertEqual(pixelCount(0x007AFF, in: CGRect(x: 0, y: 0, width: 200, height: 60), of: image), 0)
    }

    func testABorderedSubviewInsideAStackIsDrawnAtItsArrangedFrame() throws {
        let scene = try placedCellScene(of: UICollectionViewCell.self) { cell in
            let ring = UIView()
            ring.layer.borderWidth = 2
            ring.layer.borderColor = UIColor.systemOrange.cgColor
            ring.widthAnchor.constraint(equalToConstant: 40).isActive = true
            ring.heightAnchor.constraint(equalToConstant: 40).isActive = true
            let stack = UIStackView(arrangedSubviews: [ring])
            stack.frame = CGRect(x: 20, y: 10, width: 40, height: 40)
            cell.contentView.addSubview(stack)
        }
        let boxes = scene.content.cell(at: IndexPath(item: 0, section: 0)).placedBoxes
        XCTAssertEqual(boxes.map(\.frame), [CGRect(x: 20, y: 10, width: 40, height: 40)])
        let image = try Renderer().image(of: scene)
        XCTAssertEqual(image.pixel(x: 20, y: 30) & 0xFF_FFFF, 0xFF9500, "the ring's left edge: systemOrange")
        XCTAssertEqual(image.pixel(x: 40, y: 30) & 0xFF_FFFF, 0xFFFFFF, "inside the ring: the page")
    }
}

/// Cells written the pre-configuration way: a `backgroundView` for their card, and
/// `preferredLayoutAttributesFitting(_:)` over `systemLayoutSizeFitting` for their height.
final class BackgroundViewCellTests: XCTestCase {
    func testACellsBackgroundViewIsItsFillAndCorners() throws {
        let scene = try placedCellScene(of: SelfSizingCardCell.self) { cell in
            let card = UIView()
            card.backgroundColor = .systemYellow
            card.layer.cornerRadius = 12
            cell.backgroundView = card
            cell.selectedBackgroundView = UIView()
        }
        let image = try Renderer().image(of: scene)
        XCTAssertEqual(image.pixel(x: 100, y: 30) & 0xFF_FFFF, 0xFFCC00, "the card: systemYellow")
        XCTAssertEqual(image.pixel(x: 1, y: 1) & 0xFF_FFFF, 0xFFFFFF, "outside the rounded corner: the page")
    }

    func testSystemLayoutSizeFittingKeepsTheTargetAndTakesTheIntrinsicSizeWhereAskedToCompress() {
        let label = UILabel()
        label.text = "Ada"
        let fitted = label.systemLayoutSizeFitting(
            CGSize(width: 200, height: UIView.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        XCTAssertEqual(fitted.width, 200)
        XCTAssertEqual(fitted.height, label.intrinsicContentSize.height)
        XCTAssertGreaterThan(fitted.height, 0)
    }
}

/// A card cell that asks its content view for its height, as cells did before iOS 14.
private final class SelfSizingCardCell: UICollectionViewCell {
    override func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
        let size = contentView.systemLayoutSizeFitting(
            CGSize(width: layoutAttributes.frame.width, height: 0),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        attributes.frame.size.height = size.height
        return attributes
    }
}

/// Every label of a pasted cell is drawn, not only the first two (title and subtitle): a feed
/// cell's body under its title and date, as Apple's conference news feed has.
final class ThirdLabelTests: XCTestCase {
    func testLabelsAfterTheSecondAreDrawnAtTheirFrames() throws {
        let scene = try placedCellScene(of: UICollectionViewCell.self) { cell in
            for (text, y) in [("Released", 2.0), ("6/3/19", 22.0), ("Download it today", 40.0)] {
                let label = UILabel(frame: CGRect(x: 10, y: y, width: 180, height: 18))
                label.text = text
                label.font = .systemFont(ofSize: 12)
                cell.contentView.addSubview(label)
            }
        }
        let row = scene.content.cell(at: IndexPath(item: 0, section: 0))
        XCTAssertEqual(row.title, "Released")
        XCTAssertEqual(row.subtitle, "6/3/19")
        XCTAssertEqual(row.placedLabels.map(\.text), ["Download it today"])
        XCTAssertEqual(row.placedLabels.first?.frame, CGRect(x: 10, y: 40, width: 180, height: 18))
        let image = try Renderer().image(of: scene)
        var ink = 0
        for y in 40..<58 {
            for x in 10..<190 where image.pixel(x: x, y: y) & 0xFF_FFFF < 0x80_8080 { ink += 1 }
        }
        XCTAssertGreaterThan(ink, 30, "the third label's text")
    }
}
