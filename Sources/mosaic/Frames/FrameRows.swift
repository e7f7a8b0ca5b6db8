import CompositionalLayout
import MosaicFrames

/// The elements `mosaic frames` prints, read from the layout one at a time and each kept as
/// what its row needs: its kind's number and its numbers' texts (``NumberTexts``), not as a
/// ``LayoutFrame``, whose keeping and copying would cost more than the layout's own walk. No
/// record is even made: a row is read from the placement the layout hands out, and a number
/// is tidied only when its text is new, as most values of a regular layout repeat.
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
    var allFinite: Bool { numbers.allFinite }
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

    /// Every element of `layout` (``LayoutFrame/forEachPlacement(in:_:)``), its numbers
    /// written in `form` as its record holds them.
    init(of layout: UICollectionViewLayout, form: NumberTexts.Form) {
        self.init(form: form)
        LayoutFrame.forEachPlacement(in: layout) { frame, indexPath, category, kind, zIndex in
            append(
                frame: frame, indexPath: indexPath, category: LayoutFrame.Category(category), kind: kind, zIndex: zIndex
            )
        }
    }

    /// Adds a row for an element placed as `forEachPlacement` passes it: the frame's numbers are
    /// tidied as its ``LayoutFrame`` record's (``NumberTexts/text(ofUntidied:column:)``), and no
    /// record is made.
    @inline(__always)
    mutating func append(
        frame: CGRect, indexPath: borrowing IndexPath, category: LayoutFrame.Category,
        kind: borrowing String?, zIndex: Int
    ) {
        storage.reserve((count + 1) * Self.stride)
        let row = storage.base + count * Self.stride
        let (section, item) = LayoutFrame.sectionAndItem(of: indexPath)
        row[0] = kindIndex(category: category, kind: kind)
        row[1] = numbers.text(of: section, column: Column.section.rawValue)
        row[2] = numbers.text(of: item, column: Column.item.rawValue)
        row[3] = numbers.text(ofUntidied: Double(frame.minX), column: Column.x.rawValue)
        row[4] = numbers.text(ofUntidied: Double(frame.minY), column: Column.y.rawValue)
        row[5] = numbers.text(ofUntidied: Double(frame.width), column: Column.width.rawValue)
        row[6] = numbers.text(ofUntidied: Double(frame.height), column: Column.height.rawValue)
        row[7] = numbers.text(of: zIndex, column: Column.zIndex.rawValue)
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

    /// The place in `kinds` of the kind named `kind` (`nil`: a cell's, "cell") in `category`.
    @inline(__always)
    private mutating func kindIndex(category: LayoutFrame.Category, kind: borrowing String?) -> Int32 {
        if let lastKind, lastKind.key.category == category,
            kind == nil ? lastKind.key.name == "cell" : kind == lastKind.key.name
        {
            return lastKind.index
        }
        return newKindIndex(category: category, name: copy kind ?? "cell")
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
