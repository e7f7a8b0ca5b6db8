import Foundation

/// Reads choices out of a fuzzer's bytes, front to back; past the end every read gives 0,
/// so any input, even an empty one, describes a complete value.
public struct FuzzBytes {
    private let bytes: [UInt8]
    private var position = 0

    /// Reads from `bytes`.
    public init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// Whether every byte has been read.
    public var isExhausted: Bool { position >= bytes.count }

    /// The next byte (0 past the end).
    public mutating func byte() -> UInt8 {
        guard position < bytes.count else { return 0 }
        defer { position += 1 }
        return bytes[position]
    }

    /// A whole number in `range`.
    public mutating func int(in range: ClosedRange<Int>) -> Int {
        let span = UInt64(range.upperBound - range.lowerBound) + 1
        let raw = UInt64(byte()) << 8 | UInt64(byte())
        return range.lowerBound + Int(raw % span)
    }

    /// One of `choices`.
    public mutating func pick<T>(_ choices: [T]) -> T { choices[int(in: 0...(choices.count - 1))] }

    /// A number that is usually ordinary and sometimes extreme: 0, negative, NaN,
    /// infinite, huge, tiny, or just past a pixel boundary.
    public mutating func number(typical: ClosedRange<Double>) -> CGFloat {
        switch byte() % 16 {
        case 0: return 0
        case 1: return -CGFloat(int(in: 0...1000))
        case 2: return .nan
        case 3: return .infinity
        case 4: return -.infinity
        case 5: return 1e300
        case 6: return CGFloat.leastNonzeroMagnitude
        case 7: return CGFloat(int(in: 0...2_000_000))
        case 8: return CGFloat(int(in: 0...100)) + 1.0 / 3.0
        default:
            let fraction = Double(int(in: 0...10_000)) / 10_000
            return CGFloat(typical.lowerBound + fraction * (typical.upperBound - typical.lowerBound))
        }
    }
}
