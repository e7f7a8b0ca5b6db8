import CompositionalLayout
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
    private init(form: NumberTexts.Form) {
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
