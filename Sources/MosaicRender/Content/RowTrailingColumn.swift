import Foundation
import MosaicCairo

/// A badge drawn inside a list row: a capsule with its text.
struct PlacedRowBadge: Equatable {
    var rect: CGRect
    var fill: Color
    var text: PlacedText
}

/// A list row's trailing text column, between its text and its accessories, as Mail and
/// Messages draw it: the ``CellContent/detail`` (a time) on the title's first line, and the
/// ``CellContent/badge`` (an unread count) below it, or centred in the row without a detail.
///
/// The column is as wide as the wider of the two; the title and subtitle wrap in what is left,
/// ``RowAccessoryStyle/spacing`` before it.
struct RowTrailingColumn {
    /// The detail's style: `secondaryLabel` at the subheadline size (15 pt at Large), one line.
    static func detailStyle(_ row: CellLook.RowMetrics) -> TextStyle {
        var style = row.accessories.valueText
        style.size = DynamicTypeStyle.subheadline.size(for: row.sizeCategory)
        style.maximumNumberOfLines = 1
        return style
    }

    /// A row badge's height (at least), and its text's style: footnote-sized semibold.
    static let badgeHeight: CGFloat = 20
    static let badgePadding: CGFloat = 5

    var width: CGFloat = 0
    var detailWidth: CGFloat = 0
    var detailHeight: CGFloat = 0
    var badgeSize: CGSize = .zero

    init(item: CellContent, row: CellLook.RowMetrics, badgeText: TextStyle, measurer: some TextMeasuring) {
        if let detail = item.detail {
            let measured = measurer.measure(detail, style: Self.detailStyle(row), maxWidth: nil)
            detailWidth = CGFloat(measured.width)
            detailHeight = CGFloat(measured.height)
        }
        if let badge = item.badge, !badge.isEmpty {
            let measured = measurer.measure(badge, style: badgeText, maxWidth: nil)
            badgeSize = CGSize(
                width: max(CGFloat(measured.width) + 2 * Self.badgePadding, Self.badgeHeight),
                height: Self.badgeHeight)
        }
        width = max(detailWidth, badgeSize.width)
    }

    var isEmpty: Bool { width == 0 }

    /// `area` less the column and its spacing on the trailing side.
    func textArea(_ area: CGRect, spacing: CGFloat, isRightToLeft: Bool) -> CGRect {
        guard !isEmpty else { return area }
        let cut = min(width + spacing, area.width)
        return CGRect(
            x: isRightToLeft ? area.minX + cut : area.minX, y: area.minY, width: area.width - cut,
            height: area.height)
    }

    /// The detail and badge placed at the trailing end of `area`: the detail centred on the
    /// first title line (`titleLine`: its top and height), the badge below it (centred on the
    /// last line's middle), or centred in `area` without a detail.
    func place(
        item: CellContent, row: CellLook.RowMetrics, badgeFill: Color, badgeText: TextStyle, in area: CGRect,
        titleLine: (top: CGFloat, height: CGFloat)?, isRightToLeft: Bool
    ) -> (PlacedText?, PlacedRowBadge?) {
        var detail: PlacedText?
        if let text = item.detail {
            let lineTop = titleLine.map { $0.top + ($0.height - detailHeight) / 2 } ?? area.midY - detailHeight / 2
            detail = PlacedText(
                text: text, style: Self.detailStyle(row),
                rect: CGRect(
                    x: isRightToLeft ? area.minX : area.maxX - detailWidth, y: lineTop,
                    width: detailWidth, height: detailHeight))
        }
        var badge: PlacedRowBadge?
        if let text = item.badge, badgeSize.width > 0 {
            let y =
                detail.map { max($0.rect.maxY + 4, area.maxY - badgeSize.height) } ?? area.midY - badgeSize.height / 2
            let rect = CGRect(
                x: isRightToLeft ? area.minX : area.maxX - badgeSize.width, y: y,
                width: badgeSize.width, height: badgeSize.height)
            badge = PlacedRowBadge(
                rect: rect, fill: badgeFill, text: PlacedText(text: text, style: badgeText, rect: rect))
        }
        return (detail, badge)
    }
}
