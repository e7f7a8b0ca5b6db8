import MosaicCairo

extension PixelHash {
    /// The hash the pixels of `image` (straight RGBA, as a PNG decodes) had in the canonical
    /// form of `format`: `rgba8` as they are; `rgb24` as R, G, B (nil when a pixel is not
    /// opaque: RGB24 cannot hold it); `argb32` as A, R, G, B premultiplied the way Cairo
    /// premultiplies a decoded PNG, which restores the premultiplied bytes a PNG was written
    /// from. Nil for an unknown format. How a reference's PNG is checked against its hash.
    public init?(of image: RGBAImage, as format: String) {
        switch format {
        case "rgba8":
            self.init(of: image)
            return
        case "rgb24", "argb32":
            break
        default:
            return nil
        }
        let opaque = format == "rgb24"
        let perPixel = opaque ? 3 : 4
        let hasher = SHA256Stream()
        hasher.update(Self.header(width: image.width, height: image.height, format: format))
        var row = [UInt8](repeating: 0, count: image.width * perPixel)
        var valid = true
        image.pixels.withUnsafeBufferPointer { pixels in
            for y in 0..<image.height where valid {
                let start = y * image.width * 4
                for x in 0..<image.width {
                    let p = start + x * 4
                    let a = pixels[p + 3]
                    if opaque {
                        guard a == 255 else {
                            valid = false
                            return
                        }
                        row[x * 3] = pixels[p]
                        row[x * 3 + 1] = pixels[p + 1]
                        row[x * 3 + 2] = pixels[p + 2]
                    } else {
                        row[x * 4] = a
                        row[x * 4 + 1] = Self.premultiply(pixels[p], by: a)
                        row[x * 4 + 2] = Self.premultiply(pixels[p + 1], by: a)
                        row[x * 4 + 3] = Self.premultiply(pixels[p + 2], by: a)
                    }
                }
                hasher.update(row)
            }
        }
        guard valid else { return nil }
        self.init(hex: hasher.finish())
    }

    /// Cairo's premultiplication of a decoded PNG's channel (`multiply_alpha` in cairo-png.c).
    @inline(__always)
    static func premultiply(_ channel: UInt8, by alpha: UInt8) -> UInt8 {
        let t = UInt32(alpha) * UInt32(channel) + 0x80
        return UInt8((t + (t >> 8)) >> 8)
    }
}
