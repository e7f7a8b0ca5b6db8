import MosaicCairo

/// The pixels of one rendering, ready to compare: its ``PixelHash`` and its RGBA image.
public struct PixelSnapshot: Sendable {
    /// The hash of the canonical pixels of the source (see ``PixelHash``).
    public let hash: PixelHash
    /// The pixels as straight RGBA, for tolerant diffs and PNG files.
    public let image: RGBAImage
    /// The source's pixel format name, e.g. `argb32`, `rgb24` or `rgba8`.
    public let format: String

    /// Makes a snapshot of explicit parts.
    public init(hash: PixelHash, image: RGBAImage, format: String) {
        self.hash = hash
        self.image = image
        self.format = format
    }

    /// A snapshot of a surface: hash of its canonical pixels, image un-premultiplied.
    public init(_ surface: ImageSurface) {
        self.init(hash: PixelHash(of: surface), image: RGBAImage(surface), format: surface.format.name)
    }

    /// A snapshot of a picture drawn in horizontal strips, top to bottom, of any height (a full
    /// page past Cairo's 32767-pixel surfaces): `drawStrips` calls its argument with each strip
    /// and the row it starts at. The hash is that of one surface holding every row; drawn in one
    /// strip, the snapshot equals ``init(_:)-(ImageSurface)`` of that strip.
    public init(
        width: Int, height: Int,
        drawStrips: (_ body: (ImageSurface, Int) throws -> Void) throws -> Void
    ) throws {
        let hasher = SHA256Stream()
        var pixels: [UInt8] = []
        var format: String?
        try drawStrips { strip, _ in
            if format == nil {
                format = strip.format.name
                hasher.update(PixelHash.header(width: width, height: height, format: strip.format.name))
            }
            strip.forEachCanonicalRow { hasher.update($0) }
            if pixels.isEmpty { pixels = strip.straightRGBA() } else { pixels += strip.straightRGBA() }
        }
        self.init(
            hash: PixelHash(hex: hasher.finish()), image: RGBAImage(width: width, height: height, pixels: pixels),
            format: format ?? "rgb24")
    }

    /// A snapshot of straight RGBA pixels.
    public init(_ image: RGBAImage) {
        self.init(hash: PixelHash(of: image), image: image, format: "rgba8")
    }
}
