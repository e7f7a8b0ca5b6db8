import MosaicFrames

/// The texts of the numbers `mosaic frames` prints, each distinct value of a column formatted
/// once and then copied as one block.
///
/// A column's values repeat: a grid's widths and heights on every row, its x in a cycle of as
/// many values as a row has cells, its y on each of a row's cells. So each column keeps its
/// last distinct values' texts in a table of 64 slots, two for each value of a hash of the
/// value's bits (a value that is not there is formatted and takes the first of its two slots,
/// the value there moving to the second). Two, because with one, two of a grid's x values that
/// share a slot would evict each other on every row.
/// A text of up to 16 bytes is kept as a block padded on the right with spaces and written
/// with one 16-byte store: the caller leaves room for 16 bytes at the destination and writes
/// what follows over the padding.
///
/// Whole numbers that count up (item numbers, a new one a row) are not formatted one by one but
/// counted to (``CountingTexts``).
struct NumberTexts: ~Copyable {
    /// How numbers are written: as the frames table does, or as JSON does.
    enum Form {
        case table, json
    }

    /// A text's number, returned by `text(of:column:)`: a text kept here (0 or more), or a
    /// number counted to (`~value`, below 0).
    typealias TextID = Int32

    /// Bytes a block holds; longer texts are kept apart and copied byte by byte.
    static let blockLength = 16

    private let form: Form
    private var blocks = GrowingBuffer<SIMD16<UInt8>>(capacity: 64)
    private var lengths = GrowingBuffer<UInt16>(capacity: 64)
    private var count = 0
    /// Texts longer than a block, by their number.
    private var longTexts: [TextID: [UInt8]] = [:]
    private static let slotsPerColumn = 64
    /// Per column and slot: the bits of the value kept there, and its text (-1 while empty).
    private let slotValues: UnsafeMutablePointer<UInt64>
    private let slotTexts: UnsafeMutablePointer<TextID>
    /// Where a number is formatted before it is kept.
    private let scratch: UnsafeMutablePointer<UInt8>
    /// Per column, the length of its longest text.
    private let widths: UnsafeMutablePointer<Int>
    private var counting = CountingTexts()
    /// Whether every frame value given was finite once tidied (JSON holds no others).
    private(set) var allFinite = true

    /// An empty set of texts for `columns` columns of numbers written in `form`.
    init(columns: Int, form: Form) {
        self.form = form
        let slotCount = columns * Self.slotsPerColumn
        slotValues = .allocate(capacity: slotCount)
        slotValues.initialize(repeating: 0, count: slotCount)
        slotTexts = .allocate(capacity: slotCount)
        slotTexts.initialize(repeating: -1, count: slotCount)
        scratch = .allocate(capacity: FrameNumberText.maximumLength)
        widths = .allocate(capacity: columns)
        widths.initialize(repeating: 0, count: columns)
    }

    deinit {
        slotValues.deallocate()
        slotTexts.deallocate()
        scratch.deallocate()
        widths.deallocate()
    }

    /// The text of a frame value in `column`, as a record holds it: ``LayoutFrame/tidy(_:)``,
    /// then `FrameNumberText.writeTable` or `writeShortest`. Values are kept by their bits before
    /// tidying, so a value met before costs a lookup, not a rounding.
    @inline(__always)
    mutating func text(ofUntidied value: Double, column: Int) -> TextID {
        let bits = value.bitPattern
        let slot = Self.slot(of: bits, column: column)
        if let text = kept(bits: bits, slot: slot) { return text }
        let tidied = LayoutFrame.tidy(value)
        if !tidied.isFinite { allFinite = false }
        return newText(bits: bits, slot: slot, column: column) { [form] destination in
            form == .table
                ? FrameNumberText.writeTable(tidied, to: destination)
                : FrameNumberText.writeShortest(tidied, to: destination)
        }
    }

    /// The text of an integer in `column` (section, item, z-index).
    @inline(__always)
    mutating func text(of value: Int, column: Int) -> TextID {
        if counting.canReach(value) {
            counting.reach(value)
            widths[column] = max(widths[column], counting.length(of: value))
            return ~TextID(value)
        }
        let bits = UInt64(bitPattern: Int64(value))
        let slot = Self.slot(of: bits, column: column)
        if let text = kept(bits: bits, slot: slot) { return text }
        return newText(bits: bits, slot: slot, column: column) { FrameNumberText.writeInteger(value, to: $0) }
    }

