/// Deflate's fixed tables (RFC 1951, section 3.2.5) and the encoding of a dynamic
/// block's code lengths (section 3.2.7).
enum DeflateTables {
    /// The first length of each length symbol 257...285.
    static let lengthBase: [Int] = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59,
        67, 83, 99, 115, 131, 163, 195, 227, 258
    ]
    /// Extra bits of each length symbol 257...285.
    static let lengthExtraBits: [Int] = [
        0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3,
        4, 4, 4, 4, 5, 5, 5, 5, 0
    ]
    /// The length symbol (257...285) of each match length 3...258.
    static let lengthSymbol: [Int] = {
        var table = [Int](repeating: 0, count: 259)
        for (index, base) in lengthBase.enumerated() {
            let count = index == 28 ? 1 : 1 << lengthExtraBits[index]
            for length in base..<min(base + count, 259) { table[length] = 257 + index }
        }
        table[258] = 285
        return table
    }()

    /// The distance symbol (0...29) of a distance 1...32768.
    @inline(__always)
    static func distanceSymbol(_ distance: Int) -> Int {
        // 2 floor(log2(value)) plus the bit below the highest; without a branch, which also
        // gives value itself for 0...3 (value | 1 and the shift of at least 0 see to that).
        let value = distance &- 1
        let high = Int.bitWidth &- 1 &- (value | 1).leadingZeroBitCount
        return 2 &* high &+ ((value &>> max(high &- 1, 0)) & 1)
    }

    /// Extra bits of a distance symbol.
    static func distanceExtraBits(_ symbol: Int) -> Int { symbol < 4 ? 0 : symbol / 2 - 1 }

    /// The first distance of a distance symbol.
    static func distanceBase(_ symbol: Int) -> Int {
        symbol < 4 ? symbol + 1 : (2 + symbol % 2) << (symbol / 2 - 1) + 1
    }

    /// The order code-length code lengths are written in.
    private static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    /// Writes HLIT, HDIST, HCLEN, the code-length code and the run-length-coded lengths
    /// of both codes.
    static func writeCodeLengths(literals: HuffmanCode, distances: HuffmanCode, to bits: inout BitWriter) {
        let literalCount = max(257, (literals.lengths.lastIndex { $0 > 0 } ?? 0) + 1)
        let distanceCount = max(1, (distances.lengths.lastIndex { $0 > 0 } ?? 0) + 1)
        let runs = runLengthCoded(Array(literals.lengths[..<literalCount]) + Array(distances.lengths[..<distanceCount]))
        var frequencies = [Int](repeating: 0, count: 19)
        for run in runs { frequencies[run.symbol] += 1 }
        let lengthCode = HuffmanCode(frequencies: frequencies, maxBits: 7)
        var codeLengthCount = 19
        while codeLengthCount > 4, lengthCode.lengths[codeLengthOrder[codeLengthCount - 1]] == 0 {
            codeLengthCount -= 1
        }
        bits.write(UInt32(literalCount - 257), count: 5)
        bits.write(UInt32(distanceCount - 1), count: 5)
        bits.write(UInt32(codeLengthCount - 4), count: 4)
        for index in 0..<codeLengthCount { bits.write(UInt32(lengthCode.lengths[codeLengthOrder[index]]), count: 3) }
        for run in runs {
            bits.write(UInt32(lengthCode.codes[run.symbol]), count: Int(lengthCode.lengths[run.symbol]))
            if run.extraBits > 0 { bits.write(UInt32(run.extra), count: run.extraBits) }
        }
    }

    /// Code lengths as code-length symbols: 0...15 literally, 16 repeats the previous
    /// length 3...6 times, 17 and 18 write 3...10 and 11...138 zeros.
    private static func runLengthCoded(_ lengths: [UInt8]) -> [(symbol: Int, extra: Int, extraBits: Int)] {
        var runs: [(symbol: Int, extra: Int, extraBits: Int)] = []
        var index = 0
        while index < lengths.count {
            let value = lengths[index]
            var end = index + 1
            while end < lengths.count, lengths[end] == value { end += 1 }
            var count = end - index
            if value == 0 {
                while count >= 11 {
                    let take = min(count, 138)
                    runs.append((18, take - 11, 7))
                    count -= take
                }
                if count >= 3 {
                    runs.append((17, count - 3, 3))
                    count = 0
                }
            } else {
                runs.append((Int(value), 0, 0))
                count -= 1
                while count >= 3 {
                    let take = min(count, 6)
                    runs.append((16, take - 3, 2))
                    count -= take
                }
            }
            for _ in 0..<count { runs.append((Int(value), 0, 0)) }
            index = end
        }
        return runs
    }
}
