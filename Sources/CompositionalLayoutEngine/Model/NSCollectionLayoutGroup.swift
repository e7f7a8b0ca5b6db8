import Foundation

/// A container that lays out items (or other groups) in a row, a column, or at
/// custom frames. Groups nest to any depth; a section repeats its group.
public final class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    enum Arrangement {
        case horizontal, vertical
        case custom(NSCollectionLayoutGroupCustomItemProvider)
    }

    /// How many subitems the group holds.
    enum Repetition: Equatable {
        /// The subitems in order, repeated while another one fits.
        case fill
        /// Exactly `n` copies of the subitem, sized equally to fill the group
        /// (`subitem:count:`), the subitem's own main-axis dimension ignored.
        case equalSplit(Int)
        /// Exactly `n` copies of the subitem at its own size (`repeatingSubitem:count:`).
        case repeating(Int)
    }

    let arrangement: Arrangement
    let repetition: Repetition

    /// The items or groups the group lays out.
    public let subitems: [NSCollectionLayoutItem]

    /// Space between subitems along the group's axis; `nil` means none.
    public var interItemSpacing: NSCollectionLayoutSpacing? { didSet { ModelGeneration.advance() } }

    /// Supplementary views anchored to the group (after its contentInsets).
    public override var supplementaryItems: [NSCollectionLayoutSupplementaryItem] {
        get { super.supplementaryItems }
        set { super.supplementaryItems = newValue }
    }

    init(
        layoutSize: NSCollectionLayoutSize, arrangement: Arrangement, subitems: [NSCollectionLayoutItem],
        repetition: Repetition
    ) {
        self.arrangement = arrangement
        self.subitems = subitems
        self.repetition = repetition
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// A row of the subitems, repeated while they fit.
    public static func horizontal(
        layoutSize: NSCollectionLayoutSize,
        subitems: [NSCollectionLayoutItem]
    ) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, arrangement: .horizontal, subitems: subitems, repetition: .fill)
    }

    /// A row of exactly `count` equal items that fill the group's width, with
    /// interItemSpacing between them. The item's own width is ignored.
    public static func horizontal(
        layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem,
        count: Int
    ) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(
            layoutSize: layoutSize, arrangement: .horizontal, subitems: [subitem],
            repetition: .equalSplit(count))
    }

    /// A row of `count` copies of the subitem at its own size.
    public static func horizontal(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
        count: Int
    ) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(
            layoutSize: layoutSize, arrangement: .horizontal, subitems: [subitem],
            repetition: .repeating(count))
    }

    /// A column of the subitems, repeated while they fit.
    public static func vertical(
        layoutSize: NSCollectionLayoutSize,
        subitems: [NSCollectionLayoutItem]
    ) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, arrangement: .vertical, subitems: subitems, repetition: .fill)
    }

    /// A column of exactly `count` equal items that fill the group's height.
    public static func vertical(
        layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem,
        count: Int
    ) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(
            layoutSize: layoutSize, arrangement: .vertical, subitems: [subitem],
            repetition: .equalSplit(count))
    }

    /// A column of `count` copies of the subitem at its own size.
    public static func vertical(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
        count: Int
    ) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(
            layoutSize: layoutSize, arrangement: .vertical, subitems: [subitem],
            repetition: .repeating(count))
    }

    /// A group whose items sit at frames the provider returns.
    public static func custom(
        layoutSize: NSCollectionLayoutSize,
        itemProvider: @escaping NSCollectionLayoutGroupCustomItemProvider
    ) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(
            layoutSize: layoutSize, arrangement: .custom(itemProvider), subitems: [],
            repetition: .fill)
    }

    /// A textual picture of the group's structure, for debugging.
    public func visualDescription() -> String {
        GroupDescription.describe(self)
    }
}

enum GroupDescription {
    static func describe(_ item: NSCollectionLayoutItem, depth: Int = 0) -> String {
        let pad = String(repeating: "  ", count: depth)
        guard let group = item as? NSCollectionLayoutGroup else {
            return "\(pad)item \(item.layoutSize)"
        }
        let kind: String
        switch group.arrangement {
        case .horizontal: kind = "horizontal"
        case .vertical: kind = "vertical"
        case .custom: kind = "custom"
        }
        var lines = ["\(pad)\(kind) group \(group.layoutSize)"]
        lines += group.subitems.map { describe($0, depth: depth + 1) }
        return lines.joined(separator: "\n")
    }
}
