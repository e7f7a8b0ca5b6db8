import Foundation
import MosaicCairo
import XCTest

/// A text file committed beside the tests (`References/<TestFile>/<name>.<extension>`),
/// with the library versions it was made with (`<name>.versions.json`).
///
/// ``check(_:)`` records it when missing or when `MOSAIC_RECORD` is set (and then fails,
/// unless recording was asked for); it compares the whole text when the versions are the
/// recorded ones, else only how many of each XML element the text has.
struct TextReference {
    let file: URL
    let versionsFile: URL

    init(name: String, extension: String, filePath: String = #filePath) {
        let testFile = URL(fileURLWithPath: filePath)
        let directory = testFile.deletingLastPathComponent().appendingPathComponent("References")
            .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent)
        file = directory.appendingPathComponent("\(name).\(`extension`)")
        versionsFile = directory.appendingPathComponent("\(name).versions.json")
    }

    func check(_ text: String, file callerFile: StaticString = #filePath, line: UInt = #line) throws {
        let recording = ["1", "all", "true"].contains(ProcessInfo.processInfo.environment["MOSAIC_RECORD"] ?? "")
        let versions = CairoVersions.current
        guard !recording, FileManager.default.fileExists(atPath: file.path) else {
            try AtomicFile.write(Data(text.utf8), to: file)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            try AtomicFile.write(try encoder.encode(versions), to: versionsFile)
            if !recording { XCTFail("Recorded \(file.path); look at it, commit it, and run the test again.", file: callerFile, line: line) }
            return
        }
        let reference = try String(contentsOf: file, encoding: .utf8)
        let recorded = try JSONDecoder().decode(CairoVersions.self, from: Data(contentsOf: versionsFile))
        if recorded == versions {
            XCTAssertTrue(text == reference, "\(file.lastPathComponent) differs from the reference: "
                          + "re-record with MOSAIC_RECORD=1 if the change is intended", file: callerFile, line: line)
        } else {
            XCTAssertEqual(Self.elementCounts(text), Self.elementCounts(reference),
                           "\(file.lastPathComponent): other library versions, so only the structure is compared",
                           file: callerFile, line: line)
        }
    }

    /// How many times each element name opens in an XML text.
    static func elementCounts(_ text: String) -> [String: Int] {
        let element = try! NSRegularExpression(pattern: #"<([A-Za-z][A-Za-z0-9:]*)"#)
        var counts: [String: Int] = [:]
        for match in element.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
            counts[String(text[Range(match.range(at: 1), in: text)!]), default: 0] += 1
        }
        return counts
    }
}
