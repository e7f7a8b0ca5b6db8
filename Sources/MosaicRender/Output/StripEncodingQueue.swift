import Dispatch
import Foundation
import MosaicCairo

/// Encodes drawn strips as PNG files on a thread of its own, one after another in the order
/// they come, so that the next strip is drawn while the last one is encoded: on two cores a
/// strip costs the longer of its drawing and its encoding, not both.
///
/// At most two strips wait or are encoded at once; ``submit(_:top:)`` waits for room, which
/// bounds memory to three strips (the third being drawn). `deliver` gets each strip's first
/// row, height and PNG on the encoding thread, in order. After the first error (encoding or
/// `deliver`'s) later strips are dropped, and ``submit(_:top:)`` and ``finish()`` throw it.
///
/// `deliver` need not be `Sendable`: it runs on one thread at a time, and every call ends
/// before ``finish()`` returns, as if the caller had made it itself.
final class StripEncodingQueue: @unchecked Sendable {
    typealias Delivery = (_ top: Int, _ height: Int, _ png: [UInt8]) throws -> Void

    private let encode: (ImageSurface) throws -> [UInt8]
    private let deliver: Delivery
    private let queue = DispatchQueue(label: "mosaic-strip-encoding")
    private let room = DispatchSemaphore(value: 2)
    private let lock = NSLock()
    /// The first error; guarded by `lock`.
    private var failure: (any Error)?

    init(encode: @escaping (ImageSurface) throws -> [UInt8], deliver: @escaping Delivery) {
        self.encode = encode
        self.deliver = deliver
    }

    /// Queues `strip` (a surface no one draws on any more), whose first row is `top`.
    func submit(_ strip: ImageSurface, top: Int) throws {
        room.wait()
        if let failure = firstFailure {
            room.signal()
            throw failure
        }
        let job = Job(strip: strip, top: top)
        queue.async { [self] in
            defer { room.signal() }
            guard firstFailure == nil else { return }
            do {
                try deliver(job.top, job.strip.height, try encode(job.strip))
            } catch {
                lock.withLock { if failure == nil { failure = error } }
            }
        }
    }

    /// Waits until every queued strip is encoded and delivered; throws the first error.
    func finish() throws {
        queue.sync {}
        if let failure = firstFailure { throw failure }
    }

    private var firstFailure: (any Error)? { lock.withLock { failure } }

    /// A strip handed to the encoding thread, which alone uses it from then on.
    private struct Job: @unchecked Sendable {
        let strip: ImageSurface
        let top: Int
    }
}
