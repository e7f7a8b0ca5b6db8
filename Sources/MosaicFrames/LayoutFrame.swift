import CompositionalLayout

/// One laid-out element: what it is (category, kind, index path), where it is (its frame in
/// content coordinates, in points) and its z-order.
///
/// The same record is printed by `mosaic frames`, stored in `mosaic snapshot` references and
/// compared by ``FrameDiff``. It depends on no renderer, font or CPU: frames are the portable
/// snapshot of a layout.
public struct LayoutFrame: Codable, Hashable, Sendable {
    /// What kind of view an element is, as `UICollectionView.ElementCategory` says.
    public enum Category: String, Codable, Hashable, Sendable, CaseIterable, Comparable {
        case cell, supplementary, decoration

        public static func < (lhs: Category, rhs: Category) -> Bool {
            allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
        }

        /// The category of an element of `category`.
        @inline(__always)
        public init(_ category: UICollectionView.ElementCategory) {
            switch category {
            case .cell: self = .cell
            case .supplementaryView: self = .supplementary
            case .decorationView: self = .decoration
            }
        }
    }

    /// Cell, supplementary view or decoration.
    public var category: Category
    /// The element kind (`UICollectionElementKindSectionHeader`, `badge`, ...); `cell` for cells.
    public var kind: String
    /// The index path's section.
    public var section: Int
    /// The index path's item (0 for section-level supplementaries and decorations).
    public var item: Int
    /// The frame's origin and size, in points, rounded to 4 decimals.
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double
    /// The element's z-index.
    public var zIndex: Int

    /// Makes a record of explicit values (rounded to 4 decimals, as frames on a 1/3-point grid
    /// need no more).
    public init(
        category: Category, kind: String, section: Int, item: Int,
        x: Double, y: Double, width: Double, height: Double, zIndex: Int = 0
    ) {
        self.category = category
        self.kind = kind
        self.section = section
        self.item = item
        self.x = Self.tidy(x)
        self.y = Self.tidy(y)
        self.width = Self.tidy(width)
        self.height = Self.tidy(height)
        self.zIndex = zIndex
    }

    /// The record of a layout attribute.
    public init(_ attributes: UICollectionViewLayoutAttributes) {
        var memo = TidyMemo()
        self.init(
            frame: attributes.frame, indexPath: attributes.indexPath, category: attributes.representedElementCategory,
            kind: attributes.representedElementKind, zIndex: attributes.zIndex, memo: &memo)
    }

    /// The record of an element with these attributes' values, its frame's numbers tidied
    /// through `memo`.
    init(
        frame: CGRect, indexPath: borrowing IndexPath, category: UICollectionView.ElementCategory,
        kind: borrowing String?, zIndex: Int, memo: inout TidyMemo
    ) {
        self.category = Category(category)
        self.kind = copy kind ?? "cell"
        (section, item) = Self.sectionAndItem(of: indexPath)
        x = memo.x.tidy(Double(frame.minX))
        y = memo.y.tidy(Double(frame.minY))
        width = memo.width.tidy(Double(frame.width))
        height = memo.height.tidy(Double(frame.height))
        self.zIndex = zIndex
    }

    /// Every element of the whole content, orthogonal sections' off-screen items included,
    /// in the order the layout returns them.
    @preconcurrency @MainActor
    public static func all(in view: UICollectionView) -> [LayoutFrame] {
        all(in: view.collectionViewLayout)
    }

    /// The frames of `layout`, attached to a collection view or a render
    /// scene that is kept alive meanwhile; on any thread.
    public static func all(in layout: UICollectionViewLayout) -> [LayoutFrame] {
        var frames: [LayoutFrame] = []
        forEach(in: layout) { frames.append(copy $0) }
        return frames
    }

    /// Passes every element of ``all(in:)-(UICollectionViewLayout)``, in the same order, to `body` one at a time,
    /// keeping none: for a reader that needs only part of each record.
    public static func forEach(in layout: UICollectionViewLayout, _ body: (borrowing LayoutFrame) -> Void) {
        var memo = TidyMemo()
        forEachPlacement(in: layout) { frame, indexPath, category, kind, zIndex in
            body(
                LayoutFrame(
                    frame: frame, indexPath: indexPath, category: category, kind: kind, zIndex: zIndex, memo: &memo))
        }
    }

