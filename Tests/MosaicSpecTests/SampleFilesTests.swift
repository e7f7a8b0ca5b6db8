import CompositionalLayout
import MosaicRender
import XCTest

@testable import MosaicSpec

/// Every file in Samples/ decodes, lays out, and validates against the JSON Schema.
final class SampleFilesTests: XCTestCase {
    private var samples: [URL] {
        let folder = repositoryRoot.appendingPathComponent("Samples")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") || $0.hasSuffix(".json") }.sorted()
            .map { folder.appendingPathComponent($0) }
    }

    private var schemaURL: URL { repositoryRoot.appendingPathComponent("Schema/mosaic-layout.schema.json") }

    private func load(_ name: String) throws -> LayoutDocument {
        try LayoutDocument(contentsOf: repositoryRoot.appendingPathComponent("Samples/\(name)"))
    }

    func testThereAreAtLeastSixteenSamples() {
        XCTAssertGreaterThanOrEqual(samples.count, 16, "\(samples.map(\.lastPathComponent))")
    }

    func testEverySampleDecodesAndLaysOut() {
        for url in samples {
            do {
                let document = try LayoutDocument(contentsOf: url)
                let view = document.makeCollectionView()
                let size = view.collectionViewLayout.collectionViewContentSize
                XCTAssertGreaterThan(size.height, 0, url.lastPathComponent)
                XCTAssertGreaterThan(size.width, 0, url.lastPathComponent)
                XCTAssertEqual(document.itemCounts.count, document.content.sections.count)
                for section in 0..<document.numberOfSections where document.itemCounts[section] > 0 {
                    let frame = view.cellFrame(section, 0)
                    XCTAssertNotNil(frame, "\(url.lastPathComponent) section \(section)")
                }
            } catch {
                XCTFail("\(url.lastPathComponent):\n\(error)")
            }
        }
    }

    func testListSampleMatchesApple() throws {
        let view = try load("list.yaml").makeCollectionView()
        XCTAssertEqual(view.cellFrame(0, 2), CGRect(x: 0, y: 88, width: 393, height: 44))
    }

    func testTwoColumnSampleMatchesApple() throws {
        // iPhone 15 (393 wide, 3x): (393 - 20 - 10) / 2 = 181.5, on the 1/3-point grid.
        let view = try load("two-column.yaml").makeCollectionView()
        let first = try XCTUnwrap(view.cellFrame(0, 0))
        let second = try XCTUnwrap(view.cellFrame(0, 1))
        XCTAssertEqual(first.minX, 10)
        XCTAssertEqual(second.maxX, 383, accuracy: 0.34)
        XCTAssertEqual(second.minX - first.maxX, 10, accuracy: 0.67)
        XCTAssertEqual(view.cellFrame(0, 2)?.minY, 64)
    }

    func testAppStoreFeaturedCardsAreCentredAt92Percent() throws {
        let view = try load("app-store.yaml").makeCollectionView()
        // 0.92 of 393 = 361.56, centred: 15.72 each side, less 5 of insets on each side of the card.
        let card = try XCTUnwrap(view.cellFrame(0, 0))
        XCTAssertEqual(card.minX, 15.72 + 5, accuracy: 0.34)
        XCTAssertEqual(card.width, 361.56 - 10, accuracy: 0.67)
        XCTAssertEqual(card.height, 300)
    }

    func testTravelSampleSections() throws {
        let document = try load("travel.yaml")
        XCTAssertEqual(document.sectionNames, ["tokyo", "kyoto", "osaka", "okinawa", "nagano"])
        let view = document.makeCollectionView()
        // tokyo: five circles a screen width (393 / 5 = 78.6, less 6 of insets a side).
        XCTAssertEqual(try XCTUnwrap(view.cellFrame(0, 0)).width, 78.6 - 12, accuracy: 0.67)
        XCTAssertEqual(document.content.sections.map(\.cellShape), [.circle, nil, nil, nil, nil])
        // kyoto: 0.6 of the width beside the pair.
        XCTAssertEqual(try XCTUnwrap(view.cellFrame(1, 0)).width, 393 * 0.6 - 8, accuracy: 0.67)
        // osaka: 0.9 of the width, centred.
        let card = try XCTUnwrap(view.cellFrame(2, 0))
        XCTAssertEqual(card.midX, 196.5, accuracy: 0.5)
    }

    func testRightToLeftSampleStartsOnTheRight() throws {
        let view = try load("rtl.yaml").makeCollectionView()
        XCTAssertEqual(try XCTUnwrap(view.cellFrame(1, 0)).maxX, 393 - 16, accuracy: 0.34)
    }

    // MARK: The schema

