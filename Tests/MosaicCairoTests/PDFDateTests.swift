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

    /// The document arrives in pieces of any size: a marker split across two still counts.
    func testPiecesOfAnySizeGiveTheSameDocument() throws {
        // A document as Cairo writes it: the date without its `D:`.
        var cairoBytes = try document(date: "2024-01-01T00:00:00Z")
        let marker = Array("/CreationDate (D:".utf8)
        let found = try XCTUnwrap(
            (0...(cairoBytes.count - marker.count)).first { cairoBytes[$0..<($0 + marker.count)].elementsEqual(marker) }
        )
        cairoBytes.removeSubrange((found + marker.count - 2)..<(found + marker.count))
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
        XCTAssertEqual(whole.count, cairoBytes.count + 2)
        for size in [1, 7, 19] { XCTAssertEqual(rewritten(inPiecesOf: size), whole, "pieces of \(size) bytes") }
    }
}
