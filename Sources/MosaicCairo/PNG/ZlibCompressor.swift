/// A zlib stream (RFC 1950) of deflate blocks (RFC 1951), compressed as it is fed, in
/// bounded memory: a 32 KiB window, a small match table and one block of symbols.
///
/// Tuned for filtered screenshot rows, which are mostly runs: at each position it tries a
/// run (distance 1), a repeat of the previous pixel (distance `period`), and the last
/// position with the same 4 bytes (one hash probe, no chains); it takes the longest
/// match of at least 3 bytes, else a literal. Blocks use dynamic Huffman codes.
/// Compressed bytes collect in ``output``; the caller drains them as it likes.
///
/// A noncopyable struct: its hot loop pays no exclusivity checks on class properties, and
/// its block and bit writer own their storage.
struct ZlibCompressor: ~Copyable {
    /// Compressed bytes not yet taken by the caller.
    var output: [UInt8] = []

    private static let windowSize = 32768
    private static let maxMatch = 258
    private static let bufferSize = 1 << 18
    private static let hashBits = 15

    /// The most recent input: at most `windowSize` bytes already encoded, then bytes to encode.
    private var buffer: [UInt8]
    private var filled = 0
    private var cursor = 0
    /// The stream position of `buffer[0]`.
    private var bufferStart = 0
    /// For each 4-byte hash, where it last occurred: its stream position minus `recentBase`,
    /// plus 1 (0: never). 32 bits, so that the table (128 KiB) stays in cache.
    private var recent: [UInt32]
    /// Moves up by `rebaseInterval` as the stream passes it (see ``makeRoom()``).
    private var recentBase = 0
    private let rebaseInterval: Int
    private let period: Int

    private var block = DeflateBlock()
    private var bits = BitWriter(capacity: DeflateBlock.maximumBytes)
    private var checksum = Adler32()

    /// - Parameters:
    ///   - period: a distance worth trying at every position besides 1 (bytes per pixel).
    ///   - rebaseInterval: how often (in bytes) the match table's entries are rebased; at
    ///     most 2^31, so that they fit in 32 bits. Only tests change it.
    init(period: Int, rebaseInterval: Int = 1 << 31) {
        precondition(rebaseInterval > 0 && rebaseInterval <= 1 << 31, "rebase interval \(rebaseInterval)")
        self.period = period
        self.rebaseInterval = rebaseInterval
        buffer = [UInt8](repeating: 0, count: Self.bufferSize + 8)
        recent = [UInt32](repeating: 0, count: 1 << Self.hashBits)
        output = [0x78, 0x01]  // deflate, 32 KiB window, fastest level (header check: 0x7801 % 31 == 0)
    }

    /// Compresses `bytes` (some may wait in the window for more input).
    mutating func append(_ bytes: UnsafeRawBufferPointer) {
        append(count: bytes.count) { target, offset, count in
            UnsafeMutableRawPointer(target).copyMemory(from: bytes.baseAddress!.advanced(by: offset), byteCount: count)
        }
    }

    /// Compresses `count` bytes that `write(target, offset, n)` puts straight into the
    /// window, piece by piece: `n` bytes from the `offset`th on.
    mutating func append(count: Int, _ write: (UnsafeMutablePointer<UInt8>, Int, Int) -> Void) {
        feed(count, summed: true) { target, offset, count in
            let bytes = target.assumingMemoryBound(to: UInt8.self)
            write(bytes, offset, count)
        }
    }

    /// Compresses `first` followed by `zeroCount` zero bytes (a PNG row equal to the one
    /// above it, Up-filtered), without reading or summing the zeros one by one.
    mutating func append(_ first: UInt8, zeroCount: Int) {
        withUnsafeBytes(of: first) { checksum.update($0) }
        checksum.updateZeros(count: zeroCount)
        feed(1 + zeroCount, summed: false) { target, offset, count in
            target.initializeMemory(as: UInt8.self, repeating: 0, count: count)
            if offset == 0 { target.storeBytes(of: first, as: UInt8.self) }
        }
    }

    /// Ends the stream: encodes what is left, the final block and the checksum.
    mutating func finish() {
        encode(until: filled)
        block.write(final: true, to: &bits)
        bits.alignToByte()
        bits.write(checksum.value.byteSwapped, count: 32)  // big-endian
        drainBits()
    }

    /// Adds `count` bytes to the window, written by `fill(target, offset, count)` piece by
    /// piece, encoding as the window fills; with `summed`, adds them to the checksum.
    private mutating func feed(_ count: Int, summed: Bool, fill: (UnsafeMutableRawPointer, Int, Int) -> Void) {
        var offset = 0
        while offset < count {
            makeRoom()
            let piece = min(count - offset, Self.bufferSize - filled)
            var checksum = self.checksum
            buffer.withUnsafeMutableBytes { window in
                let target = window.baseAddress!.advanced(by: filled)
                fill(target, offset, piece)
                if summed { checksum.update(UnsafeRawBufferPointer(start: target, count: piece)) }
            }
            self.checksum = checksum
            filled += piece
            offset += piece
            encode(until: filled - Self.maxMatch)
        }
    }

