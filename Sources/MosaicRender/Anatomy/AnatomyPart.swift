import CompositionalLayout
import Foundation

/// One part of a layout's structure, where it is, and what its label says.
public struct AnatomyPart: Sendable, Equatable {
    /// What a part is.
    public enum Kind: Hashable, Sendable {
        /// A section's frame.
        case section
        /// A section's contentInsets.
        case sectionInsets
        /// The gap between two sections.
        case interSectionSpacing
        /// A decoration view (a section background).
        case decoration
        /// A header, footer or other boundary supplementary.
        case boundarySupplementary
        /// A group; `depth` 0 is the section's group, 1 a group nested in it, and so on.
        case group(depth: Int)
        /// The gap between two of a section's groups.
        case interGroupSpacing
        /// The gap between two of a group's subitems.
        case interItemSpacing
        /// An item's edgeSpacing.
        case edgeSpacing
        /// A cell.
        case item
        /// An item's contentInsets: between its slot and its cell.
        case itemInsets
        /// A badge or other supplementary anchored to an item or group.
        case supplementary
    }

    /// What the part is.
    public var kind: Kind
    /// The section it belongs to (-1 for the gap between sections).
    public var section: Int
    /// Where it is, in the collection view's content coordinates; a ring of insets is up to
    /// four rectangles.
    public var rects: [CGRect]
    /// Its label, longest first: shorter forms are used where the long one does not fit.
    /// Empty for a part drawn without a label (a repeat of one already labelled).
    public var labels: [String]

    /// Makes a part.
    public init(kind: Kind, section: Int, rects: [CGRect], labels: [String] = []) {
        self.kind = kind
        self.section = section
        self.rects = rects
        self.labels = labels
    }

    /// The rectangle a label points at: the largest of ``rects``.
    public var labelTarget: CGRect? {
        rects.max { $0.width * $0.height < $1.width * $1.height }
    }
}

/// A placed label of an anatomy figure.
public struct AnatomyLabel: Sendable, Equatable {
    /// The text shown (one of its part's ``AnatomyPart/labels``).
    public var text: String
    /// The label's pill, in the figure's coordinates.
    public var rect: CGRect
    /// The part it names.
    public var target: CGRect
    /// A line from the label to its part, when the label sits outside it.
    public var leader: [CGPoint]?
    /// The kind of part it names.
    public var kind: AnatomyPart.Kind

    /// Makes a label.
    public init(text: String, rect: CGRect, target: CGRect, leader: [CGPoint]? = nil, kind: AnatomyPart.Kind) {
        self.text = text
        self.rect = rect
        self.target = target
        self.leader = leader
        self.kind = kind
    }

    /// The label moved by (`dx`, `dy`).
    func offsetBy(dx: CGFloat, dy: CGFloat) -> AnatomyLabel {
        var copy = self
        copy.rect = rect.offsetBy(dx: dx, dy: dy)
        copy.target = target.offsetBy(dx: dx, dy: dy)
        copy.leader = leader?.map { CGPoint(x: $0.x + dx, y: $0.y + dy) }
        return copy
    }
}

/// How dimensions, insets and spacings are written in labels.
enum Notation {
    /// `1.0`, `0.92`, `0.33`.
    static func fraction(_ value: CGFloat) -> String {
        let rounded = (Double(value) * 100).rounded() / 100
        if rounded == rounded.rounded() { return String(format: "%.1f", rounded) }
        return points(value)
    }

