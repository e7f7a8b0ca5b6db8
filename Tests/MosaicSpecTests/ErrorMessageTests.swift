import XCTest

@testable import MosaicSpec

/// Every kind of mistake is reported with its line, column and a hint; several
/// at once; never a crash.
final class ErrorMessageTests: XCTestCase {
    /// The single error decoding `yaml` reports, failing the test when there is not exactly one.
    private func only(_ yaml: String, file: StaticString = #filePath, line: UInt = #line) -> SpecError? {
        let found = errors(yaml)
        XCTAssertEqual(
            found.count, 1, "expected one error, got:\n\(found.map(\.description).joined(separator: "\n"))",
            file: file, line: line)
        return found.first
    }

    private func assert(
        _ error: SpecError?, line: Int, column: Int, message: String, hint: String?,
        file: StaticString = #filePath, sourceLine: UInt = #line
    ) {
        guard let error else { return XCTFail("no error", file: file, line: sourceLine) }
        XCTAssertEqual(error.line, line, "line of: \(error)", file: file, line: sourceLine)
        XCTAssertEqual(error.column, column, "column of: \(error)", file: file, line: sourceLine)
        XCTAssertEqual(error.message, message, file: file, line: sourceLine)
        XCTAssertEqual(error.hint, hint, file: file, line: sourceLine)
    }

    private let group = "group: {size: 1fw x 44, subitem: {size: 1fw x 1fh}}"

    /// `check(contentsOf:)` returns a file's mistakes, as decoding it throws them, without a
    /// document: none for a sample, the typo's line and column in a file, and one error naming
    /// a file that is not there.
    func testCheckingAFileListsItsMistakes() throws {
        XCTAssertEqual(LayoutDocument.check(contentsOf: repositoryRoot.appendingPathComponent("Samples/grid.yaml")), [])
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("check-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let typo = folder.appendingPathComponent("typo.yaml")
        try "sections:\n  - \(group)\n    interGroupSpasing: 10\n".write(to: typo, atomically: true, encoding: .utf8)
        let mistakes = LayoutDocument.check(contentsOf: typo)
        XCTAssertEqual(mistakes.map(\.line), [3])
        XCTAssertEqual(mistakes.map(\.column), [5])
        XCTAssertEqual(mistakes.first?.hint, "did you mean 'interGroupSpacing'?")
        let missing = LayoutDocument.check(contentsOf: folder.appendingPathComponent("missing.yaml"))
        XCTAssertEqual(missing.count, 1)
        XCTAssertEqual(missing.first?.message, "cannot read the file: no such file or directory")
        XCTAssertTrue(
            missing.first?.description.hasSuffix("missing.yaml: error: cannot read the file: no such file or directory")
                ?? false,
            "\(missing)")
    }

    func testUnknownKeyNamesTheNearestKey() {
        let error = only(
            """
            sections:
              - \(group)
                interGroupSpasing: 10
            """)
        assert(
            error, line: 3, column: 5, message: "unknown key 'interGroupSpasing' in section 0",
            hint: "did you mean 'interGroupSpacing'?")
        XCTAssertEqual(
            error?.description,
            "test.yaml:3:5: error: unknown key 'interGroupSpasing' in section 0; did you mean 'interGroupSpacing'?")
    }

    func testKeyInTheWrongPlaceSaysWhereItBelongs() {
        assert(
            only(
                """
                sections:
                  - \(group)
                    interItemSpacing: 10
                """), line: 3, column: 5, message: "'interItemSpacing' does not belong in section 0",
            hint: "move it to the section's group")
    }

    func testWrongTypeIsReported() {
        assert(
            only(
                """
                sections:
                  - \(group)
                    interGroupSpacing: [10]
                """), line: 3, column: 24, message: "'interGroupSpacing' must be a number, not a list", hint: nil)
    }

    func testBadHeaderInsetsPointAtTheValue() {
        assert(
            only(
                """
                sections:
                  - \(group)
                    header: {text: Top, contentInsets: {leading: -6}}
                """), line: 3, column: 50, message: "'contentInsets.leading' must be at least 0, not -6", hint: nil)
        assert(
            only(
                """
                sections:
                  - \(group)
                    boundaryItems:
                      - kind: footer
                        contentInsets: [4, 8, 4]
                """), line: 5, column: 24,
            message:
                "'contentInsets' must list 1, 2 ([vertical, horizontal]) or 4 [top, leading, bottom, trailing] numbers, not 3",
            hint: nil)
        assert(
            only(
                """
                sections:
                  - group:
                      size: 1fw x 44
                      subitem: {supplementaries: [{size: 20 x 20, contentInsets: {lead: 2}}]}
                """), line: 4, column: 67, message: "unknown key 'lead' in contentInsets",
            hint: "expected one of: top, leading, bottom, trailing, horizontal, vertical")
    }

    func testBadDimensionSuggestsTheUnit() {
        assert(
            only(
                """
                sections:
                  - group:
                      size: 1fw x 44
                      subitem: {size: 0.5fx x 1fh}
                """), line: 4, column: 23, message: "bad dimension '0.5fx' in 'size'", hint: "did you mean '0.5fw'?")
    }

    func testBadSizeExplainsTheNotation() {
        assert(
            only(
                """
                sections:
                  - group:
                      size: 1fw by 44
                      subitem: {size: 1fw x 1fh}
                """), line: 3, column: 13, message: "bad size '1fw by 44' in 'size'",
            hint: "write a size as 'WIDTH x HEIGHT', e.g. '1fw x 44'")
    }

    func testMissingImageFileNamesTheNearestFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mosaic-spec-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(pngHeader(width: 1, height: 1)).write(to: folder.appendingPathComponent("tokyo.png"))
        let found = errors(
            """
            sections:
              - \(group)
                content:
                  - {title: Tokyo, image: tokyo.png}
                  - {title: Kyoto, image: tokio.png}
            """, baseDirectory: folder)
        XCTAssertEqual(found.count, 1, "\(found)")
        assert(
            found.first, line: 5, column: 31, message: "image file 'tokio.png' not found",
            hint: "did you mean 'tokyo.png'?")
    }

