/// CRC-32 as PNG chunks use it (ISO 3309, polynomial 0xEDB88320).
struct CRC32 {
    private static let table: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    private(set) var value: UInt32 = 0

    mutating func update(_ bytes: UnsafeRawBufferPointer) {
        var c = ~value
        Self.table.withUnsafeBufferPointer { table in
            for byte in bytes { c = table[Int((c ^ UInt32(byte)) & 0xFF)] ^ (c >> 8) }
        }
        value = ~c
    }

    mutating func update(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { update($0) }
    }
}

/// Adler-32, the checksum that ends a zlib stream (RFC 1950).
struct Adler32 {
    private var a: UInt32 = 1
    private var b: UInt32 = 0

    var value: UInt32 { b << 16 | a }

    private static let weights = SIMD16<UInt32>(16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1)

    mutating func update(_ bytes: UnsafeRawBufferPointer) {
        guard let base = bytes.baseAddress else { return }
        var a = self.a
        var b = self.b
        var index = 0
        while index < bytes.count {
            // 5552 (a multiple of 16) is the most bytes that cannot overflow 32 bits
            // before the modulo (zlib's NMAX).
            let end = min(index + 5552, bytes.count)
            // 16 bytes at a time, in vectors, reduced once per run: for blocks x_0 ... x_(n-1),
            // a gains the sum of every byte, and b gains 16 n a_0, plus 16 times each
            // block's sum of the blocks before it, plus the bytes weighted 16...1.
            var sums = SIMD16<UInt32>(repeating: 0)  // per lane: the blocks so far
            var earlier = SIMD16<UInt32>(repeating: 0)  // per lane: sums before each block, added up
            var blocks: UInt32 = 0
            while index + 16 <= end {
                // Up to 16 blocks in 16-bit lanes (sums at most 16 * 255, earlier 16 * 16 * 255,
                // below 2^16), then added to the 32-bit lanes: the group's blocks each had
                // `sums` before them, plus the group's own earlier blocks.
                let groupBlocks = min(16, (end - index) / 16)
                var groupSums = SIMD16<UInt16>(repeating: 0)
                var groupEarlier = SIMD16<UInt16>(repeating: 0)
                var block = base + index
                for _ in 0..<groupBlocks {
                    groupEarlier &+= groupSums
                    groupSums &+= SIMD16<UInt16>(truncatingIfNeeded: block.loadUnaligned(as: SIMD16<UInt8>.self))
                    block += 16
                }
                index &+= 16 &* groupBlocks
                earlier &+= sums &* UInt32(groupBlocks) &+ SIMD16<UInt32>(truncatingIfNeeded: groupEarlier)
                sums &+= SIMD16<UInt32>(truncatingIfNeeded: groupSums)
                blocks += UInt32(groupBlocks)
            }
            // Each lane stays below 2^32 (earlier: at most 346 * 347 / 2 * 255); b's total
            // may not, so it is added up in 64 bits.
            var wideB =
                UInt64(b) + 16 * UInt64(blocks) * UInt64(a) + 16 * UInt64(earlier.wrappedSum())
                + UInt64((sums &* Self.weights).wrappedSum())
            a &+= sums.wrappedSum()
            while index < end {
                a &+= UInt32(base.load(fromByteOffset: index, as: UInt8.self))
                wideB += UInt64(a)
                index += 1
            }
            a %= 65521
            b = UInt32(wideB % 65521)
        }
        self.a = a
        self.b = b
    }

    /// Updates the checksum for `count` zero bytes without reading them.
    mutating func updateZeros(count: Int) {
        // Each zero byte adds `a` to `b` and leaves `a` unchanged.
        b = UInt32((UInt64(b) + UInt64(a) * UInt64(count % 65521)) % 65521)
    }
}
