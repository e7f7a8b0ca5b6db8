import Foundation
import XCTest
import Yams

@testable import MosaicSpec

/// The nesting read from a YAML text's characters is never less than the nesting Yams
/// composes, and is the same for valid YAML; each case below is one that a simpler count of
/// brackets or indentation gets wrong.
final class YAMLNestingScanTests: XCTestCase {
    private func scanned(_ yaml: String, limit: Int = 64) -> YAMLNestingScan.Result {
        YAMLNestingScan.scan(yaml, limit: limit)
    }

    private func assertSameDepth(_ yaml: String, _ expected: Int, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(YAMLNestingOracle.composedDepth(of: yaml), expected, "composed: \(yaml)", file: file, line: line)
        XCTAssertEqual(scanned(yaml).deepest, expected, "scanned: \(yaml)", file: file, line: line)
    }

    /// An alias counts where it stands: composing shares the anchor's node (here a mapping two
    /// levels deep merged into the next section) instead of nesting it again.
    func testAnAliasOfACollectionCountsWhereItStands() {
        let merged = """
            canvas: {size: 300 x 600}
            sections:
              - &base
                itemCount: 3
                group: {size: 1fw x 50, subitem: {size: 1fw x 1fh}}
              - <<: *base
                contentInsets: 10

            """
        assertSameDepth(merged, 5)
        XCTAssertTrue(YAMLNestingOracle.holds(for: merged))
        assertSameDepth("a: &x {b: {c: [1]}}\nd: [[*x]]\n", 4)
    }

    /// A NUL byte ends the text, as in libyaml's reader; a fuzzer's NULs inside a plain scalar
    /// of a flow mapping once kept the scan waiting there for ever.
    func testANulByteEndsTheText() {
        let text = "a:\n  b: [c, {d: con\0\0\0troup}]\n  e:\n    - [[[x]]]\n"
        XCTAssertEqual(scanned(text).deepest, 4, "a, b, [ and { before the NUL; not the lists after it")
        XCTAssertTrue(YAMLNestingOracle.holds(for: text))
    }

    func testBlockIndentation() {
        assertSameDepth("a: 1\nb:\n  c:\n    d: [1]\n", 4)
        assertSameDepth("- a\n- - b\n  - - c\n", 3)
        // Compact lists: each '- ' opens one more on the same line.
        assertSameDepth("- - - - x\n", 4)
        assertSameDepth("- - - - x\n    - y\n  - z\n", 4)
        // A mapping's value may be a list of '- ' at the mapping's own indentation.
        assertSameDepth("key:\n- a\n- b: [c]\nother: d\n", 4)
        assertSameDepth("a:\n  b:\n  - x\n  - y:\n    - z\n  c: 1\n", 5)
        // A mapping in a list item, and explicit keys.
        assertSameDepth("- a: 1\n  b: {c: 2}\n", 3)
        assertSameDepth("? - a\n  - b\n: - c\n", 2)
        assertSameDepth("? [a, {b: c}]\n: d\n", 3)
    }

    func testFlowCollections() {
        assertSameDepth("key: [ {a: [ [1, {b: [2]}] ]} ]\n", 7)
        // Multi-line flow collections ignore indentation.
        assertSameDepth("a: [1,\n [2,\n  {b:\n [3]}],\n    4]\n", 5)
        // `key: value` in `[ ]` makes a one-pair mapping; in `{ }` it does not.
        assertSameDepth("[a: [b: c]]\n", 4)
        assertSameDepth("{a: {b: c}}\n", 2)
        assertSameDepth("[? a, b]\n", 2)
        // A key that is itself a collection: its mapping is known only at the ':'.
        assertSameDepth("[[[x]]: y]\n", 4)
        assertSameDepth("[[a]: b]: c\n", 4)
        assertSameDepth("{[a, [b]]: c}: d\n", 4)
    }

    func testScalarsAreSkipped() {
        // Quoted brackets, escapes and doubled quotes.
        assertSameDepth("a: \"[[[{\\\"]]\"\nb: '[[[ '' {{'\nc: [\"]\", ']']\n", 2)
        // '#' inside quotes and plain scalars is text; after a space it starts a comment.
        assertSameDepth("a: \"# [[[\"\nb: x#[[[\nc: 1 # [[[[\nd: [1, 2] # {{{\n", 2)
        // Brackets inside a plain scalar in block context are text.
        assertSameDepth("title: Photos [2024] {draft}\nnote: a [ b\n", 1)
        // Block scalars: whatever their lines hold.
        assertSameDepth("a: |\n  [[[[\n  - - -\n  {b: c}: d\nb: >-\n\n   [[[ ]]\n   x: y\nc: [1]\n", 2)
        assertSameDepth("- |2\n     [[[[\n- x\n", 1)
        // Multi-line quoted and plain scalars.
        assertSameDepth("a: \"x\n  [[[\n  y\"\nb: plain\n  text [[[\n  more\n", 1)
        // Tags and anchors.
        assertSameDepth("a: !!seq &s [!!str x, !custom {b: c}]\nd: *s\n", 3)
    }

    func testDocumentsEndEveryBlockCollection() {
        assertSameDepth("a:\n  b:\n    c: 1\n---\n- [x]\n...\n--- |\n  [[[\n", 3)
        assertSameDepth("%YAML 1.1\n---\n- a: [b]\n", 3)
    }

