/// Bits packed least significant first, as deflate writes them, into fixed storage that
/// the owner empties (``bytes``, then ``removeWrittenBytes()``) before it can overflow.
///
/// Noncopyable, so that it owns its storage alone and writes straight into it: no
/// array growth or uniqueness check per code.
struct BitWriter: ~Copyable {
    /// How many bytes fit before the owner must take them.
    let capacity: Int
    private let storage: UnsafeMutableRawPointer
    /// Whole bytes written and not yet taken.
    private(set) var count = 0
    private var pending: UInt64 = 0
    private var pendingCount = 0

    init(capacity: Int) {
        self.capacity = capacity
        storage = .allocate(byteCount: capacity + 8, alignment: 8)  // + 8: each write stores 8 bytes
    }

    deinit { storage.deallocate() }

    /// The whole bytes written and not yet taken.
    var bytes: UnsafeRawBufferPointer { UnsafeRawBufferPointer(start: storage, count: count) }

    /// Forgets the bytes in ``bytes`` (after the owner copied them); pending bits stay.
    mutating func removeWrittenBytes() { count = 0 }

    /// Writes the low `count` bits of `value` (`count` at most 32).
    ///
    /// Branch-free: the pending bits (fewer than 8 between writes) are stored as 8 bytes
    /// every time, and the whole bytes among them are kept.
    @inline(__always)
    mutating func write(_ value: UInt32, count: Int) {
        pending |= UInt64(value) &<< pendingCount
        pendingCount &+= count
        storage.storeBytes(of: pending.littleEndian, toByteOffset: self.count, as: UInt64.self)
        let wholeBytes = pendingCount &>> 3
        self.count &+= wholeBytes
        pending &>>= UInt64(wholeBytes &<< 3)
        pendingCount &= 7
    }

    /// Pads with zero bits to the next byte boundary and writes out every pending bit.
    mutating func alignToByte() {
        while pendingCount > 0 {
            storage.storeBytes(of: UInt8(truncatingIfNeeded: pending), toByteOffset: count, as: UInt8.self)
            count += 1
            pending >>= 8
            pendingCount = max(pendingCount - 8, 0)
        }
    }
}
