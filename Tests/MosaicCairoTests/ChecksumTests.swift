import XCTest

@testable import MosaicCairo

/// The PNG encoder's checksums against their published check values and the
/// textbook definitions.
final class ChecksumTests: XCTestCase {
    private func adler32(_ bytes: [UInt8]) -> UInt32 {
        var checksum = Adler32()
        bytes.withUnsafeBytes { checksum.update($0) }
        return checksum.value
    }

    /// RFC 1950's definition, one byte at a time.
    private func textbookAdler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1
        var b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        return b << 16 | a
    }

    func testAdler32OfWikipedia() {
        XCTAssertEqual(adler32(Array("Wikipedia".utf8)), 0x11E6_0398)
    }

    func testAdler32OfLongRunsMatchesTheDefinition() {
        // All 0xFF is the largest sum per byte; lengths around the 5552-byte runs and 16-byte blocks.
        for length in [0, 1, 15, 16, 17, 5551, 5552, 5553, 3 * 5552 + 7, 100_000] {
            let ones = [UInt8](repeating: 0xFF, count: length)
            XCTAssertEqual(adler32(ones), textbookAdler32(ones), "\(length) bytes of 0xFF")
            let pattern = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 / 7) }
            XCTAssertEqual(adler32(pattern), textbookAdler32(pattern), "\(length) bytes of a pattern")
        }
    }

    func testAdler32InPiecesAndZerosMatchesOnePass() {
        let bytes = (0..<20_000).map { UInt8(truncatingIfNeeded: $0 * 7) } + [UInt8](repeating: 0, count: 9_000)
        var pieces = Adler32()
        bytes[..<12_345].withUnsafeBytes { pieces.update($0) }
        bytes[12_345..<20_000].withUnsafeBytes { pieces.update($0) }
        pieces.updateZeros(count: 9_000)
        XCTAssertEqual(pieces.value, textbookAdler32(bytes))
    }

    func testCRC32CheckValue() {
        var crc = CRC32()
        crc.update(Array("123456789".utf8))
        XCTAssertEqual(crc.value, 0xCBF4_3926)
    }
}
