/// A canonical, length-limited Huffman code (RFC 1951, section 3.2.2): a code length per
/// symbol and the bit-reversed codes ready to be written least significant bit first.
struct HuffmanCode {
    /// The code length of each symbol; 0 for symbols that are not used.
    let lengths: [UInt8]
    /// Each symbol's code, bit-reversed.
    let codes: [UInt16]

    /// The optimal code for `frequencies` with no code longer than `maxBits`.
    ///
    /// At least two symbols get a code (deflate decoders reject a one-code tree), so
    /// symbols 0 and 1 are given codes when fewer than two symbols are used.
    init(frequencies: [Int], maxBits: Int) {
        var used = frequencies.indices.filter { frequencies[$0] > 0 }
        for filler in 0..<min(2, frequencies.count) where used.count < 2 && !used.contains(filler) {
            used.append(filler)
        }
        let weights = used.map { max(frequencies[$0], 1) }
        // Symbols by increasing weight (then by symbol, for determinism).
        let order = used.indices.sorted { weights[$0] != weights[$1] ? weights[$0] < weights[$1] : used[$0] < used[$1] }
        var lengthCounts = Self.lengthCounts(sortedWeights: order.map { weights[$0] }, maxBits: maxBits)
        var lengths = [UInt8](repeating: 0, count: frequencies.count)
        // The heaviest symbols take the shortest codes.
        var next = order.count - 1
        for length in 1...maxBits {
            while lengthCounts[length] > 0 {
                lengths[used[order[next]]] = UInt8(length)
                lengthCounts[length] -= 1
                next -= 1
            }
        }
        self.lengths = lengths
        self.codes = Self.canonicalCodes(lengths: lengths, maxBits: maxBits)
    }

    /// How many symbols get each code length (index = length), for weights sorted
    /// ascending: Huffman's tree, then lengths past `maxBits` folded back (as miniz does).
    private static func lengthCounts(sortedWeights weights: [Int], maxBits: Int) -> [Int] {
        let leafCount = weights.count
        // Two-queue Huffman construction: leaves in order, then internal nodes in order.
        var nodeWeight = weights + [Int](repeating: 0, count: leafCount - 1)
        var parent = [Int](repeating: -1, count: 2 * leafCount - 1)
        var leaf = 0
        var inner = leafCount
        var created = leafCount
        func takeLightest() -> Int {
            if leaf < leafCount && (inner >= created || nodeWeight[leaf] <= nodeWeight[inner]) {
                leaf += 1
                return leaf - 1
            }
            inner += 1
            return inner - 1
        }
        while created < 2 * leafCount - 1 {
            let a = takeLightest()
            let b = takeLightest()
            nodeWeight[created] = nodeWeight[a] + nodeWeight[b]
            parent[a] = created
            parent[b] = created
            created += 1
        }
        var depth = [Int](repeating: 0, count: 2 * leafCount - 1)
        for node in stride(from: 2 * leafCount - 3, through: 0, by: -1) { depth[node] = depth[parent[node]] + 1 }
        var counts = [Int](repeating: 0, count: max(maxBits, depth.max() ?? 0) + 1)
        for node in 0..<leafCount { counts[depth[node]] += 1 }
        // Fold lengths past maxBits into maxBits, then lengthen codes until Kraft's sum is exact.
        for length in stride(from: counts.count - 1, to: maxBits, by: -1) { counts[maxBits] += counts[length] }
        counts.removeSubrange((maxBits + 1)...)
        var total = (1...maxBits).reduce(0) { $0 + counts[$1] << (maxBits - $1) }
        while total > 1 << maxBits {
            counts[maxBits] -= 1
            for length in stride(from: maxBits - 1, through: 1, by: -1) where counts[length] > 0 {
                counts[length] -= 1
                counts[length + 1] += 2
                break
            }
            total -= 1
        }
        return counts
    }

    private static func canonicalCodes(lengths: [UInt8], maxBits: Int) -> [UInt16] {
        var countPerLength = [Int](repeating: 0, count: maxBits + 1)
        for length in lengths where length > 0 { countPerLength[Int(length)] += 1 }
        var nextCode = [Int](repeating: 0, count: maxBits + 2)
        var code = 0
        for length in 1...maxBits {
            code = (code + countPerLength[length - 1]) << 1
            nextCode[length] = code
        }
        return lengths.map { length in
            guard length > 0 else { return 0 }
            let value = nextCode[Int(length)]
            nextCode[Int(length)] += 1
            var reversed = 0
            for bit in 0..<Int(length) where value & (1 << bit) != 0 { reversed |= 1 << (Int(length) - 1 - bit) }
            return UInt16(reversed)
        }
    }
}
