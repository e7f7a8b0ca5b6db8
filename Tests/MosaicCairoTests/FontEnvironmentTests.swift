import CPangoCairo
import Foundation
import XCTest

@testable import MosaicCairo

final class FontEnvironmentTests: XCTestCase {
    func testStandardEnvironmentListsOnlyThePinnedFamilies() throws {
        let families = try FontEnvironment.standard().familyNames
        XCTAssertEqual(
            families,
            [
                "DejaVu Sans", "DejaVu Sans Mono", "DejaVu Serif", "Inter", "Noto Color Emoji",
                "Noto Sans CJK HK", "Noto Sans CJK JP", "Noto Sans CJK KR", "Noto Sans CJK SC",
                "Noto Sans CJK TC", "Noto Sans Devanagari", "Noto Sans Mono CJK HK",
                "Noto Sans Mono CJK JP", "Noto Sans Mono CJK KR", "Noto Sans Mono CJK SC",
                "Noto Sans Mono CJK TC", "Noto Sans Thai"
            ])
    }

    func testMissingFontFileNamesThePathAndPackage() {
        let file = FontEnvironment.FontFile(path: "/nonexistent/Inter-Regular.otf", package: "fonts-inter")
        XCTAssertThrowsError(try FontEnvironment(fontFiles: [file])) { error in
            XCTAssertEqual(
                error as? FontEnvironmentError,
                .missingFontFile(path: "/nonexistent/Inter-Regular.otf", package: "fonts-inter"))
            XCTAssertEqual(
                "\(error)",
                "Missing font file /nonexistent/Inter-Regular.otf: install it with `apt-get install fonts-inter`")
        }
    }

    /// A worker keeps the font description it made last and makes it over for another font:
    /// every call describes the style it is given, whatever came before.
    func testAWorkersFontDescriptionFollowsEachStyle() throws {
        let title = TextStyle(weight: .semibold, size: 13)
        let caption = TextStyle(fontFamily: "DejaVu Sans", weight: .regular, italic: true, size: 20.5)
        let described = try FontEnvironment.standard().withWorker { worker in
            [title, title, caption, title, TextStyle(weight: .semibold, size: 14)].map { style in
                let text = pango_font_description_to_string(worker.fontDescription(for: style))!
                defer { g_free(text) }
                return String(cString: text)
            }
        }
        XCTAssertEqual(
            described,
            [
                "Inter Semi-Bold 13px", "Inter Semi-Bold 13px", "DejaVu Sans Italic 20.5px",
                "Inter Semi-Bold 13px", "Inter Semi-Bold 14px"
            ])
    }

    func testUnknownFamilyFallsBackToInter() throws {
        let measurer = try TextMeasurer.standard()
        let unknown = measurer.measure("Fallback", style: TextStyle(fontFamily: "No Such Font", size: 17))
        let inter = measurer.measure("Fallback", style: TextStyle(fontFamily: "Inter", size: 17))
        XCTAssertEqual(unknown.width, inter.width, accuracy: 0.001)
    }

    func testDejaVuIsWiderThanInterForTheSameText() throws {
        let measurer = try TextMeasurer.standard()
        let inter = measurer.measure("Mosaic", style: TextStyle(fontFamily: "Inter", size: 17))
        let dejaVu = measurer.measure("Mosaic", style: TextStyle(fontFamily: "DejaVu Sans", size: 17))
        XCTAssertNotEqual(inter.width, dejaVu.width, "the family reached the font map")
    }

    // MARK: The scan cache

    private static let fallbacks = ["Inter", "DejaVu Sans", FontEnvironment.emojiFamily]

