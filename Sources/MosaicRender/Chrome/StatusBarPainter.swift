import Foundation
import MosaicCairo

/// Draws iOS's status bar in the top safe area: "9:41" at the leading side, and the cellular
/// signal, Wi-Fi and battery glyphs at the trailing side, in one colour.
///
/// On devices with a tall safe area (59 points: the Dynamic Island), each side's content is
/// centred in its third of the width and on the island's centre line (y = 28.5... as in
/// simulator screenshots, the island itself is not drawn, as screenshots do not show it); on
/// a 20-point status bar the time is centred and the glyphs sit at the trailing margin.
struct StatusBarPainter {
    let context: DrawingContext
    let color: Color

    func draw(in area: CGRect) throws {
        guard area.height > 0 else { return }
        let tall = area.height >= 40
        let centerY = tall ? area.minY + min(area.height / 2, 30) : area.midY
        let timeStyle = TextStyle(
            weight: .semibold, size: tall ? 17 : 15, color: color, alignment: .center,
            wraps: false, direction: .leftToRight, verticalAlignment: .center)
        let glyphsWidth: CGFloat = 17 + 6 + 16 + 6 + 27
        if tall {
            let side = area.width * 0.33
            _ = try context.draw(
                text: "9:41", style: timeStyle,
                in: CGRect(x: area.minX, y: centerY - 11, width: side, height: 22))
            try drawGlyphs(startingAt: area.maxX - side / 2 - glyphsWidth / 2, centerY: centerY)
        } else {
            _ = try context.draw(
                text: "9:41", style: timeStyle,
                in: CGRect(x: area.minX, y: centerY - 10, width: area.width, height: 20))
            try drawGlyphs(startingAt: area.maxX - 6 - glyphsWidth, centerY: centerY)
        }
    }

    /// Signal (17 wide), Wi-Fi (16) and battery (27, with its cap), 6 points apart, centred on `centerY`.
    private func drawGlyphs(startingAt x: CGFloat, centerY: CGFloat) throws {
        // Four bars, 3 wide and 1.7 apart, rising to 11.
        for (index, height) in [4.0, 6.3, 8.6, 11].enumerated() {
            let bar = CGRect(
                x: x + CGFloat(index) * 4.7, y: centerY + 5.5 - CGFloat(height), width: 3, height: CGFloat(height))
            context.beginPath()
            context.addRoundedRect(bar, cornerRadius: 0.8)
            try context.fill(color)
        }
        // Wi-Fi: three nested 90-degree sectors' rings, and a dot, from a point at the bottom.
        let wifiX = x + 17 + 6
        let apex = CGPoint(x: wifiX + 8, y: centerY + 5.5)
        try context.withSavedState {
            context.lineWidth = 2.2
            context.lineCap = .round
            for radius in [4.6, 8.2, 11.8] {
                context.beginPath()
                let start = -Double.pi * 3 / 4
                let end = -Double.pi / 4
                context.move(
                    to: CGPoint(x: Double(apex.x) + radius * cos(start), y: Double(apex.y) + radius * sin(start)))
                let steps = 12
                for step in 1...steps {
                    let angle = start + (end - start) * Double(step) / Double(steps)
                    context.addLine(
                        to: CGPoint(
                            x: Double(apex.x) + radius * cos(angle),
                            y: Double(apex.y) + radius * sin(angle)))
                }
                try context.stroke(color)
            }
        }
        context.beginPath()
        context.addCircle(center: CGPoint(x: apex.x, y: apex.y - 1.2), radius: 1.5)
        try context.fill(color)
        // Battery: a 24.5 x 12 outline with 4-point corners at 35%, full charge inside, and a cap.
        let body = CGRect(x: wifiX + 16 + 6, y: centerY - 6, width: 24.5, height: 12)
        try context.withSavedState {
            context.lineWidth = 1
            context.beginPath()
            context.addRoundedRect(body.insetBy(dx: 0.5, dy: 0.5), cornerRadius: 3.8)
            try context.stroke(color.withAlpha(0.35))
        }
        context.beginPath()
        context.addRoundedRect(body.insetBy(dx: 2, dy: 2), cornerRadius: 2.2)
        try context.fill(color)
        context.beginPath()
        context.addRoundedRect(CGRect(x: body.maxX + 1, y: centerY - 2, width: 1.5, height: 4), cornerRadius: 0.7)
        try context.fill(color.withAlpha(0.4))
    }
}