    /// `image: "."` trapped in the "did you mean" hint (a fuzzer crash); a path of dots with a
    /// misspelt file after it still gets its hint with the folder part kept.
    func testAFolderAsAnImageIsAnErrorWhereItIsNamed() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mosaic-spec-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("photos"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(pngHeader(width: 1, height: 1)).write(to: folder.appendingPathComponent("photos/a.png"))
        let found = errors(
            """
            sections:
              - \(group)
                content:
                  - {title: Here, image: "."}
                  - {title: Up, image: ../}
                  - {title: Typo, image: ./photos/b.png}
            """, baseDirectory: folder)
        XCTAssertEqual(found.count, 3, "\(found)")
        assert(
            found.first, line: 4, column: 30, message: "image '.' is a folder, not an image file",
            hint: "name a PNG or JPEG file, relative to the layout file's folder, \(folder.path)")
        assert(
            found.dropFirst().first, line: 5, column: 28, message: "image '../' is a folder, not an image file",
            hint: "name a PNG or JPEG file, relative to the layout file's folder, \(folder.path)")
        assert(
            found.last, line: 6, column: 30, message: "image file './photos/b.png' not found",
            hint: "did you mean './photos/a.png'?")
    }

    func testImagePathIsMadeAbsolute() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mosaic-spec-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("photos"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(pngHeader(width: 1, height: 1)).write(to: folder.appendingPathComponent("photos/a.png"))
        let document = try LayoutDocument(
            yaml: "sections: [{\(group), content: [{image: photos/a.png}]}]",
            baseDirectory: folder)
        XCTAssertEqual(
            document.content.sections[0].items[0].imagePath,
            folder.appendingPathComponent("photos/a.png").standardizedFileURL.path)
    }

    func testUnknownTextSizeNamesTheNearestSize() {
        let error = only(
            """
            canvas:
              textSize: accessibility-xxxxl
            sections:
              - \(group)
            """)
        XCTAssertEqual(error?.line, 2)
        XCTAssertEqual(error?.column, 13)
        XCTAssertTrue(error?.message.contains("accessibility-xxxxl") ?? false, error?.description ?? "no error")
        XCTAssertTrue(error?.description.contains("accessibility-xxxl") ?? false, error?.description ?? "no error")
    }

    func testUnknownDeviceNamesTheNearestPreset() {
        assert(
            only(
                """
                canvas:
                  device: iphone-61
                sections:
                  - \(group)
                """), line: 2, column: 11, message: "unknown device 'iphone-61'", hint: "did you mean 'iphone-16'?")
    }

    func testUnknownNamedGroupNamesTheNearestDefinition() {
        assert(
            only(
                """
                groups:
                  featured: {size: 0.92fw x 300, subitem: {size: 1fw x 1fh}}
                sections:
                  - group: featurd
                """), line: 4, column: 12, message: "unknown group 'featurd'", hint: "did you mean 'featured'?")
    }