    /// Passes every element of ``all(in:)-(UICollectionViewLayout)``, in the same order, to `body` as the layout holds
    /// it, before a record is made: its frame (not yet tidied, see ``tidy(_:)``), index path,
    /// category, kind (`nil` for cells) and z-index. For a reader that keeps less than a record
    /// and would pay more for making records than for the layout's own walk (`mosaic frames`,
    /// which keeps the texts of its numbers).
    package static func forEachPlacement(
        in layout: UICollectionViewLayout,
        _ body: (CGRect, borrowing IndexPath, UICollectionElementCategory, borrowing String?, Int) -> Void
    ) {
        // The compositional layout itself (not a subclass, which may override the query)
        // hands out its elements' placements without an attributes object per element.
        guard type(of: layout) == UICollectionViewCompositionalLayout.self,
            let compositional = layout as? UICollectionViewCompositionalLayout
        else {
            for attributes in layout.layoutAttributesForElements(in: wholeContent(of: layout)) ?? [] {
                body(
                    attributes.frame, attributes.indexPath, attributes.representedElementCategory,
                    attributes.representedElementKind, attributes.zIndex)
            }
            return
        }
        compositional.forEachElement(in: wholeContent(of: layout), body)
    }

    /// ``all(in:)-(UICollectionViewLayout)`` through `layoutAttributesForElements(in:)`, one attributes object per
    /// element: any layout's way.
    static func objectFrames(in layout: UICollectionViewLayout) -> [LayoutFrame] {
        return (layout.layoutAttributesForElements(in: wholeContent(of: layout)) ?? []).map(LayoutFrame.init)
    }

    /// A rectangle holding every element of `layout`.
    private static func wholeContent(of layout: UICollectionViewLayout) -> CGRect {
        let size = layout.collectionViewContentSize
        // Orthogonal sections reach past the content's width (or height); ask for far more.
        let reach: CGFloat = 1_000_000
        return CGRect(x: -reach, y: -reach, width: size.width + 2 * reach, height: size.height + 2 * reach)
    }

    /// What identifies an element across two layouts: category, kind and index path.
    public struct Key: Hashable, Sendable, Comparable {
        public var section: Int
        public var category: Category
        public var kind: String
        public var item: Int

        /// Makes an identity of explicit parts.
        public init(section: Int, category: Category, kind: String, item: Int) {
            self.section = section
            self.category = category
            self.kind = kind
            self.item = item
        }

        public static func < (lhs: Key, rhs: Key) -> Bool {
            (lhs.section, lhs.category, lhs.kind, lhs.item) < (rhs.section, rhs.category, rhs.kind, rhs.item)
        }
    }

    /// This element's identity.
    public var key: Key { Key(section: section, category: category, kind: kind, item: item) }

    /// The elements in the canonical order of dumps and diffs: by section, then cells,
    /// supplementaries, decorations, then kind, then item (the layout's order breaks ties).
    public static func sorted(_ frames: [LayoutFrame]) -> [LayoutFrame] {
        frames.enumerated().sorted { ($0.element.key, $0.offset) < ($1.element.key, $1.offset) }.map(\.element)
    }

    /// A record's section and item for an element's index path: 0 for what the path lacks
    /// (a global element's empty path, a section's one-index path).
    // Inlinable: `mosaic frames` calls it for every element, from another module.
    @inlinable
    package static func sectionAndItem(of indexPath: borrowing IndexPath) -> (section: Int, item: Int) {
        let depth = indexPath.count
        return (depth > 0 ? indexPath[0] : 0, depth > 1 ? indexPath[1] : 0)
    }

    /// A frame value as a record holds it: rounded to 4 decimals, and zero for -0 (so that
    /// no "-0" is printed).
    @inline(__always)
    package static func tidy(_ value: Double) -> Double {
        let rounded = (value * 10_000).roundedToNearest / 10_000
        return rounded == 0 ? 0 : rounded  // no "-0"
    }
}

extension LayoutFrame {
    /// A person's name for the element: `section 1, item 3`, `section 2 header`,
    /// `section 0 background decoration`, `section 0, item 3 badge`.
    public var name: String {
        switch (category, kind) {
        case (.cell, _):
            return "section \(section), item \(item)"
        case (.supplementary, UICollectionView.elementKindSectionHeader):
            return "section \(section) header"
        case (.supplementary, UICollectionView.elementKindSectionFooter):
            return "section \(section) footer"
        case (.decoration, _):
            return "section \(section) \(kind) decoration"
        case (.supplementary, _):
            return "section \(section), item \(item) \(kind)"
        }
    }
}
