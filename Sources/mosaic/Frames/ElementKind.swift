import Foundation
import MosaicFrames

/// An element kind as the frames table or JSON writes it: its category and kind name.
struct ElementKind {
    struct Key: Hashable {
        var category: LayoutFrame.Category
        var name: String
    }

    let key: Key
    /// The category's name (its raw value).
    let category: PaddedBytes
    /// The kind name.
    let name: PaddedBytes
    /// The kind name's width in characters.
    let length: Int
    /// The kind name as a JSON string literal, escaped as `JSONEncoder` escapes it (JSON only).
    let literal: PaddedBytes

    init(_ key: Key, form: NumberTexts.Form) {
        self.key = key
        category = PaddedBytes(Array(key.category.rawValue.utf8))
        name = PaddedBytes(Array(key.name.utf8))
        length = name.bytes.allSatisfy { $0 < 0x80 } ? name.count : key.name.count
        if form == .json {
            let data = (try? JSONEncoder().encode([key.name])) ?? Data("[\"\"]".utf8)
            literal = PaddedBytes(Array(data.dropFirst().dropLast()))
        } else {
            literal = PaddedBytes([])
        }
    }
}

/// Bytes to copy into a row, kept also as one block padded with spaces when they fit in one:
/// written, like a number's text, with one 16-byte store, the padding spilling past them (the
/// caller leaves room for it and writes what follows over it).
struct PaddedBytes {
    let bytes: [UInt8]
    /// How many bytes there are (kept apart from `bytes`, so that writing a block reads no array).
    let count: Int
    private let block: SIMD16<UInt8>?

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        count = bytes.count
        if bytes.count <= NumberTexts.blockLength {
            var padded = NumberTexts.spaces
            for (index, byte) in bytes.enumerated() { padded[index] = byte }
            block = padded
        } else {
            block = nil
        }
    }

    /// Writes the bytes at `destination` (and maybe up to 16 bytes of padding); returns how many bytes they are.
    @inline(__always)
    @discardableResult
    func write(to destination: UnsafeMutablePointer<UInt8>) -> Int {
        if let block {
            UnsafeMutableRawPointer(destination).storeBytes(of: block, as: SIMD16<UInt8>.self)
        } else {
            bytes.withUnsafeBufferPointer { destination.update(from: $0.baseAddress!, count: $0.count) }
        }
        return count
    }
}