    /// Moves the window to the front of the buffer when the buffer is full.
    private mutating func makeRoom() {
        guard filled == Self.bufferSize else { return }
        let keep = min(cursor, Self.windowSize)
        let shift = cursor - keep
        buffer.withUnsafeMutableBytes { bytes in
            let base = bytes.baseAddress!
            base.copyMemory(from: base.advanced(by: shift), byteCount: filled - shift)
        }
        filled -= shift
        cursor -= shift
        bufferStart += shift
        // Keeps the table's entries below 2^32 (positions are less than a buffer ahead of
        // bufferStart). Entries older than the new base are forgotten: they lie before
        // bufferStart, farther back than the window, so no match could use them.
        if bufferStart - recentBase >= rebaseInterval {
            recentBase += rebaseInterval
            let drop = UInt32(rebaseInterval)
            for slot in recent.indices { recent[slot] = recent[slot] > drop ? recent[slot] - drop : 0 }
        }
    }

    private mutating func encode(until end: Int) {
        guard cursor < end else { return }
        var cursor = self.cursor
        defer { self.cursor = cursor }
        // Positions and lengths stay far below Int.max: wrapping arithmetic (&+, &-) is exact.
        let hashShift = UInt32(32 - Self.hashBits)
        var recent = self.recent
        self.recent = []
        defer { self.recent = recent }
        let buffer = self.buffer
        buffer.withUnsafeBytes { raw in
            let data = raw.baseAddress!
            recent.withUnsafeMutableBufferPointer { recent in
                while cursor < end {
                    let available = min(Self.maxMatch, filled &- cursor)
                    var length = 0
                    var distance = 0
                    if cursor >= 1 {
                        length = Self.matchLength(data, cursor, cursor &- 1, available)
                        distance = 1
                    }
                    if length < available, cursor >= period, period > 1 {
                        let candidate = Self.matchLength(data, cursor, cursor &- period, available)
                        if candidate > length { (length, distance) = (candidate, period) }
                    }
                    if length < available, available >= 4 {
                        let word = data.loadUnaligned(fromByteOffset: cursor, as: UInt32.self)
                        let slot = Int(truncatingIfNeeded: (word &* 2_654_435_761) &>> hashShift)
                        let position = bufferStart &+ cursor
                        let entry = Int(recent[slot])
                        recent[slot] = UInt32(truncatingIfNeeded: position &- recentBase &+ 1)
                        let candidateDistance = position &- recentBase &+ 1 &- entry
                        if entry > 0, candidateDistance > 1, candidateDistance <= Self.windowSize,
                            candidateDistance <= cursor
                        {
                            let candidate = Self.matchLength(data, cursor, cursor &- candidateDistance, available)
                            if candidate > length { (length, distance) = (candidate, candidateDistance) }
                        }
                    }
                    if length >= 3 {
                        block.addMatch(length: length, distance: distance)
                        cursor &+= length
                    } else {
                        block.addLiteral(data.load(fromByteOffset: cursor, as: UInt8.self))
                        cursor &+= 1
                    }
                    if block.isFull {
                        block.write(final: false, to: &bits)
                        drainBits()
                    }
                }
            }
        }
    }

    /// How many bytes from `a` equal those from `b` (b < a), up to `limit`: 8 bytes at a
    /// time, then 32 once the first 8 match (long matches are runs of zeros, 258 bytes).
    @inline(__always)
    private static func matchLength(_ data: UnsafeRawPointer, _ a: Int, _ b: Int, _ limit: Int) -> Int {
        let x = data + a
        let y = data + b
        func difference(_ offset: Int) -> UInt64 {
            x.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                ^ y.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
        }
        var length = 0
        if limit >= 8 {
            let first = difference(0)
            if first != 0 { return first.trailingZeroBitCount &>> 3 }
            length = 8
            while length &+ 32 <= limit,
                difference(length) | difference(length &+ 8) | difference(length &+ 16) | difference(length &+ 24) == 0
            {
                length &+= 32
            }
            while length &+ 8 <= limit {
                let different = difference(length)
                if different != 0 { return length &+ different.trailingZeroBitCount &>> 3 }
                length &+= 8
            }
        }
        while length < limit,
            x.load(fromByteOffset: length, as: UInt8.self) == y.load(fromByteOffset: length, as: UInt8.self)
        {
            length &+= 1
        }
        return length
    }

    private mutating func drainBits() {
        output.append(contentsOf: bits.bytes)
        bits.removeWrittenBytes()
    }
}
