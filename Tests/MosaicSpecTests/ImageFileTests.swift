import Foundation
import XCTest

@testable import MosaicSpec

/// The first 24 bytes of a PNG file: its signature and the start of an IHDR chunk saying
/// `width` x `height` (what the decoder reads before accepting an image).
func pngHeader(width: UInt32, height: UInt32) -> [UInt8] {
    func bigEndian(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) } }
    return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + bigEndian(13) + Array("IHDR".utf8)
        + bigEndian(width) + bigEndian(height)
}

/// Images named by a layout file stay inside its folder, and their PNG or JPEG headers are read
/// (never the whole image) before they are accepted.
final class ImageFileTests: XCTestCase {
    private var root: URL!
    private var layouts: URL!

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("mosaic-image-tests-\(UUID().uuidString)")
        layouts = root.appendingPathComponent("layouts")
        try FileManager.default.createDirectory(
            at: layouts.appendingPathComponent("photos"), withIntermediateDirectories: true)
        try Data(pngHeader(width: 2, height: 2)).write(to: layouts.appendingPathComponent("photos/inside.png"))
        try Data(pngHeader(width: 2, height: 2)).write(to: root.appendingPathComponent("outside.png"))
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: root)
    }

    private func imageErrors(_ path: String, limits: DocumentLimits = .standard) -> [SpecError] {
        let yaml =
            "sections:\n  - group: {size: 1fw x 44, subitem: {size: 1fw x 1fh}}\n    content: [{image: '\(path)'}]\n"
        do {
            _ = try LayoutDocument(yaml: yaml, file: "test.yaml", baseDirectory: layouts, limits: limits)
            return []
        } catch let errors as SpecErrors {
            return errors.errors
        } catch {
            return [SpecError(file: "?", line: 0, column: 0, message: "\(error)")]
        }
    }

    func testAnImageInTheLayoutsFolderIsAccepted() {
        XCTAssertEqual(imageErrors("photos/inside.png"), [])
    }

    func testAPathLeadingOutOfTheFolderIsRefused() throws {
        let error = try XCTUnwrap(imageErrors("../outside.png").first)
        XCTAssertEqual(
            error.message,
            "image '../outside.png' is outside the layout file's folder (it is "
                + ImageFileCheck.realPath(root.appendingPathComponent("outside.png").path)! + ")")
        XCTAssertEqual(
            error.hint, "layout files may only use images in their own folder; allow another with --allow-path DIR")
        XCTAssertEqual([error.line, error.column], [3, 23])
    }

    func testAnAbsolutePathCountsAsOutside() {
        let path = root.appendingPathComponent("outside.png").path
        XCTAssertEqual(imageErrors(path).count, 1)
    }

    func testASymlinkLeadingOutIsRefused() throws {
        try FileManager.default.createSymbolicLink(
            atPath: layouts.appendingPathComponent("photos/link.png").path,
            withDestinationPath: root.appendingPathComponent("outside.png").path)
        XCTAssertEqual(
            imageErrors("photos/link.png").first?.message.hasPrefix("image 'photos/link.png' is outside"), true)
    }

    func testAnAllowedFolderIsAccepted() {
        var limits = DocumentLimits.standard
        limits.allowedImageFolders = [root]
        XCTAssertEqual(imageErrors("../outside.png", limits: limits), [])
    }

    /// 30,000 x 30,000 pixels would decode into 3.6 GB; the 24-byte header is enough to refuse it.
    func testAHugeImageIsRefusedFromItsHeader() throws {
        try Data(pngHeader(width: 30_000, height: 30_000)).write(to: layouts.appendingPathComponent("huge.png"))
        XCTAssertEqual(
            imageErrors("huge.png").first?.message,
            "image 'huge.png' cannot be used: it is 30000 x 30000 pixels; Mosaic reads images of up to "
                + "32767 pixels a side and 64 megapixels")
    }

    /// A lower limit than Mosaic's own refuses smaller images, saying which limit.
    func testALoweredLimitRefusesSmallerImages() throws {
        try Data(pngHeader(width: 2_000, height: 1_000)).write(to: layouts.appendingPathComponent("photo.png"))
        var limits = DocumentLimits.standard
        limits.maximumImagePixels = 1_000_000
        XCTAssertEqual(
            imageErrors("photo.png", limits: limits).first?.message,
            "image 'photo.png' is 2,000 x 1,000 pixels, more than the limit of 1,000,000 pixels for an image")
        XCTAssertEqual(imageErrors("photo.png"), [])
    }

    func testAFileThatIsNotAPNGIsNamed() throws {
        try Data("GIF89a, not a PNG at all".utf8).write(to: layouts.appendingPathComponent("fake.png"))
        XCTAssertEqual(
            imageErrors("fake.png").first?.message,
            "image 'fake.png' cannot be used: it is neither a PNG nor a JPEG file")
        XCTAssertEqual(imageErrors("fake.png").first?.hint, "convert it to PNG or JPEG")
        try Data(pngHeader(width: 2, height: 2).prefix(12)).write(to: layouts.appendingPathComponent("cut.png"))
        XCTAssertEqual(
            imageErrors("cut.png").first?.message,
            "image 'cut.png' cannot be used: its PNG header is missing or cut short")
    }
}
