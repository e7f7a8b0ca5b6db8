import CompositionalLayout
import Foundation
import MosaicCairo
import XCTest

@testable import MosaicRender

/// tvOS's focus look: the focused cell is drawn 1.1x about its centre on a shadow, over its
/// neighbours, while every frame stays the layout's. On the 240 x 320 grid at 1x, cell
/// [0, 1] is (84, 8, 72, 74), centred at (120, 45); grown it spans x 80.4 to 159.6.
final class FocusLookTests: XCTestCase {
    private let blank = LayoutContent(sections: [SectionContent(placeholder: .blank)])

    private func scene(focused: IndexPath?) throws -> RenderScene {
        var scene = try RenderScene(layout: Layouts.grid(), itemCounts: [3], content: blank, canvas: smallCanvas())
        scene.focusedItem = focused
        return scene
    }

    func testFocusedCellGrowsOverTheGap() throws {
        let plain = try Renderer().image(of: scene(focused: nil))
        let focused = try Renderer().image(of: scene(focused: IndexPath(item: 1, section: 0)))
        XCTAssertEqual(hex(plain, 82, 45), "#FFFFFF", "the 4 pt gap left of cell [0, 1]")
        XCTAssertEqual(hex(focused, 82, 45), "#007AFF", "the grown cell covers the gap")
        XCTAssertEqual(hex(focused, 158, 45), "#007AFF", "and reaches past its right edge at 156")
    }

    func testFocusedCellCastsAShadowOnItsNeighbour() throws {
        let focused = try Renderer().image(of: scene(focused: IndexPath(item: 1, section: 0)))
        // The shadow (24 pt spread, 20 down, grown 1.1x) starts at x 120 - 1.1 x 60 = 54.
        XCTAssertEqual(hex(focused, 44, 45), "#007AFF", "cell [0, 0] outside the shadow")
        XCTAssertNotEqual(hex(focused, 70, 70), "#007AFF", "cell [0, 0] under the shadow is darker")
    }

    func testFocusChangesNoFrame() throws {
        let focused = try scene(focused: IndexPath(item: 1, section: 0))
        let frame = focused.layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
        XCTAssertEqual(frame, CGRect(x: 84, y: 8, width: 72, height: 74))
    }
}
