import CompositionalLayout
import Foundation
import XCTest

@testable import MosaicRender

/// `mosaic check --strict`'s contrast check: text judged on the colour a person sees behind it.
final class LowContrastTextTests: XCTestCase {
    private func found(_ items: [CellContent], theme: ThemeName) throws -> [LowContrastText] {
        let scene = try RenderScene(
            layout: Layouts.grid(), itemCounts: [items.count],
            content: LayoutContent(sections: [SectionContent(items: items)]),
            canvas: smallCanvas(theme: theme))
        return scene.lowContrastText()
    }

    func testBlackTextOnAClearFillVanishesOnTheDarkPage() throws {
        let item = CellContent(
            title: "128", color: ThemedColor(hex: "#FFFFFF00"), titleText: TextOptions(color: .black))
        XCTAssertEqual(try found([item], theme: .light), [], "black on white: 21:1")
        let dark = try found([item], theme: .dark)
        XCTAssertEqual(dark.map(\.text), ["128"])
        XCTAssertEqual(dark.first?.ratio ?? 0, 1, accuracy: 1e-9, "black on the black page")
        XCTAssertEqual(dark.first?.required, 4.5, "a 17-point semibold title is not large text")
    }

    func testTheStylesOwnColoursAreNotJudgedButYellowOnWhiteIs() throws {
        // secondaryLabel on secondarySystemBackground is 3.3:1 in light mode: UIKit's choice.
        let plain = CellContent(title: "Plain", subtitle: "secondaryLabel")
        XCTAssertEqual(try found([plain], theme: .light), [])
        XCTAssertEqual(try found([plain], theme: .dark), [])
        // systemYellow (#FFCC00) on white: 1.05 / (0.6444 + 0.05) = 1.51.
        let yellow = CellContent(title: "Lemon", color: .white, titleText: TextOptions(color: .systemYellow))
        let low = try found([yellow], theme: .light)
        XCTAssertEqual(low.first?.ratio ?? 0, 1.51, accuracy: 0.01)
        XCTAssertEqual(
            low.first?.message,
            "title 'Lemon' has a contrast of 1.5:1 with what is behind it in light mode (4.5:1 needed)")
    }

    func testLargeTextNeedsThree() {
        XCTAssertEqual(LowContrastText.requiredRatio(for: TextStyle(size: 17)), 4.5)
        XCTAssertEqual(
            LowContrastText.requiredRatio(for: TextStyle(weight: .semibold, size: 17)), 4.5, "semibold is not bold")
        XCTAssertEqual(LowContrastText.requiredRatio(for: TextStyle(weight: .bold, size: 14)), 3)
        XCTAssertEqual(LowContrastText.requiredRatio(for: TextStyle(size: 18)), 3)
    }
}
