import Foundation

/// An image a pasted screen's cell shows where its code put it: a `UIImageView` in the
/// cell, or a `UIListContentConfiguration`'s image in a cell outside lists, at the frame
/// UIKit gives that view (in the cell's bounds).
///
/// An SF Symbol is drawn as what iOS shows at its size and tint: a glyph that stands for it
/// (``Source/symbol(name:glyph:)``) in its ``tint``, at its ``pointSize``; an image file is
/// drawn from the file; an asset-catalogue name with no file is a clear placeholder (a tinted
/// outline with the name's first letter).
///
/// ```swift
/// PlacedImage(source: .symbol(name: "star.fill", glyph: "★"),
///             frame: CGRect(x: 16, y: 12, width: 24, height: 24),
///             tint: SystemColors.light.systemBlue, pointSize: 17)
/// ```
public struct PlacedImage: Sendable, Hashable {
    /// Where the image comes from.
    public enum Source: Sendable, Hashable {
        /// An SF Symbol (`UIImage(systemName:)`), drawn as `glyph`.
        case symbol(name: String, glyph: String)
        /// A PNG or JPEG file, at an absolute path.
        case file(path: String)
        /// An asset-catalogue image (`UIImage(named:)`) with no file of that name.
        case missing(name: String)
    }

    /// How the image fills its frame, as `UIView.ContentMode`.
    public enum Fit: String, Sendable, Hashable {
        /// Stretched to the frame (`scaleToFill`, an image view's default).
        case scaleToFill
        /// As large as fits, keeping its aspect ratio, centred (`scaleAspectFit`).
        case aspectFit
        /// Covering the frame, keeping its aspect ratio, centred and cropped (`scaleAspectFill`).
        case aspectFill
        /// At its own size, centred (`center`, and the other positions).
        case center
    }

    /// Where the image comes from.
    public var source: Source
    /// The image view's frame, in the cell's bounds.
    public var frame: CGRect
    /// The colour a symbol or placeholder is drawn in (the image view's tint, resolved).
    public var tint: Color
    /// A symbol's point size, its scale applied: the glyph's size at its own size.
    public var pointSize: Double
    /// How the image fills ``frame``.
    public var fit: Fit

    /// Makes a placed image.
    public init(source: Source, frame: CGRect, tint: Color, pointSize: Double = 17, fit: Fit = .center) {
        self.source = source
        self.frame = frame
        self.tint = tint
        self.pointSize = pointSize
        self.fit = fit
    }
}
