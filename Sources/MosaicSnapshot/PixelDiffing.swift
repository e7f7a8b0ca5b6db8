/// A tolerant pixel comparison: how different two images may be and still count as the same.
///
/// A pixel *differs* when any channel (R, G, B or A) differs by more than
/// ``channelTolerance``. A differing pixel is *excused as anti-aliasing* when both hold:
///
/// 1. it is an anti-aliased edge pixel in one of the images: strictly between a darker and a
///    brighter neighbour, with at most two neighbours of exactly its colour, and that darker
///    or brighter neighbour lies in a flat area (3+ identical neighbours) in both images —
///    the test of `pixelmatch`; and
/// 2. the other image's 3x3 neighbourhood holds a colour within ``antialiasingTolerance``
///    of it on every channel; and
/// 3. the pixel itself changed by at most ``antialiasingTolerance`` on every channel (coverage
///    drift, not an edge that moved: a half-covered edge pixel that becomes empty changes by ~50%).
///
/// The comparison passes when at most ``maximumDifferingPixels`` differing pixels are left
/// after excusing anti-aliasing, and the sizes match.
///
/// The defaults are chosen so that real changes are never waved through: a one-step colour
/// change (0x80 → 0x81) of a flat cell counts every pixel of the cell (flat pixels have
/// many identical neighbours, so they are never anti-aliasing), and a hard-edged rectangle
/// moved by one pixel counts its leading and trailing edges (pixels of a solid colour with
/// identical neighbours along the edge). An anti-aliased edge that moves by a pixel is
/// counted where its coverage changes by more than ``antialiasingTolerance`` (25% by default);
/// fainter fringes that move are excused. What is excused is the fringe of glyphs and
/// curves, whose coverage values drift when Cairo, pixman, FreeType or Pango change.
public struct PixelDiffing: Hashable, Sendable {
    /// The largest per-channel difference that does not count (default 0: any change counts).
    public var channelTolerance: Int
    /// The most differing pixels, after excusing anti-aliasing, that still pass (default 0).
    public var maximumDifferingPixels: Int
    /// Whether anti-aliased edge pixels are excused (default true).
    public var detectsAntialiasing: Bool
    /// How close (per channel) the other image's neighbourhood must come to an
    /// anti-aliased pixel's colour, and how much the pixel itself may have changed, for it
    /// to be excused (default 64, a quarter of the range).
    public var antialiasingTolerance: Int

    /// Makes a comparison; see the type's documentation for the defaults.
    public init(
        channelTolerance: Int = 0, maximumDifferingPixels: Int = 0, detectsAntialiasing: Bool = true,
        antialiasingTolerance: Int = 64
    ) {
        self.channelTolerance = channelTolerance
        self.maximumDifferingPixels = maximumDifferingPixels
        self.detectsAntialiasing = detectsAntialiasing
        self.antialiasingTolerance = antialiasingTolerance
    }

    /// The defaults: any change counts, anti-aliased edges excused, no differing pixel allowed.
    public static let standard = PixelDiffing()

    /// Exact: every differing pixel counts, none allowed.
    public static let exact = PixelDiffing(detectsAntialiasing: false)

    /// Compares `actual` with `reference`.
    public func compare(reference: RGBAImage, actual: RGBAImage) -> PixelDiff {
        guard reference.width == actual.width, reference.height == actual.height else {
            return PixelDiff(
                reference: reference, actual: actual, sizesMatch: false, differing: [], antialiased: [],
                maximumChannelDelta: 255, maximumDifferingPixels: maximumDifferingPixels)
        }
        let width = actual.width
        let height = actual.height
        var differing: [Int] = []
        var antialiased: [Int] = []
        var maximumDelta = 0
        reference.pixels.withUnsafeBufferPointer { ref in
            actual.pixels.withUnsafeBufferPointer { act in
                let a = PixelView(bytes: act, width: width, height: height)
                let r = PixelView(bytes: ref, width: width, height: height)
                for y in 0..<height {
                    for x in 0..<width {
                        let index = y * width + x
                        let delta = a.channelDelta(index, r, index)
                        guard delta > channelTolerance else { continue }
                        maximumDelta = max(maximumDelta, delta)
                        if detectsAntialiasing && delta <= antialiasingTolerance
                            && ((a.isAntialiased(x: x, y: y, other: r)
                                && r.hasClose(a, x: x, y: y, tolerance: antialiasingTolerance))
                                || (r.isAntialiased(x: x, y: y, other: a)
                                    && a.hasClose(r, x: x, y: y, tolerance: antialiasingTolerance)))
                        {
                            antialiased.append(index)
                        } else {
                            differing.append(index)
                        }
                    }
                }
            }
        }
        return PixelDiff(
            reference: reference, actual: actual, sizesMatch: true, differing: differing,
            antialiased: antialiased, maximumChannelDelta: maximumDelta,
            maximumDifferingPixels: maximumDifferingPixels)
    }
}

