import CompositionalLayout
import Foundation
import MosaicCairo
import XCTest

@testable import MosaicRender

/// A caption (a layout file's title and description) above any figure.
final class CaptionedFigureTests: XCTestCase {
    private func anatomy() throws -> AnatomyFigure {
        let scene = try RenderScene(layout: FilmLayouts.nestedGroups(), itemCounts: [3], canvas: filmCanvas())
        return try AnatomyFigure(scene: scene)
    }

    /// The caption keeps the figure's width and wraps the description to it (less 12 points
    /// either side); the figure moves down by the caption's height.
    func testCaptionWrapsToTheFigureWidth() throws {
        let figure = try anatomy()
        let description =
            "Apple's nested groups: a large item beside a column of two small ones, every item inset"
            + " by ten points, the row forty percent of the container's height."
        let captioned = try CaptionedFigure(figure, title: "Nested groups", description: description)
        XCTAssertEqual(captioned.size.width, figure.size.width)
        XCTAssertEqual(captioned.size.height, figure.size.height + captioned.captionHeight)
        XCTAssertEqual(captioned.titleLines, ["Nested groups"])
        XCTAssertGreaterThan(captioned.descriptionLines.count, 1, "\(captioned.descriptionLines)")
        XCTAssertEqual(captioned.descriptionLines.joined(separator: " "), description)
        let measurer = TextMeasurer(fonts: try FontEnvironment.standard())
        for line in captioned.descriptionLines {
            XCTAssertLessThanOrEqual(
                CGFloat(measurer.measure(line, style: CaptionedFigure.descriptionStyle).width),
                figure.size.width - 24, line)
        }
        let image = try Renderer().image(of: captioned)
        XCTAssertEqual([image.width, image.height], [captioned.pixelWidth, captioned.pixelHeight])
    }

    func testNoTitleOrDescriptionAddsNothing() throws {
        let figure = try anatomy()
        let captioned = try CaptionedFigure(figure, title: nil, description: "")
        XCTAssertEqual(captioned.captionHeight, 0)
        XCTAssertEqual(captioned.size, figure.size)
    }

    /// In SVG the caption is text; the figure's own title and description come first.
    func testSVGHasTheCaptionAsText() throws {
        let captioned = try CaptionedFigure(try anatomy(), title: "Nested <groups>", description: "Two & three.")
        let svg = String(decoding: try Renderer().svgData(of: captioned), as: UTF8.self)
        XCTAssertTrue(svg.contains(">Nested &lt;groups&gt;</text>"), svg)
        XCTAssertTrue(svg.contains(">Two &amp; three.</text>"))
        XCTAssertTrue(svg.contains("<title>The structure of the layout</title>"))
    }
}
