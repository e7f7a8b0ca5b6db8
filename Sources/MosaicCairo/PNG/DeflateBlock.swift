/// The symbols of one deflate block as the compressor finds them, with their
/// frequencies, in fixed storage; written out with dynamic Huffman codes (RFC 1951,
/// section 3.2.7).
///
/// A symbol is a literal (< 256) or a match packed as `length << 16 | distance`.
struct DeflateBlock: ~Copyable {
    /// The most symbols a block holds.
    static let capacity = 1 << 15
    /// The most bytes a block takes written: at most 48 bits a symbol (a length and a
    /// distance code with their extra bits), and under 600 bytes of header and end.
    static let maximumBytes = capacity * 6 + 1024

    private let symbols: UnsafeMutablePointer<UInt32>
    /// How many symbols the block holds.
    private(set) var count = 0
    /// Uses of each literal/length symbol (0...285) and distance symbol (0...29).
    private let literalFrequencies: UnsafeMutablePointer<Int>
    private let distanceFrequencies: UnsafeMutablePointer<Int>
    /// ``DeflateTables/lengthSymbol``, held here so that adding a match reads it unchecked.
    private let lengthSymbols: UnsafeMutablePointer<UInt16>

    init() {
        symbols = .allocate(capacity: Self.capacity)
        literalFrequencies = .allocate(capacity: 286)
        literalFrequencies.initialize(repeating: 0, count: 286)
        distanceFrequencies = .allocate(capacity: 30)
        distanceFrequencies.initialize(repeating: 0, count: 30)
        lengthSymbols = .allocate(capacity: 259)
        for (length, symbol) in DeflateTables.lengthSymbol.enumerated() { lengthSymbols[length] = UInt16(symbol) }
    }

    deinit {
        symbols.deallocate()
        literalFrequencies.deallocate()
        distanceFrequencies.deallocate()
        lengthSymbols.deallocate()
    }

    var isFull: Bool { count == Self.capacity }

    @inline(__always)
    mutating func addLiteral(_ byte: UInt8) {
        symbols[count] = UInt32(byte)
        count &+= 1
        literalFrequencies[Int(byte)] &+= 1
    }

    /// A match of `length` (3...258) bytes at `distance` (1...32768) back.
    @inline(__always)
    mutating func addMatch(length: Int, distance: Int) {
        symbols[count] = UInt32(truncatingIfNeeded: length &<< 16 | distance)
        count &+= 1
        literalFrequencies[Int(lengthSymbols[length])] &+= 1
        distanceFrequencies[DeflateTables.distanceSymbol(distance)] &+= 1
    }

    /// Writes the block (header, code lengths, symbols, end code), then empties it.
    /// `bits` must have room for ``maximumBytes``.
    mutating func write(final: Bool, to bits: inout BitWriter) {
        precondition(bits.capacity - bits.count >= Self.maximumBytes, "no room for a deflate block")
        literalFrequencies[256] += 1
        let literals = HuffmanCode(
            frequencies: Array(UnsafeBufferPointer(start: literalFrequencies, count: 286)),
            maxBits: 15)
        let distances = HuffmanCode(
            frequencies: Array(UnsafeBufferPointer(start: distanceFrequencies, count: 30)),
            maxBits: 15)
        bits.write(final ? 1 : 0, count: 1)
        bits.write(2, count: 2)  // dynamic Huffman codes
        DeflateTables.writeCodeLengths(literals: literals, distances: distances, to: &bits)

        // Each literal's code (0...255), each match length's code followed by its extra
        // bits (256 + length), and each distance symbol's code, as `bit count << 24 | bits`.
        let codes =
            (0..<256).map { Self.packed(literals.codes[$0], literals.lengths[$0]) }
            + (0...258).map { length -> UInt32 in
                guard length >= 3 else { return 0 }
                let symbol = DeflateTables.lengthSymbol[length] - 257
                return Self.packed(
                    literals.codes[257 + symbol], literals.lengths[257 + symbol],
                    extra: length - DeflateTables.lengthBase[symbol],
                    extraBits: DeflateTables.lengthExtraBits[symbol])
            }
        // Each distance symbol's code and extra bit count, as `code length << 16 | code`
        // plus `bit count << 24`, and its first distance.
        let distanceCodes = (0..<30).map {
            UInt32(distances.lengths[$0]) << 16
                | Self.packed(
                    distances.codes[$0], distances.lengths[$0],
                    extraBits: DeflateTables.distanceExtraBits($0))
        }
        let distanceBases = (0..<30).map { DeflateTables.distanceBase($0) }
        // Literals and matches mixed unpredictably, so each symbol is written without a
        // branch: a literal writes its code and then a distance part of no bits. The writer
        // is moved into a local for the loop, where its state can stay in registers.
        var writer = bits
        for symbol in UnsafeBufferPointer(start: symbols, count: count) {
            let length = Int(symbol >> 16)
            let isMatch = length != 0
            let code = codes[isMatch ? 256 &+ length : Int(symbol)]
            writer.write(code & 0xFF_FFFF, count: Int(code >> 24))
            let distance = isMatch ? Int(symbol & 0xFFFF) : 1
            let distanceSymbol = DeflateTables.distanceSymbol(distance)
            let distanceCode = distanceCodes[distanceSymbol]
            let extra = UInt32(truncatingIfNeeded: distance &- distanceBases[distanceSymbol])
            let distanceBits = distanceCode & 0xFFFF | extra &<< ((distanceCode >> 16) & 0xFF)
            writer.write(isMatch ? distanceBits : 0, count: isMatch ? Int(distanceCode >> 24) : 0)
        }
        bits = writer
        bits.write(UInt32(literals.codes[256]), count: Int(literals.lengths[256]))
        count = 0
        literalFrequencies.update(repeating: 0, count: 286)
        distanceFrequencies.update(repeating: 0, count: 30)
    }

    private static func packed(_ code: UInt16, _ length: UInt8, extra: Int = 0, extraBits: Int = 0) -> UInt32 {
        UInt32(Int(length) + extraBits) << 24 | UInt32(extra) << UInt32(length) | UInt32(code)
    }
}