    /// `44`, `12.5`.
    static func points(_ value: CGFloat) -> String {
        let rounded = (Double(value) * 100).rounded() / 100
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        var text = String(format: "%.2f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    /// A dimension in the layout files' notation, the one notation of every label: `0.92fw`,
    /// `0.4fh`, `44` (points), `~44` (estimated), `~44u` (uniform across siblings).
    static func compact(_ dimension: NSCollectionLayoutDimension, isWidth: Bool) -> String {
        let value = dimension.dimension
        if dimension.isFractionalWidth { return points(value) + "fw" }
        if dimension.isFractionalHeight { return points(value) + "fh" }
        if dimension.isAbsolute { return points(value) }
        if dimension.isUniformAcrossSiblings { return "~" + points(value) + "u" }
        return "~" + points(value)
    }

    /// `1fw x 0.4fh`.
    static func compact(_ size: NSCollectionLayoutSize) -> String {
        compact(size.widthDimension, isWidth: true) + " x " + compact(size.heightDimension, isWidth: false)
    }

    /// Label forms for a named size, longest first, all in one notation:
    /// `horizontal group 1fw x 44`, `group 1fw x 44`, `1fw x 44`.
    static func sized(_ name: String, _ size: NSCollectionLayoutSize, qualifier: String? = nil) -> [String] {
        var forms: [String] = []
        if let qualifier { forms.append("\(qualifier) \(name) \(compact(size))") }
        forms += ["\(name) \(compact(size))", compact(size)]
        return forms
    }

    /// The size `size` says an element has in a container of `container` points, taken at its
    /// word (`nil` when a dimension is estimated): a group's `count` or a fraction of a fraction
    /// can make the element's real size differ, which is when a label adds the real one.
    static func writtenSize(_ size: NSCollectionLayoutSize, in container: CGSize) -> CGSize? {
        func length(_ dimension: NSCollectionLayoutDimension) -> CGFloat? {
            if dimension.isFractionalWidth { return dimension.dimension * container.width }
            if dimension.isFractionalHeight { return dimension.dimension * container.height }
            if dimension.isAbsolute { return dimension.dimension }
            return nil
        }
        guard let width = length(size.widthDimension), let height = length(size.heightDimension) else { return nil }
        return CGSize(width: width, height: height)
    }

    /// Label forms for a size whose written dimensions mislead, longest first: `item 1fw x 0.3fh
    /// → 120 x 163`, `item 120 x 163`, `120 x 163`.
    static func resolved(_ name: String, _ size: NSCollectionLayoutSize, _ actual: CGSize) -> [String] {
        let points = "\(Self.points(actual.width)) x \(Self.points(actual.height))"
        return ["\(name) \(compact(size)) → \(points)", "\(name) \(points)", points]
    }

    /// Label forms for insets: `contentInsets 8` when all four are equal, else
    /// `contentInsets top 10 · leading 14 · bottom 14 · trailing 14`, then shorter.
    static func insets(_ insets: NSDirectionalEdgeInsets) -> [String] {
        let values = [insets.top, insets.leading, insets.bottom, insets.trailing]
        if Set(values).count == 1 {
            return ["contentInsets \(points(insets.top))", "insets \(points(insets.top))"]
        }
        let list = values.map(points).joined(separator: ", ")
        return [
            "contentInsets top \(points(insets.top)) · leading \(points(insets.leading)) · bottom \(points(insets.bottom))"
                + " · trailing \(points(insets.trailing))",
            "contentInsets \(list)", "insets \(list)"
        ]
    }

    /// A supplementary or decoration kind, shortened: UIKit's header and footer kinds become
    /// `header` and `footer`; a trailing `-element-kind` goes.
    static func kindName(_ kind: String) -> String {
        if kind == UICollectionView.elementKindSectionHeader { return "header" }
        if kind == UICollectionView.elementKindSectionFooter { return "footer" }
        for suffix in ["-element-kind", "-kind", "ElementKind", "Kind"]
        where kind.hasSuffix(suffix) && kind.count > suffix.count {
            return String(kind.dropLast(suffix.count))
        }
        return kind
    }

    /// The first word of a group's visual description: `horizontal`, `vertical` or `custom`.
    static func arrangement(of group: NSCollectionLayoutGroup) -> String {
        let first = group.visualDescription().prefix { $0 != "\n" }
        return first.split(separator: " ").first.map(String.init) ?? "group"
    }
}
