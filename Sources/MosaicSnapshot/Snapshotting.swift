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

/// A strategy that turns a value into pixels to snapshot, in the manner of
/// swift-snapshot-testing's `Snapshotting`: a small value that composes by ``pullback(_:)``.
///
/// ```swift
/// let layoutImage: Snapshotting<MyLayout> = Snapshotting.image.pullback { layout in
///     try render(layout, scale: 2)       // -> ImageSurface
/// }
/// assertSnapshot(of: layout, as: layoutImage)
/// ```
public struct Snapshotting<Value> {
    /// Renders a value to pixels.
    public var snapshot: (Value) throws -> PixelSnapshot

    /// Makes a strategy from a rendering function.
    public init(snapshot: @escaping (Value) throws -> PixelSnapshot) {
        self.snapshot = snapshot
    }

    /// A strategy for `NewValue`, converting it to `Value` first.
    public func pullback<NewValue>(_ transform: @escaping (NewValue) throws -> Value) -> Snapshotting<NewValue> {
        let snapshot = self.snapshot
        return Snapshotting<NewValue> { try snapshot(transform($0)) }
    }
}

extension Snapshotting where Value == ImageSurface {
    /// An image surface as it is: hash of its canonical pixels (ARGB32 or RGB24).
    public static var image: Snapshotting<ImageSurface> {
        Snapshotting { PixelSnapshot($0) }
    }
}

extension Snapshotting where Value == RGBAImage {
    /// Straight RGBA pixels as they are (format `rgba8`).
    public static var rgba: Snapshotting<RGBAImage> {
        Snapshotting { PixelSnapshot($0) }
    }
}
