import XCTest

@testable import MosaicCairo

/// The deflate encoder's pieces against RFC 1951: the distance codes' table (section
/// 3.2.5) and bits packed least significant first (section 3.1.1).
final class DeflatePiecesTests: XCTestCase {
    func testDistanceSymbolsOfTheRFCTable() {
        // (distance, symbol) pairs read off the RFC's table.
        for (distance, symbol) in [
            (1, 0), (2, 1), (3, 2), (4, 3), (5, 4), (6, 4), (7, 5), (8, 5), (9, 6), (13, 7),
            (16, 7), (17, 8), (1025, 20), (1536, 20), (1537, 21), (24576, 28), (24577, 29),
            (32768, 29)
        ] {
            XCTAssertEqual(DeflateTables.distanceSymbol(distance), symbol, "distance \(distance)")
        }
    }

    func testEveryDistanceLiesInItsSymbolsRange() {
        for distance in 1...32768 {
            let symbol = DeflateTables.distanceSymbol(distance)
            let base = DeflateTables.distanceBase(symbol)
            XCTAssertTrue(
                base <= distance && distance < base + 1 << DeflateTables.distanceExtraBits(symbol),
                "distance \(distance), symbol \(symbol)")
        }
    }

    private func written(_ pieces: [(UInt32, Int)]) -> [UInt8] {
        var bits = BitWriter(capacity: 64)
        for (value, count) in pieces { bits.write(value, count: count) }
        bits.alignToByte()
        return Array(bits.bytes)
    }

    func testBitsArePackedLeastSignificantFirst() {
        // 1 (1 bit), 2 (2 bits), 31 (5 bits): 1 + 2 * 2 + 31 * 8 = 253 in the first byte.
        XCTAssertEqual(written([(1, 1), (2, 2), (31, 5)]), [0xFD])
        XCTAssertEqual(written([(1, 1), (2, 2), (31, 5), (0xABCD, 16)]), [0xFD, 0xCD, 0xAB])
        // Three bits, then 32 bits: every byte after the first is shifted by 3.
        XCTAssertEqual(written([(0b101, 3), (0x8765_4321, 32)]), [0x0D, 0x19, 0x2A, 0x3B, 0x04])
        // A partial last byte is padded with zeros.
        XCTAssertEqual(written([(0x3FF, 10)]), [0xFF, 0x03])
    }

    func testTakenBytesLeaveThePendingBits() {
        var bits = BitWriter(capacity: 64)
        bits.write(0xABC, count: 12)
        XCTAssertEqual(Array(bits.bytes), [0xBC])
        bits.removeWrittenBytes()
        bits.write(0x5, count: 4)
        XCTAssertEqual(Array(bits.bytes), [0x5A])
    }

    func testRebasingTheMatchTableKeepsTheBytes() {
        // 3 MB of 5000-byte pieces (a few kinds, so 4-byte sequences recur near and far),
        // with the table rebased every 2^17 bytes (22 times) and at 2^31 (never here).
        var state: UInt32 = 1
        let bytes = (0..<600).flatMap { piece -> [UInt8] in
            state = UInt32(piece % 7) &* 2_654_435_761 | 1
            return (0..<5000).map { index in
                state = state &* 1_664_525 &+ 1_013_904_223
                return index % 3 == 0 ? 0 : UInt8(truncatingIfNeeded: state >> 29)
            }
        }
        func compressed(rebaseInterval: Int) -> [UInt8] {
            var compressor = ZlibCompressor(period: 3, rebaseInterval: rebaseInterval)
            bytes.withUnsafeBytes { compressor.append($0) }
            compressor.finish()
            return compressor.output
        }
        let rebased = compressed(rebaseInterval: 1 << 17)
        XCTAssertLessThan(rebased.count, bytes.count / 2)
        XCTAssertEqual(rebased, compressed(rebaseInterval: 1 << 31))
    }
}
