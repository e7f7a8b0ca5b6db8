import CompositionalLayout
import MosaicRender
import PastedScreens
import XCTest

/// A pasted screen rendered as an iPhone 15 (393 x 852 points, 3x, safe area 59 top and
/// 34 bottom) shows it.
func scene(of name: String, theme: ThemeName = .light) throws -> RenderScene {
    var canvas = Canvas(device: Device.named("iphone-15")!)
    canvas.theme = theme
    return try RenderScene(viewController: try XCTUnwrap(PastedScreens.make(name)), canvas: canvas)
}

extension RenderScene {
    /// The frame of the cell at `item` of `section`.
    func cellFrame(_ item: Int, _ section: Int) -> CGRect? {
        layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    /// The frame of the supplementary view of `kind` at `item` of `section`.
    func supplementaryFrame(_ kind: String, _ item: Int, _ section: Int) -> CGRect? {
        layout.layoutAttributesForSupplementaryView(
            ofKind: kind, at: IndexPath(item: item, section: section))?.frame
    }
}

/// Asserts a frame to a millionth of a point.
func assertFrame(
    _ actual: CGRect?, _ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat,
    _ what: String = "", file: StaticString = #filePath, line: UInt = #line
) {
    guard let actual else { return XCTFail("no frame \(what)", file: file, line: line) }
    XCTAssertEqual(actual.minX, x, accuracy: 1e-6, "x \(what)", file: file, line: line)
    XCTAssertEqual(actual.minY, y, accuracy: 1e-6, "y \(what)", file: file, line: line)
    XCTAssertEqual(actual.width, width, accuracy: 1e-6, "width \(what)", file: file, line: line)
    XCTAssertEqual(actual.height, height, accuracy: 1e-6, "height \(what)", file: file, line: line)
}
