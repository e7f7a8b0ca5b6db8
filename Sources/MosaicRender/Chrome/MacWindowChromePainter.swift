import CompositionalLayout
import Foundation
import MosaicCairo

/// Draws a Mac window's title bar and sidebar over a screen rectangle (content coordinates):
/// the sidebar full height at the leading edge in a source-list grey, the title bar across
/// the rest in the window's background colour with a hairline under it, the three window
/// controls (12-pt circles 20 apart) at the top left, the title and toolbar items in `label`
/// and the tint.
struct MacWindowChromePainter {
    let context: DrawingContext
    let window: MacWindowChrome
    let colors: SystemColors
    let isDark: Bool
    /// The language of the window's text (``RenderScene/language``).
    var language: TextLanguage? = nil

    /// `style` in the window's language.
    private func inLanguage(_ style: TextStyle) -> TextStyle {
        var style = style
        style.language = style.language ?? language
        return style
    }

    private var titleBarColor: Color {
        isDark ? Color(red: 0.196, green: 0.196, blue: 0.204) : Color(red: 0.925, green: 0.925, blue: 0.925)
    }
    private var sidebarColor: Color {
        isDark ? Color(red: 0.165, green: 0.165, blue: 0.173) : Color(red: 0.894, green: 0.890, blue: 0.898)
    }
    private var hairline: Color { isDark ? Color.black.withAlpha(0.6) : Color.black.withAlpha(0.12) }

    func draw(over screen: CGRect) throws {
        let barHeight = window.titleBarHeight
        var barMinX = screen.minX
        if let sidebar = window.sidebar {
            let area = CGRect(x: screen.minX, y: screen.minY, width: sidebar.width, height: screen.height)
            try context.fill(area, with: sidebarColor)
            try context.fill(CGRect(x: area.maxX - 0.5, y: area.minY, width: 0.5, height: area.height), with: hairline)
            try drawSidebarRows(sidebar, in: area, top: screen.minY + barHeight + 8)
            barMinX = area.maxX
        }
        let bar = CGRect(x: barMinX, y: screen.minY, width: screen.maxX - barMinX, height: barHeight)
        try context.fill(bar, with: titleBarColor)
        try context.fill(CGRect(x: bar.minX, y: bar.maxY - 0.5, width: bar.width, height: 0.5), with: hairline)
        try drawWindowControls(
            centerY: screen.minY + (window.titleBar == .plain ? barHeight / 2 : 20), x: screen.minX + 20)
        switch window.titleBar {
        case .plain:
            let style = TextStyle(
                weight: .semibold, size: 13, color: colors.label, alignment: .center, wraps: false,
                ellipsis: .end, verticalAlignment: .center)
            _ = try context.draw(
                text: window.title, style: inLanguage(style),
                in: CGRect(x: bar.minX + 80, y: bar.minY, width: max(bar.width - 160, 0), height: bar.height))
        case .unifiedToolbar:
            // The title at the bar's leading edge, after the window controls when no sidebar holds them.
            let leading = window.sidebar == nil ? screen.minX + 84 : bar.minX + 16
            var trailing = bar.maxX - 16
            for item in window.toolbarItems.reversed() {
                let style = TextStyle(
                    size: item.count == 1 ? 17 : 13, color: colors.secondaryLabel,
                    alignment: .trailing, wraps: false, verticalAlignment: .center)
                let width = CGFloat(
                    TextMeasurer(fonts: try context.fonts()).measure(item, style: inLanguage(style), maxWidth: nil)
                        .width)
                _ = try context.draw(
                    text: item, style: inLanguage(style),
                    in: CGRect(x: trailing - width, y: bar.minY, width: width, height: bar.height))
                trailing -= width + 20
            }
            let style = TextStyle(
                weight: .bold, size: 15, color: colors.label, wraps: false, ellipsis: .end,
                verticalAlignment: .center)
            _ = try context.draw(
                text: window.title, style: inLanguage(style),
                in: CGRect(x: leading, y: bar.minY, width: max(trailing - leading, 0), height: bar.height))
        }
    }

    /// Close, minimise and zoom: 12-pt circles in red, yellow and green, 20 apart.
    private func drawWindowControls(centerY: CGFloat, x: CGFloat) throws {
        let fills = [
            Color(red: 1.0, green: 0.373, blue: 0.341), Color(red: 0.996, green: 0.737, blue: 0.180),
            Color(red: 0.157, green: 0.784, blue: 0.251)
        ]
        for (index, fill) in fills.enumerated() {
            context.beginPath()
            context.addCircle(center: CGPoint(x: x + CGFloat(index) * 20, y: centerY), radius: 6)
            try context.fill(fill)
        }
    }

    /// Source-list rows: 28 pt tall, 13-pt text, the selected one on a rounded highlight.
    private func drawSidebarRows(_ sidebar: MacWindowChrome.Sidebar, in area: CGRect, top: CGFloat) throws {
        for (index, item) in sidebar.items.enumerated() {
            let row = CGRect(x: area.minX + 10, y: top + CGFloat(index) * 28, width: area.width - 20, height: 28)
            guard row.maxY <= area.maxY else { break }
            if index == sidebar.selectedIndex {
                context.beginPath()
                context.addRoundedRect(row, cornerRadius: 6)
                try context.fill(isDark ? Color.white.withAlpha(0.1) : Color.black.withAlpha(0.1))
            }
            let style = TextStyle(
                size: 13, color: colors.label, wraps: false, ellipsis: .end, verticalAlignment: .center)
            _ = try context.draw(text: item, style: inLanguage(style), in: row.insetBy(dx: 10, dy: 0))
        }
    }
}