    func testUnknownNamedItemInSubitems() {
        assert(
            only(
                """
                items:
                  smallApp: {size: 1fw x 0.33fh}
                sections:
                  - group: {size: 1fw x 200, type: vertical, subitems: [smallAp]}
                """), line: 4, column: 57, message: "unknown item or group 'smallAp'", hint: "did you mean 'smallApp'?")
    }

    func testItemUsedAsASectionGroup() {
        assert(
            only(
                """
                items:
                  smallApp: {size: 1fw x 0.33fh}
                sections:
                  - group: smallApp
                """), line: 4, column: 12, message: "'smallApp' is an item, not a group",
            hint: "a section needs a group: define one under 'groups:' with subitems: [smallApp]")
    }

    func testReferenceCycleIsNamed() {
        assert(
            only(
                """
                groups:
                  outer: {size: 1fw x 100, subitems: [inner]}
                  inner: {size: 1fw x 1fh, subitems: [outer]}
                sections:
                  - group: outer
                """), line: 3, column: 39, message: "reference cycle: outer → inner → outer",
            hint: "a group cannot contain itself; break the cycle")
    }

    func testBadEnumValueNamesTheNearestCase() {
        assert(
            only(
                """
                sections:
                  - \(group)
                    orthogonalScrollingBehavior: groupPageCentered
                """), line: 3, column: 34, message: "unknown orthogonalScrollingBehavior 'groupPageCentered'",
            hint: "did you mean 'groupPagingCentered'?")
    }

    func testBadCellShapeNamesTheNearestShape() {
        assert(
            only(
                """
                sections:
                  - \(group)
                    cellShape: circel
                """), line: 3, column: 16, message: "unknown cell shape 'circel' in 'cellShape'",
            hint: "did you mean 'circle'?")
        assert(
            only(
                """
                sections:
                  - \(group)
                    content: [{title: A, shape: rounded}]
                """), line: 3, column: 33, message: "cell shape 'rounded' needs a corner radius in 'shape'",
            hint: "write e.g. 'rounded 12'")
        assert(
            only(
                """
                sections:
                  - \(group)
                    cellShape: [circle]
                """), line: 3, column: 16, message: "'cellShape' must be a single value, not a list", hint: nil)
    }

    func testBadSpacingSuggestsFlex() {
        assert(
            only(
                """
                sections:
                  - group: {size: 1fw x 44, subitem: {size: 1fw x 1fh}, count: 2, interItemSpacing: flexi 8}
                """), line: 2, column: 85, message: "bad spacing 'flexi 8' in 'interItemSpacing'",
            hint: "did you mean 'flex 8'?")
    }

    func testDuplicateKeyPointsAtTheSecond() {
        assert(
            only(
                """
                sections:
                  - \(group)
                    interGroupSpacing: 10
                    interGroupSpacing: 20
                """), line: 4, column: 5, message: "duplicate key 'interGroupSpacing' in section 0",
            hint: "the first is at line 3; remove one of them")
    }

    func testUnquotedHexColourIsExplained() {
        assert(
            only(
                """
                sections:
                  - \(group)
                    content:
                      - color: #FF9500
                """), line: 4, column: 15, message: "'color' must be a colour, not nothing",
            hint: "quote hex colours: color: \"#FF9500\" ('#' starts a YAML comment)")
    }

    func testBadColourNamesTheNearestName() {
        assert(
            only(
                """
                sections:
                  - \(group)
                    content: [{color: bleu}]
                """), line: 3, column: 23, message: "unknown colour 'bleu' in 'color'", hint: "did you mean 'blue'?")
    }

    func testMissingGroupSize() {
        assert(
            only(
                """
                sections:
                  - group: {subitem: {size: 1fw x 1fh}}
                """), line: 2, column: 12, message: "group of section 0 has no 'size'", hint: "add e.g. size: 1fw x 44")
    }

    func testCountMustBeAPositiveWholeNumber() {
        assert(
            only(
                """
                sections:
                  - group: {size: 1fw x 44, subitem: {size: 1fw x 1fh}, count: 0}
                """), line: 2, column: 64, message: "'count' must be at least 1, not 0", hint: nil)
    }

    func testContentLongerThanItemCount() {
        assert(
            only(
                """
                sections:
                  - \(group)
                    itemCount: 1
                    content: [a, b]
                """), line: 4, column: 14, message: "'content' lists 2 cells but itemCount is 1",
            hint: "raise itemCount to 2 or remove cells")
    }

    func testYamlSyntaxErrorHasItsPosition() {
        let error = only(
            """
            sections:
              - group: {size: 1fw x 44
              - group: x
            """)
        assert(
            error, line: 3, column: 10,
            message: "YAML syntax error: did not find expected ',' or '}' while parsing a flow mapping",
            hint: "a {...} mapping is not closed with '}', or a comma is missing between its entries")
    }

