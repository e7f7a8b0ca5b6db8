import Foundation
import MosaicCairo

/// Places labels one at a time, greedily, so that none overlaps another.
///
/// For each part, in order of importance, it tries: the label's forms (longest first)
/// inside the part, in its corners; then outside it, at growing distances on every side,
/// with a leader line back to the part; the first spot inside the bounds that meets no
/// placed label wins. A label with no spot is left out (``unplaced`` lists it).
struct LabelPlacer {
    let measurer: TextMeasurer
    let style: TextStyle
    /// Where labels may go.
    let bounds: CGRect
    let isRightToLeft: Bool
    /// Space between a label's text and its pill's edge.
    static let padding = CGSize(width: 3, height: 1.5)
    /// The clear space kept around each placed label.
    static let clearance: CGFloat = 1

    /// Sections' frames: a section's label goes outside it only where it covers none of them.
    var sectionFrames: [CGRect] = []
    /// What labels placed outside their parts should rather not cover: cells, headers, badges.
    var content: [CGRect] = []
    /// A column beside the content where every label but the sections' goes (see
    /// ``place(_:target:kind:)``), if the figure has one.
    var column: CGRect?
    private(set) var placed: [AnatomyLabel] = []
    private(set) var unplaced: [String] = []

    init(measurer: TextMeasurer, style: TextStyle, bounds: CGRect, isRightToLeft: Bool) {
        self.measurer = measurer
        self.style = style
        self.bounds = bounds
        self.isRightToLeft = isRightToLeft
    }

    /// The pill size of `text`, in whole points.
    func size(of text: String) -> CGSize {
        let measured = measurer.measure(text, style: style)
        return CGSize(
            width: (CGFloat(measured.width) + 2 * Self.padding.width).rounded(.up),
            height: (CGFloat(measured.height) + 2 * Self.padding.height).rounded(.up))
    }

    private func isFree(_ rect: CGRect) -> Bool {
        guard bounds.contains(rect) else { return false }
        let padded = rect.insetBy(dx: -Self.clearance, dy: -Self.clearance)
        return !placed.contains { $0.rect.intersects(padded) }
    }

    /// The corners a label of `kind` tries inside its part, in order.
    private func corners(for kind: AnatomyPart.Kind) -> [(leading: Bool, top: Bool)] {
        switch kind {
        case .section, .boundarySupplementary:
            return [(false, true), (false, false), (true, true), (true, false)]
        case .decoration, .item:
            return [(true, false), (false, false), (true, true), (false, true)]
        default:
            return [(true, true), (false, true), (true, false), (false, false)]
        }
    }

    /// Places the label of `part` pointing at `target`; returns whether it found a spot.
    ///
    /// With a ``column``, no label covers the figure's content (cells, headers, badges): a
    /// section's label goes just outside the section, every other label into the column with
    /// a leader line, else into the margin around the content, else it is left out.
    @discardableResult
    mutating func place(_ forms: [String], target: CGRect, kind: AnatomyPart.Kind) -> Bool {
        guard !forms.isEmpty, !target.isNull, target.width > 0 || target.height > 0 else { return false }
        let sizes = forms.map(size(of:))
        // A section's label goes just outside it when there is room: it names the outermost box.
        let keepClear = column == nil ? sectionFrames : sectionFrames + content
        if kind == .section,
            placeOutside(
                forms, sizes, target: target, kind: kind, tiers: [[3, 8]],
                avoiding: keepClear)
        {
            return true
        }
        // The shortest form is a last resort (it drops the part's name): first the others
        // inside, then nearby outside; then the shortest inside; then anything further out.
        let named = forms.count > 1 ? forms.count - 1 : forms.count
        let longForms = Array(forms.prefix(named))
        let longSizes = Array(sizes.prefix(named))
        if let column {
            // Forms too wide for the column try the margin first, so a short form is the last resort.
            let clear = content.filter { $0 != target }
            let tiers: [[CGFloat]] = [[3, 8], [14, 22], [32, 46, 64, 88]]
            if kind != .section, placeInColumn(longForms, longSizes, column: column, target: target, kind: kind) {
                return true
            }
            if placeOutside(longForms, longSizes, target: target, kind: kind, tiers: tiers, avoiding: clear) {
                return true
            }
            if kind != .section, placeInColumn(forms, sizes, column: column, target: target, kind: kind) { return true }
            if placeOutside(forms, sizes, target: target, kind: kind, tiers: tiers, avoiding: clear) { return true }
            unplaced.append(forms[0])
            return false
        }
        if placeInside(longForms, longSizes, target: target, kind: kind) { return true }
        if placeOutside(longForms, longSizes, target: target, kind: kind, tiers: [[3, 8], [14, 22]]) { return true }
        if placeInside(forms, sizes, target: target, kind: kind) { return true }
        if placeOutside(forms, sizes, target: target, kind: kind, tiers: [[3, 8], [14, 22], [32, 46, 64, 88]]) {
            return true
        }
        unplaced.append(forms[0])
        return false
    }