    private func temporaryCacheRoot() throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "mosaic-font-cache-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: root) }
        return root.path
    }

    /// The environment's fonts in order: each pattern without its file, and the file it resolves to.
    private func fonts(of environment: FontEnvironment) -> [(pattern: OpaquePointer, file: String)] {
        guard let set = FcConfigGetFonts(environment.config, FcSetApplication) else { return [] }
        return (0..<Int(set.pointee.nfont)).map { index in
            let pattern = FcPatternDuplicate(set.pointee.fonts[index])!
            var file: UnsafeMutablePointer<FcChar8>?
            XCTAssertEqual(FcPatternGetString(pattern, FC_FILE, 0, &file), FcResultMatch)
            let path = URL(fileURLWithPath: String(cString: file!)).resolvingSymlinksInPath().path
            FcPatternDel(pattern, FC_FILE)
            return (pattern, path)
        }
    }

    /// `paths` without repeats of the one before.
    private static func eachOnce(_ paths: [String]) -> [String] {
        paths.enumerated().filter { $0.offset == 0 || paths[$0.offset - 1] != $0.element }.map(\.element)
    }

    private func files(of environment: FontEnvironment) -> [String] {
        guard let set = FcConfigGetFonts(environment.config, FcSetApplication) else { return [] }
        return (0..<Int(set.pointee.nfont)).map { index in
            var file: UnsafeMutablePointer<FcChar8>?
            FcPatternGetString(set.pointee.fonts[index], FC_FILE, 0, &file)
            return String(cString: file!)
        }
    }

    func testScanCacheListsTheSameFontsInTheSameOrderAsScanningEachFile() throws {
        let root = try temporaryCacheRoot()
        let pinned = FontEnvironment.pinnedFontFiles
        let scanned = try FontEnvironment(fontFiles: pinned, fallbackFamilies: Self.fallbacks)
        let writing = try FontEnvironment(fontFiles: pinned, fallbackFamilies: Self.fallbacks, scanCache: root)
        let cacheFiles = try FileManager.default.contentsOfDirectory(atPath: root + "/fontconfig")
        XCTAssertEqual(cacheFiles.count, 1, "fontconfig wrote its cache of the link directory: \(cacheFiles)")
        let reading = try FontEnvironment(fontFiles: pinned, fallbackFamilies: Self.fallbacks, scanCache: root)

        let expected = fonts(of: scanned)
        XCTAssertEqual(
            Self.eachOnce(expected.map(\.file)), pinned.map(\.path),
            "a file's fonts (a collection has several) together, in the files' order")
        XCTAssertEqual(expected.count, pinned.count + 18, "Noto Sans CJK Regular and Bold: 10 faces each")
        for environment in [writing, reading] {
            XCTAssertEqual(files(of: environment), expected.map(\.file), "fonts name the real files, not the links")
            let cached = fonts(of: environment)
            XCTAssertEqual(cached.map(\.file), expected.map(\.file))
            for (font, scan) in zip(cached, expected) {
                XCTAssertEqual(
                    FcPatternEqual(font.pattern, scan.pattern), 1, "\(font.file): the same pattern as a scan")
            }
            XCTAssertEqual(environment.familyNames, scanned.familyNames)
            let cachedSet = try XCTUnwrap(FcConfigGetFonts(environment.config, FcSetApplication))
            let scannedSet = try XCTUnwrap(FcConfigGetFonts(scanned.config, FcSetApplication))
            XCTAssertEqual(cachedSet.pointee.nfont, scannedSet.pointee.nfont)
            for index in 0..<Int(min(cachedSet.pointee.nfont, scannedSet.pointee.nfont)) {
                XCTAssertEqual(
                    FcPatternEqual(cachedSet.pointee.fonts[index], scannedSet.pointee.fonts[index]), 1,
                    "\(expected[index].file): the same pattern as a scan, file included")
            }
        }
    }

    func testTextDrawsWithThePinnedFontAfterTheCacheDirectoryIsDeleted() throws {
        let root = try temporaryCacheRoot()
        let pinned = FontEnvironment.pinnedFontFiles
        _ = try FontEnvironment(fontFiles: pinned, fallbackFamilies: Self.fallbacks, scanCache: root)
        let cached = try FontEnvironment(fontFiles: pinned, fallbackFamilies: Self.fallbacks, scanCache: root)
        try FileManager.default.removeItem(atPath: root)  // as a user cleaning ~/.cache mid-run would

        // Inter SemiBold, not used by any earlier test on this root: its face is opened only now.
        let style = TextStyle(fontFamily: "Inter", weight: .semibold, size: 17)
        let afterDeletion = TextMeasurer(fonts: cached).measure("Mosaic Ag 123", style: style)
        let scanned = try FontEnvironment(fontFiles: pinned, fallbackFamilies: Self.fallbacks)
        let expected = TextMeasurer(fonts: scanned).measure("Mosaic Ag 123", style: style)
        let dejaVu = TextMeasurer(fonts: scanned).measure(
            "Mosaic Ag 123",
            style: TextStyle(fontFamily: "DejaVu Sans", weight: .semibold, size: 17))
        XCTAssertNotEqual(expected.width, dejaVu.width, "the string's width tells the fonts apart")
        XCTAssertEqual(afterDeletion.width, expected.width, "still drawn in Inter SemiBold")
        XCTAssertEqual(afterDeletion.height, expected.height)
    }

    func testScanCacheIsKeyedOnTheRules() throws {
        let root = try temporaryCacheRoot()
        let files = Array(FontEnvironment.pinnedFontFiles.prefix(2))
        _ = try FontEnvironment(fontFiles: files, fallbackFamilies: ["Inter"], scanCache: root)
        _ = try FontEnvironment(fontFiles: files, fallbackFamilies: ["DejaVu Sans"], scanCache: root)
        let linkDirectories = try FileManager.default.contentsOfDirectory(atPath: root).filter {
            $0.hasPrefix("fonts-")
        }
        XCTAssertEqual(linkDirectories.count, 2, "different scan rules never share a cache: \(linkDirectories)")
    }

    func testScanCacheDirectoryWithAnExtraFileIsNotUsed() throws {
        let root = try temporaryCacheRoot()
        let files = Array(FontEnvironment.pinnedFontFiles.prefix(2))
        _ = try FontEnvironment(fontFiles: files, scanCache: root)
        let directory = try XCTUnwrap(
            FileManager.default.contentsOfDirectory(atPath: root).first { $0.hasPrefix("fonts-") })
        try FileManager.default.createSymbolicLink(
            atPath: "\(root)/\(directory)/99-DejaVuSans.ttf",
            withDestinationPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
        let environment = try FontEnvironment(fontFiles: files, scanCache: root)
        XCTAssertEqual(self.files(of: environment), files.map(\.path), "scanned file by file, not through the links")
        XCTAssertEqual(environment.familyNames, ["Inter"])
    }

    func testUnwritableScanCacheScansEachFile() throws {
        let files = Array(FontEnvironment.pinnedFontFiles.prefix(2))
        let environment = try FontEnvironment(fontFiles: files, scanCache: "/proc/mosaic-cannot-write-here")
        XCTAssertEqual(self.files(of: environment), files.map(\.path))
        XCTAssertEqual(environment.familyNames, ["Inter"])
    }

    func testVersionsAreReportedAtRunTime() {
        let versions = CairoVersions.current
        XCTAssertTrue(versions.cairo.hasPrefix("1."), versions.cairo)
        XCTAssertTrue(versions.pango.hasPrefix("1."), versions.pango)
        XCTAssertTrue(versions.pixman.hasPrefix("0."), versions.pixman)
        XCTAssertTrue(versions.freetype.hasPrefix("2."), versions.freetype)
        XCTAssertFalse(versions.architecture.isEmpty)
        XCTAssertNotEqual(versions.architecture, "unknown")
    }
}
