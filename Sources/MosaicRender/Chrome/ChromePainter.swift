import CompositionalLayout
import Foundation
import MosaicCairo

/// Where a scene's system bars go: the chrome and the device safe area its status bar and
/// home indicator fill.
public struct ChromePlacement: Sendable, Equatable {
    /// The bars.
    public var chrome: SystemChrome
    /// The device's own safe area (without the bars).
    public var deviceSafeArea: UIEdgeInsets
    /// The bars' heights.
    public var metrics: BarMetrics
    /// Whether the bars are mirrored, as in a right-to-left layout: the large title and the
    /// leading items on the right, the tabs in reverse order, the back chevron pointing right.
    public var isRightToLeft: Bool
    /// The tint colour of buttons and the selected tab; `nil` is `systemBlue`.
    public var tintColor: Color?

    /// Makes a placement.
    public init(
        chrome: SystemChrome, deviceSafeArea: UIEdgeInsets, metrics: BarMetrics = .compact,
        isRightToLeft: Bool = false, tintColor: Color? = nil
    ) {
        self.chrome = chrome
        self.deviceSafeArea = deviceSafeArea
        self.metrics = metrics
        self.isRightToLeft = isRightToLeft
        self.tintColor = tintColor
    }
}

/// Draws system bars over a screen rectangle (content coordinates), in the style's colours:
/// the navigation bar in its scroll-edge appearance (the page colour, no hairline, as at
/// rest), the toolbar and tab bar in the bar material (`systemChromeMaterial`: 94% opaque
/// off-white or near-black, a hairline on top), labels in `label`, buttons and the selected
/// tab in the tint colour (`systemBlue` by default), other tabs in `systemGray`. Strips under
/// the navigation bar and over the tab bar (``SystemChrome/BarAccessory``) share their bar's
/// background. Mirrored in a right-to-left layout.
struct ChromePainter {
    let context: DrawingContext
    let placement: ChromePlacement
    let colors: SystemColors
    let background: Color
    /// The language of the bars' text (``RenderScene/language``).
    var language: TextLanguage? = nil

    var isDark: Bool { background.contrastingLabel == .white }
    private var barMaterial: Color {
        isDark
            ? Color(red: 0.086, green: 0.086, blue: 0.094, alpha: 0.94)
            : Color(red: 0.976, green: 0.976, blue: 0.976, alpha: 0.94)
    }
    private var barHairline: Color { isDark ? Color.white.withAlpha(0.15) : Color.black.withAlpha(0.3) }
    var tint: Color { placement.tintColor ?? colors.systemBlue }
    private var metrics: BarMetrics { placement.metrics }
    var isRightToLeft: Bool { placement.isRightToLeft }

    /// `style` in the bars' language.
    func inLanguage(_ style: TextStyle) -> TextStyle {
        var style = style
        style.language = style.language ?? language
        return style
    }

