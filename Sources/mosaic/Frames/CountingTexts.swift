/// The decimal texts of the whole numbers 0, 1, 2, ... up to the largest asked for, each made
/// from the one before by adding one to its last digit, and each kept as an 8-byte block padded
/// with spaces (as ``NumberTexts`` keeps its texts in 16: these have 8 digits at most, and
/// half the memory is half the pages to fault in).
///
/// Item numbers count up, one new value a row: formatting each (and keeping it in a table of
/// recent values) would cost more than the rest of its row. Here the text of a number already
/// counted to is a lookup, and counting on is one digit's increment.
struct CountingTexts: ~Copyable {
    /// How far past the last number counted to a request may be and still be counted to:
    /// numbers further on (a z-index of 1000, say) are not worth every text before them.
    static let reach = 64
    /// The numbers counted to are below this (16,777,216: 8 digits, a block's worth).
    static let limit = 1 << 24

    private var blocks = GrowingBuffer<SIMD8<UInt8>>(capacity: 1024)
    private var lengths = GrowingBuffer<UInt8>(capacity: 1024)
    /// How many numbers have texts: 0 ..< count.
    private(set) var count = 1

    /// The text of 0 only.
    init() {
        var zero = SIMD8<UInt8>(repeating: UInt8(ascii: " "))
        zero[0] = UInt8(ascii: "0")
        blocks[0] = zero
        lengths[0] = 1
    }

    /// Whether `value` has a text, or is near enough to count to (see ``reach``).
    @inline(__always)
    func canReach(_ value: Int) -> Bool {
        value >= 0 && value < min(count + Self.reach, Self.limit)
    }

    /// Counts on to `value` if it is not there yet, and a little beyond (the next numbers
    /// are likely asked for next); `canReach(value)` must hold.
    @inline(__always)
    mutating func reach(_ value: Int) {
        if value >= count { extend(to: min(value | 63, Self.limit - 1)) }
    }

    /// The text of a number counted to, as a block.
    @inline(__always)
    func block(of value: Int) -> SIMD8<UInt8> { blocks[value] }

    /// The length of a number counted to's text.
    @inline(__always)
    func length(of value: Int) -> Int { Int(lengths[value]) }

    /// Counts on to `value`. The block is worked on as a 64-bit integer, its first digit in the
    /// lowest byte: setting one byte of a vector and reading the whole vector back (its next
    /// number) made every number wait for the store to reach memory.
    private mutating func extend(to value: Int) {
        blocks.reserve(value + 1)
        lengths.reserve(value + 1)
        var block = UInt64(littleEndian: unsafeBitCast(blocks[count - 1], to: UInt64.self))
        var length = Int(lengths[count - 1])
        let nine = UInt64(UInt8(ascii: "9"))
        let one = UInt64(UInt8(ascii: "1"))
        let zero = UInt64(UInt8(ascii: "0"))
        while count <= value {
            // Add one: trailing nines become zeros, and the digit before them goes up by one;
            // all nines ("999") become a one and one more zero ("1000").
            var shift = 8 * (length - 1)
            while shift >= 0, (block >> UInt64(shift)) & 0xFF == nine {
                block -= 9 << UInt64(shift)
                shift -= 8
            }
            if shift >= 0 {
                block += 1 << UInt64(shift)
            } else {
                block = block & ~0xFF | one
                block = block & ~(0xFF << UInt64(8 * length)) | zero << UInt64(8 * length)
                length += 1
            }
            blocks[count] = unsafeBitCast(block.littleEndian, to: SIMD8<UInt8>.self)
            lengths[count] = UInt8(length)
            count += 1
        }
    }
}