    func testTabIndentationIsExplained() {
        let error = only("sections:\n\t- group: x\n")
        XCTAssertEqual(error?.line, 2)
        XCTAssertEqual(error?.hint, "indent with spaces, not tabs")
    }

    func testUnknownSectionNameInOrthogonalOffsets() {
        assert(
            only(
                """
                canvas: {orthogonalOffsets: {featurd: 100}}
                sections:
                  - name: featured
                    \(group)
                """), line: 1, column: 30, message: "unknown section 'featurd' in orthogonalOffsets",
            hint: "did you mean 'featured'?")
    }

    func testSeveralMistakesAreReportedAtOnceInFileOrder() {
        let found = errors(
            """
            canvas: {device: ipda, theme: drak}
            sections:
              - group: {size: 1fw x 44, subitem: {size: 1fx x 1fh}}
                interGroupSpasing: 10
              - group: nowhere
            """)
        XCTAssertEqual(found.map { "\($0.line):\($0.column)" }, ["1:18", "1:31", "3:45", "4:5", "5:12"])
        XCTAssertEqual(
            found.map(\.description),
            [
                "test.yaml:1:18: error: unknown device 'ipda'; did you mean 'ipad'?",
                "test.yaml:1:31: error: unknown theme 'drak'; did you mean 'dark'?",
                "test.yaml:3:45: error: bad dimension '1fx' in 'size'; did you mean '1fw'?",
                "test.yaml:4:5: error: unknown key 'interGroupSpasing' in section 0; did you mean 'interGroupSpacing'?",
                "test.yaml:5:12: error: unknown group 'nowhere'; define it under 'groups:'"
            ])
    }

    func testEmptyAndNonMappingFilesAreErrorsNotCrashes() {
        XCTAssertEqual(errors("").first?.message, "the file is empty")
        XCTAssertEqual(errors("- a\n- b").first?.line, 1)
        XCTAssertEqual(errors("sections: 3").first?.message, "'sections' must be a list, not '3'")
        XCTAssertEqual(errors("sections: []").first?.message, "'sections' is empty")
    }

    func testGarbageNeverCrashes() {
        // Odd but well-formed YAML everywhere a value is expected.
        let values = ["~", "[]", "{}", "-1", "1e309", "nan", "[[[]]]", "'x'", "{a: b}", "[1, 2, 3, 4, 5]", "0"]
        let paths = [
            "canvas: {size: V}", "canvas: {scale: V}", "canvas: {contentOffset: V}", "canvas: V",
            "layout: V", "layout: {header: V}", "items: V", "groups: {g: V}"
        ]
        for value in values {
            for path in paths {
                let yaml = path.replacingOccurrences(of: "V", with: value) + "\nsections: [{\(group)}]"
                _ = errors(yaml)
            }
            let inSection = [
                "group: V", "contentInsets: V", "header: V", "list: V", "content: V", "content: [V]",
                "boundaryItems: [V]", "variants: [V]", "background: V", "itemCount: V", "repeat: V"
            ]
            for key in inSection {
                _ = errors("sections: [{\(group), " + key.replacingOccurrences(of: "V", with: value) + "}]")
                _ = errors("sections: [{" + key.replacingOccurrences(of: "V", with: value) + "}]")
            }
            for key in [
                "size", "subitem", "subitems", "count", "repeat", "interItemSpacing", "frames", "edgeSpacing",
                "supplementaries", "type", "contentInsets"
            ] {
                _ = errors("sections: [{group: {size: 1fw x 44, subitem: {size: 1fw x 1fh}, \(key): \(value)}}]")
            }
        }
    }
}

extension ErrorMessageTests {
    /// Six nested counts of 10,000 ask for 10^24 cells: no overflow, but a located error
    /// (the per-group cell limit, ``DocumentLimits/maximumCellsPerGroup``) at the first
    /// group past 100,000 cells: the second from the inside, 10^8 cells, starting at
    /// column 128 (after `sections: [{group: ` and four `{size: 1fw x 1fh, subitem: `).
    func testDeeplyNestedCountsDoNotOverflow() throws {
        var group = "{size: 1fw x 1fh}"
        for _ in 0..<6 { group = "{size: 1fw x 1fh, subitem: \(group), count: 10000}" }
        let found = errors("sections: [{group: \(group)}]")
        XCTAssertEqual(
            found.map(\.message),
            ["subitem holds 1,000,000 or more cells, more than the limit of 100,000 for one group"])
        XCTAssertEqual(found.first?.column, 128)
    }
}
