import Foundation
import MosaicCairo

/// Draws an ``Artwork`` picture in a rectangle: the same picture for the same index path
/// every time (a hash of the section and item picks the mood, shapes and positions).
struct ArtworkPainter {
    let context: DrawingContext
    /// The language of the app's text (`Canvas.language`): an avatar's initials and an icon's
    /// letter are the app's text, so Han in them takes that language's forms.
    var language: TextLanguage? = nil

    /// Draws `artwork` for the cell at `path` into `rect`, clipped to `radii`. An avatar is a
    /// circle (clipped to the largest circle in `rect`) whatever `radii` says.
    func draw(_ artwork: Artwork, at path: IndexPath, title: String?, in rect: CGRect, radii: CornerRadii) throws {
        guard rect.width > 0, rect.height > 0 else { return }
        var random = SeededRandom(path: path)
        try context.withSavedState {
            switch artwork {
            case .photo:
                try context.clip(to: rect, radii: radii)
                try drawPhoto(in: rect, random: &random)
            case .avatar:
                let side = min(rect.width, rect.height)
                let circle = CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
                try context.clip(to: circle, radii: CornerRadii(all: Double(side) / 2))
                try drawAvatar(in: circle, title: title, random: &random)
            case .artwork:
                try context.clip(to: rect, radii: radii)
                try drawAlbumArt(in: rect, random: &random)
            case .icon:
                let side = min(rect.width, rect.height)
                let square = CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
                try context.clip(to: square, radii: CornerRadii(all: Double(side) * 0.225))
                try drawIcon(in: square, title: title, random: &random)
            }
        }
    }

    // MARK: Photo

    /// A landscape: sky gradient, maybe a sun or moon, a far and a near hill line.
    private func drawPhoto(in rect: CGRect, random: inout SeededRandom) throws {
        let mood = Self.moods[random.variant(of: Self.moods.count)]
        try fillGradient(rect, top: mood.skyTop, bottom: mood.skyBottom)
        let horizon = rect.minY + rect.height * CGFloat(random.unit(0.42, 0.68))
        if random.next(below: 3) != 0 {
            let radius = Double(min(rect.width, rect.height)) * random.unit(0.07, 0.16)
            let center = CGPoint(
                x: rect.minX + rect.width * CGFloat(random.unit(0.15, 0.85)),
                y: horizon - CGFloat(radius) * CGFloat(random.unit(1.2, 3)))
            context.beginPath()
            context.addCircle(center: center, radius: radius)
            try context.fill(mood.sun)
        }
        try fillHill(
            in: rect, base: horizon - rect.height * 0.06, amplitude: rect.height * 0.12,
            color: mood.farGround, random: &random)
        try fillHill(
            in: rect, base: horizon + rect.height * 0.08, amplitude: rect.height * 0.1,
            color: mood.nearGround, random: &random)
    }

    private func fillHill(
        in rect: CGRect, base: CGFloat, amplitude: CGFloat, color: Color,
        random: inout SeededRandom
    ) throws {
        let left = base + amplitude * CGFloat(random.unit(-1, 1))
        let right = base + amplitude * CGFloat(random.unit(-1, 1))
        context.beginPath()
        context.move(to: CGPoint(x: rect.minX, y: left))
        context.addCurve(
            to: CGPoint(x: rect.maxX, y: right),
            control1: CGPoint(x: rect.minX + rect.width * 0.35, y: base - amplitude * CGFloat(random.unit(0.5, 2))),
            control2: CGPoint(x: rect.minX + rect.width * 0.7, y: base + amplitude * CGFloat(random.unit(-1, 1.5))))
        context.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        context.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        context.closePath()
        try context.fill(color)
    }

    /// A landscape's colours.
    struct Mood {
        var skyTop: Color, skyBottom: Color, sun: Color, farGround: Color, nearGround: Color
    }

