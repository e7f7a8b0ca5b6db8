import Foundation
import XCTest

@testable import MosaicFrames

/// `mosaic frames` writes numbers with `FrameNumberText` instead of `JSONEncoder`, `Double.description`
/// and `String(format: "%.2f")`: these tests hold it to those forms, on hand-checked values and on
/// sweeps of the values frames take (multiples of 0.0001).
final class FrameNumberTextTests: XCTestCase {
    private func text(_ write: (UnsafeMutablePointer<UInt8>) -> Int) -> String {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: FrameNumberText.maximumLength) { buffer in
            String(
                decoding: UnsafeBufferPointer(start: buffer.baseAddress!, count: write(buffer.baseAddress!)),
                as: UTF8.self)
        }
    }

    private func json(_ value: Double) -> String { text { FrameNumberText.writeShortest(value, to: $0) } }
    private func table(_ value: Double) -> String { text { FrameNumberText.writeTable(value, to: $0) } }

    /// What `JSONEncoder` writes for `value` (as the only element of an array).
    private func encoded(_ value: Double) throws -> String {
        String(String(decoding: try JSONEncoder().encode([value]), as: UTF8.self).dropFirst().dropLast())
    }

    /// The shortest form `Double.description` gives, without its ".0", as `mosaic frames` printed before.
    private func described(_ value: Double) -> String {
        let text = value.description
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }

    func testJSONNumbersAreJSONEncodersForms() throws {
        let cases: [(Double, String)] = [
            (0, "0"), (-0.0, "-0"), (78, "78"), (78.6, "78.6"), (0.1, "0.1"), (0.0001, "0.0001"),
            (-123.4567, "-123.4567"), (1_571_921.4, "1571921.4"), (99_999_999_999.9999, "99999999999.9999"),
            // Outside the 4-decimal digits: Double.description's forms.
            (0.00015, "0.00015"), (1e-5, "1e-05"), (1e15, "1000000000000000"), (1e16, "1e+16"), (1e21, "1e+21"),
            (9_007_199_254_740_994, "9.007199254740994e+15"), (1.0 / 3, "0.3333333333333333"),
            (.greatestFiniteMagnitude, "1.7976931348623157e+308"), (-.leastNonzeroMagnitude, "-5e-324")
        ]
        for (value, expected) in cases {
            XCTAssertEqual(json(value), expected, "\(value)")
            XCTAssertEqual(json(value), try encoded(value), "JSONEncoder's form of \(value)")
        }
    }

    /// Every multiple of 0.0001 from -30 to 30, and random ones up to 10^11 in magnitude and beyond
    /// (where the digits are no longer written directly), as `Double.description` prints them.
    func testJSONNumbersMatchDoubleDescriptionOnSweeps() {
        for k in -300_000...300_000 {
            let value = Double(k) / 10_000
            XCTAssertEqual(json(value), described(value), "\(k) / 10000")
        }
        var generator = SplitMix64(seed: 14)
        for _ in 0..<200_000 {
            let k = Int.random(in: -999_999_999_999_999...999_999_999_999_999, using: &generator)
            let digits = Int.random(in: 0...15, using: &generator)
            let scaled = Double(k % Int(pow(10, Double(digits)).rounded()))
            for value in [scaled / 10_000, scaled / 1_000, scaled * 1_000, Double(bitPattern: generator.next())] {
                if value.isFinite { XCTAssertEqual(json(value), described(value), "\(value)") }
            }
        }
    }

    func testTableNumbersAreIntegersOrTwoDecimals() {
        let cases: [(Double, String)] = [
            (0, "0"), (-0.0, "0"), (78, "78"), (-12, "-12"), (78.6, "78.60"), (0.0001, "0.00"),
            // Exact binary ties go to even; others the way the binary value lies.
            (0.125, "0.12"), (0.375, "0.38"), (2.675, "2.67"), (1.005, "1.00"), (-0.125, "-0.12"),
            (0.995, "0.99"), (99.9999, "100.00"), (1e15, "1000000000000000"), (1e15 + 0.5, "1000000000000000.50")
        ]
        for (value, expected) in cases {
            XCTAssertEqual(table(value), expected, "\(value)")
        }
        for value in cases.map(\.0) where value != value.rounded() {
            XCTAssertEqual(table(value), String(format: "%.2f", value), "\(value)")
        }
    }

    func testTableNumbersMatchFormatOnSweeps() {
        var generator = SplitMix64(seed: 41)
        for k in -30_000...30_000 {
            let value = Double(k) / 10_000
            XCTAssertEqual(table(value), value == value.rounded() ? String(Int(value)) : String(format: "%.2f", value))
        }
        for _ in 0..<100_000 {
            let k = Int.random(in: -999_999_999_999_999...999_999_999_999_999, using: &generator)
            for value in [Double(k) / 10_000, Double(k) / 1_000_000] {
                XCTAssertEqual(
                    table(value), value == value.rounded() ? String(Int(value)) : String(format: "%.2f", value))
            }
        }
    }

    func testIntegers() {
        for value in [0, 7, -5, 10, 99, 100, 1_234_567, Int.max, Int.min] {
            XCTAssertEqual(text { FrameNumberText.writeInteger(value, to: $0) }, String(value))
        }
    }

    func testRoundingMatchesRoundedIncludingHalvesAndTheSignOfZero() {
        let cases: [Double] = [
            0, -0.0, 0.3, -0.3, 0.5, -0.5, 1.5, 2.5, -2.5, 0.49999999999999994,
            -0.49999999999999994, 4_503_599_627_370_495.5, 0x1p52, 1e300, -1e300, .infinity
        ]
        for value in cases {
            XCTAssertEqual(value.roundedToNearest.bitPattern, value.rounded().bitPattern, "\(value)")
        }
        XCTAssertTrue(Double.nan.roundedToNearest.isNaN)
        var generator = SplitMix64(seed: 7)
        for _ in 0..<100_000 {
            let value = Double.random(in: -1e6...1e6, using: &generator)
            XCTAssertEqual(value.roundedToNearest.bitPattern, value.rounded().bitPattern, "\(value)")
        }
    }
}

/// A seeded generator, so the sweeps test the same values every run.
private struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
