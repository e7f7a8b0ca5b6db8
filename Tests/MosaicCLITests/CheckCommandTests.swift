import Foundation
import XCTest

/// `mosaic check`: mistakes and warnings of a layout file, without drawing.
final class CheckCommandTests: CLITestCase {
    func testCheckPassesAGoodFile() throws {
        let result = try runMosaic(["check", "tiny.yaml"], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, "tiny.yaml: ok\n")
        XCTAssertEqual(result.stderr, "")
        XCTAssertEqual(folder.fileNames, ["bad.yaml", "tiny.yaml"], "check writes nothing")
    }

    /// The samples are what users copy: none may hold what `check --strict` warns about
    /// (text cut short or too faint, a flag or key that does nothing).
    func testEverySamplePassesStrictCheck() throws {
        let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Samples")
        let names = try FileManager.default.contentsOfDirectory(atPath: samples.path).filter { $0.hasSuffix(".yaml") }
            .sorted()
        XCTAssertGreaterThanOrEqual(names.count, 31)
        let result = try runMosaic(["check", "--strict"] + names, in: samples)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "")
        XCTAssertEqual(
            result.stdout.split(separator: "\n").last.map(String.init), "\(names.count) of \(names.count) files ok")
    }

    func testCheckWarnsAboutWhatWouldNotShowAndStrictFailsOnIt() throws {
        try folder.write(
            """
            sections:
              - group: {size: 1fw x 120, subitem: {size: 1 x 1fh}}
                content: [{title: A, badge: 3}]

            """, to: "slips.yaml")
        let lenient = try runMosaic(["check", "slips.yaml"], in: folder)
        XCTAssertEqual(lenient.status, 0, "warnings alone pass")
        XCTAssertEqual(
            lenient.stderr.split(separator: "\n").map(String.init),
            [
                "slips.yaml:2:46: warning: an absolute width of 1 point; did you mean 1fw (the full width)?",
                "slips.yaml:3:15: warning: cell 0 of section 0: title 'A' does not fit its 1 x 120 cell and is not drawn; "
                    + "make the cell taller (or estimated, ~60), the text shorter, or its style smaller"
            ])
        let strict = try runMosaic(["check", "--strict", "slips.yaml"], in: folder)
        XCTAssertEqual(strict.status, 1, "--strict turns warnings into a failure")
    }

    /// What a person would see wrong, each at its line and column: text cut short, characters
    /// no font has, a size under one pixel of the canvas (render names the characters too).
    func testCheckWarnsAboutWhatAPersonWouldSee() throws {
        try folder.write(
            """
            canvas: {size: 300 x 200, scale: 1}
            sections:
              - group: {size: 1fw x 44, subitems: [{size: 0.5fw x 1fh}, {size: 0.5 x 1fh}]}
                content:
                  - {title: Reykjavík and the Golden Circle}
                  - {title: "Tomb 𓀀"}
              - group: {size: 1fw x 44, subitem: {size: 1fw x 1fh}}
                content: [{title: "東京 สวัสดี नमस्ते 𓋹"}]

            """, to: "seen.yaml")
        let check = try runMosaic(["check", "--strict", "seen.yaml"], in: folder)
        XCTAssertEqual(check.status, 1, "--strict fails on them")
        let hint =
            "; Mosaic's fonts cover Latin, Greek, Cyrillic, Hebrew, Arabic, Thai, Devanagari, Chinese, "
            + "Japanese, Korean and emoji; use other characters, or a picture"
        XCTAssertEqual(
            check.stderr.split(separator: "\n").map(String.init),
            [
                "seen.yaml:3:68: warning: a width of 0.5 points is less than one pixel at 1x (1 point): it draws one pixel "
                    + "wide or not at all; make it at least 1 point, or 0 to hide the element",
                "seen.yaml:6:9: warning: cell 1 of section 0: title 'Tomb 𓀀' does not fit its 1 x 44 cell and is not drawn; "
                    + "make the cell taller (or estimated, ~60), the text shorter, or its style smaller",
                "seen.yaml:6:9: warning: cell 1 of section 0: title 'Tomb 𓀀' has characters no font has: U+13000 '𓀀'; "
                    + "they draw as boxes" + hint,
                "seen.yaml:8:15: warning: cell 0 of section 1: title '東京 สวัสดี नमस्ते 𓋹' has characters no font has: "
                    + "U+132F9 '𓋹'; they draw as boxes" + hint,
                "seen.yaml:5:9: warning: cell 0 of section 0: title 'Reykjavík and the Golden Circle' is cut short: it does "
                    + "not fit its 130 x 20.6 space; make the cell larger (or its height estimated, ~60), the text shorter, "
                    + "or its style smaller"
            ])
        let render = try runMosaic(["render", "seen.yaml", "-o", "out"], in: folder)
        XCTAssertEqual(render.status, 0, render.stderr)
        XCTAssertTrue(
            render.stderr.contains(
                "seen.yaml:8:15: warning: cell 0 of section 1: title '東京 สวัสดี नमस्ते 𓋹' "
                    + "has characters no font has: U+132F9 '𓋹'"), render.stderr)
        XCTAssertFalse(render.stderr.contains("cut short"), "render leaves that to check")
    }

    /// Warnings about a header's, a footer's or a bar's text point at the line that writes it.
    func testHeadersAndBarsAreWarnedAboutAtTheirOwnLines() throws {
        try folder.write(
            """
            canvas:
              size: 300 x 300
              scale: 1
              tabBar: {items: [Home, "Tomb 𓀀"], selected: 0}
            sections:
              - group: {size: 1fw x 44, subitem: {size: 1fw x 1fh}}
                header: {text: "Ankh 𓋹", size: 1fw x 36}
                boundaryItems:
                  - {kind: footer, alignment: bottom, size: 1fw x 36, text: Every trip we took in the years since we met and the ones we plan}
                content: [Kyoto]

            """, to: "bars.yaml")
        let check = try runMosaic(["check", "--strict", "bars.yaml"], in: folder)
        XCTAssertEqual(check.status, 1, "--strict fails on them")
        XCTAssertEqual(
            check.stderr.split(separator: "\n").map { String($0.prefix(while: { $0 != "'" })) },
            [
                "bars.yaml:7:5: warning: section 0: header ",
                "bars.yaml:4:3: warning: tab bar item ",
                "bars.yaml:9:9: warning: section 0: footer "
            ])
    }

    func testFilmstripOfAFileWithoutSidewaysSectionsWarns() throws {
        let result = try runMosaic(["render", "tiny.yaml", "--orthogonal", "filmstrip", "-o", "out"], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(
            result.stderr.contains(
                "tiny.yaml: warning: --orthogonal filmstrip does nothing: the file has no "
                    + "sideways-scrolling section; the plain page is drawn"), result.stderr)
    }

    func testCheckReportsEveryMistakeOfABadFile() throws {
        try folder.write(
            """
            canvas: {device: iphone-51}
            sections:
              - itemCount: 3
                group: {size: 1fw x 50, subitem: {size: 1fw x 1fhh}}

            """, to: "two.yaml")
        let result = try runMosaic(["check", "tiny.yaml", "two.yaml", "bad.yaml"], in: folder)
        XCTAssertEqual(result.status, 1)
        let errors = result.stderr.split(separator: "\n").map(String.init)
        XCTAssertEqual(errors.count, 3, result.stderr)
        XCTAssertTrue(errors[0].hasPrefix("two.yaml:1:18: error: unknown device 'iphone-51'"), errors[0])
        XCTAssertTrue(errors[1].hasPrefix("two.yaml:4:45: error: bad dimension '1fhh'"), errors[1])
        XCTAssertTrue(errors[2].hasPrefix("bad.yaml:4:5: error: unknown key 'interGroupSpasing'"), errors[2])
        XCTAssertTrue(result.stdout.contains("tiny.yaml: ok"), result.stdout)
        XCTAssertTrue(result.stdout.contains("1 of 3 files ok"), result.stdout)
    }
}
