import Foundation
import XCTest

@testable import MosaicCairo

final class PThreadMutexTests: XCTestCase {
    /// A counter with no synchronisation of its own: only the mutex keeps increments whole.
    private final class Counter: @unchecked Sendable {
        var value = 0
    }

    func testIncrementsFromManyThreadsUnderTheLockAreAllCounted() {
        let mutex = PThreadMutex()
        let counter = Counter()
        // 8 threads x 20,000 read-modify-write steps: without the lock, lost updates make
        // the total fall short.
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<20_000 {
                mutex.withLock { counter.value += 1 }
            }
        }
        XCTAssertEqual(counter.value, 160_000)
    }

    func testWithLockReturnsTheBodysValueAndRethrows() {
        let mutex = PThreadMutex()
        XCTAssertEqual(mutex.withLock { 42 }, 42)
        struct Failure: Error {}
        XCTAssertThrowsError(try mutex.withLock { throw Failure() }) { XCTAssertTrue($0 is Failure) }
        // The lock was released on the throw: taking it again does not deadlock.
        XCTAssertEqual(mutex.withLock { "again" }, "again")
    }
}
