import Foundation
import Yams
import MosaicRender

/// Warnings for what a layout file says but would not show, or what looks like a slip:
/// each at the line and column of what is written (see ``LayoutDocument/warnings``).
struct SilentDropWarnings {
    let reader: Reader

    /// A size whose width or height is an absolute 1 point: almost always a forgotten
    /// `fw`/`fh` (`size: 1 x 120` draws 1-point-wide cells).
    func checkOnePoint(_ size: SizeSpec, at node: Node) {
        if size.width.kind == .absolute && size.width.value == 1 {
            reader.warning("an absolute width of 1 point", at: node, hint: "did you mean 1fw (the full width)?")
        }
        if size.height.kind == .absolute && size.height.value == 1 {
            reader.warning("an absolute height of 1 point", at: node, hint: "did you mean 1fh (the full height)?")
        }
    }

    /// A cell's `badge` in a section whose items declare no supplementary view to show it
    /// (list rows draw their badges themselves).
    func checkBadge(in fields: Fields, sectionHasBadges: Bool) {
        guard !sectionHasBadges, fields.has("badge") else { return }
        reader.warning("'badge' is not drawn: the section's items have no supplementary badge", at: fields.position(of: "badge"),
                       hint: "add supplementaries: [{kind: badge, size: ~20 x 20, anchor: topTrailing}] to the item, "
                           + "or make the section a list, whose rows draw badges")
    }
}

extension ItemSpec {
    /// Whether this element or any of its subitems has a supplementary view (a badge).
    var hasSupplementaries: Bool {
        !supplementaries.isEmpty || (group?.subitems.contains { $0.hasSupplementaries } ?? false)
    }
}

extension AdaptiveSectionSpec {
    /// Whether a badge in a cell's content is drawn: the section is a list (rows draw badges)
    /// or its items declare supplementary views, in the base layout or a variant.
    var drawsBadges: Bool {
        ([base] + variants.map(\.layout)).contains { $0.list != nil || ($0.group?.hasSupplementaries ?? false) }
    }

    /// Whether the section scrolls sideways in any of its layouts.
    var isOrthogonal: Bool {
        ([base] + variants.map(\.layout)).contains { $0.orthogonalScrollingBehavior != .none }
    }
}