    static let moods: [Mood] = [
        Mood(
            skyTop: hex("#5B8DEF"), skyBottom: hex("#BFD9FF"), sun: hex("#FFF4C2"), farGround: hex("#6E9A7A"),
            nearGround: hex("#3E6B4B")),  // summer day
        Mood(
            skyTop: hex("#F7B267"), skyBottom: hex("#F4845F"), sun: hex("#FFE8A3"), farGround: hex("#8C5E58"),
            nearGround: hex("#4B3B47")),  // sunset
        Mood(
            skyTop: hex("#2E5A88"), skyBottom: hex("#9CC5E8"), sun: Color.white.withAlpha(0.8),
            farGround: hex("#2F7FA6"), nearGround: hex("#E8D9B5")),  // sea and beach
        Mood(
            skyTop: hex("#1B1F3B"), skyBottom: hex("#4A4E7E"), sun: hex("#F1F0E8"), farGround: hex("#2C2F4F"),
            nearGround: hex("#14162B")),  // night
        Mood(
            skyTop: hex("#CFE3F2"), skyBottom: hex("#F4F8FB"), sun: Color.white.withAlpha(0.9),
            farGround: hex("#9DB3C8"), nearGround: hex("#E9EEF3")),  // snow
        Mood(
            skyTop: hex("#FAD6A5"), skyBottom: hex("#F9E7C9"), sun: hex("#FFFFFF").withAlpha(0.8),
            farGround: hex("#D99A5B"), nearGround: hex("#B86F3C")),  // desert
        Mood(
            skyTop: hex("#A7D3C9"), skyBottom: hex("#E3F1D9"), sun: hex("#FFFBE6"), farGround: hex("#7BAE6A"),
            nearGround: hex("#4F8A3C")),  // meadow
        Mood(
            skyTop: hex("#6A4C93"), skyBottom: hex("#F28482"), sun: hex("#FFD6A5"), farGround: hex("#5E3C6E"),
            nearGround: hex("#2D1E3E"))  // dusk
    ]

    // MARK: Avatar

    /// Initials of the title (first letters of its first two words), white on a soft
    /// gradient; a head-and-shoulders silhouette without a title.
    private func drawAvatar(in circle: CGRect, title: String?, random: inout SeededRandom) throws {
        let pair = Self.avatarGradients[random.variant(of: Self.avatarGradients.count)]
        try fillGradient(circle, top: pair.0, bottom: pair.1)
        let side = Double(circle.width)
        if let initials = Self.initials(of: title), !initials.isEmpty {
            var style = TextStyle(
                weight: .semibold, size: side * 0.4, color: .white, alignment: .center, wraps: false,
                direction: .leftToRight, verticalAlignment: .center)
            style.language = language
            _ = try context.draw(text: initials, style: style, in: circle)
        } else {
            let white = Color.white.withAlpha(0.9)
            context.beginPath()
            context.addCircle(
                center: CGPoint(x: circle.midX, y: circle.minY + circle.height * 0.4), radius: side * 0.19)
            try context.fill(white)
            context.beginPath()
            context.addEllipse(
                in: CGRect(
                    x: circle.minX + circle.width * 0.18, y: circle.minY + circle.height * 0.66,
                    width: circle.width * 0.64, height: circle.height * 0.6))
            try context.fill(white)
        }
    }

    /// The first letters of the first two words, upper-cased ("Anna Lee" → "AL").
    static func initials(of title: String?) -> String? {
        guard let title else { return nil }
        let words = title.split(whereSeparator: { $0.isWhitespace }).prefix(2)
        return String(words.compactMap(\.firstLetter)).uppercased()
    }

    static let avatarGradients: [(Color, Color)] = [
        (hex("#A5ABB8"), hex("#858994")),  // iOS Contacts' monogram grey
        (hex("#F9A8A8"), hex("#E36D6D")), (hex("#FFD08A"), hex("#F2A23C")), (hex("#9FE0B0"), hex("#4DB374")),
        (hex("#9CCBFF"), hex("#4A90E2")), (hex("#C9B3FF"), hex("#8E6CE0")), (hex("#FFB3D9"), hex("#E0609F"))
    ]

    // MARK: Album art

