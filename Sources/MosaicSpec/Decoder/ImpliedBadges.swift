import CompositionalLayout
import Foundation

/// The badge a cell's `badge:` brings with it when the file declares no supplementary view:
/// what an iOS app adds to its items to show a count (Apple's "Item Badges" sample,
/// `ItemBadgeSupplementaryViewController.swift`, Docs/uikit-facts.md §4): kind `badge`,
/// anchored to the cell's top trailing corner and pushed out by 30% of its own size
/// (`fractionalOffset` (0.3, −0.3)), 20 points tall. Its width is estimated (`~20`), so the
/// badge sizes to its text: a 20 x 20 circle for one digit, a capsule for "99+" or "New".
///
/// Like UIKit's layout, the layout gives every item of the section a badge frame; the
/// cells without a badge of their own draw none (``LayoutContent/showsBadge(ofKind:at:)``).
enum ImpliedBadge {
    /// The supplementary item added to each cell.
    static let supplementary = SupplementarySpec(
        kind: ElementDecoder.defaultSupplementaryKind,
        size: SizeSpec(width: DimensionSpec(.estimated, 20), height: DimensionSpec(.absolute, 20)),
        anchor: AnchorSpec(edges: [.top, .trailing], offset: CGPoint(x: 0.3, y: -0.3), fractional: true))
}

extension ItemSpec {
    /// Whether this element or any of its subitems has a supplementary view (a badge).
    var hasSupplementaries: Bool {
        !supplementaries.isEmpty || (group?.subitems.contains { $0.hasSupplementaries } ?? false)
    }

    /// This element with `badge` on each of its cells (its leaf items; the items of a custom
    /// group are frames, which carry no supplementaries in UIKit).
    func addingToEachCell(_ badge: SupplementarySpec) -> ItemSpec {
        var copy = self
        if var group = copy.group {
            group.subitems = group.subitems.map { $0.addingToEachCell(badge) }
            copy.group = group
        } else {
            copy.supplementaries.append(badge)
        }
        return copy
    }
}

extension SectionLayoutSpec {
    /// Whether a badge in a cell's content is drawn: the section is a list (rows draw
    /// badges) or its items have supplementary views.
    var drawsBadges: Bool { list != nil || (group?.hasSupplementaries ?? false) }

    /// This layout with ``ImpliedBadge`` on each cell when its items declare no
    /// supplementary view; lists (whose rows draw badges) and declared badges are kept.
    var withImpliedBadges: SectionLayoutSpec {
        guard let group, !group.hasSupplementaries else { return self }
        var copy = self
        copy.group = group.addingToEachCell(ImpliedBadge.supplementary)
        return copy
    }
}

extension AdaptiveSectionSpec {
    /// Whether a badge in a cell's content is drawn, in the base layout or a variant.
    var drawsBadges: Bool { ([base] + variants.map(\.layout)).contains(where: \.drawsBadges) }

    /// Every layout of the section (base and variants) with ``ImpliedBadge`` where it
    /// declares no supplementary view.
    var withImpliedBadges: AdaptiveSectionSpec {
        var copy = self
        copy.base = base.withImpliedBadges
        copy.variants = variants.map {
            AdaptiveSectionSpec.Variant(condition: $0.condition, layout: $0.layout.withImpliedBadges)
        }
        return copy
    }

    /// Whether the section scrolls sideways in any of its layouts.
    var isOrthogonal: Bool {
        ([base] + variants.map(\.layout)).contains { $0.orthogonalScrollingBehavior != .none }
    }
}
