import Foundation
import XCTest

/// Runs the built `mosaic` executable on small layout files written to a temporary folder:
/// the fixtures every command's tests share, written to a fresh folder before each test.
class CLITestCase: XCTestCase {
    /// A 300 x 400 canvas at 1x (no safe area): a 30-point header over three 50-point rows.
    static let tiny = """
        canvas: {size: 300 x 400, scale: 1}
        sections:
          - itemCount: 3
            header: {text: Hello, size: 1fw x 30}
            group:
              size: 1fw x 50
              subitem: {size: 1fw x 1fh}

        """

    /// A misspelt key on line 4, column 5.
    static let misspelt = """
        canvas: {size: 300 x 400, scale: 1}
        sections:
          - itemCount: 3
            interGroupSpasing: 10
            group:
              size: 1fw x 50
              subitem: {size: 1fw x 1fh}

        """

    /// A cell whose image is a PNG with a whole header and damaged data (``brokenPNG``): it
    /// decodes, and drawing fails.
    static let brokenImage = """
        canvas: {size: 300 x 400, scale: 1}
        sections:
          - itemCount: 2
            group:
              size: 1fw x 50
              subitem: {size: 1fw x 1fh}
            content:
              - {title: Broken, image: broken.png}

        """

    /// A PNG's signature and IHDR chunk (16 x 16, 8-bit RGB), then text instead of its image data.
    static let brokenPNG = Data(
        [
            0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
            0, 0, 0, 16, 0, 0, 0, 16, 8, 2, 0, 0, 0, 0x90, 0x91, 0x68, 0x36
        ]
            + Array("this is not PNG image data".utf8))

    var folder: URL!

    override func setUpWithError() throws {
        folder = try makeTemporaryDirectory(for: self)
        try folder.write(Self.tiny, to: "tiny.yaml")
        try folder.write(Self.misspelt, to: "bad.yaml")
    }
}