    /// In the label column, level with the target (or the nearest free row above or below),
    /// at the column's edge next to the content, with a leader line to the target.
    private mutating func placeInColumn(
        _ forms: [String], _ sizes: [CGSize], column: CGRect, target: CGRect,
        kind: AnatomyPart.Kind
    ) -> Bool {
        for (text, size) in zip(forms, sizes) where size.width <= column.width - 8 {
            let x = isRightToLeft ? column.maxX - 8 - size.width : column.minX + 8
            let level = (target.midY - size.height / 2).rounded()
            let step = size.height + 2 * Self.clearance + 1
            for shift in 0..<40 {
                let offset = CGFloat((shift + 1) / 2) * step * (shift % 2 == 0 ? 1 : -1)
                let rect = CGRect(x: x.rounded(), y: level + offset, width: size.width, height: size.height)
                guard rect.minY >= column.minY, rect.maxY <= column.maxY, isFree(rect) else { continue }
                placed.append(
                    AnatomyLabel(
                        text: text, rect: rect, target: target,
                        leader: Self.leader(from: rect, to: target), kind: kind))
                return true
            }
        }
        return false
    }

    /// In a corner of the part, when it is roomy enough.
    private mutating func placeInside(
        _ forms: [String], _ sizes: [CGSize], target: CGRect,
        kind: AnatomyPart.Kind
    ) -> Bool {
        let inset: CGFloat = 2
        for (text, size) in zip(forms, sizes)
        where size.width <= target.width - 2 * inset
            && size.height <= target.height - 2 * inset
        {
            for corner in corners(for: kind) {
                let left = corner.leading != isRightToLeft
                let x = left ? target.minX + inset : target.maxX - inset - size.width
                let y = corner.top ? target.minY + inset : target.maxY - inset - size.height
                let rect = CGRect(x: x.rounded(), y: y.rounded(), width: size.width, height: size.height)
                if isFree(rect) {
                    placed.append(AnatomyLabel(text: text, rect: rect, target: target, kind: kind))
                    return true
                }
            }
        }
        return false
    }

    /// Outside the part, with a leader line: of the free spots at the tiers' distances, the
    /// one that covers least of the figure's content (cells, headers, badges), nearest first,
    /// longer forms first.
    private mutating func placeOutside(
        _ forms: [String], _ sizes: [CGSize], target: CGRect, kind: AnatomyPart.Kind,
        tiers: [[CGFloat]], avoiding obstacles: [CGRect] = []
    ) -> Bool {
        var best: (score: CGFloat, label: AnatomyLabel)?
        for tier in tiers {
            for (formIndex, (text, size)) in zip(forms, sizes).enumerated() {
                for distance in tier {
                    for origin in outsideOrigins(around: target, size: size, distance: distance) {
                        let rect = CGRect(
                            x: origin.x.rounded(), y: origin.y.rounded(), width: size.width,
                            height: size.height)
                        guard isFree(rect), !obstacles.contains(where: { $0.intersects(rect) }) else { continue }
                        var covered: CGFloat = 0
                        for item in content where !item.contains(target) {
                            let overlap = item.intersection(rect)
                            if !overlap.isNull { covered += overlap.width * overlap.height }
                        }
                        let score = covered + 4 * distance + 200 * CGFloat(formIndex)
                        if best.map({ score < $0.score }) ?? true {
                            best = (
                                score,
                                AnatomyLabel(
                                    text: text, rect: rect, target: target,
                                    leader: Self.leader(from: rect, to: target), kind: kind)
                            )
                        }
                    }
                }
            }
            if let best, best.score < 4 * (tier.last ?? 0) + 1 { break }
        }
        guard let best else { return false }
        placed.append(best.label)
        return true
    }

    private func outsideOrigins(around t: CGRect, size s: CGSize, distance d: CGFloat) -> [CGPoint] {
        let leadX = isRightToLeft ? t.maxX - s.width : t.minX
        let trailX = isRightToLeft ? t.minX : t.maxX - s.width
        let beforeX = isRightToLeft ? t.maxX + d : t.minX - d - s.width
        let afterX = isRightToLeft ? t.minX - d - s.width : t.maxX + d
        let above = t.minY - d - s.height
        let below = t.maxY + d
        return [
            CGPoint(x: leadX, y: above), CGPoint(x: leadX, y: below),
            CGPoint(x: afterX, y: t.minY), CGPoint(x: afterX, y: t.midY - s.height / 2),
            CGPoint(x: t.midX - s.width / 2, y: above), CGPoint(x: t.midX - s.width / 2, y: below),
            CGPoint(x: trailX, y: above), CGPoint(x: trailX, y: below),
            CGPoint(x: beforeX, y: t.minY), CGPoint(x: beforeX, y: t.midY - s.height / 2),
            CGPoint(x: afterX, y: t.maxY - s.height), CGPoint(x: beforeX, y: t.maxY - s.height)
        ]
    }

    /// A line from the edge of `label` to the nearest point of `target` (nil when they touch).
    static func leader(from label: CGRect, to target: CGRect) -> [CGPoint]? {
        func clamp(_ point: CGPoint, to rect: CGRect) -> CGPoint {
            CGPoint(x: min(max(point.x, rect.minX), rect.maxX), y: min(max(point.y, rect.minY), rect.maxY))
        }
        let inner = target.insetBy(dx: min(3, target.width / 2), dy: min(3, target.height / 2))
        let end = clamp(CGPoint(x: label.midX, y: label.midY), to: inner)
        let start = clamp(end, to: label)
        guard hypot(end.x - start.x, end.y - start.y) > 2 else { return nil }
        return [start, end]
    }
}
