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
        var a = self.a, b = self.b
        var index = 0
        while index < bytes.count {
            // 5552 (a multiple of 16) is the most bytes that cannot overflow 32 bits
            // before the modulo (zlib's NMAX).
            let end = min(index + 5552, bytes.count)
            // 16 bytes at a time: b gains 16 times a plus the bytes weighted 16...1.
            while index + 16 <= end {
                let block = SIMD16<UInt32>(truncatingIfNeeded: bytes.loadUnaligned(fromByteOffset: index,
                                                                                   as: SIMD16<UInt8>.self))
                b &+= a &* 16 &+ (block &* Self.weights).wrappedSum()
                a &+= block.wrappedSum()
                index += 16
            }
            while index < end {
                a &+= UInt32(bytes[index])
                b &+= a
                index += 1
            }
            a %= 65521
            b %= 65521
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
