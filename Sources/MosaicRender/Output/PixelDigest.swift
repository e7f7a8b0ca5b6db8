import MosaicCairo

/// A 64-bit digest of an image surface's pixels (with its size and format), to tell cheaply
/// whether a strip drawn again has the pixels it had. An RGB24 pixel's unused byte is left out:
/// Cairo may leave there whatever a reused block held, and no output reads it.
///
/// Four lanes each take every fourth 8-byte word (add it times a prime, rotate, multiply: the
/// round of xxHash64), then the lanes and the byte count are mixed. Not cryptographic: strips
/// of a user's own screens that differ get the same digest at odds of about 2^-64.
struct PixelDigest: Hashable, Sendable {
    let width: Int
    let height: Int
    let format: PixelFormat
    let value: UInt64

    private static let prime1: UInt64 = 0x9E37_79B1_85EB_CA87
    private static let prime2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    private static let prime3: UInt64 = 0x1656_67B1_9E37_79F9

    init(of surface: ImageSurface) {
        width = surface.width
        height = surface.height
        format = surface.format
        let mask: UInt64 = surface.format == .rgb24 ? 0x00FF_FFFF_00FF_FFFF : ~0
        value = surface.withUnsafePixelBytes { Self.digest($0, mask: mask) }
    }

    private static func round(_ lane: UInt64, _ word: UInt64) -> UInt64 {
        rotate(lane &+ word &* prime2, 31) &* prime1
    }

    /// The digest of `bytes` (a whole number of 4-byte pixels), each 8-byte word and-ed with `mask`.
    private static func digest(_ bytes: UnsafeRawBufferPointer, mask: UInt64) -> UInt64 {
        var lanes: (UInt64, UInt64, UInt64, UInt64) = (prime1 &+ prime2, prime2, 0, 0 &- prime1)
        let words = bytes.count / 8
        var index = 0
        while index + 4 <= words {
            let offset = index * 8
            lanes.0 = round(lanes.0, bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self) & mask)
            lanes.1 = round(lanes.1, bytes.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self) & mask)
            lanes.2 = round(lanes.2, bytes.loadUnaligned(fromByteOffset: offset + 16, as: UInt64.self) & mask)
            lanes.3 = round(lanes.3, bytes.loadUnaligned(fromByteOffset: offset + 24, as: UInt64.self) & mask)
            index += 4
        }
        var hash = rotate(lanes.0, 1) &+ rotate(lanes.1, 7) &+ rotate(lanes.2, 12) &+ rotate(lanes.3, 18)
        while index < words {
            hash =
                rotate(hash ^ round(0, bytes.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self) & mask), 27)
                &* prime1
            index += 1
        }
        if bytes.count % 8 != 0 {
            let last = UInt64(bytes.loadUnaligned(fromByteOffset: words * 8, as: UInt32.self)) & (mask & 0xFFFF_FFFF)
            hash = rotate(hash ^ last &* prime3, 11) &* prime1
        }
        hash ^= UInt64(bytes.count)
        hash = (hash ^ hash >> 33) &* prime2
        hash = (hash ^ hash >> 29) &* prime3
        return hash ^ hash >> 32
    }

    private static func rotate(_ value: UInt64, _ count: UInt64) -> UInt64 {
        value << count | value >> (64 - count)
    }
}
