import Foundation
import MosaicCairo

/// Filled stand-ins for the SF Symbols tab bars usually show, chosen from an item's title
/// ("Home" → a house, "Search" → a magnifying glass), drawn in a square.
enum TabGlyph: CaseIterable {
    case house, magnifier, person, bubble, gear, phone, play, books, photo, bell, heart, grid, plus

    /// Title words (lower case) that name each glyph; the first glyph with a word the title
    /// contains wins.
    static let keywords: [(TabGlyph, [String])] = [
        (.house, ["home", "today", "feed"]), (.magnifier, ["search", "explore", "discover", "browse"]),
        (.person, ["profile", "account", "me", "contacts", "people", "you"]),
        (.bubble, ["chat", "message", "inbox", "communit", "update"]), (.gear, ["setting", "preference"]),
        (.phone, ["call", "phone"]), (.play, ["listen", "watch", "video", "reel", "radio", "new", "hot", "play"]),
        (.books, ["library", "album", "collection"]), (.photo, ["photo", "camera", "gallery"]),
        (.bell, ["notification", "activity", "alert"]), (.heart, ["favourite", "favorite", "like", "health"]),
        (.plus, ["post", "add", "create", "new post"]), (.grid, ["download", "apps", "more", "recent"])
    ]

    /// The glyph whose keyword the title contains, `nil` when none does.
    static func named(by title: String) -> TabGlyph? {
        let lower = title.lowercased()
        let words = lower.split(whereSeparator: { !$0.isLetter }).map(String.init)
        return keywords.first { _, keys in keys.contains { key in words.contains { $0.hasPrefix(key) } } }?.0
    }

