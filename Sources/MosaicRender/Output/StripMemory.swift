import Foundation
import MosaicCairo

/// The PNG strips of the last picture drawn with it, by their pixels: a strip that comes out
/// of the next drawing with the same pixels takes its PNG from here instead of being encoded
/// again. A live preview draws a whole picture after every save, while a save mostly changes
/// a few strips of it.
///
/// Give each picture that is redrawn (each view of a file) a memory of its own, and draw one
/// picture at a time with it. A drawing that fails leaves the memory as it was.
public final class StripMemory: @unchecked Sendable {
    private let lock = NSLock()
    /// The last finished picture's strips; guarded by `lock`.
    private var previous: [PixelDigest: [UInt8]] = [:]
    /// The strips of the picture being drawn; guarded by `lock`.
    private var current: [PixelDigest: [UInt8]] = [:]

    /// An empty memory.
    public init() {}

    /// The number of strips remembered from the last finished picture.
    public var count: Int { lock.withLock { previous.count } }

    /// The PNG of `strip`: the last picture's when it had a strip with these pixels, else
    /// `encode(strip)`; either way remembered for the picture being drawn.
    func png(of strip: ImageSurface, encode: (ImageSurface) throws -> [UInt8]) rethrows -> [UInt8] {
        let digest = PixelDigest(of: strip)
        let png = try lock.withLock { previous[digest] } ?? encode(strip)
        lock.withLock { current[digest] = png }
        return png
    }

    /// Starts a picture: forgets the strips of one that did not finish.
    func pictureStarted() { lock.withLock { current = [:] } }

    /// Ends the picture: its strips are the ones the next picture may reuse.
    func pictureFinished() {
        lock.withLock {
            previous = current
            current = [:]
        }
    }
}
