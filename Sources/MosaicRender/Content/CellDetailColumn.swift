import Foundation
import MosaicCairo

/// A cell's trailing text outside lists (``CellContent/detail``: a ★ rating, a price): one
/// line at the trailing edge of the text area, beside the title's first line, at most half
/// the area's width, ``spacing`` from the title, which wraps in the rest.
struct CellDetailColumn {
    /// Space between the title and the detail, in points.
    static let spacing: CGFloat = 8

    let text: String
    let style: TextStyle
    /// The detail's width: its natural width, at most half the area's.
    let width: CGFloat

    init?(item: borrowing CellContent, look: borrowing CellLook, areaWidth: CGFloat, measurer: some TextMeasuring) {
        guard let text = item.detail, let lines = look.lines else { return nil }
        self.text = text
        style = lines.detail
        width = min(CGFloat(measurer.measure(text, style: style, maxWidth: nil).width), max(areaWidth / 2, 0))
    }

    /// What the detail leaves of `area` to the title and the rest of the text.
    func textArea(_ area: CGRect, isRightToLeft: Bool) -> CGRect {
        let taken = min(width + Self.spacing, area.width)
        return CGRect(
            x: isRightToLeft ? area.minX + taken : area.minX, y: area.minY,
            width: area.width - taken, height: area.height)
    }

    /// The detail placed at the trailing end of `area`, centred on `firstLine` (the first
    /// line of the text beside it, `nil` when it has none: then at the area's top).
    func placed(in area: CGRect, firstLine: CGRect?, isRightToLeft: Bool) -> PlacedText {
        let line = firstLine ?? CGRect(x: area.minX, y: area.minY, width: area.width, height: 20)
        var style = style
        style.verticalAlignment = .center
        return PlacedText(
            text: text, style: style,
            rect: CGRect(
                x: isRightToLeft ? area.minX : area.maxX - width, y: line.minY, width: width,
                height: line.height))
    }
}

extension CellArrangement {
    /// A cell's text block for a text area `width` wide: the ``TitleStack`` (overline, title,
    /// subtitle, footnote), narrowed by the trailing detail when the cell has one.
    static func textBlock(
        look: borrowing CellLook, item: borrowing CellContent, width: CGFloat,
        measurer: some TextMeasuring
    ) -> (stack: TitleStack, detail: CellDetailColumn?) {
        let detail = CellDetailColumn(item: item, look: look, areaWidth: width, measurer: measurer)
        let stackWidth =
            detail?.textArea(CGRect(x: 0, y: 0, width: width, height: 0), isRightToLeft: false).width ?? width
        let stack = TitleStack(
            title: item.title, subtitle: item.subtitle, titleStyle: look.title,
            subtitleStyle: look.subtitle, width: Double(stackWidth),
            overline: look.lines?.overline(of: item), footnote: look.lines?.footnote(of: item),
            measurer: measurer)
        return (stack, detail)
    }

    /// A text block placed in `area`: the stack beside the detail, the detail on the title's
    /// first line (the first text's without a title).
    static func place(
        _ block: (stack: TitleStack, detail: CellDetailColumn?), in area: CGRect,
        isRightToLeft: Bool
    ) -> [PlacedText] {
        guard let detail = block.detail else { return block.stack.placed(in: area) }
        var texts = block.stack.placed(in: detail.textArea(area, isRightToLeft: isRightToLeft))
        let title = block.stack.title
        let first = texts.first { title != nil && $0.text == title } ?? texts.first
        let line = first.map {
            CGRect(
                x: $0.rect.minX, y: $0.rect.minY, width: $0.rect.width,
                height: $0.rect.height / CGFloat(max($0.style.maximumNumberOfLines, 1)))
        }
        texts.append(detail.placed(in: area, firstLine: line, isRightToLeft: isRightToLeft))
        return texts
    }
}

extension CellArrangement {
    /// Space between a cell's accessories, and between them and its text (a list row's).
    static let accessorySpacing: CGFloat = 10

    /// Places accessories in a cell outside lists: in reading order at the trailing end of
    /// `area` (the cell less its padding), the last at its trailing edge, each centred
    /// vertically in it, ``accessorySpacing`` apart; returns what they leave of `area`.
    func placeAccessories(_ list: [CellAccessory], in area: CGRect, isRightToLeft: Bool) -> CGRect {
        var edge = area.maxX
        for accessory in list.reversed() {
            let size = accessory.size
            let x = isRightToLeft ? area.minX + (area.maxX - edge) : edge - size.width
            accessories.insert(
                PlacedAccessory(
                    accessory: accessory,
                    rect: CGRect(
                        x: x, y: area.midY - size.height / 2, width: size.width,
                        height: size.height),
                    isMirrored: isRightToLeft), at: 0)
            edge -= size.width + Self.accessorySpacing
        }
        let cut = min(area.maxX - edge, area.width)
        return CGRect(
            x: isRightToLeft ? area.minX + cut : area.minX, y: area.minY, width: area.width - cut,
            height: area.height)
    }
}
