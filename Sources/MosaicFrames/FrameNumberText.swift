#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A frame's numbers as UTF-8 bytes, written straight into a caller's buffer without making a
/// `String` per number: `mosaic frames` prints four a cell. ``FrameDump`` prints the same
/// shortest forms (``writeShortest(_:to:)``) through ``FrameDump/number(_:)``.
///
/// Each `write` function needs room for ``maximumLength`` bytes at `destination` and returns how
/// many it wrote.
package enum FrameNumberText {
    /// The most bytes one number takes (`%.2f` of the largest finite `Double` is 313).
    package static let maximumLength = 320

    /// An integer's decimal digits, as `String(value)`.
    package static func writeInteger(_ value: Int, to destination: UnsafeMutablePointer<UInt8>) -> Int {
        var cursor = destination
        if value < 0 {
            cursor.pointee = UInt8(ascii: "-")
            cursor += 1
        }
        return cursor - destination + writeDigits(value.magnitude, to: cursor)
    }

    /// A value in its shortest round-trip form, as `Double.description` writes it without a
    /// trailing `.0` (`78`, `0.1`, `1e-05`, `1e+16`): `JSONEncoder`'s form of a finite value.
    ///
    /// Every frame value is a multiple of 0.0001 (``LayoutFrame`` rounds to 4 decimals), and for
    /// those the digits are written directly: the double nearest to `k / 10000` with `|k| < 10^15`
    /// has at most 15 significant digits, and any decimal of at most 15 digits is the only one of
    /// that length to round to its double (`DBL_DIG` is 15), so `k`'s digits without trailing zeros
    /// are its shortest form; `Double.description` prints such values (0.0001 to 10^11) without an
    /// exponent. Other values go through `Double.description`.
    package static func writeShortest(_ value: Double, to destination: UnsafeMutablePointer<UInt8>) -> Int {
        if value == 0 {
            if value.sign == .minus { return copy("-0", to: destination) }
            destination.pointee = UInt8(ascii: "0")
            return 1
        }
        guard let scaled = fourDecimals(value) else {
            let text = value.description
            return copy(text.hasSuffix(".0") ? String(text.dropLast(2)) : text, to: destination)
        }
        var cursor = destination
        if value < 0 {
            cursor.pointee = UInt8(ascii: "-")
            cursor += 1
        }
        let tenThousandths = scaled.magnitude
        cursor += writeDigits(tenThousandths / 10_000, to: cursor)
        var fraction = tenThousandths % 10_000
        guard fraction != 0 else { return cursor - destination }
        cursor.pointee = UInt8(ascii: ".")
        cursor += 1
        var divisor: UInt = 1_000
        while fraction != 0 {
            cursor.pointee = UInt8(ascii: "0") + UInt8(fraction / divisor)
            cursor += 1
            fraction %= divisor
            divisor /= 10
        }
        return cursor - destination
    }

    /// A value as the frames table prints it: whole numbers as integers, others as
    /// `String(format: "%.2f")`.
    package static func writeTable(_ value: Double, to destination: UnsafeMutablePointer<UInt8>) -> Int {
        if let tenThousandths = fourDecimals(value) {
            if tenThousandths % 10_000 == 0 { return writeInteger(tenThousandths / 10_000, to: destination) }
            return writeTwoDecimals(value, tenThousandths: tenThousandths, to: destination)
        }
        if value == value.rounded(), abs(value) < 0x1p63 { return writeInteger(Int(value), to: destination) }
        return withVaList([value]) { Int(vsnprintf(destination, maximumLength, "%.2f", $0)) }
    }

    /// `value * 10000` when `value` is the double nearest to a multiple of 0.0001 below 10^11 in
    /// magnitude (every frame value), nil otherwise.
    private static func fourDecimals(_ value: Double) -> Int? {
        let scaled = (value * 10_000).roundedToNearest
        guard abs(scaled) < 1e15, scaled / 10_000 == value else { return nil }
        return Int(scaled)
    }

    /// `String(format: "%.2f", value)` for `value`, the double nearest to `tenThousandths / 10000`,
    /// in integers. `%.2f` rounds the exact binary value, so a decimal tie (x.xx50) goes the way
    /// the binary value lies from it, and an exact tie to even.
    private static func writeTwoDecimals(
        _ value: Double, tenThousandths signed: Int,
        to destination: UnsafeMutablePointer<UInt8>
    ) -> Int {
        let tenThousandths = abs(signed)
        var hundredths = tenThousandths / 100
        let rest = tenThousandths % 100
        if rest > 50 {
            hundredths += 1
        } else if rest == 50 {
            // The sign of the exact |value| * 10000 - tenThousandths, in one rounding.
            let error = fma(abs(value), 10_000, -Double(tenThousandths))
            if error > 0 || (error == 0 && hundredths % 2 == 1) { hundredths += 1 }
        }
        var cursor = destination
        if value < 0 {
            cursor.pointee = UInt8(ascii: "-")
            cursor += 1
        }
        cursor += writeDigits(UInt(hundredths / 100), to: cursor)
        let fraction = hundredths % 100
        cursor[0] = UInt8(ascii: ".")
        cursor[1] = UInt8(ascii: "0") + UInt8(fraction / 10)
        cursor[2] = UInt8(ascii: "0") + UInt8(fraction % 10)
        return cursor + 3 - destination
    }

    /// The decimal digits of `magnitude`, most significant first, two at a time.
    private static func writeDigits(_ magnitude: UInt, to destination: UnsafeMutablePointer<UInt8>) -> Int {
        var length = 1
        var bound: UInt = 10
        while length < 20, magnitude >= bound {
            length += 1
            bound = bound.multipliedReportingOverflow(by: 10).partialValue
        }
        let pairs = digitPairs.utf8Start
        var rest = magnitude
        var end = destination + length
        while rest >= 100 {
            let pair = Int(rest % 100) * 2
            rest /= 100
            end -= 2
            end[0] = pairs[pair]
            end[1] = pairs[pair + 1]
        }
        if rest >= 10 {
            end[-2] = pairs[Int(rest) * 2]
            end[-1] = pairs[Int(rest) * 2 + 1]
        } else {
            end[-1] = UInt8(ascii: "0") + UInt8(rest)
        }
        return length
    }

    /// "00", "01", ... "99", one after another.
    private static var digitPairs: StaticString {
        """
        00010203040506070809101112131415161718192021222324252627282930313233343536373839\
        40414243444546474849505152535455565758596061626364656667686970717273747576777879\
        8081828384858687888990919293949596979899
        """
    }

    private static func copy(_ text: String, to destination: UnsafeMutablePointer<UInt8>) -> Int {
        var text = text
        return text.withUTF8 { bytes in
            destination.update(from: bytes.baseAddress!, count: bytes.count)
            return bytes.count
        }
    }
}