    /// Runs python3 with jsonschema and PyYAML over files; nil (and a skip) when they are missing.
    private func validate(_ files: [URL]) throws -> [String] {
        let script = """
            import json, sys
            try:
                import jsonschema, yaml
            except ImportError as error:
                print("MISSING " + str(error)); sys.exit(0)
            schema = json.load(open(sys.argv[1]))
            validator = jsonschema.Draft202012Validator(schema)
            for path in sys.argv[2:]:
                with open(path) as f:
                    document = yaml.safe_load(f)
                for error in validator.iter_errors(document):
                    print("INVALID %s: %s at %s" % (path, error.message, "/".join(str(p) for p in error.absolute_path)))
            print("DONE")
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, schemaURL.path] + files.map(\.path)
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do { try process.run() } catch {
            throw XCTSkip("python3 is not installed (apt-get install python3 python3-jsonschema python3-yaml)")
        }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let output = String(decoding: data, as: UTF8.self)
        if output.contains("MISSING") || process.terminationStatus == 127 {
            throw XCTSkip(
                "python3's jsonschema or yaml module is missing (apt-get install python3-jsonschema python3-yaml): \(output)"
            )
        }
        XCTAssertTrue(output.contains("DONE"), output)
        return output.split(separator: "\n").filter { $0.hasPrefix("INVALID") }.map(String.init)
    }

    func testEverySampleValidatesAgainstTheSchema() throws {
        let failures = try validate(samples)
        XCTAssertEqual(failures, [], failures.joined(separator: "\n"))
    }

    func testSchemaRejectsAMisspeltKeyAndABadDimension() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mosaic-schema-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let misspelt = folder.appendingPathComponent("misspelt.yaml")
        try "sections: [{group: {size: 1fw x 44, subitem: {size: 1fw x 1fh}}, interGroupSpasing: 3}]"
            .write(to: misspelt, atomically: true, encoding: .utf8)
        let badDimension = folder.appendingPathComponent("dimension.yaml")
        try "sections: [{group: {size: 1fx x 44, subitem: {size: 1fw x 1fh}}}]".write(
            to: badDimension, atomically: true, encoding: .utf8)
        let good = folder.appendingPathComponent("good.yaml")
        try "sections: [{group: {size: 1fw x ~44u, subitem: {size: 1fw x 1fh}}, interGroupSpacing: 3}]"
            .write(to: good, atomically: true, encoding: .utf8)
        let failures = try validate([misspelt, badDimension, good])
        XCTAssertEqual(failures.count, 2, failures.joined(separator: "\n"))
        XCTAssertTrue(
            failures.contains { $0.contains("misspelt.yaml") && $0.contains("interGroupSpasing") }, "\(failures)")
        XCTAssertTrue(failures.contains { $0.contains("dimension.yaml") }, "\(failures)")
    }

    /// The keys the schema allows are the keys the decoder reads, place by place.
    func testSchemaAndDecoderAgreeOnKeys() throws {
        let data = try Data(contentsOf: schemaURL)
        let schema = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let defs = try XCTUnwrap(schema["$defs"] as? [String: Any])
        func keys(_ object: Any?) -> Set<String> {
            Set(((object as? [String: Any])?["properties"] as? [String: Any])?.keys.map { $0 } ?? [])
        }
        let properties = schema["properties"] as? [String: Any]
        XCTAssertEqual(keys(schema), Set(DocumentDecoder.topKeys))
        XCTAssertEqual(keys(properties?["canvas"]), Set(CanvasDecoder.keys))
        XCTAssertEqual(keys(properties?["layout"]), Set(DocumentDecoder.layoutKeys))
        XCTAssertEqual(keys(defs["section"]), Set(SectionDecoder.sectionKeys))
        XCTAssertEqual(keys(defs["variant"]), Set(SectionDecoder.variantKeys))
        XCTAssertEqual(keys(defs["condition"]), Set(SectionDecoder.conditionKeys))
        XCTAssertEqual(keys(defs["boundaryItem"]), Set(SectionDecoder.boundaryKeys))
        XCTAssertEqual(keys(defs["decoration"]), Set(SectionDecoder.decorationKeys))
        XCTAssertEqual(keys(defs["item"]), Set(ElementDecoder.itemKeys))
        XCTAssertEqual(keys(defs["group"]), Set(ElementDecoder.groupKeys))
        XCTAssertEqual(keys(defs["supplementary"]), Set(ElementDecoder.supplementaryKeys))
        let cellForms = (defs["cell"] as? [String: Any])?["anyOf"] as? [Any] ?? []
        XCTAssertEqual(cellForms.map(keys).reduce(Set()) { $0.union($1) }, Set(SectionDecoder.cellKeys))
    }
}

/// The complete examples in Docs/layout-files.md decode.
final class DocumentationExamplesTests: XCTestCase {
    func testExamplesWithSectionsDecode() throws {
        let text = try String(
            contentsOf: repositoryRoot.appendingPathComponent("Docs/layout-files.md"), encoding: .utf8)
        let blocks = text.components(separatedBy: "```yaml\n").dropFirst().compactMap {
            $0.components(separatedBy: "```").first
        }
        let complete = blocks.filter { $0.hasPrefix("sections:") || $0.contains("\nsections:") }
        XCTAssertGreaterThanOrEqual(complete.count, 3)
        for block in complete {
            XCTAssertEqual(errors(block), [], block)
        }
    }
}

/// Damaged versions of the samples give errors or layouts, never a crash.
final class DamagedSampleTests: XCTestCase {
    func testEverySampleWithAnyOneLineRemovedOrTruncated() throws {
        let folder = repositoryRoot.appendingPathComponent("Samples")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".yaml") }
            .sorted()
        var decoded = 0
        var rejected = 0
        for name in names {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            let lines = text.components(separatedBy: "\n")
            for index in lines.indices where !lines[index].trimmingCharacters(in: .whitespaces).hasPrefix("#") {
                var removed = lines
                removed.remove(at: index)
                var truncated = lines
                truncated[index] = String(lines[index].prefix(lines[index].count / 2))
                for variant in [removed, truncated] {
                    do {
                        let document = try LayoutDocument(
                            yaml: variant.joined(separator: "\n"), file: name,
                            baseDirectory: folder)
                        _ = document.makeCollectionView().collectionViewLayout.collectionViewContentSize
                        decoded += 1
                    } catch let errors as SpecErrors {
                        XCTAssertFalse(errors.errors.isEmpty)
                        XCTAssertTrue(errors.errors.allSatisfy { $0.line >= 0 && $0.column >= 0 })
                        rejected += 1
                    }
                }
            }
        }
        XCTAssertGreaterThan(decoded, 0)
        XCTAssertGreaterThan(rejected, 0)
    }
}
