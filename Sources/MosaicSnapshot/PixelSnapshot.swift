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

    /// A snapshot of straight RGBA pixels.
    public init(_ image: RGBAImage) {
        self.init(hash: PixelHash(of: image), image: image, format: "rgba8")
    }
}
