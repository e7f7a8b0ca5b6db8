import Foundation
import MosaicCairo

/// How a filmstrip looks: a dark film base with a row of sprocket holes along each edge,
/// frames separated by dark gutters, and each frame's stop number and offset printed on
/// the film beside it. Lengths are in points.
public struct FilmstripStyle: Sendable, Equatable {
    /// The film itself: the gutters between frames and the bands along its edges.
    public var base: Color
    /// The sprocket holes (the light behind the film).
    public var perforation: Color
    /// The width of each band of sprocket holes.
    public var perforationBand: Double
    /// A sprocket hole's length along the strip and its depth across it.
    public var perforationSize: CGSize
    /// The distance from one sprocket hole to the next.
    public var perforationPitch: Double
    /// The film between two frames.
    public var gutter: Double
    /// The film before the first frame and after the last.
    public var margin: Double
    /// The band holding each frame's label.
    public var labelBand: Double
    /// The stop number ("1").
    public var number: TextStyle
    /// The offset ("178 pt").
    public var offset: TextStyle
    /// The edge print naming the section and its behaviour; `nil` prints none.
    public var caption: TextStyle?
    /// The frames' corner radius.
    public var frameCornerRadius: Double
    /// Frames are drawn at this fraction of their size in points (1 is life size).
    public var frameScale: Double

    /// Makes a style.
    public init(
        base: Color, perforation: Color, perforationBand: Double = 14,
        perforationSize: CGSize = CGSize(width: 8, height: 5), perforationPitch: Double = 14,
        gutter: Double = 10, margin: Double = 10, labelBand: Double = 16, number: TextStyle, offset: TextStyle,
        caption: TextStyle?, frameCornerRadius: Double = 2, frameScale: Double = 1
    ) {
        self.base = base
        self.perforation = perforation
        self.perforationBand = perforationBand
        self.perforationSize = perforationSize
        self.perforationPitch = perforationPitch
        self.gutter = gutter
        self.margin = margin
        self.labelBand = labelBand
        self.number = number
        self.offset = offset
        self.caption = caption
        self.frameCornerRadius = frameCornerRadius
        self.frameScale = frameScale
    }

    /// Near-black film with light-grey holes, white stop numbers, grey offsets and an
    /// amber edge print, the same in light and dark pages.
    public static let standard = FilmstripStyle(
        base: Color(red8: 0x1C, green8: 0x1C, blue8: 0x1E),
        perforation: Color(red8: 0xD1, green8: 0xD1, blue8: 0xD6),
        number: TextStyle(
            weight: .bold, size: 10, color: Color(red8: 0xF2, green8: 0xF2, blue8: 0xF7), wraps: false,
            direction: .leftToRight, verticalAlignment: .center),
        offset: TextStyle(
            size: 10, color: Color(red8: 0xAE, green8: 0xAE, blue8: 0xB2), wraps: false,
            direction: .leftToRight, verticalAlignment: .center),
        caption: TextStyle(
            weight: .bold, size: 8, color: Color(red8: 0xFF, green8: 0xB3, blue8: 0x40), wraps: false,
            direction: .leftToRight, verticalAlignment: .center))
}

/// What each frame of a filmstrip shows along the page's scroll axis.
public enum FilmstripFraming: String, Sendable, CaseIterable {
    /// The band the section scrolls in: its groups and contentInsets (and badges that
    /// stick out), without headers and footers.
    case scrollingContent
    /// The whole section, headers and footers included.
    case section
}
