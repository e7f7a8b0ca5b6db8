import Foundation
import XCTest

#if canImport(FoundationXML)
import FoundationXML
#endif

/// Strings from layout files (a supplementary kind, a file name) reach every output of
/// `mosaic snapshot` as text: JUnit parsed back with an XML parser, the markdown rendered
/// with cmark-gfm (installed by scripts/install-dependencies.sh), the console read as lines.
final class SnapshotOutputEscapingTests: XCTestCase {
    /// A kind with a terminal escape, an XML-forbidden control, `]]>`, HTML, a mention, a
    /// code span, a link, a CI command on a line of its own, and a blank line before `<!--`.
    static let nastyKind =
        #"k\e[31mred\x01\x0B ]]> <b>@octocat</b> `tick` [link](http://evil.example) </script><script>document.title='pwned'</script>\n::error::pwned\n\n<!--"#

    /// The rows layout with a header of `kind`, `headerHeight` points tall.
    static func layout(kind: String, headerHeight: Int) -> String {
        """
        canvas: {size: 200 x 240, scale: 1}
        sections:
          - itemCount: 3
            boundaryItems:
              - {kind: "\(kind)", size: 1fw x \(headerHeight), alignment: top}
            group:
              size: 1fw x 50
              subitem: {size: 1fw x 1fh}

        """
    }

    var folder: URL!

    override func setUpWithError() throws {
        folder = try makeTemporaryDirectory(for: self)
    }

    /// Records `files` with a 30-point header, rewrites them with a 40-point one, verifies
    /// with `arguments`: every case changes (the header grows, the rows move down).
    private func changedRun(_ files: [String: String], _ arguments: [String] = []) throws -> RunResult {
        for (name, kind) in files { try folder.write(Self.layout(kind: kind, headerHeight: 30), to: name) }
        let names = files.keys.sorted()
        let recorded = try runMosaic(
            ["snapshot"] + names + ["--references", "refs", "--record"] + arguments, in: folder)
        XCTAssertEqual(recorded.status, 0, recorded.stderr)
        for (name, kind) in files { try folder.write(Self.layout(kind: kind, headerHeight: 40), to: name) }
        return try runMosaic(["snapshot"] + names + ["--references", "refs"] + arguments, in: folder)
    }

