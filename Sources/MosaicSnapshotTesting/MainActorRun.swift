import Foundation

/// Runs `body` on the main actor and returns its result, from a strategy's snapshot function.
///
/// Strategies are made and run nonisolated: swift-snapshot-testing calls them from the test,
/// and XCTest on Linux runs test methods on the main thread but cannot run main-actor test
/// classes. A view controller's code is main-actor, so on the main thread it runs in place
/// (`MainActor.assumeIsolated`); on another thread (a Swift Testing test that is not
/// `@MainActor`) it waits for the main queue.
func onMainActor<T: Sendable>(_ body: @MainActor () throws -> T) rethrows -> T {
    if Thread.isMainThread { return try MainActor.assumeIsolated(body) }
    return try withoutActuallyEscaping(body) { body in
        try DispatchQueue.main.sync { try MainActor.assumeIsolated(body) }
    }
}
