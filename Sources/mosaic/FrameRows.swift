import CompositionalLayout
import Foundation
import MosaicFrames

/// The elements `mosaic frames` prints, read from the layout one at a time and each kept as
/// what its row needs: its kind's number and its numbers' texts (``NumberTexts``), not as a
/// ``LayoutFrame`` (on 100k cells, keeping and copying those records cost more than the
/// layout's own walk).
struct FrameRows: ~Copyable {
    /// The numeric columns, in the table's order.
    enum Column: Int, CaseIterable {
        case section, item, x, y, width, height, zIndex
    }

    /// The distinct kinds, in the order they first occur.
    private(set) var kinds: [ElementKind] = []
    /// The numbers' texts, which the rows refer to.
    private(set) var numbers: NumberTexts
    /// Whether every frame value is finite (JSON holds no others).
    private(set) var allFinite = true
    /// How many elements there are.
    private(set) var count = 0

    /// Per row, `stride` numbers: its kind's place in `kinds`, then its texts in ``Column`` order.
    private var storage = GrowingBuffer<Int32>(capacity: 1024 * stride)
    private static let stride = 8
    private let form: NumberTexts.Form
    private var kindIndices: [ElementKind.Key: Int32] = [:]
    /// Kinds come in runs (every cell, then a section's supplementaries): the last one is
    /// checked before the dictionary.
    private var lastKind: (key: ElementKind.Key, index: Int32)?

    /// No rows yet; numbers will be written in `form`.
    init(form: NumberTexts.Form) {
        self.form = form
        numbers = NumberTexts(columns: Column.allCases.count, form: form)
    }

    /// Every element of `view`'s layout (``LayoutFrame/forEach(in:_:)``), its numbers written in `form`.
    init(of view: UICollectionView, form: NumberTexts.Form) {
        self.init(form: form)
        LayoutFrame.forEach(in: view) { append($0) }
    }

    /// Adds a row for `frame`.
    mutating func append(_ frame: borrowing LayoutFrame) {
        storage.reserve((count + 1) * Self.stride)
        let row = storage.base + count * Self.stride
        row[0] = kindIndex(category: frame.category, name: frame.kind)
        row[1] = numbers.text(of: frame.section, column: Column.section.rawValue)
        row[2] = numbers.text(of: frame.item, column: Column.item.rawValue)
        row[3] = numbers.text(of: frame.x, column: Column.x.rawValue)
        row[4] = numbers.text(of: frame.y, column: Column.y.rawValue)
        row[5] = numbers.text(of: frame.width, column: Column.width.rawValue)
        row[6] = numbers.text(of: frame.height, column: Column.height.rawValue)
        row[7] = numbers.text(of: frame.zIndex, column: Column.zIndex.rawValue)
        if !(frame.x.isFinite && frame.y.isFinite && frame.width.isFinite && frame.height.isFinite) {
            allFinite = false
        }
        count += 1
    }

    /// The place in `kinds` of `row`'s kind.
    @inline(__always)
    func kind(row: Int) -> Int {
        Int(storage.base[row &* Self.stride])
    }

    /// The texts of `row`'s numbers, in ``Column`` order.
    @inline(__always)
    func texts(row: Int) -> UnsafePointer<NumberTexts.TextID> {
        UnsafePointer(storage.base + row &* Self.stride + 1)
    }

    /// The text of `row`'s number in `column`.
    @inline(__always)
    func text(row: Int, _ column: Column) -> NumberTexts.TextID {
        texts(row: row)[column.rawValue]
    }

    @inline(__always)
    private mutating func kindIndex(category: LayoutFrame.Category, name: String) -> Int32 {
        if let lastKind, lastKind.key.category == category, lastKind.key.name == name { return lastKind.index }
        return newKindIndex(category: category, name: name)
    }

    private mutating func newKindIndex(category: LayoutFrame.Category, name: String) -> Int32 {
        let key = ElementKind.Key(category: category, name: name)
        let index: Int32
        if let known = kindIndices[key] {
            index = known
        } else {
            index = Int32(kinds.count)
            kinds.append(ElementKind(key, form: form))
            kindIndices[key] = index
        }
        lastKind = (key, index)
        return index
    }
}

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
