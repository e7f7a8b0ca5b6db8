import Foundation
import MosaicContent
import Yams

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

    /// A cell's `icon` in a section that is never a list: only list rows draw an icon (a
    /// Settings-style square before the text), so it would show nothing.
    func checkIcon(in fields: Fields, sectionIsList: Bool) {
        guard !sectionIsList, fields.has("icon") else { return }
        reader.warning(
            "'icon' is not drawn: only list rows show an icon, and this section is not a list",
            at: fields.position(of: "icon"),
            hint: "for a picture in the cell write image: icon (a generated app icon) or a file, "
                + "or make the section a list (list: insetGrouped)")
    }

    /// A cell's `badge` in a section with nothing to show it: its items carry no supplementary
    /// view even after ``ImpliedBadge`` (a custom group's items are frames).
    func checkBadge(in fields: Fields, sectionHasBadges: Bool) {
        guard !sectionHasBadges, fields.has("badge") else { return }
        reader.warning(
            "'badge' is not drawn: the items of a custom group (frames:) carry no badge",
            at: fields.position(of: "badge"),
            hint: "add supplementaries: [{kind: badge, size: ~20 x 20, anchor: topTrailing}] to the group, "
                + "or use a horizontal or vertical group")
    }
}
