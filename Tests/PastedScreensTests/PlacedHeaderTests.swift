import CompositionalLayout
import MosaicCairo
import MosaicRender
import PastedScreens
import XCTest

/// Headers outside lists are laid out at the frame the layout gives them, and their labels,
/// image views and buttons drawn where UIKit puts them: the profile header's stack of avatar,
/// name and Follow button.
final class PlacedHeaderTests: XCTestCase {
    func testTheProfileHeaderShowsItsAvatarNameAndFollowButtonWhereItsStackPutsThem() throws {
        let canvas = Canvas(device: Device.named("iphone-15")!)
        let scene = try RenderScene(viewController: try XCTUnwrap(PastedScreens.make("profile")), canvas: canvas)
        let key = SupplementaryKey(kind: PastedScreens.profileHeaderKind, indexPath: IndexPath(item: 0, section: 0))
        let header = try XCTUnwrap(scene.content.placedSupplementaryViews[key])
        // The header is 377 x 150 (the list inside 8-point margins). A vertical stack, centred,
        // 8 points apart: the 64 x 64 avatar at (377 - 64) / 2 = 156.5.
        XCTAssertEqual(header.images.map(\.frame), [CGRect(x: 156.5, y: 0, width: 64, height: 64)])
        XCTAssertEqual(header.images.first?.tint, SystemColors.light.systemGray, "the avatar's tint")
        let name = try XCTUnwrap(header.labels.first)
        XCTAssertEqual(name.text, "Ada Lovelace")
        XCTAssertEqual(name.textOptions.style, .title2)
        XCTAssertEqual(name.frame.minY, 72, "8 points below the avatar")
        XCTAssertEqual(name.frame.midX, 188.5, accuracy: 0.5)
        let follow = try XCTUnwrap(header.buttons.first)
        XCTAssertEqual(follow.title, "Follow")
        XCTAssertEqual(follow.fill, SystemColors.light.systemBlue)
        XCTAssertEqual(follow.cornerRadius, Double(follow.frame.height) / 2, "capsule")
        XCTAssertEqual(follow.frame.midX, 188.5, accuracy: 0.5)
        // 64 + 8 + name + 8 + button fill the 150 points: the name, the first view free to
        // grow, takes what its text leaves over, and the button ends at the header's bottom.
        XCTAssertEqual(follow.frame.maxY, 150, accuracy: 0.01)
        XCTAssertGreaterThanOrEqual(name.frame.height, 26, "a title2 line fits")
        XCTAssertEqual(follow.frame.minY, name.frame.maxY + 8, accuracy: 0.01)

        // The picture is the collection view's, at the canvas's scale.
        let image = try Renderer().image(of: scene)
        let scale = CGFloat(image.width) / 377
        // The button's tint just inside its left end, at its middle.
        let x = Int((follow.frame.minX + 6) * scale)
        XCTAssertEqual(image.pixel(x: x, y: Int(follow.frame.midY * scale)) & 0xFF_FFFF, 0x007AFF)
        let avatar = header.images[0].frame
        XCTAssertGreaterThan(
            pixelCount(
                0x8E8E93,
                in: CGRect(
                    x: avatar.minX * scale, y: avatar.minY * scale, width: avatar.width * scale,
                    height: avatar.height * scale), of: image), 100, "the grey avatar glyph")
    }
}