    /// Draws the glyph filled with `color` in `square`; holes in it (a gear's axle, a play
    /// button's triangle) are filled with `cutout`, the bar's colour.
    func draw(in square: CGRect, color: Color, cutout: Color, on context: DrawingContext) throws {
        let s = square.width
        let x = square.minX
        let y = square.minY
        func point(_ px: CGFloat, _ py: CGFloat) -> CGPoint { CGPoint(x: x + px * s, y: y + py * s) }
        func rect(_ px: CGFloat, _ py: CGFloat, _ w: CGFloat, _ h: CGFloat) -> CGRect {
            CGRect(x: x + px * s, y: y + py * s, width: w * s, height: h * s)
        }
        context.beginPath()
        switch self {
        case .house:
            context.addPolyline(
                [
                    point(0.5, 0.06), point(0.96, 0.46), point(0.84, 0.46), point(0.84, 0.94),
                    point(0.6, 0.94), point(0.6, 0.66), point(0.4, 0.66), point(0.4, 0.94),
                    point(0.16, 0.94), point(0.16, 0.46), point(0.04, 0.46)
                ], closed: true)
        case .magnifier:
            try context.withSavedState {
                context.lineWidth = Double(s) * 0.13
                context.lineCap = .round
                context.beginPath()
                context.addCircle(center: point(0.42, 0.42), radius: Double(s) * 0.3)
                try context.stroke(color)
                context.beginPath()
                context.move(to: point(0.64, 0.64))
                context.addLine(to: point(0.9, 0.9))
                try context.stroke(color)
            }
            return
        case .person:
            // Head and shoulders, the shoulders cut off at the square's bottom.
            try context.withSavedState {
                try context.clip(to: square)
                context.beginPath()
                context.addCircle(center: point(0.5, 0.3), radius: Double(s) * 0.22)
                context.addEllipse(in: rect(0.1, 0.58, 0.8, 0.7))
                try context.fill(color)
            }
            return
        case .bubble:
            context.addRoundedRect(rect(0.04, 0.1, 0.92, 0.66), cornerRadius: Double(s) * 0.3)
            try context.fill(color)
            context.beginPath()
            context.addPolyline([point(0.22, 0.6), point(0.42, 0.72), point(0.16, 0.94)], closed: true)
        case .gear:
            for tooth in 0..<8 {
                let angle = Double(tooth) * .pi / 4
                let c = point(0.5, 0.5)
                let r = Double(s) * 0.46
                let w = 0.22
                context.move(to: CGPoint(x: Double(c.x) + r * cos(angle - w), y: Double(c.y) + r * sin(angle - w)))
                context.addLine(to: CGPoint(x: Double(c.x) + r * cos(angle + w), y: Double(c.y) + r * sin(angle + w)))
                context.addLine(to: c)
                context.closePath()
            }
            context.addCircle(center: point(0.5, 0.5), radius: Double(s) * 0.36)
            try context.fill(color)
            context.beginPath()
            context.addCircle(center: point(0.5, 0.5), radius: Double(s) * 0.13)
            try context.fill(cutout)
            return
        case .phone:
            try context.withSavedState {
                context.lineWidth = Double(s) * 0.2
                context.lineCap = .round
                context.beginPath()
                context.move(to: point(0.2, 0.14))
                context.addCurve(to: point(0.86, 0.8), control1: point(0.12, 0.5), control2: point(0.5, 0.88))
                try context.stroke(color)
            }
            return
        case .play:
            context.addRoundedRect(rect(0.02, 0.14, 0.96, 0.72), cornerRadius: Double(s) * 0.16)
            try context.fill(color)
            context.beginPath()
            context.addPolyline([point(0.4, 0.32), point(0.66, 0.5), point(0.4, 0.68)], closed: true)
            try context.fill(cutout)
            return
        case .books:
            for (index, height) in [0.78, 0.88, 0.7].enumerated() {
                context.addRoundedRect(
                    rect(0.08 + CGFloat(index) * 0.3, 0.94 - CGFloat(height), 0.24, CGFloat(height)),
                    cornerRadius: Double(s) * 0.04)
            }
        case .photo:
            context.addRoundedRect(rect(0.04, 0.14, 0.92, 0.72), cornerRadius: Double(s) * 0.12)
            try context.fill(color)
            context.beginPath()
            context.addCircle(center: point(0.5, 0.5), radius: Double(s) * 0.2)
            try context.fill(cutout)
            return
        case .bell:
            context.move(to: point(0.5, 0.06))
            context.addCurve(to: point(0.86, 0.74), control1: point(0.84, 0.08), control2: point(0.78, 0.6))
            context.addLine(to: point(0.14, 0.74))
            context.addCurve(to: point(0.5, 0.06), control1: point(0.22, 0.6), control2: point(0.16, 0.08))
            context.closePath()
            context.addCircle(center: point(0.5, 0.86), radius: Double(s) * 0.1)
        case .heart:
            context.move(to: point(0.5, 0.92))
            context.addCurve(to: point(0.5, 0.24), control1: point(-0.1, 0.52), control2: point(0.22, -0.06))
            context.addCurve(to: point(0.5, 0.92), control1: point(0.78, -0.06), control2: point(1.1, 0.52))
            context.closePath()
        case .grid:
            for row in 0..<2 {
                for column in 0..<2 {
                    context.addRoundedRect(
                        rect(0.06 + CGFloat(column) * 0.47, 0.06 + CGFloat(row) * 0.47, 0.41, 0.41),
                        cornerRadius: Double(s) * 0.08)
                }
            }
        case .plus:
            context.addRoundedRect(rect(0.06, 0.06, 0.88, 0.88), cornerRadius: Double(s) * 0.22)
            try context.fill(color)
            context.beginPath()
            context.addRoundedRect(rect(0.44, 0.24, 0.12, 0.52), cornerRadius: Double(s) * 0.04)
            context.addRoundedRect(rect(0.24, 0.44, 0.52, 0.12), cornerRadius: Double(s) * 0.04)
            try context.fill(cutout)
            return
        }
        try context.fill(color)
    }
}
