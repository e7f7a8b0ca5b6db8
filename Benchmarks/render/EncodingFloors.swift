import BenchmarkSupport
import Foundation
import MosaicCairo

/// What any PNG encoder must at least do with an image's pixels, timed: read and
/// copy them, and turn Cairo's 32-bit words into PNG's 3 bytes per pixel.
struct EncodingFloors {
    let image: ImageSurface
    private let copyTarget: UnsafeMutableRawBufferPointer
    private let rgbTarget: UnsafeMutableRawBufferPointer

    init(image: ImageSurface) {
        self.image = image
        copyTarget = .allocate(byteCount: image.stride * image.height, alignment: 16)
        rgbTarget = .allocate(byteCount: image.width * image.height * 3, alignment: 16)
    }

    /// Copies every pixel; ms.
    func copy() -> Double {
        milliseconds { image.withUnsafePixelBytes { copyTarget.copyMemory(from: $0) } }
    }

    /// Converts every pixel to R, G, B bytes, row by row; ms.
    func convert() -> Double {
        let width = image.width
        let stride = image.stride
        return milliseconds {
            image.withUnsafePixelBytes { pixels in
                for y in 0..<image.height {
                    let row = y * stride
                    let out = y * width * 3
                    for x in 0..<width {
                        let word = pixels.loadUnaligned(fromByteOffset: row + x * 4, as: UInt32.self)
                        rgbTarget[out + x * 3] = UInt8(truncatingIfNeeded: word >> 16)
                        rgbTarget[out + x * 3 + 1] = UInt8(truncatingIfNeeded: word >> 8)
                        rgbTarget[out + x * 3 + 2] = UInt8(truncatingIfNeeded: word)
                    }
                }
            }
        }
    }
}
