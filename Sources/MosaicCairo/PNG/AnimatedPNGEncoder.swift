import Foundation

/// Encodes an animated PNG (APNG: the `acTL`, `fcTL` and `fdAT` chunks of the PNG 3rd
/// edition) from opaque RGB24 frames of one size.
///
/// Each frame after the first stores only the rectangle of pixels that changed since the
/// one before (drawn over it: dispose `NONE`, blend `SOURCE`), and a frame with no change
/// lengthens the one before instead of adding a frame, so a carousel that moves across part
/// of the picture costs little more than that part. The first frame is the default image,
/// so viewers without APNG support show it. Rows use the Up filter and Mosaic's
/// ``ZlibCompressor``; the same frames give the same bytes on every run.
package final class AnimatedPNGEncoder {
    private struct EncodedFrame {
        var rect: (x: Int, y: Int, width: Int, height: Int)
        /// The frame's duration, in 1/``ticksPerSecond`` of a second.
        var ticks: Int
        var data: [UInt8]
    }

    private let width: Int
    private let height: Int
    private let loopCount: Int
    private let ticksPerSecond: Int
    private var frames: [EncodedFrame] = []
    /// The last frame's pixels, 0x00RRGGBB words without stride padding.
    private var previous: [UInt32] = []

    /// An animation of `width` x `height` pixels whose frame durations are counted in
    /// 1/`ticksPerSecond` of a second, played `loopCount` times (0: for ever).
    package init(width: Int, height: Int, ticksPerSecond: Int, loopCount: Int) {
        precondition(width > 0 && height > 0 && ticksPerSecond > 0 && ticksPerSecond < 1 << 16, "APNG setup")
        self.width = width
        self.height = height
        self.ticksPerSecond = ticksPerSecond
        self.loopCount = loopCount
    }

    /// The number of frames so far (frames without change are merged).
    var frameCount: Int { frames.count }

    /// Adds a frame shown for `ticks` ticks. `surface` is RGB24, the animation's size, flushed.
    package func append(_ surface: ImageSurface, ticks: Int) {
        precondition(surface.width == width && surface.height == height && surface.format == .rgb24, "APNG frame")
        var pixels = [UInt32](repeating: 0, count: width * height)
        surface.withUnsafePixelBytes { bytes in
            pixels.withUnsafeMutableBytes { target in
                for y in 0..<height {
                    target.baseAddress!.advanced(by: y * width * 4)
                        .copyMemory(from: bytes.baseAddress!.advanced(by: y * surface.stride), byteCount: width * 4)
                }
            }
        }
        for index in pixels.indices { pixels[index] &= 0x00FF_FFFF }
        defer { previous = pixels }
        guard !frames.isEmpty else {
            frames.append(
                EncodedFrame(
                    rect: (0, 0, width, height), ticks: ticks,
                    data: compress(pixels, x: 0, y: 0, width: width, height: height)))
            return
        }
        guard let changed = changedRect(pixels) else {
            frames[frames.count - 1].ticks += ticks
            return
        }
        frames.append(
            EncodedFrame(
                rect: changed, ticks: ticks,
                data: compress(
                    pixels, x: changed.x, y: changed.y, width: changed.width,
                    height: changed.height)))
    }

    /// The whole file.
    package func finish() -> [UInt8] {
        precondition(!frames.isEmpty, "an APNG needs a frame")
        var header: [UInt8] = []
        header.appendBigEndian(UInt32(width))
        header.appendBigEndian(UInt32(height))
        header += [8, 2, 0, 0, 0]  // 8-bit RGB, deflate, standard filters, no interlace
        var control: [UInt8] = []
        control.appendBigEndian(UInt32(frames.count))
        control.appendBigEndian(UInt32(loopCount))
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        bytes += StreamingPNGEncoder.chunk("IHDR", header)
        bytes += StreamingPNGEncoder.chunk("acTL", control)
        var sequence: UInt32 = 0
        for (index, frame) in frames.enumerated() {
            // A delay is a fraction of 16-bit parts: long holds are split to fit.
            var ticks = frame.ticks
            var denominator = ticksPerSecond
            while ticks > 0xFFFF {
                ticks = (ticks + 1) / 2
                denominator = max(1, denominator / 2)
            }
            var fcTL: [UInt8] = []
            fcTL.appendBigEndian(sequence)
            fcTL.appendBigEndian(UInt32(frame.rect.width))
            fcTL.appendBigEndian(UInt32(frame.rect.height))
            fcTL.appendBigEndian(UInt32(frame.rect.x))
            fcTL.appendBigEndian(UInt32(frame.rect.y))
            fcTL += [UInt8(ticks >> 8), UInt8(ticks & 0xFF), UInt8(denominator >> 8), UInt8(denominator & 0xFF)]
            fcTL += [0, 0]  // dispose NONE, blend SOURCE
            bytes += StreamingPNGEncoder.chunk("fcTL", fcTL)
            sequence += 1
            if index == 0 {
                bytes += StreamingPNGEncoder.chunk("IDAT", frame.data)
            } else {
                var fdAT: [UInt8] = []
                fdAT.appendBigEndian(sequence)
                fdAT += frame.data
                bytes += StreamingPNGEncoder.chunk("fdAT", fdAT)
                sequence += 1
            }
        }
        bytes += StreamingPNGEncoder.chunk("IEND", [])
        return bytes
    }

    /// The smallest rectangle holding every pixel that differs from the previous frame.
    private func changedRect(_ pixels: [UInt32]) -> (x: Int, y: Int, width: Int, height: Int)? {
        var minX = width
        var minY = height
        var maxX = -1
        var maxY = -1
        pixels.withUnsafeBufferPointer { now in
            previous.withUnsafeBufferPointer { before in
                for y in 0..<height {
                    let row = y * width
                    guard memcmp(now.baseAddress! + row, before.baseAddress! + row, width * 4) != 0 else { continue }
                    minY = min(minY, y)
                    maxY = y
                    var x = 0
                    while x < width, now[row + x] == before[row + x] { x += 1 }
                    minX = min(minX, x)
                    var end = width - 1
                    while end > x, now[row + end] == before[row + end] { end -= 1 }
                    maxX = max(maxX, end)
                }
            }
        }
        guard maxY >= 0 else { return nil }
        return (minX, minY, maxX - minX + 1, maxY - minY + 1)
    }

    /// The zlib stream of a rectangle of `pixels`, rows Up-filtered.
    private func compress(_ pixels: [UInt32], x: Int, y: Int, width: Int, height: Int) -> [UInt8] {
        var compressor = ZlibCompressor(period: 3)
        var above = [UInt8](repeating: 0, count: width * 3)
        var row = above
        var filtered = [UInt8](repeating: 0, count: width * 3 + 1)
        filtered[0] = 2  // Up
        for line in y..<(y + height) {
            let start = line * self.width + x
            for column in 0..<width {
                let word = pixels[start + column]
                row[column * 3] = UInt8(word >> 16 & 0xFF)
                row[column * 3 + 1] = UInt8(word >> 8 & 0xFF)
                row[column * 3 + 2] = UInt8(word & 0xFF)
            }
            for index in row.indices { filtered[index + 1] = row[index] &- above[index] }
            filtered.withUnsafeBytes { compressor.append($0) }
            swap(&above, &row)
        }
        compressor.finish()
        return compressor.output
    }
}