    /// The length of the longest text found for `column` (0 before any): every text of a
    /// column was formatted for it, so this is the widest the column's cells are.
    func width(ofColumn column: Int) -> Int {
        widths[column]
    }

    /// How many bytes a text has.
    @inline(__always)
    func length(of text: TextID) -> Int {
        text < 0 ? counting.length(of: Int(~text)) : Int(lengths[Int(text)])
    }

    /// Writes a text at `destination`, where there is room for its length or 16 bytes, whichever is
    /// more; bytes past the text up to 16 may be overwritten with spaces. Returns the text's length.
    @inline(__always)
    func write(_ text: TextID, to destination: UnsafeMutablePointer<UInt8>) -> Int {
        if text < 0 {
            UnsafeMutableRawPointer(destination).storeBytes(of: counting.block(of: Int(~text)), as: SIMD8<UInt8>.self)
            return counting.length(of: Int(~text))
        }
        let length = Int(lengths[Int(text)])
        if length <= Self.blockLength {
            UnsafeMutableRawPointer(destination).storeBytes(of: blocks[Int(text)], as: SIMD16<UInt8>.self)
        } else {
            longTexts[text]!.withUnsafeBufferPointer { destination.update(from: $0.baseAddress!, count: length) }
        }
        return length
    }

    /// The first of the two slots of a value with these bits in `column` (the first holds the
    /// newer of the values kept there).
    @inline(__always)
    private static func slot(of bits: UInt64, column: Int) -> Int {
        column * slotsPerColumn + 2 * Int(truncatingIfNeeded: (bits &* 0x9E37_79B9_7F4A_7C15) >> 59)
    }

    /// The text kept for a value with these bits in its two slots from `slot`, if there is one.
    @inline(__always)
    private func kept(bits: UInt64, slot: Int) -> TextID? {
        if slotTexts[slot] >= 0, slotValues[slot] == bits { return slotTexts[slot] }
        if slotTexts[slot + 1] >= 0, slotValues[slot + 1] == bits { return slotTexts[slot + 1] }
        return nil
    }

    /// Formats a value that is not kept (`format` writes its text and returns the length), keeps
    /// its text and puts it in the first of its two slots from `slot`, the value there moving to
    /// the second.
    @inline(__always)
    private mutating func newText(
        bits: UInt64, slot: Int, column: Int,
        _ format: (UnsafeMutablePointer<UInt8>) -> Int
    ) -> TextID {
        // Spaces first, so that a short text's first 16 bytes are its block.
        UnsafeMutableRawPointer(scratch).storeBytes(of: Self.spaces, as: SIMD16<UInt8>.self)
        let length = format(scratch)
        widths[column] = max(widths[column], length)
        let text = keep(length: length)
        slotValues[slot + 1] = slotValues[slot]
        slotTexts[slot + 1] = slotTexts[slot]
        slotValues[slot] = bits
        slotTexts[slot] = text
        return text
    }

    /// Sixteen spaces: a block's padding (computed, a constant where it is inlined, rather than
    /// a global whose every read checks that it was initialised).
    @inline(__always)
    static var spaces: SIMD16<UInt8> { SIMD16(repeating: UInt8(ascii: " ")) }

    /// Writes spaces over `count` bytes at `destination` (and up to 15 more after them).
    @inline(__always)
    static func writeSpaces(_ count: Int, to destination: UnsafeMutablePointer<UInt8>) {
        var offset = 0
        while offset < count {
            UnsafeMutableRawPointer(destination + offset).storeBytes(of: spaces, as: SIMD16<UInt8>.self)
            offset += blockLength
        }
    }

    /// Keeps the `length` bytes formatted in `scratch` as a new text.
    private mutating func keep(length: Int) -> TextID {
        blocks.reserve(count + 1)
        lengths.reserve(count + 1)
        let text = TextID(count)
        count += 1
        lengths[Int(text)] = UInt16(length)
        if length <= Self.blockLength {
            blocks[Int(text)] = UnsafeRawPointer(scratch).loadUnaligned(as: SIMD16<UInt8>.self)
        } else {
            longTexts[text] = Array(UnsafeBufferPointer(start: scratch, count: length))
        }
        return text
    }
}
