import Foundation
import XCTest

/// `mosaic frames`: every element's frame as a table or JSON.
final class FramesCommandTests: CLITestCase {
    struct Frame: Decodable, Equatable {
        var category: String
        var kind: String
        var section: Int
        var item: Int
        var x: Double
        var y: Double
        var width: Double
        var height: Double
        var zIndex: Int
    }

    func testFramesJSONDecodesToTheEnginesFrames() throws {
        let result = try runMosaic(["frames", "tiny.yaml", "--json"], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        let frames = try JSONDecoder().decode([Frame].self, from: Data(result.stdout.utf8))
        let header = "UICollectionElementKindSectionHeader"
        XCTAssertEqual(
            frames.sorted { ($0.category, $0.item) < ($1.category, $1.item) },
            [
                Frame(
                    category: "cell", kind: "cell", section: 0, item: 0, x: 0, y: 30, width: 300, height: 50, zIndex: 0),
                Frame(
                    category: "cell", kind: "cell", section: 0, item: 1, x: 0, y: 80, width: 300, height: 50, zIndex: 0),
                Frame(
                    category: "cell", kind: "cell", section: 0, item: 2, x: 0, y: 130, width: 300, height: 50, zIndex: 0
                ),
                Frame(
                    category: "supplementary", kind: header, section: 0, item: 0, x: 0, y: 0, width: 300, height: 30,
                    zIndex: 1)
            ])
    }

    func testFramesFollowTheDeviceOption() throws {
        let result = try runMosaic(["frames", "tiny.yaml", "--json", "--device", "iphone-se"], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        let frames = try JSONDecoder().decode([Frame].self, from: Data(result.stdout.utf8))
        XCTAssertEqual(frames.filter { $0.category == "cell" }.map(\.width), [375, 375, 375])
    }

    func testFramesTableHasARowPerElement() throws {
        let result = try runMosaic(["frames", "tiny.yaml"], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 5, result.stdout)
        XCTAssertTrue(lines[0].hasPrefix("CATEGORY"), lines[0])
        let row = lines.first { $0.hasPrefix("cell") && $0.contains(" 80 ") }
        XCTAssertEqual(
            row?.split(separator: " ").map(String.init), ["cell", "cell", "0", "1", "0", "80", "300", "50", "0"])
    }

    /// 4000 cells, four 75-point cells a row, rows 25.5 points tall: the table (about 240 KB) and
    /// the JSON are written to standard output in 64 KiB chunks, and no row is lost or cut at a
    /// chunk's end. The last cell, item 3999, is in row 999: y = 999 x 25.5 = 25474.5.
    func testFramesLongerThanAnOutputChunkArriveWhole() throws {
        try folder.write(
            """
            canvas: {size: 300 x 400, scale: 2}
            sections:
              - itemCount: 4000
                group:
                  size: 1fw x 25.5
                  subitem: {size: 0.25fw x 1fh}

            """, to: "rows.yaml")
        let table = try runMosaic(["frames", "rows.yaml"], in: folder)
        XCTAssertEqual(table.status, 0, table.stderr)
        let lines = table.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        XCTAssertEqual(lines.count, 4002)  // the header, 4000 rows and the empty string after the last newline
        XCTAssertEqual(lines.last, "")
        XCTAssertEqual(Set(lines.dropLast().map(\.count)).count, 1, "every line is as wide as the header")
        XCTAssertEqual(
            lines[4000].split(separator: " ").map(String.init),
            ["cell", "cell", "0", "3999", "225", "25474.50", "75", "25.50", "0"])
        XCTAssertEqual(
            lines[1].split(separator: " ").map(String.init),
            ["cell", "cell", "0", "0", "0", "0", "75", "25.50", "0"])

        let json = try runMosaic(["frames", "rows.yaml", "--json"], in: folder)
        XCTAssertEqual(json.status, 0, json.stderr)
        let frames = try JSONDecoder().decode([Frame].self, from: Data(json.stdout.utf8))
        XCTAssertEqual(frames.count, 4000)
        XCTAssertEqual(
            frames.last,
            Frame(
                category: "cell", kind: "cell", section: 0, item: 3999, x: 225, y: 25474.5,
                width: 75, height: 25.5, zIndex: 0))
        XCTAssertTrue(
            json.stdout.hasSuffix("    \"y\" : 25474.5,\n    \"zIndex\" : 0\n  }\n]\n"), String(json.stdout.suffix(200))
        )
    }

    /// A kind longer than the 16 bytes a number's text is copied in, with two-byte characters,
    /// and columns with more distinct values (100 items, 100 y values) than the 64 texts each
    /// column keeps: every line is as wide as the header in characters. Rows 30.25 pt tall at
    /// scale 1: item 98 starts at 2964.5, rounded to 2965; item 99 at 2994.75, rounded to 2995;
    /// the background covers 100 x 30.25 = 3025 points.
    func testFramesTableAlignsLongKindsAndManyDistinctValues() throws {
        try folder.write(
            """
            canvas: {size: 300 x 400, scale: 1}
            sections:
              - itemCount: 100
                background: {kind: "carte-très-longue-décoration"}
                group:
                  size: 1fw x 30.25
                  subitem: {size: 1fw x 1fh}

            """, to: "long-kind.yaml")
        let result = try runMosaic(["frames", "long-kind.yaml"], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 102)
        XCTAssertEqual(Set(lines.map(\.count)), [lines[0].count], result.stdout)
        XCTAssertEqual(
            lines[1].split(separator: " ").map(String.init),
            ["decoration", "carte-très-longue-décoration", "0", "0", "0", "0", "300", "3025", "0"])
        XCTAssertEqual(
            lines[100].split(separator: " ").map(String.init),
            ["cell", "cell", "0", "98", "0", "2965", "300", "30", "1"])
        XCTAssertEqual(
            lines[101].split(separator: " ").map(String.init),
            ["cell", "cell", "0", "99", "0", "2995", "300", "30", "1"])
    }

    /// Item numbers are counted up rather than formatted one by one: the texts across each
    /// change in the number of digits (9 to 10, 99 to 100, 999 to 1000), and again from 0 in a
    /// second section, are the numbers', and the column is as wide as "1000".
    func testFramesItemNumbersAcrossDigitChangesAndSections() throws {
        try folder.write(
            """
            canvas: {size: 100 x 400, scale: 1}
            sections:
              - itemCount: 1001
                group:
                  size: 1fw x 10
                  subitem: {size: 1fw x 1fh}
              - itemCount: 2
                group:
                  size: 1fw x 10
                  subitem: {size: 1fw x 1fh}

            """, to: "counting.yaml")
        let table = try runMosaic(["frames", "counting.yaml"], in: folder)
        XCTAssertEqual(table.status, 0, table.stderr)
        let lines = table.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 1 + 1001 + 2)
        XCTAssertEqual(Set(lines.map(\.count)), [lines[0].count], "aligned")
        // Row n + 1 is item n of section 0 (y = 10 n); then section 1 from y = 10010.
        let expected: [Int: [String]] = [
            1: ["cell", "cell", "0", "0", "0", "0", "100", "10", "0"],
            10: ["cell", "cell", "0", "9", "0", "90", "100", "10", "0"],
            11: ["cell", "cell", "0", "10", "0", "100", "100", "10", "0"],
            100: ["cell", "cell", "0", "99", "0", "990", "100", "10", "0"],
            101: ["cell", "cell", "0", "100", "0", "1000", "100", "10", "0"],
            1000: ["cell", "cell", "0", "999", "0", "9990", "100", "10", "0"],
            1001: ["cell", "cell", "0", "1000", "0", "10000", "100", "10", "0"],
            1002: ["cell", "cell", "1", "0", "0", "10010", "100", "10", "0"],
            1003: ["cell", "cell", "1", "1", "0", "10020", "100", "10", "0"]
        ]
        for (line, fields) in expected {
            XCTAssertEqual(lines[line].split(separator: " ").map(String.init), fields, "line \(line)")
        }
        XCTAssertEqual(lines[0], "CATEGORY  KIND  SECTION  ITEM  X      Y  WIDTH  HEIGHT  Z")
        XCTAssertEqual(lines[11], "cell      cell        0    10  0    100    100      10  0")
        let json = try runMosaic(["frames", "counting.yaml", "--json"], in: folder)
        XCTAssertEqual(json.status, 0, json.stderr)
        let objects = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        XCTAssertEqual(objects.map { $0["item"] as? Int }, (0...1000).map { $0 } + [0, 1])
        XCTAssertTrue(json.stdout.contains("\"item\" : 1000,\n"), "as JSONEncoder writes it")
    }

    func testFramesOfABadFileExitWithOne() throws {
        let result = try runMosaic(["frames", "bad.yaml", "--json"], in: folder)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdout, "")
        XCTAssertTrue(result.stderr.contains("bad.yaml:4:5:"), result.stderr)
    }
}
