import Foundation
import XCTest

/// The gallery page (`mosaic render --gallery`) laid out by a real browser: headless
/// Chromium (Debian's `chromium`, installed by scripts/install-dependencies.sh) loads it with
/// a checking script appended, which reports each image's box, and the test asserts that every
/// image is shown whole, inside its card, at a sensible size, with no sideways scrolling.
final class GalleryInChromiumTests: XCTestCase {
    private var folder: URL!
    /// What the last Chromium run printed on standard error, for failure messages.
    private var lastErrors = ""

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("mosaic-gallery-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    /// Chromium's path, or a skip when it is not installed (the install script installs it).
    private func chromium() throws -> String {
        let candidates = ["/usr/bin/chromium", "/usr/bin/chromium-browser"]
        guard let path = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            throw XCTSkip("chromium is not installed; scripts/install-dependencies.sh installs it")
        }
        return path
    }

    func testEveryImageIsWholeInsideItsCardAndVariantsSitInAGrid() throws {
        let browser = try chromium()
        try folder.write(
            """
            canvas: {size: 300 x 400, scale: 1, fullPage: true}
            sections:
              - itemCount: 60
                group: {size: 1fw x 60, subitem: {size: 1fw x 1fh}}

            """, to: "tall.yaml")
        try folder.write(
            """
            canvas: {size: 300 x 400, scale: 1}
            sections:
              - itemCount: 8
                orthogonalScrollingBehavior: paging
                group: {size: 1fw x 120, subitem: {size: 0.5fw x 1fh}}

            """, to: "carousel.yaml")
        var result = try runMosaic(
            [
                "render", "carousel.yaml", "-o", "out", "--orthogonal", "filmstrip",
                "--suffix", "-filmstrip", "--quiet"
            ], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        result = try runMosaic(
            ["render", "carousel.yaml", "-o", "out", "--theme", "dark", "--suffix", "-dark", "--quiet"],
            in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        result = try runMosaic(
            ["render", "tall.yaml", "carousel.yaml", "-o", "out", "--gallery", "out/index.html"],
            in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)

        let page = folder.appendingPathComponent("out/index.html")
        let html = try String(contentsOf: page, encoding: .utf8)
        let checked = folder.appendingPathComponent("out/check.html")
        try html.replacingOccurrences(of: "</body>", with: "<script>\(Self.checkingScript)</script>\n</body>")
            .write(to: checked, atomically: true, encoding: .utf8)

        let dom = try run(
            browser,
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                "--window-size=1280,900", "--virtual-time-budget=10000", "--dump-dom",
                checked.absoluteString
            ])
        let report = try XCTUnwrap(
            Self.report(in: dom), "the checking script left no report:\n\(dom.prefix(2000))\n\(lastErrors.suffix(2000))"
        )
        XCTAssertEqual(report["pageScrollsSideways"] as? Bool, false)
        let images = try XCTUnwrap(report["images"] as? [[String: Any]])
        XCTAssertEqual(
            images.map { $0["src"] as? String },
            [
                "tall.png", "carousel.png", "carousel-dark.png",
                "carousel-filmstrip.png"
            ])
        for image in images {
            let name = image["src"] as? String ?? "?"
            XCTAssertEqual(image["loaded"] as? Bool, true, name)
            XCTAssertEqual(image["insideCard"] as? Bool, true, "\(name) lies inside its card")
            XCTAssertEqual(image["cropped"] as? Bool, false, "\(name) is shown whole, not cut off by its box")
            let ratio = (image["shownAspect"] as? Double ?? 0) / (image["naturalAspect"] as? Double ?? 1)
            XCTAssertEqual(ratio, 1, accuracy: 0.02, "\(name) keeps its aspect ratio")
            XCTAssertLessThanOrEqual(image["height"] as? Double ?? .infinity, 960.5, "\(name) at most 960 px tall")
        }
        // The tall page (300 x 3600 px) is scaled to 960 px tall, 80 px wide: whole, not cropped.
        XCTAssertEqual(images[0]["height"] as? Double ?? 0, 960, accuracy: 0.5)
        // The others are shown at their own size (300 px wide at scale 1), not shrunk.
        for image in images[1...3] {
            XCTAssertGreaterThanOrEqual(
                image["width"] as? Double ?? 0, 240, "\(image["src"] ?? "?") large enough to see")
        }
        // The filmstrip, much wider than tall, takes the card's whole width (1280 - 2 x 24 page
        // padding - 2 x 14 card padding = 1204 px, less its 2 px border), on a row of its own.
        XCTAssertEqual(images[3]["width"] as? Double ?? 0, 1202, accuracy: 1)
        XCTAssertGreaterThan(
            images[3]["top"] as? Double ?? 0, (images[1]["top"] as? Double ?? 0) + (images[1]["height"] as? Double ?? 0)
        )
        // The carousel's variants are in a grid in the same card: the dark one beside the plain one.
        let plain = images[1]
        let dark = images[2]
        XCTAssertEqual(plain["top"] as? Double ?? 0, dark["top"] as? Double ?? 1, accuracy: 0.5, "one row of the grid")
        XCTAssertGreaterThan(dark["left"] as? Double ?? 0, plain["left"] as? Double ?? 0)

        // A screenshot for a person to look at (kept when MOSAIC_KEEP_GALLERY_SCREENSHOT names a path).
        if let keep = ProcessInfo.processInfo.environment["MOSAIC_KEEP_GALLERY_SCREENSHOT"] {
            _ = try run(
                browser,
                [
                    "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                    "--window-size=1280,1400", "--virtual-time-budget=10000", "--screenshot=\(keep)",
                    page.absoluteString
                ])
        }
    }

    /// Appended to the page: makes every image load eagerly (so the load event waits for
    /// them all), then, on load, records each image's box in `data-report` on the body as JSON.
    static let checkingScript = """
        const images = [...document.querySelectorAll('img')];
        images.forEach(image => { image.loading = 'eager'; });
        window.addEventListener('load', () => {
          const report = {
            pageScrollsSideways: document.documentElement.scrollWidth > window.innerWidth,
            images: images.map(image => {
              const box = image.getBoundingClientRect();
              const card = image.closest('article').getBoundingClientRect();
              const link = image.parentElement;
              return {
                src: image.getAttribute('src'), loaded: image.complete && image.naturalWidth > 0,
                left: box.left, top: box.top, width: box.width, height: box.height,
                insideCard: box.left >= card.left - 0.5 && box.right <= card.right + 0.5
                  && box.top >= card.top - 0.5 && box.bottom <= card.bottom + 0.5,
                cropped: link.scrollWidth > link.clientWidth + 1 || link.scrollHeight > link.clientHeight + 1
                  || box.right > link.getBoundingClientRect().right + 0.5,
                naturalAspect: image.naturalWidth / Math.max(image.naturalHeight, 1),
                shownAspect: box.width / Math.max(box.height, 1),
              };
            }),
          };
          document.body.setAttribute('data-report', JSON.stringify(report));
        });
        """

    /// The JSON report in a dumped DOM.
    static func report(in dom: String) -> [String: Any]? {
        guard let start = dom.range(of: "data-report=\"") else { return nil }
        let rest = dom[start.upperBound...]
        guard let end = rest.firstIndex(of: "\"") else { return nil }
        let json = String(rest[..<end]).replacingOccurrences(of: "&quot;", with: "\"")
            .replacingOccurrences(of: "&amp;", with: "&")
        return (try? JSONSerialization.jsonObject(with: Data(json.utf8))) as? [String: Any]
    }

    /// Runs a program, returning its standard output; fails the test after 60 s.
    private func run(_ program: String, _ arguments: [String]) throws -> String {
        let output = folder.appendingPathComponent("stdout-\(UUID().uuidString).txt")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        let handle = try FileHandle(forWritingTo: output)
        defer { try? handle.close() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        // A profile of its own, so another Chromium running on the machine is never joined.
        let profile = folder.appendingPathComponent("profile-\(UUID().uuidString)")
        process.arguments = ["--user-data-dir=\(profile.path)", "--no-first-run", "--disable-dev-shm-usage"] + arguments
        process.standardOutput = handle
        let errors = folder.appendingPathComponent("stderr-\(UUID().uuidString).txt")
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        let errorHandle = try FileHandle(forWritingTo: errors)
        defer { try? errorHandle.close() }
        process.standardError = errorHandle
        try process.run()
        let deadline = Date().addingTimeInterval(60)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        if process.isRunning {
            process.terminate()
            XCTFail("chromium did not finish within 60 s")
        }
        process.waitUntilExit()
        lastErrors = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
        return try String(contentsOf: output, encoding: .utf8)
    }
}
