import Foundation
import XCTest

@testable import MosaicCairo

/// A PDF's creation date reads back as the date given, in the PDF date format, and the
/// document's cross-references still point at its objects.
final class PDFDateTests: XCTestCase {
    private func document(date: String?) throws -> [UInt8] {
        let pdf = try PDFSurface(width: 50, height: 50)
        if let date { pdf.setCreationDate(date) }
        try DrawingContext(surface: pdf).fill(CGRect(x: 0, y: 0, width: 20, height: 20), with: .black)
        return try pdf.finish()
    }

    /// The text between `/CreationDate (` and `)`.
    private func creationDate(in bytes: [UInt8]) -> String? {
        let text = String(decoding: bytes, as: UTF8.self)
        guard let start = text.range(of: "/CreationDate (")?.upperBound,
            let end = text[start...].firstIndex(of: ")")
        else { return nil }
        return String(text[start..<end])
    }

    /// `D:YYYYMMDDHHmmSSZ` as a date (ISO 32000-1, 7.9.4).
    private func date(fromPDFDate text: String) -> Date? {
        guard text.hasPrefix("D:"), text.hasSuffix("Z"), text.count == 17 else { return nil }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMddHHmmss"
        return formatter.date(from: String(text.dropFirst(2).dropLast()))
    }

    /// Every in-use cross-reference entry points at `<number> 0 obj`, and `startxref` at `xref`.
    private func assertCrossReferencesHold(_ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) {
        let text = String(decoding: bytes, as: UTF8.self)
        guard let startxref = text.range(of: "startxref\n", options: .backwards),
            let xrefOffset = Int(text[startxref.upperBound...].prefix(while: \.isNumber))
        else { return XCTFail("no startxref", file: file, line: line) }
        XCTAssertEqual(
            String(decoding: bytes[xrefOffset..<(xrefOffset + 5)], as: UTF8.self), "xref\n", file: file, line: line)
        let lines = text[text.index(text.startIndex, offsetBy: xrefOffset)...].split(separator: "\n")
        let header = lines[1].split(separator: " ")
        let count = Int(header[1]) ?? 0
        XCTAssertGreaterThan(count, 3, file: file, line: line)
        for number in 1..<count {
            let entry = lines[2 + number]
            guard entry.hasSuffix(" n "), let offset = Int(entry.prefix(10)) else { continue }
            let object = String(decoding: bytes[offset..<min(bytes.count, offset + 20)], as: UTF8.self)
            XCTAssertTrue(
                object.hasPrefix("\(number) 0 obj\n"), "object \(number) at \(offset): \(object)", file: file,
                line: line)
        }
    }

    func testTheCreationDateReadsBackInThePDFDateFormat() throws {
        let bytes = try document(date: "2023-11-14T22:13:20Z")
        XCTAssertEqual(creationDate(in: bytes), "D:20231114221320Z")
        XCTAssertEqual(creationDate(in: bytes).flatMap(date(fromPDFDate:)), Date(timeIntervalSince1970: 1_700_000_000))
        assertCrossReferencesHold(bytes)
    }

    /// Cairo's own date (the time of rendering) has its `D:` already and is left as it is.
    func testTheTimeOfRenderingIsLeftAsCairoWritesIt() throws {
        let bytes = try document(date: nil)
        let written = try XCTUnwrap(creationDate(in: bytes))
        XCTAssertTrue(written.hasPrefix("D:"), written)
        XCTAssertFalse(written.hasPrefix("D:D:"), written)
        assertCrossReferencesHold(bytes)
    }

    /// `bytes` (a document this Mosaic wrote) as Cairo 1.16 writes it: the creation date without
    /// its `D:`, and every cross-reference offset past it, and `startxref`, 2 bytes earlier.
    private func withoutDatePrefix(_ bytes: [UInt8]) throws -> [UInt8] {
        func index(of text: String, from start: Int = 0, backwards: Bool = false) -> Int? {
            let needle = Array(text.utf8)
            let starts = Array(start...(bytes.count - needle.count))
            return (backwards ? starts.reversed() : starts).first {
                bytes[$0..<($0 + needle.count)].elementsEqual(needle)
            }
        }
        func number(at start: Int, length: Int) -> Int? {
            Int(String(decoding: bytes[start..<(start + length)], as: UTF8.self))
        }
        let marker = "/CreationDate (D:"
        let removed = try XCTUnwrap(index(of: marker)) + marker.utf8.count - 2
        let startxref = try XCTUnwrap(index(of: "startxref\n", backwards: true)) + 10
        let digits = bytes[startxref...].prefix { (48...57).contains($0) }.count
        let xref = try XCTUnwrap(number(at: startxref, length: digits))
        // `xref`, then one `0 <count>` line, then 20-byte entries (`0000001234 00000 n \n`).
        let header = try XCTUnwrap(index(of: "\n", from: xref + 5))
        let count = try XCTUnwrap(Int(String(decoding: bytes[(xref + 7)..<header], as: UTF8.self)))
        var result = bytes
        for entry in stride(from: header + 1, to: header + 1 + 20 * count, by: 20) where bytes[entry + 17] == 110 {
            let offset = try XCTUnwrap(number(at: entry, length: 10))
            guard offset > removed else { continue }
            let moved = String(offset - 2)
            result.replaceSubrange(
                entry..<(entry + 10), with: Array((String(repeating: "0", count: 10 - moved.count) + moved).utf8))
        }
        result.replaceSubrange(startxref..<(startxref + digits), with: Array(String(xref - 2).utf8))
        result.removeSubrange(removed..<(removed + 2))
        return result
    }

    /// The document arrives in pieces of any size: a marker split across two still counts, and
    /// the rewritten document is byte for byte the one `PDFSurface` writes.
    func testPiecesOfAnySizeGiveTheSameDocument() throws {
        let written = try document(date: "2024-01-01T00:00:00Z")
        let cairoBytes = try withoutDatePrefix(written)
        XCTAssertEqual(cairoBytes.count, written.count - 2)
        XCTAssertEqual(creationDate(in: cairoBytes), "20240101000000Z", "Cairo 1.16's date")
        func rewritten(inPiecesOf size: Int) -> [UInt8] {
            let rewriter = PDFDatePrefixing()
            var output: [UInt8] = []
            for start in stride(from: 0, to: cairoBytes.count, by: size) {
                let piece = Array(cairoBytes[start..<min(cairoBytes.count, start + size)])
                output += piece.withUnsafeBytes { rewriter.process($0) }
            }
            return output + rewriter.finish()
        }
        let whole = rewritten(inPiecesOf: cairoBytes.count)
        XCTAssertEqual(creationDate(in: whole), "D:20240101000000Z")
        XCTAssertEqual(whole, written, "the date's D: back, and the catalogue's offset and startxref 2 bytes on")
        assertCrossReferencesHold(whole)
        for size in [1, 7, 19] { XCTAssertEqual(rewritten(inPiecesOf: size), whole, "pieces of \(size) bytes") }
    }
}
