import Foundation
import XCTest

@testable import MosaicSpec

/// A file cannot make Mosaic recurse, allocate or loop without limit: each limit of
/// ``DocumentLimits`` gives one error at the place that crosses it.
final class ResourceLimitTests: XCTestCase {
    private let group = "group: {size: 1fw x 44, subitem: {size: 1fw x 1fh}}"

    private func onlyError(
        _ yaml: String, limits: DocumentLimits = .standard,
        file: StaticString = #filePath, line: UInt = #line
    ) -> SpecError? {
        do {
            _ = try LayoutDocument(yaml: yaml, file: "test.yaml", limits: limits)
            XCTFail("decoded", file: file, line: line)
        } catch let errors as SpecErrors {
            XCTAssertEqual(errors.errors.count, 1, "\(errors)", file: file, line: line)
            return errors.errors.first
        } catch {
            XCTFail("\(error)", file: file, line: line)
        }
        return nil
    }

    /// 5,000 nested brackets overflowed the stack while composing (a crash). The 65th
    /// bracket is refused, at its column: `sections:` is line 1, the brackets start at
    /// column 12 of line 2, so the 65th is at column 12 + 64 - 1 = 75 counting the one
    /// opened by `group:` (level 3: the file and the section list come first).
    /// A file of 66 bytes (`sections:` and one 44 pt row) reads at a 66-byte limit and is
    /// refused, before any decoding, at 65.
    func testFileLargerThanTheByteLimitIsRefusedUnread() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mosaic-limit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("row.yaml")
        let text = "sections:\n  - group: {size: 1fw x 44, subitem: {size: 1fw x 1fh}}\n"
        try Data(text.utf8).write(to: url)
        XCTAssertEqual(text.utf8.count, 66)
        XCTAssertNoThrow(try LayoutDocument(contentsOf: url, limits: DocumentLimits(maximumFileBytes: 66)))
        XCTAssertThrowsError(try LayoutDocument(contentsOf: url, limits: DocumentLimits(maximumFileBytes: 65))) {
            error in
            XCTAssertEqual(
                (error as? SpecErrors)?.errors.map(\.message),
                ["cannot read the file: it is larger than 65 bytes, the most a layout file may have"])
        }
    }

    func testDeepNestingIsRefusedBeforeComposing() {
        let yaml = "sections:\n  - group: " + String(repeating: "[", count: 5000) + String(repeating: "]", count: 5000)
        let error = onlyError(yaml)
        XCTAssertEqual(error?.line, 2)
        XCTAssertEqual(error?.column, 12 + 64 - 3)
        XCTAssertEqual(error?.message, "lists and mappings nest more than 64 deep here")
    }

    /// Nesting just inside the limit decodes on a thread with a 512 KiB stack (the size of
    /// a worker thread's), where deep recursion crashed renders before.
    func testNestingAtTheLimitFitsASmallStack() {
        // 60 levels of lists under 'description:' (an error, not a crash: it must be text).
        let yaml =
            "description: " + String(repeating: "[", count: 62) + String(repeating: "]", count: 62)
            + "\nsections: [{\(group)}]"
        nonisolated(unsafe) var found: [SpecError] = []
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            found = errors(yaml)
            done.signal()
        }
        thread.stackSize = 512 * 1024
        thread.start()
        done.wait()
        XCTAssertEqual(found.map(\.message), ["'description' must be text, not a list"])

        // 16 inline groups, the most allowed, decode and lay out on the same small stack.
        var group = "{size: 1fw x 1fh}"
        for _ in 0..<16 { group = "{size: 1fw x 1fh, subitem: \(group)}" }
        let nested = "sections: [{itemCount: 1, group: \(group)}]"
        nonisolated(unsafe) var frame: CGRect?
        let laidOut = DispatchSemaphore(value: 0)
        let layoutThread = Thread {
            let document = try? LayoutDocument(yaml: nested)
            let host = document?.makeLayoutHost()  // the layout holds its host weakly
            frame = host?.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
            laidOut.signal()
        }
        layoutThread.stackSize = 512 * 1024
        layoutThread.start()
        laidOut.wait()
        XCTAssertEqual(frame?.width, 393, "the iPhone 15's width, the default canvas")
    }

    /// Nine anchors, each a list of ten aliases of the one before, stand for 10^9 values
    /// in 9 lines (an alias bomb). Refused at the alias that crosses 1,000,000: a0 to a4
    /// stand for 11, 111, ..., 111,111 values (a list counts itself), so with their keys,
    /// the mappings and `a5`'s list, 123,465 values come before a5's aliases; each adds
    /// 111,111, and the 8th crosses the limit: line 7, column 12 + 7 x 5 = 47.
    func testAliasBombIsRefusedAtTheAliasThatCrossesTheLimit() {
        var lines = ["description:", "  a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
        for level in 1...8 {
            lines.append(
                "  a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ")
                    + "]")
        }
        let error = onlyError((lines + ["sections: [{\(group)}]"]).joined(separator: "\n"))
        XCTAssertEqual(error?.message, "the file stands for more than 1,000,000 values once its aliases are expanded")
        XCTAssertEqual(error?.line, 7)
        XCTAssertEqual(error?.column, 47)
    }

    /// Anchors that each hold an alias of the one before, four lists down, nest four levels
    /// deeper per anchor once expanded, though the text nests six: `a_k` reaches level
    /// 2 + 4 x (k + 1) (the file, `description:`, then four per anchor), so a15 is the first past
    /// 64, refused at its alias `*a14` (line 17, column 17).
    func testAliasChainDeeperThanTheLimitIsRefusedAtItsAlias() {
        var lines = ["description:", "  a0: &a0 [[[[x]]]]"]
        for k in 1...40 { lines.append("  a\(k): &a\(k) [[[[*a\(k - 1)]]]]") }
        let error = onlyError((lines + ["sections: [{\(group)}]"]).joined(separator: "\n"))
        XCTAssertEqual(
            error?.message, "lists and mappings nest more than 64 deep here once its aliases are expanded")
        XCTAssertEqual(error?.line, 17)
        XCTAssertEqual(error?.column, 17)
        // Fourteen links stay within 64 levels: the file is read, and only its description is wrong.
        let within = onlyError((Array(lines.prefix(16)) + ["sections: [{\(group)}]"]).joined(separator: "\n"))
        XCTAssertEqual(within?.message, "'description' must be text, not a mapping")
    }

    /// The 1,001st alias is refused before composing, where it is: `description: [&a x` is 18
    /// characters, and each `, *a` adds 4, so alias i starts at column 4i + 17.
    func testTheAliasAfterTheLimitIsRefused() {
        let aliases = Array(repeating: "*a", count: 1_001).joined(separator: ", ")
        let error = onlyError("description: [&a x, \(aliases)]\nsections: [{\(group)}]")
        XCTAssertEqual(error?.message, "alias number 1,001: a file may have at most 1,000 aliases (*name)")
        XCTAssertEqual(error?.line, 1)
        XCTAssertEqual(error?.column, 4 * 1_001 + 17)
        let raised = onlyError(
            "description: [&a x, \(aliases)]\nsections: [{\(group)}]", limits: DocumentLimits(maximumAliases: 1_001))
        XCTAssertEqual(raised?.message, "'description' must be text, not a list")
    }

    /// A chain of 990 anchors, four lists each, is a node nearly 4,000 levels deep. Freeing it
    /// at once took a call per level and overflowed the stack (a crash) when the file was
    /// refused or failed to compose; on a 512 KiB worker stack both are now plain errors.
    func testADeepChainOfAliasesIsFreedWithoutOverflowingTheStack() {
        var lines = ["description:", "  a0: &a0 [[[[x]]]]"]
        for k in 1..<990 { lines.append("  a\(k): &a\(k) [[[[*a\(k - 1)]]]]") }
        let refused = (lines + ["sections: [{\(group)}]"]).joined(separator: "\n")
        let unclosed = refused + "\nbad: [unclosed"
        nonisolated(unsafe) var found: [[String]] = []
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            found = [errors(refused).map(\.message), errors(unclosed).map(\.message)]
            done.signal()
        }
        thread.stackSize = 512 * 1024
        thread.start()
        done.wait()
        XCTAssertEqual(found.first, ["lists and mappings nest more than 64 deep here once its aliases are expanded"])
        XCTAssertEqual(found.last?.count, 1)
        XCTAssertTrue(found.last?.first?.hasPrefix("YAML syntax error") ?? false, "\(found)")
    }

    func testOverlongValueIsRefused() {
        let error = onlyError("title: " + String(repeating: "x", count: 10_001) + "\nsections: [{\(group)}]")
        XCTAssertEqual(error?.message, "this value is 10,001 bytes long, more than the limit of 10,000")
        XCTAssertEqual(error?.line, 1)
        XCTAssertEqual(error?.column, 8)
    }

    /// Groups naming each other nest without nesting the YAML: g0 > g1 > ... > g40.
    func testGroupChainThroughNamesIsRefusedAtTheSeventeenthGroup() {
        var yaml = "groups:\n"
        for index in 0..<40 { yaml += "  g\(index): {size: 1fw x 44, subitem: g\(index + 1)}\n" }
        yaml += "  g40: {size: 1fw x 44, subitem: {size: 1fw x 1fh}}\nsections:\n  - group: g0\n"
        let found = errors(yaml)
        XCTAssertEqual(found.first?.message, "groups nest more than 16 deep here (group 'g16')")
        XCTAssertEqual(found.first?.line, 18, "g16 is defined on line 2 + 16")
    }

    /// count: 1000 of count: 1000 is a million cells in one group.
    func testNestedCountsOverTheCellLimitAreRefused() {
        let error = onlyError(
            """
            sections:
              - group: {size: 1fw x 44, count: 1000, subitem: {size: 1fw x 1fh, count: 1000, subitem: {size: 1fw x 1fh}}}
            """)
        XCTAssertEqual(
            error?.message,
            "group of section 0 holds 1,000,000 or more cells, more than the limit of 100,000 for one group")
        XCTAssertEqual(error?.line, 2)
    }

    func testCellsInAllOverTheLimitAreRefusedAndTheLimitCanBeRaised() {
        let yaml = "sections:\n  - {itemCount: 1000000, repeat: 3, \(group)}\n"
        let error = onlyError(yaml)
        XCTAssertEqual(error?.message, "the sections hold 3,000,000 cells in all, more than the limit of 2,000,000")
        XCTAssertEqual(error?.hint, "lower 'itemCount' or 'repeat', or raise the limit with --max-elements")
        var raised = DocumentLimits.standard
        raised.maximumElements = 3_000_000
        XCTAssertNoThrow(try LayoutDocument(yaml: yaml, limits: raised))
    }

    /// 2,400 cells with 1,000 badges each are 2,402,400 elements to lay out and draw: refused,
    /// since badges cost as much as cells; 2,000 cells with one badge each pass.
    func testBadgesCountTowardTheElementLimit() {
        let badges = Array(repeating: "{kind: badge, size: 20 x 20}", count: 1000).joined(separator: ", ")
        let yaml =
            "sections:\n  - {itemCount: 2400, group: {size: 1fw x 44, subitem: {size: 1fw x 1fh, "
            + "supplementaries: [\(badges)]}}}\n"
        let error = onlyError(yaml)
        XCTAssertEqual(
            error?.message,
            "the sections hold 2,400 cells and 2,400,000 supplementary views in all, "
                + "more than the limit of 2,000,000")
        XCTAssertEqual(error?.line, 2)
        XCTAssertNoThrow(
            try LayoutDocument(
                yaml: """
                    sections:
                      - {itemCount: 2000, group: {size: 1fw x 44, subitem: {size: 1fw x 1fh, supplementaries: [{kind: badge, size: 20 x 20}]}}}
                    """))
    }

    /// A group of 3 badged items in a group that repeats it 4 times: 12 badges a copy, and
    /// 25 cells fill 3 copies of 12 cells.
    func testBadgesAreCountedPerCopyOfTheGroup() {
        let yaml = """
            sections:
              - itemCount: 25
                group:
                  size: 1fw x 176
                  type: vertical
                  count: 4
                  subitem:
                    size: 1fw x 44
                    count: 3
                    subitem: {size: 1fw x 1fh, supplementaries: [{kind: badge, size: 10 x 10}]}
            """
        var limits = DocumentLimits.standard
        limits.maximumElements = 25 + 35
        XCTAssertEqual(
            onlyError(yaml, limits: limits)?.message,
            "the sections hold 25 cells and 36 supplementary views in all, more than the limit of 60")
        limits.maximumElements = 25 + 36
        XCTAssertNoThrow(try LayoutDocument(yaml: yaml, limits: limits))
    }

    /// Numbers past 1,000,000 are refused where they are written, so no sum or pixel
    /// count made from them can overflow.
    func testHugeNumbersAreRefused() {
        XCTAssertEqual(
            onlyError("canvas: {size: 374 x 8e54}\nsections: [{\(group)}]")?.message,
            "dimension '8e54' is too large in 'size'")
        XCTAssertEqual(
            onlyError("canvas: {device: iphone-15, safeArea: 1e300}\nsections: [{\(group)}]")?.message,
            "'safeArea' is too large: 1e300")
        XCTAssertEqual(
            onlyError("sections: [{\(group), interGroupSpacing: 2000000}]")?.message,
            "'interGroupSpacing' is too large: 2000000")
    }
}