    /// A vivid diagonal gradient with one of a few geometric motifs.
    private func drawAlbumArt(in rect: CGRect, random: inout SeededRandom) throws {
        let pair = Self.artGradients[random.variant(of: Self.artGradients.count)]
        context.beginPath()
        context.addRect(rect)
        try context.fill(
            LinearGradient(
                start: CGPoint(x: rect.minX, y: rect.minY),
                end: CGPoint(x: rect.maxX, y: rect.maxY), colors: [pair.0, pair.1]))
        let side = Double(min(rect.width, rect.height))
        let overlay = random.next(below: 2) == 0 ? Color.white.withAlpha(0.22) : Color.black.withAlpha(0.2)
        switch random.next(below: 3) {
        case 0:  // concentric rings around an off-centre point
            let center = CGPoint(
                x: rect.minX + rect.width * CGFloat(random.unit(0.3, 0.7)),
                y: rect.minY + rect.height * CGFloat(random.unit(0.3, 0.7)))
            for ring in stride(from: 3, through: 1, by: -1) {
                context.beginPath()
                context.addCircle(center: center, radius: side * 0.14 * Double(ring))
                try context.fill(overlay)
            }
        case 1:  // diagonal stripes
            let count = 3 + random.next(below: 3)
            let step = rect.width * 2 / CGFloat(count * 2)
            for index in 0..<count {
                let x = rect.minX - rect.width / 2 + CGFloat(index * 2) * step
                context.beginPath()
                context.addPolyline(
                    [
                        CGPoint(x: x, y: rect.maxY), CGPoint(x: x + step, y: rect.maxY),
                        CGPoint(x: x + step + rect.height, y: rect.minY),
                        CGPoint(x: x + rect.height, y: rect.minY)
                    ], closed: true)
                try context.fill(overlay)
            }
        default:  // one large disc, half out of the frame
            context.beginPath()
            context.addCircle(
                center: CGPoint(x: rect.minX + rect.width * CGFloat(random.unit(0, 1)), y: rect.maxY),
                radius: side * random.unit(0.45, 0.7))
            try context.fill(overlay)
        }
    }

    static let artGradients: [(Color, Color)] = [
        (hex("#FF5E62"), hex("#FF9966")), (hex("#36D1DC"), hex("#5B86E5")), (hex("#8E2DE2"), hex("#4A00E0")),
        (hex("#F7971E"), hex("#FFD200")), (hex("#11998E"), hex("#38EF7D")), (hex("#FC466B"), hex("#3F5EFB")),
        (hex("#232526"), hex("#414345")), (hex("#EE9CA7"), hex("#FFDDE1")), (hex("#0F2027"), hex("#2C5364"))
    ]

    // MARK: Icon

    /// A gradient square with the title's first letter (a white disc without a title).
    private func drawIcon(in square: CGRect, title: String?, random: inout SeededRandom) throws {
        let pair = Self.artGradients[random.variant(of: Self.artGradients.count)]
        try fillGradient(square, top: pair.0, bottom: pair.1)
        let side = Double(square.width)
        if let letter = title?.firstLetter {
            var style = TextStyle(
                weight: .bold, size: side * 0.5, color: .white, alignment: .center, wraps: false,
                direction: .leftToRight, verticalAlignment: .center)
            style.language = language
            _ = try context.draw(text: String(letter).uppercased(), style: style, in: square)
        } else {
            context.beginPath()
            context.addCircle(center: CGPoint(x: square.midX, y: square.midY), radius: side * 0.22)
            try context.fill(Color.white.withAlpha(0.9))
        }
    }

    // MARK: Helpers

    private func fillGradient(_ rect: CGRect, top: Color, bottom: Color) throws {
        context.beginPath()
        context.addRect(rect)
        try context.fill(
            LinearGradient(
                start: CGPoint(x: rect.midX, y: rect.minY),
                end: CGPoint(x: rect.midX, y: rect.maxY), colors: [top, bottom]))
    }

    private static func hex(_ text: String) -> Color { Color(hex: text) ?? .black }
}

/// A small deterministic generator (SplitMix64) seeded by an index path, so a cell's
/// artwork never depends on drawing order, threads or the platform's hashing seed.
struct SeededRandom {
    private var state: UInt64

    /// The item's index, so that neighbours can be told apart (see ``variant(of:)``).
    private let item: Int
    /// A number fixed for the section, where its cells' variants start.
    private let sectionOffset: Int

    init(path: IndexPath) {
        let section = path.count > 0 ? path[0] : 0
        item = path.count > 1 ? path[1] : 0
        // One full mixing step of the packed index path, so nearby paths get unrelated streams.
        state = UInt64(truncatingIfNeeded: section) << 32 ^ UInt64(truncatingIfNeeded: item)
        sectionOffset = Int(truncatingIfNeeded: (UInt64(truncatingIfNeeded: section) &* 0x9E37_79B9) >> 7 & 0xFFFF)
        state = nextBits()
    }

    /// Which of `count` variants (moods, gradients) the cell gets: the section's starting one
    /// plus the item's index, so neighbouring cells always differ.
    func variant(of count: Int) -> Int { ((sectionOffset + item) % count + count) % count }

    /// The next 64 random bits.
    mutating func nextBits() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound` (`bound` > 0).
    mutating func next(below bound: Int) -> Int { Int(nextBits() % UInt64(bound)) }

    /// A number in `low...high`.
    mutating func unit(_ low: Double, _ high: Double) -> Double {
        low + (high - low) * Double(nextBits() >> 11) / Double(1 << 53)
    }
}