/// Read access to RGBA bytes with the neighbourhood tests of ``PixelDiffing``.
struct PixelView {
    let bytes: UnsafeBufferPointer<UInt8>
    let width: Int
    let height: Int

    func same(_ i: Int, _ j: Int) -> Bool {
        let p = i * 4
        let q = j * 4
        return bytes[p] == bytes[q] && bytes[p + 1] == bytes[q + 1] && bytes[p + 2] == bytes[q + 2]
            && bytes[p + 3] == bytes[q + 3]
    }

    /// The largest per-channel difference between pixel `i` here and pixel `j` in `other`.
    func channelDelta(_ i: Int, _ other: PixelView, _ j: Int) -> Int {
        let p = i * 4
        let q = j * 4
        var delta = 0
        for c in 0..<4 { delta = max(delta, abs(Int(bytes[p + c]) - Int(other.bytes[q + c]))) }
        return delta
    }

    /// Brightness of pixel `i` blended over white, 0...255 (BT.601 luma).
    func brightness(_ i: Int) -> Double {
        let p = i * 4
        let alpha = Double(bytes[p + 3]) / 255
        func blend(_ c: UInt8) -> Double { 255 + (Double(c) - 255) * alpha }
        return 0.299 * blend(bytes[p]) + 0.587 * blend(bytes[p + 1]) + 0.114 * blend(bytes[p + 2])
    }

    /// Whether `other`'s 3x3 neighbourhood around (`x`, `y`) has a colour within `tolerance`
    /// of this image's pixel there.
    func hasClose(_ other: PixelView, x: Int, y: Int, tolerance: Int) -> Bool {
        let index = y * width + x
        for ny in max(y - 1, 0)...min(y + 1, height - 1) {
            for nx in max(x - 1, 0)...min(x + 1, width - 1)
            where other.channelDelta(ny * width + nx, self, index) <= tolerance {
                return true
            }
        }
        return false
    }

    /// pixelmatch's anti-aliasing test: strictly between a darker and a brighter neighbour,
    /// at most two identical neighbours (image borders count as one), and the darkest or
    /// brightest neighbour sits in a flat area in both images.
    func isAntialiased(x: Int, y: Int, other: PixelView) -> Bool {
        let index = y * width + x
        let x0 = max(x - 1, 0)
        let x1 = min(x + 1, width - 1)
        let y0 = max(y - 1, 0)
        let y1 = min(y + 1, height - 1)
        var identical = (x == x0 || x == x1 || y == y0 || y == y1) ? 1 : 0
        let own = brightness(index)
        var darkest = 0.0
        var brightest = 0.0
        var darkestIndex = -1
        var brightestIndex = -1
        for ny in y0...y1 {
            for nx in x0...x1 where nx != x || ny != y {
                let neighbour = ny * width + nx
                if same(index, neighbour) {
                    identical += 1
                    if identical > 2 { return false }
                    continue
                }
                let delta = brightness(neighbour) - own
                if delta < darkest {
                    darkest = delta
                    darkestIndex = neighbour
                } else if delta > brightest {
                    brightest = delta
                    brightestIndex = neighbour
                }
            }
        }
        guard darkestIndex >= 0, brightestIndex >= 0 else { return false }
        return (hasManySiblings(darkestIndex) && other.hasManySiblings(darkestIndex))
            || (hasManySiblings(brightestIndex) && other.hasManySiblings(brightestIndex))
    }

    /// Whether pixel `index` has 3 or more identical neighbours (image borders count as one).
    func hasManySiblings(_ index: Int) -> Bool {
        let x = index % width
        let y = index / width
        let x0 = max(x - 1, 0)
        let x1 = min(x + 1, width - 1)
        let y0 = max(y - 1, 0)
        let y1 = min(y + 1, height - 1)
        var identical = (x == x0 || x == x1 || y == y0 || y == y1) ? 1 : 0
        for ny in y0...y1 {
            for nx in x0...x1 where (nx != x || ny != y) && same(index, ny * width + nx) {
                identical += 1
                if identical > 2 { return true }
            }
        }
        return false
    }
}