    /// Every sample layout file.
    func testTheSamplesNestAsComposed() throws {
        let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Samples")
        let files = try FileManager.default.contentsOfDirectory(atPath: samples.path).filter { $0.hasSuffix(".yaml") }
        XCTAssertGreaterThan(files.count, 10)
        for file in files {
            let yaml = try String(contentsOf: samples.appendingPathComponent(file), encoding: .utf8)
            XCTAssertEqual(scanned(yaml).deepest, YAMLNestingOracle.composedDepth(of: yaml), file)
        }
    }

    func testAliasesAreListedWhereTheyAre() {
        let result = scanned("a: &x [1]\nb: [*x, *x]\nc: \"*y\"\nd: 'a*b'\n")
        XCTAssertEqual(result.aliases, [.init(line: 2, column: 5), .init(line: 2, column: 9)])
    }

    /// The first list or mapping past the limit, where libyaml's event for it starts: for
    /// block lists and mappings, their first entry; for an anchored flow list, its anchor.
    func testTheFirstLevelPastTheLimitIsLocated() {
        var lines = ["root:"]
        for level in 1..<6 { lines.append(String(repeating: " ", count: 2 * level) + "k\(level):") }
        lines.append(String(repeating: " ", count: 12) + "- x")
        let yaml = lines.joined(separator: "\n") + "\n"
        XCTAssertEqual(scanned(yaml, limit: 7).tooDeep, nil)
        XCTAssertEqual(scanned(yaml, limit: 6).tooDeep, .init(line: 7, column: 13))
        XCTAssertEqual(scanned(yaml, limit: 5).tooDeep, .init(line: 6, column: 11))
        XCTAssertEqual(scanned("a: &x [[1]]\n", limit: 1).tooDeep, .init(line: 1, column: 4))
        XCTAssertEqual(scanned("a: &x [[1]]\n", limit: 2).tooDeep, .init(line: 1, column: 8))
    }

    /// A key holding collections, inside `[ ]`: its pair's mapping opens first, at the key,
    /// so the key's own lists are one level deeper than they were when read.
    func testAKeyRevealedByItsColonIsCountedOneLevelDeeper() {
        let yaml = "- [[[x]]: y]\n"
        XCTAssertEqual(YAMLNestingOracle.composedDepth(of: yaml), 5)
        XCTAssertEqual(scanned(yaml, limit: 5).tooDeep, nil)
        XCTAssertEqual(scanned(yaml, limit: 4).tooDeep, .init(line: 1, column: 5))
        XCTAssertEqual(scanned(yaml, limit: 2).tooDeep, .init(line: 1, column: 4))
    }

    /// Variations of the cases above (a line dropped, doubled or indented, a character
    /// removed): for each, the scan counts at least as deep as Yams composes (up to the
    /// first syntax error, if any).
    func testVariationsNeverCountLess() {
        let seeds = [
            "key:\n- a\n- b: [c, {d: [e]}]\nother:\n  x: |\n    [[[\n  y: - z\n", "- - [a: [b]]\n  - {c: d}: e\n",
            "a: \"[\\\"\"\n? [x]\n: - y\n  - [[z]]: w\n", "[1,\n [2,\n  {a: [3]}]]\n---\n- &a {b: *a}\n"
        ]
        var checked = 0
        for seed in seeds {
            let lines = seed.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            var variants = [seed]
            for index in lines.indices {
                var dropped = lines
                dropped.remove(at: index)
                var indented = lines
                indented[index] = "  " + indented[index]
                var doubled = lines
                doubled.insert(lines[index], at: index)
                variants += [dropped, indented, doubled].map { $0.joined(separator: "\n") }
            }
            for offset in 0..<seed.count {
                var removed = seed
                removed.remove(at: removed.index(removed.startIndex, offsetBy: offset))
                variants.append(removed)
            }
            for variant in variants {
                checked += 1
                XCTAssertTrue(YAMLNestingOracle.holds(for: variant), variant)
            }
        }
        XCTAssertGreaterThan(checked, 100)
    }

    /// Texts made of YAML's structural pieces in random order (a fixed sequence, so every
    /// run checks the same ones): the scan never counts less than Yams composes.
    func testRandomPiecesNeverCountLess() {
        let pieces = [
            "[", "]", "{", "}", ", ", "- ", "? ", ": ", ":", "a", "b c", "'q[ '", "\"e\\\"[\"", "#c[", " #c{",
            "\n", "\n  ", "\n    ", "\n ", "|\n", ">-\n", "&x ", "*x", "!t ", "\n---\n", "\n...\n", "x: ",
            "- - ", "[a: ", "{b: ", "\t"
        ]
        // Indentation, entries and keys, which make valid nesting more often.
        let blockPieces = [
            "\n", "\n  ", "\n    ", "\n      ", "- ", "k: ", "k:", "? ", ": ", "a", "[", "]", "{", "}", ", "
        ]
        var state: UInt64 = 40
        func nextIndex(_ count: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(count))
        }
        let count = Int(ProcessInfo.processInfo.environment["YAML_NESTING_TRIALS"] ?? "") ?? 3000
        var composed = 0
        for trial in 0..<count {
            let set = trial.isMultiple(of: 2) ? pieces : blockPieces
            let text = (0..<(4 + nextIndex(40))).map { _ in set[nextIndex(set.count)] }.joined()
            if YAMLNestingOracle.composedDepth(of: text) > 1 { composed += 1 }
            XCTAssertTrue(YAMLNestingOracle.holds(for: text), text.debugDescription)
        }
        XCTAssertGreaterThan(composed, count / 200, "texts with nested collections")
    }
}
