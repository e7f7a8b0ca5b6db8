/// The decimal texts of the whole numbers 0, 1, 2, ... up to the largest asked for, each made
/// from the one before by adding one to its last digit, and each kept as an 8-byte block padded
/// with spaces (as ``NumberTexts`` keeps its texts in 16: these have 8 digits at most, and
/// half the memory is half the pages to fault in).
///
/// Item numbers count up, one new value a row: formatting each (and keeping it in a table of
/// recent values) cost more than the rest of its row. Here the text of a number already counted
/// to is a lookup, and counting on costs a few instructions a number.
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

    private mutating func extend(to value: Int) {
        blocks.reserve(value + 1)
        lengths.reserve(value + 1)
        var block = blocks[count - 1]
        var length = Int(lengths[count - 1])
        while count <= value {
            // Add one: trailing nines become zeros, and the digit before them goes up by one;
            // all nines ("999") become a one and one more zero ("1000").
            var position = length - 1
            while position >= 0, block[position] == UInt8(ascii: "9") {
                block[position] = UInt8(ascii: "0")
                position -= 1
            }
            if position >= 0 {
                block[position] += 1
            } else {
                block[0] = UInt8(ascii: "1")
                block[length] = UInt8(ascii: "0")
                length += 1
            }
            blocks[count] = block
            lengths[count] = UInt8(length)
            count += 1
        }
    }
}