    func testJUnitIsWellFormedForAnyString() throws {
        let run = try changedRun(["nasty.yaml": Self.nastyKind], ["--junit", "junit.xml"])
        XCTAssertEqual(run.status, 1, run.stderr)
        let parsed = try JUnitCases(parsing: folder.appendingPathComponent("junit.xml").bytes)
        XCTAssertEqual(parsed.cases.map(\.name), ["default"])
        let failure = try XCTUnwrap(parsed.cases.first?.failure)
        // The control characters arrive written out, the markup as text.
        XCTAssertTrue(failure.contains(#"section 0, item 0 k\e[31mred\u{1}\u{B} ]]> <b>@octocat</b>"#), failure)
        XCTAssertTrue(failure.contains(#"</script>\n::error::pwned\n\n<!--: 10 pt taller"#), failure)
    }

    func testTheConsoleShowsControlCharactersEscaped() throws {
        let run = try changedRun(["nasty.yaml": Self.nastyKind])
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertFalse(run.stderr.contains("\u{1B}"), run.stderr)
        XCTAssertFalse(run.stderr.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, run.stderr)
        let lines = run.stderr.split(separator: "\n")
        XCTAssertFalse(lines.contains { $0.hasPrefix("::") || $0.hasPrefix("<!--") }, run.stderr)
        XCTAssertTrue(run.stderr.contains(#"  section 0, item 0 k\e[31mred\u{1}\u{B} ]]> <b>@octocat</b>"#), run.stderr)
    }

    /// The nasty case comes first; the case after it must still be there once rendered.
    func testTheMarkdownEscapesUserStringsWhenRendered() throws {
        let run = try changedRun(
            ["a-nasty.yaml": Self.nastyKind, "b-#1?%.yaml": "header"], ["--markdown", "changes.md"])
        XCTAssertEqual(run.status, 1, run.stderr)
        let html = try CommonMark.html(folder.appendingPathComponent("changes.md"))
        XCTAssertTrue(html.hasPrefix("<h2>Mosaic snapshots: 0 passed, 2 changed, 0 new, 0 failed</h2>\n"), html)
        XCTAssertTrue(html.contains("<h3>a-nasty [default]: changed</h3>"), html)
        XCTAssertTrue(html.contains("<h3>b-#1?% [default]: changed</h3>"), html)
        XCTAssertTrue(html.contains("<li>section 0 header: 10 pt taller (height 30 -&gt; 40)</li>"), html)
        // The nasty kind is one list item of text: no element, link, code span or comment from it.
        XCTAssertTrue(
            html.contains(
                #"<li>section 0, item 0 k\e[31mred\u{1}\u{B} ]]&gt; &lt;b&gt;@"# + "\u{2060}"
                    + #"octocat&lt;/b&gt; `tick` [link](http://evil.example) &lt;/script&gt;&lt;script&gt;"#
                    + #"document.title='pwned'&lt;/script&gt;\n::error::pwned\n\n&lt;!--: 10 pt taller (height 30 -&gt; 40)</li>"#
            ),
            html)
        for markup in ["<b>", "<a ", "<code>", "<!--", "<script"] {
            XCTAssertFalse(html.contains(markup), "\(markup) in \(html)")
        }
    }

    /// Four cases of 20 changes each, every other change naming a 2,500-character kind: 100 KB
    /// of sentences. The summary keeps under GitHub's 65,536 characters and says what it left out.
    func testTheMarkdownStaysUnderACommentsLimit() throws {
        var sections = ""
        for index in 0..<20 {
            let kind = "kind\(index)-" + String(repeating: "x", count: 2500)
            sections +=
                "  - itemCount: 1\n    boundaryItems: [{kind: \(kind), size: 1fw x HEIGHT, alignment: top}]\n"
                + "    group: {size: 1fw x 10, subitem: {size: 1fw x 1fh}}\n"
        }
        let layout = "canvas: {size: 200 x 2000, scale: 1}\nsections:\n" + sections
        try folder.write(layout.replacingOccurrences(of: "HEIGHT", with: "20"), to: "long.yaml")
        let variants = ["--theme", "light", "--theme", "dark", "--direction", "ltr", "--direction", "rtl"]
        XCTAssertEqual(
            try runMosaic(
                ["snapshot", "long.yaml", "--references", "refs", "--record"] + variants,
                in: folder
            ).status, 0)
        try folder.write(layout.replacingOccurrences(of: "HEIGHT", with: "30"), to: "long.yaml")
        let run = try runMosaic(
            [
                "snapshot", "long.yaml", "--references", "refs", "--markdown", "changes.md",
                "--report", "report"
            ] + variants, in: folder)
        XCTAssertEqual(run.status, 1, run.stderr)
        let markdown = String(decoding: folder.appendingPathComponent("changes.md").bytes, as: UTF8.self)
        XCTAssertLessThan(markdown.count, 65_536)
        XCTAssertGreaterThan(markdown.count, 40_000)
        let html = try CommonMark.html(folder.appendingPathComponent("changes.md"))
        XCTAssertEqual(html.components(separatedBy: "<h3>").count - 1, 2, html)
        XCTAssertTrue(
            html.contains(
                "<p>… and 2 more (cases or orphans, cut to keep this summary short): the report, "
                    + "\(folder.appendingPathComponent("report/index.html").path), has them all.</p>"),
            String(html.suffix(600)))
    }

    /// A 200-character file name, with `#`, `?` and `%` in it: its report images are
    /// written (no temporary name past NAME_MAX) and linked percent-encoded.
    func testALongFileNameWithURLCharactersGetsItsReportImages() throws {
        let name = "r#1?%" + String(repeating: "n", count: 195)
        let run = try changedRun([name + ".yaml": "header"], ["--report", "report"])
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertTrue(run.stderr.contains("\(name) [default]: changed"), run.stderr)
        let page = String(decoding: folder.appendingPathComponent("report/index.html").bytes, as: UTF8.self)
        let images = folder.appendingPathComponent("report/images").fileNames
        XCTAssertEqual(images.count, 3, "\(images)")
        // Cut to 103 bytes and a hash of the whole name.
        let stem = try XCTUnwrap(images.first?.components(separatedBy: ".default.").first)
        XCTAssertEqual(stem.utf8.count, 120)
        XCTAssertTrue(stem.hasPrefix("r#1?%nnnn"), stem)
        let encoded = "images/r%231%3F%25" + stem.dropFirst(5) + ".default.reference.png"
        XCTAssertTrue(page.contains(#"<img src="\#(encoded)""#), page)
    }
}

/// The test cases of a JUnit file, read with Foundation's XML parser (which fails on a file
/// that is not well-formed).
struct JUnitCases {
    struct Case {
        var className = ""
        var name = ""
        var failure: String?
        var skipped: String?
    }

    var cases: [Case] = []

    init(parsing bytes: [UInt8]) throws {
        let delegate = Delegate()
        let parser = XMLParser(data: Data(bytes))
        parser.delegate = delegate
        guard parser.parse() else {
            throw SnapshotTestError("not well-formed XML: \(parser.parserError.map { "\($0)" } ?? "?")")
        }
        cases = delegate.cases
    }

    private final class Delegate: NSObject, XMLParserDelegate {
        var cases: [Case] = []
        var text: String?

        func parser(
            _ parser: XMLParser, didStartElement element: String, namespaceURI: String?,
            qualifiedName: String?, attributes: [String: String] = [:]
        ) {
            switch element {
            case "testcase":
                cases.append(Case(className: attributes["classname"] ?? "", name: attributes["name"] ?? ""))
            case "failure", "error": text = ""
            case "skipped": cases[cases.count - 1].skipped = attributes["message"]
            default: break
            }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) { text? += string }

        func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
            if element == "failure" || element == "error" {
                cases[cases.count - 1].failure = text
                text = nil
            }
        }
    }
}

struct SnapshotTestError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// GitHub's markdown, as Debian's cmark-gfm renders it: raw HTML allowed (as GitHub allows
/// it before sanitising), with GitHub's extensions on.
enum CommonMark {
    static func html(_ file: URL) throws -> String {
        let path = ["/usr/bin/cmark-gfm", "/usr/local/bin/cmark-gfm"].first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
        let executable = try XCTUnwrap(path, "cmark-gfm is not installed: run scripts/install-dependencies.sh")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = [
            "--unsafe", "-e", "autolink", "-e", "table", "-e", "strikethrough", "-e", "tasklist",
            file.path
        ]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        return String(decoding: data, as: UTF8.self)
    }
}
