import Foundation

/// Values written by concurrent workers, one slot each.
final class Slots<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Value?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    subscript(index: Int) -> Value? {
        get {
            lock.lock()
            defer { lock.unlock() }
            return slots[index]
        }
        set {
            lock.lock()
            slots[index] = newValue
            lock.unlock()
        }
    }

    var values: [Value?] {
        lock.lock()
        defer { lock.unlock() }
        return slots
    }
}