    /// Draws every bar of the chrome over `screen`: backgrounds across its whole width, titles,
    /// buttons and items inside the device's side safe-area insets.
    func draw(over screen: CGRect) throws {
        let chrome = placement.chrome
        let safe = placement.deviceSafeArea
        let frames = chrome.frames(on: screen, deviceSafeArea: safe, metrics: metrics)
        /// `rect` narrowed to the bars' content width.
        func inset(_ rect: CGRect) -> CGRect {
            CGRect(
                x: frames.content.lowerBound, y: rect.minY,
                width: frames.content.upperBound - frames.content.lowerBound, height: rect.height)
        }
        var top = screen.minY
        let strip = chrome.belowNavigationBar?.height ?? 0
        if chrome.statusBar || chrome.navigationBar != nil || strip > 0 {
            let height = safe.top + (chrome.navigationBar?.height(metrics) ?? 0) + strip
            try context.fill(CGRect(x: screen.minX, y: top, width: screen.width, height: height), with: background)
        }
        if chrome.statusBar {
            try StatusBarPainter(context: context, color: colors.label).draw(in: frames.statusBar)
        }
        top += safe.top
        if let bar = chrome.navigationBar, let frame = frames.navigationBar {
            try drawNavigationBar(bar, in: inset(frame))
            top = frame.maxY
        }
        if let accessory = chrome.belowNavigationBar {
            try drawAccessory(
                accessory, in: inset(CGRect(x: screen.minX, y: top, width: screen.width, height: accessory.height)))
        }
        var bottom = screen.maxY - safe.bottom
        let barsHeight = chrome.barInsets(metrics).bottom
        if barsHeight > 0 {
            let area = CGRect(
                x: screen.minX, y: bottom - barsHeight, width: screen.width, height: barsHeight + safe.bottom)
            try context.fill(area, with: barMaterial)
            try context.fill(CGRect(x: area.minX, y: area.minY, width: area.width, height: hairline), with: barHairline)
        }
        if let tabBar = chrome.tabBar, let frame = frames.tabBar {
            bottom = frame.minY
            try drawTabBar(
                tabBar, in: inset(CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: metrics.tabBar)))
        }
        if let items = chrome.toolbarItems, let frame = frames.toolbar {
            bottom = frame.minY
            try drawToolbar(
                items, in: inset(CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: metrics.toolbar)))
        }
        if let accessory = chrome.aboveTabBar {
            if bottom < screen.maxY - safe.bottom {
                try context.fill(
                    CGRect(x: screen.minX, y: bottom - hairline, width: screen.width, height: hairline),
                    with: barHairline)
            }
            bottom -= accessory.height
            try drawAccessory(
                accessory, in: inset(CGRect(x: screen.minX, y: bottom, width: screen.width, height: accessory.height)))
        }
        if let window = chrome.window {
            try MacWindowChromePainter(
                context: context, window: window, colors: colors, isDark: isDark,
                language: language
            ).draw(over: screen)
        }
        if chrome.homeIndicator, safe.bottom > 0 {
            // 134 x 5 points, 8 above the screen's bottom edge, in `label`.
            let indicator = CGRect(x: screen.midX - 67, y: screen.maxY - 8 - 5, width: 134, height: 5)
            context.beginPath()
            context.addRoundedRect(indicator, cornerRadius: 2.5)
            try context.fill(colors.label)
        }
    }

    private var hairline: CGFloat { 1 / 3 }

    // MARK: Navigation bar

    private func drawNavigationBar(_ bar: SystemChrome.NavigationBar, in area: CGRect) throws {
        let row = CGRect(x: area.minX, y: area.minY, width: area.width, height: metrics.bar)
        let margin: CGFloat = 16
        // Measured from the leading and trailing edges, mirrored to x at the end.
        var leading = margin
        if let back = bar.backTitle {
            leading = try drawBackButton(back, leadingEdge: margin, in: row) + 20
        }
        for item in bar.leadingItems {
            leading +=
                try drawBarItem(
                    item, at: mirroredX(row.minX + leading, in: row), centerY: row.midY,
                    alignment: isRightToLeft ? .trailing : .leading) + 20
        }
        var trailing = margin
        for item in bar.trailingItems.reversed() {
            trailing +=
                try drawBarItem(
                    item, at: mirroredX(row.maxX - trailing, in: row), centerY: row.midY,
                    alignment: isRightToLeft ? .leading : .trailing) + 20
        }
        let x = row.minX + leading
        let trailingX = row.maxX - trailing
        var y = row.maxY
        switch bar.showsLargeTitle(metrics) ? SystemChrome.TitleDisplay.large : .inline {
        case .inline:
            let style = TextStyle(
                weight: .semibold, size: 17, color: colors.label, alignment: .center, wraps: false,
                ellipsis: .end, verticalAlignment: .center)
            let side = max(x - row.minX, row.maxX - trailingX)
            _ = try context.draw(
                text: bar.title, style: inLanguage(style),
                in: CGRect(
                    x: row.minX + side, y: row.minY, width: max(row.width - 2 * side, 0),
                    height: row.height))
        case .large:
            if let line = bar.lineAboveTitle {
                let style = TextStyle(
                    weight: .semibold, size: 13, color: colors.secondaryLabel, wraps: false,
                    ellipsis: .end, direction: textDirection, verticalAlignment: .bottom)
                _ = try context.draw(
                    text: line, style: inLanguage(style),
                    in: CGRect(
                        x: area.minX + margin, y: y, width: area.width - 2 * margin,
                        height: BarMetrics.lineAboveLargeTitle))
                y += BarMetrics.lineAboveLargeTitle
            }
            // UINavigationBar's large title: 34-pt bold, its baseline 8 points above the area's bottom.
            var titleWidth = area.width - 2 * margin
            if let beside = bar.besideTitle {
                let circle = besideTitleCircle(
                    in: CGRect(x: area.minX, y: y, width: area.width, height: 52), margin: margin)
                try drawBesideTitle(beside, in: circle)
                titleWidth -= circle.width + 12
            }
            let style = TextStyle(
                weight: .bold, size: 34, color: colors.label, wraps: false, ellipsis: .end,
                direction: textDirection, verticalAlignment: .bottom)
            _ = try context.draw(
                text: bar.title, style: inLanguage(style),
                in: CGRect(
                    x: isRightToLeft ? area.maxX - margin - titleWidth : area.minX + margin, y: y,
                    width: titleWidth, height: 52 - 2))
            y += 52
        }
        if let placeholder = bar.searchPlaceholder {
            // A 36-point search field, 10-point corners, in `tertiarySystemFill`, 8 points above the area's end.
            let field = CGRect(x: area.minX + margin, y: y + 8, width: area.width - 2 * margin, height: 36)
            context.beginPath()
            context.addRoundedRect(field, cornerRadius: 10)
            try context.fill(Color(red: 0.463, green: 0.463, blue: 0.502, alpha: isDark ? 0.24 : 0.12))
            // The magnifying glass at the field's leading end (mirrored, its handle too, right to left).
            let glass = CGPoint(x: mirroredX(field.minX + 15, in: field), y: field.midY - 1.5)
            let handle: CGFloat = isRightToLeft ? -1 : 1
            try context.withSavedState {
                context.lineWidth = 1.8
                context.beginPath()
                context.addCircle(center: glass, radius: 5.5)
                try context.stroke(colors.secondaryLabel)
                context.lineCap = .round
                context.beginPath()
                context.move(to: CGPoint(x: glass.x + 4 * handle, y: glass.y + 4))
                context.addLine(to: CGPoint(x: glass.x + 8 * handle, y: glass.y + 8))
                try context.stroke(colors.secondaryLabel)
            }
            let style = TextStyle(
                size: 17, color: colors.secondaryLabel, wraps: false, ellipsis: .end, direction: textDirection,
                verticalAlignment: .center)
            _ = try context.draw(
                text: placeholder, style: inLanguage(style),
                in: CGRect(
                    x: isRightToLeft ? field.minX + 8 : field.minX + 30, y: field.minY,
                    width: field.width - 38, height: field.height))
        }
    }

    /// A bar button item whose leading (or trailing) edge is at `x`; returns its width. One
    /// symbol or emoji is drawn 22 points tall, like an SF Symbol; text 17 points, as UIKit's
    /// plain bar button items.
    private func drawBarItem(
        _ item: String, at x: CGFloat, centerY: CGFloat,
        alignment: TextStyle.Alignment
    ) throws -> CGFloat {
        let isSymbol = item.count == 1
        let style = TextStyle(
            weight: isSymbol ? .regular : .regular, size: isSymbol ? 24 : 17, color: tint,
            alignment: alignment, wraps: false, verticalAlignment: .center)
        let width = CGFloat(
            TextMeasurer(fonts: try context.fonts()).measure(item, style: inLanguage(style), maxWidth: nil).width)
        let rect = CGRect(x: alignment == .trailing ? x - width : x, y: centerY - 22, width: width, height: 44)
        _ = try context.draw(text: item, style: inLanguage(style), in: rect)
        return width
    }

    // MARK: Bottom bars

    private func drawTabBar(_ bar: SystemChrome.TabBar, in area: CGRect) throws {
        guard !bar.items.isEmpty else { return }
        let width = area.width / CGFloat(bar.items.count)
        for (index, item) in bar.items.enumerated() {
            let color = index == bar.selectedIndex ? tint : colors.systemGray
            // Right to left, the first tab is the rightmost.
            let position = isRightToLeft ? bar.items.count - 1 - index : index
            let slot = CGRect(x: area.minX + CGFloat(position) * width, y: area.minY, width: width, height: area.height)
            switch metrics.tabItemLayout {
            case .stacked:
                try drawTabIcon(
                    of: item, index: index, in: CGRect(x: slot.midX - 14, y: slot.minY + 5, width: 28, height: 26),
                    color: color)
                let title = TextStyle(
                    weight: .medium, size: 10, color: color, alignment: .center, wraps: false,
                    ellipsis: .end, verticalAlignment: .top)
                _ = try context.draw(
                    text: item.title, style: inLanguage(title),
                    in: CGRect(x: slot.minX + 2, y: slot.minY + 33, width: slot.width - 4, height: 14))
            case .inline:
                try drawInlineTabItem(item, index: index, in: slot, color: color)
            }
        }
    }

    /// An item of a compact-height tab bar: the icon beside a 13-point medium title (the
    /// title size measured in iOS 13 simulators, flutter pull request 39258), 6 points apart,
    /// the pair centred in `slot`; the icon is on the title's leading side. The icon's box
    /// (24 points in a 32-point bar, 28 in a 49-point one) is Mosaic's reading of screenshots.
    private func drawInlineTabItem(
        _ item: SystemChrome.TabItem, index: Int, in slot: CGRect, color: Color
    ) throws {
        let iconSide: CGFloat = slot.height < 40 ? 24 : 28
        let gap: CGFloat = 6
        let style = inLanguage(
            TextStyle(
                weight: .medium, size: 13, color: color, wraps: false, ellipsis: .end, direction: textDirection,
                verticalAlignment: .center))
        let measured = CGFloat(
            TextMeasurer(fonts: try context.fonts()).measure(item.title, style: style, maxWidth: nil).width)
        let titleWidth = max(min(measured, slot.width - 8 - iconSide - gap), 0)
        let groupX = slot.midX - (iconSide + gap + titleWidth) / 2
        let iconX = isRightToLeft ? groupX + titleWidth + gap : groupX
        let titleX = isRightToLeft ? groupX : groupX + iconSide + gap
        try drawTabIcon(
            of: item, index: index,
            in: CGRect(x: iconX, y: slot.midY - iconSide / 2, width: iconSide, height: iconSide), color: color)
        _ = try context.draw(
            text: item.title, style: style,
            in: CGRect(x: titleX, y: slot.minY, width: titleWidth, height: slot.height))
    }

    /// A tab item's icon in `icon`: its symbol, the glyph its title names, or a placeholder.
    private func drawTabIcon(of item: SystemChrome.TabItem, index: Int, in icon: CGRect, color: Color) throws {
        if let symbol = item.symbol {
            let style = TextStyle(
                size: icon.height < 26 ? 20 : 22, color: color, alignment: .center, wraps: false,
                direction: .leftToRight, verticalAlignment: .center)
            _ = try context.draw(text: symbol, style: inLanguage(style), in: icon)
        } else if let glyph = TabGlyph.named(by: item.title) {
            let side = min(24, icon.height - 2)
            try glyph.draw(
                in: CGRect(x: icon.midX - side / 2, y: icon.midY - side / 2, width: side, height: side),
                color: color, cutout: barMaterial.withAlpha(1), on: context)
        } else {
            try drawPlaceholderGlyph(index: index, in: icon.insetBy(dx: 2, dy: 1), color: color)
        }
    }

    /// A stand-in for an SF Symbol when the title names none (see ``TabGlyph``): a filled
    /// circle, rounded square, or a stack of two rounded bars, by the item's index.
    private func drawPlaceholderGlyph(index: Int, in rect: CGRect, color: Color) throws {
        let side = min(rect.width, rect.height)
        let square = CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
        context.beginPath()
        switch index % 3 {
        case 0: context.addCircle(center: CGPoint(x: square.midX, y: square.midY), radius: Double(side) / 2 - 1)
        case 1: context.addRoundedRect(square.insetBy(dx: 1, dy: 1), cornerRadius: Double(side) * 0.25)
        default:
            context.addRoundedRect(
                CGRect(x: square.minX, y: square.minY + 2, width: side, height: side * 0.38),
                cornerRadius: Double(side) * 0.12)
            context.addRoundedRect(
                CGRect(
                    x: square.minX, y: square.maxY - 2 - side * 0.38, width: side,
                    height: side * 0.38), cornerRadius: Double(side) * 0.12)
        }
        try context.fill(color)
    }

    private func drawToolbar(_ items: [String], in area: CGRect) throws {
        guard !items.isEmpty else { return }
        let items = isRightToLeft ? items.reversed() : items
        let margin: CGFloat = 16
        if items.count == 1 {
            _ = try drawBarItem(items[0], at: area.minX + margin, centerY: area.midY, alignment: .leading)
            return
        }
        // Spread as flexible spaces spread them: the first at the leading margin, the last at
        // the trailing margin, the rest centred in equal steps between.
        let step = (area.width - 2 * margin) / CGFloat(items.count - 1)
        for (index, item) in items.enumerated() {
            let center = area.minX + margin + CGFloat(index) * step
            switch index {
            case 0: _ = try drawBarItem(item, at: area.minX + margin, centerY: area.midY, alignment: .leading)
            case items.count - 1:
                _ = try drawBarItem(item, at: area.maxX - margin, centerY: area.midY, alignment: .trailing)
            default:
                let style = TextStyle(
                    size: item.count == 1 ? 24 : 17, color: tint, alignment: .center, wraps: false,
                    verticalAlignment: .center)
                _ = try context.draw(
                    text: item, style: inLanguage(style),
                    in: CGRect(
                        x: center - 60, y: area.minY, width: 120,
                        height: area.height))
            }
        }
    }
}
