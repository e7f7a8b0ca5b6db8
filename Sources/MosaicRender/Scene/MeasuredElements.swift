import Foundation
import MosaicFrames

/// The elements whose size a scene measured from their text (self-sizing cells, headers and
/// badges with an estimated dimension): their frames depend on text measurement, which
/// differs between Pango versions, and recorded content says so (``DrawnElement/sizedByText``).
final class MeasuredElements: @unchecked Sendable {
    private var keys: Set<LayoutFrame.Key> = []
    private let lock = NSLock()

    func insert(_ key: LayoutFrame.Key) {
        lock.lock()
        defer { lock.unlock() }
        keys.insert(key)
    }

    func contains(_ key: LayoutFrame.Key) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return keys.contains(key)
    }
}
