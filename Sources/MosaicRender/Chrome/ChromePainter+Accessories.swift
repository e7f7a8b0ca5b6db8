import CompositionalLayout
import Foundation
import MosaicCairo

extension ChromePainter {
    /// A strip under the navigation bar or over the tab bar (its background is the bar's,
    /// already drawn).
    func drawAccessory(_ accessory: SystemChrome.BarAccessory, in strip: CGRect) throws {
        switch accessory {
        case .segmentedControl(let segments, let selectedIndex):
            try drawSegmentedControl(segments, selectedIndex: selectedIndex, in: strip)
        case .nowPlaying(let title, let subtitle, let buttons):
            try drawNowPlaying(title: title, subtitle: subtitle, buttons: buttons, in: strip)
        }
    }

    /// A `UISegmentedControl` centred in `strip`, 32 points tall, 16 points from its sides: a
    /// 9-point-cornered track in `tertiarySystemFill`, the selected segment on a thumb 2 points
    /// inside it (white, or `systemGray3`-dark in dark mode) with 13-pt semibold text, the others
    /// in 13-pt medium. Right to left, the first segment is the rightmost.
    private func drawSegmentedControl(_ segments: [String], selectedIndex: Int, in strip: CGRect) throws {
        guard !segments.isEmpty else { return }
        let track = CGRect(x: strip.minX + 16, y: strip.midY - 16, width: strip.width - 32, height: 32)
        context.beginPath()
        context.addRoundedRect(track, cornerRadius: 9)
        try context.fill(Color(red: 0.463, green: 0.463, blue: 0.502, alpha: isDark ? 0.24 : 0.12))
        let width = track.width / CGFloat(segments.count)
        for (index, segment) in segments.enumerated() {
            let position = isRightToLeft ? segments.count - 1 - index : index
            let slot = CGRect(
                x: track.minX + CGFloat(position) * width, y: track.minY, width: width, height: track.height)
            let selected = index == selectedIndex
            if selected {
                context.beginPath()
                context.addRoundedRect(slot.insetBy(dx: 2, dy: 2), cornerRadius: 7)
                try context.fill(isDark ? Color(red: 0.388, green: 0.388, blue: 0.4) : .white)
            }
            let style = TextStyle(
                weight: selected ? .semibold : .medium, size: 13, color: colors.label,
                alignment: .center, wraps: false, ellipsis: .end, verticalAlignment: .center)
            _ = try context.draw(text: segment, style: inLanguage(style), in: slot.insetBy(dx: 6, dy: 0))
        }
    }

    /// A mini player: a 48-point artwork square with 6-point corners at the leading margin, the
    /// title (15-pt semibold `label`) and subtitle (13-pt `secondaryLabel`) beside it, and the
    /// buttons (one symbol each, 24 points, in `label`) 44 points apart at the trailing margin,
    /// in the order given whatever the layout's direction.
    private func drawNowPlaying(title: String, subtitle: String?, buttons: [String], in strip: CGRect) throws {
        let margin: CGFloat = 16
        let side: CGFloat = 48
        let art = CGRect(
            x: isRightToLeft ? strip.maxX - margin - side : strip.minX + margin, y: strip.midY - side / 2,
            width: side, height: side)
        try ArtworkPainter(context: context, language: language).draw(
            .artwork, at: IndexPath(item: 0, section: 0), title: title, in: art,
            radii: CornerRadii(all: 6))
        let buttonsWidth = CGFloat(buttons.count) * 44
        // Playback controls keep their left-to-right order in a mirrored row
        // (`UISemanticContentAttribute.playback`); only the group moves to the left.
        let buttonsX = isRightToLeft ? strip.minX + margin : strip.maxX - margin - buttonsWidth
        for (index, button) in buttons.enumerated() {
            let x = buttonsX + CGFloat(index) * 44
            let style = TextStyle(
                size: 24, color: colors.label, alignment: .center, wraps: false,
                direction: .leftToRight, verticalAlignment: .center)
            _ = try context.draw(
                text: button, style: inLanguage(style), in: CGRect(x: x, y: strip.minY, width: 44, height: strip.height)
            )
        }
        let textWidth = max(strip.width - 2 * margin - side - 12 - buttonsWidth - 8, 0)
        let textX = isRightToLeft ? art.minX - 12 - textWidth : art.maxX + 12
        let direction: TextStyle.Direction = isRightToLeft ? .rightToLeft : .automatic
        let titleStyle = TextStyle(
            weight: .semibold, size: 15, color: colors.label, wraps: false, ellipsis: .end,
            direction: direction, verticalAlignment: subtitle == nil ? .center : .bottom)
        let half = strip.height / 2
        _ = try context.draw(
            text: title, style: inLanguage(titleStyle),
            in: CGRect(x: textX, y: strip.minY, width: textWidth, height: subtitle == nil ? strip.height : half))
        if let subtitle {
            let style = TextStyle(
                size: 13, color: colors.secondaryLabel, wraps: false, ellipsis: .end,
                direction: direction, verticalAlignment: .top)
            _ = try context.draw(
                text: subtitle, style: inLanguage(style),
                in: CGRect(x: textX, y: strip.minY + half + 1, width: textWidth, height: half - 1))
        }
    }
}
