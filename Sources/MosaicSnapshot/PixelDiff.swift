/// The outcome of a ``PixelDiffing`` comparison.
public struct PixelDiff: Sendable {
    /// The image compared against.
    public let reference: RGBAImage
    /// The image under test.
    public let actual: RGBAImage
    /// False when the images have different sizes (then nothing else is compared).
    public let sizesMatch: Bool
    /// Indices (`y * width + x`) of differing pixels not excused as anti-aliasing.
    public let differingPixels: [Int]
    /// Indices of differing pixels excused as anti-aliasing.
    public let antialiasedPixels: [Int]
    /// The largest per-channel difference seen, 0...255.
    public let maximumChannelDelta: Int
    let maximumDifferingPixels: Int

    init(
        reference: RGBAImage, actual: RGBAImage, sizesMatch: Bool, differing: [Int], antialiased: [Int],
        maximumChannelDelta: Int, maximumDifferingPixels: Int
    ) {
        self.reference = reference
        self.actual = actual
        self.sizesMatch = sizesMatch
        self.differingPixels = differing
        self.antialiasedPixels = antialiased
        self.maximumChannelDelta = maximumChannelDelta
        self.maximumDifferingPixels = maximumDifferingPixels
    }

    /// Whether the images count as the same.
    public var passes: Bool { sizesMatch && differingPixels.count <= maximumDifferingPixels }

    /// Whether not a single pixel differs.
    public var isIdentical: Bool { sizesMatch && differingPixels.isEmpty && antialiasedPixels.isEmpty }

    /// The smallest rectangle holding every counted differing pixel, as (x, y, width, height).
    public var differenceBounds: (x: Int, y: Int, width: Int, height: Int)? {
        guard sizesMatch, !differingPixels.isEmpty else { return nil }
        let w = actual.width
        var minX = Int.max
        var minY = Int.max
        var maxX = Int.min
        var maxY = Int.min
        for index in differingPixels {
            minX = min(minX, index % w)
            maxX = max(maxX, index % w)
            minY = min(minY, index / w)
            maxY = max(maxY, index / w)
        }
        return (minX, minY, maxX - minX + 1, maxY - minY + 1)
    }

    /// One line for a failure message, e.g. `412 pixels differ (max channel delta 1) in 20x20 at (10, 10); 36 anti-aliased pixels excused`.
    public var summary: String {
        guard sizesMatch else {
            return
                "size \(actual.width)x\(actual.height) differs from the reference's \(reference.width)x\(reference.height)"
        }
        var text = "\(differingPixels.count) pixel\(differingPixels.count == 1 ? "" : "s") differ"
        text += " (max channel delta \(maximumChannelDelta), \(maximumDifferingPixels) allowed)"
        if let b = differenceBounds { text += " in \(b.width)x\(b.height) at (\(b.x), \(b.y))" }
        text += "; \(antialiasedPixels.count) anti-aliased pixel\(antialiasedPixels.count == 1 ? "" : "s") excused"
        return text
    }

    /// A picture of the difference: the actual image faded to 25% grey, counted differences in
    /// magenta, excused anti-aliased pixels in yellow. Size mismatches show the actual image
    /// faded with a magenta frame.
    public func diffImage() -> RGBAImage {
        var image = actual
        for index in 0..<(image.width * image.height) {
            let o = index * 4
            let alpha = Double(image.pixels[o + 3]) / 255
            let luma =
                0.299 * Double(image.pixels[o]) + 0.587 * Double(image.pixels[o + 1]) + 0.114
                * Double(image.pixels[o + 2])
            let over = 255 + (luma - 255) * alpha
            let faded = UInt8((255 - (255 - over) * 0.25).rounded())
            image.pixels[o] = faded
            image.pixels[o + 1] = faded
            image.pixels[o + 2] = faded
            image.pixels[o + 3] = 255
        }
        if sizesMatch {
            for index in antialiasedPixels {
                image.setPixel(x: index % image.width, y: index / image.width, 0xFFD7_00FF)
            }
            for index in differingPixels { image.setPixel(x: index % image.width, y: index / image.width, 0xFF00_FFFF) }
        } else if image.width > 0 && image.height > 0 {
            for x in 0..<image.width {
                image.setPixel(x: x, y: 0, 0xFF00_FFFF)
                image.setPixel(x: x, y: image.height - 1, 0xFF00_FFFF)
            }
            for y in 0..<image.height {
                image.setPixel(x: 0, y: y, 0xFF00_FFFF)
                image.setPixel(x: image.width - 1, y: y, 0xFF00_FFFF)
            }
        }
        return image
    }
}
